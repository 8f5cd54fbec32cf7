import Foundation

/// How many entries a ZIP archive's end of central directory says it lists, read from its
/// last bytes, so that a central directory cut short is reported instead of silently read in
/// part (ZIPFoundation stops at the first entry it cannot read).
enum ZIPDirectoryCount {
  /// The count in the archive at `path`, or `nil` when the record cannot be found.
  static func expected(in path: String) -> Int? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let size = try? handle.seekToEnd() else { return nil }
    let read = { (offset: Int, count: Int) -> [UInt8]? in
      guard offset >= 0, (try? handle.seek(toOffset: UInt64(offset))) != nil,
        let bytes = try? handle.read(upToCount: count), bytes.count == count
      else { return nil }
      return Array(bytes)
    }
    let start = max(0, Int(size) - tailSize)
    guard let tail = read(start, Int(size) - start) else { return nil }
    return expected(tail: tail, size: Int(size), read: read)
  }

  /// The record is at most 22 bytes plus a 65,535-byte comment from the end.
  static let tailSize = 22 + 65_535

  static func expected(tail: [UInt8], size: Int, read: (Int, Int) -> [UInt8]?) -> Int? {
    guard tail.count >= 22 else { return nil }
    var index = tail.count - 22
    while index >= 0 {
      if tail[index] == 0x50, tail[index + 1] == 0x4B, tail[index + 2] == 0x05, tail[index + 3] == 0x06 {
        let count = Int(tail[index + 10]) | Int(tail[index + 11]) << 8
        guard count == 0xFFFF else { return count }
        // ZIP64: the locator just before the record gives the ZIP64 record's offset.
        let recordOffset = size - tail.count + index
        guard let locator = read(recordOffset - 20, 20), locator.starts(with: [0x50, 0x4B, 0x06, 0x07]) else {
          return count
        }
        let offset = little(locator, 8, 8)
        guard offset < size, let record = read(offset, 56), record.starts(with: [0x50, 0x4B, 0x06, 0x06]) else {
          return count
        }
        return little(record, 32, 8)
      }
      index -= 1
    }
    return nil
  }

  private static func little(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
    var value: UInt64 = 0
    for index in (0..<count).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
    return Int(clamping: value)
  }
}
