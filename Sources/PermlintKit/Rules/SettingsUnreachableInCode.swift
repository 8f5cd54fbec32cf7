#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// The app's code asks for permissions but never opens the app's page in Settings.
  public static let settingsUnreachableInCode: Rule = Rule(
    RuleDescriptor(
      id: "settings-unreachable-in-code",
      title: "Permissions requested in code, but nothing in the code opens Settings",
      severity: .warning,
      category: .flows,
      rationale: """
        Once a user denies a permission on iOS, or denies it twice on Android, the system never \
        shows the prompt again: only the Settings app can grant it. An app whose code checks or \
        requests permissions but never opens its own settings page (`openAppSettings()`, \
        `openSettings()`, `Linking.openSettings()`, or the `app-settings:` URL) leaves the user \
        with no way back to the feature. This is checked from the code itself, with or without a \
        feature map, for the Flutter (permission_handler) and React Native \
        (react-native-permissions) code permlint reads, and for native code: Swift and \
        Objective-C (`UIApplication.openSettingsURLString`) and Kotlin and Java \
        (`Settings.ACTION_APPLICATION_DETAILS_SETTINGS`). A way to Settings counts for a \
        permission when the code that handles its request reaches it, or when a screen that \
        checks that permission and that nothing calls by name (one a navigator shows by its \
        route) leads there, or, for a permission with a settings page of its own (the app's \
        notification settings), when the code opens that page anywhere.
        """,
      fix: """
        Where a check or request reports a permanent denial (`isPermanentlyDenied`, `blocked`), \
        explain why the feature needs the permission and offer a button that calls \
        `openAppSettings()` (Flutter), `openSettings()` (React Native), \
        `UIApplication.openSettingsURLString` (iOS) or an `ACTION_APPLICATION_DETAILS_SETTINGS` \
        intent (Android).
        """,
      references: [
        .openSettingsURL,
        RuleReference(
          "Android: request runtime permissions (handle denial)",
          "https://developer.android.com/training/permissions/requesting#handle-denial"),
      ],
      examples: RuleExample.embedded("settings-unreachable-in-code"),
      appliesTo:
        "Applies to the code of Flutter apps that use permission_handler, React Native apps that use react-native-permissions, and native Swift, Objective-C, Kotlin and Java code, on iOS and Android, with or without a feature map."
    )
  ) { context in
    var result: [Finding] = []
    // One finding per project, reported with the app that ships on iOS when there is one.
    guard context.app.mainBundle != nil || !context.app.androidModules.isEmpty else { return [] }
    // Native code that opens Settings counts for the Dart and JavaScript code too.
    let native = context.app.nativeCode.appleSources + context.app.nativeCode.androidSources(of: context.app)
    let nativeSettings = native.contains { !$0.settingsCalls.isEmpty }
    let crossPlatformOpens =
      !(context.app.flutter?.settingsCalls.isEmpty ?? true)
      || !(context.app.reactNativePermissions?.settingsCalls.isEmpty ?? true)
    // The code opens the app's settings somewhere: then each permission it asks for needs its
    // own way there.
    if nativeSettings || crossPlatformOpens || context.code.openers.contains(where: { $0.permissions.isEmpty }) {
      return perPermission(context)
    }
    // At the first request, not a status read, when there is one.
    if let flutter = context.app.flutter, flutter.settingsCalls.isEmpty,
      let first = flutter.uses.first(where: \.isRequest) ?? flutter.uses.first
    {
      result.append(
        context.finding(
          .flutterNeverOpensSettings(uses: flutter.uses.count, first: first.name),
          at: first.location, stableKey: "flutter:\(flutter.root)",
          relatedLocations: context.mapCounterpart(
            of: nil, action: .openSettings, saying: "opens Settings here; the code never does")))
    }
    if let project = context.app.reactNativePermissions, project.settingsCalls.isEmpty, let first = project.uses.first {
      result.append(
        context.finding(
          .reactNativeNeverOpensSettings(uses: project.uses.count),
          at: first.location, stableKey: "react-native:\(project.root)",
          relatedLocations: context.mapCounterpart(
            of: nil, action: .openSettings, saying: "opens Settings here; the code never does")))
    }
    let crossPlatformSettings =
      !(context.app.flutter?.settingsCalls.isEmpty ?? true)
      || !(context.app.reactNativePermissions?.settingsCalls.isEmpty ?? true)
    // The app's notification settings page is the way back for notifications.
    let notificationSettings = native.contains { !$0.notificationSettingsCalls.isEmpty }
    // Code that only reads a permission's state never leads to a permanent denial.
    let requests = native.flatMap(\.requests).filter {
      !$0.isCheckOnly && !(notificationSettings && $0.permission == "POST_NOTIFICATIONS")
    }.sorted {
      ($0.location.path, $0.location.position) < ($1.location.path, $1.location.position)
    }
    // The finding sits at the first call that shows a prompt, not at a status check or the
    // creation of a manager whose first query prompts; those count only when nothing else is
    // there to point at.
    let prompting = requests.filter(\.prompts)
    if result.isEmpty, !crossPlatformSettings, let first = prompting.first ?? requests.first {
      let counted = prompting.isEmpty ? requests : prompting
      let platforms = Set(native.filter { !$0.requests.isEmpty }.map(\.platform))
      result.append(
        context.finding(
          .nativeNeverOpensSettings(
            calls: counted.count, first: first.symbol,
            settings: [
              platforms.contains(.apple) ? "UIApplication.openSettingsURLString" : nil,
              platforms.contains(.android) ? "Settings.ACTION_APPLICATION_DETAILS_SETTINGS" : nil,
            ].compactMap { $0 },
            judgedFor: sharedModuleApp(of: first.location.path, context.app)),
          at: first.location, stableKey: "native:\(context.app.root)",
          relatedLocations: context.mapCounterpart(
            of: nil, action: .openSettings, saying: "opens Settings here; the code never does")))
    }
    return result
  }

  /// For an app whose code opens Settings somewhere: each permission the code asks for whose
  /// requests reach no way to Settings for it, from the request or the code that handles its
  /// answer (the request's function and up to three levels of its callers, and everything
  /// they call). A permission whose request runs outside any function, or an opener outside
  /// any, cannot be followed: no finding.
  private static func perPermission(_ context: RuleContext) -> [Finding] {
    let code = context.code
    guard !code.openers.isEmpty else { return [] }
    var sitesByPermission: [String: [CodeFlowIndex.RequestSite]] = [:]
    for site in code.requests {
      for permission in site.permissions { sitesByPermission[permission, default: []].append(site) }
    }
    var reachCache: [CodeFlowIndex.Ref: RefSet] = [:]
    var result: [Finding] = []
    for permission in sitesByPermission.keys.sorted() {
      let sites = (sitesByPermission[permission] ?? []).sorted { $0.location < $1.location }
      let serving = code.openers.filter { $0.serves(permission) }
      // An opener outside any function, or in one nothing calls by name and that names no
      // permission (a handler the UI framework calls), may be on any path: no finding.
      if serving.contains(where: { opener in opener.ref.map { code.isUnfollowed($0) } ?? true }) { continue }
      // A settings page of this permission alone (the app's notification settings) is its way
      // back wherever the app offers it, as below for code that opens no other page: such a
      // button sits in the app's own settings screen, shown by state the request refreshes
      // (home-assistant/android's watch app: a chip while notifications are off).
      if serving.contains(where: { $0.permissions.contains(permission) }) { continue }
      // An opener reached from a screen that names this permission itself and that nothing
      // calls by name (a navigator shows it by its route) is the permission's way back: the
      // code that asks may lead there where the graph cannot see (`request(CAMERA)`, then
      // `navigate('ScanScreen')`, whose check shows an "Open Settings" button).
      let screens = code.unseenReach(naming: permission)
      if serving.contains(where: { opener in opener.ref.map(screens.contains) ?? false }) { continue }
      let reaches = sites.contains { site in
        // A request in code nothing calls by name is answered where the graph cannot see.
        guard let ref = site.ref, !code.isEnteredUnseen(ref) else { return true }
        let reach =
          reachCache[ref]
          ?? {
            let computed = code.handlingReach(of: ref, depth: 3)
            reachCache[ref] = computed
            return computed
          }()
        return serving.contains { $0.ref.map(reach.contains) ?? true }
      }
      guard !reaches, let first = sites.first else { continue }
      let elsewhere = code.openers[0]
      result.append(
        context.finding(
          .neverOpensSettingsFor(
            permission, sites: sites.count, elsewhere: elsewhere.text,
            onlyFor: serving.isEmpty ? elsewhere.permissions.sorted() : []),
          at: first.location, stableKey: "permission:\(permission)",
          flowPath: code.steps(for: first, permission: permission),
          relatedLocations: [
            RelatedLocation(
              location: elsewhere.location,
              message: serving.isEmpty
                ? "opens the settings page of \(elsewhere.permissions.sorted().joined(separator: ", ")) only"
                : "opens Settings, but not on a path from the \(permission) request")
          ]
            + context.mapCounterpart(
              of: permission, action: .openSettings, saying: "opens Settings for \(permission) here; the code does not")
        ))
    }
    return result
  }

  /// The app a finding in a shared Android library module is judged for (its application
  /// modules), or `nil` when the file is the app's own: another app that uses the module is
  /// judged on its own, with its own finding at the same place.
  private static func sharedModuleApp(of path: String, _ app: AppModel) -> String? {
    let applications = app.androidModules.filter { $0.buildFile?.pluginKind != .library }
    guard !applications.isEmpty else { return nil }
    let owned = applications.contains { module in
      module.path == "." || path.hasPrefix(module.path + "/")
    }
    return owned ? nil : applications.map { $0.path == "." ? "./" : $0.path + "/" }.joined(separator: ", ")
  }
}

