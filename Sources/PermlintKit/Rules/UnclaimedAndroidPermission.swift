#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// A runtime permission the manifest declares that no feature in the feature map claims.
  public static let unclaimedAndroidPermission: Rule = Rule(
    RuleDescriptor(
      id: "unclaimed-android-permission",
      title: "Runtime permission that no feature claims",
      severity: .warning,
      category: .leastPrivilege,
      rationale: """
        Every runtime permission is a prompt the user sees, a line in the Play Store listing \
        and, for many, a question from Play review. One that no feature needs is usually a \
        leftover or was added by a library to the merged manifest, and it makes the app ask \
        for more than it uses. With a feature map, each feature's `requires:` says which \
        permissions it needs; each permission id stands for the Android permissions in the \
        catalog (`android.any-of`, `precise` and `may-use` in `rules/permissions.yml`) and in \
        the map's own `android:` list. A declared runtime permission outside all of them is \
        claimed by no feature. The permissions a map leaves unclaimed are one finding, at the \
        first, each of them a related location.
        """,
      fix: """
        Remove the `<uses-permission>` (or drop a library's with `tools:node="remove"`), or add \
        the feature that needs it to the feature map with `requires: [<permission id>]`; for a \
        permission the catalog does not map, list it under that id's `android:`.
        """,
      references: [
        RuleReference(
          "Android: permissions best practices (request only what you need)",
          "https://developer.android.com/privacy-and-security/minimize-permission-requests"),
        .playSensitivePermissions,
        RuleReference(
          "Android: merge multiple manifest files (tools:node)", "https://developer.android.com/build/manage-manifests"),
      ],
      examples: RuleExample.embedded("unclaimed-android-permission")
    )
  ) { context in
    guard let map = context.app.featureMap, context.app.shipsAndroid else { return [] }
    let claimed = AndroidFeatureClaims(map: map, catalog: context.catalog).claimed
    var unclaimed: [(declared: DeclaredPermission, hint: String, ids: [String], module: AndroidModule)] = []
    for module in context.app.androidModules {
      for declared in module.releasePermissions where !claimed.contains(declared.shortName) {
        guard let info = context.catalog.androidPermissions[declared.shortName], info.protection == .runtime,
          // least-privilege-location reports background location, with the justification it needs.
          !(info.isBackground && info.group == "LOCATION"),
          declared.isRequested(atAPI: max(info.added ?? 1, module.minSdk.value ?? 1))
        else { continue }
        let ids = context.catalog.permissions.filter { entry in
          entry.value.androidAnyOf.contains(declared.shortName)
            || entry.value.androidMayUse.contains(declared.shortName)
        }.keys.sorted()
        let hint =
          ids.isEmpty
          ? "list it under a permission's `android:` in \(map.path)"
          : "add the feature that needs it with `requires: [\(ids.joined(separator: " or "))]`"
        unclaimed.append((declared, hint, ids, module))
      }
    }
    // One cause, the map's gap: one finding for every permission, at the first. One
    // suppressed on its own line keeps a finding of its own, which that comment suppresses.
    let alone = unclaimed.filter { context.isSuppressedInline($0.declared.location) }
    let grouped = unclaimed.filter { !context.isSuppressedInline($0.declared.location) }
    var result = alone.map { item in
      context.finding(
        .unclaimed(item.declared.shortName, map: map.path, hint: item.hint), about: item.declared,
        stableKey: item.declared.shortName, fix: item.declared.libraryRemovalFix(in: item.module))
    }
    if grouped.count == 1 {
      result.append(
        context.finding(
          .unclaimed(grouped[0].declared.shortName, map: map.path, hint: grouped[0].hint),
          about: grouped[0].declared, stableKey: grouped[0].declared.shortName,
          fix: grouped[0].declared.libraryRemovalFix(in: grouped[0].module)))
    } else if let first = grouped.first {
      let names = grouped.map { item in
        item.declared.shortName
          + (item.ids.isEmpty ? " (no permission id maps it)" : " (`\(item.ids.joined(separator: "` or `"))`)")
      }
      result.append(
        context.finding(
          .unclaimedPermissions(names, map: map.path),
          at: first.declared.location, stableKey: "unclaimed:*",
          relatedLocations: grouped.dropFirst().map { item in
            RelatedLocation(
              location: item.declared.location,
              message: "\(item.declared.shortName): \(item.hint)")
          }))
    }
    return result.sorted { ($0.location.path, $0.location.position) < ($1.location.path, $1.location.position) }
  }
}

extension Finding.Message {
  fileprivate static func unclaimedPermissions(_ permissions: [String], map: String) -> Self {
    Self(
      "\(permissions.count) runtime permissions are declared that no feature in \(map) claims: "
        + "\(permissions.joined(separator: ", ")). Remove each one no feature needs (with tools:node=\"remove\" if "
        + "a library adds it), or add the feature that needs it with `requires: [<permission id>]`; list one no "
        + "id maps under a permission's `android:` in \(map).")
  }

  fileprivate static func unclaimed(_ permission: String, map: String, hint: String) -> Self {
    Self(
      "\(permission) is a runtime permission, but no feature in \(map) claims it. Remove it "
        + "(with tools:node=\"remove\" if a library adds it), or \(hint).")
  }
}
