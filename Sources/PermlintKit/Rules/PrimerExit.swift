#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// An iOS pre-permission screen that offers a way out before the system prompt.
  public static let primerExit: Rule = Rule(
    RuleDescriptor(
      id: "primer-exit",
      title: "Primer offers a way out before the system prompt",
      severity: .warning,
      category: .flows,
      rationale: """
        App Review treats a primer with "Later", "Skip" or "Not now" before the system \
        prompt as manipulating consent: the user must always go on to the system dialog, \
        where declining is their choice (Guideline 5.1.1(iv)). permlint reports a secondary \
        or dismiss transition of an `explain` state that does not lead to a request, when the \
        app ships on iOS.
        """,
      fix: """
        Remove the primer's secondary button and dismiss, so that its only action leads to \
        the system request; offer "not now" after a denial instead, on a screen that is not a \
        primer.
        """,
      references: [
        .appReviewConsent
      ],
      examples: RuleExample.embedded("primer-exit")
    )
  ) { context in
    guard context.app.shipsIOS else { return [] }
    return FlowSubject.all(in: context).flatMap { subject in
      subject.reachableStates.compactMap { state -> Finding? in
        guard subject.action(state) == .explain else { return nil }
        let exits = subject.flow.states[state].transitions.filter { transition in
          [.secondary, .dismiss].contains(transition.kind)
            && subject.graph.edges[state].first(where: { $0.event == transition.event.value })
              .map { subject.action($0.target) != .request } ?? false
        }
        guard let first = exits.first,
          let target = subject.graph.edges[state].first(where: { $0.event == first.event.value })?.target
        else { return nil }
        // One finding per primer, at its first way out.
        return context.finding(
          .wayOut(of: subject.id(state), events: exits.map(\.event.value)),
          at: subject.map.location(first.event.position), stableKey: "\(subject.flow.id)/\(subject.id(state))",
          flowPath: subject.counterExample(
            to: state, then: [(state, first.event.value), (target, nil)], last: "the system prompt is never shown"))
      }
    }
  }
}

extension Finding.Message {
  fileprivate static func wayOut(of primer: String, events: [String]) -> Self {
    Self(
      "primer '\(primer)' lets the user leave with \(events.map { "'\($0)'" }.joined(separator: " and ")) before the "
        + "system prompt; App Review expects a primer to always continue to the system dialog. Remove this way out."
    )
  }
}
