#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// A state no path from the start reaches.
  public static let unreachableState: Rule = Rule(
    RuleDescriptor(
      id: "unreachable-state",
      title: "Flow state never reached",
      severity: .note,
      category: .flows,
      rationale: """
        A state that no transition leads to is either left over from an older design or a \
        handler that was meant to be wired and is not; in both cases the flow does less than \
        its author thinks, and checks on it prove nothing.
        """,
      fix: "Lead a transition to the state, or delete it.",
      references: [
        .permlintFeatureMap
      ],
      examples: RuleExample.embedded("unreachable-state")
    )
  ) { context in
    FlowSubject.all(in: context).flatMap { subject in
      subject.flow.states.indices.compactMap { state -> Finding? in
        guard !subject.fromStart.contains(state) else { return nil }
        return context.finding(
          .unreachable(subject.id(state), flow: subject.flow.id, start: subject.id(subject.graph.start!)),
          atState: state, of: subject)
      }
    }
  }
}

extension Finding.Message {
  fileprivate static func unreachable(_ state: String, flow: String, start: String) -> Self {
    "state '\(state)' of flow '\(flow)' is never reached from '\(start)'; lead a transition to it or delete it."
  }
}
