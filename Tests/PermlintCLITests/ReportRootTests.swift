import Foundation
import PermlintTestSupport
import Testing

/// Which folder reported paths are relative to when the project is linted from another
/// folder: the files an Xcode project or a Gradle module names are found only when paths are
/// relative to a folder that holds the project.
@Suite("Report root")
struct ReportRootTests {
  /// A temporary folder outside any repository, with copies of fixtures and an empty folder
  /// `elsewhere` to run permlint from.
  private final class Scratch {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("permlint-root-\(UUID().uuidString)")
    var elsewhere: URL { url.appendingPathComponent("elsewhere") }

    init(fixtures: [String], under folder: String = "projects") throws {
      try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
      let projects = url.appendingPathComponent(folder)
      try FileManager.default.createDirectory(at: projects, withIntermediateDirectories: true)
      for fixture in fixtures {
        try FileManager.default.copyItem(
          at: PermlintBinary.fixture(fixture), to: projects.appendingPathComponent(fixture))
      }
    }

    func project(_ name: String, under folder: String = "projects") -> URL {
      url.appendingPathComponent(folder).appendingPathComponent(name)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
  }

  private static func run(_ arguments: [String], in directory: URL) throws -> ProcessRunner.Result {
    try ProcessRunner.run(PermlintBinary.url.path, arguments, in: directory)
  }

  @Test(
    "a project linted by its absolute path from another folder gives the findings, paths and messages of a run from inside it",
    arguments: ["ios-targets", "privacy-rn", "android-flutter", "expo-native", "native-ios", "gradle-conventions"])
  func fromElsewhere(_ fixture: String) throws {
    let scratch = try Scratch(fixtures: [fixture])
    let project = scratch.project(fixture)
    let inside = try Self.run(["--format", "json", "--fail-on", "never"], in: project)
    let outside = try Self.run(["--format", "json", "--fail-on", "never", project.path], in: scratch.elsewhere)
    #expect(outside.status == 0)
    #expect(!inside.stdout.isEmpty)
    #expect(outside.stdout == inside.stdout)
    #expect(!outside.stderr.contains("outside"))
  }

  @Test("an app below a configured folder outside any repository is reported, and excluded, as from that folder")
  func configuredFolder() throws {
    // proj/.permlint.yml excludes apps/one/vendored, relative to proj as a run from proj has it.
    let scratch = try Scratch(fixtures: ["clean"], under: "proj/apps")
    let proj = scratch.url.appendingPathComponent("proj")
    let app = proj.appendingPathComponent("apps/clean")
    try FileManager.default.copyItem(
      at: PermlintBinary.fixture("broken"), to: app.appendingPathComponent("vendored"))
    try "exclude:\n  - apps/clean/vendored\n".write(
      to: proj.appendingPathComponent(".permlint.yml"), atomically: true, encoding: .utf8)
    let inside = try Self.run(["--format", "json", "--fail-on", "never", "apps/clean"], in: proj)
    let outside = try Self.run(["--format", "json", "--fail-on", "never", app.path], in: scratch.elsewhere)
    #expect(inside.status == 0)
    #expect(!inside.stdout.contains("vendored"))
    #expect(outside.status == 0)
    #expect(outside.stdout == inside.stdout)
  }

  @Test("two projects linted from outside both are reported relative to the folder that holds them")
  func twoProjects() throws {
    let scratch = try Scratch(fixtures: ["ios-targets", "native-ios"])
    let result = try Self.run(
      ["--fail-on", "never", scratch.project("ios-targets").path, scratch.project("native-ios").path],
      in: scratch.elsewhere)
    #expect(result.status == 0)
    let paths = result.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }.compactMap {
      $0.split(separator: ":").first
    }
    #expect(!paths.isEmpty)
    #expect(paths.allSatisfy { $0.hasPrefix("ios-targets/") || $0.hasPrefix("native-ios/") }, "\(paths)")
  }

  @Test("a project inside a repository linted from outside is reported relative to the repository, as from its top")
  func repositoryRoot() throws {
    let scratch = try Scratch(fixtures: ["ios-targets"], under: "repo/apps")
    try FileManager.default.createDirectory(
      at: scratch.url.appendingPathComponent("repo/.git"), withIntermediateDirectories: true)
    let project = scratch.project("ios-targets", under: "repo/apps")
    let fromTop = try Self.run(
      ["--format", "json", "--fail-on", "never", "apps/ios-targets"],
      in:
        project
        .deletingLastPathComponent().deletingLastPathComponent())
    let outside = try Self.run(["--format", "json", "--fail-on", "never", project.path], in: scratch.elsewhere)
    #expect(outside.stdout == fromTop.stdout)
    #expect(outside.stdout.contains("\"apps/ios-targets/"))
  }

  @Test("a PATH outside an explicit --root is reported by absolute path, with a note that says why results may differ")
  func outsideExplicitRoot() throws {
    let scratch = try Scratch(fixtures: ["ios-targets"])
    let project = scratch.project("ios-targets").path
    let root = scratch.elsewhere.resolvingSymlinksInPath().path
    let result = try Self.run(["--fail-on", "never", "--root", scratch.elsewhere.path, project], in: scratch.elsewhere)
    #expect(result.status == 0)
    #expect(
      result.stderr.contains(
        "permlint: note: \(project): outside --root \(root): its files are reported by absolute path"))
  }

  @Test("a PATH outside the current directory beside one inside it keeps the current directory, and says so")
  func insideAndOutside() throws {
    let scratch = try Scratch(fixtures: ["ios-targets", "native-ios"])
    let inside = scratch.project("native-ios")
    let outside = scratch.project("ios-targets").path
    let result = try Self.run(["--fail-on", "never", ".", outside], in: inside)
    #expect(result.stderr.contains("permlint: note: \(outside): outside the current directory "))
    #expect(!result.stderr.contains("--root \(inside.path)"))
  }
}
