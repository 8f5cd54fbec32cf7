import Foundation
import PermlintTestSupport
import Testing

@_spi(Testing) @testable import PermlintKit

/// The code-flow index made with each outline's vocabulary facts remembered from other
/// indexes (as `CodeFlowClosure` makes them, round after round and app after app) against
/// the index that reads every outline itself.
@Suite("Outline vocabulary facts")
struct OutlineVocabularyFactsTests {
  /// Every source of the code rules' examples, outlined.
  private static func exampleOutlines() throws -> [CodeOutline] {
    let root = PackagePaths.path("rules/examples")
    var outlines: [CodeOutline] = []
    let enumerator = try #require(FileManager.default.enumerator(atPath: root.path))
    while let path = enumerator.nextObject() as? String {
      guard path.contains("-in-code/"), CodeOutline.Language.of(path) != nil,
        let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path),
        let outline = CodeOutline.read(SourceFile(path: path, bytes: Array(data)))
      else { continue }
      outlines.append(outline)
    }
    return outlines.sorted { $0.path < $1.path }
  }

  /// What the rules read of an index.
  private static func summary(_ index: CodeFlowIndex) -> [String] {
    var lines = index.requests.map {
      "request \($0.text) \($0.permissions.sorted()) \($0.location) \($0.names.sorted())"
    }
    lines += index.openers.map { "opener \($0.text) \($0.permissions.sorted()) \($0.location)" }
    lines += index.resumeRoots.map {
      "resume \(index.describe($0)) \(index.resumeLocations[$0].map(\.description) ?? "")"
    }
    for (file, outline) in index.outlines.enumerated() {
      for function in outline.functions.indices {
        let ref = CodeFlowIndex.Ref(file: file, function: function)
        lines.append("mentions \(index.describe(ref)) \(index.permissions(of: ref).sorted())")
        lines.append("callers \(index.describe(ref)) \(index.callers(of: ref).map(index.describe))")
      }
    }
    return lines
  }

  @Test("an index made from remembered facts says what one that reads each outline says, in halves and whole")
  func rememberedFacts() throws {
    let outlines = try Self.exampleOutlines()
    #expect(outlines.count > 20)
    let vocabulary = PermissionCatalog.builtIn.codeFlows
    let cache = CodeFlowClosure.Cache()
    let memo: CodeFlowIndex.FactsMemo = { cache.facts(of: $0, $1) }
    // The second half first, then the whole: the whole index takes half its facts from the
    // first one, as a later round takes them from an earlier.
    let half = Array(outlines[(outlines.count / 2)...])
    #expect(
      Self.summary(CodeFlowIndex(half, vocabulary: vocabulary, facts: memo, names: cache.names))
        == Self.summary(CodeFlowIndex(half, vocabulary: vocabulary)))
    let whole = Self.summary(CodeFlowIndex(outlines, vocabulary: vocabulary, facts: memo, names: cache.names))
    #expect(whole == Self.summary(CodeFlowIndex(outlines, vocabulary: vocabulary)))
    #expect(whole.contains { $0.hasPrefix("request ") } && whole.contains { $0.hasPrefix("opener ") })
    #expect(whole.contains { $0.hasPrefix("resume ") })
  }
}
