#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Reporter {
  /// `/absolute/path:line:col: error: message [rule-id]`, which Xcode shows in its issue
  /// navigator from a Run Script build phase; flow steps follow as `note:` lines at their
  /// own places. `root` is the absolute directory that report paths are relative to.
  public static func xcode(root: String) -> Reporter {
    let base = root.hasSuffix("/") ? root : root + "/"
    @Sendable func absolute(_ location: FileLocation) -> String {
      let path = location.path.hasPrefix("/") ? location.path : base + location.path
      return "\(path):\(location.line):\(location.column)"
    }
    return Reporter(name: "xcode") { report in
      var output = ""
      for finding in report.findings {
        output +=
          "\(absolute(finding.location)): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]\n"
        for (index, step) in finding.flowPath.enumerated() {
          output += "\(absolute(step.location)): note: step \(index + 1): \(step.message)\n"
        }
      }
      for notification in report.notifications {
        let path = notification.path.hasPrefix("/") ? notification.path : base + notification.path
        output += "\(path): \(notification.severity.rawValue): \(notification.message)\n"
      }
      return output
    }
  }
}
