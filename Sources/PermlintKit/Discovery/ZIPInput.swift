// FoundationEssentials and the C library on Linux; Foundation, which brings Darwin, on macOS.
#if canImport(Glibc)
  import FoundationEssentials
  import Glibc
#elseif canImport(Musl)
  import FoundationEssentials
  import Musl
#else
  import Foundation
#endif

/// Random access to an archive's bytes, bounded by its size: a file on disk, read with
/// `pread` (a 100 MB build is never held whole), or bytes already in memory (an editor's
/// buffer, a test, the fuzzer). Every read outside the bytes is refused, never clamped.
final class ZIPInput {
  private let descriptor: Int32
  private let memory: [UInt8]
  /// The archive's size in bytes.
  let size: Int

  /// The regular file at `path`, or `nil` when it cannot be opened.
  init?(path: String) {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    var status = stat()
    // A FIFO or a device would block or never end: only regular files are archives.
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      return nil
    }
    self.descriptor = descriptor
    self.memory = []
    self.size = Int(status.st_size)
  }

  /// Bytes in memory.
  init(bytes: [UInt8]) {
    descriptor = -1
    memory = bytes
    size = bytes.count
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// `count` bytes at `offset`, or `nil` when they are not all inside the archive.
  func bytes(_ offset: Int, _ count: Int) -> [UInt8]? {
    guard contains(offset, count) else { return nil }
    if descriptor < 0 { return Array(memory[offset..<offset + count]) }
    var bytes = [UInt8](repeating: 0, count: count)
    let read = bytes.withUnsafeMutableBufferPointer { buffer in
      count == 0 ? true : self.read(into: buffer.baseAddress!, at: offset, count: count)
    }
    return read ? bytes : nil
  }

  /// Copies `count` bytes at `offset` into `buffer`; `false` when they are not all there.
  func read(into buffer: UnsafeMutablePointer<UInt8>, at offset: Int, count: Int) -> Bool {
    guard contains(offset, count) else { return false }
    if descriptor < 0 {
      memory.withUnsafeBufferPointer { source in
        buffer.update(from: source.baseAddress! + offset, count: count)
      }
      return true
    }
    var done = 0
    while done < count {
      let result = pread(descriptor, buffer + done, count - done, off_t(offset + done))
      if result < 0, errno == EINTR { continue }
      // A file that shrank since it was opened ends the read.
      guard result > 0 else { return false }
      done += result
    }
    return true
  }

  private func contains(_ offset: Int, _ count: Int) -> Bool {
    offset >= 0 && count >= 0 && offset <= size && count <= size - offset
  }
}
