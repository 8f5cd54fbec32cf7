import Foundation
import PermlintTestSupport
import Testing

/// A file permlint finds but cannot read, or reads but cannot parse, is reported once, and what
/// depends on it is unknown: the target whose Info.plist it is takes no other plist for it and
/// no key of it is reported missing.
@Suite("Unread inputs, end to end")
struct UnreadInputEndToEndTests {
  /// The ios-targets fixture in a temporary folder, its app target's Info.plist replaced, and
  /// a feature map that requires the camera (whose key the unread plist holds).
  final class BrokenPlistCopy {
    let folder: URL

    init(_ replace: (URL) throws -> Void) throws {
      folder = FileManager.default.temporaryDirectory.appendingPathComponent("permlint-unread-\(UUID().uuidString)")
      try FileManager.default.copyItem(at: PackagePaths.path("Tests/PermlintCLITests/Fixtures/ios-targets"), to: folder)
      try Data("features:\n  scan:\n    requires: [camera]\n".utf8).write(
        to: folder.appendingPathComponent("permlint.yml"))
      let plist = folder.appendingPathComponent("Shop/Shop-Info.plist")
      try FileManager.default.removeItem(at: plist)
      try replace(plist)
    }

    func run(_ arguments: [String] = ["."]) throws -> ProcessRunner.Result {
      try ProcessRunner.run(PermlintBinary.url.path, arguments, in: folder)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }
  }

  /// `path:line:column rule-id` of each error and warning of a text report.
  static func findings(_ output: String) -> [String] {
    output.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") }
      .map { line in "\(line.prefix { $0 != " " }.dropLast()) \(line.split(separator: "[").last?.dropLast() ?? "")" }
  }

  /// The fixture's own findings, in the other targets' Info.plists.
  static let otherTargets = [
    "ShopIntents/Info.plist:5:2 least-privilege-location", "ShopWidget/Info.plist:8:2 placeholder-purpose-string",
  ]

  @Test("an unreadable app Info.plist: exit 2, and no stale per-locale copy is linted in its place")
  func unreadable() throws {
    // A FIFO cannot be read as a file, even by root.
    let copy = try BrokenPlistCopy { #expect(mkfifo($0.path, 0o600) == 0) }
    let result = try copy.run()
    #expect(result.status == 2)
    #expect(Self.findings(result.stdout) == Self.otherTargets, "\(result.stdout)")
    #expect(result.stderr.contains("permlint: error: Shop/Shop-Info.plist: file could not be read; skipped"))
    #expect(!result.stderr.contains("could not be followed"), "\(result.stderr)")
    #expect(!result.stdout.contains("NSCameraUsageDescription"), "\(result.stdout)")
  }

  @Test("a malformed app Info.plist: its own error, nothing reported missing because of it")
  func malformed() throws {
    let copy = try BrokenPlistCopy { url in
      try Data("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>NSCameraUsageDescription</key>".utf8)
        .write(to: url)
    }
    let result = try copy.run()
    #expect(result.status == 1)
    #expect(
      Self.findings(result.stdout) == ["Shop/Shop-Info.plist:2:63 malformed-file"] + Self.otherTargets,
      "\(result.stdout)")
    #expect(!result.stderr.contains("could not be followed"), "\(result.stderr)")
  }

  @Test("an Info.plist over the size limit: a warning that it was skipped, nothing reported missing")
  func oversized() throws {
    let copy = try BrokenPlistCopy { url in
      let padding = String(repeating: "x", count: 8192)
      try Data(
        "<plist version=\"1.0\"><dict><key>NSCameraUsageDescription</key><string>Scan a parcel's code to confirm its delivery.</string><key>Pad</key><string>\(padding)</string></dict></plist>"
          .utf8
      ).write(to: url)
    }
    try Data("max-file-size: 4KB\n".utf8).write(to: copy.folder.appendingPathComponent(".permlint.yml"))
    let result = try copy.run()
    #expect(result.status == 1)
    #expect(Self.findings(result.stdout) == Self.otherTargets, "\(result.stdout)")
    #expect(result.stderr.contains("permlint: warning: Shop/Shop-Info.plist: file is 8"), "\(result.stderr)")
    #expect(!result.stderr.contains("could not be followed"), "\(result.stderr)")
  }

  @Test("a Flutter app's lone Info.plist that cannot be read is still the app's bundle: no key is missing")
  func loneUnreadable() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("permlint-unread-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("ios/Runner"), withIntermediateDirectories: true)
    try Data("features:\n  scan:\n    requires: [camera]\n".utf8).write(
      to: folder.appendingPathComponent("permlint.yml"))
    try Data("platform :ios, '13.0'\ntarget 'Runner' do\nend\n".utf8).write(
      to: folder.appendingPathComponent("ios/Podfile"))
    #expect(mkfifo(folder.appendingPathComponent("ios/Runner/Info.plist").path, 0o600) == 0)
    let result = try ProcessRunner.run(PermlintBinary.url.path, ["."], in: folder)
    #expect(result.status == 2)
    #expect(Self.findings(result.stdout) == [], "\(result.stdout)")
  }
}
