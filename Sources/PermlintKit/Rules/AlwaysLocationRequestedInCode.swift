#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// The code asks for location while not in use where the feature map does not allow it.
  public static let alwaysLocationRequestedInCode: Rule = Rule(
    RuleDescriptor(
      id: "always-location-requested-in-code",
      title: "Always location requested in code where the feature map forbids it",
      severity: .error,
      category: .leastPrivilege,
      rationale: """
        The feature map is the app's statement of what it needs. When its policy forbids \
        background location, or no feature requires `location-always` with a justification, \
        code that calls `requestAlwaysAuthorization()` (iOS) or requests \
        `ACCESS_BACKGROUND_LOCATION` (Android) asks for more than the app says it needs: App \
        Review and Google Play reject unjustified background location. Removing the Info.plist \
        key or the manifest entry is not enough while the code still asks; this finding sits at \
        the call, one per platform, with every other call as a related location.
        """,
      fix: """
        Call `requestWhenInUseAuthorization()` instead (Android: request only \
        ACCESS_FINE_LOCATION or ACCESS_COARSE_LOCATION), or declare the feature that needs \
        location while the app is not in use in `permlint.yml` with \
        `requires: [location-always]` and a `justification:`.
        """,
      references: [
        RuleReference(
          "CLLocationManager.requestAlwaysAuthorization()",
          "https://developer.apple.com/documentation/corelocation/cllocationmanager/requestalwaysauthorization()"),
        RuleReference(
          "Android: request background location",
          "https://developer.android.com/develop/sensors-and-location/location/permissions/background"),
      ],
      examples: RuleExample.embedded("always-location-requested-in-code"),
      appliesTo:
        "Applies to the Swift, Objective-C, Kotlin and Java code of an app with a feature map."
    )
  ) { context in
    guard let map = context.app.featureMap else { return [] }
    let reason: String
    if let policy = map.policies.backgroundLocation, policy.value == .forbidden {
      reason = "the feature map's policy forbids background location (\(map.path):\(policy.position.line))"
    } else if map.features.contains(where: { feature in
      feature.requires.contains { $0.value == "location-always" } && !(feature.justification?.value.isBlank ?? true)
    }) {
      return []
    } else {
      reason = "no feature in \(map.path) requires location-always with a justification"
    }
    let apis = context.catalog.nativeAPIs
    let ios = context.app.nativeCode.appleSources.flatMap(\.requests).filter {
      apis.applePermissions[$0.permission]?.isAlways ?? false
    }
    let android = context.app.nativeCode.androidSources(of: context.app).flatMap(\.requests).filter {
      apis.androidAlways.contains($0.permission)
    }
    // Where the app also declares Always, least-privilege-location reports this cause at the
    // declaration: one finding per cause, so the call is not reported again.
    let declaresIOS = context.app.bundles.contains { bundle in
      bundle.declarations.contains { context.catalog.iosKeys[$0.key]?.isBackground ?? false }
    }
    let declaresAndroid = context.app.androidModules.contains { module in
      module.releasePermissions.contains { apis.androidAlways.contains($0.shortName) }
    }
    var result: [Finding] = []
    for (platform, calls) in [("ios", declaresIOS ? [] : ios), ("android", declaresAndroid ? [] : android)] {
      let sorted = calls.sorted { ($0.location.path, $0.location.position) < ($1.location.path, $1.location.position) }
      guard let first = sorted.first else { continue }
      result.append(
        context.finding(
          .alwaysRequested(symbol: first.symbol, reason: reason),
          at: first.location, stableKey: "\(platform):location-always",
          relatedLocations: sorted.dropFirst().map {
            RelatedLocation(location: $0.location, message: "also requested here")
          }
        ))
    }
    return result
  }
}

extension Finding.Message {
  fileprivate static func alwaysRequested(symbol: String, reason: String) -> Self {
    Self(
      "\(symbol) asks for location while the app is not in use, but \(reason); request When-In-Use "
        + "location instead, or declare the feature that needs it.")
  }
}
