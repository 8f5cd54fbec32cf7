/// The examples of `missing-purpose-string`: they run as tests and are shown on its documentation page.
enum MissingPurposeStringExamples {
  static let all: [RuleExample] = [
    .triggering(
      "the feature map declares the camera, the Info.plist has no camera purpose string",
      [
        ("permlint.yml", "app: Rider\npermissions:\n  ↓camera: {}\n"),
        (
          "ios/Rider/Info.plist",
          """
          <?xml version="1.0" encoding="UTF-8"?>
          <plist version="1.0">
          <dict>
            <key>CFBundleName</key>
            <string>Rider</string>
          </dict>
          </plist>
          """
        ),
      ]),
    .triggering(
      "an empty purpose string, and Always location without When-In-Use",
      [
        ExampleFiles.infoPlist(
          "Info.plist",
          """
          <key>NSCameraUsageDescription</key>
          ↓<string>   </string>
          ↓<key>NSLocationAlwaysAndWhenInUseUsageDescription</key>
          <string>Shows nearby stops while the app is closed.</string>
          """)
      ]),
    .triggering(
      "the key is only in the macOS runner and a test bundle, not in the iOS app",
      [
        ("permlint.yml", "app: Scanner\nplatforms: [ios]\npermissions:\n  ↓camera: {}\n"),
        ("ios/Runner/Info.plist", "<plist version=\"1.0\"><dict/></plist>"),
        (
          "macos/Runner/Info.plist",
          "<plist><dict><key>NSCameraUsageDescription</key><string>Scan receipts.</string></dict></plist>"
        ),
        (
          "ios/RunnerTests/Info.plist",
          "<plist><dict><key>NSCameraUsageDescription</key><string>Scan receipts.</string></dict></plist>"
        ),
      ]),
    .triggering(
      "tracking is declared, but there is no App Tracking Transparency purpose string",
      [
        ("permlint.yml", "app: News\npermissions:\n  ↓tracking: {}\n"),
        ExampleFiles.infoPlist(
          "ios/News/Info.plist",
          strings: [
            ("CFBundleName", "News")
          ]),
      ]),
    .triggering(
      "a blank purpose string in an xcconfig build setting",
      [
        (
          "ios/Config/App.xcconfig",
          """
          // Purpose strings for the generated Info.plist
          GENERATE_INFOPLIST_FILE = YES
          INFOPLIST_KEY_NSCameraUsageDescription = ↓""
          """
        )
      ]),
    .triggering(
      "the purpose string is a build setting, but Xcode does not generate the Info.plist",
      [
        ("permlint.yml", "app: Rider\nplatforms: [ios]\npermissions:\n  ↓camera: {}\n"),
        (
          "ios/Rider.xcodeproj/project.pbxproj",
          ExampleProject.pbxproj(targetSettings: [
            "GENERATE_INFOPLIST_FILE = NO;", "INFOPLIST_FILE = Rider/Info.plist;",
            "INFOPLIST_KEY_NSCameraUsageDescription = \"Take a photo of the parcel as proof of delivery.\";",
          ])
        ),
        ("ios/Rider/Info.plist", "<plist version=\"1.0\"><dict/></plist>"),
      ]),
    .nonTriggering(
      "a permission the feature map marks as used on Android only needs no iOS purpose string",
      [
        (
          "permlint.yml",
          "app: Scanner\npermissions:\n  notifications: { platforms: [android] }\n"
        ),
        ExampleFiles.infoPlist(
          "ios/App/Info.plist",
          strings: [
            ("CFBundleName", "Scanner")
          ]),
      ]),
    .nonTriggering(
      "Xcode generates the Info.plist from build settings that hold every purpose string",
      [
        ("permlint.yml", "app: Rider\nplatforms: [ios]\npermissions: [camera, location]\n"),
        (
          "ios/Rider.xcodeproj/project.pbxproj",
          ExampleProject.pbxproj(targetSettings: [
            "GENERATE_INFOPLIST_FILE = YES;",
            "INFOPLIST_KEY_NSCameraUsageDescription = \"Take a photo of the parcel as proof of delivery.\";",
            "INFOPLIST_KEY_NSLocationWhenInUseUsageDescription = \"Your location is used to offer deliveries near you.\";",
          ])
        ),
      ]),
    .nonTriggering(
      "an app kept under a folder whose name ends in Tests is still the app",
      [
        ("IntegrationTests/scanner/permlint.yml", "app: Scanner\nplatforms: [ios]\npermissions:\n  camera: {}\n"),
        (
          "IntegrationTests/scanner/ios/Runner/Info.plist",
          "<plist><dict><key>NSCameraUsageDescription</key><string>Scan receipts.</string></dict></plist>"
        ),
      ]),
    .nonTriggering(
      "every declared permission is described",
      [
        ("permlint.yml", "app: Rider\npermissions:\n  camera: {}\n  location: {}\n"),
        ExampleFiles.infoPlist(
          "ios/Rider/Info.plist",
          strings: [
            ("NSCameraUsageDescription", "Take a photo of the parcel as proof of delivery."),
            ("NSLocationWhenInUseUsageDescription", "Your location is used to offer deliveries near you."),
          ]),
      ]),
  ]
}
