#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// A permission_handler macro is on for a permission the app's Dart code never names.
  public static let permissionHandlerUnusedMacro: Rule = Rule(
    RuleDescriptor(
      id: "permission-handler-unused-macro",
      title: "permission_handler macro on for a permission the app's code never uses",
      severity: .note,
      category: .leastPrivilege,
      rationale: """
        Each macro that is on compiles a protected API into the app and obliges it to carry \
        the matching purpose string, which App Review expects to see used. A macro for a \
        permission the app's own Dart code never requests or checks is usually left over. \
        Packages the app depends on are not scanned (they live in the pub cache) and may use \
        permission_handler themselves, so this is a note to check, not a warning.
        """,
      fix: """
        Remove the macro from `ios/Podfile` (and the purpose string, if nothing else needs \
        it), or suppress this note with the name of the package that requests the permission.
        """,
      references: [
        .permissionHandlerSetup
      ],
      examples: RuleExample.embedded("permission-handler-unused-macro"),
      scope: .mainIOSApp
    )
  ) { context in
    // Code permlint does not read may use any permission: the app says so once.
    guard context.app.nativeCode.unreadSources.isEmpty,
      let flutter = context.app.flutter, flutter.podfileDecides, let podfile = flutter.podfile,
      let bundle = context.app.mainBundle,
      Rule.permissionHandlerUnusedMacro.descriptor.scope?.includes(bundle) ?? true
    else { return [] }
    let catalog = context.catalog.permissionHandler
    let used = Set(flutter.uses.flatMap { catalog.permissions[$0.name] ?? [] })
    var seen = Set<String>()
    return podfile.macros.compactMap { macro -> Finding? in
      guard macro.isEnabled, catalog.macroKeys[macro.name] != nil, !used.contains(macro.name),
        seen.insert(macro.name).inserted
      else { return nil }
      let names = catalog.permissions.filter { $0.value.contains(macro.name) }.keys.sorted().map { "Permission.\($0)" }
      // Another package may read the macro: removing it is for a person to confirm.
      return context.finding(
        .unusedMacro(macro.name, permissions: names),
        at: macro.location, stableKey: macro.name,
        fix: podfile.removing(elementAt: macro.location.position).map {
          Fix("Remove \(macro.name) from \(podfile.path)", safety: .needsReview, edits: [$0])
        })
    }
  }
}

extension Finding.Message {
  fileprivate static func unusedMacro(_ macro: String, permissions: [String]) -> Self {
    Self(
      "\(macro)=1 is on, but the app's Dart code never uses \(permissions.joined(separator: " or ")); unless a "
        + "package the app depends on asks for it (packages are not scanned), remove the macro.")
  }
}
