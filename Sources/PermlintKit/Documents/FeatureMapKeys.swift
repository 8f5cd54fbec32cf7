#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The keys and values the feature-map format accepts, shared by the decoder and the
/// generated JSON Schema so that the two cannot drift apart.
@_spi(Generators) @_spi(RuleAuthoring) @_spi(Testing) public enum FeatureMapKeys {
  /// Top-level keys.
  public static let top = ["app", "platforms", "locales", "policies", "permissions", "features", "flows"]
  /// Keys under `policies:`; `background-location` takes a value, the others are booleans.
  public static let policies = [
    "background-location", "explainer-before-request", "request-after-user-action",
    "repeat-mandatory-on-launch", "blocking-screens-dismissible",
  ]
  /// Keys of one permission's options.
  public static let permission = ["android", "precise", "platforms", "description"]
  /// Keys of one feature.
  public static let feature = [
    "requires", "mandatory", "trigger", "flow", "justification", "accepts-limited", "description",
  ]
  /// Keys of one flow.
  public static let flow = ["permission", "start", "code", "states", "description"]
  /// Keys of one state.
  public static let state = ["action", "permission", "screen", "on", "next", "description"]
  /// Keys of a screen.
  public static let screen = ["dismissible", "title", "message", "primary", "secondary"]
  /// Values of `platforms:`.
  public static let platforms = ["ios", "android"]
  /// Values of a feature's `trigger:`.
  public static let triggers = FeatureTrigger.allCases.map(\.rawValue)
  /// The top-level keys of `.permlint.yml`, the configuration, which a feature map must not hold.
  public static let configuration = [
    "rules", "exclude", "fail-on", "max-file-size", "purpose-string-min-words", "ignore", "android",
  ]
  /// What each of the two YAML files is for, quoted in every mix-up error.
  public static let rolesExplanation =
    "`.permlint.yml` configures permlint (rules, exclude, fail-on, ignore, …); "
    + "`permlint.yml` is the feature map, which describes the app (app, permissions, features, flows)"

  /// The message for a configuration key written in a feature map, or `nil` for other keys.
  static func configurationKeyMessage(_ key: String) -> String? {
    guard configuration.contains(key), !top.contains(key) else { return nil }
    return "'\(key)' is a configuration setting, not part of the feature map: move it to `.permlint.yml`. "
      + rolesExplanation
  }
}
