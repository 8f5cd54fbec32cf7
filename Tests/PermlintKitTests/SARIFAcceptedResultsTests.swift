import Foundation
@_spi(Testing) import PermlintKit
import PermlintTestSupport
import Testing

/// Suppressed and baselined findings in SARIF: kept as results, marked, schema-valid.
@Suite("SARIF suppressions and baselineState")
struct SARIFAcceptedResultsTests {
  static func report() -> LintReport {
    let rule = RuleRegistry.rule("short-purpose-string")!.descriptor
    let reported = rule.finding(
      "new one", at: FileLocation(path: "a/Info.plist", line: 3, column: 3), stableKey: "K1")
    let suppressed = ReportedFinding(
      rule.finding("accepted", at: FileLocation(path: "a/Info.plist", line: 5, column: 3), stableKey: "K2"),
      suppression: Suppression(
        kind: .inSource, justification: "approved copy",
        location: FileLocation(path: "a/Info.plist", line: 4, column: 8)))
    let external = ReportedFinding(
      rule.finding("ignored", at: FileLocation(path: "b/Info.plist", line: 2, column: 1), stableKey: "K3"),
      suppression: Suppression(
        kind: .external, justification: "vendor file",
        location: FileLocation(path: ".permlint.yml", line: 2, column: 5)))
    let baselined = ReportedFinding(
      rule.finding("old one", at: FileLocation(path: "a/Info.plist", line: 9, column: 3), stableKey: "K4"),
      baselineState: .unchanged)
    // Compared with a baseline: the finding still reported is new to it.
    var report = LintReport(findings: [reported], notifications: [], rules: [rule], fileCount: 2)
    report.isComparedWithBaseline = true
    report.suppressed = [suppressed, external]
    report.baselined = [baselined]
    report.fixedSinceBaseline = [
      BaselineEntry(rule: rule.id, path: "a/Info.plist", subject: "K5", line: 12, message: "gone")
    ]
    return report
  }

  @Test("each result carries its suppression or baseline state")
  func states() throws {
    let output = Reporter.sarif(rootURI: nil).render(Self.report())
    let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    let results = try #require((json["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    let summary = results.map { result -> String in
      let message = (result["message"] as? [String: Any])?["text"] as? String ?? ""
      let suppression = (result["suppressions"] as? [[String: Any]])?.first.map {
        " \($0["kind"] as? String ?? "")(\($0["justification"] as? String ?? ""))"
      }
      let state = (result["baselineState"] as? String).map { " \($0)" } ?? ""
      let kind = (result["kind"] as? String).map { " kind=\($0)" } ?? ""
      return "\(message)\(suppression ?? "")\(state)\(kind) level=\(result["level"] as? String ?? "")"
    }
    #expect(
      summary == [
        // Plain-text SARIF messages start with a capital and end their first sentence.
        "New one. new level=warning",
        "Accepted. inSource(approved copy) level=warning",
        "Old one. unchanged level=warning",
        "Ignored. external(vendor file) level=warning",
      ])
    // A fixed finding is a note of the run, not a result: GitHub would open an alert for it.
    let invocation = try #require((json["runs"] as? [[String: Any]])?.first?["invocations"] as? [[String: Any]])
    let notes = invocation.first?["toolExecutionNotifications"] as? [[String: Any]] ?? []
    #expect(
      notes.map { "\($0["level"] as? String ?? "") \(($0["message"] as? [String: Any])?["text"] as? String ?? "")" }
        == ["note Fixed since the baseline: [short-purpose-string] gone"])
    #expect(try SARIFSchemaValidator.violations(in: output) == [])
  }

  @Test("a report with nothing accepted is unchanged: no suppressions or baselineState keys")
  func plain() {
    var report = Self.report()
    report.suppressed = []
    report.baselined = []
    report.fixedSinceBaseline = []
    report.isComparedWithBaseline = false
    let output = Reporter.sarif(rootURI: nil).render(report)
    #expect(!output.contains("suppressions") && !output.contains("baselineState"))
  }
}
