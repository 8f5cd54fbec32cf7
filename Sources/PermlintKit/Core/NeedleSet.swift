/// Byte strings searched for all at once, anywhere in a buffer (`Manifest` inside
/// `android.Manifest`, `app-settings:` in a string): one pass that stops only where the
/// first two bytes of a needle occur, which in source code is rare enough that a file
/// costs about one read of its bytes. Used to decide which files are worth tokenizing.
struct NeedleSet: Sendable {
  /// For each pair of bytes (`first << 8 | second`), the index in `needles` of the first
  /// needle that begins with it, or -1.
  private var firstByPair: [Int32]
  /// The needles of two bytes or more, ordered by their first two bytes.
  private var needles: [[UInt8]]
  private var pairs: [UInt16]
  /// Needles of one byte, which the pairs cannot hold.
  private var singles: [Bool]

  /// The set of `needles`; empty ones are left out.
  init(_ needles: some Sequence<[UInt8]>) {
    singles = [Bool](repeating: false, count: 256)
    var long: [[UInt8]] = []
    for needle in needles where !needle.isEmpty {
      if needle.count == 1 { singles[Int(needle[0])] = true } else { long.append(needle) }
    }
    func pair(_ needle: [UInt8]) -> UInt16 { UInt16(needle[0]) << 8 | UInt16(needle[1]) }
    self.needles = long.sorted { pair($0) < pair($1) }
    pairs = self.needles.map(pair)
    firstByPair = [Int32](repeating: -1, count: 65536)
    for (index, key) in pairs.enumerated().reversed() { firstByPair[Int(key)] = Int32(index) }
  }

  /// Whether `bytes` contains one of the needles.
  func occurs(in bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      firstByPair.withUnsafeBufferPointer { firstByPair in
        singles.withUnsafeBufferPointer { singles in
          let count = buffer.count
          guard count > 0 else { return false }
          if singles[Int(buffer[count - 1])] { return true }
          var index = 0
          while index + 1 < count {
            let byte = buffer[index]
            if singles[Int(byte)] { return true }
            let key = UInt16(byte) << 8 | UInt16(buffer[index + 1])
            var candidate = Int(firstByPair[Int(key)])
            while candidate >= 0, candidate < needles.count, pairs[candidate] == key {
              let needle = needles[candidate]
              if index + needle.count <= count {
                var offset = 2
                while offset < needle.count, buffer[index + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return true }
              }
              candidate += 1
            }
            index += 1
          }
          return false
        }
      }
    }
  }
}
