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

/// The modification time and size of each of a set of files, from `stat`: `--watch` polls
/// them and lints again when the snapshot differs (a file changed, appeared or went away).
struct FileSnapshot: Equatable {
  struct Stamp: Equatable {
    var seconds: Int
    var nanoseconds: Int
    var size: Int
  }

  /// By absolute path; a file that could not be stated is absent.
  private(set) var stamps: [String: Stamp] = [:]

  init(_ paths: [String]) {
    for path in paths {
      var status = stat()
      guard stat(path, &status) == 0 else { continue }
      #if canImport(Darwin)
        let time = status.st_mtimespec
      #else
        let time = status.st_mtim
      #endif
      stamps[path] = Stamp(seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec), size: Int(status.st_size))
    }
  }

  var count: Int { stamps.count }
}
