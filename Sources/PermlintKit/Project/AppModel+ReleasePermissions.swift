#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension AppModel {
  /// The permissions every Android module of the app requests in its release manifests.
  var releasePermissions: [DeclaredPermission] {
    androidModules.flatMap(\.releasePermissions)
  }
}
