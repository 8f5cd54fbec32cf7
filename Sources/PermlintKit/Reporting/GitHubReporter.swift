#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Reporter {
  /// GitHub Actions workflow commands, which annotate the pull request's changed lines.
  public static let github = Reporter(name: "github") { report in
    var output = ""
    for finding in report.findings {
      let command = workflowCommand(finding.severity)
      var message = finding.message
      if !finding.flowPath.isEmpty {
        message += "\nPath:\n" + finding.flowPath.map { "  \($0.location): \($0.message)" }.joined(separator: "\n")
      }
      output +=
        "::\(command) file=\(escapeProperty(finding.location.path)),line=\(finding.location.line),"
        + "col=\(finding.location.column),title=\(escapeProperty(finding.ruleID))::\(escapeData(message))\n"
    }
    for notification in report.notifications {
      output +=
        "::\(workflowCommand(notification.severity)) file=\(escapeProperty(notification.path))::"
        + "\(escapeData(notification.message))\n"
    }
    return output
  }

  private static func workflowCommand(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "notice"
    }
  }

  private static func escapeData(_ text: String) -> String {
    text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A")
  }

  private static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
  }
}

extension String {
  /// The string with every occurrence of `target` replaced, without Foundation.
  func replacingAll(_ target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
