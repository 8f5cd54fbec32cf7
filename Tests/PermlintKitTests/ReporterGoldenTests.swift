import Foundation
@_spi(Testing) import PermlintKit
import PermlintTestSupport
import Testing

/// Each reporter's output for one fixed report is compared byte for byte with a golden file.
/// Set `PERMLINT_RECORD_GOLDENS=1` to rewrite the golden files after an intended change.
@Suite("Reporter golden files")
struct ReporterGoldenTests {
  /// The files of the report, which the HTML report's excerpts are read from.
  static let files = [
    SourceFile(
      path: "permlint.yml",
      text: """
        app: Rider
        permissions: [camera, location]
        features:
          proof: { requires: [camera] }
          go-online: { requires: [location], flow: gate }
        flows:
          gate:
            start: check
            states:
              check: { action: check, on: { granted: run, blocked: stuck } }
              stuck: { screen: { primary: { en: OK } }, on: { primary: done } }
              done: { action: cancel }
              run: { action: run-feature }
        """),
    SourceFile(
      path: "ios/Rider App/Info.plist",
      text: """
        <plist version="1.0">
        <dict>
          <key>NSLocationWhenInUseUsageDescription</key>
          <string>Ihr Standort zeigt Aufträge in Ihrer Nähe, 100% lokal.</string>
          <key>NSLocationAlwaysAndWhenInUseUsageDescription</key>
          <string>Tracks the route.</string>
        </dict>
        </plist>
        """),
    // Two locales lack the same key: one finding, each locale file a related location.
    SourceFile(
      path: "ios/Rider App/de.lproj/InfoPlist.strings",
      text: "\"NSLocationWhenInUseUsageDescription\" = \"Zeigt Aufträge in Ihrer Nähe.\";\n"),
    SourceFile(
      path: "ios/Rider App/fr.lproj/InfoPlist.strings",
      text: "\"NSLocationWhenInUseUsageDescription\" = \"Affiche les missions près de vous.\";\n"),
    SourceFile(path: "android/app/src/main/AndroidManifest.xml", text: "<manifest>\n  <oops>\n</manifest>\n"),
  ]

  /// The HTML report reading its excerpts from `files`.
  static let html = Reporter.html { path in
    files.first { $0.path == path }.map { String(decoding: $0.bytes, as: UTF8.self) }
  }

  static func report() async -> LintReport {
    let inMemory = await Linter().lint(files: files)
    var report = LintReport(
      findings: inMemory.findings,
      notifications: [
        ToolNotification(path: "ios/Broken/Info.plist", message: "file could not be read; skipped", severity: .error)
      ],
      rules: inMemory.rules, fileCount: inMemory.fileCount)
    report.apps = inMemory.apps
    return report
  }

  /// Where `%SRCROOT%` is in the golden SARIF log.
  static let rootURI = "file:///work/rider/"

  static let goldens: [(file: String, reporter: Reporter)] = [
    ("report.txt", .text),
    ("report.github.txt", .github),
    ("report.sarif", .sarif(rootURI: rootURI)),
    ("report.json", .json),
    ("report.gitlab.json", .gitlab),
    ("report.junit.xml", .junit),
    ("report.checkstyle.xml", .checkstyle),
    (
      "report.md",
      .markdown(
        fileURL: Reporter.gitHubFileURL(server: "https://github.com", repository: "acme/rider", commit: "abc123"))
    ),
    ("report.xcode.txt", .xcode(root: "/work/rider")),
    ("report.html", html),
  ]

  @Test("output matches the golden file", arguments: 0..<goldens.count)
  func golden(_ index: Int) async throws {
    let (name, reporter) = Self.goldens[index]
    let output = reporter.render(await Self.report())
    let url = PackagePaths.path("Tests/PermlintKitTests/Golden/\(name)")
    if ProcessInfo.processInfo.environment["PERMLINT_RECORD_GOLDENS"] == "1" {
      try Data(output.utf8).write(to: url)
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(output == expected, "rerun with PERMLINT_RECORD_GOLDENS=1 if the change is intended")
  }

  @Test("the SARIF log validates against the official SARIF 2.1.0 schema")
  func sarifIsValid() async throws {
    let output = Reporter.sarif(rootURI: "file:///work/rider/").render(await Self.report())
    #expect(try SARIFSchemaValidator.violations(in: output) == [])
  }

  @Test("SARIF carries what GitHub code scanning needs")
  func sarifContents() async throws {
    let output = Reporter.sarif(rootURI: "file:///work/rider/").render(await Self.report())
    let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    let runs = try #require(json["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let run = runs[0]
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.map { $0["id"] as? String } == RuleRegistry.all.map(\.id))
    for rule in rules {
      #expect(rule["helpUri"] != nil && rule["fullDescription"] != nil && rule["help"] != nil)
    }
    let results = try #require(run["results"] as? [[String: Any]])
    for result in results {
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
      #expect((result["partialFingerprints"] as? [String: String])?["permlint/v1"] != nil)
    }
    let uris = results.compactMap {
      ((($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"]
        as? [String: Any])?["uri"] as? String
    }
    #expect(uris.contains("ios/Rider%20App/Info.plist"))
    #expect(results.contains { $0["codeFlows"] != nil })
  }
}
