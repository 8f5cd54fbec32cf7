import CZlib

/// ZIP archives written for tests: each entry stored or raw-deflated (zlib), with a local
/// header, a central directory and an end record, as `zip` writes them (no data descriptors).
public enum ZIPWriter {
  /// An archive of `entries` (name, bytes), deflated when asked.
  public static func archive(_ entries: [(String, [UInt8])], deflate: Bool = false) -> [UInt8] {
    var bytes: [UInt8] = []
    var directory: [UInt8] = []
    for (name, contents) in entries {
      let data = deflate ? deflated(contents) : contents
      let crc = UInt32(
        truncatingIfNeeded: contents.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) })
      let nameBytes = Array(name.utf8)
      let method: UInt16 = deflate ? 8 : 0
      let offset = bytes.count
      bytes +=
        le32(0x0403_4B50) + le16(20) + le16(0x0800) + le16(method) + le16(0) + le16(0) + le32(crc)
        + le32(UInt32(data.count)) + le32(UInt32(contents.count)) + le16(UInt16(nameBytes.count)) + le16(0)
        + nameBytes + data
      // Made by Unix (3), a regular file (mode 0100644).
      directory +=
        le32(0x0201_4B50) + le16(0x0314) + le16(20) + le16(0x0800) + le16(method) + le16(0) + le16(0)
        + le32(crc) + le32(UInt32(data.count)) + le32(UInt32(contents.count)) + le16(UInt16(nameBytes.count))
        + le16(0) + le16(0) + le16(0) + le16(0) + le32(0o100644 << 16) + le32(UInt32(offset)) + nameBytes
    }
    let start = bytes.count
    bytes += directory
    bytes +=
      le32(0x0605_4B50) + le16(0) + le16(0) + le16(UInt16(entries.count)) + le16(UInt16(entries.count))
      + le32(UInt32(directory.count)) + le32(UInt32(start)) + le16(0)
    return bytes
  }

  /// `bytes` as a raw deflate stream.
  public static func deflated(_ bytes: [UInt8]) -> [UInt8] {
    var stream = z_stream()
    _ = deflateInit2_(
      &stream, Z_BEST_COMPRESSION, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, zlibVersion(),
      Int32(MemoryLayout<z_stream>.size))
    defer { deflateEnd(&stream) }
    var input = bytes
    var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))) + 16)
    let count = input.withUnsafeMutableBufferPointer { source in
      output.withUnsafeMutableBufferPointer { target in
        stream.next_in = source.baseAddress
        stream.avail_in = uInt(source.count)
        stream.next_out = target.baseAddress
        stream.avail_out = uInt(target.count)
        _ = CZlib.deflate(&stream, Z_FINISH)
        return target.count - Int(stream.avail_out)
      }
    }
    return Array(output.prefix(count))
  }

  private static func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
  private static func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
}
