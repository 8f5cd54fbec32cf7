import Foundation

/// Validates SARIF text against the official schema with `Scripts/validate-sarif.py`.
public enum SARIFSchemaValidator {
  /// Schema violations, one per line; empty when the log is valid. Throws when validation
  /// itself cannot run, so a missing validator fails the test instead of passing it.
  public static func violations(in sarif: String) throws -> [String] {
    let log = try TemporaryFile(sarif, extension: "sarif")
    return try SchemaValidator.run("Scripts/validate-sarif.py", schema: PackagePaths.sarifSchema, [log.url.path])
  }

  /// Validation could not run.
  public struct ValidatorUnavailable: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
  }
}
