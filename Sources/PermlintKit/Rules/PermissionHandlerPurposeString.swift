#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
        the camera API into the app. App Store Connect scans the processed upload for those \
        calls and reports ITMS-90683 by email when the Info.plist lacks the purpose string \
        they need, whether or not the app ever asks (recent reports show it as a warning on a \
        delivered build, older ones as a build to correct and upload again; sources in \
        `rules/store-outcomes.yml`); and iOS terminates the app if it does ask. \
        `PERMISSION_LOCATION=1` compiles in the Always request too, so it needs \
        NSLocationAlwaysAndWhenInUseUsageDescription; an app whose Dart code never names \
        `Permission.locationAlways` is better served by `PERMISSION_LOCATION_WHENINUSE=1` \
        (permission_handler_apple 9.4.3 and later, March 2024; earlier versions ignore it), \
        which the finding then gives as the first fix. When the plugins are built with Swift \
        Package Manager (permission_handler_apple 9.4.8 and later) the plugin reads the \
        Info.plist's keys instead of the Podfile's macros, and this rule says nothing.
        """,
      fix: """
        For `PERMISSION_LOCATION=1` in an app that only asks for When-In-Use, replace it with \
        `PERMISSION_LOCATION_WHENINUSE=1`. Otherwise add the purpose string to the iOS app's Info.plist (or as an `INFOPLIST_KEY_` build \
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
      examples: RuleExample.embedded("permission-handler-purpose-string"),
      scope: .mainIOSApp
    )
  ) { context in
    guard let flutter = context.app.flutter, flutter.podfileDecides, let podfile = flutter.podfile,
      let bundle = context.app.mainBundle,
      Rule.permissionHandlerPurposeString.descriptor.scope?.includes(bundle) ?? true
    else { return [] }
    let catalog = context.catalog.permissionHandler
    var seen = Set<String>()
    let outcome = context.catalog.outcome("itms-90683")
    return podfile.macros.compactMap { macro -> Finding? in
      guard macro.isEnabled, seen.insert(macro.name).inserted else { return nil }
      let missing = (catalog.macroKeys[macro.name] ?? []).filter { !bundle.declares($0) }
      guard !missing.isEmpty else { return nil }
      // A narrower macro whose keys are all declared, and Dart code that names only the
      // permissions it covers: the macro asks for more than the app uses.
      if let narrower = catalog.narrower[macro.name],
        (catalog.macroKeys[narrower.macro] ?? []).allSatisfy(bundle.declares),
        flutter.uses.allSatisfy({
          narrower.for.contains($0.name) || !(catalog.permissions[$0.name] ?? []).contains(macro.name)
        })
      {
        let named = Set(flutter.uses.map(\.name)).filter(narrower.for.contains).sorted().map { "Permission.\($0)" }
        return context.finding(
          .macroWiderThanUse(
            macro.name, missing: missing, whereToAdd: bundle.whereToAdd, outcome: outcome, narrower: narrower.macro,
            since: narrower.since, named: named),
          at: macro.location, stableKey: "\(macro.name)>\(missing.joined(separator: ","))")
      }
      return context.finding(
        .macroWithoutPurposeString(macro.name, missing: missing, whereToAdd: bundle.whereToAdd, outcome: outcome),
        at: macro.location, stableKey: "\(macro.name)>\(missing.joined(separator: ","))")
    }
  }
}

extension Finding.Message {
  fileprivate static func macroWiderThanUse(
    _ macro: String, missing: [String], whereToAdd: String, outcome: String, narrower: String, since: String,
    named: [String]
  ) -> Self {
    let uses =
      named.isEmpty ? "names none of the permissions it adds" : "names only \(named.joined(separator: " and "))"
    return Self(
      "\(macro)=1 compiles permission_handler's \(macro.dropFirst("PERMISSION_".count).lowercased()) API, "
        + "requestAlwaysAuthorization included, into the app, but \(whereToAdd) has no "
        + "\(missing.joined(separator: " or ")); \(outcome). The Dart code \(uses): replace the macro with "
        + "\(narrower)=1 (\(since) and later; earlier versions ignore it), which leaves the Always request out. "
        + "If the app needs Always, add \(missing.count == 1 ? "the key" : "the keys") with a reason instead.")
  }

  fileprivate static func macroWithoutPurposeString(
    _ macro: String, missing: [String], whereToAdd: String, outcome: String
  ) -> Self {
    Self(
      "\(macro)=1 compiles permission_handler's \(macro.dropFirst("PERMISSION_".count).lowercased()) "
        + "API into the app, but \(whereToAdd) has no \(missing.joined(separator: " or ")); \(outcome). Add \(missing.count == 1 ? "it" : "them") with a reason, or remove the "
        + "macro if the app never asks.")
  }
}
