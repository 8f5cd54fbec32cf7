#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Facts about permlint itself, for reports.
public enum PermlintInfo {
  /// The tool's name.
  public static let name = "permlint"
  /// The tool's version.
  public static let version = "0.1.0"
  /// The project's home page.
  public static let homepage = "https://github.com/permlint/permlint"

  /// Where a rule's documentation page is published.
  public static func documentationURL(forRule id: String) -> String {
    "\(homepage)/blob/main/Docs/rules/\(id).md"
  }
}
