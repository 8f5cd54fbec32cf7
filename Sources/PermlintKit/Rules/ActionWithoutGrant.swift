extension Rule {
  /// The feature runs on a path that never passed through a grant.
  public static let actionWithoutGrant: Rule = Rule(
    RuleDescriptor(
      id: "action-without-grant",
      title: "Feature runs without the permission granted",
      severity: .error,
      category: .flows,
      rationale: """
        Touching a protected API without access terminates an iOS app (a privacy-violation \
        crash) or throws a SecurityException on Android; at best the feature silently works on \
        empty data. Every path to `run-feature` must pass through a `granted` outcome, or a \
        `limited` one when the feature declares `accepts-limited: true`.
        """,
      fix: """
        Route denied, blocked, restricted and unaccepted limited outcomes to screens or to \
        `cancel`, never to the `run-feature` state; set `accepts-limited: true` on features \
        that work with partial access (selected photos, approximate location).
        """,
      references: [
        RuleReference(
          "Requesting access to protected resources",
          "https://developer.apple.com/documentation/uikit/protecting_the_user_s_privacy/requesting_access_to_protected_resources"
        ),
        RuleReference(
          "Android: request runtime permissions", "https://developer.android.com/training/permissions/requesting"),
      ],
      examples: [
        .triggering(
          "denied and limited photos both run the feature",
          [
            (
              "permlint.yml",
              """
              app: Player
              permissions: [photos]
              features:
                library: { requires: [photos], flow: gate }
              flows:
                gate:
                  start: check
                  states:
                    check: { action: check, on: { granted: play, limited: play, denied: play, blocked: off } }
                    ↓play: { action: run-feature }
                    off: { action: cancel }
              """
            )
          ]),
        .nonTriggering(
          "limited access is accepted by the feature",
          [
            (
              "permlint.yml",
              """
              app: Player
              permissions: [photos]
              features:
                library: { requires: [photos], flow: gate, accepts-limited: true }
              flows:
                gate:
                  start: check
                  states:
                    check: { action: check, on: { granted: play, limited: play, denied: off, blocked: off } }
                    play: { action: run-feature }
                    off: { action: cancel }
              """
            )
          ]),
      ]
    )
  ) { context in
    FlowSubject.all(in: context).flatMap { subject -> [Finding] in
      let acceptsLimited = !subject.features.isEmpty && subject.features.allSatisfy(\.acceptsLimited)
      // Search from the start without taking a grant: a run-feature state found is ungated.
      let withoutGrant = subject.searchFromStart { source, edge in
        [.check, .request].contains(subject.action(source))
          && (edge.event == "granted" || (edge.event == "limited" && acceptsLimited))
      }
      return withoutGrant.reached.compactMap { state -> Finding? in
        guard subject.action(state) == .runFeature else { return nil }
        let how = withoutGrant.parentStep(of: state)?.event.map { "after '\($0)'" } ?? "without any check"
        return Rule.actionWithoutGrant.descriptor.finding(
          "'\(subject.id(state))' runs \(subject.featureNames) \(how), on a path that never passed a grant; "
            + "route that outcome to a screen or to cancel.",
          at: subject.location(of: state), subject: "\(subject.flow.id)/\(subject.id(state))",
          path: subject.counterExample(withoutGrant.path(to: state), last: "the feature runs without access"))
      }
    }
  }
}
