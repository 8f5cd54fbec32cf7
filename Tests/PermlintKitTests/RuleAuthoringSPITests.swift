@_spi(RuleAuthoring) import PermlintKit
import Testing

/// A rule can be written outside PermlintKit with only the rule-authoring SPI: the types a
/// rule's declaration, check and examples use, and nothing the tests or the generator need.
@Suite("Rule-authoring SPI")
struct RuleAuthoringSPITests {
  static let descriptor = RuleDescriptor(
    id: "authoring-probe", title: "Probe", severity: .note, category: .input, rationale: "A probe.",
    fix: "None.", references: [],
    examples: [.triggering("an Info.plist", [("Info.plist", "↓<plist version=\"1.0\"><dict/></plist>\n")])])

  static let oneFindingPerPlist = Rule(descriptor) { context in
    context.app.infoPlists.map { plist in
      descriptor.finding("an Info.plist", at: FileLocation(path: plist.path, line: 1, column: 1), stableKey: "p")
    }
  }

  @Test("a rule declared through the rule-authoring SPI lints")
  func declaredOutside() async {
    let report = await Linter(rules: [Self.oneFindingPerPlist]).lint(
      files: [SourceFile(path: "Info.plist", text: "<plist version=\"1.0\"><dict/></plist>\n")])
    #expect(report.findings.map { "\($0.ruleID) \($0.location)" } == ["authoring-probe Info.plist:1:1"])
  }
}
