#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// An Expo config plugin's option replaces the purpose string `ios.infoPlist` gives.
  public static let expoPluginOverride: Rule = Rule(
    RuleDescriptor(
      id: "expo-plugin-override",
      title: "Expo plugin option silently replaces an ios.infoPlist purpose string",
      severity: .warning,
      category: .purposeStrings,
      rationale: """
        At prebuild, an Expo config plugin such as expo-camera or expo-location writes its \
        purpose strings into the Info.plist: the plugin's option wins, then the text in \
        `expo.ios.infoPlist`, then the plugin's default. When both the option and \
        `ios.infoPlist` give a text for the same key, the `ios.infoPlist` text never ships, \
        though it is the one reviewers of app.json read and translators translate. permlint \
        checks the text that ships (the option's) with every purpose-string rule.
        """,
      fix: """
        Keep one text per key: remove the key from `expo.ios.infoPlist`, or remove the plugin \
        option so the `ios.infoPlist` text is used.
        """,
      references: [
        RuleReference(
          "Expo: permissions, iOS (config plugins and infoPlist)",
          "https://docs.expo.dev/guides/permissions/#ios"),
        RuleReference(
          "Expo: config plugins", "https://docs.expo.dev/config-plugins/introduction/"),
      ],
      examples: RuleExample.embedded("expo-plugin-override"),
      scope: RuleScope(
        products: [.app], platforms: [.iOS],
        remark: "It reads Expo app configs (app.json, app.config.json, expo-config.json).")
    )
  ) { context in
    context.app.expoConfigs.flatMap(\.overrides).map { override in
      context.finding(
        .overridden(override.key, plugin: override.plugin, option: override.option, at: override.optionLocation),
        at: override.infoPlistLocation, stableKey: "\(override.plugin).\(override.option)>\(override.key)",
        relatedLocations: [
          RelatedLocation(location: override.optionLocation, message: "the text that ships")
        ],
        // The text that ships stays; the one that never ships goes, which changes nothing in the
        // app but is for a person to confirm (translators may work from the removed one).
        fix: override.infoPlistRemoval.map { removal in
          Fix(
            "Remove \(override.key) from ios.infoPlist", safety: .needsReview,
            edits: [
              Fix.Edit(
                path: override.infoPlistLocation.path, start: removal.start, end: removal.end, replacement: "")
            ])
        })
    }
  }
}

extension Finding.Message {
  fileprivate static func overridden(_ key: String, plugin: String, option: String, at location: FileLocation) -> Self {
    Self(
      "\(key) in ios.infoPlist never ships: \(plugin)'s option '\(option)' "
        + "(\(location)) replaces it at prebuild. Keep one text: remove the key from "
        + "ios.infoPlist or the option from the plugin.")
  }
}
