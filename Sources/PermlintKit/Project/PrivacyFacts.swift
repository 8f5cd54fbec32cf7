/// What an app ships of privacy manifests: its manifests (its own and those of prebuilt
/// frameworks in the tree), the lock files that pin its dependencies, and the prebuilt
/// `.xcframework`s it vendors.
@_spi(RuleAuthoring) @_spi(Testing) public struct PrivacyFacts: Sendable {
  /// Every `PrivacyInfo.xcprivacy` of the app's folder, in path order.
  public var manifests: [PrivacyManifestDocument] = []
  /// The lock files that pin the app's iOS dependencies (`Podfile.lock`, `Package.resolved`,
  /// `Cartfile.resolved`, `pubspec.lock`), in path order; none of a macOS folder.
  public var locks: [DependencyLockDocument] = []
  /// The prebuilt `.xcframework`s in the app's folder.
  public var frameworks: [VendoredFramework] = []
  /// What CocoaPods installed beside the app's Podfile.lock (`Pods/Manifest.lock`), by the
  /// path of its `Pods/` folder: the pods whose folders can be trusted to say whether they
  /// ship a manifest are those installed at the version the Podfile.lock pins.
  var installedPods: [String: DependencyLockDocument] = [:]
  /// The `package.json` of the JavaScript project that builds the app (React Native, Expo,
  /// Capacitor, Cordova): the nearest one at or above the app's folder, not an installed
  /// package's.
  public var package: PackageJSONDocument?

  /// The manifests of the app's own targets: not those of prebuilt or vendored binaries.
  public var ownManifests: [PrivacyManifestDocument] { manifests.filter { !$0.isVendored } }
}

/// Attaches lock files and vendored frameworks to the apps they build (privacy manifests join
/// their app as documents do).
enum PrivacyGrouping {
  static func attach(_ documents: [any InputDocument], to apps: [AppModel]) -> [AppModel] {
    var locks = documents.of(DependencyLockDocument.self) + documents.of(PubspecDocument.self).compactMap(\.lock)
    // A macOS app may not ship through the App Store, and its plugins are the macOS ones.
    locks = locks.filter { !$0.path.split(separator: "/").contains("macos") }.sorted { $0.path < $1.path }
    let manifests = documents.of(PrivacyManifestDocument.self).map(\.path)
    let frameworks = documents.of(VendoredFramework.self).map { framework in
      var framework = framework
      framework.manifests = manifests.filter { $0.hasPrefix(framework.folder + "/") }
      return framework
    }
    let packages = documents.of(PackageJSONDocument.self).filter { !$0.path.contains("node_modules/") }
    let installedPods = documents.of(PrivacyManifestDocument.self).filter { $0.installedPod != nil }
    let sandboxes = documents.of(InstalledPodsDocument.self)
    guard !locks.isEmpty || !frameworks.isEmpty || !packages.isEmpty || !installedPods.isEmpty else { return apps }
    let folders = apps.map(NativeCodeGrouping.folder(of:))
    let isApple = apps.map { !$0.infoPlists.isEmpty || !$0.xcodeProjects.isEmpty }
    let packageByFolder = Dictionary(packages.map { (AppGrouping.directory(of: $0.path), $0) }) { first, _ in first }
    /// The apps a file in `directory` builds: the deepest Apple app whose folder holds it, or
    /// else every Apple app below its folder (a `pubspec.lock` above `ios/`).
    func owners(of path: String) -> [Int] {
      let holders = apps.indices.filter { isApple[$0] && NativeCodeGrouping.isInside(path, folders[$0]) }
      if let deepest = holders.max(by: { folders[$0].count < folders[$1].count }) { return [deepest] }
      // A lock inside `App.xcodeproj/` or `App.xcworkspace/` is the lock of the folder that holds it.
      let components = path.split(separator: "/")
      let inProject = components.firstIndex { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }
      let directory =
        inProject.map { components[..<$0].joined(separator: "/") }.map { $0.isEmpty ? "." : $0 }
        ?? AppGrouping.directory(of: path)
      return apps.indices.filter { isApple[$0] && NativeCodeGrouping.isInside(folders[$0], directory) }
    }
    var result = apps
    // A package.json is the project of the shallowest Apple apps below it (`ios/`), not of an
    // Xcode subproject further down (`ios/Internals/ios`), which builds into that app.
    var candidates: [String: [Int]] = [:]
    for index in apps.indices where isApple[index] {
      // The folder itself first: `nearest` starts at the folder of the path it is given.
      let root = NearestRoot.nearest(RelativePath.join(folders[index], "package.json")) {
        packageByFolder[$0] != nil
      }
      if let root { candidates[root, default: []].append(index) }
    }
    for (root, indices) in candidates {
      let depth = { (index: Int) in folders[index] == "." ? 0 : folders[index].split(separator: "/").count }
      let shallowest = indices.map(depth).min()
      for index in indices where depth(index) == shallowest { result[index].privacy.package = packageByFolder[root] }
    }
    for lock in locks {
      var indices = owners(of: lock.path)
      // An npm lock is the lock of the apps its package.json builds.
      if lock.tool.isNpm {
        let directory = AppGrouping.directory(of: lock.path)
        indices = apps.indices.filter { index in
          result[index].privacy.package.map { AppGrouping.directory(of: $0.path) } == directory
        }
      }
      // A pubspec.lock is the lock of the Flutter apps built from an `ios/` folder below it, not
      // of a native app that happens to sit in the same repository.
      if lock.tool == .pub {
        let flutterIOS = RelativePath.join(AppGrouping.directory(of: lock.path), "ios")
        // `ios/` beside the lock, or an `ios/` folder below it (the apps of a pub workspace).
        indices = indices.filter { index in
          let folder = folders[index]
          return folder == flutterIOS || NativeCodeGrouping.isInside(folder, flutterIOS) || folder.hasSuffix("/ios")
        }
      }
      for index in indices { result[index].privacy.locks.append(lock) }
    }
    for index in result.indices {
      result[index].privacy.locks = SwiftPackageLocks.inEffect(result[index].privacy.locks)
    }
    for framework in frameworks {
      for index in owners(of: framework.path) { result[index].privacy.frameworks.append(framework) }
    }
    // A pod is built by the apps of the folder that holds `Pods/`, as the Podfile.lock beside it.
    func builders(ofPods pods: String) -> [Int] {
      owners(of: RelativePath.join(AppGrouping.directory(of: pods), "Podfile.lock"))
    }
    for manifest in installedPods {
      guard let pods = manifest.installedPod?.podsFolder else { continue }
      for index in builders(ofPods: pods) { result[index].privacy.manifests.append(manifest) }
    }
    for sandbox in sandboxes {
      let pods = AppGrouping.directory(of: sandbox.path)
      for index in builders(ofPods: pods) { result[index].privacy.installedPods[pods] = sandbox.lock }
    }
    return result
  }
}
