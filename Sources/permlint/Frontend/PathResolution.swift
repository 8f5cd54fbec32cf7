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

/// Resolves symbolic links in `--root` and in every PATH the same way before reported
/// paths are made relative: `getcwd` already returns the physical directory, so a root
/// spelled through a link would otherwise leave every input "outside" it, and SARIF would
/// carry absolute `file:` URIs that GitHub's upload drops.
enum PathResolution {
  /// The physical path of an existing absolute path. A link to a file keeps its own name
  /// (only its directory is resolved), so the file is reported where the user sees it;
  /// a path that does not exist is returned unchanged.
  static func physical(_ path: String) -> String {
    var status = stat()
    if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK, !isDirectory(path) {
      let url = URL(fileURLWithPath: path)
      let folder = realPath(url.deletingLastPathComponent().path) ?? url.deletingLastPathComponent().path
      return (folder == "/" ? "" : folder) + "/" + url.lastPathComponent
    }
    return realPath(path) ?? path
  }

  private static func isDirectory(_ path: String) -> Bool { PathKind.of(path) == .directory }

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
