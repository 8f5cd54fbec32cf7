/// A flow as an indexed graph, for reachability questions in time linear in states plus
/// transitions.
public struct FlowGraph: Sendable {
  /// An edge: the event taken and the target state's index.
  public struct Edge: Sendable {
    /// The event.
    public var event: String
    /// Index of the target state.
    public var target: Int
  }

  /// The flow.
  public let flow: Flow
  /// Outgoing edges per state index, in file order; unknown targets are left out.
  public let edges: [[Edge]]
  private let indexByID: [String: Int]

  /// Indexes a flow.
  public init(_ flow: Flow) {
    self.flow = flow
    var index: [String: Int] = [:]
    for (offset, state) in flow.states.enumerated() where index[state.id] == nil {
      index[state.id] = offset
    }
    self.indexByID = index
    self.edges = flow.states.map { state in
      state.transitions.compactMap { transition in
        index[transition.target.value].map { Edge(event: transition.event.value, target: $0) }
      }
    }
  }

  /// The index of a state id.
  public func index(of id: String) -> Int? { indexByID[id] }

  /// The start state's index.
  public var start: Int? { flow.start.flatMap { indexByID[$0.value] } }

  /// One step of a path: a state and the event taken from it (`nil` at the last step).
  public typealias Step = (state: Int, event: String?)

  /// The shortest path from `source` to a state satisfying `goal`, by breadth-first search.
  public func shortestPath(from source: Int, to goal: (Int) -> Bool) -> [Step]? {
    var previous: [Int: (state: Int, event: String)] = [:]
    var visited = Set([source])
    var queue = [source]
    var head = 0
    while head < queue.count {
      let current = queue[head]
      head += 1
      if goal(current) {
        var path: [Step] = [(current, nil)]
        var cursor = current
        while let back = previous[cursor] {
          path.insert((back.state, back.event), at: 0)
          cursor = back.state
        }
        return path
      }
      for edge in edges[current] where visited.insert(edge.target).inserted {
        previous[edge.target] = (current, edge.event)
        queue.append(edge.target)
      }
    }
    return nil
  }

  /// Every state reachable from `source`, including itself. States for which `stop` is true
  /// are reached but not left.
  public func reachable(from source: Int, stoppingAt stop: (Int) -> Bool = { _ in false }) -> Set<Int> {
    var visited = Set([source])
    var stack = [source]
    while let current = stack.popLast() {
      if current != source, stop(current) { continue }
      for edge in edges[current] where visited.insert(edge.target).inserted {
        stack.append(edge.target)
      }
    }
    return visited
  }

  /// Counter-example steps for a path, each at its state's line in the feature map.
  public func steps(_ path: [Step], in map: FeatureMap, last: String) -> [FlowStep] {
    path.map { step in
      let state = flow.states[step.state]
      let action = state.action.map { " [\($0.value.rawValue)]" } ?? ""
      let message =
        step.event.map { "\(state.id)\(action) --\($0)-->" } ?? "\(state.id)\(action): \(last)"
      return FlowStep(location: map.location(state.position), message: message)
    }
  }
}
