#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// A react-native-permissions handler is linked for a permission the app's code never uses.
  public static let reactNativePermissionsUnusedHandler: Rule = Rule(
    RuleDescriptor(
      id: "rn-permissions-unused-handler",
      title: "react-native-permissions handler linked for a permission the app's code never uses",
      severity: .note,
      category: .leastPrivilege,
      rationale: """
        Each linked handler compiles a protected API into the app and obliges it to carry \
        the purpose string, which App Review expects to see used. A handler for a permission \
        the app's own code never checks or requests is usually left over. Packages in \
        node_modules are not scanned and may use react-native-permissions themselves, so \
        this is a note to check, not a warning.
        """,
      fix: """
        Remove the handler from `setup_permissions([...])` (and the purpose string, if \
        nothing else needs it), or suppress this note naming the package that uses it.
        """,
      references: [
        .reactNativePermissionsSetup
      ],
      examples: RuleExample.embedded("rn-permissions-unused-handler"),
      scope: .mainIOSApp
    )
  ) { context in
    // Code permlint does not read (ClojureScript) may use any handler: the app says so once.
    guard context.app.nativeCode.unreadSources.isEmpty,
      let project = context.app.reactNativePermissions, let podfile = project.podfile,
      let bundle = context.app.mainBundle,
      Rule.reactNativePermissionsUnusedHandler.descriptor.scope?.includes(bundle) ?? true
    else { return [] }
    let catalog = context.catalog.reactNativePermissions
    let used = Set(project.uses.compactMap { catalog.constants[$0.name] })
    var seen = Set<String>()
    return podfile.permissionHandlers.compactMap { handler -> Finding? in
      // LocationAccuracy serves the location constants' accuracy calls.
      guard catalog.handlerKeys[handler.value] != nil, !used.contains(handler.value),
        handler.value != "LocationAccuracy",
        seen.insert(handler.value).inserted
      else { return nil }
      // Code permlint does not read may use it: removing it is for a person to confirm.
      return context.finding(
        .unusedHandler(handler.value, podfile: podfile.path),
        at: FileLocation(path: podfile.path, position: handler.position), stableKey: handler.value,
        fix: podfile.removing(elementAt: handler.position).map {
          Fix("Remove '\(handler.value)' from setup_permissions in \(podfile.path)", safety: .needsReview, edits: [$0])
        })
    }
  }
}

extension Finding.Message {
  fileprivate static func unusedHandler(_ handler: String, podfile: String) -> Self {
    Self(
      "the '\(handler)' handler is linked, but the app's code never uses it; unless a package in "
        + "node_modules asks for it (packages are not scanned), remove it from \(podfile).")
  }
}
