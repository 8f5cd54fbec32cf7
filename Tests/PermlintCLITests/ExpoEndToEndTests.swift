import Foundation
import PermlintTestSupport
import Testing

/// Lints Expo apps through the built binary: the purpose strings and permissions prebuild
/// would write, each at its line and column in app.json.
@Suite("Expo app configs, end to end")
struct ExpoEndToEndTests {
  /// `path:line:col rule` for every finding.
  static func findings(in fixture: String) throws -> [String] {
    try PermlintBinary.lint(fixture: fixture).findings
  }

  @Test("ios.infoPlist, plugin options and defaults, android permissions and blocked ones")
  func managedApp() throws {
    #expect(
      try Self.findings(in: "expo-managed") == [
        "app.json:8:9 expo-plugin-override",
        "app.json:9:9 expo-plugin-override",
        "app.json:10:39 placeholder-purpose-string",
        "app.json:18:45 vague-purpose-string",
        // expo-location writes its default Always texts when the options leave them out.
        "app.json:19:8 least-privilege-location",
        "app.json:19:8 vague-purpose-string",
        "app.json:19:8 vague-purpose-string",
        // expo-media-library adds the legacy storage permissions and a default photos text.
        "app.json:20:7 uncapped-legacy-permission",
        "app.json:20:7 uncapped-legacy-permission",
        "app.json:20:7 vague-purpose-string",
      ])
    let result = try PermlintBinary.run([], in: "expo-managed")
    // Blocked, and the camera plugin's microphone text turned off: neither is reported.
    #expect(!result.stdout.contains("RECORD_AUDIO"))
    #expect(!result.stdout.contains("NSMicrophoneUsageDescription"))
  }

  @Test("an app.config.ts is not evaluated: one note says how to hand permlint the evaluated config")
  func dynamicConfig() throws {
    let result = try PermlintBinary.run([], in: "expo-dynamic")
    #expect(try Self.findings(in: "expo-dynamic") == ["app.config.ts:1:1 expo-config-scope"])
    #expect(result.stdout.contains("npx expo config --json --type prebuild > expo-config.json"))
  }

  @Test("an app.config.js with literal values is read as written, and replaces app.json beside it")
  func literalCodeConfig() throws {
    #expect(
      try Self.findings(in: "expo-literal") == [
        "app.config.js:8:39 vague-purpose-string",
        "app.config.js:11:16 play-restricted-permission",
        "app.config.js:11:55 placeholder-purpose-string",
      ])
  }

  @Test("committed native folders ship: both are linted, with one note; the same text in both is one finding")
  func nativeFolders() throws {
    #expect(
      try Self.findings(in: "expo-native") == [
        "app.json:2:11 expo-config-scope",
        "ios/Rider/Info.plist:5:3 vague-purpose-string",
        // NSCameraUsageDescription says the same in app.json: one finding, app.json related.
        "ios/Rider/Info.plist:7:3 vague-purpose-string",
      ])
    let sarif = try PermlintBinary.run(["--format", "sarif"], in: "expo-native").stdout
    let object = try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any]
    let results = (object?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]] ?? []
    let camera = results.first {
      (($0["message"] as? [String: Any])?["text"] as? String)?.hasPrefix("NSCamera") == true
    }
    let related = camera?["relatedLocations"] as? [[String: Any]] ?? []
    let uris = related.compactMap {
      (($0["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String
    }
    #expect(uris == ["app.json"])
  }

  @Test(
    "the target API of an Expo app: expo-build-properties, else the template of the Expo SDK in package.json, said as an assumption"
  )
  func targetFromBuildPropertiesOrSDK() throws {
    let result = try PermlintBinary.run([], in: "expo-sdk-target")
    #expect(
      LintOutcome(result).findings == [
        "props/app.json:6:23 uncapped-legacy-permission", "sdk/app.json:6:23 uncapped-legacy-permission",
      ])
    #expect(
      result.stdout.contains(
        "the app targets API 34 (expo-build-properties android.targetSdkVersion 34 at props/app.json:9:68)"))
    #expect(
      result.stdout.contains(
        "the app targets API 35 (targetSdkVersion 35 (assumed: the prebuild template of Expo SDK 53, react-native "
          + "0.79, sets it, https://expo.dev/changelog/sdk-53; set expo-build-properties android.targetSdkVersion to "
          + "state it) at sdk/package.json:4:13)"))
  }
}
