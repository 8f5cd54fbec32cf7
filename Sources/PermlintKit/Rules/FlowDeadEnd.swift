#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// A state the user can reach but never leave, or from which the flow can never end.
  public static let flowDeadEnd: Rule = Rule(
    RuleDescriptor(
      id: "flow-dead-end",
      title: "Flow state with no way out",
      severity: .error,
      category: .flows,
      rationale: """
        A screen without transitions, or a loop with no exit, strands the user: the only way \
        out is to kill the app. Every state the user can reach must lead somewhere, and from \
        every state some path must end the flow by running the feature, cancelling or ending.
        """,
      fix: """
        Give the state an `on:` transition (a button, a lifecycle event or an outcome), or \
        make it an end with `action: cancel`, `action: end` or `action: run-feature`; break \
        loops with a way to cancel.
        """,
      references: [
        RuleReference(
          "Human Interface Guidelines: privacy",
          "https://developer.apple.com/design/human-interface-guidelines/privacy"),
        .appReviewConsent,
      ],
      examples: RuleExample.embedded("flow-dead-end")
    )
  ) { context in
    FlowSubject.all(in: context).flatMap { subject -> [Finding] in
      let ends = subject.flow.states.indices.filter(subject.isTerminal)
      let towardEnd = subject.graph.searchBackward(from: ends, following: { _, _ in true })
      var findings: [Finding] = []
      for state in subject.reachableStates where !towardEnd.contains(state) {
        let id = subject.id(state)
        if subject.graph.edges[state].isEmpty {
          findings.append(
            context.finding(.noTransitions(state: id), atState: state, of: subject, last: "no way out"))
        } else if subject.fromStart.parentStep(of: state).map({ towardEnd.contains($0.state) }) ?? true {
          // Report a trap once, where the user enters it.
          findings.append(
            context.finding(.loopsForever(from: id), atState: state, of: subject, last: "every path from here loops"))
        }
      }
      return findings
    }
  }
}

extension Finding.Message {
  fileprivate static func noTransitions(state: String) -> Self {
    Self(
      "state '\(state)' has no transitions and does not end the flow, so the user is stuck there; add `on:` "
        + "transitions or make it an end (cancel, end, run-feature)."
    )
  }

  fileprivate static func loopsForever(from state: String) -> Self {
    Self(
      "from state '\(state)' no path ends the flow: every transition leads back into states that loop; "
        + "add a way to cancel."
    )
  }
}
