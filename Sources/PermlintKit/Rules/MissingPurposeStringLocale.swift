#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// A locale the feature map requires that has no purpose strings at all.
  public static let missingPurposeStringLocale: Rule = Rule(
    RuleDescriptor(
      id: "missing-purpose-string-locale",
      title: "Required locale has no purpose strings",
      severity: .error,
      category: .purposeStrings,
      rationale: """
        The feature map's `locales:` lists the languages the app ships in; the media player \
        is written for Vietnamese users, SmartCityGuide for German ones. When a required \
        locale is neither the development language of the Info.plist nor has an \
        `<locale>.lproj/InfoPlist.strings` file or values in `InfoPlist.xcstrings`, every \
        permission prompt appears in another language, against Guideline 5.1.1 and the \
        app's own specification.
        """,
      fix: """
        Add `<locale>.lproj/InfoPlist.strings` beside the app's Info.plist with every purpose \
        string translated, or add the locale to `InfoPlist.xcstrings`; or, if the Info.plist \
        itself is written in that language, set `CFBundleDevelopmentRegion` to it.
        """,
      references: [
        .appReviewPurposeStrings,
        RuleReference(
          "CFBundleDevelopmentRegion",
          "https://developer.apple.com/documentation/bundleresources/information-property-list/cfbundledevelopmentregion"
        ),
      ],
      examples: RuleExample.embedded("missing-purpose-string-locale"),
      scope: .mainIOSApp
    )
  ) { context in
    guard let map = context.app.featureMap, context.app.shipsIOS, let localization = AppLocalization(context.app),
      !localization.translatableKeys(context.catalog).isEmpty
    else { return [] }
    let base = localization.bundle.plist?.path ?? localization.bundle.whereToAdd
    return map.locales.compactMap { locale in
      guard !localization.isDevelopmentLanguage(locale.value),
        localization.documents(serving: locale.value).isEmpty
      else { return nil }
      return context.finding(
        .untranslatedLocale(locale.value, developmentLanguage: localization.developmentLanguage, base: base),
        at: map.location(locale.position), stableKey: "locale:\(LocaleName.normalize(locale.value))")
    }
  }
}

extension Finding.Message {
  fileprivate static func untranslatedLocale(_ locale: String, developmentLanguage: String, base: String) -> Self {
    Self(
      "the app ships in '\(locale)', but has no purpose strings in that language: the Info.plist is in "
        + "'\(developmentLanguage)' and no \(locale).lproj/InfoPlist.strings or InfoPlist.xcstrings "
        + "translates it; add one beside \(base).")
  }
}
