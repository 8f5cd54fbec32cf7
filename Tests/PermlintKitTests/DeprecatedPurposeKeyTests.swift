@_spi(Testing) import PermlintKit
import Testing

/// deprecated-purpose-key is an error only when something in the app asks for the permission;
/// a legacy key nothing asks for is dead weight, a warning that says to remove it. A legacy
/// Always key alone asks for nothing, so least-privilege-location leaves it to this rule.
@Suite("deprecated-purpose-key evidence")
struct DeprecatedPurposeKeyTests {
  static func lint(_ files: [(String, String)]) async -> [Finding] {
    let report = await Linter(rules: [.deprecatedPurposeKey, .leastPrivilegeLocation]).lint(
      files: files.map { SourceFile(path: $0.0, text: $0.1) })
    return report.findings
  }

  static func plist(_ body: String) -> String {
    "<plist version=\"1.0\">\n<dict>\n\(body)</dict>\n</plist>\n"
  }

  static let calendarsOnly = plist(
    """
      <key>NSCameraUsageDescription</key>
      <string>Takes a photo of your receipt.</string>
      <key>NSCalendarsUsageDescription</key>
      <string>Adds your bookings to your calendar.</string>

    """)

  @Test("a legacy calendar key nothing asks for: a warning to remove it or add the iOS 17 key")
  func staleCalendarKey() async throws {
    let findings = await Self.lint([("ios/Runner/Info.plist", Self.calendarsOnly)])
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(finding.ruleID == "deprecated-purpose-key")
    #expect(finding.severity == .warning)
    #expect(
      "\(finding.location.path):\(finding.location.line):\(finding.location.column)" == "ios/Runner/Info.plist:5:3")
    #expect(
      finding.message
        == "NSCalendarsUsageDescription alone does nothing since iOS 17, and nothing permlint scanned asks for "
        + "calendars: remove it, or, if the app or a library it ships uses calendars, add "
        + "NSCalendarsFullAccessUsageDescription or NSCalendarsWriteOnlyAccessUsageDescription to "
        + "ios/Runner/Info.plist.")
  }

  @Test("permission_handler's PERMISSION_EVENTS=1 asks for calendars: the error stands, pointing at the macro")
  func podfileMacroAsks() async throws {
    let findings = await Self.lint([
      ("pubspec.yaml", "name: bookings\ndependencies:\n  permission_handler: ^11.3.1\n"),
      TestDocuments.permissionHandlerPodfile(["PERMISSION_EVENTS=1"]),
      ("ios/Runner/Info.plist", Self.calendarsOnly),
    ])
    let finding = try #require(findings.first { $0.ruleID == "deprecated-purpose-key" })
    #expect(finding.severity == .error)
    #expect(
      "\(finding.location.path):\(finding.location.line):\(finding.location.column)" == "ios/Runner/Info.plist:5:3")
    #expect(
      finding.message
        == "NSCalendarsUsageDescription alone does not work since iOS 17; add NSCalendarsFullAccessUsageDescription "
        + "or NSCalendarsWriteOnlyAccessUsageDescription to ios/Runner/Info.plist so that the permission can be "
        + "requested on iOS 17 and later. PERMISSION_EVENTS=1 in the Podfile asks for it.")
    #expect(finding.relatedLocations.map { "\($0.location.path):\($0.location.line)" } == ["ios/Podfile:6"])
  }

  @Test("native code that asks for Always keeps the legacy Always key an error")
  func nativeAlwaysRequest() async throws {
    let findings = await Self.lint([
      (
        "App/Info.plist",
        Self.plist(
          """
            <key>NSLocationWhenInUseUsageDescription</key>
            <string>Shows the stops near you.</string>
            <key>NSLocationAlwaysUsageDescription</key>
            <string>Alerts you when your stop is near, even while the app is closed.</string>

          """)
      ),
      ("App/Alerts.swift", "func start(_ manager: CLLocationManager) {\n  manager.requestAlwaysAuthorization()\n}\n"),
    ])
    let finding = try #require(findings.first { $0.ruleID == "deprecated-purpose-key" })
    #expect(finding.severity == .error)
    #expect(finding.message.hasSuffix(" requestAlwaysAuthorization in the app's code asks for it."))
    #expect(
      finding.relatedLocations.map { "\($0.location.path):\($0.location.line):\($0.location.column)" } == [
        "App/Alerts.swift:2:11"
      ])
  }

  @Test("a legacy Always key alone, nothing asks for Always: one warning, to remove it, and no least-privilege finding")
  func legacyAlwaysAloneIsOneFinding() async throws {
    let findings = await Self.lint([
      (
        "App/Info.plist",
        Self.plist(
          """
            <key>NSLocationWhenInUseUsageDescription</key>
            <string>Shows the offices near you.</string>
            <key>NSLocationAlwaysUsageDescription</key>
            <string>Shows the offices near you.</string>

          """)
      )
    ])
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(finding.ruleID == "deprecated-purpose-key")
    #expect(finding.severity == .warning)
    #expect("\(finding.location.path):\(finding.location.line):\(finding.location.column)" == "App/Info.plist:5:3")
    #expect(
      finding.message
        == "NSLocationAlwaysUsageDescription alone does nothing since iOS 11, and nothing permlint scanned asks "
        + "for Always location: remove it, or, if the app or a library it ships uses Always location, add "
        + "NSLocationAlwaysAndWhenInUseUsageDescription to App/Info.plist.")
  }
}
