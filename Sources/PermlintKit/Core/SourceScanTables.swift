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
  /// `stringPrefix` adds `prefixGroup`. `prefixNeedles` (at most 32): byte strings that begin
  /// with a run of identifier bytes and go on with others (`android.permission.`), found
  /// where a run begins. `digitGroups`: the groups also looked for in a run without the
  /// digits it begins with.
  init(
    codeWords: [(hash: UInt64, group: UInt32)], stringWords: [(hash: UInt64, group: UInt32)] = [],
    stringPrefix: String = "", prefixGroup: UInt32 = 0, prefixNeedles: [(needle: String, group: UInt32)] = [],
    digitGroups: UInt32 = 0
  ) {
    precondition(prefixNeedles.count <= 32, "at most 32 prefix needles")
    func words(_ words: [(hash: UInt64, group: UInt32)]) -> String {
      words.sorted { ($0.hash, $0.group) < ($1.hash, $1.group) }.map { "\($0.hash):\($0.group)" }.joined(separator: " ")
    }
    let needles = prefixNeedles.map { "\($0.needle):\($0.group)" }.joined(separator: " ")
    description =
      "SourceScanTables(code: [\(words(codeWords))], strings: [\(words(stringWords))], "
      + "prefix: \"\(stringPrefix)\" \(prefixGroup), needles: [\(needles)], digits: \(digitGroups))"
    tables = .allocate(capacity: 1)
    tables.initialize(to: pl_scan_tables())
    tables.pointee.code_words = table(codeWords)
    tables.pointee.string_words = table(stringWords)
    func declaration(_ list: [String]) -> pl_hash_table { table(list.map { (IdentifierSet.hash(of: $0), 1) }) }
    tables.pointee.declaring = declaration(DeclarationReader.declaringWords)
    tables.pointee.binding = declaration(DeclarationReader.bindingWords)
    tables.pointee.not_functions = declaration(DeclarationReader.notFunctionWords)
    tables.pointee.before_calls = declaration(DeclarationReader.beforeCallWords)
    tables.pointee.digit_groups = digitGroups
    readPrefixNeedles(prefixNeedles)
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

  /// The needles of `prefix_runs`: each one's bytes, length and group, and the table from the
  /// hash of its first run to its bit.
  private func readPrefixNeedles(_ prefixNeedles: [(needle: String, group: UInt32)]) {
    let count = prefixNeedles.count
    let pointers = UnsafeMutablePointer<UnsafePointer<UInt8>?>.allocate(capacity: max(count, 1))
    let lengths = UnsafeMutablePointer<Int>.allocate(capacity: max(count, 1))
    let groups = UnsafeMutablePointer<UInt32>.allocate(capacity: max(count, 1))
    storage += [UnsafeMutableRawPointer(pointers), UnsafeMutableRawPointer(lengths), UnsafeMutableRawPointer(groups)]
    var runs: [(hash: UInt64, group: UInt32)] = []
    for (index, (needle, group)) in prefixNeedles.enumerated() {
      let bytes = Array(needle.utf8)
      let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count, 1))
      copy.initialize(from: bytes, count: bytes.count)
      storage.append(UnsafeMutableRawPointer(copy))
      (pointers + index).initialize(to: UnsafePointer(copy))
      (lengths + index).initialize(to: bytes.count)
      (groups + index).initialize(to: group)
      let run = bytes.prefix { IdentifierSet.isIdentifierByte($0) }
      precondition(!run.isEmpty, "a prefix needle begins with an identifier byte: \(needle)")
      runs.append((IdentifierSet.hash(of: String(decoding: run, as: UTF8.self)), UInt32(1) << UInt32(index)))
    }
    tables.pointee.prefix_runs = table(runs)
    tables.pointee.prefix_needles = UnsafePointer(pointers)
    tables.pointee.prefix_lengths = UnsafePointer(lengths)
    tables.pointee.prefix_groups = UnsafePointer(groups)
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
