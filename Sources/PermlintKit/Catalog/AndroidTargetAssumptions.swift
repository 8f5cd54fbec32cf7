#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What permlint assumes about a target API level it cannot compute, from
/// `rules/android-target-api.yml`.
@_spi(RuleAuthoring) @_spi(Testing) public struct AndroidTargetAssumptions: Sendable {
  /// One Google Play target API level requirement.
  @_spi(RuleAuthoring) @_spi(Testing) public struct PlayRequirement: Sendable {
    /// The lowest target API level Play accepts for new apps and updates from `from`.
    public var api: Int
    /// The day the requirement starts, as `YYYY-MM-DD`.
    public var from: String
    /// The last day of the extension developers may request, as `YYYY-MM-DD`.
    public var until: String?
    /// Where Google states it.
    public var source: String
  }

  /// Play's requirements, oldest first.
  public var playRequirements: [PlayRequirement] = []
  /// The value of `flutter.targetSdkVersion` permlint assumes.
  public var flutterDefaultTarget: Int?
  /// The Flutter release that value comes from, for messages.
  public var flutterVersion: String?
  /// The target each Expo SDK's prebuild template sets, by SDK major version, with the React
  /// Native version it bundles and the source.
  public var expoDefaultTargets: [Int: (api: Int, reactNative: String, source: String)] = [:]

  init() {}

  init(_ node: YAMLNode) {
    playRequirements = (node["play-minimum-target"]?.sequence ?? []).compactMap { entry in
      guard let api = entry["api"]?.int, let from = entry["from"]?.string else { return nil }
      return PlayRequirement(
        api: api, from: from, until: entry["until"]?.string, source: entry["source"]?.string ?? "")
    }.sorted { $0.from < $1.from }
    flutterDefaultTarget = node["flutter-default-target"]?["api"]?.int
    flutterVersion = node["flutter-default-target"]?["flutter"]?.string
    for entry in node["expo-default-target"]?.sequence ?? [] {
      guard let expo = entry["expo"]?.int, let api = entry["api"]?.int else { continue }
      expoDefaultTargets[expo] = (api, entry["react-native"]?.string ?? "", entry["source"]?.string ?? "")
    }
  }

  /// The requirement in force on `day` (`YYYY-MM-DD`): the latest one whose start has passed.
  public func playRequirement(on day: String) -> PlayRequirement? {
    playRequirements.last { $0.from <= day }
  }
}
