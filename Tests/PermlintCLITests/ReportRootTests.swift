import Foundation
import PermlintTestSupport
import Testing

/// Which folder reported paths are relative to when the project is linted from another
/// folder: the files an Xcode project or a Gradle module names are found only when paths are
/// relative to a folder that holds the project.
@Suite("Report root")
struct ReportRootTests {
  /// An empty folder beside nothing, to run permlint from.
  private final class Elsewhere {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("permlint-elsewhere-\(UUID().uuidString)")

    init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }

    deinit { try? FileManager.default.removeItem(at: url) }
  }

  @Test(
    "a project linted by its absolute path from another folder gives the findings, paths and messages of a run from inside it",
    arguments: ["ios-targets", "privacy-rn", "android-flutter", "expo-native", "native-ios", "gradle-conventions"])
  func fromElsewhere(_ fixture: String) throws {
    let elsewhere = try Elsewhere()
    let inside = try PermlintBinary.run(["--format", "json", "--fail-on", "never"], in: fixture)
    let outside = try ProcessRunner.run(
      PermlintBinary.url.path, ["--format", "json", "--fail-on", "never", PermlintBinary.fixture(fixture).path],
      in: elsewhere.url)
    #expect(outside.status == 0)
    #expect(!inside.stdout.isEmpty)
    #expect(outside.stdout == inside.stdout)
  }

  @Test("two projects linted from outside both are reported relative to the folder that holds them")
  func twoProjects() throws {
    let elsewhere = try Elsewhere()
    let result = try ProcessRunner.run(
      PermlintBinary.url.path,
      ["--fail-on", "never", PermlintBinary.fixture("ios-targets").path, PermlintBinary.fixture("native-ios").path],
      in: elsewhere.url)
    #expect(result.status == 0)
    let paths = result.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }.compactMap {
      $0.split(separator: ":").first
    }
    #expect(!paths.isEmpty)
    #expect(paths.allSatisfy { $0.hasPrefix("ios-targets/") || $0.hasPrefix("native-ios/") }, "\(paths)")
  }

  @Test("a PATH outside an explicit --root is reported by absolute path, with a note that says why results may differ")
  func outsideExplicitRoot() throws {
    let elsewhere = try Elsewhere()
    let project = PermlintBinary.fixture("ios-targets").path
    let result = try ProcessRunner.run(
      PermlintBinary.url.path, ["--fail-on", "never", "--root", elsewhere.url.path, project], in: elsewhere.url)
    #expect(result.status == 0)
    #expect(
      result.stderr.contains(
        "permlint: note: \(project): outside --root \(elsewhere.url.resolvingSymlinksInPath().path): its files are "
          + "reported by absolute path"))
  }
}
