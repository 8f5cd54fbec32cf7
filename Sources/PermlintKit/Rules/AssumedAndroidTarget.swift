#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// The target API level permlint assumed for an app module, said once.
  public static let assumedAndroidTarget: Rule = Rule(
    RuleDescriptor(
      id: "android-target-assumed",
      title: "Target API level assumed",
      severity: .note,
      category: .input,
      rationale: """
        Many checks depend on the API level an app targets. permlint computes it from the build \
        scripts as Gradle would (literals, the root script's `ext` block, `gradle.properties`, \
        version catalogs), but some builds set it where permlint does not look, such as a \
        convention plugin's Kotlin code. Rather than guess silently or stay silent, permlint \
        then assumes the lowest target Google Play accepts for new apps and updates today \
        (the dated table in `rules/android-target-api.yml`): an app on Play cannot target \
        lower. Findings that rest on the assumption say so and are at most warnings; this \
        note says once, per Gradle app module, why the target is unknown and how to state it \
        (for a manifest outside any Gradle module, each finding says it).
        """,
      fix: """
        Set the real value in `.permlint.yml` as `android: { target-sdk: 35 }`, or write it in \
        the module's `build.gradle(.kts)` in a form permlint reads.
        """,
      references: [
        RuleReference(
          "Google Play: target API level requirements",
          "https://support.google.com/googleplay/android-developer/answer/11926878")
      ],
      examples: RuleExample.embedded("android-target-assumed")
    )
  ) { context in
    let descriptor = context.descriptor
    return context.app.androidModules.compactMap { module in
      // A lone manifest is no Gradle module: its findings state the assumption themselves.
      guard case .assumed(_, let reason) = module.targetSdk, module.buildFile != nil,
        let location = module.targetSettingLocation
      else {
        return nil
      }
      return context.finding(
        .assumedTarget(module: module.path, reason: reason),
        at: location, stableKey: module.path)
    }
  }
}

extension Finding.Message {
  fileprivate static func assumedTarget(module: String, reason: String) -> Self {
    "The target API level of module '\(module)' is assumed: \(reason)."
  }
}
