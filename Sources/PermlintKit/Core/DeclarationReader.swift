/// Tells, from raw bytes and without tokens, whether an identifier is declared where it
/// stands in Dart, JavaScript/TypeScript, Swift, Kotlin, Java or Objective-C: after a
/// declaring word (`func`, `fun`, `function`, `class`, `const`, `val`…), before a parameter
/// list that a body, an arrow or a return type follows (`build(BuildContext context) {`,
/// `handlePress() {`, `ask() async =>`), or assigned a function (`onTap = () =>`). A guess
/// that errs toward "declared": it only decides which files `CodeFlowClosure` reads.
struct DeclarationReader {
  let buffer: UnsafeBufferPointer<UInt8>
  /// The hash of the identifier just before, when only spaces came since.
  private var previous: UInt64?
  /// The last byte before this identifier that is neither a space nor part of an
  /// identifier (`{` at the start of the file), 0 when an identifier came last.
  private var lastByte = UInt8(ascii: "{")

  init(buffer: UnsafeBufferPointer<UInt8>) { self.buffer = buffer }

  /// Notes a byte that is not part of an identifier.
  mutating func pass(_ byte: UInt8) {
    if byte != 0x20, byte != 0x0A, byte != 0x09, byte != 0x0D {
      previous = nil
      lastByte = byte
    }
  }

  /// Notes an identifier where nothing is declared (a run of a string literal's bytes): it
  /// is only the context of what follows.
  mutating func follows(_ hash: UInt64) {
    previous = hash
    lastByte = 0
  }

  /// Whether the identifier with `hash` that ends at `end` is declared there.
  @inline(__always)
  mutating func declares(_ hash: UInt64, endingAt end: Int) -> Bool {
    let previous = self.previous
    let lastByte = self.lastByte
    self.previous = hash
    self.lastByte = 0
    if let previous, Self.declaring.contains(previous) { return true }
    let next = skipSpaces(end)
    guard next < buffer.count else { return false }
    // Most identifiers are followed by none of the bytes a declaration shape needs: they are
    // answered here, without a call.
    switch buffer[next] {
    case UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: ":"):
      return declares(hash, next: next, previous: previous, lastByte: lastByte)
    default:
      return false
    }
  }

  /// `declares(_:endingAt:)` where the byte after the identifier (at `next`) may begin a
  /// declaration's shape; `previous` and `lastByte` as they were before the identifier.
  private func declares(_ hash: UInt64, next: Int, previous: UInt64?, lastByte: UInt8) -> Bool {
    switch buffer[next] {
    case UInt8(ascii: "("):
      // `a.b(`, `= b(`, `(b(`, `, b(`: an expression, where a name is called, not declared.
      // A declaration starts a statement or a member (after `{`, `}`, `;`, an annotation's
      // `)`, a type's `>` or `]`) or follows its type's name.
      if previous == nil, !Self.beginsMember(lastByte) { return false }
      if Self.notFunctions.contains(hash) { return false }
      if let previous, Self.beforeCalls.contains(previous) { return false }
      guard let close = matchingParenthesis(next) else { return false }
      let after = skipSpaces(close + 1)
      guard after < buffer.count else { return false }
      let byte = buffer[after]
      return byte == UInt8(ascii: "{") || byte == UInt8(ascii: ":") || isArrow(after)
        || (byte == UInt8(ascii: "-") && after + 1 < buffer.count && buffer[after + 1] == UInt8(ascii: ">"))
        || Self.isLetter(byte)
    case UInt8(ascii: "{"), UInt8(ascii: ";"):
      // Objective-C: `- (void)viewDidLoad {`, `- (void)refresh;`.
      return lastByte == UInt8(ascii: ")")
    case UInt8(ascii: "="), UInt8(ascii: ":"):
      // Objective-C: `- (void)open:(id)sender {`.
      if buffer[next] == UInt8(ascii: ":"), lastByte == UInt8(ascii: ")") { return true }
      if buffer[next] == UInt8(ascii: "="), next + 1 < buffer.count,
        buffer[next + 1] == UInt8(ascii: "=") || buffer[next + 1] == UInt8(ascii: ">")
      {
        return false
      }
      if let previous, Self.binding.contains(previous) { return true }
      let value = skipSpaces(next + 1)
      guard value < buffer.count else { return false }
      return buffer[value] == UInt8(ascii: "(") || startsWith("async", at: value) || startsWith("function", at: value)
    default:
      return false
    }
  }

  @inline(__always)
  private func skipSpaces(_ start: Int) -> Int {
    var index = start
    while index < buffer.count {
      let byte = buffer[index]
      guard byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D else { break }
      index += 1
    }
    return index
  }

  /// The `)` that closes the `(` at `open`, looked for within 4 KB.
  private func matchingParenthesis(_ open: Int) -> Int? {
    var depth = 0
    var index = open
    let limit = min(buffer.count, open + 4096)
    while index < limit {
      let byte = buffer[index]
      if byte == UInt8(ascii: "(") {
        depth += 1
      } else if byte == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 { return index }
      }
      index += 1
    }
    return nil
  }

  private func isArrow(_ index: Int) -> Bool {
    buffer[index] == UInt8(ascii: "=") && index + 1 < buffer.count && buffer[index + 1] == UInt8(ascii: ">")
  }

  private func startsWith(_ word: StaticString, at index: Int) -> Bool {
    word.withUTF8Buffer { word in
      guard index + word.count <= buffer.count else { return false }
      for offset in 0..<word.count where buffer[index + offset] != word[offset] { return false }
      return true
    }
  }

  private static func beginsMember(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: ";")
      || byte == UInt8(ascii: ")") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "]")
      || byte == UInt8(ascii: "*")
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
  }

  private static func hashes(_ words: [String]) -> SmallHashSet { SmallHashSet(words.map(IdentifierSet.hash(of:))) }

  /// A few hashes, tested first against a mask of 256 bits of their low byte: most
  /// identifiers are no keyword, and are turned away by one AND (a mask of 64 bits let a third
  /// of them through to the list).
  struct SmallHashSet {
    private let mask: SIMD4<UInt64>
    private let hashes: [UInt64]

    init(_ hashes: [UInt64]) {
      self.hashes = hashes
      var mask = SIMD4<UInt64>()
      for hash in hashes { mask[Int(hash >> 6 & 3)] |= 1 << (hash & 63) }
      self.mask = mask
    }

    @inline(__always)
    func contains(_ hash: UInt64) -> Bool {
      mask[Int(hash >> 6 & 3)] & (1 << (hash & 63)) != 0 && hashes.contains(hash)
    }
  }

  /// Words after which a name is declared.
  static let declaringWords = [
    "function", "func", "fun", "def", "class", "struct", "interface", "object", "enum", "extension", "protocol",
    "typealias", "mixin", "type", "get", "set", "const", "let", "var", "val", "final", "late",
  ]
  /// Words after which `name =` declares it.
  static let bindingWords = ["const", "let", "var", "val", "final", "late"]
  /// Words before a parenthesis that are no function's name.
  static let notFunctionWords = [
    "if", "while", "for", "switch", "catch", "when", "return", "typeof", "sizeof", "super", "this", "function",
    "guard", "synchronized", "assert", "await",
  ]
  /// Words before a name that make `name(` a call.
  static let beforeCallWords = [
    "return", "await", "new", "throw", "yield", "case", "else", "in", "is", "as", "typeof", "not", "delete", "try",
  ]
  private static let declaring = hashes(declaringWords)
  private static let binding = hashes(bindingWords)
  private static let notFunctions = hashes(notFunctionWords)
  private static let beforeCalls = hashes(beforeCallWords)
}
