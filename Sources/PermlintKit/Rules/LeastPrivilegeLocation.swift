extension Rule {
  /// Background ("Always") location asked for where no feature justifies it.
  public static let leastPrivilegeLocation: Rule = Rule(
    RuleDescriptor(
      id: "least-privilege-location",
      title: "Background location without a justified feature",
      severity: .error,
      category: .leastPrivilege,
      rationale: """
        Location while the app is not in use is the most scrutinized permission on both \
        stores. App Review rejects Always location and the `location` background mode when no \
        feature needs them (Guidelines 5.1.1 and 2.5.4), and Google Play removes apps that \
        declare ACCESS_BACKGROUND_LOCATION without an approved declaration and an in-app \
        prominent disclosure. When-In-Use covers almost every feature, including navigation \
        that continues in the background after it was started in the foreground. Without a \
        feature map permlint cannot know the intent, so it reports a warning; with one, an \
        unjustified request is an error.
        """,
      fix: """
        Two ways forward, one finding per app whatever the number of keys. Either drop \
        Always: remove NSLocationAlwaysAndWhenInUseUsageDescription, \
        NSLocationAlwaysUsageDescription, the `location` background mode and \
        ACCESS_BACKGROUND_LOCATION, and use When-In-Use. Or declare the feature that needs \
        location while the app is not in use, with a justification a reviewer will accept, \
        in `permlint.yml`; this is all the map needs:

        ```yaml
        features:
          <feature-name>:
            requires: [location-always]
            justification: "<why it needs location while not in use>"
        ```

        (A When-In-Use app that keeps tracking in the background after the user started it \
        declares `requires: [location]` instead.) Keep the policy \
        `background-location: justified`, the default.
        """,
      references: [
        RuleReference(
          "App Review Guideline 5.1.1 (data collection) and 2.5.4 (background modes)",
          "https://developer.apple.com/app-store/review/guidelines/#data-collection-and-storage"),
        .playBackgroundLocation,
        .androidBackgroundLocation,
      ],
      examples: LeastPrivilegeLocationExamples.all,
      scope: RuleScope(
        products: [.app, .appClip, .appExtension], platforms: [.iOS, .watchOS],
        remark:
          "Not macOS, whose location authorization has no When-In-Use to fall back to. The app and its extensions are one decision, so the iOS side is one finding per app."
      )
    )
  ) { context in
    BackgroundLocationCheck(context: context).findings()
  }
}

/// The checks behind `least-privilege-location`.
private struct BackgroundLocationCheck {
  let context: RuleContext
  var descriptor: RuleDescriptor { context.descriptor }

  func findings() -> [Finding] {
    let severity: Severity = context.app.featureMap == nil ? .warning : descriptor.severity
    let backgroundPermissions = Set(context.catalog.permissions.filter { $0.value.isBackground }.keys)
    var result: [Finding] = []
    let keysReason = unjustifiedReason(justifiedBy: backgroundPermissions, policyApplies: true)
    if let finding = iosFinding(keysReason: keysReason, severity: severity) { result.append(finding) }
    if let reason = keysReason {
      // Only release builds reach users: a permission declared in `src/debug` does not count.
      for module in context.app.androidModules {
        for declared in module.releasePermissions where isBackgroundLocation(declared) {
          let policy = context.catalog.androidPermissions[declared.shortName]?.playPolicy.flatMap {
            context.catalog.playPolicies[$0]
          }
          let play = policy.map { " Google Play also requires \($0.declaration) (\($0.url))." } ?? ""
          result.append(
            context.finding(
              .androidBackgroundLocation(declared.permission.name, reason: reason, play: play),
              about: declared, stableKey: declared.permission.name, severity: severity))
        }
      }
    }
    return result
  }

