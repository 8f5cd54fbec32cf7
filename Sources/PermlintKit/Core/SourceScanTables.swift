import CSourceScan

/// The tables the C loops of the source stage read (`source_scan.h`): the hashes of the words a
/// scan looks for, by group, and `DeclarationReader`'s words. Built once per word set and
/// never changed, so shared by every thread; the memory is the object's.
final class SourceScanTables: @unchecked Sendable, CustomStringConvertible, CustomReflectable {
  /// What a scan reads: every run of identifier bytes (`IdentifierSet.scan`), or the tokens
  /// of code and strings, comments skipped (`SourceTokenizer` read by `TokenFingerprint`).
  enum Reading {
    case raw
    case tokens
  }

  private let tables: UnsafeMutablePointer<pl_scan_tables>
  private var storage: [UnsafeMutableRawPointer] = []
  /// The words and the prefix, for `description`: two catalogs made from the same data print
  /// alike (the tables' addresses differ).
  let description: String

  /// `codeWords`: hashes (`IdentifierSet.hash`) of identifiers, each with its group bits;
  /// `stringWords`: of runs inside string literals; a string literal that starts with
  /// `stringPrefix` adds `prefixGroup`.
  init(
    codeWords: [(hash: UInt64, group: UInt32)], stringWords: [(hash: UInt64, group: UInt32)] = [],
    stringPrefix: String = "", prefixGroup: UInt32 = 0
  ) {
    func words(_ words: [(hash: UInt64, group: UInt32)]) -> String {
      words.sorted { ($0.hash, $0.group) < ($1.hash, $1.group) }.map { "\($0.hash):\($0.group)" }.joined(separator: " ")
    }
    description =
      "SourceScanTables(code: [\(words(codeWords))], strings: [\(words(stringWords))], prefix: \"\(stringPrefix)\" \(prefixGroup))"
    tables = .allocate(capacity: 1)
    tables.initialize(to: pl_scan_tables())
    tables.pointee.code_words = table(codeWords)
    tables.pointee.string_words = table(stringWords)
    func declaration(_ list: [String]) -> pl_hash_table { table(list.map { (IdentifierSet.hash(of: $0), 1) }) }
    tables.pointee.declaring = declaration(DeclarationReader.declaringWords)
    tables.pointee.binding = declaration(DeclarationReader.bindingWords)
    tables.pointee.not_functions = declaration(DeclarationReader.notFunctionWords)
    tables.pointee.before_calls = declaration(DeclarationReader.beforeCallWords)
    let prefix = Array(stringPrefix.utf8)
    if !prefix.isEmpty {
      let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: prefix.count)
      bytes.initialize(from: prefix, count: prefix.count)
      storage.append(UnsafeMutableRawPointer(bytes))
      tables.pointee.string_prefix = UnsafePointer(bytes)
      tables.pointee.string_prefix_length = prefix.count
      tables.pointee.string_prefix_group = prefixGroup
    }
  }

  /// The words, not the tables' addresses.
  var customMirror: Mirror { Mirror(self, children: ["words": description]) }

  deinit {
    for pointer in storage { pointer.deallocate() }
    tables.deallocate()
  }

  /// An open-addressing table of `words`, twice as many slots as words or more; a word that
  /// comes twice gets both groups.
  private func table(_ words: [(hash: UInt64, group: UInt32)]) -> pl_hash_table {
    var size = 8
    while size < words.count * 2 { size *= 2 }
    let keys = UnsafeMutablePointer<UInt64>.allocate(capacity: size)
    keys.initialize(repeating: 0, count: size)
    let groups = UnsafeMutablePointer<UInt32>.allocate(capacity: size)
    groups.initialize(repeating: 0, count: size)
    storage += [UnsafeMutableRawPointer(keys), UnsafeMutableRawPointer(groups)]
    var result = pl_hash_table()
    result.keys = UnsafePointer(keys)
    result.groups = UnsafePointer(groups)
    result.mask = UInt64(size - 1)
    withUnsafeMutableBytes(of: &result.filter) { filter in
      let bits = filter.bindMemory(to: UInt64.self)
      for (hash, group) in words where group != 0 {
        let slot = Int(hash >> 40 & 4095)
        bits[slot >> 6] |= 1 << UInt64(slot & 63)
        var index = Int(hash & UInt64(size - 1))
        while groups[index] != 0, keys[index] != hash { index = (index + 1) & (size - 1) }
        keys[index] = hash
        groups[index] |= group
      }
    }
    return result
  }

  /// The groups of the words `bytes` holds, read as `reading` says, and the fingerprint of its
  /// identifiers.
  func scan(_ bytes: [UInt8], reading: Reading) -> (found: UInt32, fingerprint: IdentifierFingerprint) {
    var uses = [UInt64](repeating: 0, count: IdentifierFingerprint.words)
    var declarations = [UInt64](repeating: 0, count: IdentifierFingerprint.words)
    let found = bytes.withUnsafeBufferPointer { buffer in
      uses.withUnsafeMutableBufferPointer { uses in
        declarations.withUnsafeMutableBufferPointer { declarations in
          switch reading {
          case .raw:
            pl_scan_raw(buffer.baseAddress, buffer.count, tables, uses.baseAddress, declarations.baseAddress)
          case .tokens:
            pl_scan_tokens(buffer.baseAddress, buffer.count, tables, uses.baseAddress, declarations.baseAddress)
          }
        }
      }
    }
    return (found, IdentifierFingerprint(uses: uses, declarations: declarations))
  }
}
