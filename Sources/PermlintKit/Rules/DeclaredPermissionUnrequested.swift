#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// A permission declared in the Info.plist or manifest that the app's code never asks for.
  public static let declaredPermissionUnrequested: Rule = Rule(
    RuleDescriptor(
      id: "declared-permission-unrequested",
      title: "Permission declared but never requested in the app's code",
      severity: .warning,
      category: .leastPrivilege,
      rationale: """
        A purpose string or a runtime permission that the app never uses is a claim reviewers \
        question (App Review 5.1.1, Play's permission declarations) and a prompt users may see \
        listed for nothing. permlint compares the declarations with what the Swift, \
        Objective-C, Kotlin and Java code requests or uses (and, for iOS, the permissions the \
        Flutter permission_handler and react-native-permissions code names). Libraries request \
        permissions on the app's behalf, so this is a warning only when every source of the \
        app was scanned: a native iOS app with no CocoaPods, Swift packages, Flutter or npm \
        dependencies. Otherwise it is one note per app and platform naming what was not \
        scanned; Android apps always get the note, as Gradle dependencies are not scanned.
        """,
      fix: """
        Remove the declaration if no feature needs it. If a library you depend on requests it, \
        keep it and suppress the finding with the library's name as the reason.
        """,
      references: [
        RuleReference(
          "App Review Guideline 5.1.1 (data collection and storage)",
          "https://developer.apple.com/app-store/review/guidelines/#data-collection-and-storage"),
        RuleReference(
          "Android: evaluate whether your app needs permissions",
          "https://developer.android.com/training/permissions/evaluating"),
      ],
      examples: RuleExample.embedded("declared-permission-unrequested"),
      appliesTo:
        "Applies to apps whose Swift, Objective-C, Kotlin or Java code permlint scanned, with or without a feature map."
    ),
    checkedBy: DeclaredPermissionUnrequestedCheck.self)
}

/// The checks behind `declared-permission-unrequested`.
private struct DeclaredPermissionUnrequestedCheck: RuleCheck {
  let context: RuleContext
  var apis: NativePermissionCatalog { context.catalog.nativeAPIs }

  /// Nothing is said while some of the app's code is in a language permlint does not read:
  /// the app says so once (see `AppModel.unreadSourceNotifications`).
  func findings() -> [Finding] { context.app.nativeCode.unreadSources.isEmpty ? ios() + android() : [] }

  private func ios() -> [Finding] {
    let sources = context.app.nativeCode.appleSources
    guard !sources.isEmpty, let main = context.app.mainBundle else { return [] }
    var used = Set<String>()
    for source in sources { used.formUnion(source.usedPermissions) }
    var keysInUse = Set<String>()
    var judged = Set<String>()
    for (name, permission) in apis.applePermissions {
      judged.formUnion(permission.keys + permission.also)
      if used.contains(name) { keysInUse.formUnion(permission.keys + permission.also) }
    }
    keysInUse.formUnion(crossPlatformKeys())
    var unused: [InfoPlistDeclaration] = []
    var seen = Set<String>()
    for declaration in main.declarations
    where judged.contains(declaration.key) && !keysInUse.contains(declaration.key)
      && seen.insert(declaration.key).inserted
    {
      unused.append(declaration)
    }
    let unscanned = context.app.nativeCode.unscannedIOS
    return report(
      unused.map { ($0.key, $0.keyLocation) }, unscanned: unscanned, platform: "ios",
      advice: "remove the key if no feature needs it")
  }

