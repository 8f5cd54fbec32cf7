extension Rule {
  /// A permission_handler macro compiles a permission in, but the app has no purpose string.
  public static let permissionHandlerPurposeString: Rule = Rule(
    RuleDescriptor(
      id: "permission-handler-purpose-string",
      title: "permission_handler macro on without the purpose string it needs",
      severity: .error,
      category: .purposeStrings,
      rationale: """
        A Podfile macro such as `PERMISSION_CAMERA=1` compiles permission_handler's calls to \
        the camera API into the app. App Store Connect scans the binary for those calls and \
        rejects the upload (ITMS-90683) when the Info.plist lacks the purpose string they \
        need, whether or not the app ever asks; and iOS terminates the app if it does ask.
        """,
      fix: """
        Add the purpose string to the iOS app's Info.plist (or as an `INFOPLIST_KEY_` build \
        setting), saying what the app does with the data; or, if the app never asks for the \
        permission, remove the macro from the Podfile.
        """,
      references: [
        RuleReference(
          "permission_handler: iOS setup (Podfile macros and Info.plist keys)",
          "https://pub.dev/packages/permission_handler#setup"),
        RuleReference(
          "Requesting access to protected resources",
          "https://developer.apple.com/documentation/uikit/protecting_the_user_s_privacy/requesting_access_to_protected_resources"
        ),
      ],
      examples: [
        .triggering(
          "the camera and location macros are on; the Info.plist describes neither camera nor Always location",
          [
            PermissionHandlerExamples.pubspec,
            PermissionHandlerExamples.podfile(["↓'PERMISSION_CAMERA=1'", "↓'PERMISSION_LOCATION=1'"]),
            PermissionHandlerExamples.infoPlist([
              "NSLocationWhenInUseUsageDescription": "Your location is used to offer deliveries near you."
            ]),
            ("lib/main.dart", "void main() { Permission.camera.request(); Permission.location.request(); }\n"),
          ]),
        .nonTriggering(
          "the when-in-use macro needs only the when-in-use text, and a macro set to 0 needs nothing",
          [
            PermissionHandlerExamples.pubspec,
            PermissionHandlerExamples.podfile(["'PERMISSION_LOCATION_WHENINUSE=1'", "'PERMISSION_CAMERA=0'"]),
            PermissionHandlerExamples.infoPlist([
              "NSLocationWhenInUseUsageDescription": "Your location is used to offer deliveries near you."
            ]),
            ("lib/main.dart", "void main() { Permission.locationWhenInUse.request(); }\n"),
          ]),
      ],
      scope: .mainIOSApp
    )
  ) { context in
    guard let flutter = context.app.flutter, flutter.podfileDecides, let podfile = flutter.podfile,
      let bundle = context.app.mainBundle,
      Rule.permissionHandlerPurposeString.descriptor.scope?.includes(bundle) ?? true
    else { return [] }
    let catalog = context.catalog.permissionHandler
    var seen = Set<String>()
    return podfile.macros.compactMap { macro -> Finding? in
      guard macro.isEnabled, seen.insert(macro.name).inserted else { return nil }
      let missing = (catalog.macroKeys[macro.name] ?? []).filter { !bundle.declares($0) }
      guard !missing.isEmpty else { return nil }
      return context.finding(
        .macroWithoutPurposeString(macro.name, missing: missing, whereToAdd: bundle.whereToAdd),
        at: macro.location, stableKey: "\(macro.name)>\(missing.joined(separator: ","))")
    }
  }
}

extension Finding.Message {
  fileprivate static func macroWithoutPurposeString(_ macro: String, missing: [String], whereToAdd: String) -> Self {
    Self(
      "\(macro)=1 compiles permission_handler's \(macro.dropFirst("PERMISSION_".count).lowercased()) "
        + "API into the app, but \(whereToAdd) has no \(missing.joined(separator: " or ")); App Store Connect "
        + "rejects the upload (ITMS-90683). Add \(missing.count == 1 ? "it" : "them") with a reason, or remove the "
        + "macro if the app never asks.")
  }
}
