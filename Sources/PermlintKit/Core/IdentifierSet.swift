/// A set of identifiers searched for in raw bytes, all at once: one pass over a file tells
/// whether any of them occurs as a whole word (between bytes that cannot be part of an
/// identifier). Comments and strings are not skipped: the answer is a superset, used to
/// decide which files are worth reading closely, never as a finding.
///
/// Made for the code-flow stage, which must decide for thousands of source files whether
/// each names one of a few hundred API words, or one of the app's functions it follows,
/// at close to the cost of reading the bytes.
struct IdentifierSet: Sendable {
  /// Open addressing over the words' hashes: a slot holds an index into `words`, or -1.
  private var slots: [Int32]
  private var words: [[UInt8]]
  private var hashes: [UInt64]
  private var mask: Int
  /// One bit per value of a word's hash's low 12 bits: the identifiers of a file are turned
  /// away by one AND, most of them, before the table is probed.
  private var hashBits: [UInt64]
  /// One bit per hash of a word's first two bytes and length (`prefixSlot`): an identifier
  /// is turned away before its bytes are hashed, which is what asking a token costs.
  private var prefixBits: [UInt64]
  /// The shortest and longest word, to skip most identifiers without hashing them.
  private var shortest = Int.max
  private var longest = 0

  /// The set of `words`; each is reduced to its longest identifier run (`"app-settings:`
  /// to `settings`), which occurs wherever the word does.
  init(_ words: some Sequence<String>) {
    // Sorted, then repeats dropped: hashing every word into a set cost more at start-up.
    var runs: [[UInt8]] = []
    for word in words {
      let run = Self.longestRun(Array(word.utf8))
      if !run.isEmpty { runs.append(run) }
    }
    runs.sort { $0.lexicographicallyPrecedes($1) }
    var unique: [[UInt8]] = []
    unique.reserveCapacity(runs.count)
    for run in runs where run != unique.last { unique.append(run) }
    self.words = unique
    var size = 16
    while size < self.words.count * 4 { size *= 2 }
    mask = size - 1
    slots = [Int32](repeating: -1, count: size)
    hashBits = [UInt64](repeating: 0, count: 64)
    prefixBits = [UInt64](repeating: 0, count: 64)
    hashes = []
    for (index, word) in self.words.enumerated() {
      let hash = word.withUnsafeBufferPointer { Self.hash($0, 0..<$0.count) }
      hashes.append(hash)
      hashBits[Int(hash >> 6 & 63)] |= 1 << (hash & 63)
      let prefix = word.withUnsafeBufferPointer { Self.prefixSlot($0, 0..<$0.count) }
      prefixBits[prefix >> 6] |= 1 << UInt64(prefix & 63)
      var slot = Int(truncatingIfNeeded: hash) & mask
      while slots[slot] >= 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(index)
      shortest = min(shortest, word.count)
      longest = max(longest, word.count)
    }
  }

  /// Whether the set holds no word.
  var isEmpty: Bool { words.isEmpty }

  /// The hash (`hash(of:)`) of each word as the set keeps it: its longest identifier run.
  var wordHashes: [UInt64] { hashes }

  /// Whether any word of the set occurs in `bytes` as a whole identifier.
  func occurs(in bytes: [UInt8]) -> Bool {
    guard !words.isEmpty else { return false }
    return bytes.withUnsafeBufferPointer { occurs(in: $0, 0..<$0.count) }
  }

  /// Whether `bytes[range]` is one of the words.
  func isWord(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
    let length = range.count
    guard length >= shortest, length <= longest else { return false }
    return bytes.withUnsafeBufferPointer { buffer in
      let prefix = Self.prefixSlot(buffer, range)
      return prefixBits[prefix >> 6] & (1 << UInt64(prefix & 63)) != 0 && contains(buffer, range)
    }
  }

  /// Whether `buffer[range]`, whose hash is `hash`, is one of the words: `isWord(_:_:)` for
  /// a reader that hashed the identifier already.
  @inline(__always)
  func isWord(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, hash: UInt64) -> Bool {
    hashBits[Int(hash >> 6 & 63)] & (1 << (hash & 63)) != 0 && range.count >= shortest && range.count <= longest
      && contains(buffer, range, hash: hash)
  }

