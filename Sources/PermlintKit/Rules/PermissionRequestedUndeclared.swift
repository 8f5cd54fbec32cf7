#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// Native code requests a permission that the app's Info.plist or manifest does not declare.
  public static let permissionRequestedUndeclared: Rule = Rule(
    RuleDescriptor(
      id: "permission-requested-undeclared",
      title: "Permission requested in code without its purpose string or manifest entry",
      severity: .error,
      category: .purposeStrings,
      rationale: """
        On iOS, a request for a protected resource without its purpose string terminates the app \
        at the request (camera, microphone, photos, contacts, calendars, Bluetooth, motion, \
        speech, tracking) or is silently ignored (location), and App Store Connect reports \
        ITMS-90683 by email once it has processed an upload that calls the API without the key \
        (sources in `rules/store-outcomes.yml`). On Android, a runtime permission \
        that no manifest declares is denied at every request without a prompt. permlint finds \
        the requests in Swift, Objective-C, Kotlin and Java code, and the Android permissions \
        React Native code names (`PERMISSIONS.ANDROID.X`, `PermissionsAndroid.PERMISSIONS.X`), \
        as symbols (comments and strings are skipped) and reports one finding per permission, \
        at the first call, with every other call as a related location. When the app's \
        Info.plist or manifest cannot be resolved (an `INFOPLIST_FILE` with a build variable, a \
        file Expo prebuild writes, a library manifest that is not available), it says so once, \
        as a note. Library modules the app depends on (also through `apply from:` scripts and \
        convention plugins) merge their manifests in, and widely used Maven libraries add the \
        permissions `rules/android-libraries.yml` lists (Firebase Messaging declares \
        POST_NOTIFICATIONS); while the app depends on a library permlint knows nothing about, \
        an undeclared Android permission is a warning that names it, never an error.
        """,
      fix: """
        Add the purpose string the finding names to the app's Info.plist (or as an \
        `INFOPLIST_KEY_` build setting), or `<uses-permission android:name="android.permission.X" />` \
        to the app's AndroidManifest.xml; or remove the request if the app does not need it.
        """,
      references: [
        RuleReference(
          "Apple: requesting access to protected resources",
          "https://developer.apple.com/documentation/uikit/requesting-access-to-protected-resources"),
        RuleReference(
          "Android: declare app permissions", "https://developer.android.com/training/permissions/declaring"),
      ],
      examples: RuleExample.embedded("permission-requested-undeclared"),
      appliesTo:
        "Applies to the Swift, Objective-C, Kotlin and Java code of an app whose Info.plist or manifest permlint resolved, with or without a feature map."
    ),
    checkedBy: PermissionRequestedUndeclaredCheck.self)
}

/// The checks behind `permission-requested-undeclared`.
private struct PermissionRequestedUndeclaredCheck: RuleCheck {
  let context: RuleContext
  var apis: NativePermissionCatalog { context.catalog.nativeAPIs }

  func findings() -> [Finding] { ios() + android() }

