import Foundation

/// Paths inside the package and beside it, found from this source file's location.
public enum PackagePaths {
  /// The package root.
  public static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The official SARIF 2.1.0 schema in `../shared/sarif/`.
  public static let sarifSchema: URL = root.deletingLastPathComponent()
    .appendingPathComponent("shared/sarif/sarif-schema-2.1.0.json")

  /// A path relative to the package root.
  public static func path(_ relative: String) -> URL {
    root.appendingPathComponent(relative)
  }
}
