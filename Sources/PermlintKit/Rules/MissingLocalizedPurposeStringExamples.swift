/// The examples of `missing-localized-purpose-string`: they run as tests and are shown on its documentation page.
enum MissingLocalizedPurposeStringExamples {
  static let all: [RuleExample] = [
    .triggering(
      "the German strings file lacks the microphone key",
      [
        ExampleFiles.infoPlist(
          "ios/App/Info.plist",
          strings: [
            ("CFBundleDevelopmentRegion", "en"),
            ("NSCameraUsageDescription", "Take a photo of the parcel as proof of delivery."),
            ("↓NSMicrophoneUsageDescription", "Record a voice note for the customer."),
          ]),
        (
          "ios/App/de.lproj/InfoPlist.strings",
          """
          /* Kamera */
          "NSCameraUsageDescription" = "Fotografiere das Paket als Zustellnachweis.";
          """
        ),
      ]),
    .triggering(
      "the string catalog ships French but does not translate the camera key",
      [
        ExampleFiles.infoPlist(
          "ios/App/Info.plist",
          strings: [
            ("NSCameraUsageDescription", "Take a photo of the parcel as proof of delivery.")
          ]),
        (
          "ios/App/InfoPlist.xcstrings",
          """
          {
            "sourceLanguage" : "en",
            "strings" : {
              "CFBundleDisplayName" : {
                "localizations" : {
                  "fr" : { "stringUnit" : { "state" : "translated", "value" : "Livreur" } }
                }
              },
              ↓"NSCameraUsageDescription" : {
                "localizations" : {
                  "de" : { "stringUnit" : { "state" : "translated", "value" : "Fotografiere das Paket." } }
                }
              }
            },
            "version" : "1.0"
          }
          """
        ),
      ]),
    .nonTriggering(
      "every shipped locale translates every key; English variants use the base text",
      [
        ("permlint.yml", "app: Rider\nlocales: [en, vi]\npermissions: [camera]\n"),
        ExampleFiles.infoPlist(
          "ios/App/Info.plist",
          strings: [
            ("NSCameraUsageDescription", "Take a photo of the parcel as proof of delivery.")
          ]),
        (
          "ios/App/vi.lproj/InfoPlist.strings",
          "\"NSCameraUsageDescription\" = \"Chụp ảnh kiện hàng để xác nhận giao.\";\n"
        ),
        ("ios/App/en-GB.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Rider\";\n"),
      ]),
    .nonTriggering(
      "a legacy key no supported iOS version shows needs no translation (deployment target iOS 15)",
      [
        (
          "ios/App.xcodeproj/project.pbxproj",
          ExampleProject.pbxproj(targetSettings: ["INFOPLIST_FILE = App/Info.plist;"])
        ),
        ExampleFiles.infoPlist(
          "ios/App/Info.plist",
          strings: [
            ("NSBluetoothAlwaysUsageDescription", "Finds the Cast devices near you to play your episodes on them."),
            (
              "NSBluetoothPeripheralUsageDescription",
              "Finds the Cast devices near you to play your episodes on them."
            ),
          ]),
        (
          "ios/App/de.lproj/InfoPlist.strings",
          "\"NSBluetoothAlwaysUsageDescription\" = \"Findet Cast-Geräte in deiner Nähe.\";\n"
        ),
      ]),
  ]
}
