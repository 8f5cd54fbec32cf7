import Foundation
import Testing

@_spi(Testing) @testable import PermlintKit

@Suite("Fingerprints shared by every report")
struct FingerprintTests {
  static func fingerprints(json output: String) throws -> [String] {
    let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    return try #require(json["findings"] as? [[String: Any]]).compactMap { $0["fingerprint"] as? String }
  }

  static func fingerprints(sarif output: String) throws -> [String] {
    let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    let results = try #require((json["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    return results.compactMap { ($0["partialFingerprints"] as? [String: String])?["permlint/v1"] }
  }

  @Test("a SARIF result has the fingerprint its (first) finding has in JSON and GitLab")
  func sameInEveryReport() async throws {
    let report = await ReporterGoldenTests.report()
    let json = try Self.fingerprints(json: Reporter.json.render(report))
    let sarif = try Self.fingerprints(sarif: Reporter.sarif(rootURI: nil).render(report))
    #expect(!sarif.isEmpty)
    #expect(Set(sarif).isSubset(of: Set(json)), "\(Set(sarif).subtracting(json))")
    #expect(json == FingerprintCounter.reportedFingerprints(of: report))
  }

  @Test("a finding keeps its fingerprint when an identical one is suppressed")
  func independentOfAcceptance() {
    let rule = Rule.shortPurposeString.descriptor
    let location = FileLocation(path: "ios/App/Info.plist", line: 4, column: 3)
    let first = rule.finding("Too short", at: location, stableKey: "NSCameraUsageDescription")
    let second = rule.finding(
      "Too short", at: FileLocation(path: "ios/App/Info.plist", line: 9, column: 3),
      stableKey: "NSCameraUsageDescription")
    let both = LintReport(findings: [first, second], notifications: [], rules: [rule], fileCount: 1)
    var one = LintReport(findings: [first], notifications: [], rules: [rule], fileCount: 1)
    one.suppressed = [
      ReportedFinding(
        second, suppression: Suppression(kind: .inSource, justification: "copy approved", location: location))
    ]
    #expect(
      FingerprintCounter.reportedFingerprints(of: one) == [FingerprintCounter.reportedFingerprints(of: both)[0]])
  }

  @Test("a fingerprint is the stable hash of rule|path|subject|occurrence, counted over the joined text")
  func joinedText() {
    func finding(_ rule: String, _ path: String, _ key: String, line: Int) -> Finding {
      Finding(
        ruleID: rule, severity: .warning, message: "m", location: FileLocation(path: path, line: line, column: 1),
        stableKey: key)
    }
    // Two findings whose parts join into one text share its count, as when the text was the key.
    let findings = [
      finding("r", "a|b", "c", line: 1), finding("r", "a", "b|c", line: 2), finding("r", "a", "b|c", line: 3),
      finding("s", "a", "", line: 4),
    ]
    #expect(
      FingerprintCounter.fingerprints(findings) == [
        StableHash.hex("r|a|b|c|0"), StableHash.hex("r|a|b|c|1"), StableHash.hex("r|a|b|c|2"),
        StableHash.hex("s|a||0"),
      ])
    // Two spellings of one path (NFC, NFD) count as one text, as strings compare; each is
    // hashed as written.
    let spellings = [finding("r", "caf\u{E9}.plist", "k", line: 1), finding("r", "cafe\u{301}.plist", "k", line: 2)]
    #expect(
      FingerprintCounter.fingerprints(spellings) == [
        StableHash.hex("r|caf\u{E9}.plist|k|0"), StableHash.hex("r|cafe\u{301}.plist|k|1"),
      ])
  }
}
