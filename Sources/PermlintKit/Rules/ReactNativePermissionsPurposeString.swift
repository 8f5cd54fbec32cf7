#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// A react-native-permissions handler is linked, but the app has no purpose string for it.
  public static let reactNativePermissionsPurposeString: Rule = Rule(
    RuleDescriptor(
      id: "rn-permissions-purpose-string",
      title: "react-native-permissions handler linked without the purpose string it needs",
      severity: .error,
      category: .purposeStrings,
      rationale: """
        Each handler linked with `setup_permissions([...])` (or a `Permission-<Handler>` pod) \
        compiles calls to a protected API into the app. App Store Connect scans the processed \
        upload for them and reports ITMS-90683 by email when the Info.plist lacks the purpose \
        string they need, whether or not the app ever asks (recent reports show it as a \
        warning on a delivered build, older ones as a build to correct and upload again; \
        sources in `rules/store-outcomes.yml`); and iOS terminates the app if it asks.
        """,
      fix: """
        Add the purpose string to the iOS app's Info.plist, saying what the app does with the \
        data; or remove the handler from the Podfile if the app never asks.
        """,
      references: [
        .reactNativePermissionsSetup
      ],
      examples: RuleExample.embedded("rn-permissions-purpose-string"),
      scope: .mainIOSApp
    )
  ) { context in
    guard let setup = ReactNativePermissionsSetup(context) else { return [] }
    let (project, podfile, bundle) = (setup.project, setup.podfile, setup.bundle)
    let catalog = context.catalog.reactNativePermissions
    var seen = Set<String>()
    return podfile.permissionHandlers.compactMap { handler -> Finding? in
      guard seen.insert(handler.value).inserted else { return nil }
      let missing = (catalog.handlerKeys[handler.value] ?? []).filter { !bundle.declares($0) }
      guard !missing.isEmpty else { return nil }
      return context.finding(
        .handlerWithoutPurposeString(
          handler.value, missing: missing, whereToAdd: bundle.whereToAdd,
          outcome: context.catalog.outcome("itms-90683")),
        at: FileLocation(path: podfile.path, position: handler.position),
        stableKey: "\(handler.value)>\(missing.joined(separator: ","))")
    }
  }
}

extension Finding.Message {
  fileprivate static func handlerWithoutPurposeString(
    _ handler: String, missing: [String], whereToAdd: String, outcome: String
  ) -> Self {
    Self(
      "the '\(handler)' handler compiles react-native-permissions' \(handler) API into the app, but "
        + "\(whereToAdd) has no \(missing.joined(separator: " or ")); \(outcome). Add \(missing.count == 1 ? "it" : "them") with a reason, or remove the handler if the app "
        + "never asks.")
  }
}
