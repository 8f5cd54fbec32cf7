import Dispatch

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Groups parsed documents into apps: a feature map's directory and everything below it form
/// one app; a manifest with no feature map above it stands alone.
enum AppGrouping {
  static func apps(from documents: [any InputDocument], android: AndroidBuildEnvironment = AndroidBuildEnvironment())
    -> [AppModel]
  {
    let grouped = groups(from: documents, android: android)
    return grouped.apps.map { resolved($0, android: grouped.android) }
  }

  /// The apps with their documents but without the models derived from them (bundles,
  /// Android modules), and the Android environment to derive them in. Resolving each app
  /// where its rules run keeps one app's derived models in memory at a time.
  /// Example and test apps of packages in the tree are left out when an app lies outside
  /// them, and said once in `notifications` (see `ExampleApps`).
  ///
  /// With `jobs` above 1, what the apps take from the whole tree (the Gradle workspace, the
  /// Flutter and React Native projects) is gathered on another thread while the documents join
  /// their apps and the native sources and code files are collected: the two sides were a
  /// fifth of a 2,000-app run's grouping and half of a 6,000-file source tree's, with the
  /// other core idle (issue 23). The result is the same for any `jobs`.
  static func groups(
    from documents: [any InputDocument], android: AndroidBuildEnvironment = AndroidBuildEnvironment(), jobs: Int = 1
  ) -> (apps: [AppModel], android: AndroidBuildEnvironment, notifications: [ToolNotification]) {
    let (read, examples) = ExampleApps.partition(ExpoGrouping.prepare(documents))
    let (documents, unread) = ProjectManifests.prepare(read)
    let tree: TreeFacts
    var (apps, appIndex): ([AppModel], [String: Int])
    let native: NativeCodeGrouping.Collected
    if jobs > 1 {
      let facts = ResultSlots<TreeFacts>(count: 1)
      let joined = ResultSlots<(apps: [AppModel], appIndex: [String: Int], native: NativeCodeGrouping.Collected)>(
        count: 1)
      DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 {
          facts.set(0, TreeFacts(gathering: documents, android: android))
        } else {
          let (apps, appIndex) = joinApps(documents)
          joined.set(0, (apps, appIndex, NativeCodeGrouping.collect(documents)))
        }
      }
      tree = facts.take(0)
      (apps, appIndex, native) = joined.take(0)
    } else {
      tree = TreeFacts(gathering: documents, android: android)
      (apps, appIndex) = joinApps(documents)
      native = NativeCodeGrouping.collect(documents)
    }
    let android = tree.android
    let flutter = tree.flutter
    let reactNative = tree.reactNative
    let packageRoots = tree.packageRoots
    // Sorted by root, each app moved into place rather than copied.
    let order = appIndex.sorted { $0.key < $1.key }.map(\.value)
    var sorted: [AppModel] = []
    sorted.reserveCapacity(apps.count)
    for index in order {
      var app = AppModel(root: apps[index].root)
      swap(&app, &apps[index])
      // An app read only from an Expo config has no Podfile of its own: the switches of a
      // committed ios/ folder belong to the app built from that folder.
      let onlyExpo =
        !app.expoConfigs.isEmpty && app.xcodeProjects.isEmpty
        && app.infoPlists.allSatisfy { plist in app.expoConfigs.contains { $0.path == plist.path } }
      if !onlyExpo {
        app.flutter = FlutterPermissionFacts.project(for: app.root, in: flutter)
        app.reactNativePermissions = ReactNativePermissionFacts.project(
          for: app.root, in: reactNative, roots: packageRoots)
      }
      sorted.append(app)
    }
    apps = []
    // A build of the app read with its sources is compared with them.
    var grouped = AppleBuild.attach(to: sorted)
    // A Fastfile that writes InfoPlist.strings fills translations at build time for the apps
    // of its repository (`fastlane/` sits at the repository's root).
    let writers = documents.of(BuildStepDocument.self).filter(\.writesInfoPlistStrings).map(\.path)
    for writer in writers {
      let root = directory(of: directory(of: writer))
      for index in grouped.indices where root == "." || grouped[index].root.hasPrefix(root + "/") {
        grouped[index].infoPlistStringsWriters.append(writer)
      }
    }
    let notifications = (examples.notification(linted: grouped).map { [$0] } ?? []) + unread
    return (
      CodeDependencyGrouping.attach(
        documents, to: PrivacyGrouping.attach(documents, to: NativeCodeGrouping.attach(native, to: grouped))),
      android, notifications
    )
  }

  /// What every app may take from the whole tree rather than from its own documents.
  private struct TreeFacts: Sendable {
    /// The Android environment with the tree's Gradle workspace and Expo levels.
    var android: AndroidBuildEnvironment
    var flutter: [String: FlutterPermissionFacts]
    var reactNative: [String: ReactNativePermissionFacts]
    /// The folders of the package.json files.
    var packageRoots: Set<String>

    init(gathering documents: [any InputDocument], android: AndroidBuildEnvironment) {
      self.android = android
      self.android.workspace = GradleWorkspace(documents: documents)
      for config in documents.of(ExpoConfigDocument.self) { self.android.addExpoLevels(config) }
      flutter = FlutterPermissionFacts.projects(from: documents)
      reactNative = ReactNativePermissionFacts.projects(from: documents)
      packageRoots = Set(documents.of(PackageJSONDocument.self).map { directory(of: $0.path) })
    }
  }

  /// The documents joined into apps, in the order their roots were first met, with each
  /// root's index.
  private static func joinApps(_ documents: [any InputDocument]) -> (apps: [AppModel], appIndex: [String: Int]) {
    let roots = Set(documents.of(FeatureMapFile.self).map { directory(of: $0.path) })
    // Without a feature map, an Xcode project's directory holds one app, so that its
    // Info.plists, strings and build settings are checked together.
    let projectRoots = Set(documents.of(XcodeProjectDocument.self).map(\.projectDirectory))
    // A directory's Info.plist, before a build configuration's `Info-<Name>.plist` beside it.
    let plistByDirectory = Dictionary(
      documents.of(InfoPlistDocument.self).map { (directory(of: $0.path), $0.path) },
      uniquingKeysWith: { first, second in
        let firstIsConfiguration = InfoPlistDocument.isConfigurationName(String(first.split(separator: "/").last ?? ""))
        let secondIsConfiguration = InfoPlistDocument.isConfigurationName(
          String(second.split(separator: "/").last ?? ""))
        guard firstIsConfiguration != secondIsConfiguration else { return min(first, second) }
        return firstIsConfiguration ? second : first
      })
    // The apps in a list, found by root through an index: an app model is large, and a
    // dictionary of them (and a sorted copy) held twice the room of the apps themselves.
    var apps: [AppModel] = []
    var appIndex: [String: Int] = [:]
    // Settings, properties and catalogs inform every module through the workspace; they
    // are no app of their own (`InputDocument.joinsApp`).
    for document in documents where document.joinsApp {
      let path = document.path
      // A build is an app of its own, whatever folder it lies in.
      let root =
        BuiltProduct.root(of: path) ?? owningMapRoot(of: path, roots: roots)
        ?? owningMapRoot(of: path, roots: projectRoots) ?? document.standaloneRoot(plists: plistByDirectory)
      // Joined in place: a copy taken out and stored back would copy the app's lists on every
      // join, quadratic in a large app's files.
      let index = appIndex[root] ?? apps.count
      if index == apps.count {
        appIndex[root] = index
        apps.append(AppModel(root: root))
      }
      document.join(&apps[index])
    }
    return (apps, appIndex)
  }

  /// An app of `groups(from:android:)` with its bundles and Android modules.
  static func resolved(_ app: AppModel, android: AndroidBuildEnvironment) -> AppModel {
    var app = app
    app.resolveBundles()
    app.androidModules = app.makeAndroidModules(environment: android)
    return app
  }

  /// The deepest feature-map directory above `path`, found by walking up its ancestors, so a
  /// nested feature map owns its own subtree.
  private static func owningMapRoot(of path: String, roots: Set<String>) -> String? {
    guard !roots.isEmpty else { return nil }
    var current = path
    while current != "." {
      current = directory(of: current)
      if roots.contains(current) { return current }
    }
    return nil
  }

  static func directory(of path: String) -> String { RelativePath.directory(of: path) }
}
