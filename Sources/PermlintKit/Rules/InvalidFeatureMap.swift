#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// Mistakes in the feature map itself: unknown keys, wrong types, dangling references.
  public static let invalidFeatureMap: Rule = Rule(
    RuleDescriptor(
      id: "invalid-feature-map",
      title: "Feature map has a mistake",
      severity: .error,
      category: .input,
      rationale: """
        Every other check trusts the feature map. A misspelt key is silently ignored by most \
        YAML readers, a transition to a state that does not exist hides a dead end, and an \
        unknown permission id means its purpose strings are never checked.
        """,
      fix: """
        Correct the node at the reported location; the message suggests the closest known name. \
        Docs/feature-map.md lists every key, action, event and permission id.
        """,
      references: [
        .permlintFeatureMap
      ],
      examples: RuleExample.embedded("invalid-feature-map")
    )
  ) { context in
    guard let map = context.app.featureMap else { return [] }
    return context.app.featureMapProblems.map { problem in
      context.finding(
        .decoderProblem(problem.message), at: map.location(problem.position), stableKey: problem.message)
    }
  }
}

extension Finding.Message {
  /// The feature-map decoder's own message, which names the node and what to write instead.
  fileprivate static func decoderProblem(_ message: String) -> Self { Self(message) }
}
