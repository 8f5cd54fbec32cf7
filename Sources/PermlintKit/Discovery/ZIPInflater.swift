import CZlib

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An entry's bytes, read from its own data only and checked against its CRC-32: stored
/// entries copied, deflated ones inflated by zlib (raw deflate, as ZIP holds it) 64 KiB at a
/// time. Inflating stops as soon as a limit is crossed: the entry's size, its ratio to the
/// compressed size (a ZIP bomb), the archive's total (`spend`). A deflate stream that has not
/// ended when the entry's data does is refused, never read past.
enum ZIPInflater {
  static let chunk = 64 * 1024

  static func contents(
    of entry: ZIPEntry, in input: ZIPInput, limit: Int, limits: ArchiveLimits, spend: @escaping (Int) -> Bool
  ) -> Result<[UInt8], FileSystemCalls.ReadFailure> {
    guard entry.method == 0 || entry.method == 8 else {
      return .failure(.refused("it is compressed with method \(entry.method), which permlint does not read"))
    }
    let stored = entry.method == 8 ? entry.compressedSize : entry.uncompressedSize
    guard stored <= input.size - entry.dataOffset else {
      return .failure(.refused("its directory entry claims \(stored) bytes of data, past the end of the archive"))
    }
    var sink = Sink(entry: entry, limit: min(limit, limits.entrySize), limits: limits, spend: spend)
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: chunk)
    defer { buffer.deallocate() }
    let result =
      entry.method == 8
      ? inflate(entry, stored: stored, from: input, buffer: buffer, into: &sink)
      : copy(entry, stored: stored, from: input, buffer: buffer, into: &sink)
    if let failure = result { return .failure(failure) }
    guard sink.checksum == entry.crc32 else { return .failure(.refused("its CRC-32 does not match")) }
    return .success(sink.bytes)
  }

  private static func copy(
    _ entry: ZIPEntry, stored: Int, from input: ZIPInput, buffer: UnsafeMutablePointer<UInt8>, into sink: inout Sink
  ) -> FileSystemCalls.ReadFailure? {
    var position = 0
    while position < stored {
      let count = min(chunk, stored - position)
      guard input.read(into: buffer, at: entry.dataOffset + position, count: count) else {
        return .refused("its data is cut short by the end of the archive")
      }
      if let failure = sink.take(buffer, count) { return failure }
      position += count
    }
    return nil
  }

  private static func inflate(
    _ entry: ZIPEntry, stored: Int, from input: ZIPInput, buffer: UnsafeMutablePointer<UInt8>, into sink: inout Sink
  ) -> FileSystemCalls.ReadFailure? {
    var stream = z_stream()
    // Negative window bits: raw deflate, without the zlib header ZIP does not write.
    guard inflateInit2_(&stream, -15, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
      return .refused("its data could not be inflated (zlib could not start)")
    }
    defer { inflateEnd(&stream) }
    let output = UnsafeMutablePointer<UInt8>.allocate(capacity: chunk)
    defer { output.deallocate() }
    var position = 0
    while true {
      if stream.avail_in == 0, position < stored {
        let count = min(chunk, stored - position)
        guard input.read(into: buffer, at: entry.dataOffset + position, count: count) else {
          return .refused("its data is cut short by the end of the archive")
        }
        stream.next_in = buffer
        stream.avail_in = UInt32(count)
        position += count
      }
      stream.next_out = output
      stream.avail_out = UInt32(chunk)
      let status = CZlib.inflate(&stream, Z_NO_FLUSH)
      let produced = chunk - Int(stream.avail_out)
      if produced > 0, let failure = sink.take(output, produced) { return failure }
      switch status {
      case Z_STREAM_END:
        return nil
      case Z_OK:
        continue
      case Z_BUF_ERROR where stream.avail_in == 0:
        // No progress without more input: more is read, unless the entry's data is all used.
        if position >= stored { return .refused("its compressed data ends before the deflate stream does (truncated)") }
      default:
        return .refused("its data could not be inflated (damaged or truncated)")
      }
    }
  }

  /// Where the entry's bytes go, with the limits checked at every chunk.
  private struct Sink {
    let entry: ZIPEntry
    let limit: Int
    let limits: ArchiveLimits
    let spend: (Int) -> Bool
    var bytes: [UInt8] = []
    var checksum: UInt32 = 0

    init(entry: ZIPEntry, limit: Int, limits: ArchiveLimits, spend: @escaping (Int) -> Bool) {
      self.entry = entry
      self.limit = limit
      self.limits = limits
      self.spend = spend
      // The declared size is only a hint (the limits are checked as bytes arrive), but it
      // saves copying a large binary as it grows.
      bytes.reserveCapacity(min(entry.uncompressedSize, limit))
    }

    mutating func take(_ chunk: UnsafeMutablePointer<UInt8>, _ count: Int) -> FileSystemCalls.ReadFailure? {
      if bytes.count + count > limit {
        return .tooLarge(size: max(entry.uncompressedSize, bytes.count + count))
      }
      checksum = UInt32(truncatingIfNeeded: crc32(uLong(checksum), chunk, uInt(count)))
      bytes.append(contentsOf: UnsafeBufferPointer(start: chunk, count: count))
      if bytes.count > limits.ratioFloor, bytes.count / max(entry.compressedSize, 1) > limits.ratio {
        return .refused(
          "inflates to over \(limits.ratio) times its compressed size of \(entry.compressedSize) bytes (a ZIP bomb?)")
      }
      if !spend(count) {
        return .refused("the archive inflates to more than \(limits.total) bytes in all; the rest is skipped")
      }
      return nil
    }
  }
}
