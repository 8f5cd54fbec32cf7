#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Health Connect's ways of naming a permission in Kotlin and Java, read from
/// `android.health-connect` of `rules/native-permission-apis.yml`: Jetpack's
/// `HealthPermission.getReadPermission(StepsRecord::class)` and `PERMISSION_*` constants, and the
/// platform's `HealthPermissions.READ_STEPS`. None of them spells `Manifest.permission` or
/// "android.permission.", so without them an app that asks for its Health Connect permissions
/// looks as if it never did.
@_spi(RuleAuthoring) @_spi(Testing) public struct HealthConnectCatalog: Sendable {
  /// Jetpack's class (`HealthPermission`): its calls and `PERMISSION_*` constants.
  public var jetpackClass = ""
  /// The platform's class (`HealthPermissions`), whose constants are named as their permissions.
  public var platformClass = ""
  /// The call that gives a record type's read permission (`getReadPermission`).
  public var readCall = ""
  /// The call that gives a record type's write permission (`getWritePermission`).
  public var writeCall = ""
  /// A constant of the Jetpack class -> the permission's short name (`health.READ_HEALTH_DATA_IN_BACKGROUND`).
  public var constants: [String: String] = [:]
  /// A record class -> its permission after `health.READ_` and `health.WRITE_` (`HeartRateRecord` -> `HEART_RATE`).
  public var records: [String: String] = [:]

  init() {}

  init(_ node: YAMLNode?) {
    jetpackClass = node?["jetpack"]?.string ?? ""
    platformClass = node?["platform"]?.string ?? ""
    readCall = node?["read"]?.string ?? ""
    writeCall = node?["write"]?.string ?? ""
    for (name, value) in PermissionCatalog.entries(node?["constants"]) { constants[name] = value.string }
    for (name, value) in PermissionCatalog.entries(node?["records"]) { records[name] = value.string }
  }

  /// The identifiers the Kotlin and Java reading acts on (`NativePermissionCatalog.androidNames`).
  var names: [String] { [jetpackClass, platformClass, readCall, writeCall].filter { !$0.isEmpty } }

  /// The short name of the permission a record type's read (or write) call gives, if the type is known.
  func permission(of record: String, write: Bool) -> String? {
    records[record].map { "health." + (write ? "WRITE_" : "READ_") + $0 }
  }
}
