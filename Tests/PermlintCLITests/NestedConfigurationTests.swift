import Foundation
import PermlintTestSupport
import Testing

/// `.permlint.yml` found upward from the linted path, and nested ones configuring the apps
/// below their folder (the closest wins).
@Suite("Nested and parent configuration files")
struct NestedConfigurationTests {
  /// A monorepo of two apps whose camera purpose strings are too short.
  final class Monorepo {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("permlint-nested-\(UUID().uuidString)")

    init(_ files: [String: String]) throws {
      let plist = """
        <plist version="1.0"><dict>
          <key>NSCameraUsageDescription</key><string>Scan parcels.</string>
        </dict></plist>
        """
      var all = ["apps/a/ios/Runner/Info.plist": plist, "apps/b/ios/Runner/Info.plist": plist]
      all.merge(files) { _, new in new }
      for (path, text) in all {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
      }
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
    }

    func run(_ arguments: [String], in folder: String = "") throws -> ProcessRunner.Result {
      try ProcessRunner.run(PermlintBinary.url.path, arguments, in: root.appendingPathComponent(folder))
    }

    deinit { try? FileManager.default.removeItem(at: root) }
  }

  /// `path:line:column severity rule` of each finding of a text report.
  static func findings(_ output: String) -> [String] {
    output.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map { line in
      let parts = line.split(separator: " ")
      return "\(parts[0].dropLast()) \(parts[1].dropLast()) \(line.split(separator: "[").last?.dropLast() ?? "")"
    }
  }

  @Test("a nested .permlint.yml configures the app below it: its rules, its ignore: relative to its folder")
  func nested() throws {
    let repo = try Monorepo([
      ".permlint.yml": "rules:\n  short-purpose-string: error\n",
      "apps/b/.permlint.yml": """
      rules:
        short-purpose-string: note
      ignore:
        - rule: short-purpose-string
          path: ios/Runner/Info.plist
          reason: The kiosk build's text is set by MDM.
      """,
    ])
    let result = try repo.run(["--fail-on", "note"])
    #expect(result.status == 1)
    // App a: the root's configuration (an error). App b: its own, whose ignore: accepts it.
    #expect(Self.findings(result.stdout) == ["apps/a/ios/Runner/Info.plist:2:38 error short-purpose-string"])
    #expect(result.stderr.contains(", 1 suppressed"), "\(result.stderr)")
    // The nested file's ignore: covers nothing outside its folder: without the rules entry,
    // its `path` does not reach app a.
    try Data("ignore:\n  - rule: short-purpose-string\n    path: \"**\"\n    reason: kiosk\n".utf8).write(
      to: repo.root.appendingPathComponent("apps/b/.permlint.yml"))
    let scoped = try repo.run([])
    #expect(Self.findings(scoped.stdout) == ["apps/a/ios/Runner/Info.plist:2:38 error short-purpose-string"])
  }

  @Test("an invalid nested .permlint.yml is an error at its line, exit 2; the other apps are linted")
  func invalidNested() throws {
    let repo = try Monorepo(["apps/b/.permlint.yml": "rules:\n  short-purpose-strng: off\n"])
    let result = try repo.run([])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains("permlint: error: apps/b/.permlint.yml: 2:3: unknown rule 'short-purpose-strng'"),
      "\(result.stderr)")
    #expect(Self.findings(result.stdout).count == 2)
  }

  @Test("run inside an app, the closest .permlint.yml upward applies, but none above the repository")
  func upward() throws {
    let repo = try Monorepo([".permlint.yml": "rules:\n  short-purpose-string: off\n"])
    let inside = try repo.run([], in: "apps/a")
    #expect(inside.status == 0)
    #expect(inside.stdout == "", "\(inside.stdout)")
    // A file above the folder holding .git belongs to something else.
    let outer = try Monorepo([:])
    let nestedRepo = outer.root.appendingPathComponent("apps/a")
    try FileManager.default.createDirectory(
      at: nestedRepo.appendingPathComponent(".git"), withIntermediateDirectories: true)
    try Data("rules:\n  short-purpose-string: off\n".utf8).write(
      to: outer.root.appendingPathComponent("apps/.permlint.yml"))
    let below = try outer.run([], in: "apps/a")
    #expect(Self.findings(below.stdout) == ["ios/Runner/Info.plist:2:38 warning short-purpose-string"])
  }
}
