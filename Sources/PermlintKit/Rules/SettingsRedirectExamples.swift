/// The examples of `settings-redirect`: they run as tests and are shown on its documentation page.
enum SettingsRedirectExamples {
  static let all: [RuleExample] = [
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
      "features without a flow are noted once: their flow checks were skipped",
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
      "the blocked screen loops back to the check, which cannot grant while blocked", flow: scanFlow,
      states: """
        check: { action: check, on: { granted: run, blocked: retry } }
        ↓retry: { screen: { primary: { en: Try again } }, on: { primary: check } }
        run: { action: run-feature }
        """),
    .nonTriggering(
      "a permission that cannot be permanently denied needs no Settings path", flow: readTagFlow,
      states: """
        check: { action: check, on: { granted: run, denied: done, not-determined: done } }
        done: { action: cancel }
        run: { action: run-feature }
        """),
    .triggering(
      "Try again returns to the check, whose denied branch to Settings cannot happen while blocked",
      flow: scanFlow3,
      states: """
        check: { action: check, on: { granted: run, denied: rationale, blocked: retry } }
        rationale: { screen: { primary: { en: Open Settings } }, on: { primary: settings } }
        settings: { action: open-settings, on: { resume: check, launch: check } }
        ↓retry:
          screen: { primary: { en: Try again }, secondary: { en: Cancel } }
          on: { primary: check, secondary: off }
        off: { action: cancel }
        run: { action: run-feature }
        """),
    .nonTriggering(
      "returning from Settings still blocked may give up: the way out was offered (attendance AC-005)",
      flow: checkInFlow,
      states: """
        check: { action: check, on: { granted: run, not-determined: ask, denied: ask, blocked: guidance } }
        ask: { action: request, on: { granted: run, denied: guidance, blocked: guidance } }
        guidance:
          screen: { message: { en: Location is required to record attendance. }, primary: { en: Open Settings }, secondary: { en: Cancel } }
          on: { primary: settings, secondary: cancelled }
        settings: { action: open-settings, on: { resume: recheck } }
        recheck: { action: check, on: { granted: run, denied: cancelled, blocked: cancelled } }
        cancelled: { action: cancel }
        run: { action: run-feature }
        """),
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
}

/// A feature map of `settings-redirect` examples, whose flow `gate` each example fills in.
private let scanFlow = ExampleFlow(
  app: "Loop", permissions: "[camera]", feature: "scan: { requires: [camera], flow: gate }")

/// A feature map of `settings-redirect` examples, whose flow `gate` each example fills in.
private let readTagFlow = ExampleFlow(
  app: "Tags", permissions: "[nfc]", feature: "read-tag: { requires: [nfc], flow: gate }")

/// A feature map of `settings-redirect` examples, whose flow `gate` each example fills in.
private let scanFlow3 = ExampleFlow(
  app: "Scanner", permissions: "[camera]", feature: "scan: { requires: [camera], flow: gate }")

/// A feature map of `settings-redirect` examples, whose flow `gate` each example fills in.
private let checkInFlow = ExampleFlow(
  app: "Attendance", permissions: "[location]", feature: "check-in: { requires: [location], flow: gate }")