  /// One finding for the iOS app, whatever the number of keys and bundles that ask for
  /// background location: it is one decision, to drop Always or to justify it. It sits at the
  /// first declaration, the main bundle's when it has one; every other is a related location.
  private func iosFinding(keysReason: String?, severity: Severity) -> Finding? {
    var declared: [(what: String, location: FileLocation)] = []
    var modeReason: String?
    var asksAlways = false
    var seen = Set<String>()
    let bundles = context.bundles(for: descriptor)
    let main = context.app.mainBundle?.name
    for bundle in bundles.filter({ $0.name == main }) + bundles.filter({ $0.name != main }) {
      if keysReason != nil {
        for declaration in bundle.declarations where context.catalog.iosKeys[declaration.key]?.isBackground ?? false {
          // A build setting written once at project level is declared by every target.
          guard seen.insert("\(declaration.keyLocation)|\(declaration.key)").inserted else { continue }
          declared.append((declaration.key, declaration.keyLocation))
          asksAlways = true
        }
      }
      for declaration in bundle.declarations(of: "UIBackgroundModes") {
        for mode in declaration.value.array ?? [] {
          guard let name = mode.string, let info = context.catalog.backgroundModes[name], !info.justifiedBy.isEmpty,
            let reason = unjustifiedReason(justifiedBy: Set(info.justifiedBy), policyApplies: false),
            seen.insert("\(declaration.location(mode.position))|\(name)").inserted
          else { continue }
          modeReason = modeReason ?? reason
          declared.append(("UIBackgroundModes '\(name)'", declaration.location(mode.position)))
        }
      }
    }
    // Always keys make it an Always question; a background mode alone, a When-In-Use one.
    guard let first = declared.first, let reason = asksAlways ? keysReason : modeReason else { return nil }
    let names = declared.map(\.what).reduce(into: [String]()) { names, name in
      if !names.contains(name) { names.append(name) }
    }
    let what =
      asksAlways
      ? "the app asks for location while it is not in use (\(names.joined(separator: ", ")))"
      : "\(names.joined(separator: ", ")) keeps the app receiving locations in the background"
    return context.finding(
      .iosBackgroundLocation(what, reason: reason), at: first.location,
      stableKey: asksAlways ? "location-always" : "background-mode",
      severity: severity,
      relatedLocations: declared.dropFirst().map { RelatedLocation(location: $0.location, message: $0.what) }
        + (asksAlways ? alwaysRequestsInCode : []))
  }

  /// The app's own Swift and Objective-C calls that ask for Always: the same cause as the
  /// keys, so they join this finding instead of making one of their own.
  private var alwaysRequestsInCode: [RelatedLocation] {
    let apis = context.catalog.nativeAPIs
    return context.app.nativeCode.appleSources.flatMap(\.requests)
      .filter { apis.applePermissions[$0.permission]?.isAlways ?? false }
      .sorted { ($0.location.path, $0.location.position) < ($1.location.path, $1.location.position) }
      .map { RelatedLocation(location: $0.location, message: "\($0.symbol) asks for Always here") }
  }

  /// Why background use is not justified by a feature requiring one of `justifiedBy`, or
  /// `nil` when it is. The feature map's `background-location: forbidden` policy applies to
  /// Always authorization, not to a When-In-Use app that keeps tracking after it was started.
  private func unjustifiedReason(justifiedBy: Set<String>, policyApplies: Bool) -> String? {
    let wanted = justifiedBy.sorted().joined(separator: " or ")
    // Always keys are justified by `location-always`; a background mode of a When-In-Use app
    // by a feature that requires `location`.
    let preferred = policyApplies ? ["location-always", "location"] : ["location", "location-always"]
    let snippetPermission = preferred.first(where: justifiedBy.contains) ?? wanted
    guard let map = context.app.featureMap else {
      return "no feature map declares a feature that needs it. Either drop it and use When-In-Use, or "
        + "declare the feature that justifies it in permlint.yml: "
        + "`features: { <feature-name>: { requires: [\(snippetPermission)], "
        + "justification: \"<why it needs location while not in use>\" } }`."
    }
    if policyApplies, let policy = map.policies.backgroundLocation, policy.value == .forbidden {
      return "the feature map's policy forbids background location (\(map.path):\(policy.position.line)); "
        + "remove it and use When-In-Use."
    }
    let features = map.features.filter { feature in feature.requires.contains { justifiedBy.contains($0.value) } }
    if features.contains(where: { !($0.justification?.value.isBlank ?? true) }) { return nil }
    if let feature = features.first {
      return "feature '\(feature.id)' gives no `justification:` for background use; add one or remove it."
    }
    return "no feature in \(map.path) requires \(wanted) with a justification for background use; "
      + "remove it, or declare the feature that needs it."
  }

  private func isBackgroundLocation(_ declared: DeclaredPermission) -> Bool {
    guard let info = context.catalog.androidPermissions[declared.shortName] else { return false }
    // `maxSdkVersion` below the level the permission appeared at means it is never requested.
    return declared.isRequested(atAPI: info.added) && info.isBackground && info.group == "LOCATION"
  }
}

extension Finding.Message {
  fileprivate static func androidBackgroundLocation(_ permission: String, reason: String, play: String) -> Self {
    "\(permission) asks for location while the app is not in use, but \(reason)\(play)"
  }

  /// `what` says which keys or background modes ask; `reason`, why nothing justifies them.
  fileprivate static func iosBackgroundLocation(_ what: String, reason: String) -> Self {
    "\(what), but \(reason)"
  }
}
