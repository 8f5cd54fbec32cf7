import Foundation
@_spi(Testing) import PermlintKit
import PermlintTestSupport
import Testing

/// The machine-readable reports validate against their schemas, and each carries what its
/// consumer needs.
@Suite("Report formats")
struct ReportFormatTests {
  static let emptyReport = LintReport(findings: [], notifications: [], rules: [], fileCount: 4)

  @Test("json validates against Docs/schema/permlint-report.schema.json, with and without findings")
  func jsonSchema() async throws {
    for report in [await ReporterGoldenTests.report(), Self.emptyReport] {
      let output = Reporter.json.render(report)
      #expect(try ReportSchemaValidator.jsonViolations(output, schema: "Docs/schema/permlint-report.schema.json") == [])
    }
  }

  @Test("json carries the schema version, counts, code-point columns, ends and flow steps")
  func jsonContents() async throws {
    let output = Reporter.json.render(await ReporterGoldenTests.report())
    let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    #expect(json["schemaVersion"] as? Int == Reporter.jsonSchemaVersion)
    #expect((json["summary"] as? [String: Int])?["errors"] == 6)
    let findings = try #require(json["findings"] as? [[String: Any]])
    let key = try #require(findings.first { $0["ruleId"] as? String == "least-privilege-location" })
    let location = try #require(key["location"] as? [String: Any])
    #expect(location["file"] as? String == "ios/Rider App/Info.plist")
    #expect(["line", "column", "endLine", "endColumn"].map { location[$0] as? Int } == [5, 3, 5, 58])
    #expect(findings.contains { ($0["path"] as? [Any])?.isEmpty == false })
  }

  @Test("gitlab validates against GitLab's documented Code Quality format, with unique fingerprints")
  func gitlabSchema() async throws {
    let report = await ReporterGoldenTests.report()
    let output = Reporter.gitlab.render(report)
    #expect(
      try ReportSchemaValidator.jsonViolations(output, schema: "Tests/Schemas/gitlab-code-quality.schema.json") == [])
    #expect(
      try ReportSchemaValidator.jsonViolations(
        Reporter.gitlab.render(Self.emptyReport), schema: "Tests/Schemas/gitlab-code-quality.schema.json") == [])
    let issues = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    #expect(issues.count == report.findings.count)
    #expect(Set(issues.compactMap { $0["fingerprint"] as? String }).count == issues.count)
    // Two identical findings (same rule, file and subject) still get two fingerprints.
    let twin = Finding(
      ruleID: "r", severity: .note, message: "m", location: .init(path: "a.yml", line: 1, column: 1), stableKey: "s")
    let moved = Finding(
      ruleID: "r", severity: .note, message: "m", location: .init(path: "a.yml", line: 2, column: 1), stableKey: "s")
    let twins = try #require(
      try JSONSerialization.jsonObject(
        with: Data(
          Reporter.gitlab.render(LintReport(findings: [twin, moved], notifications: [], rules: [], fileCount: 1)).utf8))
        as? [[String: Any]])
    #expect(Set(twins.compactMap { $0["fingerprint"] as? String }).count == 2)
    #expect(twins.first?["severity"] as? String == "info")
  }

  @Test("junit validates against Jenkins' junit-10.xsd, with findings, unreadable files and none")
  func junitSchema() async throws {
    for report in [await ReporterGoldenTests.report(), Self.emptyReport] {
      #expect(
        try ReportSchemaValidator.xsdViolations(Reporter.junit.render(report), schema: "Tests/Schemas/junit-10.xsd")
          == [])
    }
    // The validator does reject what the XSD forbids.
    #expect(
      try ReportSchemaValidator.xsdViolations(
        "<testsuites><testsuite/></testsuites>", schema: "Tests/Schemas/junit-10.xsd") != [])
  }

  @Test("XML reports escape markup and control characters in messages")
  func xmlEscaping() throws {
    let finding = Finding(
      ruleID: "screen-copy", severity: .warning, message: "a <tag> & \"quote\"\u{1}",
      location: .init(path: "a&b.yml", line: 1, column: 2))
    let report = LintReport(findings: [finding], notifications: [], rules: [], fileCount: 1)
    let junit = Reporter.junit.render(report)
    #expect(try ReportSchemaValidator.xsdViolations(junit, schema: "Tests/Schemas/junit-10.xsd") == [])
    #expect(junit.contains("message=\"a &lt;tag&gt; &amp; &quot;quote&quot;\u{FFFD}\""))
    let checkstyle = Reporter.checkstyle.render(report)
    #expect(checkstyle.contains("<file name=\"a&amp;b.yml\">"))
    #expect(checkstyle.contains("severity=\"warning\""))
  }

  @Test("xcode gives absolute paths and Xcode's severity words")
  func xcode() async {
    let output = Reporter.xcode(root: "/work/rider/").render(await ReporterGoldenTests.report())
    #expect(output.hasPrefix("/work/rider/android/app/src/main/AndroidManifest.xml:3:12: error: "))
    #expect(output.contains("/work/rider/permlint.yml:10:7: note: step 1: check [check]"))
  }

  @Test("markdown lists at most the top findings, most severe first, and says how many more")
  func markdownTop() {
    let findings = (1...25).map { line in
      Finding(
        ruleID: line == 25 ? "missing-purpose-string" : "short-purpose-string", severity: line == 25 ? .error : .note,
        message: "m\(line) <key>", location: .init(path: "p.yml", line: line, column: 1))
    }
    let output = Reporter.markdown().render(LintReport(findings: findings, notifications: [], rules: [], fileCount: 1))
    let items = output.split(separator: "\n").filter { $0.hasPrefix("- **") }
    #expect(items.count == Reporter.markdownTopFindings)
    #expect(items.first?.hasPrefix("- **error** `p.yml:25:1`") == true)
    #expect(output.contains("…and 5 more"))
    #expect(output.contains("m1 \\<key>"))
    #expect(output.contains("1 file checked: 1 error, 0 warnings, 24 notes."))
  }

  @Test("every format name has a reporter; an unknown one has none")
  func formatNames() {
    for name in Reporter.formatNames {
      #expect(Reporter.reporter(named: name, root: "/r")?.name == name)
    }
    #expect(Reporter.reporter(named: "xml", root: "/r") == nil)
  }
}
