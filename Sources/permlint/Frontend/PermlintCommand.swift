import ArgumentParser
import PermlintKit

/// The root command: `permlint [lint] [PATH ...]`.
struct PermlintCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "permlint",
    abstract: "Checks mobile-app permissions: purpose strings, least privilege and permission flows.",
    discussion: """
      Reads, under each PATH: Info.plist (XML or binary), InfoPlist.strings, InfoPlist.xcstrings, \
      INFOPLIST_KEY_ build settings in project.pbxproj and .xcconfig files, AndroidManifest.xml, \
      build.gradle and build.gradle.kts (minSdk, targetSdk), Expo app configs (app.json, \
      app.config.json, expo-config.json from `npx expo config --json`; app.config.js/ts get a \
      note), Flutter's pubspec.yaml, ios/Podfile and Dart sources (permission_handler), \
      JavaScript/TypeScript sources (react-native-permissions), and \
      the feature map permlint.yml; \
      .permlint.yml configures permlint itself. Reports findings as text, SARIF or GitHub \
      annotations. Exit status: 0 when nothing is at or above --fail-on, 1 when something is, \
      2 on a usage or configuration error. `permlint explain RULE` explains a finding's rule.
      """,
    version: PermlintInfo.version,
    subcommands: [LintCommand.self, RulesCommand.self, ExplainCommand.self, InitCommand.self],
    defaultSubcommand: LintCommand.self
  )
}
