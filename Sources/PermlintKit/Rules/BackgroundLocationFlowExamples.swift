/// The examples of `background-location-flow`: they run as tests and are shown on its documentation page.
enum BackgroundLocationFlowExamples {
  static let all: [RuleExample] = [
    .triggering(
      "background location requested at once, and after the foreground grant with no disclosure",
      [
        (
          "permlint.yml",
          """
          app: Fleet
          platforms: [android]
          permissions: [location, location-always]
          features:
            trip-log:
              requires: [location-always]
              justification: Records the route of a trip while the phone is locked.
              flow: trip-gate
          flows:
            trip-gate:
              start: check
              states:
                check: { action: check, permission: location, on: { granted: ask-always, not-determined: pick } }
                pick:
                  screen: { message: { en: Log trips? }, primary: { en: Yes }, secondary: { en: Always } }
                  on: { primary: ask, secondary: ask-always }
                ask: { action: request, permission: location, on: { granted: ask-always, denied: stop } }
                ↓↓ask-always: { action: request, permission: location-always, on: { granted: run, denied: stop } }
                run: { action: run-feature }
                stop: { action: cancel }
          """
        )
      ]),
    .nonTriggering(
      "foreground first, then a disclosure, then the separate background request",
      [
        (
          "permlint.yml",
          """
          app: Fleet
          platforms: [android]
          permissions: [location, location-always]
          features:
            trip-log:
              requires: [location-always]
              justification: Records the route of a trip while the phone is locked.
              flow: trip-gate
          flows:
            trip-gate:
              start: check
              states:
                check: { action: check, permission: location, on: { granted: disclose, limited: disclose, not-determined: ask } }
                ask: { action: request, permission: location, on: { granted: disclose, denied: stop } }
                disclose:
                  permission: location-always
                  action: explain
                  screen: { message: { en: Trips are logged while the app is closed. Choose Allow all the time. }, primary: { en: Continue } }
                  on: { primary: ask-always, dismiss: stop }
                ask-always: { action: request, permission: location-always, on: { granted: run, denied: stop } }
                run: { action: run-feature }
                stop: { action: cancel }
          """
        )
      ]),
    .nonTriggering(
      "an iOS-only app, where Always follows its own rules",
      [
        (
          "permlint.yml",
          """
          app: Guide
          platforms: [ios]
          permissions: [location, location-always]
          features:
            alerts: { requires: [location-always], justification: Alerts near sights., flow: always }
          flows:
            always:
              permission: location-always
              start: ask
              states:
                ask: { action: request, on: { granted: run, denied: stop } }
                run: { action: run-feature }
                stop: { action: cancel }
          """
        )
      ]),
  ]
}
