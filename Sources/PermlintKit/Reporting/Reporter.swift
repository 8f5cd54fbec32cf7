#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Turns a lint report into output text. A plain struct of a closure, so that new formats
/// need no protocol conformance.
public struct Reporter: Sendable {
  /// The `--format` name.
  public var name: String
  /// Renders a report.
  public var render: @Sendable (LintReport) -> String

  /// Creates a reporter.
  public init(name: String, render: @escaping @Sendable (LintReport) -> String) {
    self.name = name
    self.render = render
  }
}