  /// The bit of an identifier in `prefixBits`: its first two bytes and its length, mixed.
  @inline(__always)
  private static func prefixSlot(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
    let first = UInt32(buffer[range.lowerBound])
    let second = range.count > 1 ? UInt32(buffer[range.lowerBound + 1]) : 0
    let key = first << 16 | second << 8 | UInt32(truncatingIfNeeded: range.count)
    return Int((key &* 0x9E37_79B1) >> 20)
  }

  /// Whether any word of the set occurs in `bytes[range]` as a whole identifier.
  func occurs(in bytes: [UInt8], _ range: Range<Int>) -> Bool {
    guard !words.isEmpty else { return false }
    return bytes.withUnsafeBufferPointer { occurs(in: $0, range) }
  }

  private func occurs(in buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    var index = range.lowerBound
    let count = range.upperBound
    while index < count {
      guard Self.isIdentifierByte(buffer[index]) else {
        index += 1
        continue
      }
      let start = index
      while index < count, Self.isIdentifierByte(buffer[index]) { index += 1 }
      let length = index - start
      guard length >= shortest, length <= longest else { continue }
      let prefix = Self.prefixSlot(buffer, start..<index)
      if prefixBits[prefix >> 6] & (1 << UInt64(prefix & 63)) != 0, contains(buffer, start..<index) { return true }
    }
    return false
  }

  private func contains(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    contains(buffer, range, hash: Self.hash(buffer, range))
  }

  private func contains(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, hash: UInt64) -> Bool {
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] >= 0 {
      let index = Int(slots[slot])
      if hashes[index] == hash, words[index].count == range.count,
        words[index].withUnsafeBufferPointer({ word in
          var offset = 0
          while offset < word.count, word[offset] == buffer[range.lowerBound + offset] { offset += 1 }
          return offset == word.count
        })
      {
        return true
      }
      slot = (slot + 1) & mask
    }
    return false
  }

  /// The tables of the C scan (`SourceScanTables`) that answers `occurs(in:)` with the
  /// fingerprint of every identifier, in one pass over the bytes (`.raw`): each word is group 1.
  /// A file that names a word only in a comment needs its whole fingerprint too, and stopping
  /// at the word only to read the file again cost more than it saved.
  func scanTables() -> SourceScanTables {
    SourceScanTables(codeWords: hashes.map { ($0, 1) })
  }

  /// Every identifier of `buffer[range]` (a run of identifier bytes) in order, and every other
  /// byte between them: how the byte scan and `TokenFingerprint` read a text.
  @inline(__always)
  static func forEachRun(
    in buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, other: (UInt8) -> Void,
    identifier: (Range<Int>) -> Void
  ) {
    var index = range.lowerBound
    let end = range.upperBound
    while index < end {
      let byte = buffer[index]
      guard isIdentifierByte(byte) else {
        other(byte)
        index &+= 1
        continue
      }
      let start = index
      repeat { index &+= 1 } while index < end && isIdentifierByte(buffer[index])
      identifier(start..<index)
    }
  }

  /// The fingerprint of every identifier in `bytes`.
  static func fingerprint(of bytes: [UInt8]) -> IdentifierFingerprint {
    noWords.scan(bytes, reading: .raw).fingerprint
  }

  private static let noWords = SourceScanTables(codeWords: [])

  /// Whether `fingerprint` may hold a declaration of one of the words (never `false` when it
  /// does).
  func mayBeDeclared(in fingerprint: IdentifierFingerprint) -> Bool {
    hashes.contains { fingerprint.mayDeclare($0) }
  }

  static func hash(of word: String) -> UInt64 {
    Array(word.utf8).withUnsafeBufferPointer { hash($0, 0..<$0.count) }
  }

  /// Whether `fingerprint` may hold one of the words (never `false` when it does).
  func mayOccur(in fingerprint: IdentifierFingerprint) -> Bool {
    hashes.contains { fingerprint.mayUse($0) }
  }

  /// The hash of an identifier: its length, then its bytes taken eight at a time as
  /// little-endian words (the last one, of 1 to 8 bytes, padded with zeros), each folded in by
  /// one wide multiplication (the 128-bit product's halves xored), which moves every byte into
  /// the low bits the filters use. Most identifiers are at most 8 bytes: one multiplication in
  /// all. `source_scan.c` computes the same, bit for bit.
  @inline(__always)
  static func hash(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
    var hash = UInt64(truncatingIfNeeded: range.count) ^ 0x9E37_79B9_7F4A_7C15
    guard let address = buffer.baseAddress, !range.isEmpty else { return foldMultiply(hash, 0xFF51_AFD7_ED55_8CCD) }
    let base = UnsafeRawPointer(address)
    var index = range.lowerBound
    let end = range.upperBound
    while end - index > 8 {
      let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      hash = foldMultiply(hash ^ word, 0x87C3_7B91_1142_53D5)
      index += 8
    }
    var word: UInt64 = 0
    if index + 8 <= buffer.count {
      word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self)) & lowBytes(end - index)
    } else {
      var shift: UInt64 = 0
      while index < end {
        word |= UInt64(buffer[index]) << shift
        shift += 8
        index += 1
      }
    }
    return foldMultiply(hash ^ word, 0xFF51_AFD7_ED55_8CCD)
  }

  /// Every bit of the first `count` bytes of a word (`count` from 1 to 8).
  @inline(__always)
  private static func lowBytes(_ count: Int) -> UInt64 {
    ~0 >> UInt64(64 - (count << 3))
  }

  /// The 128-bit product of two words, its high half xored with its low half.
  @inline(__always)
  private static func foldMultiply(_ a: UInt64, _ b: UInt64) -> UInt64 {
    let (high, low) = a.multipliedFullWidth(by: b)
    return high ^ low
  }

  private static func longestRun(_ bytes: [UInt8]) -> [UInt8] {
    var best: ArraySlice<UInt8> = []
    var start = 0
    while start < bytes.count {
      guard isIdentifierByte(bytes[start]) else {
        start += 1
        continue
      }
      var end = start
      while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
      if end - start > best.count { best = bytes[start..<end] }
      start = end
    }
    return Array(best)
  }

  /// The bytes of an identifier in every language read: ASCII letters, digits, `_`, `$`, and
  /// any byte of a multi-byte UTF-8 character. Two 64-bit masks answer for ASCII in one test.
  @inline(__always)
  static func isIdentifierByte(_ byte: UInt8) -> Bool {
    guard byte < 0x80 else { return true }
    let mask = byte < 0x40 ? lowIdentifierBytes : highIdentifierBytes
    return (mask >> UInt64(byte & 0x3F)) & 1 != 0
  }

  /// `$` (0x24) and the digits (0x30 to 0x39), by their bit.
  private static let lowIdentifierBytes: UInt64 = (1 << 0x24) | (0x3FF << 0x30)
  /// `A` to `Z` (0x41 to 0x5A), `_` (0x5F) and `a` to `z` (0x61 to 0x7A), by their bit less 0x40.
  private static let highIdentifierBytes: UInt64 = (0x3FF_FFFF << 0x01) | (1 << 0x1F) | (0x3FF_FFFF << 0x21)
}

