extension Rule {
  /// A purpose string that a shipped locale does not translate.
  public static let missingLocalizedPurposeString: Rule = Rule(
    RuleDescriptor(
      id: "missing-localized-purpose-string",
      title: "Purpose string not translated in a shipped locale",
      severity: .warning,
      category: .purposeStrings,
      rationale: """
        Guideline 5.1.1 asks for purpose strings in every language the app supports. When a \
        locale's `InfoPlist.strings` or `InfoPlist.xcstrings` lacks a key, iOS falls back to \
        the development-language text, so a German user sees an English prompt in an \
        otherwise German app. iOS picks an app's language from its `.lproj` folders and its \
        `CFBundleLocalizations`, so the locales an app ships are those of the feature map's \
        `locales:`, every language of its `InfoPlist.strings` and `InfoPlist.xcstrings`, its \
        other `.lproj` folders (`Localizable.strings`, storyboards) and the Info.plist's \
        `CFBundleLocalizations`; the project's `knownRegions` alone ships nothing. Folder names are read as Apple reads them: `en_AU` is \
        English, `pt_BR` Brazilian Portuguese, `zh_Hans` Simplified Chinese, `Base` no \
        language, `English` a legacy name for English. The development language \
        (`CFBundleDevelopmentRegion`, else the project's development region) and its regional \
        variants are served by the Info.plist itself. One finding per cause: a key missing in \
        many locales is one finding at the key, naming the locales (with a count past ten), \
        each locale's file a SARIF related location; an app that translates none of its \
        purpose strings into any locale it ships (20 empty `InfoPlist.strings`, say) is one \
        finding for the app, and so are the locales that translate none of them while others \
        do. A legacy key that no supported iOS version shows (NSBluetoothPeripheralUsageDescription \
        with a deployment target of iOS 13 or later) needs no translation. A feature-map locale with no strings at all is reported by \
        `missing-purpose-string-locale` instead, and an empty translation by \
        `missing-purpose-string`.
        """,
      fix: """
        Add the key to the locale's `InfoPlist.strings` (`"NSCameraUsageDescription" = "…";`) \
        or translate it in `InfoPlist.xcstrings`.
        """,
      references: [
        .appReviewPurposeStrings,
        RuleReference(
          "Localizing Info.plist strings",
          "https://developer.apple.com/documentation/bundleresources/information-property-list/localizing-info-plist-strings"
        ),
      ],
      examples: [
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
      ],
      scope: .mainIOSApp
    )
  ) { context in
    PurposeStringCoverage(context: context).findings()
  }
}
