import Dispatch
import PermlintKit

// FoundationEssentials and the C library on Linux; Foundation, which brings Darwin, on macOS.
#if canImport(Glibc)
  import FoundationEssentials
  import Glibc
#elseif canImport(Musl)
  import FoundationEssentials
  import Musl
#else
  import Foundation
#endif

extension LintCommand {
  /// How often `--watch` looks at the files' modification times.
  static let watchInterval: Duration = .milliseconds(400)

  /// `--watch`: the first lint's report as usual (in `--format`, text by default), then, whenever a file the lint starts from
  /// changes (or one appears or goes away), a lint again that prints only what changed. The
  /// configuration is read again for each lint. Ctrl-C (or SIGTERM) stops it with status 0.
  func watch(_ linter: Linter, paths: [String], root: String, reload: () throws -> Configuration) async throws
    -> Never
  {
    let stop = Self.stopOnSignals()
    var linter = linter
    var report = await linter.lint(paths: paths, root: root)
    let environment = ProcessInfo.processInfo.environment
    // The first report in the format asked for (`--format xcode` beside Xcode), text otherwise.
    let reporter =
      options.format.map { Reporter.reporter(for: $0.format, root: root, environment: environment) }
      ?? .text(colored: options.color.colors(isTerminal: StandardStreams.outputIsTerminal, environment: environment))
    let first = reporter.render(report)
    StandardStreams.output(first.isEmpty || first.hasSuffix("\n") ? first : first + "\n")
    var snapshot = FileSnapshot(linter.inputFiles(paths: paths, root: root))
    StandardStreams.error(
      "permlint: \(Self.count(report.findings)); watching \(snapshot.count) files, Ctrl-C stops\n")
    while true {
      try? await Task.sleep(for: Self.watchInterval)
      // The signal sources live as long as the loop.
      _ = stop.count
      let now = FileSnapshot(linter.inputFiles(paths: paths, root: root))
      guard now != snapshot else { continue }
      snapshot = now
      do {
        linter.configuration = try reload()
      } catch {
        StandardStreams.error("permlint: error: \(error); the last configuration is used\n")
      }
      let next = await linter.lint(paths: paths, root: root)
      let changes = FindingChanges(from: report.findings, to: next.findings)
      report = next
      var text = changes.lines.map { $0 + "\n" }.joined()
      text += "permlint: "
      text += changes.isEmpty ? "no finding changed" : "\(changes.added.count) new, \(changes.resolved.count) resolved"
      StandardStreams.output(text + "; \(Self.count(next.findings))\n")
    }
  }

  private static func count(_ findings: [Finding]) -> String {
    "\(findings.count) finding\(findings.count == 1 ? "" : "s")"
  }

  /// Sources that end the process with status 0 on SIGINT and SIGTERM, after saying so;
  /// kept alive by the caller.
  private static func stopOnSignals() -> [any DispatchSourceSignal] {
    [SIGINT, SIGTERM].map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        StandardStreams.error("permlint: stopped watching\n")
        ProcessExit.now(0)
      }
      source.resume()
      return source
    }
  }
}
