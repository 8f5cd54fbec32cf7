extension Rule {
  /// A permission-gated feature whose user, once the permission is blocked, can never reach
  /// the app's settings.
  public static let settingsRedirect: Rule = Rule(
    RuleDescriptor(
      id: "settings-redirect",
      title: "No way to Settings after a permanent denial",
      severity: .error,
      category: .flows,
      rationale: """
        Once a user denies a permission on iOS, or picks "Don't ask again" (or denies twice) on \
        Android, the system never shows the prompt again: a request returns at once without \
        any UI. From then on only the Settings app can grant it. A feature whose flow has no \
        path from the blocked state to the app's settings page is a dead end the user cannot \
        leave, the most common permission complaint in reviews.
        """,
      fix: """
        Give the feature a `flow:` in the feature map, handle the `blocked` outcome of its check \
        and request, and from the state it leads to offer an action (usually the screen's \
        primary button, "Open Settings") that goes to a state with `action: open-settings`, \
        followed by `on: { resume: <check state> }`.
        """,
      references: [
        RuleReference(
          "App Review Guideline 5.1.1(iv): respect the user's permission settings",
          "https://developer.apple.com/app-store/review/guidelines/#data-collection-and-storage"),
        RuleReference(
          "UIApplication.openSettingsURLString",
          "https://developer.apple.com/documentation/uikit/uiapplication/opensettingsurlstring"),
        RuleReference(
          "Android: request runtime permissions",
          "https://developer.android.com/training/permissions/requesting"),
      ],
      examples: [
        .triggering(
          "the blocked screen only offers OK",
          [
            (
              "permlint.yml",
              """
              app: Travel
              permissions: [location]
              features:
                travel-mode: { requires: [location], flow: travel-gate }
              flows:
                travel-gate:
                  start: check
                  states:
                    check: { action: check, on: { granted: run, not-determined: ask, denied: ask, blocked: blocked } }
                    ask: { action: request, on: { granted: run, denied: blocked, blocked: blocked } }
                    ↓blocked:
                      screen: { message: { en: Location is off. }, primary: { en: OK } }
                      on: { primary: done }
                    done: { action: cancel }
                    run: { action: run-feature }
              """
            )
          ]),
        .triggering(
          "a gated feature without a flow",
          [("permlint.yml", "app: Rider\npermissions: [camera]\nfeatures:\n  ↓proof: { requires: [camera] }\n")]),
        .triggering(
          "a flow shared by two features is reported once, naming both permissions",
          [
            (
              "permlint.yml",
              """
              app: Attendance
              permissions: [location, camera]
              features:
                check-in: { requires: [location], flow: gate }
                scan-badge: { requires: [camera], flow: gate }
              flows:
                gate:
                  start: check
                  states:
                    check: { action: check, on: { granted: run, blocked: stuck } }
                    ↓stuck: { action: cancel }
                    run: { action: run-feature }
              """
            )
          ]),
        .triggering(
          "the blocked screen loops back to the check, which cannot grant while blocked",
          [
            (
              "permlint.yml",
              """
              app: Loop
              permissions: [camera]
              features:
                scan: { requires: [camera], flow: gate }
              flows:
                gate:
                  start: check
                  states:
                    check: { action: check, on: { granted: run, blocked: retry } }
                    ↓retry: { screen: { primary: { en: Try again } }, on: { primary: check } }
                    run: { action: run-feature }
              """
            )
          ]),
        .nonTriggering(
          "a permission that cannot be permanently denied needs no Settings path",
          [
            (
              "permlint.yml",
              """
              app: Tags
              permissions: [nfc]
              features:
                read-tag: { requires: [nfc], flow: gate }
              flows:
                gate:
                  start: check
                  states:
                    check: { action: check, on: { granted: run, denied: done, not-determined: done } }
                    done: { action: cancel }
                    run: { action: run-feature }
              """
            )
          ]),
        .nonTriggering(
          "returning from Settings still blocked may give up: the way out was offered (attendance AC-005)",
          [
            (
              "permlint.yml",
              """
              app: Attendance
              permissions: [location]
              features:
                check-in: { requires: [location], flow: gate }
              flows:
                gate:
                  start: check
                  states:
                    check: { action: check, on: { granted: run, not-determined: ask, denied: ask, blocked: guidance } }
                    ask: { action: request, on: { granted: run, denied: guidance, blocked: guidance } }
                    guidance:
                      screen: { message: { en: Location is required to record attendance. }, primary: { en: Open Settings }, secondary: { en: Cancel } }
                      on: { primary: settings, secondary: cancelled }
                    settings: { action: open-settings, on: { resume: recheck } }
                    recheck: { action: check, on: { granted: run, denied: cancelled, blocked: cancelled } }
                    cancelled: { action: cancel }
                    run: { action: run-feature }
              """
            )
          ]),
        .nonTriggering(
          "the blocked screen opens Settings and re-checks on resume",
          [
            (
              "permlint.yml",
              """
              app: Rider
              permissions: [location]
              features:
                go-online: { requires: [location], flow: gps-gate }
              flows:
                gps-gate:
                  start: check
                  states:
                    check: { action: check, on: { granted: run, not-determined: ask, denied: ask, blocked: blocked } }
                    ask: { action: request, on: { granted: run, denied: blocked, blocked: blocked } }
                    blocked:
                      screen: { dismissible: false, message: { en: Location is required to go online. }, primary: { en: Go to Settings } }
                      on: { primary: settings }
                    settings: { action: open-settings, on: { resume: check } }
                    run: { action: run-feature }
              """
            )
          ]),
      ]
    )
  ) { context in
    guard let map = context.app.featureMap else { return [] }
    // A flow shared by several features is one flow: report it once, naming them all.
    var featuresByFlow: [String: [Feature]] = [:]
    var result: [Finding] = []
    for feature in map.features where !feature.requires.isEmpty {
      if let flow = feature.flow?.value {
        featuresByFlow[flow, default: []].append(feature)
      } else {
        result += SettingsRedirectCheck(map: map, features: [feature], catalog: context.catalog).findings()
      }
    }
    for features in featuresByFlow.values {
      result += SettingsRedirectCheck(map: map, features: features, catalog: context.catalog).findings()
    }
    return result
  }
}

