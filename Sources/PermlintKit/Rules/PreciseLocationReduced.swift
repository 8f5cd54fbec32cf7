#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// Reduced location accuracy by default while a feature needs precise location.
  public static let preciseLocationReduced: Rule = Rule(
    RuleDescriptor(
      id: "precise-location-reduced",
      title: "Reduced accuracy by default while a feature needs precise location",
      severity: .error,
      category: .leastPrivilege,
      rationale: """
        Since iOS 14, `NSLocationDefaultAccuracyReduced = true` makes approximate location the \
        app's default: the prompt offers no precise option and the app receives positions \
        that are kilometres off. That is the right choice for a weather app, and the wrong one \
        when the feature map marks location `precise: true` (a rider going online, turn-by-turn \
        navigation). With the key set, the only way back to precise positions is a temporary \
        full-accuracy request, which needs a purpose in \
        NSLocationTemporaryUsageDescriptionDictionary.
        """,
      fix: """
        Remove NSLocationDefaultAccuracyReduced (or set it to false), or add \
        NSLocationTemporaryUsageDescriptionDictionary with a purpose for each precise feature \
        and call requestTemporaryFullAccuracyAuthorization(withPurposeKey:) before it runs.
        """,
      references: [
        RuleReference(
          "NSLocationDefaultAccuracyReduced",
          "https://developer.apple.com/documentation/bundleresources/information-property-list/nslocationdefaultaccuracyreduced"
        ),
        RuleReference(
          "NSLocationTemporaryUsageDescriptionDictionary",
          "https://developer.apple.com/documentation/bundleresources/information-property-list/nslocationtemporaryusagedescriptiondictionary"
        ),
      ],
      examples: RuleExample.embedded("precise-location-reduced"),
      scope: .mainIOSApp
    )
  ) { context in
    guard let map = context.app.featureMap, let bundle = context.app.mainBundle else { return [] }
    var result: [Finding] = []
    for declaration in map.permissions {
      guard let precise = declaration.precise, precise.value, let info = context.catalog.permissions[declaration.id],
        let reducedKey = info.iosReducedAccuracyKey, let reduced = bundle.declaration(reducedKey), reduced.bool == true
      else { continue }
      if let fullKey = info.iosFullAccuracyKey, bundle.declares(fullKey) { continue }
      let features = map.features.filter { $0.requires.contains { $0.value == declaration.id } }.map { "'\($0.id)'" }
      let needing = features.isEmpty ? "" : " (needed by \(features.joined(separator: ", ")))"
      let fullKey = info.iosFullAccuracyKey ?? "a temporary full-accuracy purpose"
      result.append(
        context.finding(
          .reducedButPrecise(
            reducedKey, permission: declaration.id, at: "\(map.path):\(precise.position.line)", needing: needing,
            fullKey: fullKey),
          at: reduced.valueLocation, stableKey: "\(reducedKey)>\(declaration.id)"))
    }
    return result
  }
}

extension Finding.Message {
  fileprivate static func reducedButPrecise(
    _ reducedKey: String, permission: String, at place: String, needing: String, fullKey: String
  ) -> Self {
    Self(
      "\(reducedKey) is true, so iOS gives the app approximate positions by default, but permission "
        + "'\(permission)' is marked `precise: true` at \(place)\(needing); "
        + "remove the key, or add \(fullKey) and request temporary full accuracy.")
  }
}
