import PermlintTestSupport
import Testing

@Suite("Tracking SDKs and App Tracking Transparency, end to end")
struct TrackingEndToEndTests {
  /// The tracking findings of a fixture, as `file:line:col rule`.
  static func findings(in fixture: String) throws -> [String] {
    try PermlintBinary.lint(fixture: fixture).findings.filter { $0.hasSuffix(" tracking-without-authorization") }
  }

  @Test("a Flutter app locks appsflyer_sdk and google_mobile_ads without the tracking key: one warning at AppsFlyer")
  func flutterWithoutKey() throws {
    #expect(try Self.findings(in: "tracking-flutter") == ["pubspec.lock:9:14 tracking-without-authorization"])
    let result = try PermlintBinary.run([], in: "tracking-flutter")
    #expect(
      result.stdout.contains(
        "pubspec.lock:9:14: warning: appsflyer_sdk is a tracking SDK (also Google Mobile Ads), and the app has no "
          + "NSUserTrackingUsageDescription"))
    #expect(!result.stdout.contains("error:"))
  }

  @Test("a React Native app declares the key and ships Adjust, but its code never asks: a warning at the key")
  func reactNativeKeyWithoutRequest() throws {
    #expect(try Self.findings(in: "tracking-rn") == ["ios/Quiz/Info.plist:6:3 tracking-without-authorization"])
    let result = try PermlintBinary.run([], in: "tracking-rn")
    #expect(
      result.stdout.contains(
        "Info.plist:6:3: warning: The app declares NSUserTrackingUsageDescription and ships Adjust, Facebook SDK, but "
          + "nothing in its code asks for tracking authorization"))
  }

  @Test(
    "an Expo app: expo-tracking-transparency's plugin text is judged as a purpose string, and its request in code answers the SDKs"
  )
  func expoPluginText() throws {
    let lint = try PermlintBinary.lint(fixture: "tracking-expo")
    // No tracking finding: the code asks before AppsFlyer starts.
    #expect(lint.findings == ["app.json:7:66 placeholder-purpose-string"])
    let result = try PermlintBinary.run([], in: "tracking-expo")
    #expect(result.stdout.contains("app.json:7:66: error: NSUserTrackingUsageDescription is placeholder text ('todo')"))
  }
}
