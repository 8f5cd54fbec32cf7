extension Rule {
  /// Android code that reads the advertising ID in an app whose merged manifest lacks AD_ID.
  public static let advertisingIDWithoutPermission: Rule = Rule(
    RuleDescriptor(
      id: "advertising-id-without-permission",
      title: "Advertising ID read without the AD_ID permission",
      severity: .error,
      category: .storePolicy,
      rationale: """
        Google Play requires an app that targets Android 13 (API 33) or later and uses the \
        advertising ID to declare `com.google.android.gms.permission.AD_ID`; without it Google \
        Play services returns a string of zeros in place of the identifier. The Google Mobile \
        Ads and Firebase Analytics libraries add the permission to the merged manifest \
        themselves, so it is judged against the app's merged release manifest (libraries \
        included, `tools:node="remove"` applied): the app's own Kotlin or Java that calls \
        `AdvertisingIdClient.getAdvertisingIdInfo` while the merged manifest has no AD_ID is \
        an error at the call (a note when the targetSdk is not known). The symbols and the \
        level are data (`rules/advertising-id.yml`).
        """,
      fix: """
        Declare `<uses-permission android:name="com.google.android.gms.permission.AD_ID"/>` \
        in the app's manifest (and remove any `tools:node="remove"` that drops it), and \
        answer the Advertising ID question of the Play Console accordingly.
        """,
      references: [
        RuleReference(
          "Play Console Help: Advertising ID", "https://support.google.com/googleplay/android-developer/answer/6048248"),
        RuleReference(
          "AdvertisingIdClient",
          "https://developers.google.com/android/reference/com/google/android/gms/ads/identifier/AdvertisingIdClient"),
      ],
      examples: RuleExample.embedded("advertising-id-without-permission"),
      appliesTo: "Applies to Android app modules whose own Kotlin or Java permlint scanned."
    )
  ) { context in
    let privacy = context.catalog.privacy
    let reads = context.app.nativeCode.androidSources(of: context.app).flatMap(\.advertisingIDReads)
    guard let first = reads.first else { return [] }
    let permission = privacy.advertisingIDPermission
    for module in context.app.androidModules where module.buildFile?.pluginKind != .library {
      guard !module.releasePermissions.contains(where: { $0.permission.name == permission }),
        let gate = AndroidTargetGate(module, from: privacy.advertisingIDFromTarget, severity: .error)
      else { continue }
      return [
        context.finding(
          .missingPermission(permission, clause: gate.clause, module: module.path), at: first,
          stableKey: "\(module.path)>\(permission)", severity: gate.severity,
          relatedLocations: reads.dropFirst().map { RelatedLocation(location: $0, message: "advertising ID read here") }
        )
      ]
    }
    return []
  }
}

extension Finding.Message {
  fileprivate static func missingPermission(_ permission: String, clause: String, module: String) -> Self {
    Self(
      "The app reads the advertising ID, but the merged manifest of \(module) has no \(permission), \(clause): "
        + "Google Play services returns zeros in place of the ID from Android 13 on. Declare the permission.")
  }
}