  private func ios() -> [Finding] {
    let requests = context.app.nativeCode.appleSources.flatMap(\.requests)
    guard !requests.isEmpty else { return [] }
    let bundles = context.app.bundles
    // The app's own bundle decides; an extension whose Info.plist could not be followed does not.
    let main = context.app.mainBundle
    let unfollowed = context.app.targetsWithUnfollowedInfoPlist
    // An Info.plist written from an Expo config may get keys from plugins permlint does not
    // model (those Expo applies without a `plugins` entry): not known well enough for an error.
    let fromExpo = context.app.expoConfigs.contains { $0.path == main?.plist?.path }
    let resolved =
      main != nil && !fromExpo && (main?.target.map { !unfollowed.contains($0.name) } ?? unfollowed.isEmpty)
    var missingByPermission: [(permission: String, missing: [String], calls: [NativePermissionRequest])] = []
    for (permission, calls) in grouped(requests) {
      guard let info = apis.applePermissions[permission], !info.keys.isEmpty else { continue }
      let declares = { (key: String) in bundles.contains { $0.declares(key) } }
      // A declared key without its companion is missing-purpose-string's finding, at the key.
      let missing = info.keys.contains(where: declares) ? [] : [info.keys[0]] + info.also.filter { !declares($0) }
      if !missing.isEmpty { missingByPermission.append((permission, missing, calls)) }
    }
    guard !missingByPermission.isEmpty else { return [] }
    guard resolved else {
      // permlint cannot see the keys: one note, never a guess as an error.
      let first = missingByPermission[0].calls[0]
      let names = missingByPermission.map(\.permission).joined(separator: ", ")
      let targets = context.app.targetsWithUnfollowedInfoPlist
      let why =
        fromExpo
        ? "its Info.plist is generated from an Expo config whose plugins permlint may not all know"
        : targets.isEmpty
          ? "no Info.plist or generated Info.plist of the app was found"
          : "the Info.plist of \(targets.joined(separator: ", ")) could not be followed (INFOPLIST_FILE)"
      return [
        context.finding(
          .plistUnknown(names: names, why: why), at: first.location, stableKey: "unresolved-plist", severity: .note)
      ]
    }
    return missingByPermission.map { entry in
      let info = apis.applePermissions[entry.permission]
      let first = entry.calls[0]
      let keys = entry.missing.joined(separator: " and ")
      let target = context.app.mainBundle?.whereToAdd ?? "the app's Info.plist"
      return context.finding(
        .purposeKeyMissing(
          symbol: first.symbol, permission: entry.permission, keys: keys, effect: info?.effect, target: target,
          outcome: context.catalog.outcome("itms-90683")),
        at: first.location, stableKey: "ios:\(entry.permission)", severity: info?.severity,
        relatedLocations: others(entry.calls))
    }
  }

  private func android() -> [Finding] {
    let modules = context.app.androidModules.filter { module in
      module.buildFile?.pluginKind != .library
        && module.manifests.contains {
          AndroidModulePath.isRelease(sourceSet: AndroidModulePath.sourceSet(of: $0.path))
        }
    }
    guard !modules.isEmpty else { return [] }
    let sources = context.app.nativeCode.androidSources(of: context.app)
    let ownModule = { (path: String) in
      modules.contains { $0.path == "." || path.hasPrefix($0.path + "/") }
    }
    let requests =
      sources.flatMap(\.requests).filter { ownModule($0.location.path) || isCalled($0, from: sources) }
      + context.app.nativeCode.javaScriptAndroidRequests
    guard !requests.isEmpty else { return [] }
    let hedge = ExternalLibraryHedge(modules: modules)
    let declared = context.app.androidReleasePermissionNames().union(hedge.added.keys)
    var missing: [(permission: String, calls: [NativePermissionRequest])] = []
    // The lowest targetSdk of the app's modules decides what the system grants implicitly.
    let targetSdk = modules.compactMap(\.targetSdk.value).min()
    for (permission, calls) in grouped(requests)
    where context.catalog.androidPermissions[permission] != nil && !declared.contains(permission)
      && !apis.isImplied(permission, by: declared, targetSdk: targetSdk)
    {
      missing.append((permission, calls))
    }
    guard !missing.isEmpty else { return [] }
    // A manifest written from an Expo config gets Expo's template and plugins' permissions too.
    let expoPaths = Set(context.app.expoConfigs.map(\.path))
    let fromExpo = modules.allSatisfy { module in module.manifests.allSatisfy { expoPaths.contains($0.path) } }
    let unresolvedLibraries = modules.flatMap(\.unresolvedLibraries)
    let unresolved = unresolvedLibraries.map(\.name)
    guard unresolved.isEmpty, !fromExpo else {
      let names = missing.map(\.permission).joined(separator: ", ")
      let unknown =
        fromExpo
        ? "the manifest Expo prebuild writes also holds its template's and config plugins' permissions, which "
          + "permlint does not know; run `npx expo prebuild` and scan the android/ folder to check them"
        : "the manifests of \(PurposeStringCoverage.listed(unresolved, limit: Self.listedLibraries)) are not "
          + "available and may declare them: " + Self.remedy(unresolvedLibraries)
      return [
        context.finding(
          .manifestUnknown(names: names, unknown: unknown), at: missing[0].calls[0].location,
          stableKey: "unresolved-manifest", severity: .note)
      ]
    }
    // Code in a library module is judged for each app that merges it: name the app then.
    let appName = modules.map(\.path).joined(separator: ", ")
    let inApp = ownModule
    return missing.map { entry in
      let first = entry.calls[0]
      return context.finding(
        .manifestEntryMissing(
          symbol: first.symbol, permission: entry.permission, app: inApp(first.location.path) ? nil : appName,
          hedge: hedge.clause),
        at: first.location, stableKey: "android:\(entry.permission)",
        // Code that only checks reads "denied" forever: a dead feature, not a refused prompt.
        severity: entry.calls.allSatisfy(\.isCheckOnly) ? .warning : hedge.severity(context.descriptor.severity),
        relatedLocations: others(entry.calls))
    }
  }

