import Foundation

/// A file in the temporary directory that is removed when the value is released.
public final class TemporaryFile {
  /// Where the file is.
  public let url: URL

  /// Writes `contents` to a new temporary file.
  public init(_ contents: String, extension pathExtension: String = "yml") throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "permlint-\(UUID().uuidString).\(pathExtension)")
    try Data(contents.utf8).write(to: url)
  }

  deinit { try? FileManager.default.removeItem(at: url) }
}

/// An empty directory under the temporary folder, removed when released.
public final class TemporaryDirectory {
  /// The directory's physical path (links resolved, as `getcwd` reports it).
  public let path: String

  /// Creates the directory.
  public init() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("permlint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    path = url.resolvingSymlinksInPath().path
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }
}
