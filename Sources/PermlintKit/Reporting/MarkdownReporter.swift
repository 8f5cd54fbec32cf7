#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Reporter {
  /// How many findings the Markdown summary lists before it says how many more there are.
  public static let markdownTopFindings = 20

  /// A pull-request comment or job summary: counts by severity and by rule (each rule linked
  /// to its documentation), then the most severe findings, each counter-example drawn as a
  /// Mermaid flowchart. `fileURL`, when given, turns a
  /// location into a link, for example to the file at the commit on GitHub.
  public static func markdown(fileURL: (@Sendable (FileLocation) -> String?)? = nil) -> Reporter {
    Reporter(name: "markdown") { report in
      let counts = ReportCounts(report.findings)
      var output = "## permlint\n\n"
      output += "\(report.fileCount) file\(report.fileCount == 1 ? "" : "s") checked: \(counts.description).\n"
      if !report.notifications.isEmpty {
        output += "\n"
        for notification in report.notifications {
          output +=
            "- **\(notification.severity.rawValue)** `\(notification.path)`: "
            + "\(MarkdownText.escapingHTML(notification.message))\n"
        }
      }
      guard !report.findings.isEmpty else { return output }
      output += "\n| Rule | Errors | Warnings | Notes |\n|---|---:|---:|---:|\n"
      var order: [String] = []
      var byRule: [String: [Finding]] = [:]
      for finding in report.findings {
        if byRule[finding.ruleID] == nil { order.append(finding.ruleID) }
        byRule[finding.ruleID, default: []].append(finding)
      }
      let rules = order.sorted { lhs, rhs in
        let left = ReportCounts(byRule[lhs] ?? [])
        let right = ReportCounts(byRule[rhs] ?? [])
        return (left.errors, left.warnings, left.notes, rhs) > (right.errors, right.warnings, right.notes, lhs)
      }
      for rule in rules {
        let ruleCounts = ReportCounts(byRule[rule] ?? [])
        output +=
          "| [`\(rule)`](\(PermlintInfo.documentationURL(forRule: rule))) | \(ruleCounts.errors) "
          + "| \(ruleCounts.warnings) | \(ruleCounts.notes) |\n"
      }
      // Most severe first; report order (path, line) within a severity.
      let top = report.findings.enumerated().sorted { lhs, rhs in
        (lhs.element.severity, rhs.offset) > (rhs.element.severity, lhs.offset)
      }.prefix(markdownTopFindings).map(\.element)
      output += "\n### Findings\n\n"
      for finding in top {
        let place = "\(finding.location)"
        let link = fileURL?(finding.location).map { "[`\(place)`](\($0))" } ?? "`\(place)`"
        output +=
          "- **\(finding.severity.rawValue)** \(link) [`\(finding.ruleID)`](\(PermlintInfo.documentationURL(forRule: finding.ruleID))): "
          + "\(MarkdownText.escapingHTML(finding.message.replacingAll("\n", with: " ")))\n"
        // The counter-example as a diagram under its finding (a fence may interrupt the item's text).
        if let example = CounterExample(finding, apps: report.apps) {
          output += MermaidPath.block(example, indent: "  ")
        }
      }
      if report.findings.count > top.count {
        output += "\n…and \(report.findings.count - top.count) more; the full list is in the SARIF or text report.\n"
      }
      return output
    }
  }

  /// A `fileURL` for `markdown(fileURL:)` that links to GitHub's view of a file at a commit:
  /// `https://github.com/owner/repo/blob/SHA/path#L12`.
  public static func gitHubFileURL(server: String, repository: String, commit: String)
    -> @Sendable (FileLocation) -> String?
  {
    { location in
      guard !location.path.hasPrefix("/") else { return nil }
      return "\(server)/\(repository)/blob/\(commit)/\(URIEncoding.encodePath(location.path))#L\(location.line)"
    }
  }
}
