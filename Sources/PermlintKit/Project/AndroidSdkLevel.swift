#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A module's minSdk or targetSdk: a literal value and where it is set, or why permlint does
/// not know it. permlint never guesses a value it cannot read.
@_spi(RuleAuthoring) @_spi(Testing) public enum AndroidSdkLevel: Sendable {
  /// The value, where it is set, and how it is written there (`targetSdk = 34`).
  case known(Int, FileLocation, written: String)
  /// Why the value is unknown.
  case unknown(reason: String)
  /// The value permlint assumes because the build does not say (the lowest target Google
  /// Play accepts), and why.
  case assumed(Int, reason: String)

  /// The value, if known.
  public var value: Int? {
    if case .known(let value, _, _) = self { return value }
    return nil
  }

  /// Where it is set, if known.
  public var location: FileLocation? {
    if case .known(_, let location, _) = self { return location }
    return nil
  }

  /// How the known value is written, such as `targetSdk 34`.
  public var written: String? {
    if case .known(_, _, let written) = self { return written }
    return nil
  }

  /// Why the value is unknown or assumed.
  public var reason: String? {
    switch self {
    case .unknown(let reason), .assumed(_, let reason): reason
    case .known: nil
    }
  }

  /// For messages: `targetSdk 34 at app/build.gradle.kts:7:9`, or why it is unknown.
  public var citation: String {
    switch self {
    case .known(_, let location, let written): "\(written) at \(location)"
    case .unknown(let reason), .assumed(_, let reason): reason
    }
  }

  /// Whether the value is known to be at least `level`: `true`, `false`, or `nil` when unknown.
  /// An assumed value is a lower bound (Play accepts no lower target), so it answers `true`
  /// when it reaches `level` and `nil` otherwise.
  public func isAtLeast(_ level: Int) -> Bool? {
    if case .assumed(let assumed, _) = self { return assumed >= level ? true : nil }
    return value.map { $0 >= level }
  }

  /// Gradle's value when the build script sets one, as the Android Gradle plugin lets it
  /// override the manifest; otherwise `<uses-sdk>`'s. A value the script computes is
  /// evaluated against the workspace (root `ext`, `gradle.properties`, the version catalog);
  /// when it is still unknown, the environment's fallback (the configuration's value, or the
  /// lowest target Google Play accepts) stands in, and says so.
  static func resolve(
    _ key: AndroidSdkKey, manifests: [AndroidManifestDocument], buildFile: GradleBuildFile?, module: String,
    environment: AndroidBuildEnvironment = AndroidBuildEnvironment()
  ) -> AndroidSdkLevel {
    // An Expo config's manifest has no build script: expo-build-properties or the SDK's template says.
    if let level = environment.expoLevels[module]?[key] { return level }
    let level = resolveFromFiles(
      key, manifests: manifests, buildFile: buildFile, module: module, environment: environment)
    guard key == .targetSdk else { return level }
    switch level {
    case .known(_, _, let written) where !written.contains("assumed"):
      return level
    case .known, .unknown, .assumed:
      return environment.fallbackTarget(replacing: level) ?? level
    }
  }

  private static func resolveFromFiles(
    _ key: AndroidSdkKey, manifests: [AndroidManifestDocument], buildFile: GradleBuildFile?, module: String,
    environment: AndroidBuildEnvironment
  ) -> AndroidSdkLevel {
    // The module's own script decides; else the last applied script or convention plugin
    // that sets the value (`apply from: "../common.gradle"`, `build-logic`); else a
    // `subprojects {}` or `allprojects {}` block of a script above the module.
    let sets = { (file: GradleBuildFile) in file.settings.contains { $0.key == key && !$0.appliesToSubprojects } }
    let fromAbove = RelativePath.ancestors(of: module).dropFirst().lazy.compactMap {
      environment.workspace.buildFiles[$0]
    }.first { file in file.settings.contains { $0.key == key && $0.appliesToSubprojects } }
    var settingsFromAbove = false
    let buildFile =
      buildFile.flatMap { own in
        if sets(own) { return own }
        if let contributor = environment.workspace.contributors(of: module).reversed().first(where: sets) {
          return contributor
        }
        if let fromAbove {
          settingsFromAbove = true
          return fromAbove
        }
        return own
      } ?? buildFile
    if let buildFile {
      let settings = buildFile.settings.filter { $0.key == key && $0.appliesToSubprojects == settingsFromAbove }
      if let first = settings.first {
        let resolver = GradleValueResolver(
          workspace: environment.workspace, module: module, assumptions: environment.assumptions)
        var values: [(value: Int, written: String)] = []
        for setting in settings {
          if let value = setting.value {
            values.append((value, "\(setting.spelling) \(value)"))
          } else if let resolved = resolver.resolve(setting) {
            var written = "\(setting.spelling) \(resolved.value) (`\(setting.expression)`"
            if let source = resolved.source { written += ", set at \(source)" }
            if let assumption = resolved.assumption { written += "; assumed: \(assumption)" }
            values.append((resolved.value, written + ")"))
          } else {
            return .unknown(
              reason:
                "\(key.rawValue) is unknown: \(buildFile.location(setting.position)) sets \(setting.spelling) to "
                + "`\(setting.expression)`, which permlint does not evaluate")
          }
        }
        let distinct = Set(values.map(\.value))
        if distinct.count > 1 {
          return .unknown(
            reason:
              "\(key.rawValue) is unknown: \(buildFile.path) sets it to "
              + distinct.sorted().map(String.init).joined(separator: " and ") + " in different blocks")
        }
        return .known(values[0].value, buildFile.location(first.position), written: values[0].written)
      }
    }
    for manifest in manifests {
      guard let attribute = key == .minSdk ? manifest.usesSDK?.minSdkVersion : manifest.usesSDK?.targetSdkVersion
      else { continue }
      let location = manifest.location(attribute.position)
      guard let value = Int(attribute.value.trimmingWhitespace()) else {
        return .unknown(
          reason:
            "\(key.rawValue) is unknown: \(location) sets android:\(key.manifestAttribute) to "
            + "`\(attribute.value)`, which permlint does not resolve")
      }
      return .known(value, location, written: "android:\(key.manifestAttribute)=\"\(value)\"")
    }
    let why: String
    if let buildFile {
      why = "neither <uses-sdk> nor \(buildFile.path) sets it"
    } else if module.hasSuffix(".xml") {
      // A renamed copy of a manifest belongs to no Gradle module.
      why = "the manifest has no <uses-sdk> and is not in a Gradle module to read it from"
    } else {
      why = "the manifest has no <uses-sdk> and module '\(module)' has no build.gradle or build.gradle.kts"
    }
    return .unknown(reason: "\(key.rawValue) is unknown: \(why)")
  }
}
