#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// Bluetooth or Wi-Fi scanning without `usesPermissionFlags="neverForLocation"` where no
  /// feature needs location.
  public static let missingNeverForLocation: Rule = Rule(
    RuleDescriptor(
      id: "missing-never-for-location",
      title: "Nearby-device scanning without neverForLocation where location is not needed",
      severity: .warning,
      category: .leastPrivilege,
      rationale: """
        Scan results of BLUETOOTH_SCAN (API 31) and NEARBY_WIFI_DEVICES (API 33) can reveal \
        where the user is. An app that never derives location from them says so with \
        `android:usesPermissionFlags="neverForLocation"`; without the flag Android treats the \
        scan as location access and the app must also hold ACCESS_FINE_LOCATION, so users are \
        asked for their location to connect a headset. permlint reports the missing flag when \
        the feature map has no feature that needs location, or, without a feature map, when \
        the manifest declares no fine location either: then the scan is neither declared \
        location-free nor backed by the location permission it would need.
        """,
      fix: """
        Add `android:usesPermissionFlags="neverForLocation"` to the `<uses-permission>` (some \
        BLE beacons are then filtered from scan results), or, if a feature does derive \
        location from scans, declare ACCESS_FINE_LOCATION and add that feature to the feature \
        map with `requires: [location]`.
        """,
      references: [
        RuleReference(
          "Android: Bluetooth permissions (neverForLocation)",
          "https://developer.android.com/develop/connectivity/bluetooth/bt-permissions"),
        RuleReference(
          "Android: Wi-Fi permissions (NEARBY_WIFI_DEVICES)",
          "https://developer.android.com/develop/connectivity/wifi/wifi-permissions"),
      ],
      examples: RuleExample.embedded("missing-never-for-location")
    )
  ) { context in
    let claims = context.app.featureMap.map { AndroidFeatureClaims(map: $0, catalog: context.catalog) }
    var result: [Finding] = []
    for module in context.app.androidModules {
      for declared in module.releasePermissions where !declared.permission.flags.contains("neverForLocation") {
        guard let info = context.catalog.androidPermissions[declared.shortName],
          let otherwise = info.lifecycle.neverForLocationOtherwise, let added = info.added,
          declared.isRequested(atAPI: added), module.targetSdk.isAtLeast(added) != false
        else { continue }
        let name = declared.shortName
        let flag = "android:usesPermissionFlags=\"neverForLocation\""
        // The flag asserts that the app never derives location from scans, which only its
        // developer knows: a fix to review, and only where the app's manifest declares it.
        let fix = declared.addingAttribute("usesPermissionFlags", value: "neverForLocation", safety: .needsReview)
        if let claims {
          guard claims.claimed.isDisjoint(with: otherwise) else { continue }
          result.append(
            context.finding(
              .flagWithoutLocationFeature(name, flag: flag, otherwise: otherwise),
              about: declared, stableKey: name, fix: fix))
        } else {
          guard context.app.androidReleasePermissionNames(atAPI: added).isDisjoint(with: otherwise) else { continue }
          result.append(
            context.finding(
              .neitherFlagNorLocation(name, flag: flag, otherwise: otherwise),
              about: declared, stableKey: name, fix: fix))
        }
      }
    }
    return result
  }
}

extension Finding.Message {
  fileprivate static func flagWithoutLocationFeature(_ name: String, flag: String, otherwise: [String]) -> Self {
    Self(
      "\(name) has no \(flag), but no feature in the feature map needs location: without the flag Android "
        + "treats every scan as location access and the app must also hold "
        + "\(otherwise.joined(separator: " or ")). Add the flag.")
  }

  fileprivate static func neitherFlagNorLocation(_ name: String, flag: String, otherwise: [String]) -> Self {
    Self(
      "\(name) has neither \(flag) nor \(otherwise.joined(separator: " or ")) beside it: add the flag if "
        + "the app never derives location from scan results, or declare "
        + "\(otherwise[0]) (and request it) if it does.")
  }
}
