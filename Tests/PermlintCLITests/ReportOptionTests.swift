import Foundation
@_spi(Testing) import PermlintKit
import PermlintTestSupport
import Testing

/// `--report FORMAT[=FILE]`: several reports from one run.
@Suite("Several reports in one run")
struct ReportOptionTests {
  private final class Folder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("permlint-reports-\(UUID().uuidString)")
    init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    deinit { try? FileManager.default.removeItem(at: url) }
  }

  @Test("text to standard output, SARIF and GitLab to files, from one lint with one summary")
  func threeReports() throws {
    let folder = try Folder()
    let result = try PermlintBinary.run(
      [
        "--report", "text", "--report", "sarif=\(folder.path("permlint.sarif"))", "--report",
        "gitlab=\(folder.path("gl-code-quality.json"))",
      ],
      in: "courier")
    #expect(result.status == 1)
    let textFindings = result.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }
    #expect(textFindings.count == 4)
    #expect(result.stderr.components(separatedBy: "files checked").count == 2, "one summary: \(result.stderr)")
    let sarif = try String(contentsOfFile: folder.path("permlint.sarif"), encoding: .utf8)
    #expect(try SARIFSchemaValidator.violations(in: sarif) == [])
    let sarifResults = try #require(
      ((try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])?["runs"] as? [[String: Any]])?
        .first?["results"] as? [[String: Any]])
    #expect(sarifResults.count == 4)
    let gitlab = try String(contentsOfFile: folder.path("gl-code-quality.json"), encoding: .utf8)
    #expect(
      try ReportSchemaValidator.jsonViolations(gitlab, schema: "Tests/Schemas/gitlab-code-quality.schema.json") == [])
    let issues = try #require(try JSONSerialization.jsonObject(with: Data(gitlab.utf8)) as? [[String: Any]])
    let checks: [String] = issues.compactMap { $0["check_name"] as? String }
    #expect(checks.count == 4)
  }

  @Test("--format and --output still work and combine with --report")
  func formatAndReport() throws {
    let folder = try Folder()
    let result = try PermlintBinary.run(
      ["--format", "json", "--output", folder.path("a.json"), "--report", "checkstyle"], in: "courier")
    #expect(result.status == 1)
    #expect(result.stdout.hasPrefix("<?xml"))
    let json = try String(contentsOfFile: folder.path("a.json"), encoding: .utf8)
    #expect(try ReportSchemaValidator.jsonViolations(json, schema: "Docs/schema/permlint-report.schema.json") == [])
  }

  @Test(
    "bad --report values are usage errors (status 2)",
    arguments: [
      ["--report", "xml"], ["--report", "sarif="], ["--report", "text", "--report", "github"],
      ["--report", "sarif=a.sarif", "--report", "gitlab=a.sarif"], ["--format", "text", "--report", "json"],
    ])
  func usage(_ arguments: [String]) throws {
    let result = try PermlintBinary.run(arguments, in: "clean")
    #expect(result.status == 2)
    #expect(!result.stderr.isEmpty)
    #expect(result.stdout.isEmpty)
  }

  @Test(
    "every format runs end to end",
    arguments: ["text", "sarif", "github", "json", "gitlab", "junit", "checkstyle", "markdown", "xcode"])
  func everyFormat(_ format: String) throws {
    let result = try PermlintBinary.run(["--format", format], in: "broken")
    #expect(result.status == 1)
    #expect(!result.stdout.isEmpty)
  }

  @Test("a report that cannot be written says why in the system's words, not a Cocoa error number")
  func unwritableReport() throws {
    let folder = try Folder()
    try Data("x".utf8).write(to: URL(fileURLWithPath: folder.path("file")))
    var cases = [
      (folder.url.path, "it is a folder"),
      (folder.path("file") + "/permlint.sarif", "\(folder.path("file")) is not a folder"),
      (folder.path("none") + "/permlint.sarif", "no folder \(folder.path("none"))"),
    ]
    // Root may write anywhere but in /sys, so that is where a refused folder is made.
    if FileManager.default.fileExists(atPath: "/sys/kernel") {
      cases.append(("/sys/kernel/permlint.sarif", "cannot create a file in /sys/kernel: Permission denied"))
    }
    for (output, reason) in cases {
      let result = try PermlintBinary.run(["--format", "sarif", "--output", output], in: "courier")
      #expect(result.status == 2)
      #expect(result.stderr.contains("permlint: error: cannot write report \(output): \(reason)\n"), "\(result.stderr)")
    }
    // A written report leaves no temporary file beside it.
    let written = try PermlintBinary.run(
      ["--format", "sarif", "--output", folder.path("permlint.sarif")], in: "courier")
    #expect(written.status == 1)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["file", "permlint.sarif"])
  }

  @Test("xcode paths are absolute under the root")
  func xcodeAbsolute() throws {
    let result = try PermlintBinary.run(["--format", "xcode"], in: "broken")
    let root = PermlintBinary.fixture("broken").resolvingSymlinksInPath().path
    #expect(result.stdout.hasPrefix(root + "/"))
  }
}
