#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension InputKind {
  /// Every kind of file permlint reads, in the order `--help` and the README name them. A new
  /// kind is a file under `Discovery/Kinds/` and one line here.
  public static let all: [InputKind] = [
    // Apple
    .infoPlist, .infoPlistStrings, .stringCatalog, .resourceCatalog, .xcodeProject, .xcodeGenSpec, .tuistManifest,
    .buildConfiguration, .localizedResource, .privacyManifest, .dependencyLock, .installedPods, .vendoredFramework,
    // Android and Gradle
    .androidManifest, .gradleBuild, .gradleSettings, .gradleScript, .gradleProperties, .versionCatalog,
    // Cross-platform
    .packageJSON, .flutterPluginDependencies,
    // Expo
    .expoConfig, .expoDynamicConfig,
    // Cross-platform
    .podfile, .buildStep, .pubspec,
    // Sources
    .dartSource, .javaScriptSource, .nativeSource, .unreadSource,
    // Builds
    .buildArchive, .machOBinary, .manifestMergerReport,
    // permlint's own
    .featureMap, .configuration,
  ]
}
