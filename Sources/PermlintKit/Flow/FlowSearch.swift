extension FlowSubject {
  /// Breadth-first search from the start that does not take the edges `skip` refuses; the
  /// states found, with how each was first reached.
  func searchFromStart(skipping skip: (Int, FlowGraph.Edge) -> Bool) -> [Int: FlowGraph.Step] {
    guard let start = graph.start else { return [:] }
    var parents: [Int: FlowGraph.Step] = [start: (start, nil)]
    var queue = [start]
    var head = 0
    while head < queue.count {
      let current = queue[head]
      head += 1
      for edge in graph.edges[current] where parents[edge.target] == nil && !skip(current, edge) {
        parents[edge.target] = (current, edge.event)
        queue.append(edge.target)
      }
    }
    return parents
  }

  /// Screens entered on a denied, blocked or restricted outcome: the screens that block a
  /// feature. (A request entered on Android's re-askable `denied` is not one.)
  var statesEnteredOnRefusal: [Int] {
    var result = Set<Int>()
    for state in reachableStates where [.check, .request].contains(action(state)) {
      for edge in graph.edges[state]
      where ["denied", "blocked", "restricted"].contains(edge.event) && flow.states[edge.target].screen != nil {
        result.insert(edge.target)
      }
    }
    return result.sorted()
  }
}
