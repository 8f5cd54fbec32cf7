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

/// Standard output and standard error, written with the C library: the front end needs no
/// more of Foundation than FoundationEssentials, so the static binary carries no second copy
/// of ICU.
enum StandardStreams {
  /// Writes `text` to standard output, whole.
  static func output(_ text: String) { write(text, to: STDOUT_FILENO) }

  /// Writes a piece of a report to standard output.
  static func output(_ bytes: UnsafeRawBufferPointer) { _ = DescriptorWriting.writeAll(bytes, to: STDOUT_FILENO) }

  /// Writes `text` to standard error, whole.
  static func error(_ text: String) { write(text, to: STDERR_FILENO) }

  /// Whether standard output is a terminal.
  static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) != 0 }

  /// Whether standard error is a terminal.
  static var errorIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }

  private static func write(_ text: String, to descriptor: Int32) {
    _ = DescriptorWriting.writeAll(text, to: descriptor)
  }
}

/// Writing to an open file descriptor with the C library.
enum DescriptorWriting {
  /// Writes all of `text`, retrying after interruptions; the system's words for what went
  /// wrong (such as "No space left on device"), or `nil` when everything was written.
  static func writeAll(_ text: String, to descriptor: Int32) -> String? {
    writeAll(bytes: Array(text.utf8), to: descriptor)
  }

  /// `writeAll` for bytes that need not be text in UTF-8 (a fixed file keeps its own).
  static func writeAll(bytes: [UInt8], to descriptor: Int32) -> String? {
    bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
  }

  /// `writeAll` for a piece of a report as it is written.
  static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> String? {
    guard let start = buffer.baseAddress else { return nil }
    var written = 0
    while written < buffer.count {
      #if canImport(Darwin)
        let count = Darwin.write(descriptor, start + written, buffer.count - written)
      #elseif canImport(Glibc)
        let count = Glibc.write(descriptor, start + written, buffer.count - written)
      #else
        let count = Musl.write(descriptor, start + written, buffer.count - written)
      #endif
      if count < 0 {
        if errno == EINTR { continue }
        return String(cString: strerror(errno))
      }
      written += count
    }
    return nil
  }
}

/// What a path on disk is, from one `stat` call.
enum PathKind {
  case none, file, directory

  /// The kind of `path`, following links.
  static func of(_ path: String) -> PathKind {
    var status = stat()
    guard stat(path, &status) == 0 else { return .none }
    return status.st_mode & S_IFMT == S_IFDIR ? .directory : .file
  }
}
