import Foundation
import PermlintTestSupport

/// Runs the built `permlint` executable.
enum PermlintBinary {
  static let url: URL = {
    let candidates = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      Bundle.main.bundleURL,
      Bundle.main.bundleURL.deletingLastPathComponent(),
      PackagePaths.path(".build/debug"),
    ].map { $0.appendingPathComponent("permlint") }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
  }()

  static func fixture(_ name: String) -> URL {
    PackagePaths.path("Tests/PermlintCLITests/Fixtures/\(name)")
  }

  /// Runs permlint with `arguments` inside the fixture directory `name`.
  static func run(_ arguments: [String], in name: String) throws -> ProcessRunner.Result {
    try ProcessRunner.run(url.path, arguments, in: fixture(name))
  }
}
