#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a module's API levels are evaluated against: the other Gradle files of the scan, the
/// data permlint assumes from, and the user's configuration.
@_spi(RuleAuthoring) @_spi(Testing) public struct AndroidBuildEnvironment: Sendable {
  /// The scan's Gradle files.
  public var workspace = GradleWorkspace()
  /// The Play target requirements and the Flutter default.
  public var assumptions = AndroidTargetAssumptions()
  /// What permlint knows of external libraries' manifests.
  public var libraries = AndroidLibraryCatalog()
  /// The API levels Expo configs set with `expo-build-properties`, or their Expo SDK's
  /// template sets, by config path (the path their manifest has).
  public var expoLevels: [String: [AndroidSdkKey: AndroidSdkLevel]] = [:]

  /// Records what an Expo config says of its API levels.
  mutating func addExpoLevels(_ config: ExpoConfigDocument) {
    var levels: [AndroidSdkKey: AndroidSdkLevel] = [:]
    for (key, value) in config.buildProperties {
      levels[key] = .known(
        value.value, FileLocation(path: config.path, position: value.position),
        written: "expo-build-properties android.\(key.rawValue)Version \(value.value)")
    }
    if levels[.targetSdk] == nil, let sdk = config.expoSDK, let known = assumptions.expoDefaultTargets[sdk.major] {
      levels[.targetSdk] = .known(
        known.api, sdk.location,
        written:
          "targetSdkVersion \(known.api) (assumed: the prebuild template of Expo SDK \(sdk.major), react-native "
          + "\(known.reactNative), sets it, \(known.source); set expo-build-properties android.targetSdkVersion "
          + "to state it)")
    }
    if !levels.isEmpty { expoLevels[config.path] = levels }
  }
  /// `android: { target-sdk: N }` from `.permlint.yml`, with where it is set.
  public var configuredTarget: (value: Int, location: FileLocation)?
  /// Today, as `YYYY-MM-DD` in UTC, to pick the Play requirement in force.
  public var today: String?

  /// An environment with nothing to evaluate against.
  public init() {}

  /// The level that stands in for a target the build does not state: the configuration's,
  /// else the lowest target Google Play accepts for an update today.
  func fallbackTarget(replacing level: AndroidSdkLevel) -> AndroidSdkLevel? {
    if let configured = configuredTarget {
      return .known(configured.value, configured.location, written: "android.target-sdk \(configured.value)")
    }
    if case .known = level { return nil }
    guard let today, let requirement = assumptions.playRequirement(on: today) else { return nil }
    let why = level.reason.map { $0 + "; " } ?? ""
    return .assumed(
      requirement.api,
      reason:
        "\(why)permlint assumes API \(requirement.api), the lowest target Google Play accepts for new apps and "
        + "updates since \(requirement.from) (\(requirement.source)); set `android: { target-sdk: N }` in "
        + ".permlint.yml if the app targets another level")
  }
}
