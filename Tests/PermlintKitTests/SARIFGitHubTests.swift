import Foundation
import PermlintGenerators
@_spi(Testing) import PermlintKit
import PermlintTestSupport
import Testing

/// What GitHub code scanning shows of permlint's SARIF: each point here is one way an alert
/// could be dropped, merged, mistitled or badly highlighted.
@Suite("SARIF as GitHub displays it")
struct SARIFGitHubTests {
  private func run(_ report: LintReport) throws -> [String: Any] {
    let output = Reporter.sarif(rootURI: "file:///work/app/").render(report)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    return try #require((json["runs"] as? [[String: Any]])?.first)
  }

  private func rules(_ run: [String: Any]) throws -> [[String: Any]] {
    try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
  }

  private func results(_ run: [String: Any]) throws -> [[String: Any]] {
    try #require(run["results"] as? [[String: Any]])
  }

  private func region(_ result: [String: Any]) -> [String: Int]? {
    (((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"])
      as? [String: Int]
  }

  private static let emptyReport = LintReport(
    findings: [], notifications: [], rules: RuleRegistry.all.map(\.descriptor), fileCount: 0)

  @Test("problem.severity is error, warning or recommendation; a note-level rule is a recommendation")
  func problemSeverity() throws {
    let rules = try rules(try run(Self.emptyReport))
    for rule in rules {
      let properties = try #require(rule["properties"] as? [String: Any])
      let severity = try #require(properties["problem.severity"] as? String)
      #expect(["error", "warning", "recommendation"].contains(severity), "\(rule["id"] ?? "")")
      let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
      #expect(severity == (level == "note" ? "recommendation" : level), "\(rule["id"] ?? "")")
    }
    #expect(rules.contains { ($0["properties"] as? [String: Any])?["problem.severity"] as? String == "recommendation" })
  }

  @Test("fullDescription stays under GitHub's 1,024 characters; the whole rationale is in help")
  func descriptionLength() throws {
    let rules = try rules(try run(Self.emptyReport))
    for (rule, descriptor) in zip(rules, RuleRegistry.all.map(\.descriptor)) {
      let full = try #require((rule["fullDescription"] as? [String: String])?["text"])
      #expect(full.count < 1024, "\(descriptor.id): \(full.count)")
      #expect(!full.contains("`"), "\(descriptor.id)")
      let help = try #require((rule["help"] as? [String: String])?["text"])
      #expect(help.contains(descriptor.rationale.replacingOccurrences(of: "`", with: "'")), "\(descriptor.id)")
    }
    let longest = RuleRegistry.all.map(\.descriptor).max { $0.rationale.count < $1.rationale.count }
    #expect((longest?.rationale.count ?? 0) > 1024, "keep one rationale over the limit to exercise the cut")
  }

  @Test("help.markdown shows <TYPE> and <uses-permission> instead of letting GitHub strip them as tags")
  func markdownEscapes() throws {
    let rules = try rules(try run(Self.emptyReport))
    for rule in rules {
      let markdown = try #require((rule["help"] as? [String: String])?["markdown"])
      #expect(Self.rawTags(in: markdown) == [], "\(rule["id"] ?? "")")
    }
    let foreground = try #require(rules.first { $0["id"] as? String == "foreground-service-permission" })
    #expect(((foreground["help"] as? [String: String])?["markdown"])?.contains("FOREGROUND_SERVICE_\\<TYPE>") == true)
    #expect(MarkdownText.escapingHTML("a <uses-permission> and `<key>`") == "a \\<uses-permission> and `<key>`")
  }

  @Test("Docs/rules prose has no raw tags outside code")
  func documentationEscapes() throws {
    for page in RuleDocumentation.pages() {
      var prose = ""
      var inFence = false
      for line in page.contents.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("```") { inFence.toggle() } else if !inFence, !line.hasPrefix("<!--") { prose += line + "\n" }
      }
      #expect(Self.rawTags(in: prose) == [], "\(page.path)")
    }
  }

  /// `<word` outside code spans and not preceded by a backslash.
  static func rawTags(in markdown: String) -> [String] {
    var tags: [String] = []
    var inCode = false
    let characters = Array(markdown)
    for (index, character) in characters.enumerated() {
      if character == "`" { inCode.toggle() }
      guard !inCode, character == "<", index + 1 < characters.count, characters[index + 1].isLetter else { continue }
      if index > 0, characters[index - 1] == "\\" { continue }
      tags.append(String(characters[index..<min(characters.count, index + 20)]))
    }
    return tags
  }

  @Test("regions end where the key, attribute value or node ends, and omit the end when it is unknown")
  func regionEnds() async throws {
    let report = await ReporterGoldenTests.report()
    let found = try results(try run(report))
    let key = try #require(found.first { $0["ruleId"] as? String == "least-privilege-location" })
    // `<key>NSLocationAlwaysAndWhenInUseUsageDescription</key>` on line 5 from column 3.
    #expect(region(key) == ["startLine": 5, "startColumn": 3, "endLine": 5, "endColumn": 58])
    let permission = try #require(found.first { $0["ruleId"] as? String == "missing-purpose-string" })
    // `camera` in `permissions: [camera, location]`.
    #expect(region(permission) == ["startLine": 2, "startColumn": 15, "endLine": 2, "endColumn": 21])
    let unknown = LintReport(
      findings: [
        Finding(
          ruleID: "malformed-file", severity: .error, message: "m", location: .init(path: "a.yml", line: 2, column: 4))
      ], notifications: [], rules: [], fileCount: 1)
    #expect(region(try #require(try results(try run(unknown)).first)) == ["startLine": 2, "startColumn": 4])
  }

  @Test("SARIF columns are UTF-16 code units, so an emoji before the finding counts twice; text keeps code points")
  func utf16Columns() async throws {
    let files = [
      SourceFile(path: "permlint.yml", text: "app: Rider\npermissions: [location]\n"),
      SourceFile(
        path: "ios/App/Info.plist",
        text: """
          <plist version="1.0">
          <dict>
            <key>NSLocationWhenInUseUsageDescription</key><string>Shows jobs near you on the map.</string>
            <!-- 📍 --><key>NSLocationAlwaysAndWhenInUseUsageDescription</key><string>Tracks the route.</string>
          </dict>
          </plist>
          """),
    ]
    let report = await Linter().lint(files: files)
    let finding = try #require(report.findings.first { $0.ruleID == "least-privilege-location" })
    #expect(finding.location.description == "ios/App/Info.plist:4:13")
    #expect(Reporter.text.render(report).contains("ios/App/Info.plist:4:13: error:"))
    let run = try run(report)
    #expect(run["columnKind"] as? String == "utf16CodeUnits")
    let result = try #require(try results(run).first { $0["ruleId"] as? String == "least-privilege-location" })
    #expect(region(result) == ["startLine": 4, "startColumn": 14, "endLine": 4, "endColumn": 69])
  }

  @Test("two findings of one rule at one location are one result with both messages, not two merged alerts")
  func distinctResults() throws {
    let location = FileLocation(path: "permlint.yml", line: 3, column: 5)
    let report = LintReport(
      findings: [
        Finding(
          ruleID: "unhandled-outcome", severity: .warning, message: "state 'a' misses denied for 'camera'",
          location: location, stableKey: "a|camera"),
        Finding(
          ruleID: "unhandled-outcome", severity: .error, message: "state 'a' misses denied for 'location'",
          location: location, stableKey: "a|location"),
        Finding(
          ruleID: "screen-copy", severity: .error, message: "state 'a' has no message", location: location,
          stableKey: "a"),
      ], notifications: [], rules: RuleRegistry.all.map(\.descriptor), fileCount: 1)
    let found = try results(try run(report))
    #expect(found.count == 2)
    let merged = try #require(found.first { $0["ruleId"] as? String == "unhandled-outcome" })
    #expect(
      (merged["message"] as? [String: String])?["text"]
        == "State 'a' misses denied for 'camera'.\n\nState 'a' misses denied for 'location'.")
    #expect(merged["level"] as? String == "error")
    let fingerprints = found.compactMap { ($0["partialFingerprints"] as? [String: String])?["permlint/v1"] }
    #expect(Set(fingerprints).count == 2)
  }

  @Test("alert titles: a capital, a short first sentence, asides and URLs after it, no backticks")
  func titles() {
    #expect(
      PlainMessage.text("feature 'a' has no `flow:`; add one.") == "Feature 'a' has no 'flow:'. Add one.")
    #expect(
      PlainMessage.text(
        "ACCESS_BACKGROUND_LOCATION is needed from API 29 (targetSdk is unknown: no build.gradle); declare it.")
        == "ACCESS_BACKGROUND_LOCATION is needed from API 29. (targetSdk is unknown: no build.gradle) Declare it.")
    #expect(
      PlainMessage.text("purpose string is vague, see https://example.com/why")
        == "Purpose string is vague. https://example.com/why")
    #expect(
      PlainMessage.text("X is restricted on Play (policy, https://p.example), which matters (targetSdk 34): do Y")
        == "X is restricted on Play, which matters: do Y. (policy, https://p.example) (targetSdk 34)")
    // An identifier keeps its case.
    #expect(PlainMessage.text("android.permission.CAMERA is unused") == "android.permission.CAMERA is unused.")
    #expect(PlainMessage.text("malformed XML: tag mismatch") == "Malformed XML: tag mismatch.")
  }

  @Test("no plain-text field of the log holds a Markdown backtick")
  func noBackticksInPlainText() async throws {
    let output = Reporter.sarif(rootURI: "file:///work/app/").render(await ReporterGoldenTests.report())
    let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    var texts: [String] = []
    // Every "text" member (message, descriptions, help.text) is plain text; "markdown" is not.
    func collect(_ value: Any) {
      if let object = value as? [String: Any] {
        for (key, member) in object {
          if key == "text", let text = member as? String { texts.append(text) } else { collect(member) }
        }
      } else if let array = value as? [Any] {
        array.forEach(collect)
      }
    }
    collect(json)
    #expect(texts.count > 100)
    #expect(texts.filter { $0.contains("`") } == [])
  }

  @Test("Docs/ci.md uses upload-sarif v4 (v3 is deprecated in December 2026)")
  func ciDocumentation() throws {
    let text = try String(contentsOf: PackagePaths.path("Docs/ci.md"), encoding: .utf8)
    #expect(text.contains("github/codeql-action/upload-sarif@v4"))
    #expect(!text.contains("upload-sarif@v3"))
  }
}
