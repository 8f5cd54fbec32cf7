#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Example and test apps of packages inside the scanned tree: a Flutter plugin's
/// `plugins/<name>/example/`, a React Native library's `example/`, a vendored chart library's
/// `ChartsDemo/`, a package's `integration_test` app. Each is an app of its own, built from its
/// own project, and never part of the app under lint: its Info.plist is not the app's, its
/// Podfile switches are not the app's, its code requests nothing on the app's behalf.
///
/// A folder is such an app's when its name says so (`example`, `examples`, `sample`, `demo`,
/// `integration_test`, `FooExample`, `foo_demo`, …) and it holds an app (an Info.plist, an Xcode
/// project, an Android manifest or an Expo config) built from its own package or project: a
/// `pubspec.yaml`, `package.json`, Gradle script, Podfile, Xcode project or Expo config inside
/// it, or an `ios/`/`android/` folder of its own that no Xcode project outside it covers. An
/// Android source set (`src/demo/`) is never one, and neither is a folder with its own
/// feature map, which the user lints as an app.
///
/// They are left out only when the scan holds an app outside them; a scan of an example app
/// alone (its folder passed as the path) lints it as the app it is.
struct ExampleApps: Sendable {
  /// The example apps' folders left out of the run, outermost only, sorted.
  var folders: [String]

  /// Folders whose code ships in no app: their sources are not read, and an app in one is a
  /// test app.
  static let testFolders: Set<String> = ["test", "tests", "integration_test", "test_driver", "__tests__", "e2e"]

  /// Whether a folder's name is one of `testFolders`, without making a string of most names:
  /// the walk asks it of every folder above every source file. An ASCII name of a length no
  /// test folder has is turned away by its length.
  static func isTestFolder(_ folder: Substring) -> Bool {
    let utf8 = folder.utf8
    let count = utf8.count
    if count >= 64 || testFolderLengths & (1 << UInt64(count)) == 0, utf8.allSatisfy({ $0 < 0x80 }) { return false }
    return testFolders.contains(String(folder))
  }

  /// One bit per length (in bytes) of a name of `testFolders`.
  private static let testFolderLengths: UInt64 = testFolders.reduce(0) { $0 | (1 << UInt64($1.utf8.count)) }

  /// The example folders among `documents`, and the documents without them.
  static func partition(_ documents: [any InputDocument]) -> (kept: [any InputDocument], examples: ExampleApps) {
    let folders = exampleFolders(in: documents)
    guard !folders.isEmpty else { return (documents, ExampleApps(folders: [])) }
    let maps = mapFolders(documents)
    let kept = documents.filter { document in
      let path = document.path
      return !folders.contains { folder in
        RelativePath.isInside(path, folder) && !ownedByMap(path, inside: folder, maps: maps)
      }
    }
    return (kept, ExampleApps(folders: folders))
  }

  /// The one note of a run that left example apps out: which apps it linted, which it left
  /// out, and how to lint one of them.
  func notification(linted apps: [AppModel]) -> ToolNotification? {
    guard let first = folders.first else { return nil }
    let linted = Self.appFolders(apps)
    let which = linted.isEmpty ? "" : " (\(linted.joined(separator: ", ")))"
    let one = folders.count == 1
    return ToolNotification(
      path: folders.joined(separator: ", "),
      message: (one
        ? "an example or test app of a package in the tree, built from its own project"
        : "example or test apps of packages in the tree, each built from its own project")
        + ": not part of the app\(linted.count == 1 ? "" : "s") found\(which), so left out. To lint "
        + (one ? "it" : "one") + " on its own, pass its folder: permlint \(first)",
      severity: .note)
  }

