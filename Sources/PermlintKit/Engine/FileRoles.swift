#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The two YAML files permlint reads have names one dot apart and different jobs:
/// `.permlint.yml` configures permlint, `permlint.yml` (the feature map) describes the app.
/// A file given in the other's place gets an error that says which is which.
public enum FileRoles {
  /// What each file is for, quoted in every mix-up error.
  public static let explanation = FeatureMapKeys.rolesExplanation

  /// Throws when a configuration file has feature-map keys: it is a feature map given as
  /// the configuration, or a configuration with the app's description in it.
  static func rejectFeatureMap(_ pairs: [YAMLPair], file: SourceFile) throws(ConfigurationError) {
    guard
      let pair = pairs.first(where: { pair in
        pair.key.scalar.map { FeatureMapKeys.top.contains($0) && !Configuration.keys.contains($0) } ?? false
      }), let key = pair.key.scalar
    else { return }
    let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
    let what =
      name == "permlint.yml"
      ? "\(file.path) is a feature map, given as the configuration: lint it as a PATH (or its directory) "
        + "and give --config only a `.permlint.yml`"
      : "'\(key)' describes the app and belongs in the feature map `permlint.yml`, not in the configuration"
    throw ConfigurationError(location: file.location(pair.key.position), message: "\(what). \(explanation)")
  }
}
