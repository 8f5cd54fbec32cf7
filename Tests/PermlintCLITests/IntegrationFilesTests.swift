import Foundation
@_spi(Testing) import PermlintKit
import PermlintTestSupport
import Testing

/// The files through which other tools run permlint: the GitHub Action, the pre-commit hook
/// and the SwiftPM command plugin.
@Suite("GitHub Action, pre-commit hook and SwiftPM plugin")
struct IntegrationFilesTests {
  private func yaml(_ path: String) throws -> YAMLNode {
    let text = try String(contentsOf: PackagePaths.path(path), encoding: .utf8)
    let document = try YAMLParser.parse(SourceFile(path: path, text: text))
    #expect(document.problems.isEmpty)
    return try #require(document.root)
  }

  private final class Folder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("permlint-action-\(UUID().uuidString)")
    init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    deinit { try? FileManager.default.removeItem(at: url) }
  }

  @Test("action.yml: a composite action with the documented inputs, SARIF upload (category permlint) and a job summary")
  func actionStructure() throws {
    let action = try yaml("action.yml")
    #expect(action["runs"]?["using"]?.string == "composite")
    let inputPairs = try #require(action["inputs"]?.mapping)
    let inputs = inputPairs.compactMap { $0.key.string }
    for input in ["paths", "fail-on", "baseline", "config", "sarif-file", "upload-sarif", "version", "args"] {
      #expect(inputs.contains(input), "input \(input)")
    }
    let steps = try #require(action["runs"]?["steps"]?.sequence)
    let upload = try #require(
      steps.first { $0["uses"]?.string?.hasPrefix("github/codeql-action/upload-sarif@") == true })
    #expect(upload["uses"]?.string == "github/codeql-action/upload-sarif@v4")
    #expect(upload["with"]?["category"]?.string == "permlint")
    #expect(upload["with"]?["sarif_file"]?.string == "${{ steps.lint.outputs.sarif-file }}")
    let lint = try #require(steps.first { $0["id"]?.string == "lint" })
    #expect(lint["run"]?.string == "\"$GITHUB_ACTION_PATH/Scripts/github-action.sh\"")
    // Every input reaches the lint step, under the name the script reads.
    let environment = try #require(lint["env"]?.mapping)
    let script = try String(contentsOf: PackagePaths.path("Scripts/github-action.sh"), encoding: .utf8)
    for pair in environment {
      let name = try #require(pair.key.string)
      #expect(script.contains("${\(name)"), "Scripts/github-action.sh reads \(name)")
    }
    for input in ["paths", "fail-on", "baseline", "config", "sarif-file", "args"] {
      #expect(environment.contains { $0.value.string == "${{ inputs.\(input) }}" }, "input \(input) reaches the script")
    }
    // A release is installed by the script that checks its checksum, and only then is
    // nothing built.
    let install = try #require(steps.first { $0["id"]?.string == "release" })
    #expect(install["if"]?.string == "inputs.version != ''")
    #expect(install["run"]?.string?.contains("Scripts/install-release.sh\" \"$VERSION\"") == true)
    let build = try #require(steps.first { $0["name"]?.string == "Build permlint" })
    #expect(build["if"]?.string?.hasPrefix("(inputs.version == '' || steps.release.outputs.build == 'true')") == true)
    // Findings fail the job only after the upload.
    let failIndex = try #require(steps.firstIndex { $0["if"]?.string == "steps.lint.outputs.exit-code == '1'" })
    let uploadIndex = try #require(steps.firstIndex { $0["uses"]?.string == "github/codeql-action/upload-sarif@v4" })
    #expect(uploadIndex < failIndex)
    // Scripts the action runs exist and are executable.
    for script in [
      "Scripts/github-action.sh", "Scripts/build-release.sh", "Scripts/setup.sh", "Scripts/install-release.sh",
    ] {
      #expect(FileManager.default.isExecutableFile(atPath: PackagePaths.path(script).path), "\(script)")
    }
  }

  @Test("the action's lint command runs: annotations, a valid SARIF file, the job summary and the exit status")
  func actionCommandRuns() throws {
    let folder = try Folder()
    try Data("# earlier step\n".utf8).write(to: URL(fileURLWithPath: folder.path("summary.md")))
    try Data().write(to: URL(fileURLWithPath: folder.path("output")))
    var environment = ProcessInfo.processInfo.environment
    environment["PERMLINT"] = PermlintBinary.url.path
    environment["INPUT_PATHS"] = "."
    environment["INPUT_FAIL_ON"] = "error"
    environment["INPUT_BASELINE"] = ""
    environment["INPUT_CONFIG"] = ""
    environment["INPUT_SARIF_FILE"] = folder.path("permlint.sarif")
    environment["GITHUB_STEP_SUMMARY"] = folder.path("summary.md")
    environment["GITHUB_OUTPUT"] = folder.path("output")
    environment["RUNNER_TEMP"] = folder.url.path
    let result = try ProcessRunner.run(
      "/usr/bin/env", ["bash", PackagePaths.path("Scripts/github-action.sh").path],
      in: PermlintBinary.fixture("courier"),
      environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.split(separator: "\n").filter { $0.hasPrefix("::error file=") }.count == 4)
    let sarif = try String(contentsOfFile: folder.path("permlint.sarif"), encoding: .utf8)
    #expect(try SARIFSchemaValidator.violations(in: sarif) == [])
    let summary = try String(contentsOfFile: folder.path("summary.md"), encoding: .utf8)
    #expect(summary.hasPrefix("# earlier step\n## permlint\n"))
    let output = try String(contentsOfFile: folder.path("output"), encoding: .utf8)
    #expect(output == "exit-code=1\nsarif-file=\(folder.path("permlint.sarif"))\n")
  }

  @Test("the action's args input reaches permlint, split at spaces and new lines")
  func actionArgs() throws {
    let folder = try Folder()
    // A stand-in for permlint that records its arguments.
    let fake = folder.path("permlint")
    try Data("#!/usr/bin/env bash\nprintf '%s\\n' \"$@\" > \"$(dirname \"$0\")/arguments\"\n".utf8).write(
      to: URL(fileURLWithPath: fake))
    #expect(chmod(fake, 0o755) == 0)
    var environment = ProcessInfo.processInfo.environment
    environment["PERMLINT"] = fake
    environment["INPUT_PATHS"] = "."
    environment["INPUT_ARGS"] = "--android-variant release\n--jobs 2"
    environment["INPUT_SARIF_FILE"] = folder.path("p.sarif")
    environment["RUNNER_TEMP"] = folder.url.path
    let result = try ProcessRunner.run(
      "/usr/bin/env", ["bash", PackagePaths.path("Scripts/github-action.sh").path], in: folder.url,
      environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    let arguments = try String(contentsOfFile: folder.path("arguments"), encoding: .utf8)
    #expect(arguments.hasSuffix("--android-variant\nrelease\n--jobs\n2\n"), "\(arguments)")
  }

  @Test("install-release.sh installs a release whose checksum matches, and refuses one that does not")
  func installRelease() throws {
    #if os(Linux) && arch(x86_64)
      let folder = try Folder()
      let assets = folder.url.appendingPathComponent("download/v1.2.3")
      try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
      let staged = folder.url.appendingPathComponent("stage")
      try FileManager.default.createDirectory(at: staged, withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: PermlintBinary.url, to: staged.appendingPathComponent("permlint"))
      let tar = try ProcessRunner.run(
        "/usr/bin/env",
        [
          "tar", "-czf", assets.appendingPathComponent("permlint-linux-x86_64.tar.gz").path, "-C", staged.path,
          "permlint",
        ])
      #expect(tar.status == 0)
      let sum = try ProcessRunner.run(
        "/usr/bin/env", ["sha256sum", "permlint-linux-x86_64.tar.gz"], in: assets)
      try Data(sum.stdout.utf8).write(to: assets.appendingPathComponent("permlint-linux-x86_64.tar.gz.sha256"))
      var environment = ProcessInfo.processInfo.environment
      environment["PERMLINT_RELEASES"] = "file://\(folder.url.path)"
      let script = PackagePaths.path("Scripts/install-release.sh").path
      let destination = folder.path("bin/permlint")
      let installed = try ProcessRunner.run(
        "/usr/bin/env", ["bash", script, "v1.2.3", destination], environment: environment)
      #expect(installed.status == 0, "\(installed.stderr)")
      #expect(FileManager.default.isExecutableFile(atPath: destination))
      // A checksum that does not match installs nothing.
      try Data("0000  permlint-linux-x86_64.tar.gz\n".utf8).write(
        to: assets.appendingPathComponent("permlint-linux-x86_64.tar.gz.sha256"))
      let refused = try ProcessRunner.run(
        "/usr/bin/env", ["bash", script, "1.2.3", folder.path("other/permlint")], environment: environment)
      #expect(refused.status == 1)
      #expect(refused.stderr.contains("does not match its checksum"), "\(refused.stderr)")
      #expect(!FileManager.default.fileExists(atPath: folder.path("other/permlint")))
      let missing = try ProcessRunner.run(
        "/usr/bin/env", ["bash", script, "9.9.9", folder.path("other/permlint")], environment: environment)
      #expect(missing.status == 1)
      #expect(missing.stderr.contains("could not download"))
    #endif
  }

  @Test("the action's paths input takes one path per line")
  func actionPathsPerLine() throws {
    let folder = try Folder()
    var environment = ProcessInfo.processInfo.environment
    environment["PERMLINT"] = PermlintBinary.url.path
    environment["INPUT_PATHS"] = "ios\npermlint.yml\n"
    environment["INPUT_FAIL_ON"] = "never"
    environment["INPUT_SARIF_FILE"] = folder.path("p.sarif")
    environment["GITHUB_OUTPUT"] = folder.path("output")
    let result = try ProcessRunner.run(
      "/usr/bin/env", ["bash", PackagePaths.path("Scripts/github-action.sh").path],
      in: PermlintBinary.fixture("courier"),
      environment: environment)
    #expect(result.status == 0)
    #expect(result.stderr.contains("2 files checked"), "\(result.stderr)")
    #expect(!result.stdout.contains("file=android/"))
  }

  @Test(".pre-commit-hooks.yaml: language swift, `permlint pre-commit` with the staged files, one serial run")
  func preCommit() throws {
    let hooks = try #require(try yaml(".pre-commit-hooks.yaml").sequence)
    let hook = try #require(hooks.first { $0["id"]?.string == "permlint" })
    #expect(hook["language"]?.string == "swift")
    #expect(hook["entry"]?.string == "permlint pre-commit")
    #expect(hook["require_serial"]?.bool == true)
    #expect(hook["pass_filenames"]?.bool == true)
    // No `files:` pattern to fall behind the registry: the command decides.
    #expect(hook["files"] == nil)
  }

  @Test("permlint pre-commit lints the whole project when a staged file is one it reads, else does nothing")
  func preCommitCommand() throws {
    let folder = try Folder()
    let plist = """
      <plist version="1.0"><dict>
        <key>NSCameraUsageDescription</key><string>Scan the parcel's code to confirm its delivery.</string>
      </dict></plist>
      """
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("ios/Runner"), withIntermediateDirectories: true)
    try Data(plist.utf8).write(to: folder.url.appendingPathComponent("ios/Runner/Info.plist"))
    // The feature map claims no camera, so the Info.plist's camera key is unclaimed: a run
    // over the whole project reports it at the Info.plist, whichever file is staged.
    try Data("features:\n  voice-note: { requires: [microphone] }\n".utf8).write(
      to: folder.url.appendingPathComponent("permlint.yml"))
    try Data("# Readme\n".utf8).write(to: folder.url.appendingPathComponent("README.md"))
    let unrelated = try ProcessRunner.run(PermlintBinary.url.path, ["pre-commit", "README.md"], in: folder.url)
    #expect(unrelated.status == 0)
    #expect(unrelated.stdout == "" && unrelated.stderr == "")
    for staged in ["permlint.yml", ".permlint.yml"] {
      let result = try ProcessRunner.run(
        PermlintBinary.url.path, ["pre-commit", "--fail-on", "warning", "README.md", staged], in: folder.url)
      #expect(result.status == 1, "\(staged)")
      #expect(result.stdout.hasPrefix("ios/Runner/Info.plist:2:3: warning: "), "\(result.stdout)")
      #expect(result.stdout.contains("[unclaimed-purpose-string]"))
    }
  }

  @Test("the SwiftPM command plugin is declared with the verb permlint and reports through diagnostics")
  func plugin() throws {
    let manifest = try String(contentsOf: PackagePaths.path("Package.swift"), encoding: .utf8)
    #expect(manifest.contains(".plugin(name: \"PermlintPlugin\", targets: [\"PermlintPlugin\"])"))
    #expect(manifest.contains("verb: \"permlint\""))
    let source = try String(
      contentsOf: PackagePaths.path("Plugins/PermlintPlugin/PermlintPlugin.swift"), encoding: .utf8)
    // The plugin reads the JSON report; the fields it reads must be in the schema.
    #expect(source.contains("\"--report\", \"json="))
    let schema = try String(contentsOf: PackagePaths.path("Docs/schema/permlint-report.schema.json"), encoding: .utf8)
    for field in ["findings", "location", "file", "line", "message", "ruleId", "severity"] {
      #expect(source.contains("\"\(field)\"") && schema.contains("\"\(field)\""), "\(field)")
    }
    #expect(source.contains("Diagnostics.error(") && source.contains("Diagnostics.warning("))
  }
}
