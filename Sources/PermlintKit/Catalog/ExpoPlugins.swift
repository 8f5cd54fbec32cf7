#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An Expo config plugin that writes purpose strings and Android permissions at prebuild,
/// read from `rules/expo-config-plugins.yml`.
@_spi(RuleAuthoring) @_spi(Testing) public struct ExpoPlugin: Sendable {
  /// The plugin's documentation page.
  public var docs: String
  /// Plugin option name -> the Info.plist key it sets.
  public var options: [String: String]
  /// Info.plist key -> the text Expo writes when neither an option nor `ios.infoPlist` gives one.
  public var defaults: [String: String]
  /// Android permissions (short names) the plugin always adds.
  public var android: [String]
  /// Boolean option -> Android permissions added when it is true.
  public var androidWhen: [String: [String]]
  /// Boolean option -> `UIBackgroundModes` values it turns on.
  public var backgroundModes: [String: [String]]
  /// Info.plist array key -> the values the plugin always adds to it (`NSBonjourServices`).
  public var arrays: [String: [String]]

  init(_ node: YAMLNode) {
    docs = node["docs"]?.string ?? ""
    options = PermissionCatalog.entries(node["options"]).compactMapValues(\.string)
    defaults = PermissionCatalog.entries(node["defaults"]).compactMapValues(\.string)
    android = node["android"]?.sequence?.compactMap(\.string) ?? []
    androidWhen = PermissionCatalog.entries(node["android-when"]).mapValues {
      $0.sequence?.compactMap(\.string) ?? []
    }
    backgroundModes = PermissionCatalog.entries(node["background-modes"]).mapValues {
      $0.sequence?.compactMap(\.string) ?? []
    }
    arrays = PermissionCatalog.entries(node["arrays"]).mapValues { $0.sequence?.compactMap(\.string) ?? [] }
  }

  /// The option that sets `key`, if any.
  public func option(for key: String) -> String? {
    options.first { $0.value == key }?.key
  }
}
