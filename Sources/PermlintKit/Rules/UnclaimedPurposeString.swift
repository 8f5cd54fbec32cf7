#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// An iOS purpose string for a permission the feature map does not declare.
  public static let unclaimedPurposeString: Rule = Rule(
    RuleDescriptor(
      id: "unclaimed-purpose-string",
      title: "Purpose string no feature claims",
      severity: .warning,
      category: .leastPrivilege,
      rationale: """
        A purpose string tells App Review the app uses a protected resource. When no \
        permission in the feature map needs it, either the app asks for more than its \
        features use, or the map is incomplete and the feature behind it goes unchecked. It \
        is often left by a template or by an SDK that references the API. The keys a map \
        leaves unclaimed are one finding, at the first, each of them a related location.
        """,
      fix: """
        Remove the key if no code uses the resource (and remove the SDK that references it), \
        or declare the permission in the feature map and the feature that needs it.
        """,
      references: [
        RuleReference(
          "App Review Guideline 5.1.1(iii): data minimization",
          "https://developer.apple.com/app-store/review/guidelines/#data-collection-and-storage")
      ],
      examples: RuleExample.embedded("unclaimed-purpose-string"),
      scope: .mainIOSApp
    )
  ) { context in
    guard let map = context.app.featureMap, context.app.shipsIOS, let bundle = context.app.mainBundle else { return [] }
    let catalog = context.catalog
    // Permissions the map declares, those its features require, and those they imply.
    var permissions = Set(map.permissions.map(\.id) + map.features.flatMap { $0.requires.map(\.value) })
    for id in permissions { permissions.formUnion(catalog.permissions[id]?.implies ?? []) }
    var claimed = Set(permissions.flatMap { catalog.permissions[$0]?.iosKeys ?? [] })
    if permissions.contains("location") || permissions.contains("location-always") {
      claimed.insert("NSLocationTemporaryUsageDescriptionDictionary")
    }
    // A deprecated key is claimed with its successor (kept for older deployment targets).
    for (key, info) in catalog.iosKeys where info.successors.contains(where: claimed.contains) { claimed.insert(key) }
    // A key that a claimed key requires beside it is claimed with it: Always location needs
    // When-In-Use.
    for key in claimed { claimed.formUnion(catalog.iosKeys[key]?.requires ?? []) }
    var seen = Set<String>()
    let unclaimed = bundle.declarations.filter { declaration in
      // Background keys are least-privilege-location's to report, with a better reason.
      catalog.isPurposeKey(declaration.key) && !claimed.contains(declaration.key)
        && !(catalog.iosKeys[declaration.key]?.isBackground ?? false) && seen.insert(declaration.key).inserted
    }
    func described(_ key: String) -> String {
      key + (catalog.iosKeys[key].map { " (\($0.resource.lowercased()))" } ?? "")
    }
    // One cause, the map's gap: one finding for every key, at the first. A key suppressed
    // on its own line keeps a finding of its own, which that comment suppresses.
    let alone = unclaimed.filter { context.isSuppressedInline($0.keyLocation) }
    let grouped = unclaimed.filter { !context.isSuppressedInline($0.keyLocation) }
    var result = alone.map { declaration in
      context.finding(
        .unclaimedKey(described(declaration.key), map: map.path), at: declaration.keyLocation,
        stableKey: declaration.key)
    }
    if grouped.count == 1 {
      result.append(
        context.finding(
          .unclaimedKey(described(grouped[0].key), map: map.path), at: grouped[0].keyLocation,
          stableKey: grouped[0].key))
    } else if let first = grouped.first {
      result.append(
        context.finding(
          .unclaimedKeys(grouped.map { described($0.key) }, map: map.path), at: first.keyLocation,
          stableKey: "unclaimed:*",
          relatedLocations: grouped.dropFirst().map {
            RelatedLocation(location: $0.keyLocation, message: "\($0.key): no permission in \(map.path) needs it")
          }))
    }
    return result.sorted { ($0.location.path, $0.location.position) < ($1.location.path, $1.location.position) }
  }
}

extension Finding.Message {
  fileprivate static func unclaimedKey(_ key: String, map: String) -> Self {
    Self(
      "\(key) is declared, but no permission in \(map) needs it; remove it if no "
        + "feature uses it, or declare the permission and its feature.")
  }

  fileprivate static func unclaimedKeys(_ keys: [String], map: String) -> Self {
    Self(
      "\(keys.count) purpose strings are declared that no permission in \(map) needs: "
        + "\(keys.joined(separator: ", ")); remove each one no feature uses, or declare its permission and feature.")
  }
}
