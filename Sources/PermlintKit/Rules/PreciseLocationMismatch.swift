#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// Precise location in the feature map and ACCESS_FINE_LOCATION in the manifest disagree.
  public static let preciseLocationMismatch: Rule = Rule(
    RuleDescriptor(
      id: "precise-location-mismatch",
      title: "Precise location and fine location disagree",
      severity: .error,
      category: .leastPrivilege,
      rationale: """
        Android grants precise location only through ACCESS_FINE_LOCATION; with only \
        ACCESS_COARSE_LOCATION a feature that needs GPS accuracy (a rider going online, \
        turn-by-turn navigation) gets a position within about three kilometres. The other \
        way round, declaring ACCESS_FINE_LOCATION when no feature needs precision asks for \
        more than needed: users increasingly grant approximate only, and reviewers ask why.
        """,
      fix: """
        Mark the location permission `precise: true` in the feature map and declare \
        ACCESS_FINE_LOCATION (with ACCESS_COARSE_LOCATION); or, if approximate location is \
        enough, remove ACCESS_FINE_LOCATION.
        """,
      references: [
        RuleReference(
          "Android: request location permissions",
          "https://developer.android.com/develop/sensors-and-location/location/permissions"),
        .androidApproximateLocation,
      ],
      examples: RuleExample.embedded("precise-location-mismatch")
    )
  ) { context in
    guard let map = context.app.featureMap, context.app.shipsAndroid,
      let location = map.permissions.first(where: { $0.id == "location" })
    else { return [] }
    let precise = context.catalog.permissions["location"]?.androidPrecise ?? []
    let release = context.app.releasePermissions
    if let flag = location.precise, flag.value {
      let declared = Set(release.map(\.shortName))
      return precise.filter { !declared.contains($0) }.map { name in
        context.finding(
          .preciseUndeclared(name),
          at: map.location(flag.position), stableKey: "location>\(name)")
      }
    }
    return release.filter { precise.contains($0.shortName) }.map { declared in
      context.finding(
        .preciseUnneeded(declared.permission.name),
        about: declared, stableKey: declared.permission.name, severity: .warning)
    }
  }
}

extension Finding.Message {
  fileprivate static func preciseUndeclared(_ permission: String) -> Self {
    Self(
      "location is marked `precise: true`, but no AndroidManifest.xml declares \(permission), so Android can only grant "
        + "approximate location; declare \(permission) alongside ACCESS_COARSE_LOCATION.")
  }

  fileprivate static func preciseUnneeded(_ permission: String) -> Self {
    Self(
      "\(permission) asks for precise location, but no feature needs it (the feature map does not mark "
        + "location `precise: true`); remove it and keep ACCESS_COARSE_LOCATION, or mark location precise.")
  }
}
