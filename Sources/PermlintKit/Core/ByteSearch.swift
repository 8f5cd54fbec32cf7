#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Whether a byte string occurs in bytes: the cheap test readers run before they tokenize a
/// file, written once.
enum ByteSearch {
  static func contains(_ buffer: UnsafeBufferPointer<UInt8>, _ pattern: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = pattern.first, buffer.count >= pattern.count else { return false }
    var index = 0
    let last = buffer.count - pattern.count
    while index <= last {
      if buffer[index] == first {
        var offset = 1
        while offset < pattern.count, buffer[index + offset] == pattern[offset] { offset += 1 }
        if offset == pattern.count { return true }
      }
      index += 1
    }
    return false
  }

  static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in needle.withUnsafeBufferPointer { contains(buffer, $0) } }
  }
}
