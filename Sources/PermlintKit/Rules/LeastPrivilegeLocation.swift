#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
        unjustified request is an error. Without a map, the Core Location services the \
        Swift and Objective-C code starts are the evidence: region monitoring, the \
        significant-change service, visit monitoring and CLMonitor relaunch an app that is \
        not running only with Always, so Always looks needed and the finding is a note asking \
        for the justification; background location updates alone work with When-In-Use and \
        the `location` background mode, and the warning says so (the services and their \
        sources are in `rules/native-permission-apis.yml`). A legacy \
        NSLocationAlwaysUsageDescription without NSLocationAlwaysAndWhenInUseUsageDescription \
        asks for nothing since iOS 11 and is left to `deprecated-purpose-key`.
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
        RuleReference(
          "Choosing the location services authorization to request",
          "https://developer.apple.com/documentation/bundleresources/choosing-the-location-services-authorization-to-request"
        ),
        .playBackgroundLocation,
        .androidBackgroundLocation,
      ],
      examples: RuleExample.embedded("least-privilege-location"),
      scope: RuleScope(
        products: [.app, .appClip, .appExtension], platforms: [.iOS, .watchOS],
        remark:
          "Not macOS, whose location authorization has no When-In-Use to fall back to. The app and its extensions are one decision, so the iOS side is one finding per app."
      )
    ),
    checkedBy: BackgroundLocationCheck.self)
}

/// The checks behind `least-privilege-location`.
private struct BackgroundLocationCheck: RuleCheck {
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
          // Without a feature map, a service that needs background location is the evidence.
          if context.app.featureMap == nil, let services = androidServicesInCode {
            result.append(
              context.finding(
                .androidServicesNeedBackground(declared.permission.name, services: services.summary, play: play),
                about: declared, stableKey: declared.permission.name, severity: .note,
                relatedLocations: services.uses.map {
                  RelatedLocation(
                    location: $0.location,
                    message: "\($0.symbol) starts \($0.service), which needs background location in the background")
                }))
            continue
          }
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
          guard !isInert(declaration.key, in: bundle),
            seen.insert("\(declaration.keyLocation)|\(declaration.key)").inserted
          else { continue }
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
    var message = Finding.Message.iosBackgroundLocation(what, reason: reason)
    var findingSeverity = severity
    var evidence: [RelatedLocation] = []
    // Without a feature map, the services the code starts are the best evidence of the intent.
    if asksAlways, context.app.featureMap == nil, let services = servicesInCode {
      evidence = services.uses.map {
        RelatedLocation(
          location: $0.location,
          message: $0.needsAlways
            ? "\($0.symbol) starts \($0.service), which reaches an app that is not running only with Always"
            : "\($0.symbol) starts \($0.service), which work with When-In-Use")
      }
      if services.needsAlways {
        message = .alwaysServicesInCode(what, services: services.summary)
        findingSeverity = .note
      } else {
        message = .backgroundUpdatesOnly(what, services: services.summary)
      }
    }
    return context.finding(
      message, at: first.location,
      stableKey: asksAlways ? "location-always" : "background-mode",
      severity: findingSeverity,
      relatedLocations: declared.dropFirst().map { RelatedLocation(location: $0.location, message: $0.what) }
        + (asksAlways ? alwaysRequestsInCode : []) + evidence)
  }

  /// A deprecated key none of whose successors the bundle declares grants nothing on current
  /// iOS (NSLocationAlwaysUsageDescription alone since iOS 11): it asks for nothing, and
  /// `deprecated-purpose-key` reports it, with the advice that fits the evidence.
  private func isInert(_ key: String, in bundle: InfoPlistBundle) -> Bool {
    guard let info = context.catalog.iosKeys[key], info.deprecated != nil, !info.successors.isEmpty else {
      return false
    }
    return !info.successors.contains(where: bundle.declares)
  }

  /// The Core Location services the app's Swift and Objective-C code starts (the first call of
  /// each), and whether one of them needs Always to reach the app when it is not running; `nil`
  /// when the code starts none.
  private var servicesInCode: (uses: [LocationServiceUse], needsAlways: Bool, summary: String)? {
    var firsts: [LocationServiceUse] = []
    let all = context.app.nativeCode.appleSources.flatMap(\.locationServices)
      .sorted { ($0.location.path, $0.location.position) < ($1.location.path, $1.location.position) }
    for use in all where !firsts.contains(where: { $0.service == use.service }) { firsts.append(use) }
    guard !firsts.isEmpty else { return nil }
    let needsAlways = firsts.contains(where: \.needsAlways)
    // Name the services that decide: those that need Always when there is one.
    let named = needsAlways ? firsts.filter(\.needsAlways) : firsts
    let summary = named.map { "\($0.service) (\($0.symbol), \($0.location.path):\($0.location.line))" }
      .joined(separator: ", ")
    return (named, needsAlways, summary)
  }

  /// The location services of the app's Kotlin and Java code that need background location
  /// (the first call of each); `nil` when it starts none.
  private var androidServicesInCode: (uses: [LocationServiceUse], summary: String)? {
    var firsts: [LocationServiceUse] = []
    let all = context.app.nativeCode.androidSources(of: context.app).flatMap(\.locationServices)
      .filter(\.needsAlways)
      .sorted { ($0.location.path, $0.location.position) < ($1.location.path, $1.location.position) }
    for use in all where !firsts.contains(where: { $0.service == use.service }) { firsts.append(use) }
    guard !firsts.isEmpty else { return nil }
    let summary = firsts.map { "\($0.service) (\($0.symbol), \($0.location.path):\($0.location.line))" }
      .joined(separator: ", ")
    return (firsts, summary)
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

  /// The code uses services that need background location: it looks needed, and what is
  /// missing is the justification.
  fileprivate static func androidServicesNeedBackground(_ permission: String, services: String, play: String) -> Self {
    Self(
      "\(permission) asks for location while the app is not in use, and the app's code uses services that work "
        + "in the background only with it: \(services). Background location looks needed; Google Play asks why, "
        + "so give the reason in permlint.yml: `features: { <feature-name>: { requires: [location-always], "
        + "justification: \"<why it needs location while not in use>\" } }`.\(play)")
  }

  /// `what` says which keys or background modes ask; `reason`, why nothing justifies them.
  fileprivate static func iosBackgroundLocation(_ what: String, reason: String) -> Self {
    "\(what), but \(reason)"
  }

  /// The code starts services that reach a not-running app only with Always: Always looks
  /// needed, and what is missing is the justification.
  fileprivate static func alwaysServicesInCode(_ what: String, services: String) -> Self {
    Self(
      "\(what), and its code starts services that relaunch an app that is not running only with Always "
        + "authorization: \(services). Always looks needed; App Review asks why, so give the reason in "
        + "permlint.yml: `features: { <feature-name>: { requires: [location-always], "
        + "justification: \"<why it needs location while not in use>\" } }`.")
  }

  /// The code only starts background location updates, which do not need Always.
  fileprivate static func backgroundUpdatesOnly(_ what: String, services: String) -> Self {
    Self(
      "\(what), but its code only starts \(services), which work with When-In-Use authorization and the "
        + "`location` background mode once started while the app is in use. Drop the Always keys and ask for "
        + "When-In-Use, or declare the feature that needs Always in permlint.yml: `features: { <feature-name>: "
        + "{ requires: [location-always], justification: \"<why it needs location while not in use>\" } }`.")
  }
}
