extension AppModel {
  /// The permissions every Android module of the app requests in its release manifests.
  var releasePermissions: [DeclaredPermission] {
    androidModules.flatMap(\.releasePermissions)
  }
}