/// The identifiers of a file as two Bloom filters of 4,096 bits (512 bytes each): whether a
/// name may occur in the file, and whether the file may declare it (by its shape: after
/// `func`, `class` or `const`, or before a parameter list followed by a body), asked without
/// reading the file again. A false "may" costs a read; a false "does not" cannot happen for
/// uses, and for declarations only in a shape the reader does not know.
struct IdentifierFingerprint: Sendable {
  static let words = 64
  private var uses: [UInt64]
  private var declarations: [UInt64]

  init(uses: [UInt64], declarations: [UInt64]) {
    self.uses = uses
    self.declarations = declarations
  }

  @inline(__always)
  static func insert(_ hash: UInt64, into bits: UnsafeMutableBufferPointer<UInt64>) {
    let first = Int(truncatingIfNeeded: hash) & 4095
    let second = Int(truncatingIfNeeded: hash >> 32) & 4095
    bits[first >> 6] |= 1 << UInt64(first & 63)
    bits[second >> 6] |= 1 << UInt64(second & 63)
  }

  func mayUse(_ hash: UInt64) -> Bool { Self.contains(hash, in: uses) }

  func mayDeclare(_ hash: UInt64) -> Bool { Self.contains(hash, in: declarations) }

  private static func contains(_ hash: UInt64, in bits: [UInt64]) -> Bool {
    let first = Int(truncatingIfNeeded: hash) & 4095
    let second = Int(truncatingIfNeeded: hash >> 32) & 4095
    return bits[first >> 6] & (1 << UInt64(first & 63)) != 0 && bits[second >> 6] & (1 << UInt64(second & 63)) != 0
  }
}
