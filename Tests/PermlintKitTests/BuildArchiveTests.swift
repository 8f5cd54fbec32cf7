import Foundation
@_spi(Testing) import PermlintKit
import PermlintTestSupport
import Testing

/// Hostile build archives, read in memory: each refused entry is an error that names the
/// archive and the entry, and the other entries are still linted.
@Suite("hostile build archives")
struct BuildArchiveTests {
  /// An Info.plist without the camera's purpose string, linted as an app.
  static let plist = Array(
    "<plist><dict><key>NSCameraUsageDescription</key><string></string></dict></plist>".utf8)

  /// A ZIP archive of `entries` (name, bytes), deflated when asked.
  static func zip(_ entries: [(String, [UInt8])], deflate: Bool = false) throws -> [UInt8] {
    ZIPWriter.archive(entries, deflate: deflate)
  }

  /// Lints the archive `bytes` written as `name` in a scratch folder (permlint reads archives
  /// only from disk), with `others` beside it.
  static func lint(_ name: String, _ bytes: [UInt8], others: [String: [UInt8]] = [:]) async throws -> LintReport {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("permlint-archive-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for (path, contents) in others.merging([name: bytes], uniquingKeysWith: { first, _ in first }) {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contents).write(to: url)
    }
    return await Linter().lint(paths: ["."], root: root.path)
  }

  static func errors(_ report: LintReport) -> [String] {
    report.notifications.filter { $0.severity == .error }.map { "\($0.path): \($0.message)" }
  }

