import PermlintTestSupport
import Testing

@testable import PermlintKit

/// `missing-purpose-string` on keys that other keys and background modes need: one finding
/// per missing key, at its first cause, whatever number of causes need it.
@Suite("missing-purpose-string: one finding per missing key")
struct MissingPurposeStringCausesTests {
  /// A plist whose `entries` are keys with a string or an array of strings, one line each
  /// from line 3, at column 3.
  static func plist(_ entries: [(String, [String]?)]) -> String {
    let body = entries.map { key, values in
      let value =
        values.map { "<array>\($0.map { "<string>\($0)</string>" }.joined())</array>" } ?? "<string>x</string>"
      return "  <key>\(key)</key>\(value)"
    }
    return "<plist version=\"1.0\">\n<dict>\n\(body.joined(separator: "\n"))\n</dict>\n</plist>\n"
  }

  static func lint(_ files: [(String, String)]) async -> [Finding] {
    await Linter(rules: [.missingPurposeString]).lint(files: files.map { SourceFile(path: $0.0, text: $0.1) })
      .findings
  }

  /// A finding as `path:line:column severity [stable key] message`, then its related locations.
  static func describe(_ finding: Finding) -> [String] {
    ["\(finding.location) \(finding.severity) [\(finding.stableKey)] \(finding.message)"]
      + finding.relatedLocations.map { "  related \($0.location): \($0.message)" }
  }

  static let always = "NSLocationAlwaysAndWhenInUseUsageDescription"
  static let modes = ("UIBackgroundModes", ["location", "bluetooth-central", "bluetooth-peripheral"] as [String]?)

  @Test("Always location and the location background mode: one error at the Always key, the mode related")
  func companionAndBackgroundMode() async {
    let findings = await Self.lint([("ios/App/Info.plist", Self.plist([(Self.always, nil), Self.modes]))])
    let expected: [String] = [
      "ios/App/Info.plist:3:3 error [NSLocationAlwaysAndWhenInUseUsageDescription>NSLocationWhenInUseUsageDescription] "
        + "NSLocationAlwaysAndWhenInUseUsageDescription needs NSLocationWhenInUseUsageDescription as well; without "
        + "it iOS ignores the location request. Add NSLocationWhenInUseUsageDescription to ios/App/Info.plist. It "
        + "is also needed by background mode 'location'.",
      "  related ios/App/Info.plist:4:38: background mode 'location' needs NSLocationWhenInUseUsageDescription",
      "ios/App/Info.plist:4:63 error [UIBackgroundModes.bluetooth-central>NSBluetoothAlwaysUsageDescription] "
        + "background modes 'bluetooth-central' and 'bluetooth-peripheral' use a permission that needs "
        + "NSBluetoothAlwaysUsageDescription; add it to ios/App/Info.plist.",
    ]
    #expect(findings.flatMap(Self.describe) == expected)
    // One fix, to add the key once.
    #expect(
      findings[0].fix?.edits.map(\.replacement) == [
        "<key>NSLocationWhenInUseUsageDescription</key>\n  <string>TODO</string>\n  "
      ])
  }

  @Test("three causes of one missing key: one finding, the two others related, in the order they were found")
  func threeCauses() async {
    let plist = Self.plist([
      ("UIBackgroundModes", ["location"]), ("NSLocationAlwaysUsageDescription", nil), (Self.always, nil),
    ])
    let findings = await Self.lint([("ios/App/Info.plist", plist)])
    let expected: [String] = [
      "ios/App/Info.plist:4:3 error [NSLocationAlwaysUsageDescription>NSLocationWhenInUseUsageDescription] "
        + "NSLocationAlwaysUsageDescription needs NSLocationWhenInUseUsageDescription as well; without it iOS "
        + "ignores the location request. Add NSLocationWhenInUseUsageDescription to ios/App/Info.plist. It is also "
        + "needed by NSLocationAlwaysAndWhenInUseUsageDescription and background mode 'location'.",
      "  related ios/App/Info.plist:5:3: NSLocationAlwaysAndWhenInUseUsageDescription needs "
        + "NSLocationWhenInUseUsageDescription",
      "  related ios/App/Info.plist:3:38: background mode 'location' needs NSLocationWhenInUseUsageDescription",
    ]
    #expect(findings.flatMap(Self.describe) == expected)
  }

  @Test("a key one cause needs keeps that cause's finding and stable key, with no related location")
  func singleCauses() async {
    let findings = await Self.lint([
      ("ios/App/Info.plist", Self.plist([("UIBackgroundModes", ["location", "bluetooth-central"])]))
    ])
    let expected: [String] = [
      "ios/App/Info.plist:3:38 error [UIBackgroundModes.location>NSLocationWhenInUseUsageDescription] "
        + "background mode 'location' uses a permission that needs NSLocationWhenInUseUsageDescription; add it to "
        + "ios/App/Info.plist.",
      "ios/App/Info.plist:3:63 error [UIBackgroundModes.bluetooth-central>NSBluetoothAlwaysUsageDescription] "
        + "background mode 'bluetooth-central' uses a permission that needs NSBluetoothAlwaysUsageDescription; add "
        + "it to ios/App/Info.plist.",
    ]
    #expect(findings.flatMap(Self.describe) == expected)
  }

  @Test("an extension whose host app lacks the key too: one note at the extension, the mode related")
  func extensionHostLacks() async {
    let app = ("ios/App/Info.plist", Self.plist([("CFBundleName", nil)]))
    let widget = Self.plist([("NSExtension", nil), (Self.always, nil), ("UIBackgroundModes", ["location"])])
    // The feature map makes the folder one app, whose main bundle is the app's.
    let map = ("permlint.yml", "app: Tracker\npermissions: []\n")
    let findings = await Self.lint([map, app, ("ios/Widget/Info.plist", widget)])
    let expected: [String] = [
      "ios/Widget/Info.plist:4:3 note [NSLocationAlwaysAndWhenInUseUsageDescription>NSLocationWhenInUseUsageDescription] "
        + "NSLocationAlwaysAndWhenInUseUsageDescription needs NSLocationWhenInUseUsageDescription as well; without "
        + "it iOS ignores the location request. Add NSLocationWhenInUseUsageDescription to ios/Widget/Info.plist. "
        + "It is also needed by background mode 'location'. ios/Widget/Info.plist uses the location authorization "
        + "of its host app, which does not declare NSLocationWhenInUseUsageDescription either; add it to "
        + "ios/App/Info.plist.",
      "  related ios/Widget/Info.plist:5:38: background mode 'location' needs NSLocationWhenInUseUsageDescription",
    ]
    #expect(findings.flatMap(Self.describe) == expected)
    #expect(findings.allSatisfy { $0.fix == nil })
    // Where the host app declares the key, the extension uses it: nothing to report.
    let host = ("ios/App/Info.plist", Self.plist([("NSLocationWhenInUseUsageDescription", nil)]))
    #expect(await Self.lint([map, host, ("ios/Widget/Info.plist", widget)]).isEmpty)
  }
}
