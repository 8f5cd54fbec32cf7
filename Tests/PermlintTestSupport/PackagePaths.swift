import Foundation

/// Paths inside the package, found from this source file's location. Nothing a test reads
/// lies outside the package: a fresh clone alone must pass its tests.
public enum PackagePaths {
  /// The package root.
  public static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The official SARIF 2.1.0 schema (OASIS), kept in `Tests/Schemas/sarif/`.
  public static let sarifSchema: URL = path("Tests/Schemas/sarif/sarif-schema-2.1.0.json")

  /// The copy of the SARIF 2.1.0 schema that GitHub's codeql-action validates uploads against.
  public static let codeQLActionSARIFSchema: URL = path("Tests/Schemas/sarif/sarif-schema-2.1.0.codeql-action.json")

  /// A path relative to the package root.
  public static func path(_ relative: String) -> URL {
    root.appendingPathComponent(relative)
  }
}
