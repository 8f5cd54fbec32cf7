#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One flow of a feature map, with the features that use it and what the flow rules need to
/// ask of it: the permission behind each state, its possible outcomes and shortest paths.
struct FlowSubject {
  let map: FeatureMap
  let flow: Flow
  let graph: FlowGraph
  /// Features whose `flow:` names this flow, in file order (empty for an unused flow).
  let features: [Feature]
  let catalog: PermissionCatalog
  /// Breadth-first search tree from the start state.
  let fromStart: SearchTree

  /// Indexes the app's flows once, with the features that use each.
  static func index(app: AppModel, catalog: PermissionCatalog) -> [FlowSubject] {
    guard let map = app.featureMap else { return [] }
    var featuresByFlow: [String: [Feature]] = [:]
    for feature in map.features {
      if let flow = feature.flow?.value { featuresByFlow[flow, default: []].append(feature) }
    }
    return map.flows.compactMap { flow in
      let graph = FlowGraph(flow)
      guard let start = graph.start, !graph.hasUnknownTargets else { return nil }
      return FlowSubject(
        map: map, flow: flow, graph: graph, features: featuresByFlow[flow.id] ?? [], catalog: catalog,
        fromStart: graph.search(from: start))
    }
  }

  /// The states reachable from the start, in file order.
  var reachableStates: [Int] { fromStart.reached }

  /// The action of a state.
  func action(_ state: Int) -> FlowAction? { graph.action(state) }

  /// The permission a state checks or requests: its own, the flow's, or the first one its
  /// features require.
  func permission(of state: Int) -> String? {
    flow.states[state].permission?.value ?? flow.permission?.value
      ?? features.lazy.compactMap { $0.requires.first?.value }.first
  }

  /// The outcomes a check (all of them) or a request (all but not-determined) can report.
  func outcomes(of state: Int) -> [String] {
    let all = permission(of: state).flatMap { catalog.permissions[$0]?.outcomes } ?? FlowEvent.outcomes
    return (action(state) == .request ? all.filter { $0 != .notDetermined } : all).map(\.rawValue)
  }

  /// Whether a state asks for the permission's status: a check or a request.
  func isPermissionStep(_ state: Int) -> Bool {
    [.check, .request].contains(action(state))
  }

  /// Whether `edge` can be taken while `permission` stays blocked: a check or request of
  /// that permission can then only report `blocked`, whatever the flow says.
  func isPossible(_ state: Int, _ edge: FlowGraph.Edge, whileBlocked permission: String) -> Bool {
    !(isPermissionStep(state) && self.permission(of: state) == permission) || edge.kind == .blocked
  }

  /// The permissions the flow's features require, for messages: `'location'`, or
  /// `'location' or 'camera'`, or `the permission` when none is known.
  func permissionNames() -> String {
    var seen = Set<String>()
    let names = features.compactMap { $0.requires.first?.value }.filter { seen.insert($0).inserted }
    return names.isEmpty ? "the permission" : names.map { "'\($0)'" }.joined(separator: " or ")
  }

  /// Whether a state ends the flow: running the feature, cancelling or ending.
  func isTerminal(_ state: Int) -> Bool {
    [.runFeature, .cancel, .end].contains(action(state))
  }

  /// Whether more than one feature uses the flow, for verb agreement in messages.
  var hasSeveralFeatures: Bool { features.count > 1 }

  /// The features that use this flow, for messages: `feature 'a'` or `features 'a', 'b'`.
  var featureNames: String {
    if features.isEmpty { return "no feature" }
    let names = features.map { "'\($0.id)'" }.joined(separator: ", ")
    return features.count == 1 ? "feature \(names)" : "features \(names)"
  }

  /// Where a state is defined.
  func location(of state: Int) -> FileLocation {
    map.location(flow.states[state].position)
  }

  /// The id of a state.
  func id(_ state: Int) -> String { flow.states[state].id }

  /// The shortest path from the start to `state`, then along `extra` steps (the first of
  /// which is `state` with the event taken from it), as a counter-example whose last step
  /// says `last`.
  func counterExample(to state: Int, then extra: [FlowGraph.Step] = [], last: String) -> [FlowStep] {
    var path = fromStart.path(to: state)
    if let event = extra.first?.event {
      path = path.then(event, FlowPath(Array(extra.dropFirst())))
    }
    return graph.steps(path, in: map, last: last)
  }

  /// A counter-example along a path of another search.
  func counterExample(_ path: FlowPath, last: String) -> [FlowStep] {
    graph.steps(path, in: map, last: last)
  }
}
