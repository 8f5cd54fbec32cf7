// The C library's memchr and memcmp: FoundationEssentials and Glibc or Musl on Linux,
// Foundation (which brings Darwin) on macOS.
#if canImport(Glibc)
  import FoundationEssentials
  import Glibc
#elseif canImport(Musl)
  import FoundationEssentials
  import Musl
#else
  import Foundation
#endif

/// Whether a byte string occurs in bytes: the cheap test readers run before they tokenize a
/// file, written once. The C library's `memchr` looks for the needle's rarest byte many bytes
/// at a time, and only where it occurs are the other bytes compared: most files hold none of
/// the needles, and this made the test a small part of reading them.
enum ByteSearch {
  static func contains(_ buffer: UnsafeBufferPointer<UInt8>, _ pattern: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = buffer.baseAddress, let needle = pattern.baseAddress, !pattern.isEmpty,
      buffer.count >= pattern.count
    else { return false }
    let anchor = rarestOffset(pattern)
    let byte = Int32(pattern[anchor])
    // The anchor byte of a match lies in `anchor ..< last`.
    let last = buffer.count - pattern.count + anchor + 1
    var index = anchor
    while index < last {
      guard let hit = memchr(base + index, byte, last - index) else { return false }
      let found = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
      if memcmp(base + (found - anchor), needle, pattern.count) == 0 { return true }
      index = found + 1
    }
    return false
  }

  static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in needle.withUnsafeBufferPointer { contains(buffer, $0) } }
  }

  /// Whether `string` may contain `needle` (ASCII, with no capital K, `;` or `` ` ``, which other
  /// characters are canonically equivalent to): `false` when its bytes do not hold the
  /// needle's, which a search on characters would not find either. A cheap test before
  /// `contains` for the paths of every file of a run.
  static func mayContain(_ string: String, _ needle: StaticString) -> Bool {
    needle.withUTF8Buffer { pattern in
      var string = string
      return string.withUTF8 { contains($0, pattern) }
    }
  }

  /// Whether the byte `byte` occurs in the UTF-8 of `string`, found with `memchr` where the
  /// text is contiguous: `string.utf8.contains(byte)` steps the view's iterator one byte at a
  /// time, and every purpose string's text is asked it three times (issue 23).
  static func contains(_ string: String, byte: UInt8) -> Bool {
    let found = string.utf8.withContiguousStorageIfAvailable { buffer in
      guard let base = buffer.baseAddress else { return false }
      return memchr(base, Int32(byte), buffer.count) != nil
    }
    return found ?? string.utf8.contains(byte)
  }

  /// Whether `byte` occurs in `bytes`.
  static func contains(_ bytes: [UInt8], byte: UInt8) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return false }
      return memchr(base, Int32(byte), buffer.count) != nil
    }
  }

  /// The offset of the byte of `pattern` least common in source code and text: punctuation
  /// and digits before capitals, capitals before lowercase letters and spaces (the first of
  /// equals).
  private static func rarestOffset(_ pattern: UnsafeBufferPointer<UInt8>) -> Int {
    var best = 0
    var bestRank = Int.max
    for (offset, byte) in pattern.enumerated() {
      let rank = commonness(byte)
      if rank < bestRank {
        best = offset
        bestRank = rank
      }
    }
    return best
  }

  private static func commonness(_ byte: UInt8) -> Int {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), 0x20, 0x09, 0x0A: 3
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: ")"),
      UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "_"):
      2
    case UInt8(ascii: "0")...UInt8(ascii: "9"): 1
    default: 0
    }
  }
}
