import Foundation
@_spi(Testing) import PermlintKit
import PermlintTestSupport
import Testing

/// GitHub code scanning keeps the first 5,000 results of a SARIF run and rejects more than
/// 25,000: a longer report says so, in the log and on the terminal, and puts errors first.
@Suite("SARIF result limits")
struct SARIFLimitTests {
  /// A report of `count` findings, one per line of one file, every tenth an error.
  static func report(_ count: Int) -> LintReport {
    let rule = RuleRegistry.rule("short-purpose-string")!.descriptor
    let findings = (1...count).map { line in
      rule.finding(
        "finding \(line)", at: FileLocation(path: "a/Info.plist", line: line, column: 1), stableKey: "K\(line)",
        severity: line % 10 == 0 ? .error : .warning)
    }
    return LintReport(findings: findings, notifications: [], rules: [rule], fileCount: 1)
  }

  static func run(_ output: String) throws -> [String: Any] {
    let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    return try #require((json["runs"] as? [[String: Any]])?.first)
  }

  static func notes(_ run: [String: Any]) -> [String] {
    let invocation = (run["invocations"] as? [[String: Any]])?.first
    return (invocation?["toolExecutionNotifications"] as? [[String: Any]] ?? []).map {
      "\($0["level"] as? String ?? "") \(($0["message"] as? [String: Any])?["text"] as? String ?? "")"
    }
  }

  @Test("up to 5,000 results: report order, no warning")
  func withinLimit() throws {
    let report = Self.report(5_000)
    #expect(Reporter.sarifResultCount(report) == 5_000)
    #expect(Reporter.sarifLimitWarning(results: 5_000) == nil)
    let run = try Self.run(Reporter.sarif(rootURI: nil).render(report))
    let results = try #require(run["results"] as? [[String: Any]])
    #expect((results.first?["message"] as? [String: Any])?["text"] as? String == "Finding 1.")
    #expect(Self.notes(run) == [])
  }

  @Test("over 5,000 results: errors first, and a warning in the log that GitHub drops the rest")
  func overShownLimit() throws {
    let output = Reporter.sarif(rootURI: nil).render(Self.report(5_010))
    let run = try Self.run(output)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 5_010)
    let levels = results.map { $0["level"] as? String ?? "" }
    #expect(levels.prefix(501).allSatisfy { $0 == "error" })
    #expect(levels.dropFirst(501).allSatisfy { $0 == "warning" })
    // Within a level, report order is kept.
    #expect((results[0]["message"] as? [String: Any])?["text"] as? String == "Finding 10.")
    #expect(
      Self.notes(run) == [
        "warning the SARIF report has 5010 results; GitHub code scanning keeps only 5,000 results of a run and drops "
          + "the rest without an alert. Errors come first in the report. Lint fewer apps per upload (one SARIF "
          + "category each), turn off rules you do not use, or accept the existing findings with a baseline "
          + "(--write-baseline) so that only new ones are reported."
      ])
    #expect(try SARIFSchemaValidator.violations(in: output) == [])
  }

  @Test("over 25,000 results: the warning says GitHub rejects the whole run")
  func overAcceptedLimit() {
    #expect(
      Reporter.sarifLimitWarning(results: 25_001)?.hasPrefix(
        "the SARIF report has 25001 results; GitHub code scanning rejects a run of more than 25,000 results, so none "
          + "of them would be uploaded.") == true)
  }

  @Test("message strings double { and }, which SARIF reserves for placeholders")
  func bracesDoubled() throws {
    let rule = RuleRegistry.rule("settings-redirect")!.descriptor
    let finding = rule.finding(
      "give it `on: { resume: check }`", at: FileLocation(path: "permlint.yml", line: 3, column: 7), stableKey: "k",
      relatedLocations: [
        RelatedLocation(location: FileLocation(path: "permlint.yml", line: 9, column: 7), message: "{x}")
      ])
    let output = Reporter.sarif(rootURI: nil).render(
      LintReport(findings: [finding], notifications: [], rules: [rule], fileCount: 1))
    let run = try Self.run(output)
    let result = try #require((run["results"] as? [[String: Any]])?.first)
    #expect((result["message"] as? [String: Any])?["text"] as? String == "Give it 'on: {{ resume: check }}'.")
    let related = try #require((result["relatedLocations"] as? [[String: Any]])?.first)
    #expect((related["message"] as? [String: Any])?["text"] as? String == "{{x}}")
    #expect(try SARIFSchemaValidator.violations(in: output) == [])
  }
}
