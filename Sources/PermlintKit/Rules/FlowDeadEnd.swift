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
      examples: [
        .triggering(
          "a screen with no button, and a loop between two screens", flow: scanFlow,
          states: """
            check: { action: check, on: { granted: run, denied: info, blocked: stuck } }
            ↓stuck: { screen: { message: { en: Camera is off. } } }
            ↓info: { screen: { primary: { en: More } }, on: { primary: more } }
            more: { screen: { primary: { en: Back } }, on: { primary: info } }
            run: { action: run-feature }
            """),
        .nonTriggering(
          "every state leads to an end", flow: scanFlow,
          states: """
            check: { action: check, on: { granted: run, denied: info, blocked: info } }
            info: { screen: { primary: { en: OK } }, on: { primary: done } }
            done: { action: cancel }
            run: { action: run-feature }
            """),
      ]
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

/// A feature map of `flow-dead-end` examples, whose flow `gate` each example fills in.
private let scanFlow = ExampleFlow(
  app: "Player", permissions: "[camera]", feature: "scan: { requires: [camera], flow: gate }")
