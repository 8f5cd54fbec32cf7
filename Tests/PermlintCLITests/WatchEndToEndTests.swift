import Foundation
import PermlintTestSupport
import Testing

/// `permlint --watch` through the built binary: a change to a file prints the finding it adds,
/// the next one the finding it resolves, and SIGINT ends it with status 0.
@Suite("Watch, end to end")
struct WatchEndToEndTests {
  /// Waits until `file` holds `count` lines that start with "permlint: " and end a round.
  static func output(_ file: URL, rounds count: Int, timeout: TimeInterval = 60) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
      if text.components(separatedBy: "\n").filter({ $0.hasPrefix("permlint: ") }).count >= count { return text }
      guard Date() < deadline else { return text }
      Thread.sleep(forTimeInterval: 0.05)
    }
  }

  @Test("prints + for a new finding and - for a resolved one, and stops cleanly on Ctrl-C")
  func watch() throws {
    let directory = try TemporaryDirectory()
    let root = URL(fileURLWithPath: directory.path)
    try FileManager.default.copyItem(
      at: PermlintBinary.fixture("fix-legacy-permissions/app"), to: root.appendingPathComponent("app"))
    let manifest = root.appendingPathComponent("app/src/main/AndroidManifest.xml")
    let clean = """
      <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example">
          <application/>
      </manifest>

      """
    try Data(clean.utf8).write(to: manifest, options: .atomic)
    let outputURL = root.appendingPathComponent("watch.out")
    let errorURL = root.appendingPathComponent("watch.err")
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    let process = Process()
    process.executableURL = PermlintBinary.url
    process.arguments = ["--watch", "app"]
    process.currentDirectoryURL = root
    process.standardOutput = try FileHandle(forWritingTo: outputURL)
    process.standardError = try FileHandle(forWritingTo: errorURL)
    try process.run()
    defer { if process.isRunning { process.terminate() } }

    // The first lint is done when the watcher says what it watches.
    let started = try Self.output(errorURL, rounds: 1)
    #expect(started.contains("permlint: 0 findings; watching 2 files, Ctrl-C stops"), "\(started)")
    let permission = "    <uses-permission android:name=\"android.permission.READ_EXTERNAL_STORAGE\"/>\n"
    try Data(clean.replacingOccurrences(of: "    <application/>\n", with: permission + "    <application/>\n").utf8)
      .write(to: manifest, options: .atomic)
    let added = try Self.output(outputURL, rounds: 1)
    let message =
      "app/src/main/AndroidManifest.xml:2:22: warning: READ_EXTERNAL_STORAGE has no effect on API 33 and later"
    #expect(added.hasPrefix("+ " + message), "\(added)")
    #expect(added.hasSuffix("permlint: 1 new, 0 resolved; 1 finding\n"))

    try Data(clean.utf8).write(to: manifest, options: .atomic)
    let resolved = try Self.output(outputURL, rounds: 2)
    let second = resolved.dropFirst(added.count)
    #expect(second.hasPrefix("- " + message), "\(resolved)")
    #expect(second.hasSuffix("permlint: 0 new, 1 resolved; 0 findings\n"))

    process.interrupt()
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 0)
    #expect(try String(contentsOf: errorURL, encoding: .utf8).hasSuffix("permlint: stopped watching\n"))
  }
}
