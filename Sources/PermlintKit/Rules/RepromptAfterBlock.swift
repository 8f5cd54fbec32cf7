extension Rule {
  /// A system request reachable after a permanent denial without a fresh check.
  public static let repromptAfterBlock: Rule = Rule(
    RuleDescriptor(
      id: "reprompt-after-block",
      title: "System prompt requested again after a permanent denial",
      severity: .error,
      category: .flows,
      rationale: """
        After a permanent denial the system never shows the prompt again: iOS returns denied \
        at once, Android returns denied without a dialog after "Don't ask again" or a second \
        denial. A flow that requests again from the blocked state shows the user nothing: the \
        button seems broken. Only a fresh check, after the user has been to Settings, can tell \
        whether asking makes sense again.
        """,
      fix: """
        From states reached on `blocked`, lead to a screen that opens Settings instead of to \
        a `request`; after Settings, go through a `check` before any request.
        """,
      references: [
        RuleReference(
          "Android: request runtime permissions", "https://developer.android.com/training/permissions/requesting"),
        RuleReference(
          "Requesting access to protected resources",
          "https://developer.apple.com/documentation/uikit/protecting_the_user_s_privacy/requesting_access_to_protected_resources"
        ),
      ],
      examples: [
        .triggering(
          "Try again after Don't ask again requests silently",
          [
            (
              "permlint.yml",
              """
              app: Rider
              permissions: [location]
              features:
                go-online: { requires: [location], flow: gate }
              flows:
                gate:
                  start: check
                  states:
                    check: { action: check, on: { granted: run, not-determined: ask, blocked: blocked } }
                    ↓ask: { action: request, on: { granted: run, denied: blocked, blocked: blocked } }
                    blocked: { screen: { primary: { en: Try again } }, on: { primary: ask } }
                    run: { action: run-feature }
              """
            )
          ]),
        .nonTriggering(
          "after blocked the user goes to Settings and the app checks again",
          [
            (
              "permlint.yml",
              """
              app: Rider
              permissions: [location]
              features:
                go-online: { requires: [location], flow: gate }
              flows:
                gate:
                  start: check
                  states:
                    check: { action: check, on: { granted: run, not-determined: ask, blocked: blocked } }
                    ask: { action: request, on: { granted: run, denied: blocked, blocked: blocked } }
                    blocked: { screen: { primary: { en: Open Settings } }, on: { primary: settings } }
                    settings: { action: open-settings, on: { resume: check, launch: check } }
                    run: { action: run-feature }
              """
            )
          ]),
      ]
    )
  ) { context in
    FlowSubject.all(in: context).flatMap { subject -> [Finding] in
      let graph = subject.graph
      let entries = subject.reachableStates.flatMap { source in
        graph.edges[source].filter { $0.event == "blocked" }.map { (source: source, target: $0.target) }
      }
      // One search from every blocked entry; a check ends a path, since it asks afresh.
      var parents: [Int: (state: Int, event: String?)] = [:]
      var queue: [Int] = []
      for entry in entries where parents[entry.target] == nil {
        parents[entry.target] = (entry.source, "blocked")
        queue.append(entry.target)
      }
      var head = 0
      var findings: [Finding] = []
      while head < queue.count {
        let current = queue[head]
        head += 1
        if subject.action(current) == .request {
          var tail: [FlowGraph.Step] = [(current, nil)]
          var cursor = current
          while let parent = parents[cursor], tail.count <= subject.flow.states.count {
            tail.insert((parent.state, parent.event), at: 0)
            if parent.event == "blocked", entries.contains(where: { $0.source == parent.state && $0.target == cursor })
            {
              break
            }
            cursor = parent.state
          }
          findings.append(
            Rule.repromptAfterBlock.descriptor.finding(
              "request '\(subject.id(current))' can be reached after '\(subject.permission(of: current) ?? "the permission")' "
                + "was blocked, without a check in between; the system will not show its prompt again, so nothing "
                + "happens. Lead the blocked state to Settings, and check again before requesting.",
              at: subject.location(of: current), subject: "\(subject.flow.id)/\(subject.id(current))",
              path: subject.counterExample(to: tail[0].state, then: tail, last: "the request shows no prompt")))
          continue
        }
        if subject.action(current) == .check { continue }
        for edge in graph.edges[current] where parents[edge.target] == nil {
          parents[edge.target] = (current, edge.event)
          queue.append(edge.target)
        }
      }
      return findings
    }
  }
}
