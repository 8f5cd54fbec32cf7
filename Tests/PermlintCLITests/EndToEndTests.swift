import Foundation
@_spi(Testing) import PermlintKit
import PermlintTestSupport
import Testing

/// Runs the built binary on fixture projects and checks exit codes and exact locations.
@Suite("permlint command line")
struct EndToEndTests {
  @Test("each headline rule is reported at its exact file, line and column")
  func headlineRules() throws {
    #expect(
      try PermlintBinary.lint(fixture: "courier")
        == LintOutcome(
          status: 1,
          findings: [
            // The CRLF manifest's multi-line element: the attribute's own line, not the tag's.
            "android/app/src/main/AndroidManifest.xml:8:9 least-privilege-location",
            "ios/Courier/Info.plist:9:2 least-privilege-location",
            "permlint.yml:7:3 missing-purpose-string",
            "permlint.yml:37:7 settings-redirect",
          ]))
    let result = try PermlintBinary.run([], in: "courier")
    #expect(
      result.stdout.contains(
        """
            1. permlint.yml:35:7: check [check] --blocked-->
            2. permlint.yml:37:7: denied [show] --primary-->
            3. permlint.yml:42:7: back [cancel]: the flow ends here without opening Settings
        """))
    #expect(result.stderr.contains("3 files checked, 4 errors"))
  }

  @Test("Android: targetSdk only in build.gradle.kts, a CRLF manifest, and a debug-only manifest")
  func gradleApp() throws {
    var outcome = try PermlintBinary.lint(fixture: "gradle-app")
    outcome.findings.removeAll { $0.hasSuffix(" settings-redirect") }
    #expect(
      outcome
        == LintOutcome(
          status: 1,
          findings: [
            // POST_NOTIFICATIONS is declared only in src/debug: the need created by targetSdk 34
            // sits at the setting in build.gradle.kts (the commented-out one above it is ignored).
            "app/build.gradle.kts:13:9 missing-android-permission",
            // The attribute's own line in a multi-line element of a CRLF file.
            "app/src/main/AndroidManifest.xml:5:9 missing-companion-permission",
            "app/src/main/AndroidManifest.xml:6:22 uncapped-legacy-permission",
            "app/src/main/AndroidManifest.xml:9:9 broad-media-access",
            "app/src/main/AndroidManifest.xml:15:44 foreground-service-permission",
          ]))
    let result = try PermlintBinary.run([], in: "gradle-app")
    // The targetSdk these findings depend on is cited with its file, line and column.
    #expect(result.stdout.contains("(targetSdk 34 at app/build.gradle.kts:13:9)"))
    // SYSTEM_ALERT_WINDOW in src/debug is not reported, and neither is the removed CAMERA.
    #expect(!result.stdout.contains("SYSTEM_ALERT_WINDOW") && !result.stdout.contains("CAMERA"))
  }

  @Test("SARIF written with --output validates against the schema and keeps codeFlows")
  func sarifOutput() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "permlint-e2e-\(UUID().uuidString).sarif")
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try PermlintBinary.run(["--format", "sarif", "--output", output.path], in: "courier")
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    let sarif = try String(contentsOf: output, encoding: .utf8)
    #expect(try SARIFSchemaValidator.violations(in: sarif) == [])
    #expect(sarif.contains("\"codeFlows\""))
    #expect(sarif.contains("\"uri\" : \"android/app/src/main/AndroidManifest.xml\""))
    #expect(sarif.contains("\"startLine\" : 8"))
  }

  @Test("--fail-on sets the threshold for exit status 1")
  func failOn() throws {
    #expect(try PermlintBinary.run(["--fail-on", "never"], in: "courier").status == 0)
    #expect(try PermlintBinary.run(["--fail-on", "note"], in: "clean").status == 0)
    // The broken fixture has one error and one warning.
    #expect(try PermlintBinary.run(["--fail-on", "error"], in: "broken").status == 1)
  }

  @Test("a clean project prints nothing on standard output and exits 0")
  func clean() throws {
    let result = try PermlintBinary.run(["lint", "."], in: "clean")
    #expect(result.status == 0)
    #expect(result.stdout.isEmpty)
  }

  @Test("a malformed file is reported at the parser's location and other files are still linted")
  func malformedFile() throws {
    let result = try PermlintBinary.run([], in: "broken")
    #expect(
      result.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) } == [
        "android/app/src/main/AndroidManifest.xml:2:20:", "ios/App/Info.plist:6:8:",
      ])
  }

  @Test("a single file can be linted on its own")
  func singleFile() throws {
    let result = try PermlintBinary.run(["ios/Courier/Info.plist"], in: "courier")
    #expect(result.stdout.hasPrefix("ios/Courier/Info.plist:9:2: warning:"))
    #expect(result.status == 0)
  }

  @Test(
    "usage and configuration errors exit with status 2",
    arguments: [
      ["--no-such-flag"], ["--format", "xml"], ["--fail-on", "sometimes"], ["--config", "missing.yml"],
      ["does-not-exist"], ["--root", "does-not-exist"],
    ])
  func usageErrors(_ arguments: [String]) throws {
    let result = try PermlintBinary.run(arguments, in: "clean")
    #expect(result.status == 2)
    #expect(!result.stderr.isEmpty)
  }

  @Test("a configuration mistake names its file, line and column")
  func configurationError() throws {
    let (result, config) = try PermlintBinary.runWithConfiguration("rules:\n  setings-redirect: off\n")
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "\(config):2:3: error: unknown rule 'setings-redirect' (did you mean 'settings-redirect'?)\n")
  }

  @Test("a configuration value of the wrong shape is an error, not ignored")
  func configurationShape() throws {
    let (result, config) = try PermlintBinary.runWithConfiguration("exclude: {a: b}\n")
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("\(config):1:10: error:"))
  }

  @Test("a severity of the wrong shape says what was found")
  func severityShape() throws {
    let (result, config) = try PermlintBinary.runWithConfiguration("rules:\n  settings-redirect: [warning]\n")
    #expect(result.status == 2)
    #expect(result.stderr == "\(config):2:22: error: expected error, warning, note or off, found a list\n")
  }

  @Test("PATH and --output are relative to the current directory; --root only sets report paths")
  func relativePaths() throws {
    let output = "permlint-relative-\(UUID().uuidString).txt"
    let fixtures = PermlintBinary.fixture("")
    defer { try? FileManager.default.removeItem(at: fixtures.appendingPathComponent(output)) }
    let result = try ProcessRunner.run(
      PermlintBinary.url.path, ["--root", "courier", "--output", output, "courier/ios"], in: fixtures)
    #expect(result.status == 0)
    let text = try String(contentsOf: fixtures.appendingPathComponent(output), encoding: .utf8)
    #expect(text.hasPrefix("ios/Courier/Info.plist:9:2: warning:"))
  }

  @Test("purpose-string-min-words sets the short-purpose-string threshold, and must be a whole number")
  func minimumWords() throws {
    let (result, _) = try PermlintBinary.runWithConfiguration("purpose-string-min-words: 12\n")
    #expect(result.stdout.contains("[short-purpose-string]"))
    let (rejected, wrong) = try PermlintBinary.runWithConfiguration("purpose-string-min-words: many\n")
    #expect(rejected.status == 2)
    #expect(
      rejected.stderr.hasPrefix("\(wrong):1:27: error: `purpose-string-min-words` must be a whole number"))
  }

  @Test("configuration can turn a rule off")
  func configurationTurnsRuleOff() throws {
    let config = try TemporaryFile("rules:\n  least-privilege-location: off\n  settings-redirect: warning\n")
    let result = try PermlintBinary.run(["--config", config.url.path], in: "courier")
    #expect(!result.stdout.contains("least-privilege-location"))
    #expect(result.stdout.contains("permlint.yml:37:7: warning:"))
  }

  @Test("--version and --help exit 0")
  func versionAndHelp() throws {
    let version = try PermlintBinary.run(["--version"], in: "clean")
    #expect(version.status == 0)
    #expect(version.stdout == "\(PermlintInfo.version)\n")
    let help = try PermlintBinary.run(["--help"], in: "clean")
    #expect(help.status == 0)
    for subcommand in ["lint (default)", "rules", "explain", "init", "lsp"] {
      #expect(help.stdout.contains("\n  \(subcommand) "), "--help does not list \(subcommand)")
    }
  }

  @Test("lint --help explains every option, with the values of --format and --fail-on")
  func lintHelp() throws {
    let help = try PermlintBinary.run(["lint", "--help"], in: "clean")
    #expect(help.status == 0)
    let expected = [
      "--baseline", "--write-baseline", "--strict-baseline", "--fix", "--fix-unsafe", "--diff", "--format", "--output",
      "--report", "--config",
      "--fail-on", "--root", "--jobs", "--android-variant", "--color", "--quiet", "--statistics", "--watch",
      "--version",
      "--help",
    ]
    // Each option's line in the OPTIONS and BASELINE sections: `  --name <value>  Help text`,
    // or the help on the next line when the name is long.
    let lines = help.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var listed: [String] = []
    for (index, line) in lines.enumerated() {
      guard let match = line.firstMatch(of: #/^  (?:-\w, )?(--[a-z-]+)(?: <[^>]+>)?(.*)$/#) else { continue }
      listed.append(String(match.output.1))
      let text = match.output.2.trimmingCharacters(in: .whitespaces)
      let next = index + 1 < lines.count ? lines[index + 1].trimmingCharacters(in: .whitespaces) : ""
      #expect(!(text.isEmpty && next.isEmpty), "\(match.output.1) has no help text")
    }
    #expect(listed == expected, "a new option needs its help checked here")
    let flat = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(flat.contains("(values: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")))"))
    #expect(flat.contains("(values: \(FailThreshold.names.joined(separator: ", ")))"))
  }

  @Test("Docs/cli.md shows the usage error an unknown --format prints, as it is printed")
  func documentedUsageError() throws {
    let docs = try String(contentsOf: PackagePaths.path("Docs/cli.md"), encoding: .utf8)
    let start = try #require(docs.range(of: "$ permlint --format yaml\n"))
    let end = try #require(docs.range(of: "$ echo $?\n2\n", range: start.upperBound..<docs.endIndex))
    let result = try PermlintBinary.run(["--format", "yaml"], in: "clean")
    #expect(result.status == 2)
    #expect(String(docs[start.upperBound..<end.lowerBound]) == result.stderr)
  }

  @Test("a file that cannot be read makes the run exit 2, since it was not linted")
  func unreadableFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("permlint-fifo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // A FIFO cannot be read as a file, even by root.
    #expect(mkfifo(folder.appendingPathComponent("Info.plist").path, 0o600) == 0)
    let result = try ProcessRunner.run(PermlintBinary.url.path, ["."], in: folder)
    #expect(result.status == 2)
    #expect(result.stderr.contains("Info.plist: file could not be read; skipped"))
  }

  @Test("the order of PATH arguments does not change the output")
  func argumentOrder() throws {
    let forward = try PermlintBinary.run(["ios", "android"], in: "courier")
    let backward = try PermlintBinary.run(["android", "ios"], in: "courier")
    #expect(forward.stdout == backward.stdout)
    #expect(!forward.stdout.isEmpty)
  }

  @Test("output is byte-identical across runs")
  func deterministic() throws {
    let first = try PermlintBinary.run(["--format", "sarif"], in: "courier")
    let second = try PermlintBinary.run(["--format", "sarif"], in: "courier")
    #expect(first.stdout == second.stdout)
  }
}

/// A plugin or another tool that calls PermlintKit gets the same configuration, findings and
/// exit status as the command line.
@Suite("PermlintKit runs the command line's policy")
struct LibraryPolicyTests {
  @Test("configuration lookup, fail threshold and exit status agree with the binary")
  func sameAsBinary() async throws {
    let runs: [(String, [String])] = [
      ("courier", []), ("clean", []), ("courier", ["--fail-on", "never"]), ("suppressions/xcstrings", []),
    ]
    for (fixture, arguments) in runs {
      let root = PermlintBinary.fixture(fixture).resolvingSymlinksInPath().path
      let configuration = try Configuration.forLinting(paths: [root], root: root)
      let report = await Linter(configuration: configuration).lint(paths: [root], root: root)
      let commandLine = arguments.last.flatMap(FailThreshold.init(name:))
      let threshold = FailThreshold.resolved(commandLine: commandLine, configuration: configuration)
      let text = Reporter.reporter(for: .text, root: root).render(report)
      let binary = try PermlintBinary.run(arguments, in: fixture)
      let library = LintOutcome(status: ExitStatus.of(report, threshold: threshold).rawValue, textReport: text)
      #expect(library == LintOutcome(binary), "\(fixture) \(arguments)")
    }
  }
}
