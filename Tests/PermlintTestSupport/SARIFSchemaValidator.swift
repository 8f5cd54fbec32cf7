import Foundation

/// Validates SARIF text against the official schema with `Scripts/validate-sarif.py`.
public enum SARIFSchemaValidator {
  /// Schema violations, one per line; empty when the log is valid. Throws when validation
  /// itself cannot run, so a missing validator fails the test instead of passing it.
  public static func violations(in sarif: String) throws -> [String] {
    guard FileManager.default.fileExists(atPath: PackagePaths.sarifSchema.path) else {
      throw ValidatorUnavailable("SARIF schema not found at \(PackagePaths.sarifSchema.path)")
    }
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("permlint-\(UUID().uuidString).sarif")
    try Data(sarif.utf8).write(to: log)
    defer { try? FileManager.default.removeItem(at: log) }
    let result = try ProcessRunner.run(
      "/usr/bin/env",
      ["python3", PackagePaths.path("Scripts/validate-sarif.py").path, PackagePaths.sarifSchema.path, log.path])
    switch result.status {
    case 0: return []
    case 1: return result.stdout.split(separator: "\n").map(String.init)
    default: throw ValidatorUnavailable("validate-sarif.py failed: \(result.stderr)")
    }
  }

  /// Validation could not run.
  public struct ValidatorUnavailable: Error, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
  }
}
