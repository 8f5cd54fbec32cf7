#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension FlowSubject {
  /// Breadth-first search from the start (every analysed flow has one) that does not take
  /// the edges `skip` refuses, nor leave the states `stop` accepts.
  func searchFromStart(
    skipping skip: (Int, FlowGraph.Edge) -> Bool = { _, _ in false }, stoppingAt stop: (Int) -> Bool = { _ in false }
  ) -> SearchTree {
    graph.search(from: fromStart.source, skipping: skip, stoppingAt: stop)
  }

  /// Screens entered on a denied, blocked or restricted outcome (the screens that block a
  /// feature), each with the first check or request and outcome that leads there. A request
  /// entered on Android's re-askable `denied` is not one.
  var refusalScreens: [(screen: Int, source: Int, outcome: String)] {
    var seen = Set<Int>()
    var result: [(screen: Int, source: Int, outcome: String)] = []
    for state in reachableStates where [.check, .request].contains(action(state)) {
      for edge in graph.edges[state]
      where edge.kind?.isRefusal == true && flow.states[edge.target].screen != nil {
        if seen.insert(edge.target).inserted { result.append((edge.target, state, edge.event)) }
      }
    }
    return result.sorted { $0.screen < $1.screen }
  }
}
