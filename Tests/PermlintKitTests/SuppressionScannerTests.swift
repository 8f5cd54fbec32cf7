import PermlintTestSupport
import Testing

@_spi(Testing) @testable import PermlintKit

/// Suppression comments and `ignore:` globs, below the command line.
@Suite("Suppression comments and ignore globs")
struct SuppressionScannerTests {
  static func suppressed(_ path: String, _ text: String, rule: String = "short-purpose-string") async -> [String] {
    let report = await Linter().lint(files: [SourceFile(path: path, text: text)])
    return report.suppressed.filter { $0.ruleID == rule }.map {
      "\($0.location.line) \($0.suppression?.justification ?? "")"
    }
  }

  @Test("above a <key>, the comment covers the key and a multi-line value; stacked comments both apply")
  func plistKeyAndValue() async {
    let plist = """
      <plist version="1.0">
      <dict>
        <!-- permlint-disable-next-line placeholder-purpose-string: replaced at build time -->
        <!-- permlint-disable-next-line short-purpose-string: approved -->
        <key>NSCameraUsageDescription</key>
        <string>
      Scan
        </string>
      </dict>
      </plist>
      """
    let report = await Linter().lint(files: [SourceFile(path: "Info.plist", text: plist)])
    #expect(report.suppressed.map { "\($0.ruleID)@\($0.location.line)" }.contains("short-purpose-string@6"))
    #expect(!report.findings.contains { $0.ruleID == "short-purpose-string" })
  }

