#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// The feature runs on a path that never passed through a grant.
  public static let actionWithoutGrant: Rule = Rule(
    RuleDescriptor(
      id: "action-without-grant",
      title: "Feature runs without the permission granted",
      severity: .error,
      category: .flows,
      rationale: """
        Touching a protected API without access terminates an iOS app (a privacy-violation \
        crash) or throws a SecurityException on Android; at best the feature silently works on \
        empty data. Every path to `run-feature` must pass through a `granted` outcome, or a \
        `limited` one when the feature declares `accepts-limited: true`.
        """,
      fix: """
        Route denied, blocked, restricted and unaccepted limited outcomes to screens or to \
        `cancel`, never to the `run-feature` state; set `accepts-limited: true` on features \
        that work with partial access (selected photos, approximate location).
        """,
      references: [
        RuleReference(
          "Requesting access to protected resources",
          "https://developer.apple.com/documentation/uikit/protecting_the_user_s_privacy/requesting_access_to_protected_resources"
        ),
        .androidRuntimePermissions,
      ],
      examples: RuleExample.embedded("action-without-grant")
    )
  ) { context in
    FlowSubject.all(in: context).flatMap { subject -> [Finding] in
      let acceptsLimited = !subject.features.isEmpty && subject.features.allSatisfy(\.acceptsLimited)
      // Every permission the feature needs must have been granted on the way: one layer per
      // set of permissions granted so far.
      var needed: [String] = []
      for permission in subject.features.flatMap({ $0.requires.map(\.value) })
        + subject.reachableStates.compactMap({ subject.isPermissionStep($0) ? subject.permission(of: $0) : nil })
      where !needed.contains(permission) {
        needed.append(permission)
      }
      needed = Array(needed.prefix(6))
      let all = (1 << max(1, needed.count)) - 1
      let tree = subject.graph.layeredSearch(from: subject.fromStart.source, layers: all + 1) { layer, state, edge in
        guard subject.isPermissionStep(state), edge.kind == .granted || (edge.kind == .limited && acceptsLimited)
        else { return layer }
        let bit = subject.permission(of: state).flatMap { needed.firstIndex(of: $0) } ?? 0
        return layer | (1 << bit)
      }
      return subject.flow.states.indices.compactMap { state -> Finding? in
        guard subject.action(state) == .runFeature,
          let layer = (0..<all).first(where: { tree.contains(node: tree.node(state, layer: $0)) })
        else { return nil }
        let missing = needed.indices.filter { layer & (1 << $0) == 0 }.map { "'\(needed[$0])'" }
        let what = missing.isEmpty ? "the permission" : missing.joined(separator: " and ")
        return context.finding(
          .runsUngranted(subject.id(state), features: subject.featureNames, missing: what), atState: state,
          of: subject, along: tree.path(toNode: tree.node(state, layer: layer)),
          last: "the feature runs without \(what)")
      }
    }
  }
}

extension Finding.Message {
  fileprivate static func runsUngranted(_ state: String, features: String, missing: String) -> Self {
    Self(
      "'\(state)' runs \(features) on a path where \(missing) was never granted; route the "
        + "other outcomes to a screen or to cancel, and check every permission the feature needs first.")
  }
}
