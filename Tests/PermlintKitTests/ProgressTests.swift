import Foundation
@_spi(Testing) import PermlintKit
import Testing

/// `Linter.progress`: told of every file read, of all the files found, for the progress line.
@Suite("Progress of a run")
struct ProgressTests {
  final class Calls: @unchecked Sendable {
    let lock = NSLock()
    var seen: [(read: Int, found: Int)] = []
    func add(_ read: Int, _ found: Int) { lock.withLock { seen.append((read, found)) } }
  }

  @Test("each file read is counted once, and the last call has read every file found")
  func counts() async {
    let calls = Calls()
    var linter = Linter(jobs: 2)
    linter.progress = { calls.add($0, $1) }
    let files = (1...20).map { index in
      SourceFile(path: "apps/a\(index)/ios/Runner/Info.plist", text: "<plist version=\"1.0\"><dict/></plist>")
    }
    let report = await linter.lint(files: files)
    #expect(report.fileCount == 20)
    #expect(calls.seen.count == 20)
    #expect(calls.seen.map(\.read).sorted() == Array(1...20))
    #expect(calls.seen.allSatisfy { $0.read <= $0.found && $0.found == 20 })
  }
}
