#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// react-native-permissions' iOS handlers, read from `rules/react-native-permissions.yml`.
@_spi(RuleAuthoring) @_spi(Testing) public struct ReactNativePermissionsCatalog: Sendable {
  /// The major version from which every handler must be linked explicitly.
  public var handlersSince = 2
  /// `PERMISSIONS.IOS.<constant>` -> the handler it needs.
  public var constants: [String: String] = [:]
  /// Handler -> the purpose strings it needs once linked.
  public var handlerKeys: [String: [String]] = [:]

  init() {}

  init(_ node: YAMLNode) {
    handlersSince = node["handlers-since"]?.string.flatMap { Int($0) } ?? 2
    constants = PermissionCatalog.entries(node["constants"]).compactMapValues(\.string)
    handlerKeys = PermissionCatalog.entries(node["handlers"]).mapValues { $0.sequence?.compactMap(\.string) ?? [] }
  }
}