  @Test("permlint-disable … permlint-enable covers the lines between; an unclosed block runs to the end")
  func blocks() {
    let manifest = """
      <manifest xmlns:android="http://schemas.android.com/apk/res/android">
        <!-- permlint-disable uncapped-legacy-permission, unclaimed-android-permission: the API 28 build -->
        <uses-permission android:name="android.permission.BLUETOOTH" />
        <uses-permission android:name="android.permission.BLUETOOTH_ADMIN" />
        <!-- permlint-enable uncapped-legacy-permission -->
        <uses-permission android:name="android.permission.READ_EXTERNAL_STORAGE" />
        <!-- permlint-disable play-restricted-permission: reviewed with Play -->
        <uses-permission android:name="android.permission.READ_CALL_LOG" />
      </manifest>
      """
    let found = InlineSuppressionScanner.scan(
      SourceFile(path: "app/src/main/AndroidManifest.xml", text: manifest), kind: .androidManifest)
    #expect(
      found.map {
        "\($0.location.line):\($0.location.column) \($0.ruleIDs.joined(separator: ",")) \($0.lines) \($0.reason)"
      }
        == [
          "2:8 uncapped-legacy-permission,unclaimed-android-permission 2...5 the API 28 build",
          "7:8 play-restricted-permission 7...9 reviewed with Play",
        ])
  }

  @Test("permlint-disable-file covers every line of the file; a directive name is a whole word")
  func fileLevel() async {
    let plist = """
      <plist version="1.0">
      <!-- permlint-disable-file short-purpose-string: the kiosk build's plist, texts set by MDM -->
      <dict>
        <key>NSCameraUsageDescription</key>
        <string>Scan</string>
        <key>NSMicrophoneUsageDescription</key>
        <string>Talk</string>
      </dict>
      </plist>
      """
    #expect(
      await Self.suppressed("Info.plist", plist) == [
        "5 the kiosk build's plist, texts set by MDM", "7 the kiosk build's plist, texts set by MDM",
      ])
    let swift = "// permlint-disablement of a feature\n// permlint-enabled\nlet x = 1\n"
    #expect(InlineSuppressionScanner.scan(SourceFile(path: "App/A.swift", text: swift), kind: .nativeSource) == [])
  }

  @Test("a comment that only mentions the syntax, or a /// documentation comment, holds no directive")
  func mentionsAreNotDirectives() {
    let swift = """
      /// A `permlint-disable-next-line` or `permlint-disable-line` comment in an input file.
      /// // permlint-disable-line purpose-key-for-deployment-target: an example in documentation
      // See permlint-disable-line in the docs.
      let url = "https://example.com" // permlint-disable-line settings-unreachable-in-code: opens Settings itself
      """
    let found = InlineSuppressionScanner.scan(
      SourceFile(path: "App/Docs.swift", text: swift), kind: .nativeSource)
    #expect(
      found.map { "\($0.location.line):\($0.location.column) \($0.ruleIDs)" }
        == ["4:36 [\"settings-unreachable-in-code\"]"])
  }

  @Test("a directive outside a comment, or in another file, suppresses nothing")
  func onlyInComments() async {
    let plist = """
      <plist version="1.0">
      <dict>
        <key>NSCameraUsageDescription</key>
        <string>permlint-disable-line short-purpose-string: not a comment</string>
      </dict>
      </plist>
      """
    #expect(await Self.suppressed("Info.plist", plist) == [])
  }

  @Test("globs: * within a folder, ** across folders, a trailing / for everything below")
  func globs() {
    let location = FileLocation(path: ".permlint.yml", line: 1, column: 1)
    func covers(_ pattern: String, _ path: String) -> Bool {
      IgnoreEntry(ruleID: "r", path: pattern, subject: nil, reason: "x", location: location).covers(path: path)
    }
    #expect(covers("**/Info.plist", "Info.plist"))
    #expect(covers("**/Info.plist", "ios/App/Info.plist"))
    #expect(covers("ios/*/Info.plist", "ios/App/Info.plist"))
    #expect(!covers("ios/*/Info.plist", "ios/App/Sub/Info.plist"))
    #expect(covers("ios/", "ios/App/Info.plist"))
    #expect(covers("./ios/**", "ios/App/Info.plist"))
    #expect(!covers("ios/**", "android/app/src/main/AndroidManifest.xml"))
    #expect(covers("ios/App/Info.plis?", "ios/App/Info.plist"))
  }

  @Test("globs agree with a brute-force matcher on every short pattern and path")
  func globsAgreeWithReference() {
    // Every pattern of up to 4 symbols over a small alphabet, against every path of up to 4.
    let symbols = ["*", "**", "?", "a", "/"]
    var patterns = [""]
    for _ in 0..<4 { patterns += patterns.flatMap { p in symbols.map { p + $0 } } }
    var paths = [""]
    for _ in 0..<4 { paths += paths.flatMap { p in ["a", "b", "/"].map { p + $0 } } }
    for pattern in Set(patterns) where !pattern.hasSuffix("/") && !pattern.hasPrefix("./") {
      for path in Set(paths) {
        #expect(
          PathGlob.matches(pattern, path) == Self.reference(Array(pattern), 0, Array(path), 0),
          "\(pattern) ~ \(path)")
      }
    }
  }

  /// The backtracking matcher the glob used to be: right, but exponential on hostile patterns.
  static func reference(_ pattern: [Character], _ p: Int, _ path: [Character], _ s: Int) -> Bool {
    if p == pattern.count { return s == path.count }
    if pattern[p] == "*" {
      let crosses = p + 1 < pattern.count && pattern[p + 1] == "*"
      let next = crosses ? p + 2 : p + 1
      if crosses, next < pattern.count, pattern[next] == "/", reference(pattern, next + 1, path, s) { return true }
      var index = s
      while true {
        if reference(pattern, next, path, index) { return true }
        guard index < path.count, crosses || path[index] != "/" else { return false }
        index += 1
      }
    }
    guard s < path.count else { return false }
    if pattern[p] == "?" { return path[s] != "/" && reference(pattern, p + 1, path, s + 1) }
    return pattern[p] == path[s] && reference(pattern, p + 1, path, s + 1)
  }

  @Test("a hostile ignore pattern cannot hang a run: eight ** terms on a long path that fails late")
  func hostileGlob() {
    let pattern = String(repeating: "**a", count: 8) + "b"
    let path = String(repeating: "a", count: 60)
    let clock = ContinuousClock()
    let start = clock.now
    for _ in 0..<100 { #expect(!PathGlob.matches(pattern, path)) }
    // Backtracking took over a minute for one call; the bound is generous for a loaded machine.
    #expect(clock.now - start < .seconds(5))
    #expect(PathGlob.matches(pattern, path + "b"))
  }

  @Test("an ignore entry's key matches any part of a finding's subject")
  func subjects() {
    let location = FileLocation(path: "a", line: 1, column: 1)
    let entry = IgnoreEntry(ruleID: "r", path: nil, subject: "ACCESS_FINE_LOCATION", reason: "x", location: location)
    func finding(_ subject: String) -> Finding {
      Finding(ruleID: "r", severity: .error, message: "", location: location, stableKey: subject)
    }
    #expect(entry.covers(finding("android.permission.ACCESS_FINE_LOCATION")))
    #expect(entry.covers(finding("ACCESS_FINE_LOCATION>ACCESS_COARSE_LOCATION")))
    #expect(!entry.covers(finding("ACCESS_COARSE_LOCATION")))
  }
}
