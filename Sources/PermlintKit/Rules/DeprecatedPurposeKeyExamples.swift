/// The examples of `deprecated-purpose-key`: they run as tests and are shown on its documentation page.
enum DeprecatedPurposeKeyExamples {
  static let all: [RuleExample] = [
    .triggering(
      "the code asks for Always location and Bluetooth, which have only their iOS 10 and iOS 12 keys",
      [
        ExampleFiles.infoPlist(
          "Info.plist",
          strings: [
            ("NSLocationWhenInUseUsageDescription", "Shows the stops near you on the map."),
            (
              "↓NSLocationAlwaysUsageDescription",
              "Alerts you when your stop is near, even while the app is closed."
            ),
            ("↓NSBluetoothPeripheralUsageDescription", "Connects to the ticket validator on the bus."),
          ]),
        (
          "StopAlerts.swift",
          """
          func enableAlerts() {
            locationManager.requestAlwaysAuthorization()
            validator = CBCentralManager(delegate: self, queue: nil)
          }
          """
        ),
      ]),
    .triggering(
      "a legacy key that nothing in the app asks for (a warning: remove it, or add the iOS 17 key if a library uses it)",
      [
        ExampleFiles.infoPlist(
          "ios/Runner/Info.plist",
          strings: [
            ("NSCameraUsageDescription", "Takes a photo of your receipt."),
            ("↓NSCalendarsUsageDescription", "Adds your bookings to your calendar."),
          ])
      ]),
    .triggering(
      "the iOS 16 calendar key alone, as an Xcode build setting, with EventKit code",
      [
        (
          "App.xcodeproj/project.pbxproj",
          ExampleProject.pbxproj(targetSettings: [
            "GENERATE_INFOPLIST_FILE = YES;",
            "↓INFOPLIST_KEY_NSCalendarsUsageDescription = \"Adds your bookings to your calendar.\";",
          ])
        ),
        ("App/Bookings.swift", "let store = EKEventStore()\n"),
      ]),
    .triggering(
      "the successor only in a localized strings file (a warning: strings files translate keys, not declare them)",
      [
        ExampleFiles.infoPlist(
          "podcasts/podcasts-Info.plist",
          strings: [
            (
              "↓NSBluetoothPeripheralUsageDescription",
              "Finds the Cast devices near you to play your episodes on them."
            )
          ]),
        (
          "podcasts/en.lproj/InfoPlist.strings",
          "NSBluetoothAlwaysUsageDescription = \"Finds the Cast devices near you to play your episodes on them.\";\n"
        ),
      ]),
    .nonTriggering(
      "the legacy keys beside their successors, for a deployment target below iOS 11",
      [
        ExampleFiles.infoPlist(
          "Info.plist",
          strings: [
            ("NSLocationWhenInUseUsageDescription", "Shows the stops near you on the map."),
            (
              "NSLocationAlwaysAndWhenInUseUsageDescription",
              "Alerts you when your stop is near, even while the app is closed."
            ),
            (
              "NSLocationAlwaysUsageDescription", "Alerts you when your stop is near, even while the app is closed."
            ),
            ("NSCalendarsUsageDescription", "Adds your bookings to your calendar."),
            ("NSCalendarsWriteOnlyAccessUsageDescription", "Adds your bookings to your calendar."),
          ])
      ]),
    .nonTriggering(
      "NSLocationUsageDescription in a macOS app, where it is current",
      [
        ExampleFiles.infoPlist(
          "macos/Runner/Info.plist",
          strings: [
            ("NSLocationUsageDescription", "Shows the weather where you are.")
          ])
      ]),
  ]
}
