@_spi(Testing) import PermlintKit
import PermlintTestSupport
import Testing

/// The honest minimal feature map: a feature, what it requires and why, with no flow and no
/// `permissions:` section. Docs/feature-map.md documents exactly this form.
@Suite("Minimal feature map")
struct MinimalFeatureMapTests {
  static let minimal = """
    features:
      nearby-alerts:
        requires: [location-always]
        justification: "Alerts you to sights nearby while the app is closed."
    """

  static let plist = """
    <plist version="1.0">
    <dict>
      <key>NSLocationWhenInUseUsageDescription</key>
      <string>Shows the sights near you on the map.</string>
      <key>NSLocationAlwaysAndWhenInUseUsageDescription</key>
      <string>Alerts you to sights nearby while the app is closed.</string>
      <key>UIBackgroundModes</key>
      <array><string>location</string></array>
    </dict>
    </plist>
    """

  @Test("lints with no error or warning, and one note that flow checks were skipped")
  func minimalForm() async {
    let report = await Linter().lint(files: [
      SourceFile(path: "permlint.yml", text: Self.minimal), SourceFile(path: "ios/App/Info.plist", text: Self.plist),
    ])
    #expect(
      report.findings.map { "\($0.location) \($0.severity) \($0.ruleID)" } == [
        "permlint.yml:2:3 note settings-redirect"
      ])
    #expect(
      report.findings.first?.message.hasPrefix("feature 'nearby-alerts' has no `flow:`, so permlint skipped") == true)
  }

  @Test("the form in Docs/feature-map.md is the one least-privilege-location's fix shows")
  func documented() throws {
    let docs = try String(contentsOf: PackagePaths.path("Docs/feature-map.md"), encoding: .utf8)
    let fix = Rule.leastPrivilegeLocation.descriptor.fix
    let start = try #require(fix.range(of: "```yaml\n"))
    let end = try #require(fix.range(of: "```", range: start.upperBound..<fix.endIndex))
    let form = String(fix[start.lowerBound..<end.upperBound])
    #expect(form.contains("    requires: [location-always]\n    justification: \"<why"))
    #expect(docs.contains(form))
  }

  @Test("without its justification, least-privilege-location reports the Always key")
  func unjustified() async {
    let map = "features:\n  nearby-alerts:\n    requires: [location-always]\n"
    let report = await Linter().lint(files: [
      SourceFile(path: "permlint.yml", text: map), SourceFile(path: "ios/App/Info.plist", text: Self.plist),
    ])
    let errors = report.findings.filter { $0.severity == .error }.map { "\($0.location) \($0.ruleID)" }
    // One finding per app, at the Always key; the background mode is the same cause.
    #expect(errors == ["ios/App/Info.plist:5:3 least-privilege-location"])
  }

  @Test("several features without a flow are noted once, naming them all")
  func noteOnce() async {
    let map = "features:\n  a: { requires: [camera] }\n  b: { requires: [microphone] }\n"
    let report = await Linter(rules: [.settingsRedirect]).lint(files: [SourceFile(path: "permlint.yml", text: map)])
    #expect(report.findings.count == 1)
    #expect(report.findings.first?.message.hasPrefix("features 'a', 'b' have no `flow:`") == true)
  }

  @Test("a misspelt permission in `requires` is still an error, with a suggestion")
  func misspelt() async {
    let map = "features:\n  go-online: { requires: [locaton] }\n"
    let report = await Linter().lint(files: [SourceFile(path: "permlint.yml", text: map)])
    let invalid = report.findings.filter { $0.ruleID == "invalid-feature-map" }
    #expect(invalid.map(\.location.description) == ["permlint.yml:2:27"])
    #expect(
      invalid.first?.message.hasPrefix(
        "feature 'go-online' requires 'locaton', which is not a permission permlint knows (did you mean 'location'?)")
        == true)
  }
}
