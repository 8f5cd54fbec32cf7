#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Reporter {
  /// GitLab Code Quality (a subset of the Code Climate format) for the merge-request widget:
  /// an array of issues with `description`, `check_name`, `fingerprint`, `severity` and
  /// `location.path` / `location.lines.begin`. GitLab keeps one issue per fingerprint, so
  /// each finding's fingerprint is unique in the report.
  public static let gitlab = Reporter(
    name: "gitlab",
    stream: { report, output in
      try withoutActuallyEscaping(output) { output in
        var json = JSONByteWriter(output: output)
        json.beginArray()
        for issue in gitLabIssues(report) { issue.write(to: &json) }
        json.endArray()
        json.newline()
        try json.finish()
      }
    })

  /// The GitLab report as `JSONEncoder` writes it, which the streamed report has to equal
  /// byte for byte.
  @_spi(Testing) public static func gitlabEncoded(_ report: LintReport) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(gitLabIssues(report)) else { return "[]\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  private static func gitLabIssues(_ report: LintReport) -> [GitLabIssue] {
    let fingerprints = FingerprintCounter.reportedFingerprints(of: report)
    return zip(report.findings, fingerprints).map { finding, fingerprint in
      let end = finding.location.position.end?.line
      return GitLabIssue(
        description: PlainMessage.text(finding.message),
        checkName: finding.ruleID,
        fingerprint: fingerprint,
        severity: gitLabSeverity(finding.severity),
        location: .init(
          path: finding.location.path,
          lines: .init(begin: finding.location.line, end: end.flatMap { $0 > finding.location.line ? $0 : nil })))
    }
  }

  /// GitLab's scale is info, minor, major, critical, blocker.
  private static func gitLabSeverity(_ severity: Severity) -> String {
    switch severity {
    case .error: "critical"
    case .warning: "major"
    case .note: "info"
    }
  }
}

/// One Code Quality issue.
struct GitLabIssue: Encodable {
  var type = "issue"
  var description: String
  var checkName: String
  var fingerprint: String
  var severity: String
  var location: Location

  enum CodingKeys: String, CodingKey {
    case type, description, fingerprint, severity, location
    case checkName = "check_name"
  }

  struct Location: Encodable {
    var path: String
    var lines: Lines
  }

  struct Lines: Encodable {
    var begin: Int
    var end: Int?
  }
}

extension GitLabIssue: JSONWritable {
  func write(to json: inout JSONByteWriter) {
    json.beginObject()
    json.field("check_name", checkName)
    json.field("description", description)
    json.field("fingerprint", fingerprint)
    json.field("location", location)
    json.field("severity", severity)
    json.field("type", type)
    json.endObject()
  }
}

extension GitLabIssue.Location: JSONWritable {
  func write(to json: inout JSONByteWriter) {
    json.beginObject()
    json.field("lines", lines)
    json.field("path", path)
    json.endObject()
  }
}

extension GitLabIssue.Lines: JSONWritable {
  func write(to json: inout JSONByteWriter) {
    json.beginObject()
    json.field("begin", begin)
    json.field("end", end)
    json.endObject()
  }
}
