#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// What permlint could not read of an Expo app's config, or where the shipped Info.plist
  /// and manifest really come from.
  public static let expoConfigScope: Rule = Rule(
    RuleDescriptor(
      id: "expo-config-scope",
      title: "Expo config permlint cannot evaluate, or native folders that ship instead",
      severity: .note,
      category: .input,
      rationale: """
        An Expo app's permissions are written at prebuild from its app config. `app.config.js` \
        and `app.config.ts` are programs: permlint reads one that exports a plain object \
        literal, but does not run code, so it cannot know the purpose strings and permissions \
        a function, a spread or `process.env` computes, and says so once instead of passing \
        the app silently. When `ios/` or `android/` are committed next to the config, the \
        native build uses those folders as they are (the config reaches them only when \
        `npx expo prebuild` runs again), so permlint lints both and says which ships.
        """,
      fix: """
        Save the evaluated config where permlint reads it: `npx expo config --json --type \
        prebuild > expo-config.json` in the app's folder (in CI, before running permlint). \
        permlint then reads `expo-config.json` instead of app.json. With committed native \
        folders, keep the config and the folders in step with `npx expo prebuild`, or move \
        the purpose strings to the native files only.
        """,
      references: [
        RuleReference("Expo: app config (dynamic configuration)", "https://docs.expo.dev/workflow/configuration/"),
        RuleReference("Expo CLI: expo config", "https://docs.expo.dev/more/expo-cli/#config"),
        RuleReference(
          "Expo: continuous native generation", "https://docs.expo.dev/workflow/continuous-native-generation/"),
      ],
      examples: RuleExample.embedded("expo-config-scope"),
      appliesTo:
        "Applies to Expo apps: app.config.js/ts files, and app.json or app.config.json next to committed ios/ or android/ folders."
    )
  ) { context in
    let descriptor = context.descriptor
    var result: [Finding] = []
    let evaluated = context.app.expoConfigs.contains { $0.precedence == 2 }
    if !evaluated {
      for path in context.app.expoDynamicConfigs {
        let read = context.app.expoConfigs.map(\.path)
        let scope =
          read.isEmpty
          ? "permlint read nothing of this app's Expo config"
          : "permlint read only \(read.joined(separator: ", ")), which it may change"
        result.append(
          context.finding(
            .dynamicConfig(path, scope: scope),
            at: FileLocation(path: path, line: 1, column: 1), stableKey: "expo-dynamic-config"))
      }
    }
    for config in context.app.expoConfigs where !config.committedNativeFolders.isEmpty {
      let folders = config.committedNativeFolders.joined(separator: " and ")
      let one = config.committedNativeFolders.count == 1
      result.append(
        context.finding(
          .committedNativeFolders(folders, one: one, config: config.path),
          at: FileLocation(path: config.path, position: config.configPosition), stableKey: "expo-native-folders"))
    }
    return result
  }
}

extension Finding.Message {
  fileprivate static func dynamicConfig(_ path: String, scope: String) -> Self {
    Self(
      "\(path) is code that permlint does not run, so \(scope). Save the evaluated config with "
        + "`npx expo config --json --type prebuild > expo-config.json` in this folder and run permlint again.")
  }

  fileprivate static func committedNativeFolders(_ folders: String, one: Bool, config: String) -> Self {
    Self(
      "\(folders) \(one ? "is" : "are") committed next to \(config): the native build ships "
        + "\(one ? "that folder as it is" : "those folders as they are"), and \(config) reaches "
        + "\(one ? "it" : "them") only when `npx expo prebuild` runs again. permlint lints "
        + "both; keep them in step.")
  }
}
