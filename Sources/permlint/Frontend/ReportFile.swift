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

/// Writes a report file whole or not at all: into a new file beside it, then renamed over it.
/// Written with system calls rather than Foundation so that a failure says its cause (the
/// system's own words for it, such as "Permission denied") instead of a Cocoa error number.
enum ReportFile {
  /// Why a report could not be written, in words for the user.
  struct Failure: Error {
    var reason: String
  }

  static func save(_ text: String, to path: String) throws(Failure) {
    try save(to: path) { output in
      var text = text
      try text.withUTF8 { try output(UnsafeRawBufferPointer($0)) }
    }
  }

  /// `save` for a report written in pieces: `produce` hands them to its output in order, and
  /// the file is renamed into place only once every piece was written.
  static func save(
    to path: String, _ produce: (_ output: (UnsafeRawBufferPointer) throws -> Void) throws -> Void
  ) throws(Failure) {
    var status = stat()
    if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      throw Failure(reason: "it is a folder")
    }
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    guard stat(folder, &status) == 0 else { throw Failure(reason: "no folder \(folder)") }
    guard status.st_mode & S_IFMT == S_IFDIR else { throw Failure(reason: "\(folder) is not a folder") }
    let temporary = (folder == "/" ? "" : folder) + "/.\(name).permlint-\(getpid())"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw Failure(reason: "cannot create a file in \(folder): \(errorText())") }
    var failure: String?
    do {
      try produce { bytes in
        if let reason = DescriptorWriting.writeAll(bytes, to: descriptor) { throw Failure(reason: reason) }
      }
    } catch let error as Failure {
      failure = error.reason
    } catch {
      failure = "\(error)"
    }
    if close(descriptor) != 0, failure == nil { failure = errorText() }
    if failure == nil, rename(temporary, path) != 0 { failure = errorText() }
    if let failure {
      unlink(temporary)
      throw Failure(reason: failure)
    }
  }

  /// Writes `text` to a new file at `path`, never over an existing one.
  static func create(_ text: String, at path: String) throws(Failure) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else { throw Failure(reason: errorText()) }
    let failure = fill(descriptor, with: text)
    if let failure {
      unlink(path)
      throw Failure(reason: failure)
    }
  }

  /// Replaces the contents of the existing file at `path` with `bytes`, in place: its mode,
  /// owner and links stay as they are (a fixed source file is still the user's file).
  static func overwrite(_ bytes: [UInt8], at path: String) throws(Failure) {
    let descriptor = open(path, O_WRONLY | O_TRUNC)
    guard descriptor >= 0 else { throw Failure(reason: errorText()) }
    let failure = DescriptorWriting.writeAll(bytes: bytes, to: descriptor)
    if close(descriptor) != 0, failure == nil { throw Failure(reason: errorText()) }
    if let failure { throw Failure(reason: failure) }
  }

  /// Writes `text` to a new file's descriptor and closes it: what went wrong, or `nil`.
  private static func fill(_ descriptor: Int32, with text: String) -> String? {
    let failure = DescriptorWriting.writeAll(text, to: descriptor)
    if close(descriptor) != 0, failure == nil { return errorText() }
    return failure
  }

  /// The system's description of the last error, such as "Permission denied".
  private static func errorText() -> String { String(cString: strerror(errno)) }
}
