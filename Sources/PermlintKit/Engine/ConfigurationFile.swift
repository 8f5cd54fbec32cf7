#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Configuration {
  /// The name of the configuration file permlint looks for.
  public static let fileName = ".permlint.yml"

  /// The configuration file that applies to a run over `paths` rooted at `root` (all
  /// absolute): the closest `.permlint.yml` to the first PATH, looking in the PATH's folder and
  /// then upward, else the closest to the root; `nil` when there is none. The search upward
  /// stops at the repository's root (the folder holding `.git`), so a file of another
  /// checkout above it never applies. The command line and plugins find it the same way.
  public static func file(forLinting paths: [String], root: String) -> String? {
    func parent(_ path: String) -> String {
      guard let slash = RelativePath.lastSlash(in: path) else { return path }
      return slash == path.startIndex ? "/" : String(path[..<slash])
    }
    for start in paths + [root] {
      guard let status = FileSystemCalls.status(start, followLinks: true) else { continue }
      var folder = status.isDirectory ? start : parent(start)
      while true {
        let candidate = (folder == "/" ? "" : folder) + "/" + fileName
        if FileManager.default.fileExists(atPath: candidate) { return candidate }
        let above = parent(folder)
        if above == folder || FileManager.default.fileExists(atPath: folder + "/.git") { break }
        folder = above
      }
    }
    return nil
  }

  /// Reads the configuration file at the absolute `path` for a run rooted at `root`. Inside
  /// the root the file is named as other files are, so findings about its `ignore:` entries
  /// read like any other.
  public static func load(contentsOf path: String, root: String) throws(ConfigurationFileError) -> Configuration {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .unreadable(path: path)
    }
    do {
      return try load(SourceFile(path: RelativePath.display(path, in: root), bytes: Array(data)))
    } catch {
      throw .invalid(error)
    }
  }

  /// The configuration for a run: the file `explicit` names when given (absolute), else the
  /// one `file(forLinting:root:)` finds, else the defaults. `searchingFrom` is where that
  /// search falls back to after the PATHs (`root` unless given: the command line passes the
  /// current directory when the root followed the PATHs).
  public static func forLinting(
    paths: [String], root: String, explicit: String? = nil, searchingFrom: String? = nil
  ) throws(ConfigurationFileError) -> Configuration {
    guard let path = explicit ?? file(forLinting: paths, root: searchingFrom ?? root) else { return Configuration() }
    return try load(contentsOf: path, root: root)
  }
}

/// A configuration file that could not be used.
public enum ConfigurationFileError: Error, Sendable {
  /// The file could not be read.
  case unreadable(path: String)
  /// The file was read, and is wrong at a place.
  case invalid(ConfigurationError)
}
