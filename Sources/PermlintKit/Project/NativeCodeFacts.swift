#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The native code of one app: the Swift and Objective-C sources under its folder, the Kotlin
/// and Java sources of the scan (filtered to its modules and their libraries by
/// `androidSources()`), and the dependencies whose code permlint does not scan.
@_spi(RuleAuthoring) @_spi(Testing) public struct NativeCodeFacts: Sendable {
  /// Swift and Objective-C sources under the app's folder.
  public var appleSources: [NativePermissionUses] = []
  /// Every Kotlin and Java source of the scan, for apps with an Android manifest.
  var allAndroidSources: [NativePermissionUses] = []
  /// Android permissions the JavaScript code of the React Native project that builds this app
  /// names explicitly (`PERMISSIONS.ANDROID.CAMERA`, `PermissionsAndroid.PERMISSIONS.CAMERA`).
  public var javaScriptAndroidRequests: [NativePermissionRequest] = []
  /// What could request permissions on the app's behalf but was not scanned, as users name
  /// it (`CocoaPods pods`, `Swift packages`, `Flutter plugins (pub cache)`, …).
  public var unscannedIOS: [String] = []
  /// The same for the Android app; Gradle dependencies are never scanned.
  public var unscannedAndroid: [String] = ["Gradle dependencies"]
  /// The app's own sources in languages permlint does not read, as "12 ClojureScript
  /// sources (.cljs)": while there are any, no rule says a permission, handler or macro goes
  /// unused, and the app says once which sources it did not read.
  public var unreadSources: [String] = []

  /// The Kotlin and Java sources of the app's modules and of the library modules they depend
  /// on: code in a library module runs in the app that merges it.
  public func androidSources(of app: AppModel) -> [NativePermissionUses] {
    var folders: [String] = []
    for module in app.androidModules where module.buildFile?.pluginKind != .library {
      folders.append(module.path)
      folders += module.libraries.map(\.path)
      // `sourceSets { main { kotlin { directories += "src/shared/kotlin" } } }`, also outside the module.
      folders += (module.buildFile?.sourceDirectories ?? []).map { RelativePath.join(module.path, $0) }
    }
    folders = folders.map { $0 == "." ? "" : $0 + "/" }
    guard !folders.isEmpty else { return [] }
    return allAndroidSources.filter { source in folders.contains { source.path.hasPrefix($0) } }
  }
}

extension AppModel {
  /// The structure of all the app's own code: its Dart or JavaScript project, its Swift and
  /// Objective-C sources, and the Kotlin and Java sources of its modules.
  public var allCodeOutlines: [CodeOutline] {
    let native =
      nativeCode.appleSources.compactMap(\.outline) + nativeCode.androidSources(of: self).compactMap(\.outline)
    return (codeOutlines + native).sorted { $0.path < $1.path }
  }

  /// The paths of the app's own code files whose structure was not read at parse time (they
  /// name no seed word of the flow vocabulary), for `CodeFlowClosure` to read if the flows
  /// lead to them.
  var allDeferredCode: [DeferredCode] {
    let native = (nativeCode.appleSources + nativeCode.androidSources(of: self)).compactMap { source in
      source.deferredFingerprint.map { DeferredCode(path: source.path, fingerprint: $0) }
    }
    return (deferredCode + native).sorted { $0.path < $1.path }
  }
}

/// Attaches native sources to the apps they belong to.
enum NativeCodeGrouping {
  /// A Dart or JavaScript file of the app's own code: its structure, or none yet.
  fileprivate struct CodeFile: Sendable {
    var path: String
    var outline: CodeOutline?
    var fingerprint: IdentifierFingerprint?
  }

  /// Whether a path lies in `node_modules/`, its bytes searched first (see `ByteSearch.mayContain`).
  private static func isInstalledPackage(_ path: String) -> Bool {
    ByteSearch.mayContain(path, "node_modules/") && path.contains("node_modules/")
  }

  static func attach(_ documents: [any InputDocument], to apps: [AppModel]) -> [AppModel] {
    attach(collect(documents), to: apps)
  }

  /// What `attach` takes from the documents: their native sources, code files and project
  /// folders, gathered without the apps (grouping gathers them while it joins the apps).
  struct Collected: Sendable {
    fileprivate var apple: [NativePermissionUses] = []
    fileprivate var android: [NativePermissionUses] = []
    fileprivate var podfiles: [String] = []
    fileprivate var packages: [String] = []
    fileprivate var pubspecs: [String] = []
    fileprivate var unread: [(path: String, language: String)] = []
    fileprivate var dartByRoot: [String: [CodeFile]] = [:]
    fileprivate var javaScriptCodeByRoot: [String: [CodeFile]] = [:]
    fileprivate var javaScriptByRoot: [String: [NativePermissionRequest]] = [:]
    fileprivate var nearestPackage = NearestRoot([])
    /// No native source, code file or unread source: `attach` leaves the apps as they are.
    fileprivate var isEmpty = true
  }