  /// The folders of the apps a run lints, for the note: an app's root, or the folder of the
  /// file it stands on; Android library modules are not apps.
  static func appFolders(_ apps: [AppModel]) -> [String] {
    var folders = Set<String>()
    for app in apps {
      let library = app.gradleBuildFiles.contains { $0.pluginKind == .library }
      guard
        !app.infoPlists.isEmpty || !app.xcodeProjects.isEmpty || !app.expoConfigs.isEmpty
          || (!app.androidManifests.isEmpty && !library)
      else { continue }
      let files = app.infoPlists.map(\.path) + app.androidManifests.map(\.path) + app.gradleBuildFiles.map(\.path)
      var folder = files.contains(app.root) ? AppGrouping.directory(of: app.root) : app.root
      if app.root.hasSuffix("app.json") { folder = AppGrouping.directory(of: app.root) }
      folders.insert(folder)
    }
    return folders.sorted()
  }

  /// The outermost example folders that hold an app of their own, when an app lies outside
  /// every one of them.
  private static func exampleFolders(in documents: [any InputDocument]) -> [String] {
    func isInTree(_ path: String) -> Bool {
      !path.hasPrefix("/")
        && !(ByteSearch.mayContain(path, "node_modules") && path.split(separator: "/").contains("node_modules"))
    }
    // A tree without installed packages or outside paths is taken as it is: a filtered copy
    // of every document cost a retain and a release each, a quarter of a 6,000-file source
    // tree's grouping (issue 23).
    let inTree =
      documents.allSatisfy { isInTree($0.path) } ? documents : documents.filter { isInTree($0.path) }
    let markers = inTree.compactMap(packageFolder)
    let projects = inTree.of(XcodeProjectDocument.self).map(\.projectDirectory)
    let maps = mapFolders(inTree)
    var candidates = Set<String>()
    // Monorepos repeat the same few folder names (`ios`, `android`, `app`, `src`) thousands of times.
    var exampleNames: [Substring: Bool] = [:]
    for document in inTree where definesApp(document) {
      let path = document.path
      for folder in namedFolders(above: path, names: &exampleNames) where !candidates.contains(folder) {
        let below = RelativePath.below(path, folder) ?? ""
        let ownPackage = markers.contains { RelativePath.isInside($0, folder) }
        // An ios/ or android/ folder of its own, unless a project outside builds it.
        let ownPlatformFolder =
          (below.hasPrefix("ios/") || below.hasPrefix("android/") || below.hasPrefix("macos/"))
          && !projects.contains { project in
            !RelativePath.isInside(project, folder) && RelativePath.isInside(folder, project)
          }
        if (ownPackage || ownPlatformFolder) && !ownedByMap(path, inside: folder, maps: maps) {
          candidates.insert(folder)
        }
      }
    }
    let outermost = candidates.filter { folder in
      !candidates.contains { other in other != folder && RelativePath.isInside(folder, other) }
    }
    guard !outermost.isEmpty else { return [] }
    let libraries = Set(
      inTree.of(GradleBuildFile.self).filter { $0.pluginKind == .library }.compactMap {
        AndroidModulePath.module(of: $0.path)
      })
    let appOutside = inTree.contains { document in
      let path = document.path
      guard !outermost.contains(where: { RelativePath.isInside(path, $0) }) else { return false }
      if document.is(AndroidManifestDocument.self) {
        return !libraries.contains(AndroidModulePath.module(of: path) ?? path)
      }
      return document.is(FeatureMapFile.self) || definesApp(document)
    }
    return appOutside ? outermost.sorted() : []
  }

  /// The folders of the feature maps among `documents`.
  private static func mapFolders(_ documents: [any InputDocument]) -> [String] {
    documents.of(FeatureMapFile.self).map { AppGrouping.directory(of: $0.path) }
  }

  /// Whether a feature map inside `folder` owns `path`: the user maps that app, so it is one
  /// to lint, wherever it lives.
  private static func ownedByMap(_ path: String, inside folder: String, maps: [String]) -> Bool {
    maps.contains { map in RelativePath.isInside(map, folder) && RelativePath.isInside(path, map) }
  }

  /// Whether a document is an app's own: what makes a folder hold an app.
  private static func definesApp(_ document: any InputDocument) -> Bool {
    document.is(InfoPlistDocument.self) || document.is(XcodeProjectDocument.self)
      || document.is(AndroidManifestDocument.self) || document.is(ExpoConfigDocument.self)
      || document.is(ExpoDynamicConfig.self)
  }

