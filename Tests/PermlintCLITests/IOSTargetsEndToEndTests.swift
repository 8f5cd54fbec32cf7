import Foundation
import PermlintTestSupport
import Testing

/// Lints projects shaped as Xcode builds them, through the built binary: only what a target
/// uses, each product type and platform judged by its own rules, locales parsed as Apple
/// parses them, and one finding per cause.
@Suite("iOS targets, platforms and locales, end to end")
struct IOSTargetsEndToEndTests {
  @Test("an app, an Intents extension, a widget, a watch app, a test bundle, a macOS app and an unused plist")
  func targets() throws {
    let result = try PermlintBinary.run([], in: "ios-targets")
    #expect(
      try IOSKeySourcesEndToEndTests.findings(in: "ios-targets") == [
        // ja (knownRegions, and ja.lproj/Localizable.strings: the UI is Japanese) translates no
        // purpose string: one finding for it. Camera is translated in pt_BR and zh_Hans (an XML
        // property list); en_AU is English; ko is in knownRegions too, but only the Intents
        // extension has ko files; fr is in knownRegions alone, with no files, so iOS never
        // shows the app in French.
        "Shop/Shop-Info.plist:7:2 missing-localized-purpose-string",
        "Shop/Shop-Info.plist:9:2 missing-localized-purpose-string",
        // Once for the app: the Always key, the app's and the watch app's background mode.
        "Shop/Shop-Info.plist:11:2 least-privilege-location",
        "Shop/Shop-Info.plist:11:2 missing-localized-purpose-string",
        // The widget is linted as a shipped bundle.
        "ShopWidget/Info.plist:8:2 placeholder-purpose-string",
      ])
    // The Intents extension and the companion watch app use the host app's When-In-Use key;
    // the macOS app has no When-In-Use, and Google Cast's app-id subtype is valid.
    #expect(!result.stdout.contains("ShopIntents/"))
    #expect(!result.stdout.contains("ShopWatch/"))
    #expect(!result.stdout.contains("ShopMac/"))
    // Plists no target names are listed once each, not linted.
    #expect(!result.stdout.contains("sv.lproj"))
    #expect(!result.stdout.contains("ShopTests/"))
    #expect(
      result.stderr.contains(
        "permlint: note: Shop/sv.lproj/Shop-Info.plist: not used by any target: no INFOPLIST_FILE in "
          + "Shop.xcodeproj/project.pbxproj names this Info.plist"))
    #expect(result.stderr.contains("permlint: note: ShopTests/Info.plist: not used by any target"))
    #expect(
      result.stdout.contains("NSLocationWhenInUseUsageDescription has no translation in 2 locales (pt_BR, zh_Hans)"))
    #expect(result.stdout.contains("the app ships 1 locale (ja) with none of its purpose strings"))
    #expect(!result.stdout.contains("'AU'"))
    #expect(!result.stdout.contains("ko"))
    #expect(!result.stdout.contains("fr,") && !result.stdout.contains("fr)"))
    #expect(
      result.stdout.contains(
        "(NSLocationAlwaysAndWhenInUseUsageDescription, UIBackgroundModes 'location'), but no feature map"))
    #expect(result.stderr.contains("1 error, 4 warnings"))
  }

  @Test("20 empty InfoPlist.strings and CFBundleLocalizations without translations: one finding, 22 related locations")
  func untranslated() throws {
    #expect(
      try IOSKeySourcesEndToEndTests.findings(in: "ios-untranslated") == [
        "ios/Runner/Info.plist:14:2 missing-localized-purpose-string"
      ])
    let result = try PermlintBinary.run([], in: "ios-untranslated")
    #expect(result.stdout.contains("the app ships 22 locales (ar, cs, da, de, el, es, fi, fr, he, hu and 12 more)"))
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "permlint-untranslated-\(UUID().uuidString).sarif")
    defer { try? FileManager.default.removeItem(at: output) }
    _ = try PermlintBinary.run(["--format", "sarif", "--output", output.path], in: "ios-untranslated")
    let sarif = try String(contentsOf: output, encoding: .utf8)
    #expect(try SARIFSchemaValidator.violations(in: sarif) == [])
    let json = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
    let results = try #require((json["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    #expect(results.count == 1)
    let related = try #require(results.first?["relatedLocations"] as? [[String: Any]])
    #expect(related.count == 22)
    let uris = related.compactMap {
      (($0["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String
    }
    #expect(uris.first == "ios/Runner/ar.lproj/InfoPlist.strings")
    // Locales declared only in CFBundleLocalizations point at their entry.
    #expect(uris.last == "ios/Runner/Info.plist")
  }
}
