#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A Flutter `pubspec.yaml` or `pubspec.lock`, read for the permission_handler version.
@_spi(RuleAuthoring) @_spi(Testing) public struct PubspecDocument: Sendable {
  /// The file's path relative to the scanned root.
  public var path: String
  /// Whether the app depends on permission_handler.
  public var usesPermissionHandler: Bool
  /// permission_handler's major version: the locked one, or the lowest the constraint allows.
  public var permissionHandlerMajor: Int?
  /// A `pubspec.lock`'s pinned packages, for the SDKs that must ship a privacy manifest.
  public var lock: DependencyLockDocument?
  /// The packages it depends on (`dependencies` of a pubspec, every package of a lock).
  public var dependencyNames: [String] = []

  init(file: SourceFile, isLock: Bool) {
    path = file.path
    let root = (try? YAMLParser.parse(file))?.root
    dependencyNames = (root?[isLock ? "packages" : "dependencies"]?.mapping ?? []).compactMap(\.key.string)
    if isLock {
      lock = DependencyLockDocument(file: file, tool: .pub)
      let entry = root?["packages"]?["permission_handler"]
      usesPermissionHandler = entry != nil
      permissionHandlerMajor = entry?["version"]?.string.flatMap(Self.major)
    } else {
      let entry = root?["dependencies"]?["permission_handler"]
      usesPermissionHandler = entry != nil
      permissionHandlerMajor = (entry?.string ?? entry?["version"]?.string).flatMap(Self.major)
    }
  }

  /// The major version a constraint such as `^11.3.1`, `>=10.0.0 <12.0.0` or `11.0.0` allows at least.
  static func major(_ constraint: String) -> Int? {
    let digits = constraint.drop { !$0.isNumber }.prefix { $0.isNumber }
    return Int(digits)
  }
}
