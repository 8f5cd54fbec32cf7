#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// A permission-gated feature whose user, once the permission is blocked, can never reach
  /// the app's settings.
  public static let settingsRedirect: Rule = Rule(
    RuleDescriptor(
      id: "settings-redirect",
      title: "No way to Settings after a permanent denial",
      severity: .error,
      category: .flows,
      rationale: """
        Once a user denies a permission on iOS, or picks "Don't ask again" (or denies twice) on \
        Android, the system never shows the prompt again: a request returns at once without \
        any UI. From then on only the Settings app can grant it. A feature whose flow has no \
        path from the blocked state to the app's settings page is a dead end the user cannot \
        leave, the most common permission complaint in reviews.
        """,
      fix: """
        Give the feature a `flow:` in the feature map, handle the `blocked` outcome of its check \
        and request, and from the state it leads to offer an action (usually the screen's \
        primary button, "Open Settings") that goes to a state with `action: open-settings`, \
        followed by `on: { resume: <check state> }`.
        """,
      references: [
        .appReviewPermissionSettings,
        .openSettingsURL,
        .androidRuntimePermissions,
      ],
      examples: RuleExample.embedded("settings-redirect")
    )
  ) { context in
    guard let map = context.app.featureMap else { return [] }
    var result: [Finding] = []
    // A feature without `flow:` has not described how it asks for its permissions, which is
    // honest, not wrong: say once that flow checks were skipped and how to turn them on.
    let undescribed = map.features.filter { !$0.requires.isEmpty && $0.flow == nil }
    if let first = undescribed.first {
      result.append(
        context.finding(
          .flowsNotDescribed(undescribed.map(\.id)),
          at: map.location(first.position), stableKey: "flows-not-described", severity: .note))
    }
    // A flow shared by several features is one flow, reported once naming them all.
    for subject in FlowSubject.all(in: context) {
      let features = subject.features.filter { !$0.requires.isEmpty }
      guard !features.isEmpty else { continue }
      result += SettingsRedirectCheck(context: context, map: map, features: features, subject: subject)
        .findings()
    }
    return result
  }
}

/// The reachability question behind `settings-redirect`, for one feature.
private struct SettingsRedirectCheck {
  let context: RuleContext
  let map: FeatureMap
  /// Features that share one flow (or one feature without a flow).
  let features: [Feature]
  /// The flow the features share.
  let subject: FlowSubject
  var catalog: PermissionCatalog { context.catalog }

  private var feature: Feature { features[0] }
  private var featureNames: String {
    features.count == 1
      ? "feature '\(feature.id)'" : "features " + features.map { "'\($0.id)'" }.joined(separator: ", ")
  }

  func findings() -> [Finding] {
    guard canBeBlocked else { return [] }
    let graph = subject.graph
    let flow = subject.flow
    guard graph.edges.contains(where: { $0.contains { $0.kind == .blocked } }) else {
      return [
        context.finding(
          .blockedNeverHandled(flow: flow.id, permissions: subject.permissionNames()),
          at: map.location(flow.position), stableKey: flow.id)
      ]
    }
    let settingsStates = flow.states.indices.filter { graph.action($0) == .openSettings }
    let endStates = flow.states.indices.filter { graph.edges[$0].isEmpty }
    // Blocked outcomes met before Settings was ever offered; once the user has been to
    // Settings and come back still blocked, the flow may give up.
    let beforeSettings = subject.searchFromStart(stoppingAt: { graph.action($0) == .openSettings })
    var searches: [String: (settings: BackwardTree, end: BackwardTree)] = [:]
    var result: [Finding] = []
    var reported = Set<Int>()
    for source in beforeSettings.reached where subject.isPermissionStep(source) {
      let permission = subject.permission(of: source) ?? ""
      for edge in graph.edges[source] where edge.kind == .blocked {
        guard reported.insert(edge.target).inserted else { continue }
        // While the permission is blocked, its own checks and requests can only report blocked.
        let trees =
          searches[permission]
          ?? (
            graph.searchBackward(from: settingsStates) { subject.isPossible($0, $1, whileBlocked: permission) },
            graph.searchBackward(from: endStates) { subject.isPossible($0, $1, whileBlocked: permission) }
          )
        searches[permission] = trees
        guard !trees.settings.contains(edge.target) else { continue }
        let state = flow.states[edge.target]
        let tail = trees.end.path(from: edge.target)
        let ending =
          tail.omitted > 0 || (tail.lastState.map { graph.edges[$0].isEmpty } ?? false)
          ? "the flow ends here without opening Settings" : "every path from here loops without opening Settings"
        result.append(
          context.finding(
            .blockedWithoutSettings(flow: flow.id, features: featureNames, state: state.id, permission: permission),
            at: map.location(state.position), stableKey: "\(flow.id)/\(state.id)",
            flowPath: graph.steps(beforeSettings.path(to: source).then("blocked", tail), in: map, last: ending)))
      }
    }
    return result
  }

  /// The permissions a feature without a flow requires, for its message.
  /// Whether any of the features' permissions can be permanently denied at all.
  private var canBeBlocked: Bool {
    features.contains { feature in
      feature.requires.contains { catalog.permissions[$0.value]?.outcomes.contains(.blocked) ?? true }
    }
  }
}

extension Finding.Message {
  fileprivate static func flowsNotDescribed(_ features: [String]) -> Self {
    let names = features.map { "'\($0)'" }.joined(separator: ", ")
    let one = features.count == 1
    return Self(
      "\(one ? "feature" : "features") \(names) \(one ? "has" : "have") no `flow:`, so permlint skipped the flow "
        + "checks for \(one ? "it" : "them") (Settings after a permanent denial, re-check "
        + "on return, unhandled outcomes, screen copy); describe how a feature asks for its permissions with "
        + "`flow: <id>` and a flow under `flows:` (see Docs/feature-map.md#flows) to check them.")
  }

  fileprivate static func blockedNeverHandled(flow: String, permissions: String) -> Self {
    Self(
      "flow '\(flow)' never handles the 'blocked' outcome of a check or request, so a user who "
        + "blocked \(permissions) is never offered Settings; add `blocked: <state>` that leads to "
        + "open-settings.")
  }

  fileprivate static func blockedWithoutSettings(flow: String, features: String, state: String, permission: String)
    -> Self
  {
    Self(
      "in flow '\(flow)' of \(features), state '\(state)' is reached when '\(permission)' "
        + "is blocked, and no path from it opens Settings; give it an action that goes to an open-settings state.")
  }
}
