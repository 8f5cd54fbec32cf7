#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the react-native-permissions rules judge together: the app's use of the library, the
/// Podfile whose `setup_permissions([...])` links its iOS handlers, and the main iOS app bundle
/// whose Info.plist holds their purpose strings.
struct ReactNativePermissionsSetup {
  var project: ReactNativePermissionFacts
  var podfile: PodfileDocument
  var bundle: InfoPlistBundle

  /// The setup of the app `context` checks; `nil` when the app does not use the library, has
  /// no Podfile, or its main bundle is outside the rule's scope.
  init?(_ context: RuleContext) {
    guard let project = context.app.reactNativePermissions, let podfile = project.podfile,
      let bundle = context.app.mainBundle, context.descriptor.scope?.includes(bundle) ?? true
    else { return nil }
    self.project = project
    self.podfile = podfile
    self.bundle = bundle
  }
}
