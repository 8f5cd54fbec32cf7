#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Reporter {
  /// Checkstyle XML, which SonarQube, Jenkins' Warnings plugin and reviewdog import: one
  /// `<file>` per file, one `<error>` per finding with `source` `permlint.<rule-id>`.
  public static let checkstyle = Reporter(name: "checkstyle") { report in
    var files: [String] = []
    var entries: [String: [String]] = [:]
    func add(_ path: String, _ entry: String) {
      if entries[path] == nil { files.append(path) }
      entries[path, default: []].append(entry)
    }
    for finding in report.findings {
      add(
        finding.location.path,
        "    <error line=\"\(finding.location.line)\" column=\"\(finding.location.column)\" "
          + "severity=\"\(checkstyleSeverity(finding.severity))\" message=\"\(XMLText.escape(finding.message))\" "
          + "source=\"permlint.\(XMLText.escape(finding.ruleID))\"/>\n")
    }
    for notification in report.notifications {
      add(
        notification.path,
        "    <error severity=\"\(checkstyleSeverity(notification.severity))\" "
          + "message=\"\(XMLText.escape(notification.message))\" source=\"permlint\"/>\n")
    }
    var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
    for file in files {
      output += "  <file name=\"\(XMLText.escape(file))\">\n" + (entries[file] ?? []).joined() + "  </file>\n"
    }
    return output + "</checkstyle>\n"
  }

  /// Checkstyle's severities are error, warning, info and ignore.
  private static func checkstyleSeverity(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "info"
    }
  }
}
