/// The fingerprint of a file's identifiers (`IdentifierFingerprint`) made from the tokens of a
/// pass a reader makes anyway (Dart's and JavaScript's permission uses), instead of a pass of
/// its own over the bytes (`IdentifierSet.scan`): a Dart or TypeScript file that names a
/// permission was read twice, and the second read was a sixth of the source stage.
///
/// Code is read as `IdentifierSet.scan` reads it, and a string literal's runs of identifier
/// bytes are uses too (so that `${call()}` in a template counts) but never declarations: a
/// string declares nothing the code reader could find, and reading each of its runs for a
/// declaration's shape was a fifth of the C pass (issue 23). Comments are left out: a name
/// only in a comment is no use of it, and `CodeFlowClosure` would read the file for nothing.
struct TokenFingerprint {
  private let buffer: UnsafeBufferPointer<UInt8>
  private let uses: UnsafeMutableBufferPointer<UInt64>
  private let declarations: UnsafeMutableBufferPointer<UInt64>
  private var reader: DeclarationReader
  /// The seed check the same tokens answer, asked with the hash each identifier gets here.
  private let seeds: SeedWordCheck?

  private init(
    buffer: UnsafeBufferPointer<UInt8>, uses: UnsafeMutableBufferPointer<UInt64>,
    declarations: UnsafeMutableBufferPointer<UInt64>, seeds: SeedWordCheck?
  ) {
    self.buffer = buffer
    self.uses = uses
    self.declarations = declarations
    self.seeds = seeds
    reader = DeclarationReader(buffer: buffer)
  }

  /// The fingerprint of `bytes` from the tokens `body` hands to the builder, every token of
  /// `SourceTokenizer(bytes:style:)` in order. `seeds`, when given, reads the same tokens
  /// (`SeedWordCheck.read(_:in:)` answers alike): it is asked with the hash each identifier
  /// gets for the fingerprint, so that no identifier is hashed or searched twice (the seed
  /// check's own search of every token and string was a twentieth of the source case).
  static func build(
    _ bytes: [UInt8], seeds: SeedWordCheck? = nil, _ body: (inout TokenFingerprint) -> Void
  ) -> IdentifierFingerprint {
    var uses = [UInt64](repeating: 0, count: IdentifierFingerprint.words)
    var declarations = [UInt64](repeating: 0, count: IdentifierFingerprint.words)
    uses.withUnsafeMutableBufferPointer { uses in
      declarations.withUnsafeMutableBufferPointer { declarations in
        bytes.withUnsafeBufferPointer { buffer in
          var builder = TokenFingerprint(buffer: buffer, uses: uses, declarations: declarations, seeds: seeds)
          body(&builder)
        }
      }
    }
    return IdentifierFingerprint(uses: uses, declarations: declarations)
  }

  /// Reads the next token.
  @inline(__always)
  mutating func read(_ token: SourceTokenizer.Token) {
    switch token.kind {
    case .identifier:
      let hash = add(token.range)
      seeds?.readIdentifier(buffer, token.range, hash: hash)
    case .punctuation(let byte): reader.pass(byte)
    case .string: readString(token.range)
    }
  }

  /// Adds the identifier at `range`; its hash.
  @inline(__always)
  private mutating func add(_ range: Range<Int>) -> UInt64 {
    let hash = IdentifierSet.hash(buffer, range)
    IdentifierFingerprint.insert(hash, into: uses)
    if reader.declares(hash, endingAt: range.upperBound) { IdentifierFingerprint.insert(hash, into: declarations) }
    return hash
  }

  /// A string literal's bytes, quotes included: each run a use, none a declaration; what
  /// follows the literal reads its last byte that is not a space (its last run, or that byte)
  /// as the byte scan would.
  private mutating func readString(_ range: Range<Int>) {
    IdentifierSet.forEachRun(
      in: buffer, range, other: { reader.pass($0) },
      identifier: { run in
        let hash = IdentifierSet.hash(buffer, run)
        IdentifierFingerprint.insert(hash, into: uses)
        reader.follows(hash)
        seeds?.readStringRun(buffer, run, hash: hash)
      })
  }
}

/// What a reader that tokenized a source file learned for the code-flow stage
/// (`SourceKinds.outline`): whether the code, not its comments, names a seed word
/// (`SeedWordCheck`), and the fingerprint of its identifiers made from the same tokens.
struct TokenizedCode: Sendable {
  var seedInCode: Bool
  var fingerprint: IdentifierFingerprint
}

extension TokenizedCode {
  /// What a Dart or JavaScript file gives its reader's gate (`CodeReaderGates`) when its code
  /// names none of the gate's words: no seed in code, and the fingerprint of the gate's pass;
  /// `nil` when it names one, and the reader tokenizes it.
  static func unread(_ file: SourceFile, by gate: SourceScanTables) -> TokenizedCode? {
    let scan = gate.scan(file.bytes, reading: .tokens)
    return scan.found == 0 ? TokenizedCode(seedInCode: false, fingerprint: scan.fingerprint) : nil
  }
}