  /// The native sources, code files and project folders among `documents`.
  static func collect(_ documents: [any InputDocument]) -> Collected {
    var apple: [NativePermissionUses] = []
    var android: [NativePermissionUses] = []
    var podfiles: [String] = []
    var packages: [String] = []
    // The folders of package.json files without dependencies (`{"name": "@Lib"}`, an import
    // alias inside a project).
    var bare: Set<String> = []
    var pubspecs: [String] = []
    var javaScript: [JavaScriptPermissionUses] = []
    var unread: [(path: String, language: String)] = []
    var dartCode: [CodeFile] = []
    var javaScriptCode: [CodeFile] = []
    for document in documents {
      if let dart = document.cast(DartPermissionUses.self) {
        if dart.outline != nil || dart.isDeferredCode {
          dartCode.append(CodeFile(path: dart.path, outline: dart.outline, fingerprint: dart.deferredFingerprint))
        }
      } else if let source = document.cast(JavaScriptPermissionUses.self) {
        if source.outline != nil || source.isDeferredCode, !Self.isInstalledPackage(source.path) {
          javaScriptCode.append(
            CodeFile(path: source.path, outline: source.outline, fingerprint: source.deferredFingerprint))
        }
        if !source.androidUses.isEmpty { javaScript.append(source) }
      } else if let source = document.cast(NativePermissionUses.self) {
        if source.platform == .apple { apple.append(source) } else { android.append(source) }
      } else if let source = document.cast(UnreadSource.self) {
        if !Self.isInstalledPackage(source.path) { unread.append((source.path, source.language)) }
      } else if document.is(PodfileDocument.self) {
        podfiles.append(AppGrouping.directory(of: document.path))
      } else if let package = document.cast(PackageJSONDocument.self) {
        if !Self.isInstalledPackage(package.path) {
          packages.append(AppGrouping.directory(of: package.path))
          if package.dependencies.isEmpty { bare.insert(AppGrouping.directory(of: package.path)) }
        }
      } else if document.is(PubspecDocument.self) {
        pubspecs.append(AppGrouping.directory(of: document.path))
      }
    }
    guard
      !apple.isEmpty || !android.isEmpty || !javaScript.isEmpty || !unread.isEmpty || !dartCode.isEmpty
        || !javaScriptCode.isEmpty
    else { return Collected() }
    // A Dart or JavaScript source belongs to the project of the nearest pubspec or package.json above it.
    var nearestPubspec = NearestRoot(Set(pubspecs))
    let dartByRoot = Dictionary(grouping: dartCode) { nearestPubspec.root(of: $0.path) ?? "" }
    // A package.json without dependencies inside another project is an import alias
    // (standardnotes' `src/package.json`, `{"name": "@Root"}`), not a project of its own: its
    // sources belong to the project around it.
    let projects = Set(packages)
    let roots = projects.filter { folder in
      !bare.contains(folder) || NearestRoot.nearest(folder, where: projects.contains) == nil
    }
    var nearestPackage = NearestRoot(roots)
    let javaScriptCodeByRoot = Dictionary(grouping: javaScriptCode) { nearestPackage.root(of: $0.path) ?? "" }
    // JavaScript requests belong to the project of the nearest package.json above them.
    var javaScriptByRoot: [String: [NativePermissionRequest]] = [:]
    for source in javaScript {
      guard let root = nearestPackage.root(of: source.path) else { continue }
      javaScriptByRoot[root, default: []] += source.androidUses.map {
        NativePermissionRequest(permission: $0.name, symbol: $0.name, location: $0.location)
      }
    }
    return Collected(
      apple: apple, android: android, podfiles: podfiles, packages: packages, pubspecs: pubspecs, unread: unread,
      dartByRoot: dartByRoot, javaScriptCodeByRoot: javaScriptCodeByRoot, javaScriptByRoot: javaScriptByRoot,
      nearestPackage: nearestPackage, isEmpty: false)
  }

