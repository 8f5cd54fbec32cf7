extension Reporter {
  /// `path:line:col: severity: message [rule-id]`, the form compilers, Xcode and editors
  /// read. A flow counter-example follows its finding as indented `path:line:col: step` lines.
  public static let text = Reporter(name: "text") { report in
    var output = ""
    for finding in report.findings {
      output += "\(finding.location): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]\n"
      for (index, step) in finding.flowPath.enumerated() {
        output += "    \(index + 1). \(step.location): \(step.message)\n"
      }
    }
    return output
  }
}
