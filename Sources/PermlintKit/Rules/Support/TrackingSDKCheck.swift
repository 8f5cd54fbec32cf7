/// The part of `tracking-without-authorization` that judges the app's tracking SDKs and its
/// tracking purpose string against what its code asks: a listed SDK without
/// NSUserTrackingUsageDescription, the key with trackers but no prompt anywhere, and the key
/// with nothing that tracks or asks.
struct TrackingSDKCheck {
  let context: RuleContext
  let evidence: TrackingEvidence
  let hasKey: Bool
  let readsIdentifier: Bool

  func findings() -> [Finding] {
    let key = context.catalog.privacy.trackingKey
    let trackers = evidence.trackers
    if !hasKey {
      // The SDK whose level is highest speaks, the others are named beside it.
      guard let first = trackers.max(by: { $0.sdk.level < $1.sdk.level }) else { return [] }
      let others = trackers.filter { $0.sdk.name != first.sdk.name }
      return [
        context.finding(
          .sdkWithoutKey(first, others: others.map(\.sdk.name), key: key), at: first.location,
          stableKey: "tracking-sdk#\(first.sdk.name)", severity: first.sdk.level,
          relatedLocations: others.map { RelatedLocation(location: $0.location, message: "\($0.sdk.name) here") })
      ]
    }
    guard !evidence.codeRequests, !evidence.sdkPrompts, !readsIdentifier,
      let declaration = context.app.mainBundle?.declarations(of: key).first
    else { return [] }
    if !trackers.isEmpty {
      return [
        context.finding(
          .keyWithTrackersButNoRequest(key, sdks: trackers.map(\.sdk.name)), at: declaration.keyLocation,
          stableKey: "\(key)#no-request", severity: .warning,
          relatedLocations: trackers.map { RelatedLocation(location: $0.location, message: "\($0.sdk.name) here") })
      ]
    }
    // With every source scanned, `declared-permission-unrequested` already says it as a warning.
    let code = context.app.nativeCode
    guard code.appleSources.isEmpty || !code.unscannedIOS.isEmpty || !code.unreadSources.isEmpty else { return [] }
    return [
      context.finding(
        .keyWithNothingToAsk(key), at: declaration.keyLocation, stableKey: "\(key)#nothing-tracks", severity: .note)
    ]
  }
}

extension Finding.Message {
  fileprivate static func sdkWithoutKey(_ sdk: TrackingEvidence.LockedSDK, others: [String], key: String) -> Self {
    let also = others.isEmpty ? "" : " (also \(others.joined(separator: ", ")))"
    let check =
      sdk.sdk.level == .warning
      ? "\(sdk.sdk.name) exists to attribute ad installs across apps, which is tracking once it reads the "
        + "advertising identifier"
      : "\(sdk.sdk.name) works without the advertising identifier (non-personalized ads, SKAdNetwork), so this "
        + "matters only if the app tracks"
    return Self(
      "\(sdk.dependency) is a tracking SDK\(also), and the app has no \(key), so it can never ask the user to "
        + "allow tracking and the SDK gets no advertising identifier. \(check): if the app's App Privacy answers "
        + "say it tracks, add \(key) and request authorization with App Tracking Transparency before the SDK "
        + "starts (App Review Guideline 5.1.2); if not, keep the SDK's identifier collection off.")
  }

  fileprivate static func keyWithTrackersButNoRequest(_ key: String, sdks: [String]) -> Self {
    Self(
      "The app declares \(key) and ships \(sdks.joined(separator: ", ")), but nothing in its code asks for "
        + "tracking authorization (ATTrackingManager.requestTrackingAuthorization or a plugin's request), and no "
        + "locked SDK shows the prompt for it: App Review looks for the prompt the key announces (Guideline "
        + "5.1.2). Request authorization before the SDKs start, or say in App Review notes where the prompt is.")
  }

  fileprivate static func keyWithNothingToAsk(_ key: String) -> Self {
    Self(
      "The app declares \(key), but neither its code nor a tracking SDK it locks asks the user to allow "
        + "tracking. Check the dependencies permlint does not scan: if none shows the App Tracking Transparency "
        + "prompt, remove the key, as App Review looks for the prompt it announces (Guideline 5.1.2).")
  }
}
