#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The result of one run: findings, notifications and what was scanned.
public struct LintReport: Sendable {
  /// The findings still reported, in report order (path, line, column, rule).
  public var findings: [Finding]
  /// Problems with the inputs that are not findings in a file.
  public var notifications: [ToolNotification]
  /// The rules that ran, for reporters that describe them.
  public var rules: [RuleDescriptor]
  /// How many files were read.
  public var fileCount: Int
  /// Findings a comment or `ignore:` entry accepts, each with its `suppression`; kept for
  /// SARIF and counted in summaries, not reported.
  public var suppressed: [ReportedFinding] = []
  /// Findings a baseline accepts (`baselineState` unchanged); not reported.
  public var baselined: [ReportedFinding] = []
  /// Baseline entries no longer found: fixed since the baseline was written.
  public var fixedSinceBaseline: [BaselineEntry] = []
  /// Whether the findings were compared with a baseline; each one still reported is then new
  /// to it (SARIF `baselineState: new`).
  public var isComparedWithBaseline = false
  /// The apps of the run, with their flows, for the reports that group findings by app and
  /// draw counter-examples (HTML, Markdown).
  @_spi(Testing) public var apps: [ReportedApp] = []

  /// Creates a report; findings are sorted into report order.
  public init(findings: [Finding], notifications: [ToolNotification], rules: [RuleDescriptor], fileCount: Int) {
    self.findings = ReportOrder.sorted(findings)
    self.notifications = notifications.sorted { ($0.path, $0.message) < ($1.path, $1.message) }
    self.rules = rules
    self.fileCount = fileCount
  }

  /// The findings still reported, each with its state: `new` when the report was compared
  /// with a baseline.
  public var reported: [ReportedFinding] {
    findings.map { ReportedFinding($0, baselineState: isComparedWithBaseline ? .new : nil) }
  }

  /// This report with more notifications, kept in report order.
  func adding(notifications more: [ToolNotification]) -> LintReport {
    var copy = self
    copy.notifications = (notifications + more).sorted { ($0.path, $0.message) < ($1.path, $1.message) }
    return copy
  }

  /// Whether any finding is at or above `threshold`.
  public func hasFindings(atOrAbove threshold: Severity) -> Bool {
    findings.contains { $0.severity >= threshold }
  }
}
