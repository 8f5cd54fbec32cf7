#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One entry of a ZIP archive, as its central directory and local header describe it.
struct ZIPEntry: Sendable {
  var name: String
  /// A regular file (not a directory or a symbolic link).
  var isFile: Bool
  /// 0 stored, 8 deflated (from the local header, which is what an unzipper follows).
  var method: Int
  var crc32: UInt32
  var compressedSize: Int
  var uncompressedSize: Int
  /// Where the entry's data starts: after its local header, name and extra field.
  var dataOffset: Int
}

/// The central directory of a ZIP archive (APPNOTE.TXT 4.3), ZIP64 included, read with hard
/// bounds: every offset and length is checked against the archive before it is followed.
/// Reading stops at the first entry whose central header, local header or encryption makes
/// it unreadable; the count the end record promised says how many were lost.
enum ZIPDirectory {
  /// The entries read and the count the end of central directory promises.
  struct Listing {
    var entries: [ZIPEntry]
    var expected: Int
  }

  /// The record is at most 22 bytes plus a 65,535-byte comment from the end.
  static let tailSize = 22 + 65_535

  /// The archive's listing, at most `limit + 1` entries (so that a caller sees the limit was
  /// passed), or `nil` when no end of central directory record is found.
  static func read(_ input: ZIPInput, limit: Int) -> Listing? {
    let start = max(0, input.size - tailSize)
    guard let tail = input.bytes(start, input.size - start), tail.count >= 22 else { return nil }
    var index = tail.count - 22
    while index >= 0 {
      if tail[index] == 0x50, tail[index + 1] == 0x4B, tail[index + 2] == 0x05, tail[index + 3] == 0x06 {
        return listing(input, end: Array(tail[index..<index + 22]), at: start + index, limit: limit)
      }
      index -= 1
    }
    return nil
  }

  private static func listing(_ input: ZIPInput, end: [UInt8], at endOffset: Int, limit: Int) -> Listing {
    var expected = little(end, 10, 2)
    var directory = little(end, 16, 4)
    // ZIP64: the locator just before the record gives the ZIP64 record's offset.
    if let locator = input.bytes(endOffset - 20, 20), locator.starts(with: [0x50, 0x4B, 0x06, 0x07]),
      let record = input.bytes(little(locator, 8, 8), 56), record.starts(with: [0x50, 0x4B, 0x06, 0x06])
    {
      expected = little(record, 32, 8)
      directory = little(record, 48, 8)
    }
    var entries: [ZIPEntry] = []
    var at = directory
    while entries.count < expected, entries.count <= limit {
      guard let (entry, size) = entry(input, at: at) else { break }
      entries.append(entry)
      at += size
    }
    return Listing(entries: entries, expected: expected)
  }

  /// The entry whose central header is at `at`, and the header's size.
  private static func entry(_ input: ZIPInput, at: Int) -> (ZIPEntry, Int)? {
    guard let header = input.bytes(at, 46), header.starts(with: [0x50, 0x4B, 0x01, 0x02]) else { return nil }
    let nameLength = little(header, 28, 2)
    let extraLength = little(header, 30, 2)
    let commentLength = little(header, 32, 2)
    let flags = little(header, 8, 2)
    // Encrypted entries cannot be read.
    guard flags & 1 == 0, let variable = input.bytes(at + 46, nameLength + extraLength + commentLength) else {
      return nil
    }
    let nameBytes = variable[0..<nameLength]
    // Names are UTF-8 (flag bit 11) or code page 437, which agrees with it on ASCII.
    let name = String(decoding: nameBytes, as: UTF8.self)
    var uncompressed = little(header, 24, 4)
    var compressed = little(header, 20, 4)
    var local = little(header, 42, 4)
    if uncompressed == 0xFFFF_FFFF || compressed == 0xFFFF_FFFF || local == 0xFFFF_FFFF {
      let extra = Array(variable[nameLength..<nameLength + extraLength])
      var fields = zip64Fields(extra)[...]
      if uncompressed == 0xFFFF_FFFF { uncompressed = fields.popFirst() ?? uncompressed }
      if compressed == 0xFFFF_FFFF { compressed = fields.popFirst() ?? compressed }
      if local == 0xFFFF_FFFF { local = fields.popFirst() ?? local }
    }
    guard let localHeader = input.bytes(local, 30), localHeader.starts(with: [0x50, 0x4B, 0x03, 0x04]) else {
      return nil
    }
    let localVariable = little(localHeader, 26, 2) + little(localHeader, 28, 2)
    guard localVariable <= input.size - local - 30 else { return nil }
    let entry = ZIPEntry(
      name: name, isFile: isFile(name: name, header: header), method: little(localHeader, 8, 2),
      crc32: UInt32(little(header, 16, 4)), compressedSize: compressed, uncompressedSize: uncompressed,
      dataOffset: local + 30 + localVariable)
    return (entry, 46 + nameLength + extraLength + commentLength)
  }

  /// A regular file: not a name ending in `/`, nor (from a Unix or macOS zipper) a directory
  /// or a symbolic link by its mode.
  private static func isFile(name: String, header: [UInt8]) -> Bool {
    let directory = name.hasSuffix("/")
    let host = little(header, 4, 2) >> 8
    guard host == 3 || host == 19 else { return !directory }
    switch (little(header, 38, 4) >> 16) & 0o170000 {
    case 0o100000: return true
    case 0o040000, 0o120000: return false
    default: return !directory
    }
  }

  /// The 64-bit values of a ZIP64 extended-information extra field (id 1), in their order.
  private static func zip64Fields(_ extra: [UInt8]) -> [Int] {
    var index = 0
    while index + 4 <= extra.count {
      let id = little(extra, index, 2)
      let length = little(extra, index + 2, 2)
      guard index + 4 + length <= extra.count else { return [] }
      if id == 0x0001 {
        return stride(from: index + 4, through: index + 4 + length - 8, by: 8).map { little(extra, $0, 8) }
      }
      index += 4 + length
    }
    return []
  }

  /// The little-endian value of `count` bytes at `offset` (which the caller has bounded).
  static func little(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
    var value: UInt64 = 0
    for index in (0..<count).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
    return Int(clamping: value)
  }
}
