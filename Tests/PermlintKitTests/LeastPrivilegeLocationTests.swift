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

  /// The one finding of a run that must report exactly one.
  static func only(_ findings: [Finding]) throws -> Finding {
    try #require(findings.count == 1, "\(findings.map(\.message))")
    return findings[0]
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
    let finding = try LeastPrivilegeLocationTests.only(findings)
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
    let finding = try LeastPrivilegeLocationTests.only(findings)
    #expect(finding.location.line == 6)
    #expect(
      finding.message.hasPrefix("UIBackgroundModes 'location' keeps the app receiving locations in the background"))
    #expect(finding.message.contains("requires: [location],"))
  }
}

/// Without a feature map, the Core Location services the code starts tell whether Always is
/// needed: services that relaunch a not-running app only with Always make the finding a note;
/// background updates alone, which work with When-In-Use, a warning that says so.
@Suite("least-privilege-location evidence from native code")
struct LeastPrivilegeLocationEvidenceTests {
  static let plist = """
    <plist version="1.0">
    <dict>
      <key>NSLocationWhenInUseUsageDescription</key>
      <string>Records your trips.</string>
      <key>NSLocationAlwaysAndWhenInUseUsageDescription</key>
      <string>Records your trips while the app is closed.</string>
    </dict>
    </plist>
    """

  static func lint(_ code: (String, String)) async -> [Finding] {
    let report = await Linter(rules: [.leastPrivilegeLocation]).lint(files: [
      SourceFile(path: "Tracker/Info.plist", text: plist), SourceFile(path: code.0, text: code.1),
    ])
    return report.findings
  }

  @Test("visit and region monitoring need Always: a note naming them, asking for the justification")
  func alwaysServices() async throws {
    let findings = await Self.lint(
      (
        "Tracker/TripRecorder.m",
        """
        - (void)start {
            [self.locationManager requestAlwaysAuthorization];
            [self.locationManager startMonitoringVisits];
            [self.locationManager startMonitoringForRegion:self.home];
        }

        """
      ))
    let finding = try LeastPrivilegeLocationTests.only(findings)
    #expect(finding.ruleID == "least-privilege-location")
    #expect(finding.severity == .note)
    #expect("\(finding.location.path):\(finding.location.line):\(finding.location.column)" == "Tracker/Info.plist:5:3")
    #expect(
      finding.message
        == "the app asks for location while it is not in use (NSLocationAlwaysAndWhenInUseUsageDescription), and its "
        + "code starts services that relaunch an app that is not running only with Always authorization: visit "
        + "monitoring (startMonitoringVisits, Tracker/TripRecorder.m:3), region monitoring (startMonitoringForRegion, "
        + "Tracker/TripRecorder.m:4). Always looks needed; App Review asks why, so give the reason in permlint.yml: "
        + "`features: { <feature-name>: { requires: [location-always], justification: \"<why it needs location "
        + "while not in use>\" } }`.")
    #expect(
      finding.relatedLocations.map { "\($0.location.path):\($0.location.line):\($0.location.column)" } == [
        "Tracker/TripRecorder.m:2:27", "Tracker/TripRecorder.m:3:27", "Tracker/TripRecorder.m:4:27",
      ])
  }

  @Test("Swift region monitoring with startMonitoring(for:) is recognized")
  func swiftRegionMonitoring() async throws {
    let findings = await Self.lint(
      ("Tracker/Geofence.swift", "func watch(_ region: CLRegion) {\n  manager.startMonitoring(for: region)\n}\n"))
    let finding = try #require(findings.first)
    #expect(finding.severity == .note)
    #expect(finding.message.contains("region monitoring (startMonitoring, Tracker/Geofence.swift:2)"))
  }

  @Test("background updates alone work with When-In-Use: a warning that says exactly that")
  func backgroundUpdatesOnly() async throws {
    let findings = await Self.lint(
      (
        "Tracker/Recorder.swift",
        "func start() {\n  manager.allowsBackgroundLocationUpdates = true\n  manager.startUpdatingLocation()\n}\n"
      ))
    let finding = try LeastPrivilegeLocationTests.only(findings)
    #expect(finding.severity == .warning)
    #expect("\(finding.location.path):\(finding.location.line):\(finding.location.column)" == "Tracker/Info.plist:5:3")
    #expect(
      finding.message
        == "the app asks for location while it is not in use (NSLocationAlwaysAndWhenInUseUsageDescription), but its "
        + "code only starts background location updates (allowsBackgroundLocationUpdates, Tracker/Recorder.swift:2), "
        + "which work with When-In-Use authorization and the `location` background mode once started while the app "
        + "is in use. Drop the Always keys and ask for When-In-Use, or declare the feature that needs Always in "
        + "permlint.yml: `features: { <feature-name>: { requires: [location-always], justification: \"<why it "
        + "needs location while not in use>\" } }`.")
  }
}
