#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A flow as a report draws it: its states with where each is written, and its transitions.
/// Reports match a finding's counter-example to it by the steps' locations, so a finding
/// needs to carry nothing more than its `flowPath`.
@_spi(Testing) public struct FlowDiagram: Hashable, Sendable {
  /// A state: its id, its action as the feature map names it, and where it is written.
  @_spi(Testing) public struct State: Hashable, Sendable {
    public var id: String
    /// `check`, `request`, `show`, …; `nil` when the state names none.
    public var action: String?
    public var location: FileLocation

    public init(id: String, action: String?, location: FileLocation) {
      self.id = id
      self.action = action
      self.location = location
    }
  }

  /// A transition: the states' indexes and the event as written.
  @_spi(Testing) public struct Transition: Hashable, Sendable {
    public var source: Int
    public var event: String
    public var target: Int

    public init(source: Int, event: String, target: Int) {
      self.source = source
      self.event = event
      self.target = target
    }
  }

  /// The flow's id.
  public var id: String
  /// The states, in file order.
  public var states: [State]
  /// The transitions to states that exist, in file order.
  public var transitions: [Transition]
  /// The start state's index.
  public var start: Int?

  public init(id: String, states: [State], transitions: [Transition], start: Int?) {
    self.id = id
    self.states = states
    self.transitions = transitions
    self.start = start
  }

  /// The diagram of an indexed flow of `map`.
  init(_ graph: FlowGraph, in map: FeatureMap) {
    self.init(
      id: graph.flow.id,
      states: graph.flow.states.map {
        State(id: $0.id, action: $0.action?.value.rawValue, location: map.location($0.position))
      },
      transitions: graph.edges.enumerated().flatMap { source, edges in
        edges.map { Transition(source: source, event: $0.event, target: $0.target) }
      },
      start: graph.start)
  }

  /// The diagrams of every flow of a feature map, in file order.
  static func diagrams(of map: FeatureMap) -> [FlowDiagram] {
    map.flows.map { FlowDiagram(FlowGraph($0), in: map) }
  }
}
