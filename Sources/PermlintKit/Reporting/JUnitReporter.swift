#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Reporter {
  /// JUnit XML for CI test tabs (Jenkins, Bitrise, Azure DevOps, GitLab): one test suite per
  /// file, one failed test case per finding (`type` is its severity), an `error` test case
  /// per file that could not be read, and one passing case when nothing was found, so the
  /// tab shows that permlint ran.
  public static let junit = Reporter(name: "junit") { report in
    var files: [String] = []
    var cases: [String: [String]] = [:]
    func add(_ path: String, _ testCase: String) {
      if cases[path] == nil { files.append(path) }
      cases[path, default: []].append(testCase)
    }
    for finding in report.findings {
      var body = "\(finding.location): \(finding.severity.rawValue): \(finding.message)"
      for (index, step) in finding.flowPath.enumerated() {
        body += "\n    \(index + 1). \(step.location): \(step.message)"
      }
      add(
        finding.location.path,
        "    <testcase name=\"\(XMLText.escape("\(finding.ruleID) at \(finding.location.line):\(finding.location.column)"))\" "
          + "classname=\"\(XMLText.escape(finding.location.path))\" "
          + "file=\"\(XMLText.escape(finding.location.path))\" line=\"\(finding.location.line)\">\n"
          + "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(XMLText.escape(finding.message))\">"
          + "\(XMLText.escape(body))</failure>\n    </testcase>\n")
    }
    for notification in report.notifications {
      add(
        notification.path,
        "    <testcase name=\"read \(XMLText.escape(notification.path))\" classname=\"\(XMLText.escape(notification.path))\">\n"
          + "      <error type=\"\(notification.severity.rawValue)\" message=\"\(XMLText.escape(notification.message))\"/>\n"
          + "    </testcase>\n")
    }
    let failures = report.findings.count
    let errors = report.notifications.count
    var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    if files.isEmpty {
      output += "<testsuites name=\"permlint\" tests=\"1\" failures=\"0\" errors=\"0\">\n"
      output += "  <testsuite name=\"permlint\" tests=\"1\" failures=\"0\" errors=\"0\">\n"
      output += "    <testcase name=\"\(report.fileCount) files checked, no findings\" classname=\"permlint\"/>\n"
      output += "  </testsuite>\n</testsuites>\n"
      return output
    }
    output +=
      "<testsuites name=\"permlint\" tests=\"\(failures + errors)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
    for file in files {
      let fileCases = cases[file] ?? []
      let fileFailures = report.findings.filter { $0.location.path == file }.count
      output +=
        "  <testsuite name=\"\(XMLText.escape(file))\" tests=\"\(fileCases.count)\" failures=\"\(fileFailures)\" "
        + "errors=\"\(fileCases.count - fileFailures)\">\n"
      output += fileCases.joined()
      output += "  </testsuite>\n"
    }
    return output + "</testsuites>\n"
  }
}
