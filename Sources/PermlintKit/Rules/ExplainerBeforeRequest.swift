#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// With the `explainer-before-request` policy, a system request not preceded by an explainer.
  public static let explainerBeforeRequest: Rule = Rule(
    RuleDescriptor(
      id: "explainer-before-request",
      title: "System request without an explainer first",
      severity: .error,
      category: .flows,
      rationale: """
        The system prompt shows one sentence, once. Apps that explain first, in their own \
        words and at the moment of need, get far more grants, and Google Play requires a \
        prominent disclosure before requesting sensitive data. When the feature map's policy \
        says `explainer-before-request: true`, every path into a `request` must come from an \
        `explain` state.
        """,
      fix: """
        Add a state with `action: explain` and a screen saying what the permission is for, \
        whose primary button leads to the request; route every path to the request through it.
        """,
      references: [
        .playProminentDisclosure,
        .higRequestingPermission,
      ],
      examples: RuleExample.embedded("explainer-before-request")
    )
  ) { context in
    guard context.app.featureMap?.policies.explainerBeforeRequest == true else { return [] }
    return FlowSubject.all(in: context).flatMap { subject -> [Finding] in
      if subject.action(subject.fromStart.source) == .explain { return [] }
      // Requests reachable on a path that never passed an explainer, with the shortest one.
      let unexplained = subject.searchFromStart(stoppingAt: { subject.action($0) == .explain })
      return unexplained.reached.compactMap { state -> Finding? in
        guard subject.action(state) == .request else { return nil }
        return context.finding(
          .unexplained(request: subject.id(state)), atState: state, of: subject, along: unexplained.path(to: state),
          last: "the system prompt appears unexplained")
      }
    }
  }
}

extension Finding.Message {
  fileprivate static func unexplained(request: String) -> Self {
    Self(
      "request '\(request)' can be reached without an explainer first, but the policy asks for one "
        + "before every system request; route this path through an `action: explain` state.")
  }
}
