#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A flow as an indexed graph, for reachability questions in time linear in states plus
/// transitions.
@_spi(Testing) public struct FlowGraph: Sendable {
  /// An edge: the event taken and the target state's index.
  @_spi(Testing) public struct Edge: Sendable {
    /// The event as written (an unknown one is kept; invalid-feature-map reports it).
    public var event: String
    /// The event, if it is one the format defines.
    public var kind: FlowEvent?
    /// Index of the target state.
    public var target: Int
  }

  /// One step of a path: a state and the event taken from it (`nil` at the last step).
  @_spi(Testing) public typealias Step = (state: Int, event: String?)

  /// The longest counter-example reported in full. Longer ones keep their first and last
  /// steps, and are built without walking the middle, so that thousands of findings in a
  /// huge flow cost time in proportion to what is shown.
  public static let maximumReportedSteps = 40
  static let headLength = maximumReportedSteps / 4

  /// The flow.
  public let flow: Flow
  /// Outgoing edges per state index, in file order; unknown targets are left out.
  public let edges: [[Edge]]
  /// Whether some transition names a state that does not exist.
  public let hasUnknownTargets: Bool
  /// The start state's index.
  public let start: Int?

  /// Indexes a flow.
  public init(_ flow: Flow) {
    self.flow = flow
    var index: [String: Int] = [:]
    for (offset, state) in flow.states.enumerated() where index[state.id] == nil {
      index[state.id] = offset
    }
    var unknown = false
    self.edges = flow.states.map { state in
      state.transitions.compactMap { transition in
        guard let target = index[transition.target.value] else {
          unknown = true
          return nil
        }
        return Edge(event: transition.event.value, kind: transition.kind, target: target)
      }
    }
    self.hasUnknownTargets = unknown
    self.start = flow.start.flatMap { index[$0.value] }
  }

  /// The action of a state.
  public func action(_ state: Int) -> FlowAction? {
    flow.states[state].action?.value
  }

  /// Breadth-first search from `source` over the edges `skip` does not refuse; states for
  /// which `stop` is true are reached but not left.
  public func search(
    from source: Int, skipping skip: (Int, Edge) -> Bool = { _, _ in false },
    stoppingAt stop: (Int) -> Bool = { _ in false }
  ) -> SearchTree {
    layeredSearch(from: source, layers: 1) { _, state, edge in
      if skip(state, edge) || stop(state) && state != source { return nil }
      return 0
    }
  }

  /// Breadth-first search over (state, layer) pairs, from `source` in layer 0: `step` gives
  /// the layer an edge leads to from a state in a layer, or `nil` to not take it. Layers
  /// carry what the path so far has done (a permission blocked since the last check, the
  /// permissions granted), so questions about paths are answered in one linear search, with
  /// shortest counter-examples.
  public func layeredSearch(
    from source: Int, layers: Int, step: (_ layer: Int, _ state: Int, _ edge: Edge) -> Int?
  ) -> SearchTree {
    let count = edges.count
    var tree = SearchTree(source: source, states: count, layers: layers)
    var queue = [source]
    var head = 0
    while head < queue.count {
      let node = queue[head]
      head += 1
      let (state, layer) = (node % count, node / count)
      for edge in edges[state] {
        guard let nextLayer = step(layer, state, edge), nextLayer >= 0, nextLayer < layers else { continue }
        let next = edge.target + nextLayer * count
        guard !tree.contains(node: next) else { continue }
        tree.add(next, parent: node, event: edge.event)
        queue.append(next)
      }
    }
    return tree
  }

  /// Breadth-first search backwards from `goals` over the edges `follow` admits: for each
  /// state that can reach a goal, the first step of a shortest way there and its length.
  public func searchBackward(from goals: [Int], following follow: (Int, Edge) -> Bool) -> BackwardTree {
    var incoming = [[(source: Int, edge: Edge)]](repeating: [], count: edges.count)
    for (source, outgoing) in edges.enumerated() {
      for edge in outgoing where follow(source, edge) {
        incoming[edge.target].append((source, edge))
      }
    }
    var tree = BackwardTree(count: edges.count)
    for goal in goals where !tree.contains(goal) { tree.addGoal(goal) }
    var queue = goals
    var head = 0
    while head < queue.count {
      let current = queue[head]
      head += 1
      for (source, edge) in incoming[current] where !tree.contains(source) {
        tree.add(source, next: edge, distance: tree.distance(current) + 1)
        queue.append(source)
      }
    }
    return tree
  }

