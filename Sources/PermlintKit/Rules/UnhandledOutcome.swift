extension Rule {
  /// A check or request whose possible outcomes are not all handled.
  public static let unhandledOutcome: Rule = Rule(
    RuleDescriptor(
      id: "unhandled-outcome",
      title: "Permission outcome not handled",
      severity: .error,
      category: .flows,
      rationale: """
        A permission check can report granted, limited, denied, blocked (permanently denied), \
        restricted (parental controls, device management) or not determined, depending on the \
        permission and platform, and a request everything but not determined. An outcome the \
        flow does not handle is a state the app was never designed for: usually a spinner that \
        never ends or a button that does nothing, which a reviewer or a user on a managed \
        device finds at once.
        """,
      fix: """
        Add the missing outcomes under the state's `on:`, each leading to a state that tells \
        the user what happens next. The outcomes a permission can produce are listed in \
        Docs/feature-map.md (from rules/permissions.yml).
        """,
      references: [
        .appReviewPermissionSettings,
        .androidRuntimePermissions,
      ],
      examples: [
        .triggering(
          "the check ignores blocked and restricted, the request ignores limited",
          [
            (
              "permlint.yml",
              """
              app: Rider
              permissions: [camera, photos]
              features:
                proof: { requires: [camera], flow: gate }
              flows:
                gate:
                  start: check
                  states:
                    ↓check: { action: check, on: { granted: run, denied: ask, not-determined: ask } }
                    ask: { action: request, on: { granted: run, denied: off, blocked: off, restricted: off } }
                    off: { action: cancel }
                    run: { action: run-feature }
                album:
                  permission: photos
                  start: ask
                  states:
                    ↓ask: { action: request, on: { granted: run, denied: off, blocked: off, restricted: off } }
                    off: { action: cancel }
                    run: { action: run-feature }
              """
            )
          ]),
        .nonTriggering(
          "every outcome the camera can produce is handled", flow: proofFlow,
          states: """
            check:
              action: check
              on: { granted: run, denied: ask, not-determined: ask, blocked: off, restricted: off }
            ask: { action: request, on: { granted: run, denied: off, blocked: off, restricted: off } }
            off: { action: cancel }
            run: { action: run-feature }
            """),
      ]
    )
  ) { context in
    FlowSubject.all(in: context).flatMap { subject in
      subject.reachableStates.compactMap { state -> Finding? in
        guard [.check, .request].contains(subject.action(state)) else { return nil }
        let handled = Set(subject.graph.edges[state].map(\.event))
        let missing = subject.outcomes(of: state).filter { !handled.contains($0) }
        guard !missing.isEmpty else { return nil }
        return context.finding(
          .unhandled(missing, state: subject.id(state), permission: subject.permission(of: state)), atState: state,
          of: subject, last: "\(missing.joined(separator: ", ")) not handled")
      }
    }
  }
}

extension Finding.Message {
  fileprivate static func unhandled(_ missing: [String], state: String, permission: String?) -> Self {
    Self(
      "state '\(state)' does not handle \(missing.joined(separator: ", ")) for "
        + "\(permission.map { "'\($0)'" } ?? "the permission"); add "
        + missing.map { "`\($0): <state>`" }.joined(separator: ", ") + " under `on:`."
    )
  }
}

/// A feature map of `unhandled-outcome` examples, whose flow `gate` each example fills in.
private let proofFlow = ExampleFlow(
  app: "Rider", permissions: "[camera]", feature: "proof: { requires: [camera], flow: gate }")
