#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Flutter permission_handler's iOS macros, read from `rules/flutter-permission-handler.yml`.
@_spi(RuleAuthoring) @_spi(Testing) public struct PermissionHandlerCatalog: Sendable {
  /// The major version from which every macro defaults to off.
  public var optInSince = 8
  /// Dart `Permission.<name>` -> the macros that enable it on iOS (any one).
  public var permissions: [String: [String]] = [:]
  /// Macro -> the purpose strings the permission it compiles in needs.
  public var macroKeys: [String: [String]] = [:]
  /// Macro -> a macro that compiles in less, the Dart permissions it is enough for, and the
  /// version that introduced it (`PERMISSION_LOCATION` -> `PERMISSION_LOCATION_WHENINUSE`).
  public var narrower: [String: (macro: String, for: Set<String>, since: String)] = [:]

  init() {}

  /// Dart calls that open the app's page in Settings (`openAppSettings`, photo_manager's
  /// `openSetting`).
  public var settingsOpeners: Set<String> = ["openAppSettings"]

  init(_ node: YAMLNode) {
    if let openers = node["settings-openers"]?.mapping {
      settingsOpeners = Set(openers.compactMap { $0.key.string })
    }
    optInSince = node["opt-in-since"]?.string.flatMap { Int($0) } ?? 8
    permissions = PermissionCatalog.entries(node["permissions"]).mapValues { $0.sequence?.compactMap(\.string) ?? [] }
    macroKeys = PermissionCatalog.entries(node["macros"]).mapValues { $0.sequence?.compactMap(\.string) ?? [] }
    narrower = PermissionCatalog.entries(node["narrower"]).compactMapValues { entry in
      guard let macro = entry["macro"]?.string, let since = entry["since"]?.string else { return nil }
      return (macro, Set(entry["for"]?.sequence?.compactMap(\.string) ?? []), since)
    }
  }
}
