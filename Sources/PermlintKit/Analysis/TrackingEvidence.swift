/// What an iOS app shows of tracking: the tracking SDKs its lock files and package.json bring
/// in (`rules/tracking-sdks.yml`), and whether its own code asks the user to allow tracking.
struct TrackingEvidence {
  /// One SDK of the list the app depends on, where its dependency is first written.
  struct LockedSDK {
    var sdk: TrackingCatalog.SDK
    /// The name the dependency has in its file (`appsflyer_sdk`, `AppsFlyerFramework`).
    var dependency: String
    var location: FileLocation
  }

  /// The listed trackers, one per SDK at its first dependency, in path order.
  let trackers: [LockedSDK]
  /// Whether a locked SDK can show the prompt for the app.
  let sdkPrompts: Bool
  /// Whether the app's code (native, Dart, JavaScript) may ask for tracking authorization:
  /// a call or name of the catalog's requests, or a file not read in full that names one.
  let codeRequests: Bool

  init(app: AppModel, catalog: PrivacyCatalog) {
    var found: [LockedSDK] = []
    var seen = Set<String>()
    func add(_ sdk: TrackingCatalog.SDK?, _ name: String, _ location: FileLocation) {
      guard let sdk, seen.insert(sdk.name).inserted else { return }
      found.append(LockedSDK(sdk: sdk, dependency: name, location: location))
    }
    // A Podfile.lock is what the iOS app builds: with one, the npm side (package.json and its
    // locks, which hold dev-only packages and packages with no iOS code) says nothing, as in
    // `sdk-without-privacy-manifest`. Without one, an npm lock's entry counts only as a
    // package `dependencies` of package.json names, never a devDependency's.
    let hasPodLock = app.privacy.locks.contains { $0.tool == .cocoaPods }
    let package = hasPodLock ? nil : app.privacy.package
    // package.json and pubspec.lock first: they name the package the user added, the other
    // locks only its pod or a transitive copy.
    if let package {
      for entry in package.dependencies {
        add(
          catalog.tracking.sdk(npm: entry.key), entry.key, FileLocation(path: package.path, position: entry.position))
      }
    }
    let direct = Set(package?.dependencies.map(\.key) ?? [])
    let locks = app.privacy.locks.filter { $0.tool == .pub } + app.privacy.locks.filter { $0.tool != .pub }
    for lock in locks where !(lock.tool.isNpm && hasPodLock) {
      for entry in lock.dependencies where !lock.tool.isNpm || direct.contains(entry.name) {
        add(catalog.tracking.sdk(named: entry.name, tool: lock.tool), entry.name, entry.location)
      }
    }
    trackers = found.filter(\.sdk.tracks)
    sdkPrompts = found.contains { $0.sdk.prompts }
    codeRequests = Self.codeRequests(app: app, catalog: catalog)
  }

  private static func codeRequests(app: AppModel, catalog: PrivacyCatalog) -> Bool {
    let words = Set(catalog.trackingRequests + catalog.tracking.requests)
    let native = app.nativeCode.appleSources.flatMap(\.requests)
    if native.contains(where: { words.contains($0.symbol) }) { return true }
    for outline in app.allCodeOutlines {
      let named = outline.calls.contains { call in
        words.contains(call.name) || call.receivers.contains(where: words.contains)
          || call.argumentWords.contains { !$0.isString && words.contains($0.text) }
      }
      if named || outline.functions.contains(where: { $0.references.contains(where: words.contains) }) { return true }
    }
    // A file whose structure was not read may still ask: its identifiers say whether it can.
    let set = IdentifierSet(Array(words))
    return app.allDeferredCode.contains { set.mayOccur(in: $0.fingerprint) }
  }
}

extension TrackingCatalog {
  /// The SDK (or prompter) a lock file's entry is, by the name its tool uses.
  func sdk(named name: String, tool: DependencyLockDocument.Tool) -> SDK? {
    (sdks + prompters).first { sdk in
      switch tool {
      case .cocoaPods: sdk.pods.contains(name)
      case .pub: sdk.pub.contains(name)
      case .npm, .yarn: sdk.npm.contains(name)
      case .swiftPackageManager, .carthage: sdk.repositories.contains { $0.lowercased() == name.lowercased() }
      }
    }
  }
}
