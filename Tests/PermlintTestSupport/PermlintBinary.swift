import Foundation

/// Runs the built `permlint` executable: the one way end-to-end tests run it and compare
/// what it found and how it exited.
public enum PermlintBinary {
  /// The built executable beside the test bundle (or in .build/debug).
  public static let url: URL = {
    let candidates = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      Bundle.main.bundleURL,
      Bundle.main.bundleURL.deletingLastPathComponent(),
      PackagePaths.path(".build/debug"),
    ].map { $0.appendingPathComponent("permlint") }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
  }()

  /// The fixture project `name` under Tests/PermlintCLITests/Fixtures.
  public static func fixture(_ name: String) -> URL {
    PackagePaths.path("Tests/PermlintCLITests/Fixtures/\(name)")
  }

  /// Runs permlint with `arguments` inside the fixture directory `name`.
  public static func run(_ arguments: [String], in name: String) throws -> ProcessRunner.Result {
    try ProcessRunner.run(url.path, arguments, in: fixture(name))
  }

  /// Runs permlint with `arguments` in `directory` and returns what a test compares: the
  /// exit status and each finding of the text report as `path:line:column rule`.
  public static func lint(_ arguments: [String] = [], in directory: URL) throws -> LintOutcome {
    LintOutcome(try ProcessRunner.run(url.path, arguments, in: directory))
  }

  /// `lint(_:in:)` in the fixture directory `name`.
  public static func lint(_ arguments: [String] = [], fixture name: String) throws -> LintOutcome {
    try lint(arguments, in: fixture(name))
  }
}

/// What an end-to-end test compares after a run: its exit status and its findings, each as
/// `path:line:column rule` (text report lines; flow steps and other indented lines left out).
public struct LintOutcome: Equatable, Sendable, CustomStringConvertible {
  /// The exit status.
  public var status: Int32
  /// The findings, in report order.
  public var findings: [String]

  /// An expected outcome.
  public init(status: Int32, findings: [String]) {
    self.status = status
    self.findings = findings
  }

  /// The outcome of a finished run that printed the text report on standard output.
  public init(_ result: ProcessRunner.Result) {
    self.init(status: result.status, textReport: result.stdout)
  }

  /// The outcome of a run with this exit status and this text report.
  public init(status: Int32, textReport: String) {
    self.status = status
    findings = textReport.split(separator: "\n").filter { !$0.hasPrefix(" ") }.compactMap { line in
      guard let location = line.split(separator: " ").first, line.hasSuffix("]"),
        let open = line.lastIndex(of: "[")
      else { return nil }
      return "\(location.dropLast()) \(line[line.index(after: open)..<line.index(before: line.endIndex)])"
    }
  }

  public var description: String { "exit \(status): " + findings.joined(separator: ", ") }
}

extension PermlintBinary {
  /// The clean fixture linted with `configuration` as `--config`: the run, and the
  /// configuration file's path as messages name it.
  public static func runWithConfiguration(_ configuration: String) throws -> (
    result: ProcessRunner.Result, path: String
  ) {
    let file = try TemporaryFile(configuration)
    return (try run(["--config", file.url.path], in: "clean"), file.url.path)
  }
}
