import Foundation

/// Validates SARIF text with `Scripts/validate-sarif.py` against the official schema and
/// against the copy GitHub's upload action uses.
public enum SARIFSchemaValidator {
  /// Schema violations, one per line, prefixed by the schema that found them; empty when the
  /// log is valid against both. Throws when validation itself cannot run, so a missing
  /// validator fails the test instead of passing it.
  public static func violations(in sarif: String) throws -> [String] {
    let log = try TemporaryFile(sarif, extension: "sarif")
    var result: [String] = []
    for schema in [PackagePaths.sarifSchema, PackagePaths.codeQLActionSARIFSchema] {
      let found = try SchemaValidator.run("Scripts/validate-sarif.py", schema: schema, [log.url.path])
      result += found.map { "\(schema.lastPathComponent): \($0)" }
    }
    return result
  }

  /// Validation could not run.
  public struct ValidatorUnavailable: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
  }
}
