#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// A permission that does nothing without another one beside it: fine location without
  /// coarse from targetSdk 31, background location without foreground location.
  public static let missingCompanionPermission: Rule = Rule(
    RuleDescriptor(
      id: "missing-companion-permission",
      title: "Fine location without coarse location (and other permissions that need a companion)",
      severity: .error,
      category: .platformRequirements,
      rationale: """
        From Android 12, an app that targets API 31 or later must request \
        ACCESS_COARSE_LOCATION together with ACCESS_FINE_LOCATION: the user can always \
        choose approximate location, and a request for fine location alone is ignored, so the \
        feature never gets a location at all. Likewise ACCESS_BACKGROUND_LOCATION grants \
        nothing unless the app also holds foreground location, and BODY_SENSORS_BACKGROUND \
        nothing without BODY_SENSORS. Which permission needs which companion, and from which \
        targetSdk, is data in `rules/android-permissions.yml`. The targetSdk is read from the \
        module's `build.gradle(.kts)` or `<uses-sdk>`; when permlint cannot read it, a \
        targetSdk-dependent finding is a note that says so.
        """,
      fix: """
        Declare the companion permission in the same release manifest (for location: \
        `<uses-permission android:name="android.permission.ACCESS_COARSE_LOCATION" />`) and \
        request both in the same call, handling the case where the user grants only \
        approximate location.
        """,
      references: [
        RuleReference(
          "Android: request location permissions (approximate and precise)",
          "https://developer.android.com/develop/sensors-and-location/location/permissions"),
        .androidApproximateLocation,
        RuleReference(
          "Android Lint: CoarseFineLocation",
          "https://googlesamples.github.io/android-custom-lint-rules/checks/CoarseFineLocation.md.html"),
      ],
      examples: RuleExample.embedded("missing-companion-permission")
    )
  ) { context in
    let descriptor = context.descriptor
    var result: [Finding] = []
    // Known libraries' manifests are merged into the app's: a companion one declares is
    // declared; one a dependency permlint does not know may declare makes the finding a
    // warning that names them.
    let hedge = ExternalLibraryHedge(modules: context.app.androidModules)
    for module in context.app.androidModules {
      for declared in module.releasePermissions where !declared.isSuppressed(byLint: ["CoarseFineLocation"]) {
        guard let companion = context.catalog.androidPermissions[declared.shortName]?.lifecycle.companion,
          declared.isRequested(atAPI: companion.fromTarget)
        else { continue }
        let requested = context.app.androidReleasePermissionNames(atAPI: companion.fromTarget)
        guard requested.isDisjoint(with: companion.anyOf), !companion.anyOf.contains(where: { hedge.added[$0] != nil })
        else { continue }
        let wanted = companion.anyOf.joined(separator: " or ")
        var severity = descriptor.severity
        var condition = ""
        if let level = companion.fromTarget {
          guard let gate = AndroidTargetGate(module, from: level, severity: descriptor.severity) else { continue }
          severity = gate.severity
          condition = ", \(gate.clause)"
        }
        result.append(
          context.finding(
            .missingCompanion(
              declared.shortName, wanted: wanted, condition: condition, why: companion.why, first: companion.anyOf[0],
              hedge: hedge.clause),
            about: declared, stableKey: "\(declared.shortName)>\(wanted)", severity: hedge.severity(severity),
            fix: module.releasePermissions.contains { companion.anyOf.contains($0.shortName) }
              ? nil : companionFix(declared, companion: companion.anyOf[0], certain: companion.anyOf.count == 1)))
      }
    }
    return result
  }
}

extension Finding.Message {
  fileprivate static func missingCompanion(
    _ permission: String, wanted: String, condition: String, why: String, first: String, hedge: String
  )
    -> Self
  {
    Self(
      "\(permission) is declared without \(wanted)\(condition): \(why). "
        + "Declare \(first) in this manifest and request both together, or remove \(permission) if no feature "
        + "of the app uses it.\(hedge)")
  }
}

/// The companion declared on the line before the permission that needs it, written as that
/// element is (its indentation, its prefix, the file's line break): certain when one
/// permission is the companion (the permission does nothing without it), to review when the
/// app chooses among several (foreground location: coarse or fine). Only where the app's
/// manifest declares it, the element starts its line, and the app declares none of them
/// (one capped by maxSdkVersion is corrected by hand, not doubled).
private func companionFix(_ declared: DeclaredPermission, companion: String, certain: Bool) -> Fix? {
  let permission = declared.permission
  guard declared.library == nil, let indentation = permission.indentation else { return nil }
  let name = companion.contains(".") ? companion : "android.permission.\(companion)"
  let element = "<\(permission.elementName) \(permission.androidPrefix):name=\"\(name)\" />"
  return Fix(
    "Declare \(companion)", safety: certain ? .safe : .needsReview,
    edits: [
      .insert(
        element + permission.lineBreak + indentation, at: permission.elementStart, in: declared.manifestPath)
    ])
}
