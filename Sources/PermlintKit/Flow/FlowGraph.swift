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

  /// One step of a path: a state and the event taken from it (`nil` at the last step).
  public typealias Step = (state: Int, event: String?)

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
        return Edge(event: transition.event.value, target: target)
      }
    }
    self.hasUnknownTargets = unknown
    self.start = flow.start.flatMap { index[$0.value] }
  }

  /// The action of a state.
  public func action(_ state: Int) -> FlowAction? {
    flow.states[state].action?.value
  }

  /// Breadth-first search from `source`: for every state reached, the state and event it
  /// was first reached from. States for which `stop` is true are reached but not left.
  public func searchForward(from source: Int, stoppingAt stop: (Int) -> Bool = { _ in false }) -> [Int: Step] {
    var parents: [Int: Step] = [source: (source, nil)]
    var queue = [source]
    var head = 0
    while head < queue.count {
      let current = queue[head]
      head += 1
      if current != source, stop(current) { continue }
      for edge in edges[current] where parents[edge.target] == nil {
        parents[edge.target] = (current, edge.event)
        queue.append(edge.target)
      }
    }
    return parents
  }

  /// The path from the search's source to `target`, from `searchForward`'s result.
  public func path(to target: Int, parents: [Int: Step]) -> [Step] {
    var reversed: [Step] = [(target, nil)]
    var cursor = target
    while let parent = parents[cursor], parent.state != cursor || parent.event != nil {
      reversed.append(parent)
      cursor = parent.state
      if reversed.count > flow.states.count { break }
    }
    return reversed.reversed()
  }

  /// Multi-source breadth-first search backwards from `goals` over the edges that
  /// `follow` admits: for every state that can reach a goal, the first step of a shortest
  /// way there.
  public func searchBackward(from goals: [Int], following follow: (Int, Edge) -> Bool) -> [Int: Edge?] {
    var incoming = [[(source: Int, edge: Edge)]](repeating: [], count: edges.count)
    for (source, outgoing) in edges.enumerated() {
      for edge in outgoing where follow(source, edge) {
        incoming[edge.target].append((source, edge))
      }
    }
    var next: [Int: Edge?] = [:]
    for goal in goals { next[goal] = .some(nil) }
    var queue = goals
    var head = 0
    while head < queue.count {
      let current = queue[head]
      head += 1
      for (source, edge) in incoming[current] where next[source] == nil {
        next[source] = edge
        queue.append(source)
      }
    }
    return next
  }

  /// The path from `source` to a goal, following `searchBackward`'s result.
  public func path(from source: Int, next: [Int: Edge?]) -> [Step] {
    var steps: [Step] = []
    var cursor = source
    while case .some(.some(let edge)) = next[cursor], steps.count <= flow.states.count {
      steps.append((cursor, edge.event))
      cursor = edge.target
    }
    steps.append((cursor, nil))
    return steps
  }

  /// The longest counter-example reported in full; longer ones keep their first and last
  /// steps, so that thousands of findings in a huge flow cannot make output quadratic.
  public static let maximumReportedSteps = 40

  /// Counter-example steps for a path, each at its state's line in the feature map.
  public func steps(_ path: [Step], in map: FeatureMap, last: String) -> [FlowStep] {
    func step(_ step: Step) -> FlowStep {
      let state = flow.states[step.state]
      let action = state.action.map { " [\($0.value.rawValue)]" } ?? ""
      let message =
        step.event.map { "\(state.id)\(action) --\($0)-->" } ?? "\(state.id)\(action): \(last)"
      return FlowStep(location: map.location(state.position), message: message)
    }
    let limit = Self.maximumReportedSteps
    guard path.count > limit else { return path.map(step) }
    let head = path.prefix(limit / 4).map(step)
    let tail = path.suffix(limit - limit / 4 - 1).map(step)
    let omitted = path.count - head.count - tail.count
    let gap = FlowStep(
      location: map.location(flow.states[path[head.count].state].position), message: "… \(omitted) more steps …")
    return head + [gap] + tail
  }
}
