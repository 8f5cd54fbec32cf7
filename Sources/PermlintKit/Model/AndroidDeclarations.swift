extension AppModel {
  /// Short names of the Android permissions the app requests in any manifest (those not
  /// removed with `tools:node="remove"`).
  var requestedAndroidPermissions: Set<String> {
    Set(androidManifests.flatMap { $0.requestedPermissions.map(\.shortName) })
  }

  /// The manifest to add a permission to: the module's `src/main` one if there is one.
  var mainAndroidManifest: AndroidManifestDocument? {
    androidManifests.min { lhs, rhs in
      let left = (lhs.path.contains("/src/main/") ? 0 : 1, lhs.path.count, lhs.path)
      let right = (rhs.path.contains("/src/main/") ? 0 : 1, rhs.path.count, rhs.path)
      return left < right
    }
  }
}

extension PermissionDeclaration {
  /// The Android permissions this declaration maps to: its own `android:` list when given
  /// (every one is then required), else the catalog's alternatives (any one suffices).
  func androidPermissions(_ catalog: PermissionCatalog) -> (names: [Located<String>], allRequired: Bool) {
    if !android.isEmpty {
      return (android.map { Located(Self.shortName($0.value), at: $0.position) }, true)
    }
    let names = catalog.permissions[id]?.androidAnyOf ?? []
    return (names.map { Located($0, at: position) }, false)
  }

  static func shortName(_ name: String) -> String {
    let prefix = "android.permission."
    return name.hasPrefix(prefix) ? String(name.dropFirst(prefix.count)) : name
  }
}
