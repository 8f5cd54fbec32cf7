extension Rule {
  /// Tracking the app cannot ask permission for: the advertising identifier read, tracking
  /// declared in the privacy manifest, or a tracking SDK locked, without App Tracking
  /// Transparency; and the tracking key with no prompt to show it.
  public static let trackingWithoutAuthorization: Rule = Rule(
    RuleDescriptor(
      id: "tracking-without-authorization",
      title: "Tracking without App Tracking Transparency",
      severity: .warning,
      category: .storePolicy,
      rationale: """
        Since iOS 14.5 an app may track the user only after the user allows it through App \
        Tracking Transparency (App Review Guideline 5.1.2): the app asks with \
        `ATTrackingManager.requestTrackingAuthorization`, whose prompt shows \
        NSUserTrackingUsageDescription, and until the user allows it AdSupport's \
        `advertisingIdentifier` is all zeros. The app's own Swift and Objective-C that reads \
        the advertising identifier with no NSUserTrackingUsageDescription in the app's bundle, \
        or with the key but no request anywhere in the app's code while nothing unscanned \
        (pods, packages, plugins) could ask for it, reads zeros; a privacy manifest that says \
        NSPrivacyTracking true in an app without the key declares tracking it can never ask \
        for. The symbols are data (`rules/advertising-id.yml`).

        Tracking SDKs (`rules/tracking-sdks.yml`: attribution SDKs such as AppsFlyer, Adjust, \
        Singular and Kochava, and ad networks such as Google Mobile Ads, AppLovin and Unity \
        Ads) are found in Podfile.lock, Package.resolved, Cartfile.resolved, pubspec.lock and \
        the app's package.json. Every one of them works without tracking (SKAdNetwork, \
        non-personalized ads), and whether the app tracks is its App Privacy answer, which \
        permlint cannot read, so none is an error: without the key, an attribution SDK is a \
        warning and an ad network or login SDK a note, once per app, naming what to check. \
        With the key and a tracking SDK but no request in the app's code (native, \
        app_tracking_transparency, permission_handler, expo-tracking-transparency, \
        react-native-tracking-transparency, react-native-permissions) and no locked SDK that \
        shows the prompt itself (a consent platform, Google's User Messaging Platform, \
        AppLovin's consent flow), it is a warning: App Review looks for the prompt the key \
        announces. The key with neither a tracker nor a request is a note when some \
        dependency was not scanned (`declared-permission-unrequested` says it otherwise). \
        Every purpose-string rule judges the tracking text itself, also when the \
        expo-tracking-transparency config plugin writes it, and \
        `permission-requested-undeclared` a request without the key.
        """,
      fix: """
        Add NSUserTrackingUsageDescription and call \
        `ATTrackingManager.requestTrackingAuthorization` (or the plugin's request) before \
        reading the identifier or starting a tracking SDK; or, if the app does not track, \
        stop reading the identifier, keep the SDKs' identifier collection off, set \
        NSPrivacyTracking to false and remove a key no prompt uses.
        """,
      references: [
        RuleReference(
          "App Tracking Transparency", "https://developer.apple.com/documentation/apptrackingtransparency"),
        RuleReference(
          "advertisingIdentifier",
          "https://developer.apple.com/documentation/adsupport/asidentifiermanager/advertisingidentifier"),
        RuleReference(
          "App Review Guideline 5.1.2: data use and sharing",
          "https://developer.apple.com/app-store/review/guidelines/#data-use-and-sharing"),
        RuleReference("User privacy and data use", "https://developer.apple.com/app-store/user-privacy-and-data-use/"),
      ],
      examples: RuleExample.embedded("tracking-without-authorization"),
      appliesTo:
        "Applies to iOS apps whose main bundle permlint resolved: their own code, privacy manifests, lock files and package.json."
    )
  ) { context in
    guard let bundle = context.app.mainBundle else { return [] }
    let privacy = context.catalog.privacy
    let hasKey = !bundle.declarations(of: privacy.trackingKey).isEmpty
    let sources = context.app.nativeCode.appleSources
    let reads = sources.flatMap(\.advertisingIDReads)
    let evidence = TrackingEvidence(app: context.app, catalog: privacy)
    var result: [Finding] = []
    if let first = reads.first {
      let related = reads.dropFirst().map { RelatedLocation(location: $0, message: "advertisingIdentifier read here") }
      if !hasKey {
        result.append(
          context.finding(
            .readWithoutKey(privacy.trackingKey), at: first, stableKey: "advertisingIdentifier",
            relatedLocations: related))
      } else if !evidence.codeRequests, !evidence.sdkPrompts, context.app.nativeCode.unscannedIOS.isEmpty {
        result.append(
          context.finding(.readWithoutRequest, at: first, stableKey: "advertisingIdentifier", relatedLocations: related)
        )
      }
    }
    if !hasKey {
      for manifest in context.app.privacy.ownManifests {
        guard let tracking = manifest.root.entry("NSPrivacyTracking"), case .bool(true) = tracking.value.kind else {
          continue
        }
        result.append(
          context.finding(
            .manifestTracksWithoutKey(privacy.trackingKey), at: manifest.location(tracking.value.position),
            stableKey: "\(manifest.path)#NSPrivacyTracking"))
      }
    }
    // The SDKs speak only where the app's own code and manifest did not: one finding per cause.
    guard result.isEmpty else { return result }
    return TrackingSDKCheck(context: context, evidence: evidence, hasKey: hasKey, readsIdentifier: !reads.isEmpty)
      .findings()
  }
}

extension Finding.Message {
  fileprivate static func readWithoutKey(_ key: String) -> Self {
    Self(
      "The app reads the advertising identifier, which iOS returns as zeros until the user allows tracking, and its "
        + "bundle has no \(key) to ask with: add it and call ATTrackingManager.requestTrackingAuthorization before "
        + "reading the identifier (App Review Guideline 5.1.2).")
  }

  fileprivate static var readWithoutRequest: Self {
    Self(
      "The app reads the advertising identifier, but nothing in its code calls "
        + "ATTrackingManager.requestTrackingAuthorization, so the user is never asked and the identifier stays zeros: "
        + "request authorization before reading it (App Review Guideline 5.1.2).")
  }

  fileprivate static func manifestTracksWithoutKey(_ key: String) -> Self {
    Self(
      "This privacy manifest says the app tracks (NSPrivacyTracking), but the app's bundle has no \(key), so it "
        + "can never ask the user to allow tracking (App Review Guideline 5.1.2): add the key and request "
        + "authorization, or set NSPrivacyTracking to false if the app does not track.")
  }
}
