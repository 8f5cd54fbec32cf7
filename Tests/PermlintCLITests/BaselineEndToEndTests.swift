import Foundation
@_spi(Testing) import PermlintKit
import PermlintTestSupport
import Testing

/// Adopting permlint on an existing app: write a baseline, edit above a baselined finding,
/// fix one, add one.
@Suite("Baseline, end to end")
struct BaselineEndToEndTests {
  /// A scratch project removed afterwards.
  final class Project {
    let root: URL

    init(_ files: [String: String]) throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent("permlint-baseline-\(UUID().uuidString)")
      for (path, text) in files { try write(path, text) }
    }

    func write(_ path: String, _ text: String) throws {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }

    func read(_ path: String) throws -> String {
      try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    func run(_ arguments: [String]) throws -> ProcessRunner.Result {
      try ProcessRunner.run(PermlintBinary.url.path, arguments, in: root)
    }

    deinit { try? FileManager.default.removeItem(at: root) }
  }

  static let plist = """
    <plist version="1.0">
    <dict>
      <key>NSCameraUsageDescription</key>
      <string>Camera</string>
      <key>NSContactsUsageDescription</key>
      <string>TODO</string>
    </dict>
    </plist>
    """
  static let manifest = """
    <manifest xmlns:android="http://schemas.android.com/apk/res/android">
      <uses-permission android:name="android.permission.READ_SMS" />
    </manifest>
    """

  @Test("written, still matched after edits above, fixed ones listed and strict, new ones reported, SARIF states")
  func adoption() throws {
    let project = try Project([
      "ios/App/Info.plist": Self.plist, "android/app/src/main/AndroidManifest.xml": Self.manifest,
    ])
    let before = try project.run([])
    #expect(before.status == 1)

    let written = try project.run(["--write-baseline", "permlint-baseline.json"])
    #expect(written.status == 0)
    #expect(
      written.stderr.hasSuffix(
        "permlint: wrote 3 findings to permlint-baseline.json; run with --baseline permlint-baseline.json to report "
          + "only new ones\n"))
    let baseline = try Baseline.decode(Data(try project.read("permlint-baseline.json").utf8), path: "b")
    #expect(
      baseline.findings.map { "\($0.path):\($0.line) \($0.rule) \($0.subject)" } == [
        "android/app/src/main/AndroidManifest.xml:2 play-restricted-permission READ_SMS",
        "ios/App/Info.plist:4 short-purpose-string NSCameraUsageDescription",
        "ios/App/Info.plist:6 placeholder-purpose-string NSContactsUsageDescription",
      ])

    // Lines added above every baselined finding: matched by rule, file and subject, not line.
    try project.write("ios/App/Info.plist", Self.plist.replacingOccurrences(of: "<dict>\n", with: "<dict>\n\n\n"))
    try project.write(
      "android/app/src/main/AndroidManifest.xml",
      Self.manifest.replacingOccurrences(of: "\">\n", with: "\">\n  <!-- moved -->\n\n"))
    let moved = try project.run(["--baseline", "permlint-baseline.json"])
    #expect(moved.status == 0)
    #expect(moved.stdout == "")
    #expect(moved.stderr == "permlint: 2 files checked, 0 errors, 0 warnings, 0 notes, 3 in the baseline\n")

    // One fixed: listed; --strict-baseline fails so the baseline only shrinks.
    try project.write(
      "ios/App/Info.plist",
      Self.plist.replacingOccurrences(
        of: "<string>TODO</string>", with: "<string>Finds your friends among your contacts to share a ride.</string>"))
    let fixed = try project.run(["--baseline", "permlint-baseline.json"])
    #expect(fixed.status == 0)
    #expect(
      fixed.stderr.contains(
        "permlint: 2 files checked, 0 errors, 0 warnings, 0 notes, 2 in the baseline, 1 fixed since the baseline\n"
          + "permlint: fixed: ios/App/Info.plist: [placeholder-purpose-string] (NSContactsUsageDescription) "))
    let strict = try project.run(["--baseline", "permlint-baseline.json", "--strict-baseline"])
    #expect(strict.status == 1)
    #expect(strict.stderr.contains("(--strict-baseline fails until then)"))

    // One added: reported, and fails.
    try project.write(
      "android/app/src/main/AndroidManifest.xml",
      Self.manifest.replacingOccurrences(
        of: "</manifest>", with: "  <uses-permission android:name=\"android.permission.READ_CALL_LOG\" />\n</manifest>")
    )
    let added = try project.run(["--baseline", "permlint-baseline.json", "--fail-on", "warning"])
    #expect(added.status == 1)
    let addedLines: [String] = added.stdout.split(separator: "\n").map { line in
      let place = String(line.split(separator: " ")[0])
      let rule = String(line.split(separator: "[").last ?? "")
      return "\(place) \(rule)"
    }
    #expect(addedLines == ["android/app/src/main/AndroidManifest.xml:3:20: play-restricted-permission]"])

    let sarif = try project.run(["--baseline", "permlint-baseline.json", "--format", "sarif"])
    let results = try SARIFResults(sarif.stdout)
    #expect(
      results.entries.map(\.description) == [
        "android/app/src/main/AndroidManifest.xml:2 play-restricted-permission baseline(unchanged)",
        "android/app/src/main/AndroidManifest.xml:3 play-restricted-permission baseline(new)",
        "ios/App/Info.plist:4 short-purpose-string baseline(unchanged)",
      ])
    // A fixed finding opens no alert: GitHub ignores a result's `kind: pass`, so it is a note
    // of the run instead.
    #expect(results.notifications.count == 1)
    #expect(
      results.notifications.first?.hasPrefix(
        "note ios/App/Info.plist:6 Fixed since the baseline: [placeholder-purpose-string] NSContactsUsageDescription")
        == true, "\(results.notifications)")
    #expect(try SARIFSchemaValidator.violations(in: sarif.stdout) == [])
  }

  @Test("a baseline that is missing or not a baseline is a usage error naming the file")
  func badBaseline() throws {
    let project = try Project(["ios/App/Info.plist": Self.plist, "base.json": "{\"findings\": 3}"])
    let missing = try project.run(["--baseline", "none.json"])
    #expect(missing.status == 2)
    #expect(
      missing.stderr == "permlint: error: cannot read --baseline none.json; write one with --write-baseline none.json\n"
    )
    let wrong = try project.run(["--baseline", "base.json"])
    #expect(wrong.status == 2)
    #expect(wrong.stderr.hasPrefix("permlint: error: base.json is not a permlint baseline ("))
    let strictAlone = try project.run(["--strict-baseline"])
    #expect(strictAlone.status == 2)
  }
}
