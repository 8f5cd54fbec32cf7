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
        RuleReference(
          "App Review Guideline 5.1.1(iv)",
          "https://developer.apple.com/app-store/review/guidelines/#data-collection-and-storage")
      ],
      examples: [
        .triggering(
          "notifications are optional but the refusal screen only offers Settings",
          [
            (
              "permlint.yml",
              """
              app: Player
              permissions: [notifications]
              features:
                progress: { requires: [notifications], flow: gate }
              flows:
                gate:
                  start: check
                  states:
                    check: { action: check, on: { granted: run, denied: wall, blocked: wall } }
                    ↓wall: { screen: { primary: { en: Open Settings } }, on: { primary: settings } }
                    settings: { action: open-settings, on: { resume: check, launch: check } }
                    run: { action: run-feature }
              """
            )
          ]),
        .nonTriggering(
          "the user can say Later",
          [
            (
              "permlint.yml",
              """
              app: Player
              permissions: [notifications]
              features:
                progress: { requires: [notifications], flow: gate }
              flows:
                gate:
                  start: check
                  states:
                    check: { action: check, on: { granted: run, denied: wall, blocked: wall } }
                    wall:
                      screen: { primary: { en: Open Settings }, secondary: { en: Later } }
                      on: { primary: settings, secondary: later }
                    settings: { action: open-settings, on: { resume: check, launch: check } }
                    later: { action: cancel }
                    run: { action: run-feature }
              """
            )
          ]),
      ]
    )
  ) { context in
    FlowSubject.all(in: context).flatMap { subject -> [Finding] in
      guard !subject.features.isEmpty, subject.features.allSatisfy({ !$0.mandatory }) else { return [] }
      let exits = subject.flow.states.indices.filter { [.cancel, .end].contains(subject.action($0)) }
      let towardExit = subject.graph.searchBackward(from: exits) { source, edge in
        // Once refused, a check cannot grant by itself.
        !([.check, .request].contains(subject.action(source)) && ["granted", "limited"].contains(edge.event))
      }
      return subject.refusalScreens.compactMap { refusal -> Finding? in
        guard !towardExit.contains(refusal.screen) else { return nil }
        return Rule.optionalPermissionForced.descriptor.finding(
          "\(subject.featureNames) is optional, but after '\(refusal.outcome)' state '\(subject.id(refusal.screen))' offers "
            + "no way to decline and go on; add a secondary button or dismiss that leads to cancel.",
          at: subject.location(of: refusal.screen), subject: "\(subject.flow.id)/\(subject.id(refusal.screen))",
          path: subject.counterExample(
            to: refusal.source, then: [(refusal.source, refusal.outcome), (refusal.screen, nil)],
            last: "no way to decline"))
      }
    }
  }
}