  @Test("an entry named with '..' or an absolute path is refused; the others are linted")
  func escapingNames() async throws {
    let bytes = try Self.zip([
      ("Payload/../../Info.plist", Self.plist), ("/Payload/Evil.app/Info.plist", Self.plist),
      ("Payload/Good.app/Info.plist", Self.plist),
    ])
    let report = try await Self.lint("app.ipa", bytes)
    #expect(
      Self.errors(report) == [
        "app.ipa: entry '/Payload/Evil.app/Info.plist' is an absolute path; skipped",
        "app.ipa: entry 'Payload/../../Info.plist' has a '..' component that leaves the archive; skipped",
      ])
    #expect(
      report.findings.map { "\($0.location) \($0.ruleID)" } == [
        "app.ipa!/Payload/Good.app/Info.plist:1:49 missing-purpose-string"
      ])
  }

  @Test("an entry listed twice is read in neither copy, and said once")
  func duplicates() async throws {
    let bytes = try Self.zip([
      ("Payload/A.app/Info.plist", Self.plist), ("Payload/A.app/Info.plist", Array("<plist><dict/></plist>".utf8)),
      ("Payload/B.app/Info.plist", Self.plist),
    ])
    let report = try await Self.lint("app.ipa", bytes)
    #expect(Self.errors(report) == ["app.ipa!/Payload/A.app/Info.plist: entry is listed 2 times; none is read"])
    #expect(report.findings.map(\.location.path) == ["app.ipa!/Payload/B.app/Info.plist"])
  }

  @Test("a central directory cut short: the entries before the cut are linted, and the count is said")
  func truncatedDirectory() async throws {
    var bytes = try Self.zip([
      ("Payload/A.app/Info.plist", Self.plist), ("Payload/B.app/Info.plist", Self.plist),
      ("Payload/C.app/Info.plist", Self.plist),
    ])
    // Break the second central-directory header's signature.
    let signature: [UInt8] = [0x50, 0x4B, 0x01, 0x02]
    let headers = (0..<bytes.count - 3).filter { Array(bytes[$0..<$0 + 4]) == signature }
    try #require(headers.count == 3)
    bytes[headers[1] + 3] = 0x09
    let report = try await Self.lint("app.ipa", bytes)
    #expect(
      Self.errors(report) == [
        "app.ipa: its central directory lists 3 entries but only 1 could be read (truncated or damaged); "
          + "the entries read are linted"
      ])
    #expect(report.findings.map(\.location.path) == ["app.ipa!/Payload/A.app/Info.plist"])
  }

  @Test("no end of central directory: the archive is refused by name; files beside it are linted")
  func notAZip() async throws {
    let report = try await Self.lint("app.ipa", Array("PK not really".utf8), others: ["ios/Info.plist": Self.plist])
    #expect(
      Self.errors(report) == [
        "app.ipa: not a ZIP archive or its end of central directory is missing; skipped"
      ])
    #expect(report.findings.map(\.location.path) == ["ios/Info.plist"])
  }

  @Test("a ZIP bomb: an entry that inflates past the ratio limit is stopped and refused")
  func bomb() async throws {
    let zeros = [UInt8](repeating: 0x20, count: 6 * 1024 * 1024)
    let bytes = try Self.zip(
      [("Payload/A.app/Info.plist", Self.plist + zeros), ("Payload/B.app/Info.plist", Self.plist)], deflate: true)
    #expect(bytes.count < 100_000)
    let report = try await Self.lint("app.ipa", bytes)
    let errors = Self.errors(report)
    #expect(errors.count == 1)
    #expect(
      errors.first?.hasPrefix("app.ipa!/Payload/A.app/Info.plist: inflates to over 100 times its compressed size")
        == true)
    #expect(report.findings.map(\.location.path) == ["app.ipa!/Payload/B.app/Info.plist"])
  }

  @Test("an entry over the file limit is skipped with the limit named")
  func entryOverLimit() async throws {
    let big = Self.plist + [UInt8](repeating: 0x20, count: 9 * 1024 * 1024)
    let report = try await Self.lint("app.ipa", try Self.zip([("Payload/A.app/Info.plist", big)]))
    #expect(report.notifications.map(\.message).contains { $0.contains("over the 8388608-byte limit; skipped") })
  }

  @Test("an archive that holds nothing where a store reads it is said, not passed as a clean app")
  func nothingWhereAStoreReads() async throws {
    // Zipped from the folder above Payload/, as fastlane's iOSAppOnly.ipa fixture is.
    let ipa = try Self.zip([("iOSAppOnly/Payload/Sample.app/Info.plist", Self.plist)])
    #expect(
      Self.errors(try await Self.lint("iOSAppOnly.ipa", ipa)) == [
        "iOSAppOnly.ipa: holds nothing where a store reads it (an .ipa's app is the folder Payload/<Name>.app/ at "
          + "its root); nothing of it is linted"
      ])
    let apk = try Self.zip([("res/AndroidManifest.xml", Array("<manifest/>".utf8))])
    #expect(
      Self.errors(try await Self.lint("app.apk", apk)) == [
        "app.apk: holds nothing where a store reads it (an APK's manifest is AndroidManifest.xml at its root); "
          + "nothing of it is linted"
      ])
  }

  @Test("entries that are not part of what ships are never read: assets, code bundles, another app's files")
  func onlyWhatShips() async throws {
    let bytes = try Self.zip([
      ("assets/www/package.json", Array("{}".utf8)), ("Payload/A.app/main.jsbundle", Array("x".utf8)),
      ("res/AndroidManifest.xml", Array("garbage".utf8)), ("AndroidManifest.xml", Array("<manifest/>".utf8)),
    ])
    let report = try await Self.lint("app.apk", bytes)
    #expect(report.fileCount == 1)
    #expect(report.notifications.filter { $0.severity == .error }.isEmpty)
  }

  @Test("an archive in memory (an editor's buffer) is read from its bytes, at the same logical paths")
  func inMemory() async throws {
    let report = await Linter().lint(files: [
      SourceFile(
        path: "app.ipa",
        bytes: try Self.zip(
          [("Payload/A.app/Info.plist", Self.plist), ("Payload/../x/Info.plist", Self.plist)], deflate: true))
    ])
    #expect(
      Self.errors(report) == [
        "app.ipa: entry 'Payload/../x/Info.plist' has a '..' component that leaves the archive; skipped"
      ])
    #expect(report.findings.map(\.location.path) == ["app.ipa!/Payload/A.app/Info.plist"])
  }

  @Test("a framework's privacy manifest inside a build is read as a privacy manifest, at its logical path")
  func frameworkPrivacyManifest() async throws {
    let manifest = Array(
      "<plist><dict><key>NSPrivacyTracking</key><string>yes</string></dict></plist>".utf8)
    let report = await Linter().lint(files: [
      SourceFile(
        path: "app.ipa",
        bytes: try Self.zip(
          [
            ("Payload/A.app/Info.plist", Array("<plist><dict/></plist>".utf8)),
            ("Payload/A.app/Frameworks/X.framework/PrivacyInfo.xcprivacy", manifest),
          ], deflate: true))
    ])
    #expect(
      report.findings.map { "\($0.location) \($0.ruleID)" } == [
        "app.ipa!/Payload/A.app/Frameworks/X.framework/PrivacyInfo.xcprivacy:1:42 invalid-privacy-manifest"
      ])
  }

  @Test("the fuzzer's damaged archives read in memory give what they give on disk")
  func fuzzerFindingsInMemory() async throws {
    for name in ["fuzz-memoryfile-range.apk", "fuzz-truncated-deflate.ipa", "fuzz-short-last-chunk.ipa"] {
      let bytes = Array(
        try Data(contentsOf: PackagePaths.path("Tests/PermlintCLITests/Fixtures/hostile-archives/\(name)")))
      let archive = name.hasSuffix(".apk") ? "app.apk" : "app.ipa"
      let onDisk = try await Self.lint(archive, bytes)
      let inMemory = await Linter().lint(files: [SourceFile(path: archive, bytes: bytes)])
      #expect(Self.errors(inMemory) == Self.errors(onDisk), "\(name)")
      #expect(inMemory.findings.map(\.location) == onDisk.findings.map(\.location), "\(name)")
    }
  }

  @Test("the damaged archive the fuzzer found (ZIPFoundation trapped on it in memory): what could be read is said")
  func fuzzerFinding() async throws {
    // The `archive` fuzz target's input (a mutation of Fixtures/builds/app.apk).
    let bytes = Array(
      try Data(
        contentsOf: PackagePaths.path("Tests/PermlintCLITests/Fixtures/hostile-archives/fuzz-memoryfile-range.apk")))
    let report = try await Self.lint("app.apk", bytes)
    #expect(
      Self.errors(report) == [
        "app.apk: its central directory lists 1 entries but only 0 could be read (truncated or damaged); "
          + "the entries read are linted"
      ])
  }

  @Test("the archive the fuzzer found that made ZIPFoundation's extract spin: refused entries, at once")
  func fuzzerTimeout() async throws {
    // A mutation of Fixtures/builds/Demo.ipa: sizes past the end of the archive and a deflate
    // stream cut short, which ZIPFoundation's extract kept reading past forever.
    let bytes = Array(
      try Data(
        contentsOf: PackagePaths.path("Tests/PermlintCLITests/Fixtures/hostile-archives/fuzz-truncated-deflate.ipa")))
    // Before the fix this never returned; the fuzz target's 10-second timeout guards it too.
    let report = try await Self.lint("app.ipa", bytes)
    #expect(
      Self.errors(report) == [
        "app.ipa: its central directory lists 17 entries but only 6 could be read (truncated or damaged); "
          + "the entries read are linted",
        "app.ipa!/Payload/Demo.app/Demo: its compressed data ends before the deflate stream does (truncated); "
          + "skipped",
      ])
    // Its Info.plist's flags ask for a data descriptor; ZIPFoundation read sizes from where
    // one would be (a local header's signature, 67324752 bytes) and refused the entry. The
    // central directory's sizes are the ones that hold: the entry inflates and its CRC-32
    // matches (`unzip -t` says OK too), so it is linted.
    #expect(report.fileCount == 2)
  }

  @Test("the archive whose last deflate chunk zlib read past (found under AddressSanitizer): refused by name")
  func fuzzerShortChunk() async throws {
    let bytes = Array(
      try Data(
        contentsOf: PackagePaths.path("Tests/PermlintCLITests/Fixtures/hostile-archives/fuzz-short-last-chunk.ipa")))
    let report = try await Self.lint("app.ipa", bytes)
    #expect(
      Self.errors(report) == [
        "app.ipa: its central directory lists 17 entries but only 3 could be read (truncated or damaged); "
          + "the entries read are linted",
        "app.ipa!/Payload/Demo.app/Info.plist: its compressed data ends before the deflate stream does (truncated); "
          + "skipped",
      ])
  }

  @Test("nothing is written to disk: a hostile archive leaves the temporary folder as it was")
  func noWrites() async throws {
    let before = Set((try? FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())) ?? [])
    _ = try await Self.lint(
      "app.ipa", try Self.zip([("Payload/../../x/Info.plist", Self.plist), ("Payload/A.app/Info.plist", Self.plist)]))
    let after = Set((try? FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())) ?? [])
    #expect(after.subtracting(before).filter { $0.contains("Info") || $0.hasPrefix("Payload") }.isEmpty)
  }
}
