/// The examples of `least-privilege-location`: they run as tests and are shown on its documentation page.
enum LeastPrivilegeLocationExamples {
  static let all: [RuleExample] = [
    .triggering(
      "Always location, the location background mode and background location on Android, with no feature map",
      [
        ExampleFiles.infoPlist(
          "ios/Info.plist",
          """
          <key>NSLocationWhenInUseUsageDescription</key>
          <string>Shows the jobs near you.</string>
          ↓<key>NSLocationAlwaysAndWhenInUseUsageDescription</key>
          <string>Tracks your route in the background.</string>
          <key>UIBackgroundModes</key>
          <array>
            <string>location</string>
          </array>
          """),
        ExampleFiles.manifest(
          "android/app/src/main/AndroidManifest.xml",
          """
          <uses-permission
              ↓android:name="android.permission.ACCESS_BACKGROUND_LOCATION" />
          """),
      ]),
    .triggering(
      "no feature map, and the code starts visit monitoring, which needs Always (a note asking for the justification)",
      [
        ExampleFiles.infoPlist(
          "Info.plist",
          strings: [
            ("NSLocationWhenInUseUsageDescription", "Shows your position on the trip map."),
            ("↓NSLocationAlwaysAndWhenInUseUsageDescription", "Records the places you visit while the app is closed."),
          ]),
        ("TripLog.swift", "func start() {\n  manager.startMonitoringVisits()\n}\n"),
      ]),
    .triggering(
      "the policy forbids background location",
      [
        ("permlint.yml", "app: Travel\npolicies: { background-location: forbidden }\npermissions: [location]\n"),
        ExampleFiles.infoPlist(
          "Info.plist",
          strings: [
            (
              "NSLocationWhenInUseUsageDescription",
              "Shares your location with the customer while travel mode is on."
            ),
            (
              "↓NSLocationAlwaysAndWhenInUseUsageDescription",
              "Shares your location with the customer while travel mode is on."
            ),
          ]),
      ]),
    .nonTriggering(
      "a feature declares and justifies its background need",
      [
        (
          "permlint.yml",
          """
          app: SmartCityGuide
          permissions: [location, location-always]
          features:
            nearby-alerts:
              requires: [location-always]
              justification: Notifies you of sights nearby while the app is closed.
          """
        ),
        ExampleFiles.infoPlist(
          "Info.plist",
          strings: [
            ("NSLocationWhenInUseUsageDescription", "Zeigt Sehenswürdigkeiten in deiner Nähe."),
            (
              "NSLocationAlwaysAndWhenInUseUsageDescription",
              "Benachrichtigt dich über Sehenswürdigkeiten in der Nähe, auch wenn die App geschlossen ist."
            ),
          ]),
      ]),
    .nonTriggering(
      "the minimal feature map: only the feature, what it requires and why (no flow, no `permissions:`)",
      [
        (
          "permlint.yml",
          """
          features:
            nearby-alerts:
              requires: [location-always]
              justification: "Alerts you to sights nearby while the app is closed."
          """
        ),
        ExampleFiles.manifest(
          "android/app/src/main/AndroidManifest.xml",
          permissions: ["ACCESS_FINE_LOCATION", "ACCESS_COARSE_LOCATION", "ACCESS_BACKGROUND_LOCATION"]),
      ]),
    .nonTriggering(
      "navigation keeps tracking in the background with When-In-Use and a justified feature",
      [
        (
          "permlint.yml",
          """
          app: Navigator
          permissions: [location]
          features:
            turn-by-turn:
              requires: [location]
              justification: Guidance continues when the screen is locked during a trip you started.
          """
        ),
        ExampleFiles.infoPlist(
          "Info.plist",
          """
          <key>NSLocationWhenInUseUsageDescription</key>
          <string>Your location guides you turn by turn during a trip.</string>
          <key>UIBackgroundModes</key>
          <array><string>location</string></array>
          """),
      ]),
    .nonTriggering(
      "background location capped below API 29, where it does not exist, is never requested",
      [
        ExampleFiles.manifest(
          "AndroidManifest.xml",
          """
          <uses-permission android:name="android.permission.ACCESS_BACKGROUND_LOCATION" android:maxSdkVersion="28" />
          """)
      ]),
    .nonTriggering(
      "background location declared only for debug builds",
      [
        ExampleFiles.manifest("app/src/debug/AndroidManifest.xml", permissions: ["ACCESS_BACKGROUND_LOCATION"])
      ]),
    .nonTriggering(
      "a removed background permission is not requested",
      [
        ExampleFiles.manifest(
          "AndroidManifest.xml", tools: true,
          """
          <uses-permission android:name="android.permission.ACCESS_BACKGROUND_LOCATION" tools:node="remove" />
          """)
      ]),
  ]
}
