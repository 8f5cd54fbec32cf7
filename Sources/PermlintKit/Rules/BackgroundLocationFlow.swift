#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// On Android, a flow that asks for background location before foreground location is
  /// granted, or without telling the user first.
  public static let backgroundLocationFlow: Rule = Rule(
    RuleDescriptor(
      id: "background-location-flow",
      title: "Background location asked for before foreground location, or without a disclosure",
      severity: .error,
      category: .flows,
      rationale: """
        On Android 11 and later (targetSdk 30+), background location is never granted by the \
        permission dialog: the app must first hold foreground location, then ask for \
        background location in a separate request, which takes the user to the app's location \
        settings to choose "Allow all the time". A request for background location that is \
        not preceded by a foreground grant is ignored, and one made together with the \
        foreground request makes the system ignore both. Google Play also requires an in-app \
        prominent disclosure, shown before that request, saying that location is collected \
        while the app is closed or not in use. For a justified feature that requires a \
        background permission (`location-always`), permlint follows every path of the \
        feature's flow to a `request` of that permission: it must pass a `granted` (or \
        `limited`) outcome of the foreground permission it implies (`location`), and then an \
        `explain` or `show` screen about the background permission. The check applies when \
        the app ships on Android.
        """,
      fix: """
        In the feature's flow, check and request `location` first; only from its `granted` \
        outcome, go to an `explain` state for `location-always` that says location is used \
        while the app is closed and that Android will open Settings to choose "Allow all the \
        time", and from its primary button to the `request` of `location-always`.
        """,
      references: [
        .androidBackgroundLocation,
        RuleReference(
          "Android 11: location permission updates",
          "https://developer.android.com/about/versions/11/privacy/location"),
        .playProminentDisclosure,
      ],
      examples: RuleExample.embedded("background-location-flow")
    )
  ) { context in
    guard let map = context.app.featureMap, context.app.shipsAndroid else { return [] }
    var result: [Finding] = []
    var checkedFlows = Set<String>()
    for feature in map.features {
      let background = feature.requires.map(\.value).filter { context.catalog.permissions[$0]?.isBackground ?? false }
      guard !background.isEmpty, let flowName = feature.flow?.value, let flow = map.flow(flowName),
        checkedFlows.insert(flow.id).inserted
      else { continue }
      for permission in background {
        let foreground = Set(context.catalog.permissions[permission]?.implies ?? [])
        let order = BackgroundRequestOrder(
          context: context, map: map, flow: flow, background: permission, foreground: foreground)
        result += order.findings()
      }
    }
    return result
  }
}

/// Follows a flow from its start, tracking whether foreground location has been granted and
/// whether the background disclosure has been shown since, to each request of the
/// background permission.
private struct BackgroundRequestOrder {
  let context: RuleContext
  let map: FeatureMap
  let flow: Flow
  let background: String
  let foreground: Set<String>

  func findings() -> [Finding] {
    let graph = FlowGraph(flow)
    // A flow with dangling targets is reported by invalid-feature-map.
    guard !graph.hasUnknownTargets, let start = graph.start else { return [] }
    // Layers: bit 0 set once foreground location is granted, bit 1 once the background
    // disclosure has been shown after that; one linear search with shortest paths.
    let tree = graph.layeredSearch(from: start, layers: 4) { layer, state, edge in
      var next = layer
      if grantsForeground(state, event: edge.kind) { next |= 1 }
      if next & 1 != 0, isDisclosure(edge.target) { next |= 2 }
      return next
    }
    var result: [Finding] = []
    for state in flow.states.indices where isBackgroundRequest(state) {
      // Each state is reported at most once for each of the two problems.
      if let layer = [0, 2].first(where: { tree.contains(node: tree.node(state, layer: $0)) }) {
        result.append(
          finding(state, granted: false, path: tree.path(toNode: tree.node(state, layer: layer)), graph: graph))
      }
      if tree.contains(node: tree.node(state, layer: 1)) {
        result.append(finding(state, granted: true, path: tree.path(toNode: tree.node(state, layer: 1)), graph: graph))
      }
    }
    return result
  }

  private func permission(of state: Int) -> String? {
    (flow.states[state].permission ?? flow.permission)?.value
  }

  private func isBackgroundRequest(_ state: Int) -> Bool {
    flow.states[state].action?.value == .request && permission(of: state) == background
  }

  private func grantsForeground(_ state: Int, event: FlowEvent?) -> Bool {
    guard let action = flow.states[state].action?.value, [.check, .request].contains(action),
      let permission = permission(of: state), foreground.contains(permission)
    else { return false }
    return event?.isGrant == true
  }

  private func isDisclosure(_ state: Int) -> Bool {
    guard let action = flow.states[state].action?.value, [.explain, .show].contains(action) else { return false }
    return permission(of: state) == background
  }

  private func finding(_ index: Int, granted: Bool, path: FlowPath, graph: FlowGraph) -> Finding {
    let state = flow.states[index]
    let foregroundNames = foreground.sorted().map { "'\($0)'" }.joined(separator: " or ")
    if !granted {
      return context.finding(
        .backgroundBeforeForeground(
          flow: flow.id, state: state.id, background: background, foreground: foregroundNames),
        at: map.location(state.position), stableKey: "\(flow.id)/\(state.id)",
        flowPath: graph.steps(
          path, in: map, last: "requests '\(background)' before \(foregroundNames) is granted"))
    }
    return context.finding(
      .backgroundWithoutDisclosure(flow: flow.id, state: state.id, background: background, foreground: foregroundNames),
      at: map.location(state.position), stableKey: "\(flow.id)/\(state.id)>disclosure", severity: .warning,
      flowPath: graph.steps(path, in: map, last: "requests '\(background)' without a disclosure"))
  }
}

extension Finding.Message {
  fileprivate static func backgroundBeforeForeground(
    flow: String, state: String, background: String, foreground: String
  ) -> Self {
    Self(
      "in flow '\(flow)', state '\(state)' requests '\(background)' on a path where \(foreground) was "
        + "never granted: Android 11 and later ignore a background location request that does not follow a "
        + "foreground grant. Request \(foreground) first and go to '\(state)' only from its 'granted' outcome.")
  }

  fileprivate static func backgroundWithoutDisclosure(
    flow: String, state: String, background: String, foreground: String
  ) -> Self {
    Self(
      "in flow '\(flow)', state '\(state)' requests '\(background)' with no explain or show screen about it "
        + "after \(foreground) was granted: Google Play requires a prominent disclosure that location is used "
        + "while the app is closed, and on Android 11 and later the request opens Settings, where the user must "
        + "choose \"Allow all the time\". Add an explain state for '\(background)' before it.")
  }
}
