@_spi(Testing) import PermlintKit
import Testing

/// least-privilege-location reports one finding per app, whose message gives the two ways
/// forward with the minimal feature-map snippet.
@Suite("least-privilege-location messages")
struct LeastPrivilegeLocationTests {
  static func findings(_ plist: String) async -> [Finding] {
    let report = await Linter(rules: [.leastPrivilegeLocation]).lint(files: [
      SourceFile(path: "ios/App/Info.plist", text: plist)
    ])
    return report.findings
  }

  @Test("Always keys and the background mode of the app and its extension: one finding, the rest related")
  func always() async throws {
    let findings = await Self.findings(
      """
      <plist version="1.0">
      <dict>
        <key>NSLocationWhenInUseUsageDescription</key>
        <string>Shows the shops near you.</string>
        <key>NSLocationAlwaysAndWhenInUseUsageDescription</key>
        <string>Reminds you of your list when you pass a shop.</string>
        <key>NSLocationAlwaysUsageDescription</key>
        <string>Reminds you of your list when you pass a shop.</string>
        <key>UIBackgroundModes</key>
        <array><string>location</string></array>
      </dict>
      </plist>
      """)
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(finding.location.line == 5)
    #expect(finding.severity == .warning)
    #expect(finding.relatedLocations.map(\.location.line) == [7, 10])
    #expect(
      finding.message.hasSuffix(
        "Either drop it and use When-In-Use, or declare the feature that justifies it in permlint.yml: "
          + "`features: { <feature-name>: { requires: [location-always], "
          + "justification: \"<why it needs location while not in use>\" } }`."))
  }

  @Test("a When-In-Use app with the location background mode is pointed to `requires: [location]`")
  func backgroundModeOnly() async throws {
    let findings = await Self.findings(
      """
      <plist version="1.0">
      <dict>
        <key>NSLocationWhenInUseUsageDescription</key>
        <string>Guides you turn by turn during a trip you started.</string>
        <key>UIBackgroundModes</key>
        <array><string>location</string></array>
      </dict>
      </plist>
      """)
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(finding.location.line == 6)
    #expect(
      finding.message.hasPrefix("UIBackgroundModes 'location' keeps the app receiving locations in the background"))
    #expect(finding.message.contains("requires: [location],"))
  }
}
