import Foundation
import PermlintTestSupport
import Testing

/// Lints one fixture project for each place iOS purpose strings live, through the built
/// binary, and checks every finding's file, line, column and rule.
@Suite("iOS keys wherever they live, end to end")
struct IOSKeySourcesEndToEndTests {
  /// `path:line:col rule` for every finding, flow findings left out (these fixtures have no flows).
  static func findings(in fixture: String) throws -> [String] {
    // These tests are about where keys live; flow and claim rules are tested on their own.
    try PermlintBinary.lint(fixture: fixture).findings.filter { finding in
      !["settings-redirect", "unclaimed-purpose-string"].contains { finding.hasSuffix(" " + $0) }
    }
  }

  @Test("XML Info.plist: comments and multi-line strings are read as Xcode reads them")
  func xmlPlist() throws {
    #expect(
      try Self.findings(in: "ios-xml-plist") == [
        "ios/Courier/Info.plist:12:2 vague-purpose-string",
        "ios/Courier/Info.plist:14:2 precise-location-reduced",
        "ios/Courier/Info.plist:20:3 malformed-bonjour-service",
        "ios/Courier/Info.plist:23:2 placeholder-purpose-string",
      ])
  }

  @Test("binary Info.plist: findings sit at 1:1 of the file and name their key")
  func binaryPlist() throws {
    let result = try PermlintBinary.run([], in: "ios-binary-plist")
    #expect(
      try Self.findings(in: "ios-binary-plist") == [
        "ios/Legacy/Info.plist:1:1 deprecated-purpose-key",
        "ios/Legacy/Info.plist:1:1 placeholder-purpose-string",
        "permlint.yml:3:15 missing-purpose-string",
      ])
    #expect(result.stdout.contains("NSLocationAlwaysUsageDescription alone does not work since iOS 11"))
    #expect(!result.stdout.contains("malformed-file"))
  }

  @Test("InfoPlist.strings in UTF-16: comments, escapes, a blank translation, a missing key and a missing locale")
  func utf16Strings() throws {
    #expect(
      try Self.findings(in: "ios-strings-utf16") == [
        "ios/Runner/Info.plist:10:2 missing-localized-purpose-string",
        "ios/Runner/de.lproj/InfoPlist.strings:4:41 missing-purpose-string",
        "permlint.yml:3:19 missing-purpose-string-locale",
      ])
  }

  @Test("InfoPlist.xcstrings: a placeholder translation and a missing one, through variations")
  func stringCatalog() throws {
    #expect(
      try Self.findings(in: "ios-xcstrings") == [
        "ios/Guide/InfoPlist.xcstrings:14:23 placeholder-purpose-string",
        "ios/Guide/InfoPlist.xcstrings:25:5 missing-localized-purpose-string",
      ])
  }

  @Test("project.pbxproj build settings: GENERATE_INFOPLIST_FILE keys count, per configuration")
  func projectBuildSettings() throws {
    #expect(
      try Self.findings(in: "ios-pbxproj") == [
        "Tracker.xcodeproj/project.pbxproj:83:5 purpose-key-for-deployment-target",
        "Tracker.xcodeproj/project.pbxproj:102:5 purpose-key-for-deployment-target",
        "Tracker.xcodeproj/project.pbxproj:103:46 build-variable-purpose-string",
        "permlint.yml:3:34 missing-purpose-string",
      ])
  }

  @Test("xcconfig build settings: the file a target is based on, found through the project's groups")
  func xcconfigBuildSettings() throws {
    #expect(
      try Self.findings(in: "ios-xcconfig") == [
        "ios/Config/Scanner.xcconfig:7:48 short-purpose-string",
        "ios/Config/Scanner.xcconfig:8:1 local-network-bonjour",
      ])
  }
}
