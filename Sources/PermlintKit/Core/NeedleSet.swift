/// Byte strings searched for all at once, anywhere in a buffer (`Manifest` inside
/// `android.Manifest`, `app-settings:` in a string): one pass that stops only where the
/// first bytes of a needle occur, which in source code is rare enough that a file costs
/// about one read of its bytes. Used to decide which files are worth tokenizing.
///
/// The needles may come in groups (one per question a reader asks of a file: does it name a
/// permission API, a required-reason API, the advertising identifier), answered together in
/// the same pass: a native source used to be read once per question.
struct NeedleSet: Sendable {
  /// One bit per pair of bytes (`first << 8 | second`) that begins a needle of two or three
  /// bytes.
  private var pairBits: [UInt64]
  /// One bit per hash of the first four bytes of a longer needle: 8 KB, which stay in the
  /// first-level cache. Four bytes turn away far more positions than two (`re`, `st` and
  /// `Ma` are everywhere in code), so the needles are compared at few places.
  private var quadBits: [UInt64]
  /// Whether any needle is two or three bytes long.
  private var hasShort = false
  /// Whether any needle is one byte long.
  private var hasSingles = false
  /// For each first byte `b`, the index in `needles` of the first needle that begins with it;
  /// entry 256 is `needles.count`, so that those needles are `firstByByte[b]..<firstByByte[b + 1]`
  /// and `matches` finds a pair's first needle by a binary search among them. (A table of every
  /// pair, 256 KB, cost 0.1 ms of start-up for each of the catalog's sets, issue 23.)
  private var firstByByte: [Int32]
  /// The needles of two bytes or more, ordered by their first two bytes.
  private var needles: [[UInt8]]
  /// The first two bytes of each of `needles` (`first << 8 | second`), ascending.
  private var pairs: [UInt16]
  /// The group of each of `needles`, as a bit.
  private var groupBits: [UInt32]
  /// For each byte, the groups of which it is a needle of one byte.
  private var singles: [UInt32]
  /// The groups that have a needle: the search stops once all are found.
  private var allGroups: UInt32 = 0

  /// The set of `needles`; empty ones are left out.
  init(_ needles: some Sequence<[UInt8]>) {
    self.init(groups: [Array(needles)])
  }

  /// The sets of several groups of needles (at most 32), searched together: group `i` is
  /// the bit `1 << i` of `groups(in:)`.
  init(groups: [[[UInt8]]]) {
    precondition(groups.count <= 32, "a needle set holds at most 32 groups")
    singles = [UInt32](repeating: 0, count: 256)
    var long: [(needle: [UInt8], group: UInt32)] = []
    for (index, group) in groups.enumerated() {
      let bit = UInt32(1) << UInt32(index)
      for needle in group where !needle.isEmpty {
        allGroups |= bit
        if needle.count == 1 {
          singles[Int(needle[0])] |= bit
          hasSingles = true
        } else {
          long.append((needle, bit))
        }
      }
    }
    func pair(_ needle: [UInt8]) -> UInt16 { UInt16(needle[0]) << 8 | UInt16(needle[1]) }
    // Stable: needles of equal pairs keep their order.
    let sorted = long.enumerated().sorted {
      (pair($0.element.needle), $0.offset) < (pair($1.element.needle), $1.offset)
    }
    needles = sorted.map(\.element.needle)
    groupBits = sorted.map(\.element.group)
    pairs = needles.map(pair)
    // Without needles of two bytes or more the tables stay empty: a catalog holds several
    // empty sets, and 272 KB of tables each took 0.1 ms of every start-up (issue 23).
    guard !needles.isEmpty else {
      firstByByte = []
      pairBits = []
      quadBits = []
      return
    }
    firstByByte = [Int32](repeating: Int32(needles.count), count: 257)
    pairBits = [UInt64](repeating: 0, count: 1024)
    quadBits = [UInt64](repeating: 0, count: 1024)
    for (index, key) in pairs.enumerated().reversed() { firstByByte[Int(key >> 8)] = Int32(index) }
    // A byte that begins no needle starts where the next byte's needles start.
    for byte in (0..<256).reversed() where firstByByte[byte] > firstByByte[byte + 1] {
      firstByByte[byte] = firstByByte[byte + 1]
    }
    for needle in needles {
      if needle.count < 4 {
        let key = pair(needle)
        pairBits[Int(key) >> 6] |= 1 << UInt64(key & 63)
        hasShort = true
      } else {
        let slot = Self.quadSlot(
          UInt32(needle[0]) << 24 | UInt32(needle[1]) << 16 | UInt32(needle[2]) << 8 | UInt32(needle[3]))
        quadBits[slot >> 6] |= 1 << UInt64(slot & 63)
      }
    }
  }

