import Foundation

/// Files that are generated from `rules/` and from the rule registry, and checked in.
public enum GeneratedFiles {
  /// A generated file: its path relative to the package root and its expected contents.
  public struct Output: Sendable {
    /// Path relative to the package root.
    public var path: String
    /// The contents it must have.
    public var contents: String
  }

  /// Every generated file, computed from the package at `packageRoot`.
  public static func all(packageRoot: String) throws -> [Output] {
    var files: [(name: String, text: String)] = []
    for name in RuleDataEmbedder.fileNames {
      let url = URL(fileURLWithPath: packageRoot).appendingPathComponent("rules").appendingPathComponent(name)
      files.append((name, try String(contentsOf: url, encoding: .utf8)))
    }
    var outputs = [Output(path: RuleDataEmbedder.generatedPath, contents: RuleDataEmbedder.source(files: files))]
    outputs += RuleDocumentation.pages().map { Output(path: $0.path, contents: $0.contents) }
    outputs.append(Output(path: FeatureMapSchema.path, contents: FeatureMapSchema.json()))
    return outputs
  }
}