/// The reachability question behind `settings-redirect`, for one feature.
private struct SettingsRedirectCheck {
  let map: FeatureMap
  /// Features that share one flow (or one feature without a flow).
  let features: [Feature]
  let catalog: PermissionCatalog
  var descriptor: RuleDescriptor { Rule.settingsRedirect.descriptor }

  private var feature: Feature { features[0] }
  /// The permissions the flow guards, as written in messages: `'location'` or
  /// `'location' or 'camera'` for a flow shared by features with different needs.
  private var permissionNames: String {
    var seen = Set<String>()
    return features.compactMap { $0.requires.first?.value }.filter { seen.insert($0).inserted }
      .map { "'\($0)'" }.joined(separator: " or ")
  }
  private var featureNames: String {
    features.count == 1
      ? "feature '\(feature.id)'" : "features " + features.map { "'\($0.id)'" }.joined(separator: ", ")
  }

  func findings() -> [Finding] {
    guard feature.requires.first != nil else { return [] }
    guard let flowName = feature.flow else {
      return [
        descriptor.finding(
          "feature '\(feature.id)' requires \(permissionNames) but has no `flow:`, so nothing shows that a user "
            + "who blocked the permission can reach Settings; add a flow with an open-settings state.",
          at: map.location(feature.position), subject: "\(feature.id)")
      ]
    }
    // A flow that does not exist, or names states that do not, is reported by invalid-feature-map.
    guard let flow = map.flow(flowName.value) else { return [] }
    let graph = FlowGraph(flow)
    if graph.hasUnknownTargets { return [] }
    guard canBeBlocked else { return [] }
    guard graph.edges.contains(where: { $0.contains { $0.event == "blocked" } }) else {
      return [
        descriptor.finding(
          "flow '\(flow.id)' never handles the 'blocked' outcome of a check or request, so a user who "
            + "blocked \(permissionNames) is never offered Settings; add `blocked: <state>` that leads to open-settings.",
          at: map.location(flow.position), subject: flow.id)
      ]
    }
    // Once blocked, a check or request cannot report granted: only Settings changes that.
    let whileBlocked: (Int, FlowGraph.Edge) -> Bool = { source, edge in
      !([.check, .request].contains(graph.action(source)) && ["granted", "limited"].contains(edge.event))
    }
    let settingsStates = flow.states.indices.filter { graph.action($0) == .openSettings }
    let towardSettings = graph.searchBackward(from: settingsStates, following: whileBlocked)
    let endStates = flow.states.indices.filter { graph.edges[$0].isEmpty }
    let towardEnd = graph.searchBackward(from: endStates, following: whileBlocked)
    // Blocked outcomes met before Settings was ever offered; once the user has been to
    // Settings and come back still blocked, the flow may give up.
    let beforeSettings = graph.start.map {
      graph.search(from: $0, stoppingAt: { graph.action($0) == .openSettings })
    }
    var result: [Finding] = []
    var reported = Set<Int>()
    for (source, edges) in graph.edges.enumerated() where graph.action(source) != .openSettings {
      if let beforeSettings, !beforeSettings.contains(source) { continue }
      for edge in edges where edge.event == "blocked" && !towardSettings.contains(edge.target) {
        guard reported.insert(edge.target).inserted else { continue }
        let state = flow.states[edge.target]
        let prefix = beforeSettings.map { $0.path(to: source) } ?? FlowPath([(source, nil)])
        let tail = towardEnd.path(from: edge.target)
        let ending =
          tail.omitted > 0 || (tail.lastState.map { graph.edges[$0].isEmpty } ?? false)
          ? "the flow ends here without opening Settings" : "every path from here loops without opening Settings"
        result.append(
          descriptor.finding(
            "in flow '\(flow.id)' of \(featureNames), state '\(state.id)' is reached when \(permissionNames) "
              + "is blocked, and no path from it opens Settings; give it an action that goes to an open-settings state.",
            at: map.location(state.position), subject: "\(flow.id)/\(state.id)",
            path: graph.steps(prefix.then("blocked", tail), in: map, last: ending)))
      }
    }
    return result
  }

  /// Whether any of the features' permissions can be permanently denied at all.
  private var canBeBlocked: Bool {
    features.contains { feature in
      feature.requires.contains { catalog.permissions[$0.value]?.outcomes.contains("blocked") ?? true }
    }
  }
}