  /// Counter-example steps for a path, each at its state's line in the feature map; the
  /// last step says `last`.
  public func steps(_ path: FlowPath, in map: FeatureMap, last: String) -> [FlowStep] {
    func step(_ step: Step, isLast: Bool) -> FlowStep {
      let state = flow.states[step.state]
      let action = state.action.map { " [\($0.value.rawValue)]" } ?? ""
      let message =
        step.event.map { "\(state.id)\(action) --\($0)-->" }
        ?? (isLast ? "\(state.id)\(action): \(last)" : "\(state.id)\(action) -->")
      return FlowStep(location: map.location(state.position), message: message)
    }
    let endsInHead = path.tail.isEmpty && path.omitted == 0
    var result = path.head.enumerated().map { step($1, isLast: endsInHead && $0 == path.head.count - 1) }
    if path.omitted > 0, let cut = path.tail.first ?? path.head.last {
      let more = path.tail.isEmpty ? "… \(path.omitted) more steps, then: \(last)" : "… \(path.omitted) more steps …"
      result.append(FlowStep(location: map.location(flow.states[cut.state].position), message: more))
    }
    return result + path.tail.enumerated().map { step($1, isLast: $0 == path.tail.count - 1) }
  }
}

/// A path through a flow, possibly with its middle (or its end) left out.
@_spi(Testing) public struct FlowPath: Sendable {
  /// The first steps.
  public var head: [FlowGraph.Step]
  /// How many steps are left out between `head` and `tail`.
  public var omitted: Int
  /// The last steps (empty when the end was left out).
  public var tail: [FlowGraph.Step]

  /// A path shown in full.
  public init(_ steps: [FlowGraph.Step]) {
    self.head = steps
    self.omitted = 0
    self.tail = []
  }

  init(head: [FlowGraph.Step], omitted: Int, tail: [FlowGraph.Step]) {
    self.head = head
    self.omitted = omitted
    self.tail = tail
  }

  /// The path's last state.
  public var lastState: Int? { (tail.last ?? head.last)?.state }

  /// This path with `event` taken from its last state and then `rest` (which starts at the
  /// state reached).
  public func then(_ event: String, _ rest: FlowPath) -> FlowPath {
    var copy = self
    if copy.tail.isEmpty, copy.omitted == 0 {
      copy.head[copy.head.count - 1].event = event
      copy.head += rest.head
      copy.omitted = rest.omitted
      copy.tail = rest.tail
    } else {
      if copy.tail.isEmpty {
        copy.head[copy.head.count - 1].event = event
      } else {
        copy.tail[copy.tail.count - 1].event = event
      }
      copy.tail += rest.head + rest.tail
      copy.omitted += rest.omitted
    }
    return copy
  }
}

/// The result of a forward breadth-first search: how each reached state (in each layer) was
/// first reached. Nodes are `state + layer * stateCount`.
@_spi(Testing) public struct SearchTree: Sendable {
  /// Where the search started.
  public let source: Int
  /// How many states the flow has.
  public let stateCount: Int
  private var parent: [Int]
  private var event: [String?]
  private var depth: [Int]
  /// Each node's ancestor at depth `FlowGraph.headLength` (or itself when shallower), so
  /// that the first steps of a long path are found without walking it.
  private var anchor: [Int]

  init(source: Int, states: Int, layers: Int) {
    self.source = source
    stateCount = states
    let count = states * layers
    parent = [Int](repeating: -1, count: count)
    event = [String?](repeating: nil, count: count)
    depth = [Int](repeating: 0, count: count)
    anchor = [Int](repeating: -1, count: count)
    parent[source] = source
    anchor[source] = source
  }

