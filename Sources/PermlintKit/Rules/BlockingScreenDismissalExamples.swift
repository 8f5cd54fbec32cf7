/// The examples of `blocking-screen-dismissal`: they run as tests and are shown on its documentation page.
enum BlockingScreenDismissalExamples {
  static let all: [RuleExample] = [
    .triggering(
      "the policy forbids dismissing, the screen allows it; another dismissal runs the feature",
      [
        (
          "permlint.yml",
          """
          app: Rider
          policies: { blocking-screens-dismissible: false }
          permissions: [location, camera]
          features:
            go-online: { requires: [location], flow: gps }
            proof: { requires: [camera], flow: cam }
          flows:
            gps:
              start: check
              states:
                check: { action: check, on: { granted: run, denied: wall, blocked: wall } }
                wall:
                  screen: { dismissible: ↓true, primary: { en: Go to Settings } }
                  on: { primary: settings, dismiss: off }
                settings: { action: open-settings, on: { resume: check, launch: check } }
                off: { action: cancel }
                run: { action: run-feature }
            cam:
              start: check
              states:
                check: { action: check, on: { granted: run, denied: info, blocked: info } }
                ↓↓info: { screen: { primary: { en: OK } }, on: { primary: settings, dismiss: run } }
                settings: { action: open-settings, on: { resume: check, launch: check } }
                run: { action: run-feature }
          """
        )
      ]),
    .nonTriggering(
      "a primer dismissed into the request, and a limited-access sheet dismissed into the feature",
      [
        (
          "permlint.yml",
          """
          app: Scanner
          permissions: [camera, photos]
          features:
            scan: { requires: [camera], flow: cam }
            album: { requires: [photos], flow: pick, accepts-limited: true }
          flows:
            cam:
              start: primer
              states:
                primer: { action: explain, screen: { primary: { en: Continue } }, on: { primary: ask, dismiss: ask } }
                ask: { action: request, on: { granted: run, denied: off, blocked: off } }
                off: { action: cancel }
                run: { action: run-feature }
            pick:
              start: check
              states:
                check: { action: check, on: { granted: run, limited: shared, denied: off, blocked: off } }
                shared: { screen: { primary: { en: Select more } }, on: { primary: run, dismiss: run } }
                off: { action: cancel }
                run: { action: run-feature }
          """
        )
      ]),
    .nonTriggering(
      "a non-dismissible wall, and an attendance dialog whose Cancel returns",
      [
        (
          "permlint.yml",
          """
          app: Rider
          policies: { blocking-screens-dismissible: false }
          permissions: [location]
          features:
            go-online: { requires: [location], flow: gps }
          flows:
            gps:
              start: check
              states:
                check: { action: check, on: { granted: run, denied: wall, blocked: wall } }
                wall:
                  screen: { dismissible: false, primary: { en: Go to Settings } }
                  on: { primary: settings }
                settings: { action: open-settings, on: { resume: check, launch: check } }
                run: { action: run-feature }
          """
        )
      ]),
  ]
}
