import Foundation
@_spi(Testing) import PermlintKit
import PermlintTestSupport
import Testing

/// Suppression comments in every input kind that has comments, and `.permlint.yml`'s
/// `ignore:` for the rest, through the built binary.
@Suite("Suppressions, end to end")
struct SuppressionEndToEndTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var fixture: String
    /// `uri:line rule suppressed(kind@line: justification)` for each suppressed result.
    var suppressed: [String]
    var summary: String
    var testDescription: String { fixture }
  }

  static let cases: [Case] = [
    Case(
      fixture: "native",
      suppressed: [
        // An XML comment above a multi-line <uses-permission> covers its attribute line.
        "android/app/src/main/AndroidManifest.xml:7 play-restricted-permission suppressed(inSource@5: "
          + "launcher app; Play declaration approved 2024-05-02)",
        // Above a <key>, the comment covers the key and its value.
        "ios/App/Info.plist:9 short-purpose-string suppressed(inSource@7: approved wording for the Japanese launch)",
        "ios/App/Info.plist:10 unclaimed-purpose-string suppressed(inSource@10: voice notes ship in 2.1)",
        "permlint.yml:23 settings-redirect suppressed(inSource@22: "
          + "the charger's own screen offers a PIN instead of the camera)",
      ],
      summary: "3 files checked, 6 errors, 4 warnings, 0 notes; 1 fixable with --fix, 4 suppressed"),
    Case(
      fixture: "pbxproj",
      suppressed: [
        "Tracker.xcodeproj/project.pbxproj:104 build-variable-purpose-string suppressed(inSource@103: "
          + "kiosk build; the display name is the whole prompt)"
      ],
      summary: "2 files checked, 3 errors, 0 warnings, 0 notes, 1 suppressed"),
    Case(
      fixture: "xcconfig",
      suppressed: [
        "ios/Config/Scanner.xcconfig:8 short-purpose-string suppressed(inSource@7: "
          + "approved copy, matches the App Store screenshots)"
      ],
      summary: "3 files checked, 0 errors, 1 warning, 0 notes, 1 suppressed"),
    Case(
      fixture: "gradle",
      suppressed: [
        "app/build.gradle.kts:14 missing-android-permission suppressed(inSource@13: "
          + "alerts ship disabled until 2.1 adds POST_NOTIFICATIONS)"
      ],
      summary: "4 files checked, 2 errors, 2 warnings, 1 note; 2 fixable with --fix, 1 suppressed"),
    Case(
      fixture: "strings",
      suppressed: [
        // A UTF-16 .strings file.
        "ios/Runner/de.lproj/InfoPlist.strings:5 missing-purpose-string suppressed(inSource@4: "
          + "German location copy is with the translators)"
      ],
      summary: "4 files checked, 1 error, 2 warnings, 0 notes, 1 suppressed"),
    Case(
      fixture: "xcstrings",
      suppressed: [
        // JSON has no comments: `.permlint.yml`'s `ignore:` by rule, path glob and key.
        "ios/Guide/InfoPlist.xcstrings:14 placeholder-purpose-string suppressed(external@2: "
          + "The German catalog is replaced by the translators' export before release.)"
      ],
      summary: "3 files checked, 0 errors, 4 warnings, 0 notes, 1 suppressed"),
  ]

  @Test("each suppression form is kept in SARIF with its kind and reason, and counted", arguments: cases)
  func suppressionForms(_ testCase: Case) throws {
    let fixture = "suppressions/\(testCase.fixture)"
    let sarif = try PermlintBinary.run(["--format", "sarif"], in: fixture)
    let results = try SARIFResults(sarif.stdout)
    #expect(results.suppressed.map(\.description) == testCase.suppressed)
    #expect(try SARIFSchemaValidator.violations(in: sarif.stdout) == [])
    let text = try PermlintBinary.run([], in: fixture)
    #expect(text.stderr.hasPrefix("permlint: \(testCase.summary)\n"), "\(text.stderr)")
    for entry in results.suppressed {
      let reported = text.stdout.split(separator: "\n").contains {
        $0.hasPrefix("\(entry.uri):\(entry.line):") && $0.hasSuffix("[\(entry.rule)]")
      }
      #expect(!reported, "\(entry) is reported in text")
    }
  }

  @Test("a suppression without a reason suppresses nothing and is reported; so is one that suppresses nothing")
  func reasonsAndUnused() throws {
    let native = try PermlintBinary.run([], in: "suppressions/native")
    let lines = native.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }
    #expect(
      lines.contains(
        "ios/App/Info.plist:12:8: warning: this suppression of 'placeholder-purpose-string' gives no reason, so it "
          + "suppresses nothing; write why after a colon: `permlint-disable-next-line placeholder-purpose-string: "
          + "<reason>` [suppression-without-reason]"))
    #expect(
      lines.contains { $0.hasPrefix("ios/App/Info.plist:14:3: error:") && $0.hasSuffix("[placeholder-purpose-string]") }
    )
    #expect(
      lines.contains(
        "android/app/src/main/AndroidManifest.xml:8:8: warning: this suppression suppresses nothing: no "
          + "'broad-media-access' finding on line 9; remove it or correct it [unused-suppression]"))
    let config = try PermlintBinary.run([], in: "suppressions/xcstrings")
    #expect(
      config.stdout.contains(
        ".permlint.yml:6:5: warning: this `ignore:` entry for 'missing-localized-purpose-string' gives no "
          + "`reason:`, so it suppresses nothing; add one [suppression-without-reason]"))
    #expect(
      config.stdout.contains(
        ".permlint.yml:8:5: warning: this `ignore:` entry suppresses nothing: no 'reused-purpose-string' finding "
          + "in files matching 'ios/Guide/InfoPlist.xcstrings'; remove it or correct it [unused-suppression]"))
  }

  @Test("an unknown key or rule in an `ignore:` entry is a configuration error")
  func ignoreEntryErrors() throws {
    let (result, config) = try PermlintBinary.runWithConfiguration(
      "ignore:\n  - rule: setings-redirect\n    reason: x\n")
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "\(config):2:11: error: unknown rule 'setings-redirect' (did you mean 'settings-redirect'?)\n")
    let (keyResult, key) = try PermlintBinary.runWithConfiguration(
      "ignore:\n  - rule: settings-redirect\n    resaon: x\n")
    #expect(
      keyResult.stderr.hasPrefix(
        "\(key):3:5: error: unknown key 'resaon' in an `ignore` entry (did you mean 'reason'?)"))
  }
}
