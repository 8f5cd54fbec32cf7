/// Groups parsed documents into apps: a feature map's directory and everything below it form
/// one app; a manifest with no feature map above it stands alone.
enum AppGrouping {
  static func apps(from documents: [ParsedDocument], android: AndroidBuildEnvironment = AndroidBuildEnvironment())
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
  static func groups(from documents: [ParsedDocument], android: AndroidBuildEnvironment = AndroidBuildEnvironment())
    -> (apps: [AppModel], android: AndroidBuildEnvironment, notifications: [ToolNotification])
  {
    let (read, examples) = ExampleApps.partition(ExpoGrouping.prepare(documents))
    let (documents, unread) = ProjectManifests.prepare(read)
    var android = android
    android.workspace = GradleWorkspace(documents: documents)
    for document in documents {
      if case .expoConfig(let config) = document { android.addExpoLevels(config) }
    }
    let mapRoots = documents.compactMap { document -> String? in
      guard case .featureMap(let map, _, _) = document else { return nil }
      return directory(of: map.path)
    }
    let roots = Set(mapRoots)
    // Without a feature map, an Xcode project's directory holds one app, so that its
    // Info.plists, strings and build settings are checked together.
    let projectRoots = Set(
      documents.compactMap { document -> String? in
        guard case .xcodeProject(let project) = document else { return nil }
        return project.projectDirectory
      })
    let plistByDirectory = Dictionary(
      documents.compactMap { document -> (String, String)? in
        guard case .infoPlist(let plist) = document else { return nil }
        return (directory(of: plist.path), plist.path)
      }, uniquingKeysWith: min)
    var apps: [String: AppModel] = [:]
    for document in documents {
      guard let path = document.path else { continue }
      // Settings, properties and catalogs inform every module through the workspace; they
      // are no app of their own.
      switch document {
      case .gradleSettings, .gradleScript, .gradleProperties, .versionCatalog, .packageJSON, .flutterPlugins, .podfile,
        .pubspec,
        .dartSource, .javaScriptSource, .nativeSource, .unreadProjectManifest, .unreadSource, .buildStep:
        continue
      default: break
      }
      let root =
        owningMapRoot(of: path, roots: roots) ?? owningMapRoot(of: path, roots: projectRoots)
        ?? standaloneRoot(for: document, path: path, plists: plistByDirectory)
      var app = apps[root] ?? AppModel(root: root)
      add(document, to: &app)
      apps[root] = app
    }
    let flutter = FlutterPermissionFacts.projects(from: documents)
    let reactNative = ReactNativePermissionFacts.projects(from: documents)
    let packageRoots = Set(
      documents.compactMap { document -> String? in
        guard case .packageJSON(let package) = document else { return nil }
        return directory(of: package.path)
      })
    var grouped = apps.keys.sorted().compactMap { key -> AppModel? in
      guard var app = apps[key] else { return nil }
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
      return app
    }
    // A Fastfile that writes InfoPlist.strings fills translations at build time for the apps
    // of its repository (`fastlane/` sits at the repository's root).
    let writers = documents.compactMap { document -> String? in
      guard case .buildStep(let path, true) = document else { return nil }
      return path
    }
    for writer in writers {
      let root = directory(of: directory(of: writer))
      for index in grouped.indices where root == "." || grouped[index].root.hasPrefix(root + "/") {
        grouped[index].infoPlistStringsWriters.append(writer)
      }
    }
    let notifications = (examples.notification(linted: grouped).map { [$0] } ?? []) + unread
    return (NativeCodeGrouping.attach(documents, to: grouped), android, notifications)
  }

  /// An app of `groups(from:android:)` with its bundles and Android modules.
  static func resolved(_ app: AppModel, android: AndroidBuildEnvironment) -> AppModel {
    var app = app
    app.resolveBundles()
    app.androidModules = app.makeAndroidModules(environment: android)
    return app
  }

  private static func add(_ document: ParsedDocument, to app: inout AppModel) {
    switch document {
    case .infoPlist(let plist): app.infoPlists.append(plist)
    case .strings(let strings): app.localizedStrings.append(strings)
    case .androidManifest(let manifest): app.androidManifests.append(manifest)
    case .gradleBuild(let build): app.gradleBuildFiles.append(build)
    case .xcodeProject(let project): app.xcodeProjects.append(project)
    case .buildConfiguration(let configuration): app.buildConfigurationFiles.append(configuration)
    case .stringCatalog(let catalog):
      app.stringCatalogs.append(catalog)
      app.localizedStrings += catalog.locales.map(catalog.localizedStrings(for:))
    case .featureMap(let map, let problems, let syntax):
      app.featureMap = map
      app.featureMapProblems = problems
      app.syntaxProblems += syntax
    case .localizedResource(let resource): app.localizedResources.append(resource)
    case .expoConfig(let config):
      app.expoConfigs.append(config)
      // With a native folder committed, the config's empty half is not an app of its own:
      // an empty manifest would otherwise merge every autolinked library a second time.
      if !config.committedNativeFolders.contains(where: { $0.hasSuffix("ios") }) || !config.infoPlist.entries.isEmpty {
        app.infoPlists.append(config.infoPlist)
      }
      if !config.committedNativeFolders.contains(where: { $0.hasSuffix("android") })
        || !config.androidManifest.permissions.isEmpty
      {
        app.androidManifests.append(config.androidManifest)
      }
    case .expoDynamicConfig(let path): app.expoDynamicConfigs.append(path)
    case .failed(_, let error): app.syntaxProblems.append(error)
    case .gradleSettings, .gradleScript, .gradleProperties, .versionCatalog, .packageJSON, .flutterPlugins, .podfile,
      .pubspec,
      .dartSource, .javaScriptSource, .nativeSource, .unreadProjectManifest, .unreadSource, .buildStep, .ignored:
      break
    }
  }

  /// Without a feature map a manifest is its own app, together with the other manifests and
  /// the build script of its Gradle module; strings files join the Info.plist of the
  /// directory that holds their `.lproj` folder, string catalogs the one beside them.
  private static func standaloneRoot(for document: ParsedDocument, path: String, plists: [String: String]) -> String {
    switch document {
    // A dynamic config joins the static one beside it, as Expo reads them together.
    case .expoConfig, .expoDynamicConfig: directory(of: path) == "." ? "app.json" : directory(of: path) + "/app.json"
    case .strings, .localizedResource: plists[directory(of: directory(of: path))] ?? path
    case .stringCatalog: plists[directory(of: path)] ?? path
    case .androidManifest, .gradleBuild: AndroidModulePath.module(of: path) ?? path
    default: path
    }
  }

  /// The deepest feature-map directory above `path`, found by walking up its ancestors, so a
  /// nested feature map owns its own subtree.
  private static func owningMapRoot(of path: String, roots: Set<String>) -> String? {
    var current = path
    while current != "." {
      current = directory(of: current)
      if roots.contains(current) { return current }
    }
    return nil
  }

  static func directory(of path: String) -> String { RelativePath.directory(of: path) }
}
