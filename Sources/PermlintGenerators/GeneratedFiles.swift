import Foundation
@_spi(Generators) import PermlintKit

/// Files that are generated from `rules/`, from the rule declarations under `Rules/` and from
/// the rule registry, and checked in.
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
    let files = try RuleDataEmbedder.files(packageRoot: packageRoot)
    var outputs = [Output(path: RuleDataEmbedder.generatedPath, contents: try RuleDataEmbedder.source(files: files))]
    outputs += RuleDocumentation.pages().map { Output(path: $0.path, contents: $0.contents) }
    outputs.append(Output(path: FeatureMapSchema.path, contents: FeatureMapSchema.json()))
    outputs.append(try RuleRegistryGenerator.output(packageRoot: packageRoot))
    outputs.append(try ExamplesEmbedder.output(packageRoot: packageRoot))
    return outputs
  }
}

/// The one drift check, used by `permlint-dev check`, `permlint-dev generate` and the test:
/// which generated files differ from what the sources give, and which rule pages belong to
/// no rule.
public struct GeneratedFilesDrift: Sendable {
  /// Generated files whose contents on disk differ from what they must be (or are missing).
  public var stale: [GeneratedFiles.Output]
  /// Paths of pages under Docs/rules that belong to no rule.
  public var orphans: [String]

  /// Every path that is out of date, stale files first.
  public var paths: [String] { stale.map(\.path) + orphans }

  /// Compares the package at `packageRoot` with what its sources generate.
  public init(packageRoot: String) throws {
    let root = URL(fileURLWithPath: packageRoot)
    let outputs = try GeneratedFiles.all(packageRoot: packageRoot)
    stale = outputs.filter { output in
      (try? String(contentsOf: root.appendingPathComponent(output.path), encoding: .utf8)) != output.contents
    }
    let expected = Set(outputs.map(\.path))
    let pages =
      (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Docs/rules").path)) ?? []
    orphans = pages.sorted().filter { $0.hasSuffix(".md") }.map { "Docs/rules/\($0)" }.filter { !expected.contains($0) }
  }

  /// Rewrites every stale file and deletes every orphan page.
  public func fix(packageRoot: String) throws {
    let root = URL(fileURLWithPath: packageRoot)
    for output in stale {
      let url = root.appendingPathComponent(output.path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try output.contents.write(to: url, atomically: true, encoding: .utf8)
    }
    for orphan in orphans {
      try FileManager.default.removeItem(at: root.appendingPathComponent(orphan))
    }
  }
}
