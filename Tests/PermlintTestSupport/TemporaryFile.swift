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
