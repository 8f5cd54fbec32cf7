import Foundation

/// Runs the Python validators in `Scripts/` against JSON Schemas.
public enum SchemaValidator {
  /// Violations of `Docs/schema/feature-map.schema.json` in the feature maps at `paths`;
  /// throws when validation cannot run, so a missing validator fails the test.
  public static func featureMapViolations(_ paths: [String]) throws -> [String] {
    try run("Scripts/validate-feature-map.py", schema: PackagePaths.path("Docs/schema/feature-map.schema.json"), paths)
  }

  /// Runs a validator script: 0 valid, 1 violations on standard output, else an error.
  static func run(_ script: String, schema: URL, _ paths: [String]) throws -> [String] {
    guard FileManager.default.fileExists(atPath: schema.path) else {
      throw SARIFSchemaValidator.ValidatorUnavailable("schema not found at \(schema.path)")
    }
    let result = try ProcessRunner.run(
      "/usr/bin/env", ["python3", PackagePaths.path(script).path, schema.path] + paths)
    switch result.status {
    case 0: return []
    case 1: return result.stdout.split(separator: "\n").map(String.init)
    default: throw SARIFSchemaValidator.ValidatorUnavailable("\(script) failed: \(result.stderr)")
    }
  }
}
