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

/// The folder reported paths are relative to, and the folder permlint groups files into apps
/// from: every path it reasons about (`ios/Runner/Info.plist` beside `ios/Runner.xcodeproj`)
/// is relative to it.
enum ReportRoot {
  /// `--root` when given; else the current directory, unless no PATH lies inside it
  /// (`permlint ../app` run from a sibling folder): then the repository (the folder holding
  /// `.git`) that holds every PATH, else the nearest folder at or above them all that holds a
  /// configuration (`.permlint.yml`, whose `exclude:` prefixes are relative to the folder a
  /// run from it would have as its root), else the deepest folder that holds them all. A project
  /// linted from outside the current directory had its files reported by absolute path, and
  /// the paths its own files name (an Xcode project's `INFOPLIST_FILE`, a Gradle module's
  /// folder) no longer matched them: targets lost their Info.plist and privacy manifest, and
  /// findings appeared that a run from inside the project does not give. PATHs in unrelated
  /// trees (only `/` holds them all) keep the current directory: a root of `/` would let
  /// every symbolic link into the scanned tree.
  ///
  /// `paths` are absolute and physical; `isDirectory` says which are folders (a file PATH
  /// counts by its folder), `isRepository` which folders hold `.git`, `isConfigured` which
  /// hold `.permlint.yml`.
  static func resolve(
    given: String?, paths: [String], currentDirectory: String, isDirectory: (String) -> Bool,
    isRepository: (String) -> Bool, isConfigured: (String) -> Bool
  ) -> String {
    if let given { return given }
    guard !paths.isEmpty, !paths.contains(where: { isInside($0, currentDirectory) }) else {
      return currentDirectory
    }
    let folders = paths.map { isDirectory($0) ? $0 : parent(of: $0) }
    var common = folders[0].split(separator: "/", omittingEmptySubsequences: true)
    for folder in folders.dropFirst() {
      let components = folder.split(separator: "/", omittingEmptySubsequences: true)
      var length = 0
      while length < min(common.count, components.count), common[length] == components[length] { length += 1 }
      common.removeLast(common.count - length)
    }
    guard !common.isEmpty else { return currentDirectory }
    // The repository that holds the PATHs, as a run from its top would report them (and as
    // GitHub code scanning needs them).
    var folder = common
    var configured: String?
    while !folder.isEmpty {
      let path = "/" + folder.joined(separator: "/")
      if isRepository(path) { return path }
      if configured == nil, isConfigured(path) { configured = path }
      folder.removeLast()
    }
    return configured ?? "/" + common.joined(separator: "/")
  }

  /// The PATHs outside the root: their files are reported by absolute path, and their apps
  /// cannot be put together from paths relative to the root.
  static func outside(_ paths: [String], root: String) -> [String] {
    paths.filter { !isInside($0, root) }
  }

  /// Whether the absolute `path` is `folder` or below it.
  static func isInside(_ path: String, _ folder: String) -> Bool {
    path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
  }

  private static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
    return String(path[..<slash])
  }
}
