extension Rule {
  /// AD_ID in the merged manifest of an app that says it does not use the advertising ID.
  public static let advertisingIDDeclaredUnused: Rule = Rule(
    RuleDescriptor(
      id: "advertising-id-declared-unused",
      title: "AD_ID kept where the app says it does not use the advertising ID",
      severity: .warning,
      category: .storePolicy,
      rationale: """
        Google Play asks every app whether it uses the advertising ID (the Advertising ID \
        declaration of the Play Console), and refuses a release whose manifest keeps \
        `com.google.android.gms.permission.AD_ID` while that declaration says no; an app \
        that does not use the ID removes the permission, also one a library merges in, with \
        `tools:node="remove"`. The Firebase Analytics and Google Mobile Ads libraries add \
        AD_ID themselves. The app says it does not use the ID when its manifest turns \
        Analytics' collection of it off (`google_analytics_adid_collection_enabled` false, \
        Firebase's documented switch), or when its feature map claims AD_ID for no \
        feature. Then AD_ID in the merged release manifest (declared by the app, a library \
        module, a plugin, or a Maven library whose manifest permlint knows) is a warning, \
        with the fix that removes it. The switch turns off Firebase's collection only: it is \
        not said while a library that reads the ID for its own function is in the build (an \
        ad SDK, or an attribution SDK such as AppsFlyer or Adjust, as a Maven dependency or \
        the React Native or Flutter package that brings it), since removing AD_ID breaks it, \
        nor when the app's own code reads the ID (`advertising-id-without-permission` judges \
        that). The meta-data, the libraries and the permission are data \
        (`rules/advertising-id.yml`, `rules/android-libraries.yml`, `rules/tracking-sdks.yml`).
        """,
      fix: """
        If nothing in the app uses the advertising ID, remove AD_ID: delete the app's own \
        `<uses-permission>`, or add `<uses-permission \
        android:name="com.google.android.gms.permission.AD_ID" tools:node="remove"/>` to the \
        app's manifest for one a library adds, and answer No in the Play Console's \
        Advertising ID declaration. If an SDK does use it, claim AD_ID in the feature map and \
        answer Yes.
        """,
      references: [
        RuleReference(
          "Play Console Help: Advertising ID", "https://support.google.com/googleplay/android-developer/answer/6048248"),
        RuleReference(
          "Firebase: disable Advertising ID collection",
          "https://firebase.google.com/docs/analytics/android/configure-data-collection"),
      ],
      examples: RuleExample.embedded("advertising-id-declared-unused"),
      appliesTo:
        "Applies to Android app modules whose manifest turns advertising ID collection off, or that have a feature map."
    )
  ) { context in
    let privacy = context.catalog.privacy
    let permission = privacy.advertisingIDPermission
    guard context.app.nativeCode.androidSources(of: context.app).allSatisfy({ $0.advertisingIDReads.isEmpty })
    else { return [] }
    let claimed = context.app.featureMap.map { AndroidFeatureClaims(map: $0, catalog: context.catalog).claimed }
    for module in context.app.androidModules where module.buildFile?.pluginKind != .library {
      guard let kept = AdvertisingIDSources(module: module, permission: permission, privacy: privacy),
        !kept.usedByLibrary
      else { continue }
      let switches = module.manifests.flatMap { manifest in
        manifest.applicationMetaData.compactMap { meta -> (FileLocation, String)? in
          guard let off = privacy.advertisingIDCollectionOff.first(where: { $0.metaData == meta.name }),
            meta.value == off.value
          else { return nil }
          return (manifest.location(meta.position), meta.name)
        }
      }
      let fix = kept.removalFix(in: module)
      if let (location, name) = switches.first {
        return [
          context.finding(
            .collectionOff(name, permission: permission, source: kept.source), at: location,
            stableKey: "\(module.path)>\(permission)#\(name)", fix: fix)
        ]
      }
      if let claimed, let map = context.app.featureMap,
        !claimed.contains(PermissionCatalog.shortAndroidName(permission))
      {
        return [
          context.finding(
            .unclaimed(permission, map: map.path, source: kept.source), at: kept.location,
            stableKey: "\(module.path)>\(permission)#map", fix: fix)
        ]
      }
    }
    return []
  }
}

extension Finding.Message {
  fileprivate static func collectionOff(_ metaData: String, permission: String, source: String) -> Self {
    Self(
      "\(metaData) is false, so the app says it collects no advertising ID, but the merged manifest keeps "
        + "\(permission) (\(source)): Google Play refuses a release whose manifest has AD_ID while its Advertising "
        + "ID declaration says the app does not use it. If nothing uses the ID, remove it "
        + "(with tools:node=\"remove\" for one a library adds); otherwise declare its use in the Play Console.")
  }

  fileprivate static func unclaimed(_ permission: String, map: String, source: String) -> Self {
    Self(
      "No feature in \(map) claims \(permission), which the merged manifest keeps (\(source)): Google Play refuses "
        + "a release whose manifest has AD_ID while its Advertising ID declaration says the app does not use it. "
        + "If nothing uses the ID, remove it (with tools:node=\"remove\" for one a library adds); otherwise claim it "
        + "in the map and declare its use in the Play Console.")
  }
}
