extension Rule {
  /// The app's code asks for permissions but never opens the app's page in Settings.
  public static let settingsUnreachableInCode: Rule = Rule(
    RuleDescriptor(
      id: "settings-unreachable-in-code",
      title: "Permissions requested in code, but nothing in the code opens Settings",
      severity: .warning,
      category: .flows,
      rationale: """
        Once a user denies a permission on iOS, or denies it twice on Android, the system never \
        shows the prompt again: only the Settings app can grant it. An app whose code checks or \
        requests permissions but never opens its own settings page (`openAppSettings()`, \
        `openSettings()`, `Linking.openSettings()`, or the `app-settings:` URL) leaves the user \
        with no way back to the feature. This is checked from the code itself, with or without a \
        feature map, for the Flutter (permission_handler) and React Native \
        (react-native-permissions) code permlint reads.
        """,
      fix: """
        Where a check or request reports a permanent denial (`isPermanentlyDenied`, `blocked`), \
        explain why the feature needs the permission and offer a button that calls \
        `openAppSettings()` (Flutter) or `openSettings()` (React Native).
        """,
      references: [
        .openSettingsURL,
        RuleReference(
          "Android: request runtime permissions (handle denial)",
          "https://developer.android.com/training/permissions/requesting#handle-denial"),
      ],
      examples: [
        .triggering(
          "the Dart code requests the camera but never opens Settings",
          [
            PermissionHandlerExamples.pubspec,
            PermissionHandlerExamples.podfile(["'PERMISSION_CAMERA=1'"]),
            PermissionHandlerExamples.infoPlist([
              "NSCameraUsageDescription": "Take a photo of the parcel as proof of delivery."
            ]),
            ("lib/proof.dart", "Future<bool> ask() async => (await ↓Permission.camera.request()).isGranted;\n"),
          ]),
        .nonTriggering(
          "the React Native code opens Settings through the app-settings: URL",
          [
            ReactNativePermissionsExamples.packageJSON,
            ReactNativePermissionsExamples.podfile(["'Camera'"]),
            ReactNativePermissionsExamples.infoPlist([
              "NSCameraUsageDescription": "Take a photo of the parcel as proof of delivery."
            ]),
            (
              "src/proof.ts",
              """
              export async function ask() {
                if ((await request(PERMISSIONS.IOS.CAMERA)) === 'blocked') Linking.openURL('app-settings:');
              }
              """
            ),
          ]),
      ],
      appliesTo:
        "Applies to the code of Flutter apps that use permission_handler and React Native apps that use react-native-permissions, on iOS and Android, with or without a feature map."
    )
  ) { context in
    var result: [Finding] = []
    let descriptor = context.descriptor
    // One finding per project, reported with the app that ships on iOS when there is one.
    guard context.app.mainBundle != nil || !context.app.androidModules.isEmpty else { return [] }
    if let flutter = context.app.flutter, flutter.settingsCalls.isEmpty, let first = flutter.uses.first {
      result.append(
        context.finding(
          .flutterNeverOpensSettings(uses: flutter.uses.count, first: first.name),
          at: first.location, stableKey: "flutter:\(flutter.root)"))
    }
    if let project = context.app.reactNativePermissions, project.settingsCalls.isEmpty, let first = project.uses.first {
      result.append(
        context.finding(
          .reactNativeNeverOpensSettings(uses: project.uses.count),
          at: first.location, stableKey: "react-native:\(project.root)"))
    }
    return result
  }
}

extension Finding.Message {
  fileprivate static func flutterNeverOpensSettings(uses: Int, first: String) -> Self {
    Self(
      "the app's Dart code uses permission_handler (\(uses) use\(uses == 1 ? "" : "s"), "
        + "first Permission.\(first) here) but never calls openAppSettings(): after a permanent denial the "
        + "user has no way back to the feature. Offer a button that opens the app's settings.")
  }

  fileprivate static func reactNativeNeverOpensSettings(uses: Int) -> Self {
    Self(
      "the app's code uses react-native-permissions (\(uses) use\(uses == 1 ? "" : "s"), "
        + "first here) but never calls openSettings() or Linking.openSettings(): after a permanent denial the user "
        + "has no way back to the feature. Offer a button that opens the app's settings.")
  }
}