  /// The needles of `sets`, each set a group: `groups(in:)` answers each set's `occurs(in:)`
  /// in one pass.
  init(merging sets: [NeedleSet]) {
    self.init(groups: sets.map(\.allNeedles))
  }

  /// Every needle of the set.
  private var allNeedles: [[UInt8]] {
    needles + (0..<256).filter { singles[$0] != 0 }.map { [UInt8($0)] }
  }

  /// The bit of four bytes in `quadBits`: the high bits of a multiplicative hash.
  @inline(__always)
  private static func quadSlot(_ quad: UInt32) -> Int { Int((quad &* 0x9E37_79B1) >> 16) }

  /// Whether `bytes` contains one of the needles.
  func occurs(in bytes: [UInt8]) -> Bool {
    groups(in: bytes) != 0
  }

  /// The groups one of whose needles `bytes` contains, as bits; the search stops once every
  /// group is found.
  func groups(in bytes: [UInt8]) -> UInt32 {
    bytes.withUnsafeBufferPointer { buffer in
      let count = buffer.count
      guard count > 0, allGroups != 0 else { return 0 }
      var found: UInt32 = 0
      if hasSingles {
        for byte in buffer {
          found |= singles[Int(byte)]
          if found == allGroups { return found }
        }
      }
      guard !needles.isEmpty else { return found }
      return pairBits.withUnsafeBufferPointer { pairBits in
        quadBits.withUnsafeBufferPointer { quadBits in
          // The last four bytes read, the newest lowest: a needle of four bytes or more that
          // starts at `index - 3` has its first four there.
          var quad: UInt32 = 0
          var index = 0
          while index < count {
            let byte = buffer[index]
            quad = quad << 8 | UInt32(byte)
            if index >= 3 {
              let slot = Self.quadSlot(quad)
              if quadBits[slot >> 6] & (1 << UInt64(slot & 63)) != 0 {
                found |= matches(at: index - 3, key: UInt16(truncatingIfNeeded: quad >> 16), in: buffer)
                if found == allGroups { return found }
              }
            }
            if hasShort, index + 1 < count {
              let key = UInt16(byte) << 8 | UInt16(buffer[index + 1])
              if pairBits[Int(key >> 6)] & (1 << UInt64(key & 63)) != 0 {
                found |= matches(at: index, key: key, in: buffer)
                if found == allGroups { return found }
              }
            }
            index += 1
          }
          return found
        }
      }
    }
  }

  /// The groups of the needles that begin with the pair `key` and start at `index`.
  private func matches(at index: Int, key: UInt16, in buffer: UnsafeBufferPointer<UInt8>) -> UInt32 {
    var found: UInt32 = 0
    // The first needle whose pair is not below `key`, among those of its first byte.
    var candidate = Int(firstByByte[Int(key >> 8)])
    var end = Int(firstByByte[Int(key >> 8) + 1])
    while candidate < end {
      let middle = (candidate + end) / 2
      if pairs[middle] < key { candidate = middle + 1 } else { end = middle }
    }
    while candidate < needles.count, pairs[candidate] == key {
      let needle = needles[candidate]
      if groupBits[candidate] & ~found != 0, index + needle.count <= buffer.count {
        var offset = 2
        while offset < needle.count, buffer[index + offset] == needle[offset] { offset += 1 }
        if offset == needle.count { found |= groupBits[candidate] }
      }
      candidate += 1
    }
    return found
  }
}