  /// Purpose strings the Flutter and React Native code asks for through its permission library.
  private func crossPlatformKeys() -> Set<String> {
    var keys = Set<String>()
    if let flutter = context.app.flutter {
      let catalog = context.catalog.permissionHandler
      for use in flutter.uses {
        for macro in catalog.permissions[use.name] ?? [] { keys.formUnion(catalog.macroKeys[macro] ?? []) }
      }
    }
    // What the code's flows ask for, through any library the vocabulary knows (geolocator,
    // record, expo-* modules): `Geolocator.requestPermission()` uses the location keys.
    for site in context.code.requests {
      for id in site.permissions {
        for permission in [id] + (context.catalog.permissions[id]?.implies ?? []) {
          keys.formUnion(context.catalog.permissions[permission]?.iosKeys ?? [])
        }
      }
    }
    // What the app's libraries ask for on their own (react-native-image-crop-picker's
    // `openCamera`, local_auth), which the app's code may reach without naming a permission.
    keys.formUnion(context.catalog.libraryPermissionUses.uses(of: context.app.codeDependencies).iosKeys)
    if let reactNative = context.app.reactNativePermissions {
      let catalog = context.catalog.reactNativePermissions
      for use in reactNative.uses {
        if let handler = catalog.constants[use.name] { keys.formUnion(catalog.handlerKeys[handler] ?? []) }
      }
    }
    return keys
  }

  private func android() -> [Finding] {
    // Dart and JavaScript code is not mapped to Android permissions: nothing can be said.
    guard context.app.flutter == nil, context.app.reactNativePermissions == nil else { return [] }
    let sources = context.app.nativeCode.androidSources(of: context.app)
    guard !sources.isEmpty else { return [] }
    var used = Set(context.app.nativeCode.javaScriptAndroidRequests.map(\.permission))
    used.formUnion(context.catalog.libraryPermissionUses.uses(of: context.app.codeDependencies).androidPermissions)
    for source in sources { used.formUnion(source.usedPermissions) }
    // What the code's flows ask for (Kotlin and Java through the vocabulary too).
    for site in context.code.requests {
      for id in site.permissions {
        for permission in [id] + (context.catalog.permissions[id]?.implies ?? []) {
          guard let info = context.catalog.permissions[permission] else { continue }
          used.formUnion(info.androidAnyOf + info.androidPrecise)
        }
      }
    }
    var unused: [(String, FileLocation)] = []
    var seen = Set<String>()
    for module in context.app.androidModules where module.buildFile?.pluginKind != .library {
      for declared in module.releasePermissions where declared.library == nil {
        let name = declared.shortName
        guard context.catalog.androidPermissions[name]?.protection == .runtime, !used.contains(name),
          seen.insert(name).inserted
        else { continue }
        unused.append((name, FileLocation(path: declared.manifestPath, position: declared.permission.position)))
      }
    }
    return report(
      unused, unscanned: context.app.nativeCode.unscannedAndroid, platform: "android",
      advice: "remove the <uses-permission> if no feature needs it")
  }

  private func report(_ unused: [(String, FileLocation)], unscanned: [String], platform: String, advice: String)
    -> [Finding]
  {
    guard let first = unused.first else { return [] }
    guard unscanned.isEmpty else {
      let names = unused.map(\.0).joined(separator: ", ")
      return [
        context.finding(
          .notRequestedInScannedCode(count: unused.count, names: names, unscanned: unscanned, advice: advice),
          at: first.1, stableKey: "\(platform):unscanned", severity: .note,
          relatedLocations: unused.dropFirst().map { RelatedLocation(location: $0.1, message: "\($0.0) declared here") }
        )
      ]
    }
    return unused.map { name, location in
      context.finding(
        .neverRequested(name: name, advice: advice), at: location, stableKey: "\(platform):\(name)")
    }
  }
}

extension Finding.Message {
  fileprivate static func notRequestedInScannedCode(count: Int, names: String, unscanned: [String], advice: String)
    -> Self
  {
    Self(
      "\(count == 1 ? "this permission is" : "\(count) permissions are") declared but not "
        + "requested in the code permlint scanned (\(names)); permlint did not scan "
        + "\(unscanned.joined(separator: ", ")), which may request \(count == 1 ? "it" : "them"). "
        + "Check that a library you ship needs \(count == 1 ? "it" : "each one"); otherwise "
        + "\(advice).")
  }

  fileprivate static func neverRequested(name: String, advice: String) -> Self {
    Self(
      "\(name) is declared, but no code of the app requests or uses it, and every source of the app was "
        + "scanned; \(advice).")
  }
}
