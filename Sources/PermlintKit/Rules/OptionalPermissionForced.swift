#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// An optional feature whose flow gives the user no way to go on without granting.
  public static let optionalPermissionForced: Rule = Rule(
    RuleDescriptor(
      id: "optional-permission-forced",
      title: "Optional permission forced on the user",
      severity: .error,
      category: .flows,
      rationale: """
        App Review rejects apps that make users grant a permission a feature does not \
        strictly need, or that cannot be used without an optional permission (Guideline \
        5.1.1(iv)). A feature that is not `mandatory: true` must let the user decline and go \
        on: from every state reached on denied, blocked or restricted, some path must cancel \
        or end the flow.
        """,
      fix: """
        Give the refusal screen a secondary button (or make it dismissible) that leads to \
        `action: cancel`; or mark the feature `mandatory: true` if the app truly cannot work \
        without it.
        """,
      references: [
        .appReviewConsent
      ],
      examples: RuleExample.embedded("optional-permission-forced")
    )
  ) { context in
    FlowSubject.all(in: context).flatMap { subject -> [Finding] in
      guard !subject.features.isEmpty, subject.features.allSatisfy({ !$0.mandatory }) else { return [] }
      let exits = subject.flow.states.indices.filter { [.cancel, .end].contains(subject.action($0)) }
      var searches: [String: BackwardTree] = [:]
      var reported = Set<Int>()
      var findings: [Finding] = []
      for source in subject.reachableStates where subject.isPermissionStep(source) {
        for edge in subject.graph.edges[source] where edge.kind?.isRefusal == true {
          // A check or request entered on Android's re-askable `denied` is not a refusal screen.
          guard !subject.isPermissionStep(edge.target), reported.insert(edge.target).inserted else { continue }
          let permission = subject.permission(of: source) ?? ""
          let blocked = edge.kind == .blocked
          let key = "\(permission)|\(blocked)"
          let towardExit =
            searches[key]
            ?? subject.graph.searchBackward(from: exits) { state, next in
              // Once refused, this permission's checks cannot grant by themselves; once blocked,
              // they can only report blocked.
              guard subject.isPermissionStep(state), subject.permission(of: state) == permission else { return true }
              return blocked ? next.kind == .blocked : next.kind?.isGrant != true
            }
          searches[key] = towardExit
          guard !towardExit.contains(edge.target) else { continue }
          findings.append(
            context.finding(
              .noWayToDecline(
                subject.featureNames, several: subject.hasSeveralFeatures, after: edge.event,
                state: subject.id(edge.target)),
              at: subject.location(of: edge.target), stableKey: "\(subject.flow.id)/\(subject.id(edge.target))",
              flowPath: subject.counterExample(
                to: source, then: [(source, edge.event), (edge.target, nil)], last: "no way to decline")))
        }
      }
      return findings
    }
  }
}

extension Finding.Message {
  fileprivate static func noWayToDecline(_ features: String, several: Bool, after event: String, state: String)
    -> Self
  {
    Self(
      "\(features) \(several ? "are" : "is") optional, but after '\(event)' state '\(state)' "
        + "offers no way to decline and go on; add a secondary button or dismiss that leads to cancel.")
  }
}
