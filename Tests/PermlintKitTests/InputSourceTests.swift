import Foundation
import PermlintTestSupport
import Testing

@_spi(Testing) @testable import PermlintKit

/// The source stage: files come from a source (disk or memory), each read once, under the size
/// limit, including the files documents name in a second round.
@Suite("Input sources")
struct InputSourceTests {
  /// A source that counts how often each file is read.
  final class CountingSource<Base: InputSource>: InputSource, @unchecked Sendable {
    let base: Base
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    init(_ base: Base) { self.base = base }

    /// How often each file was read, by path.
    var reads: [String: Int] { lock.withLock { counts } }

    func discover() -> (entries: [InputEntry], notifications: [ToolNotification]) { base.discover() }
    func locate(_ paths: [String]) -> [InputEntry] { base.locate(paths) }
    func read(_ entry: InputEntry, limit: Int) -> Result<[UInt8], FileSystemCalls.ReadFailure> {
      lock.withLock { counts[entry.path, default: 0] += 1 }
      return base.read(entry, limit: limit)
    }
  }

  static let manifest = """
    <manifest xmlns:android="http://schemas.android.com/apk/res/android">
      <uses-permission android:name="android.permission.ACCESS_BACKGROUND_LOCATION"/>
    </manifest>
    """

  @Test("an in-memory source lints a project without the disk")
  func inMemory() async {
    let files = [
      SourceFile(path: "in-memory-only/android/app/src/main/AndroidManifest.xml", text: Self.manifest),
      SourceFile(path: "in-memory-only/android/app/build.gradle", text: "android { defaultConfig { targetSdk 34 } }\n"),
      SourceFile(path: "in-memory-only/README.md", text: "not read\n"),
    ]
    #expect(!FileManager.default.fileExists(atPath: "in-memory-only"))
    let source = CountingSource(MemorySource(files: files))
    let report = await Linter().lint(source: source)
    #expect(
      report.findings.map {
        "\($0.location.path):\($0.location.position.line):\($0.location.position.column) \($0.ruleID)"
      }
        == [
          "in-memory-only/android/app/src/main/AndroidManifest.xml:2:20 least-privilege-location",
          "in-memory-only/android/app/src/main/AndroidManifest.xml:2:20 missing-companion-permission",
        ])
    #expect(
      report.findings.map(\.message) == [
        "android.permission.ACCESS_BACKGROUND_LOCATION asks for location while the app is not in use, but no feature map "
          + "declares a feature that needs it. Either drop it and use When-In-Use, or declare the feature that justifies "
          + "it in permlint.yml: `features: { <feature-name>: { requires: [location-always], justification: \"<why it "
          + "needs location while not in use>\" } }`. Google Play also requires the Permissions Declaration Form in Play "
          + "Console with a video of the feature, a core and user-facing use, and an in-app prominent disclosure shown "
          + "before the runtime prompt (https://support.google.com/googleplay/android-developer/answer/9799150).",
        "ACCESS_BACKGROUND_LOCATION is declared without ACCESS_COARSE_LOCATION or ACCESS_FINE_LOCATION: background "
          + "location is only ever granted on top of foreground location, so on its own it grants nothing. Declare "
          + "ACCESS_COARSE_LOCATION in this manifest and request both together, or remove ACCESS_BACKGROUND_LOCATION if "
          + "no feature of the app uses it.",
      ])
    #expect(report.fileCount == 2)
    #expect(
      source.reads == [
        "in-memory-only/android/app/src/main/AndroidManifest.xml": 1, "in-memory-only/android/app/build.gradle": 1,
      ])
  }

  @Test("every file is read once, a file settings.gradle names in a second round too, and memory lints as disk does")
  func readOnce() async throws {
    let folder = try TemporaryDirectory()
    let files = [
      (
        "android/settings.gradle",
        "include ':app'\ninclude ':jsi'\n"
          + "project(':jsi').projectDir = new File(rootProject.projectDir, '../node_modules/@x/db/native/jsi')\n"
      ),
      ("android/app/src/main/AndroidManifest.xml", Self.manifest),
      (
        "android/app/build.gradle",
        "android { defaultConfig { targetSdk 34 } }\ndependencies { implementation project(':jsi') }\n"
      ),
      (
        "node_modules/@x/db/native/jsi/src/main/AndroidManifest.xml",
        "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\n"
          + "  <uses-permission android:name=\"android.permission.CAMERA\"/>\n</manifest>\n"
      ),
      ("node_modules/@x/db/native/jsi/build.gradle", "apply plugin: 'com.android.library'\n"),
    ]
    for (path, text) in files {
      let url = URL(fileURLWithPath: folder.path).appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let source = CountingSource(DiskSource(discovery: FileDiscovery(root: folder.path), paths: [folder.path]))
    // The walk does not go into node_modules/@x/db/native: the module is found through the settings.
    #expect(!source.discover().entries.map { $0.path }.contains("node_modules/@x/db/native/jsi/build.gradle"))
    let report = await Linter().lint(source: source)
    #expect(source.reads == Dictionary(uniqueKeysWithValues: files.map { ($0.0, 1) }))
    #expect(report.fileCount == files.count)
    // The same files in memory give the same report.
    let memory = await Linter().lint(files: files.map { SourceFile(path: $0.0, text: $0.1) })
    #expect(memory.findings == report.findings)
    #expect(memory.notifications == report.notifications)
    #expect(memory.fileCount == report.fileCount)
    withExtendedLifetime(folder) {}
  }

  @Test("a file over the size limit is skipped with a warning, from memory as from disk")
  func sizeLimit() async {
    let report = await Linter(maximumFileSize: 10).lint(files: [
      SourceFile(path: "android/app/src/main/AndroidManifest.xml", text: Self.manifest)
    ])
    #expect(
      report.notifications.map(\.message) == [
        "file is \(Self.manifest.utf8.count) bytes, over the 10-byte limit; skipped"
      ])
    #expect(report.fileCount == 0)
  }
}
