#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
        `CFBundleLocalizations`; the project's `knownRegions` alone ships nothing. Where the \
        Xcode project lists what the app target copies (its Resources phase, its synchronized \
        folders), only those files count: `.lproj` folders no target builds are not in the app, \
        and a built string catalog such as `Localizable.xcstrings` ships the languages it \
        holds (the `knownRegions` stand in only for a catalog that cannot be read). Folder \
        names are read as Apple reads them: `en_AU` is \
        English, `pt_BR` Brazilian Portuguese, `zh_Hans` Simplified Chinese, `Base` no \
        language, `English` a legacy name for English. The development language \
        (`CFBundleDevelopmentRegion`, else the project's development region) and its regional \
        variants are served by the Info.plist itself. One finding per cause: a key missing in \
        many locales is one finding at the key, naming the locales (with a count past ten), \
        each locale's file a SARIF related location; an app that translates none of its \
        purpose strings into any locale it ships (20 empty `InfoPlist.strings`, say) is one \
        finding for the app, and so are the locales that translate none of them while others \
        do. A locale that translates a key of the same resource in place of the declared one \
        (NSPhotoLibraryUsageDescription for a declared NSPhotoLibraryAddUsageDescription, \
        NSCalendarsUsageDescription but not NSCalendarsFullAccessUsageDescription) is one \
        finding at the declared key, naming the key translated and its file. A value that copies the development-language \
        text word for word is no translation ("copies the en text"). A legacy key that no supported iOS version shows (NSBluetoothPeripheralUsageDescription \
        with a deployment target of iOS 13 or later) needs no translation. A Flutter app whose only \
        way into the photo library is image_picker called with `requestFullMetadata: false` \
        never shows the photo-library prompt (image_picker picks through PHPicker without asking), \
        so a missing translation of NSPhotoLibraryUsageDescription is then a note that says so. \
        A feature-map locale with no strings at all is reported by \
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
      examples: RuleExample.embedded("missing-localized-purpose-string"),
      scope: .mainIOSApp
    )
  ) { context in
    PurposeStringCoverage(context: context).findings()
  }
}