extension Finding.Message {
  fileprivate static func neverOpensSettingsFor(_ permission: String, sites: Int, elsewhere: String, onlyFor: [String])
    -> Self
  {
    let other =
      onlyFor.isEmpty
      ? "the code opens Settings (\(elsewhere)) only on other paths"
      : "the code opens only the \(onlyFor.joined(separator: ", ")) settings page (\(elsewhere))"
    return Self(
      "the code asks for \(permission) here (\(sites) request\(sites == 1 ? "" : "s")) but nothing that handles the answer "
        + "leads to the app's settings: \(other). After a permanent denial the user has no way back to the "
        + "\(permission) feature. Where a permanent denial of \(permission) is handled, offer a button that opens the "
        + "app's settings.")
  }

  /// `settings` names only the settings APIs of the platforms whose code requests.
  fileprivate static func nativeNeverOpensSettings(
    calls: Int, first: String, settings: [String], judgedFor app: String?
  ) -> Self {
    let subject =
      app.map { "the native code of the app in \($0) (this file is in a library module it shares)" }
      ?? "the app's native code"
    return Self(
      "\(subject) requests permissions (\(calls) call\(calls == 1 ? "" : "s"), first "
        + "\(first) here) but never opens the app's settings (\(settings.joined(separator: ", "))): after a "
        + "permanent denial the user has no way back to the feature. Offer a button that opens the app's settings.")
  }

  fileprivate static func flutterNeverOpensSettings(uses: Int, first: String) -> Self {
    Self(
      "the app's Dart code uses permission_handler (\(uses) use\(uses == 1 ? "" : "s"), "
        + "first Permission.\(first) here) but never opens the app's settings (openAppSettings()): after a permanent denial the "
        + "user has no way back to the feature. Offer a button that opens the app's settings.")
  }

  fileprivate static func reactNativeNeverOpensSettings(uses: Int) -> Self {
    Self(
      "the app's code uses react-native-permissions (\(uses) use\(uses == 1 ? "" : "s"), "
        + "first here) but never calls openSettings() or Linking.openSettings(): after a permanent denial the user "
        + "has no way back to the feature. Offer a button that opens the app's settings.")
  }
}