  /// The apps with the native sources, code and unread sources of `collected` that belong to each.
  static func attach(_ collected: Collected, to apps: [AppModel]) -> [AppModel] {
    guard !collected.isEmpty else { return apps }
    let apple = collected.apple
    let android = collected.android
    let podfiles = collected.podfiles
    let packages = collected.packages
    let pubspecs = collected.pubspecs
    let unread = collected.unread
    let dartByRoot = collected.dartByRoot
    let javaScriptCodeByRoot = collected.javaScriptCodeByRoot
    let javaScriptByRoot = collected.javaScriptByRoot
    var nearestPackage = collected.nearestPackage
    let folders = apps.map(folder(of:))
    return apps.enumerated().map { index, app in
      var app = app
      let folder = folders[index]
      if !app.infoPlists.isEmpty || !app.xcodeProjects.isEmpty {
        // A source belongs to the deepest app folder above it.
        app.nativeCode.appleSources = apple.filter { source in
          guard isInside(source.path, folder) else { return false }
          return !folders.enumerated().contains { other, otherFolder in
            other != index && otherFolder.count > folder.count && isInside(source.path, otherFolder)
              && (!apps[other].infoPlists.isEmpty || !apps[other].xcodeProjects.isEmpty)
          }
        }
      }
      if !app.androidManifests.isEmpty {
        app.nativeCode.allAndroidSources = android
        // The project whose folder holds the app's manifests: the nearest one above them.
        if let manifest = app.androidManifests.first?.path,
          let root = nearestPackage.root(of: manifest)
        {
          app.nativeCode.javaScriptAndroidRequests = javaScriptByRoot[root] ?? []
        }
      }
      let related = { (dirs: [String]) -> Bool in dirs.contains { Self.related($0, folder) } }
      var unscanned: [String] = []
      if related(podfiles) { unscanned.append("CocoaPods pods") }
      if app.xcodeProjects.contains(where: { !$0.swiftPackageProducts.isEmpty }) { unscanned.append("Swift packages") }
      if related(pubspecs) || app.flutter != nil { unscanned.append("Flutter plugins (pub cache)") }
      if related(packages) || !app.expoConfigs.isEmpty { unscanned.append("npm packages (node_modules)") }
      // The app's code: its folder, and the Flutter or JavaScript project that builds it (a
      // React Native app's code lives above its ios/ folder).
      let codeRoots =
        [folder] + [app.reactNativePermissions?.root, app.flutter?.root].compactMap { $0 }
        + packages.filter { Self.related($0, folder) }
      app.nativeCode.unreadSources = Self.describe(
        unread.filter { source in codeRoots.contains { isInside(source.path, $0) } })
      app.nativeCode.unscannedIOS = unscanned
      // The Flutter or JavaScript project that builds the app (its native sources are added
      // once its Android modules are known: `allCodeOutlines`).
      var code: [CodeFile] = []
      for (root, files) in dartByRoot where !root.isEmpty && Self.related(root, folder) { code += files }
      for (root, files) in javaScriptCodeByRoot where !root.isEmpty && Self.related(root, folder) { code += files }
      app.codeOutlines = code.compactMap(\.outline).sorted { $0.path < $1.path }
      app.deferredCode = code.compactMap { file in
        file.fingerprint.map { DeferredCode(path: file.path, fingerprint: $0) }
      }.sorted { $0.path < $1.path }
      app.nativeCode.unscannedAndroid =
        ["Gradle dependencies"] + unscanned.filter { $0.hasPrefix("Flutter") || $0.hasPrefix("npm") }
      return app
    }
  }

  /// "12 ClojureScript sources (.cljs, .cljc)" per language, in the order first found.
  private static func describe(_ sources: [(path: String, language: String)]) -> [String] {
    var order: [String] = []
    var counts: [String: Int] = [:]
    var extensions: [String: [String]] = [:]
    for source in sources {
      if counts[source.language] == nil { order.append(source.language) }
      counts[source.language, default: 0] += 1
      let name = source.path.split(separator: "/").last ?? ""
      if let dot = name.lastIndex(of: ".") {
        let ext = String(name[dot...])
        if !(extensions[source.language] ?? []).contains(ext) { extensions[source.language, default: []].append(ext) }
      }
    }
    return order.map { language in
      let count = counts[language] ?? 0
      let exts = (extensions[language] ?? []).joined(separator: ", ")
      return "\(count) \(language) source\(count == 1 ? "" : "s") (\(exts))"
    }
  }

  /// The folder an app's sources live under: its root, or the folder of a standalone file.
  static func folder(of app: AppModel) -> String {
    let files = app.infoPlists.map(\.path) + app.androidManifests.map(\.path) + app.gradleBuildFiles.map(\.path)
    return files.contains(app.root) ? AppGrouping.directory(of: app.root) : app.root
  }

  static func isInside(_ path: String, _ folder: String) -> Bool {
    folder == "." || path.hasPrefix(folder + "/")
  }

  /// Whether two folders are the same, or one holds the other (a Podfile in `ios/` of an app
  /// rooted at `.`, a package.json above `ios/`).
  private static func related(_ a: String, _ b: String) -> Bool {
    a == b || isInside(a, b) || isInside(b, a)
  }
}
