import Foundation
@_spi(Testing) import PermlintKit
import PermlintTestSupport
import Testing

/// Where two features meet: suppressions and files no target uses, baselines and unreadable
/// files, files found through build metadata and the walk. Each test would have caught a
/// problem found when they were first combined.
@Suite("Features together, end to end")
struct MergedFeaturesEndToEndTests {
  /// A copy of a fixture in a temporary folder, removed afterwards.
  final class Copy {
    let root: URL

    init(_ fixture: String) throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent("permlint-merged-\(UUID().uuidString)")
      try FileManager.default.copyItem(at: PermlintBinary.fixture(fixture), to: root)
    }

    func write(_ path: String, _ text: String) throws {
      try Data(text.utf8).write(to: root.appendingPathComponent(path))
    }

    func run(_ arguments: [String]) throws -> ProcessRunner.Result {
      try ProcessRunner.run(PermlintBinary.url.path, arguments, in: root)
    }

    deinit { try? FileManager.default.removeItem(at: root) }
  }

  @Test("a suppression in an Info.plist no target uses is neither applied nor reported as unused")
  func suppressionInUnusedPlist() throws {
    let project = try Copy("ios-targets")
    try project.write(
      "ShopTests/Info.plist",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
        <!-- permlint-disable-next-line short-purpose-string: the test host never asks -->
        <key>NSCameraUsageDescription</key>
        <string>Camera</string>
      </dict>
      </plist>

      """)
    let result = try project.run(["--format", "json", "--fail-on", "never"])
    #expect(result.status == 0)
    #expect(!result.stdout.contains("unused-suppression"), "\(result.stdout)")
    #expect(!result.stdout.contains("ShopTests/Info.plist:"), "\(result.stdout)")
    #expect(result.stderr.contains("ShopTests/Info.plist: not used by any target"))
  }

  @Test("--write-baseline writes nothing and says why when a file could not be read")
  func baselineOfIncompleteRun() throws {
    let project = try Copy("courier")
    // A FIFO cannot be read as a file, even by root.
    #expect(mkfifo(project.root.appendingPathComponent("ios/Courier/Other-Info.plist").path, 0o600) == 0)
    let result = try project.run(["--write-baseline", "baseline.json"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("ios/Courier/Other-Info.plist: file could not be read"), "\(result.stderr)")
    #expect(result.stderr.contains("did not write --write-baseline baseline.json"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: project.root.appendingPathComponent("baseline.json").path))
  }

  @Test("a Flutter plugin inside the tree is read once, and exclude: applies to plugins")
  func pluginFilesOnce() throws {
    let project = try Copy("android-flutter")
    let once = try project.run(["--fail-on", "never"])
    #expect(once.stderr.hasPrefix("permlint: 9 files checked"), "\(once.stderr)")
    try project.write(".permlint.yml", "exclude: [pub-cache/]\n")
    let excluded = try project.run(["--fail-on", "never", "--format", "json"])
    #expect(excluded.stderr.hasPrefix("permlint: 5 files checked"), "\(excluded.stderr)")
    #expect(!excluded.stdout.contains("pub-cache/"))
  }
}
