@_spi(Testing) import PermlintKit
import Testing

/// permission_handler's Always location macro points to the When-In-Use macro first when the
/// Dart code never asks for Always; ITMS-90683 is worded as what happens (a report by email
/// after upload processing), from rules/store-outcomes.yml; a Bonjour type with a trailing dot
/// gets the documented form.
@Suite("permission_handler location macro, store wording, Bonjour trailing dot")
struct StoreWordingAndBonjourTests {
  static func lint(_ rule: Rule, _ files: [(String, String)]) async -> [Finding] {
    await Linter(rules: [rule]).lint(files: files.map { SourceFile(path: $0.0, text: $0.1) }).findings
  }

  static let pubspec = ("pubspec.yaml", "name: rider\ndependencies:\n  permission_handler: ^11.3.1\n")
  static let podfile = TestDocuments.permissionHandlerPodfile(["PERMISSION_LOCATION=1"])
  static let plist = (
    "ios/Runner/Info.plist",
    """
    <plist version="1.0">
    <dict>
      <key>NSLocationWhenInUseUsageDescription</key>
      <string>Shows the deliveries near you.</string>
    </dict>
    </plist>
    """
  )

  @Test("PERMISSION_LOCATION=1 with only When-In-Use in Dart: replace it with PERMISSION_LOCATION_WHENINUSE=1 first")
  func whenInUseMacroFirst() async throws {
    let findings = await Self.lint(
      .permissionHandlerPurposeString,
      [
        Self.pubspec, Self.podfile, Self.plist,
        ("lib/map.dart", "void f() { Permission.locationWhenInUse.request(); }\n"),
      ])
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(finding.ruleID == "permission-handler-purpose-string")
    #expect(finding.severity == .error)
    #expect("\(finding.location.path):\(finding.location.line):\(finding.location.column)" == "ios/Podfile:6:9")
    #expect(
      finding.message
        == "PERMISSION_LOCATION=1 compiles permission_handler's location API, requestAlwaysAuthorization included, "
        + "into the app, but ios/Runner/Info.plist has no NSLocationAlwaysAndWhenInUseUsageDescription; App Store "
        + "Connect reports ITMS-90683 (Missing purpose string in Info.plist) by email once it has processed the "
        + "upload. The Dart code names only Permission.locationWhenInUse: replace the macro with "
        + "PERMISSION_LOCATION_WHENINUSE=1 (permission_handler_apple 9.4.3 and later; earlier versions ignore it), "
        + "which leaves the Always request out. If the app needs Always, add the key with a reason instead.")
  }

  @Test("Dart asks for Permission.locationAlways: the key is what is missing")
  func alwaysInDart() async throws {
    let findings = await Self.lint(
      .permissionHandlerPurposeString,
      [Self.pubspec, Self.podfile, Self.plist, ("lib/map.dart", "void f() { Permission.locationAlways.request(); }\n")])
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect("\(finding.location.path):\(finding.location.line):\(finding.location.column)" == "ios/Podfile:6:9")
    #expect(
      finding.message
        == "PERMISSION_LOCATION=1 compiles permission_handler's location API into the app, but ios/Runner/Info.plist "
        + "has no NSLocationAlwaysAndWhenInUseUsageDescription; App Store Connect reports ITMS-90683 (Missing purpose "
        + "string in Info.plist) by email once it has processed the upload. Add it with a reason, or remove the macro "
        + "if the app never asks.")
  }

  @Test("a Bonjour type with a trailing dot: a note that gives the documented form")
  func bonjourTrailingDot() async throws {
    let findings = await Self.lint(
      .malformedBonjourService,
      [
        (
          "App/Info.plist",
          """
          <plist version="1.0">
          <dict>
            <key>NSLocalNetworkUsageDescription</key>
            <string>Finds the printers on your network to print your tickets.</string>
            <key>NSBonjourServices</key>
            <array>
              <string>_ipp._tcp</string>
              <string>_lnp._tcp.</string>
            </array>
          </dict>
          </plist>
          """
        )
      ])
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(finding.ruleID == "malformed-bonjour-service")
    // Not known to fail: a note (found judging localsend, af0416b, where it was a warning).
    #expect(finding.severity == .note)
    #expect("\(finding.location.path):\(finding.location.line):\(finding.location.column)" == "App/Info.plist:8:5")
    #expect(
      finding.message
        == "'_lnp._tcp.' in NSBonjourServices ends in a dot; Apple documents service types without it (`_ipp._tcp`, "
        + "`_myservice._udp`) and does not say whether iOS matches the dotted form. Write it as `_lnp._tcp`.")
  }
}