  /// Whether the request, in a library module the app merges, may run in this app: the
  /// method around it is entered by the framework (a lifecycle or `on…` method, an override,
  /// an annotated method, a click handler taking a View, a type's initializer), or some
  /// source of the app names it other than in a declaration. A helper of a shared module that
  /// only another app of the project calls (kiwix's `:core` checking NEARBY_WIFI_DEVICES for
  /// `:app`, merged into `:branded` too) asks nothing in this one.
  private func isCalled(_ request: NativePermissionRequest, from sources: [NativePermissionUses]) -> Bool {
    let path = request.location.path
    guard
      let outline = sources.first(where: { $0.path == path })?.outline
        ?? context.code.outlines.first(where: { $0.path == path })
    else { return true }
    let line = request.location.position.line
    let column = request.location.position.column
    // The call nearest before the request on its line says which function holds it.
    guard
      var function = outline.calls.last(where: {
        $0.position.line == line && $0.position.column <= column && $0.function != nil
      })?.function
    else { return true }
    while let parent = outline.functions[function].parent { function = parent }
    let declaration = outline.functions[function]
    // One taking a View (a layout's `android:onClick`) or a framework's callback is entered by
    // a name no source writes.
    guard let name = declaration.name, let first = name.unicodeScalars.first,
      first.properties.isLowercase, !name.hasPrefix("on"), !CodeFlowIndex.lifecycle.contains(name),
      !Self.frameworkMethods.contains(name), !declaration.parameterWords.contains("View")
    else { return true }
    let search = IdentifierSet([name])
    // An override or an annotated method (`@JavascriptInterface`) is entered by the framework
    // too, unless its type extends a type of the app's own (kiwix's checker implements its
    // `KiwixPermissionChecker`), whose callers name the method.
    if declaration.isOverrideOrAnnotated {
      // The types the method's type extends that the app's sources declare.
      let supertypes = outline.types.first { $0.name == declaration.owner }?.supertypes ?? []
      let ownSupertypes = IdentifierSet(supertypes)
      let declaredElsewhere =
        !supertypes.isEmpty
        && sources.contains { source in
          if let outline = source.outline { return outline.types.contains { supertypes.contains($0.name) } }
          return context.unreadCode.confirms(
            source.path, maybe: source.deferredFingerprint.map { ownSupertypes.mayBeDeclared(in: $0) } ?? false,
            fallback: true
          ) { $0.types.contains { supertypes.contains($0.name) } }
        }
      guard declaredElsewhere else { return true }
    }
    // A Flutter or React Native app's Dart or JavaScript reaches a native method through its
    // plugin or module by the method's name (`NativeModules.Checker.hasCamera()`).
    let names = { (outline: CodeOutline) in
      outline.calls.contains { $0.name == name } || outline.functions.contains { $0.references.contains(name) }
    }
    if context.app.codeOutlines.contains(where: names)
      || context.app.deferredCode.contains(where: {
        context.unreadCode.confirms($0.path, maybe: search.mayOccur(in: $0.fingerprint), fallback: true, names)
      })
    {
      return true
    }
    return sources.contains { source in
      if let outline = source.outline { return names(outline) }
      // A file that declares the name (an interface the helper implements) names it without
      // calling it; one that may only use it may call it, which its outline says.
      guard let fingerprint = source.deferredFingerprint else { return false }
      return context.unreadCode.confirms(
        source.path, maybe: search.mayOccur(in: fingerprint), fallback: !search.mayBeDeclared(in: fingerprint), names)
    }
  }

