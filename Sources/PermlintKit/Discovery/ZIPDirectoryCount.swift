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

/// Where each entry's data starts, in central-directory order (the order ZIPFoundation lists
/// entries in), read from the central directory and each local header. permlint inflates from
/// there itself, through ZIPFoundation's inflater with a provider that stops at the entry's
/// compressed size: ZIPFoundation's own `extract` keeps asking for input until the deflate
/// stream ends, and spins on empty reads at the end of a file whose stream is cut short.
enum ZIPDataOffsets {
  /// The data offset of each entry, or `nil` where it cannot be read.
  static func read(_ path: String, limit: Int) -> [Int?] {
    guard let handle = FileHandle(forReadingAtPath: path) else { return [] }
    defer { try? handle.close() }
    guard let size = try? handle.seekToEnd() else { return [] }
    func bytes(_ offset: Int, _ count: Int) -> [UInt8]? {
      guard offset >= 0, count >= 0, offset + count <= Int(size),
        (try? handle.seek(toOffset: UInt64(offset))) != nil,
        let data = try? handle.read(upToCount: count), data.count == count
      else { return nil }
      return Array(data)
    }
    func little(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
      var value: UInt64 = 0
      for index in (0..<count).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
      return Int(clamping: value)
    }
    let start = max(0, Int(size) - ZIPDirectoryCount.tailSize)
    guard let tail = bytes(start, Int(size) - start), tail.count >= 22 else { return [] }
    var index = tail.count - 22
    var directory: Int?
    var directorySize = 0
    while index >= 0, directory == nil {
      if tail[index] == 0x50, tail[index + 1] == 0x4B, tail[index + 2] == 0x05, tail[index + 3] == 0x06 {
        directorySize = little(tail, index + 12, 4)
        directory = little(tail, index + 16, 4)
        if directory == 0xFFFF_FFFF, let locator = bytes(start + index - 20, 20),
          locator.starts(with: [0x50, 0x4B, 0x06, 0x07]), let record = bytes(little(locator, 8, 8), 56),
          record.starts(with: [0x50, 0x4B, 0x06, 0x06])
        {
          directorySize = little(record, 40, 8)
          directory = little(record, 48, 8)
        }
      }
      index -= 1
    }
    guard let directory, directorySize <= Int(size),
      let entries = bytes(directory, min(directorySize, Int(size) - directory))
    else { return [] }
    var offsets: [Int?] = []
    var at = 0
    while at + 46 <= entries.count, offsets.count < limit,
      entries[at] == 0x50, entries[at + 1] == 0x4B, entries[at + 2] == 0x01, entries[at + 3] == 0x02
    {
      let nameLength = little(entries, at + 28, 2)
      let extraLength = little(entries, at + 30, 2)
      let commentLength = little(entries, at + 32, 2)
      var local = little(entries, at + 42, 4)
      if local == 0xFFFF_FFFF {
        local =
          zip64Offset(
            Array(
              entries[min(entries.count, at + 46 + nameLength)..<min(entries.count, at + 46 + nameLength + extraLength)]
            ),
            entries: entries, at: at, little: little) ?? -1
      }
      if let header = bytes(local, 30), header.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
        offsets.append(local + 30 + little(header, 26, 2) + little(header, 28, 2))
      } else {
        offsets.append(nil)
      }
      at += 46 + nameLength + extraLength + commentLength
    }
    return offsets
  }

  /// The local header offset in a ZIP64 extra field: after the 64-bit sizes the record
  /// replaced (each present only when its 32-bit field is all ones).
  private static func zip64Offset(
    _ extra: [UInt8], entries: [UInt8], at: Int, little: ([UInt8], Int, Int) -> Int
  ) -> Int? {
    var index = 0
    while index + 4 <= extra.count {
      let id = little(extra, index, 2)
      let length = little(extra, index + 2, 2)
      guard index + 4 + length <= extra.count else { return nil }
      if id == 0x0001 {
        var field = index + 4
        if little(entries, at + 24, 4) == 0xFFFF_FFFF { field += 8 }
        if little(entries, at + 20, 4) == 0xFFFF_FFFF { field += 8 }
        return field + 8 <= index + 4 + length ? little(extra, field, 8) : nil
      }
      index += 4 + length
    }
    return nil
  }
}