  /// The folder a package or project file makes its own: a pubspec's, package.json's, Gradle
  /// script's, Podfile's or Expo config's folder, an Xcode project's folder.
  private static func packageFolder(_ document: any InputDocument) -> String? {
    if document.is(PubspecDocument.self) {
      return document.path.hasSuffix(".lock") ? nil : AppGrouping.directory(of: document.path)
    }
    if document.is(PackageJSONDocument.self) || document.is(GradleBuildFile.self)
      || document.is(GradleSettingsFile.self) || document.is(PodfileDocument.self)
      || document.is(ExpoConfigDocument.self) || document.is(ExpoDynamicConfig.self)
    {
      return AppGrouping.directory(of: document.path)
    }
    return document.cast(XcodeProjectDocument.self)?.projectDirectory
  }

  /// The folders above `path` whose name makes them an example or test app's, outermost
  /// first; an Android source set (`src/demo/`) is a flavour of its module, not an app.
  private static func namedFolders(above path: String, names: inout [Substring: Bool]) -> [String] {
    guard mayNameExample(path) else { return [] }
    let components = path.split(separator: "/").dropLast()
    var result: [String] = []
    for (index, name) in components.enumerated() {
      let isExample = names[name] ?? isExampleName(name)
      names[name] = isExample
      guard isExample else { continue }
      if index > 0, components[components.startIndex + index - 1] == "src" { continue }
      result.append(components.prefix(index + 1).joined(separator: "/"))
    }
    return result
  }

  /// Whether a folder of `path` may have an example or test app's name: every such name holds
  /// `ample`, `demo`, `test` or `e2e` in any case (`isExampleName`), and most paths of a
  /// monorepo hold none, so they are not split into folders (issue 23). A path that is not
  /// ASCII is always split, as lower-casing other characters can make ASCII letters.
  static func mayNameExample(_ path: String) -> Bool {
    var window: UInt32 = 0
    for byte in path.utf8 {
      guard byte < 0x80 else { return true }
      // The last four bytes, lower-cased (`|0x20` leaves `/`, `_`, digits and letters apart).
      window = window << 8 | UInt32(byte | 0x20)
      // "ampl", "demo", "test", and "e2e" in the low three bytes.
      if window == 0x616D_706C || window == 0x6465_6D6F || window == 0x7465_7374 || window & 0xFF_FFFF == 0x65_3265 {
        return true
      }
    }
    return false
  }

  /// Names that example and test apps go by.
  private static let exampleWords = ["example", "examples", "sample", "samples", "demo", "demos"]
  private static let testAppNames: Set<String> = [
    "integration_test", "integration_test_app", "testapp", "testapps", "test_app", "test-app",
  ]

  /// `example`, `Examples`, `sample`, `demo`, a test folder or test app, or a name built on one:
  /// `MPChartExample`, `ExampleApp`, `scanner_example`, `react-native-charts-demo`, `demo_app`.
  static func isExampleName(_ name: Substring) -> Bool {
    let lower = name.lowercased()
    if exampleWords.contains(lower) || testAppNames.contains(lower) || Self.testFolders.contains(lower) {
      return true
    }
    for word in exampleWords {
      if lower.hasSuffix("_" + word) || lower.hasSuffix("-" + word) || lower.hasPrefix(word + "_")
        || lower.hasPrefix(word + "-")
      {
        return true
      }
      // CamelCase: a capitalized word after a lowercase letter or digit, or before a capital.
      let capitalized = word.prefix(1).uppercased() + word.dropFirst()
      if name.hasSuffix(capitalized), let before = name.dropLast(capitalized.count).last,
        before.isLowercase || before.isNumber
      {
        return true
      }
      if name.hasPrefix(capitalized), let after = name.dropFirst(capitalized.count).first, after.isUppercase {
        return true
      }
    }
    return false
  }
}