  mutating func add(_ node: Int, parent: Int, event: String) {
    self.parent[node] = parent
    self.event[node] = event
    depth[node] = depth[parent] + 1
    anchor[node] = depth[node] <= FlowGraph.headLength ? node : anchor[parent]
  }

  /// The node of `state` in `layer`.
  public func node(_ state: Int, layer: Int = 0) -> Int { state + layer * stateCount }

  /// Whether the search reached a node.
  public func contains(node: Int) -> Bool { parent[node] >= 0 }

  /// Whether the search reached `state` in layer 0.
  public func contains(_ state: Int) -> Bool { contains(node: state) }

  /// The state and event layer-0 `state` was first reached from.
  public func parentStep(of state: Int) -> FlowGraph.Step? {
    guard contains(node: state), state != source else { return nil }
    return (parent[state] % stateCount, event[state])
  }

  /// The states reached in layer 0, in index order.
  public var reached: [Int] { (0..<stateCount).filter { parent[$0] >= 0 } }

  /// The states reached in `layer`, in index order.
  public func reached(inLayer layer: Int) -> [Int] {
    (0..<stateCount).filter { parent[$0 + layer * stateCount] >= 0 }
  }

  /// The shortest path from the source to layer-0 `state`.
  public func path(to state: Int) -> FlowPath { path(toNode: state) }

  /// The shortest path from the source to a node (which must be reached), trimmed to the
  /// report limit at a cost proportional to the steps kept.
  public func path(toNode node: Int) -> FlowPath {
    func walk(from end: Int, steps: Int) -> [FlowGraph.Step] {
      var reversed: [FlowGraph.Step] = [(end % stateCount, nil)]
      var cursor = end
      while reversed.count < steps, cursor != source {
        reversed.append((parent[cursor] % stateCount, event[cursor]))
        cursor = parent[cursor]
      }
      return reversed.reversed()
    }
    let length = depth[node] + 1
    guard length > FlowGraph.maximumReportedSteps else { return FlowPath(walk(from: node, steps: length)) }
    // The head ends at the anchor, whose way on lies in the omitted middle.
    let head = walk(from: anchor[node], steps: FlowGraph.headLength + 1)
    let tail = walk(from: node, steps: FlowGraph.maximumReportedSteps - head.count - 1)
    return FlowPath(head: head, omitted: length - head.count - tail.count, tail: tail)
  }
}

/// The result of a backward breadth-first search: for each state that can reach a goal,
/// the first step of a shortest way there.
@_spi(Testing) public struct BackwardTree: Sendable {
  private var next: [FlowGraph.Edge?]
  private var reached: [Bool]
  private var distances: [Int]

  init(count: Int) {
    next = [FlowGraph.Edge?](repeating: nil, count: count)
    reached = [Bool](repeating: false, count: count)
    distances = [Int](repeating: 0, count: count)
  }

  mutating func addGoal(_ state: Int) { reached[state] = true }

  mutating func add(_ state: Int, next edge: FlowGraph.Edge, distance: Int) {
    reached[state] = true
    next[state] = edge
    distances[state] = distance
  }

  /// Whether `state` can reach a goal.
  public func contains(_ state: Int) -> Bool { reached[state] }

  /// How many steps the shortest way from `state` to a goal takes.
  public func distance(_ state: Int) -> Int { distances[state] }

  /// The shortest way from `state` to a goal, cut after the report limit; without a way,
  /// just `state`.
  public func path(from state: Int) -> FlowPath {
    var steps: [FlowGraph.Step] = []
    var cursor = state
    while let edge = next[cursor], steps.count < FlowGraph.maximumReportedSteps / 2 {
      steps.append((cursor, edge.event))
      cursor = edge.target
    }
    guard next[cursor] != nil else {
      steps.append((cursor, nil))
      return FlowPath(steps)
    }
    // Cut: the rest of the way is counted, not walked.
    return FlowPath(head: steps + [(cursor, nil)], omitted: distances[cursor], tail: [])
  }
}