  /// Methods Android and its libraries call by their own names: a worker's, a thread's, a
  /// handler's, an adapter's.
  private static let frameworkMethods: Set<String> = [
    "doWork", "startWork", "run", "call", "invoke", "handleMessage", "getView", "bindView", "newView",
  ]

  /// Requests by permission, in the order of their first call.
  private func grouped(_ requests: [NativePermissionRequest]) -> [(String, [NativePermissionRequest])] {
    var order: [String] = []
    var calls: [String: [NativePermissionRequest]] = [:]
    let sorted = requests.sorted { ($0.location.path, $0.location.position) < ($1.location.path, $1.location.position) }
    for request in sorted {
      if calls[request.permission] == nil { order.append(request.permission) }
      calls[request.permission, default: []].append(request)
    }
    return order.map { ($0, calls[$0] ?? []) }
  }

  private func others(_ calls: [NativePermissionRequest]) -> [RelatedLocation] {
    calls.dropFirst().map { RelatedLocation(location: $0.location, message: "also requested here") }
  }
}

extension PermissionRequestedUndeclaredCheck {
  /// How many unavailable libraries the note names before "and N more": a React Native app
  /// without node_modules lists every package it autolinks (70 in Rocket.Chat).
  fileprivate static let listedLibraries = 10

  /// What to do about the unavailable libraries: the first one's remedy, said of it by name
  /// when there are several (its remedy names its own directory).
  fileprivate static func remedy(_ libraries: [UnresolvedLibrary]) -> String {
    guard let first = libraries.first else { return "build the app once and scan again" }
    return libraries.count == 1 ? first.remedy : "for \(first.name), \(first.remedy)"
  }
}

extension Finding.Message {
  fileprivate static func plistUnknown(names: String, why: String) -> Self {
    Self(
      "the app's code requests \(names), but \(why), so permlint cannot check their purpose strings; "
        + "scan the folder that holds the app's Info.plist and Xcode project.")
  }

  fileprivate static func purposeKeyMissing(
    symbol: String, permission: String, keys: String, effect: String?, target: String, outcome: String
  ) -> Self {
    Self(
      "\(symbol) requests \(permission), but no Info.plist of the app declares \(keys): "
        + "\(effect ?? "the request fails"), and \(outcome). "
        + "Add \(keys) to \(target) with a sentence that says why the app needs it.")
  }

  fileprivate static func manifestUnknown(names: String, unknown: String) -> Self {
    "the app's code requests \(names), which no manifest permlint read declares, but \(unknown)."
  }

  fileprivate static func manifestEntryMissing(symbol: String, permission: String, app: String?, hedge: String)
    -> Self
  {
    Self(
      "\(symbol) is requested or checked here, but no release manifest of the app"
        + (app.map { " '\($0)' (which merges this code's module)" } ?? "") + " declares "
        + "\(permission), so Android denies it without a prompt; add <uses-permission "
        + "android:name=\"android.permission.\(permission)\" /> to the app's AndroidManifest.xml." + hedge)
  }
}
