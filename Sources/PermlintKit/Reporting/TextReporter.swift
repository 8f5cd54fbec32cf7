#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Reporter {
  /// `path:line:col: severity: message [rule-id]`, the form compilers, Xcode and editors
  /// read. A flow counter-example follows its finding as indented `path:line:col: step` lines.
  public static let text = Reporter.text(colored: false)

  /// The text report, with ANSI colours for a terminal when `colored`: the location bold, the
  /// severity in its colour (errors red, warnings yellow, notes cyan), the rule id dim. The
  /// characters are otherwise the same as the plain report's.
  public static func text(colored: Bool) -> Reporter {
    Reporter(
      name: "text",
      stream: { report, output in
        // Written as it is made: the text of a monorepo's findings is tens of megabytes.
        try withoutActuallyEscaping(output) { output in
          let style = TerminalStyle(enabled: colored)
          var text = ChunkedOutput(output: output)
          // Each finding read in place and its line written piece by piece: a copy of every
          // finding and the strings joined for each line were most of writing 10,000
          // findings, on one thread at the end of the run (issue 23).
          report.findings.withUnsafeBufferPointer { findings in
            for index in findings.indices {
              style.appendBold(location: findings[index].location, suffix: ":", to: &text)
              text.append(" ")
              style.appendSeverity(findings[index].severity, to: &text)
              text.append(": ")
              text.append(findings[index].message)
              text.append(" ")
              style.appendDim(ruleID: findings[index].ruleID, to: &text)
              text.append("\n")
              for (number, step) in findings[index].flowPath.enumerated() {
                text.append("    \(number + 1). ")
                style.appendBold(location: step.location, suffix: ":", to: &text)
                text.append(" ")
                text.append(step.message)
                text.append("\n")
              }
            }
          }
          try text.finish()
        }
      })
  }

  /// Per rule, how many findings the report has, most first: what `--statistics` prints.
  public static func statistics(colored: Bool) -> Reporter {
    Reporter(name: "statistics") { report in
      let style = TerminalStyle(enabled: colored)
      var counts: [String: (severity: Severity, count: Int)] = [:]
      for finding in report.findings {
        let known = counts[finding.ruleID]
        counts[finding.ruleID] = (max(known?.severity ?? finding.severity, finding.severity), (known?.count ?? 0) + 1)
      }
      let rows = counts.sorted { ($1.value.count, $0.key) < ($0.value.count, $1.key) }
      let width = String(rows.first?.value.count ?? 0).count
      return rows.map { rule, entry in
        let count = String(repeating: " ", count: width - String(entry.count).count) + String(entry.count)
        let name = entry.severity.rawValue
        let severity = name + String(repeating: " ", count: max(0, 7 - name.count))
        return "\(count)  " + style.severity(entry.severity, text: severity) + "  \(rule)\n"
      }.joined()
    }
  }
}

/// ANSI styles for a terminal, or none.
struct TerminalStyle {
  var enabled: Bool

  func bold(_ text: String) -> String { wrap(text, "1") }
  func dim(_ text: String) -> String { wrap(text, "2") }

  func severity(_ severity: Severity, text: String? = nil) -> String {
    let code =
      switch severity {
      case .error: "1;31"
      case .warning: "1;33"
      case .note: "1;36"
      }
    return wrap(text ?? severity.rawValue, code)
  }

  private func wrap(_ text: String, _ code: String) -> String {
    enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  /// `bold("\(location)\(suffix)")`, written without making the string.
  func appendBold(location: FileLocation, suffix: String, to text: inout ChunkedOutput) {
    if enabled { text.append("\u{1B}[1m") }
    text.append(location.path)
    text.append(":")
    text.append(String(location.position.line))
    text.append(":")
    text.append(String(location.position.column))
    text.append(suffix)
    if enabled { text.append("\u{1B}[0m") }
  }

  /// `severity(severity)`, written without making the string.
  func appendSeverity(_ severity: Severity, to text: inout ChunkedOutput) {
    text.append(self.severity(severity))
  }

  /// `dim("[\(ruleID)]")`, written without making the string.
  func appendDim(ruleID: String, to text: inout ChunkedOutput) {
    text.append(enabled ? "\u{1B}[2m[" : "[")
    text.append(ruleID)
    text.append(enabled ? "]\u{1B}[0m" : "]")
  }
}
