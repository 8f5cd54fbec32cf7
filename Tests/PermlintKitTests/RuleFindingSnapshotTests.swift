import Foundation
@_spi(Testing) import PermlintKit
import PermlintTestSupport
import Testing

/// What each rule says, not only where: every rule's examples are linted and the findings of
/// that rule (location, severity, stable key, message, related locations and flow path) are
/// compared with `Golden/Rules/<rule-id>.txt`. Set `PERMLINT_RECORD_GOLDENS=1` to rewrite them
/// after an intended change of wording, and read the diff.
@Suite("Rule finding snapshots")
struct RuleFindingSnapshotTests {
  static let ruleIDs: [String] = RuleRegistry.all.map(\.id)

  /// The rendered findings of every example of `rule`, one section per example.
  static func snapshot(of rule: Rule) async -> String {
    var lines: [String] = []
    for example in rule.descriptor.examples {
      lines.append("## \(example.triggers ? "triggering" : "non-triggering"): \(example.name)")
      let files = example.files.map { SourceFile(path: $0.path, text: MarkedSource($0.contents).text) }
      let report = await Linter().lint(files: files)
      for finding in report.findings where finding.ruleID == rule.id {
        lines.append("\(finding.location) \(finding.severity.rawValue) [\(finding.stableKey)]")
        lines.append("  \(finding.message)")
        for related in finding.relatedLocations { lines.append("  related \(related.location): \(related.message)") }
        for step in finding.flowPath { lines.append("  step \(step.location): \(step.message)") }
      }
      lines.append("")
    }
    return lines.joined(separator: "\n")
  }

  @Test("findings match the rule's golden file", arguments: ruleIDs)
  func snapshot(_ id: String) async throws {
    let rule = try #require(RuleRegistry.rule(id))
    let output = await Self.snapshot(of: rule)
    let url = PackagePaths.path("Tests/PermlintKitTests/Golden/Rules/\(id).txt")
    if ProcessInfo.processInfo.environment["PERMLINT_RECORD_GOLDENS"] == "1" {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try output.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    let golden = try String(contentsOf: url, encoding: .utf8)
    #expect(
      output == golden, "\(id): findings differ from Golden/Rules/\(id).txt (PERMLINT_RECORD_GOLDENS=1 rewrites it)")
  }
}
