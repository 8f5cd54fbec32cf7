#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Every Gradle file of a scan, indexed by directory, so that a module's settings can be
/// evaluated against the root script's `ext` block, `gradle.properties` and the version
/// catalog, the way Gradle would find them.
@_spi(RuleAuthoring) @_spi(Testing) public struct GradleWorkspace: Sendable {
  /// Build scripts by module directory (`.` for the scanned root).
  public var buildFiles: [String: GradleBuildFile] = [:]
  /// `gradle.properties` by directory.
  public var properties: [String: GradlePropertiesDocument] = [:]
  /// Version catalogs by the directory that holds their `gradle/` folder.
  public var catalogs: [String: VersionCatalogDocument] = [:]
  /// Every settings file.
  public var settings: [GradleSettingsFile] = []
  /// Every manifest, by module directory.
  public var manifests: [String: [AndroidManifestDocument]] = [:]
  /// `package.json` files by directory.
  public var packages: [String: PackageJSONDocument] = [:]
  /// `.flutter-plugins-dependencies` files by directory.
  public var flutterPlugins: [String: FlutterPluginDependencies] = [:]
  /// The module directories of Flutter plugins, as manifests inside them are keyed.
  var flutterPluginModules: Set<String> = []
  /// Scripts applied with `apply from:` and convention-plugin sources, by path.
  public var scripts: [String: GradleBuildFile] = [:]
  /// Module directories another module's release build depends on: libraries, whatever their
  /// script applies (an app is never a dependency).
  var dependedOn: Set<String> = []
  /// The product flavours any script of the scan names, and whether some script creates flavours
  /// by names that are no literals: a root script's `subprojects { android { productFlavors … } } }`
  /// configures modules no contributor links to.
  var productFlavorNames: (names: Set<String>, hasUnnamed: Bool) = ([], false)

  /// An empty workspace.
  public init() {}

  /// Adds the Gradle files among parsed documents.
  init(documents: [any InputDocument]) {
    // The Gradle documents alone are sorted: a monorepo's sources were sorted with them.
    let gradle = documents.filter { document in
      document.is(GradleBuildFile.self) || document.is(GradlePropertiesDocument.self)
        || document.is(VersionCatalogDocument.self) || document.is(GradleSettingsFile.self)
        || document.is(GradleScriptDocument.self) || document.is(PackageJSONDocument.self)
        || document.is(FlutterPluginDependencies.self) || document.is(AndroidManifestDocument.self)
    }
    for document in gradle.sorted(by: { $0.path < $1.path }) {
      switch document {
      case let build as GradleBuildFile:
        if let module = AndroidModulePath.module(of: build.path), buildFiles[module] == nil {
          buildFiles[module] = build
        }
      case let file as GradlePropertiesDocument:
        properties[AppGrouping.directory(of: file.path)] = file
      case let catalog as VersionCatalogDocument:
        let root = AppGrouping.directory(of: AppGrouping.directory(of: catalog.path))
        if catalogs[root] == nil || catalog.path.hasSuffix("/libs.versions.toml") { catalogs[root] = catalog }
      case let file as GradleSettingsFile:
        settings.append(file)
      case let script as GradleScriptDocument:
        scripts[script.path] = script.build
      case let package as PackageJSONDocument:
        packages[AppGrouping.directory(of: package.path)] = package
      case let plugins as FlutterPluginDependencies:
        flutterPlugins[AppGrouping.directory(of: plugins.path)] = plugins
        for plugin in plugins.plugins {
          flutterPluginModules.insert(Self.moduleKey(plugin.directory + "/android"))
        }
      case let manifest as AndroidManifestDocument:
        manifests[AndroidModulePath.module(of: manifest.path) ?? manifest.path, default: []].append(manifest)
      default:
        break
      }
    }
    conventions = GradleConventions(buildFiles: buildFiles, scripts: scripts, catalogs: catalogs)
    for file in Array(buildFiles.values) + Array(scripts.values) {
      productFlavorNames.names.formUnion(file.productFlavors.map(\.value))
      productFlavorNames.hasUnnamed = productFlavorNames.hasUnnamed || file.hasUnnamedProductFlavors
    }
    for (module, build) in buildFiles {
      for dependency in projectDependencies(of: module, build: build) {
        dependedOn.insert(dependencyDirectory(dependency.value, from: module))
      }
    }
  }

  /// The convention plugins and applied scripts of the scan.
  var conventions = GradleConventions()

  /// The scripts a module's build applies, directly or through convention plugins, in the
  /// order Gradle applies them; the module's own script is not among them.
  func contributors(of module: String) -> [GradleBuildFile] {
    guard let build = buildFiles[module] else { return [] }
    return conventions.contributors(of: build)
  }

  /// The Android plugin a module applies: its own script's, else a convention plugin's or an
  /// applied script's.
  func pluginKind(of module: String) -> AndroidPluginKind? {
    guard let build = buildFiles[module] else { return nil }
    if let kind = build.pluginKind { return kind }
    for file in [build] + conventions.contributors(of: build) {
      // `alias(libs.plugins.agp.app)` where the catalog names `com.android.application`.
      let ids = file.appliedPlugins.compactMap { conventions.id(of: $0.value) }
      if ids.contains("com.android.application") { return .application }
      if ids.contains(where: GradleScriptFactsReader.libraryPluginIDs.contains) { return .library }
    }
    // A convention plugin only tests for the plugin (`pluginManager.hasPlugin("com.android.application")`)
    // as often as it applies it: its plugin ids above are what it applies.
    return nil
  }

  /// A module's project dependencies, its own and those its convention plugins add.
  func projectDependencies(of module: String, build: GradleBuildFile? = nil) -> [(
    value: String, location: FileLocation
  )] {
    guard let build = build ?? buildFiles[module] else { return [] }
    return ([build] + conventions.contributors(of: build)).flatMap { file in
      file.projectDependencies.map { ($0.value, file.location($0.position)) }
    }
  }

  /// The Maven dependencies of a module's release build and of the library modules it
  /// depends on (theirs merge into the app too), as `group:artifact` with where each is named;
  /// a catalog accessor the catalog does not resolve keeps its `libs.…` name.
  func externalDependencies(of module: String, libraryPaths: [String]) -> [(coordinate: String, location: FileLocation)]
  {
    var result: [(String, FileLocation)] = []
    var seen: Set<String> = []
    for directory in [module] + libraryPaths {
      guard let build = buildFiles[directory] else { continue }
      for file in [build] + conventions.contributors(of: build) {
        for dependency in file.externalDependencies {
          let coordinate: String
          switch dependency.value {
          case .coordinate(let group, let artifact): coordinate = group + ":" + artifact
          case .catalog(let accessor):
            coordinate =
              RelativePath.ancestors(of: directory).lazy.compactMap { self.catalogs[$0]?.library(accessor: accessor) }
              .first ?? "libs." + accessor.joined(separator: ".")
          }
          if seen.insert(coordinate).inserted { result.append((coordinate, file.location(dependency.position))) }
        }
      }
    }
    return result
  }

  /// The directory of a Gradle path (`:core:ble`) as the build of `module` finds it.
  func dependencyDirectory(_ gradlePath: String, from module: String) -> String {
    if let settingsFile = settingsFile(for: module) { return settingsFile.directory(of: gradlePath) }
    return RelativePath.join(AppGrouping.directory(of: module), gradlePath.split(separator: ":").joined(separator: "/"))
  }

  /// Whether a module is a library: its script applies `com.android.library`, or it is a
  /// package installed under `node_modules`. A library is merged into the apps that depend
  /// on it and never linted as an app.
  func isLibrary(_ module: String) -> Bool {
    let kind = pluginKind(of: module)
    if kind == .library || flutterPluginModules.contains(module) { return true }
    // A module another module depends on is a library, whatever convention plugin builds it
    // (`alias(libs.plugins.acme.kmp.feature)`): Gradle cannot depend on an app.
    if kind == nil, dependedOn.contains(module) { return true }
    // The bytes first: a search on characters for every module of every app was a hundredth
    // of a monorepo's run (issue 23).
    return module.hasPrefix("node_modules/")
      || (ByteSearch.mayContain(module, "/node_modules/") && module.contains("/node_modules/"))
  }

  /// The settings file of the build a module belongs to: the nearest one at or above it.
  func settingsFile(for module: String) -> GradleSettingsFile? {
    for directory in RelativePath.ancestors(of: module) {
      if let file = settings.first(where: { AppGrouping.directory(of: $0.path) == directory }) { return file }
    }
    return nil
  }

  /// The library modules an app module depends on, directly or through other libraries, and
  /// the dependencies whose directories hold no manifest permlint has read.
  func libraries(of module: String) -> (found: [AndroidLibrary], unresolved: [UnresolvedLibrary]) {
    var found: [AndroidLibrary] = []
    var unresolved: [UnresolvedLibrary] = []
    var visited: Set<String> = [module]
    var queue = [module]
    let settingsFile = settingsFile(for: module)
    let buildRoot = settingsFile.map { AppGrouping.directory(of: $0.path) } ?? AppGrouping.directory(of: module)
    while !queue.isEmpty {
      let current = queue.removeFirst()
      guard buildFiles[current] != nil else { continue }
      for dependency in projectDependencies(of: current) {
        var directory =
          settingsFile?.directory(of: dependency.value)
          ?? RelativePath.join(buildRoot, dependency.value.split(separator: ":").joined(separator: "/"))
        if buildFiles[directory] == nil, manifests[directory] == nil,
          let found = Self.onlyModule(named: dependency.value, under: buildRoot, in: buildFiles.keys)
        {
          directory = found
        }
        guard visited.insert(directory).inserted else { continue }
        let release = (manifests[directory] ?? []).filter {
          AndroidModulePath.isRelease(sourceSet: AndroidModulePath.sourceSet(of: $0.path))
        }
        if release.isEmpty, buildFiles[directory] == nil {
          unresolved.append(
            UnresolvedLibrary(
              name: dependency.value, location: dependency.location,
              remedy: "its directory \(directory) is not in the scanned tree; " + Self.remedy(forMissing: directory)))
          continue
        }
        found.append(library(dependency.value, at: directory, manifests: release))
        queue.append(directory)
      }
    }
    let installed = installedLibraries(of: module, visited: &visited)
    return (found + installed.found, unresolved + installed.missing)
  }

  /// The one module directory below `root` named as the last part of the Gradle path
  /// `project` (`:duckchat-api` -> `duckchat/duckchat-api`), for a project whose directory the
  /// settings set in code permlint does not run (a loop over the folders that calls
  /// `include` and sets `projectDir`, as duckduckgo/Android's does); `nil` when none or
  /// several are.
  static func onlyModule(named project: String, under root: String, in modules: some Sequence<String>) -> String? {
    guard let name = project.split(separator: ":").last.map(String.init), !name.isEmpty else { return nil }
    var found: String?
    for module in modules
    where RelativePath.lastComponent(of: module) == name && (root == "." || module.hasPrefix(root + "/")) {
      guard found == nil else { return nil }
      found = module
    }
    return found
  }

  /// React Native packages and Flutter plugins of the project an app module belongs to,
  /// whose `android/` manifests were read.
  private func installedLibraries(of module: String, visited: inout Set<String>) -> (
    found: [AndroidLibrary], missing: [UnresolvedLibrary]
  ) {
    var result: [AndroidLibrary] = []
    var missing: [UnresolvedLibrary] = []
    // The project root is above the Android root: `<project>/android/app`.
    for directory in RelativePath.ancestors(of: module).dropFirst() {
      var candidates: [(name: String, module: String)] = []
      if let package = packages[directory] {
        candidates += package.packageDirectories().map { ($0.name, RelativePath.join($0.directory, "android")) }
        // Without node_modules, autolinked native packages are dependencies permlint cannot read.
        if !hasInstalledPackages(in: directory) {
          for entry in package.dependencies where Self.isAutolinkedNative(entry.key) {
            missing.append(
              UnresolvedLibrary(
                name: entry.key, location: FileLocation(path: package.path, position: entry.position),
                remedy: "node_modules is not in the scanned tree; run `npm install` (or `yarn`) and scan again",
                isUninstalledPackage: true))
          }
        }
      }
      if let plugins = flutterPlugins[directory] {
        candidates += plugins.plugins.map { ($0.name, Self.moduleKey($0.directory + "/android")) }
      }
      for candidate in candidates where visited.insert(candidate.module).inserted {
        let release = (manifests[candidate.module] ?? []).filter {
          AndroidModulePath.isRelease(sourceSet: AndroidModulePath.sourceSet(of: $0.path))
        }
        guard !release.isEmpty else { continue }
        result.append(library(candidate.name, at: candidate.module, manifests: release))
      }
      if !candidates.isEmpty { break }
    }
    return (result, missing)
  }

  /// How to make a missing module directory available, by where it would be.
  static func remedy(forMissing directory: String) -> String {
    if directory.contains("node_modules/") { return "run `npm install` (or `yarn`) and scan again" }
    if directory.contains(".pub-cache") || directory.contains("flutter") {
      return "run `flutter pub get` and scan again"
    }
    return "scan the directory that holds it (the whole repository, from the folder with settings.gradle)"
  }

  /// Whether a module is the Android app of a React Native project: a `package.json` above it
  /// depends on `react-native`.
  func isReactNativeApp(_ module: String) -> Bool {
    RelativePath.ancestors(of: module).dropFirst().contains { directory in
      packages[directory]?.dependencies.contains { $0.key == "react-native" } == true
    }
  }

  /// Whether anything under `<directory>/node_modules` was read.
  private func hasInstalledPackages(in directory: String) -> Bool {
    let prefix = directory == "." ? "node_modules/" : directory + "/node_modules/"
    return packages.keys.contains { $0.hasPrefix(prefix) } || manifests.keys.contains { $0.hasPrefix(prefix) }
  }

  /// Whether an npm package is, by its name, one React Native or Expo autolinks into the
  /// Android build: `react-native-ble-plx`, `@react-native-firebase/app`, `@sentry/react-native`,
  /// `expo-camera`. `react-native` itself is the framework, whose template the app already holds.
  static func isAutolinkedNative(_ name: String) -> Bool {
    guard name != "react-native" else { return false }
    let last = name.split(separator: "/").last.map(String.init) ?? name
    return name.contains("react-native") || last.hasPrefix("expo-")
  }

  private func library(_ name: String, at directory: String, manifests: [AndroidManifestDocument]) -> AndroidLibrary {
    var library = AndroidLibrary(name: name, path: directory, manifests: manifests)
    library.packages = manifests.compactMap(\.packageName) + (buildFiles[directory]?.packageNames ?? [])
    return library
  }

  /// The key a module directory has in `manifests`: `AndroidModulePath.module(of:)` of a
  /// manifest inside it, which drops a leading `/`.
  static func moduleKey(_ directory: String) -> String {
    AndroidModulePath.module(of: directory + "/src/main/AndroidManifest.xml") ?? directory
  }

  /// The value of an extra property or variable visible from `module`: the module's own
  /// script first, then the scripts of the directories above it (the root project's `ext`).
  func definition(_ name: String, from module: String) -> (value: Int, location: FileLocation)? {
    for directory in RelativePath.ancestors(of: module) {
      guard let build = buildFiles[directory] else { continue }
      let visible = build.definitions.filter { $0.name == name && ($0.scope == .extra || directory == module) }
      if let last = visible.last { return (last.value, build.location(last.position)) }
    }
    return nil
  }

  /// The value of a Gradle property from the nearest `gradle.properties` at or above `module`.
  func property(_ name: String, from module: String, suffixMatch: Bool = false) -> (
    value: Int, location: FileLocation
  )? {
    for directory in RelativePath.ancestors(of: module) {
      guard let file = properties[directory] else { continue }
      let entry = file.entries.last { $0.key == name || (suffixMatch && $0.key.hasSuffix("_" + name)) }
      if let entry, let value = Int(entry.value) {
        return (value, FileLocation(path: file.path, position: entry.position))
      }
    }
    return nil
  }

  /// The version a `libs.versions.<accessor>` reference reaches from `module`.
  func catalogVersion(_ accessor: [String], from module: String) -> (value: Int, location: FileLocation)? {
    for directory in RelativePath.ancestors(of: module) {
      guard let catalog = catalogs[directory] else { continue }
      guard let entry = catalog.version(accessor: accessor), let value = Int(entry.value) else { return nil }
      return (value, FileLocation(path: catalog.path, position: entry.position))
    }
    return nil
  }
}

/// Evaluates the forms in which build scripts set `minSdk` and `targetSdk` to something
/// other than a literal, statically: permlint never runs Gradle.
struct GradleValueResolver {
  /// How a value was found, for messages.
  struct Resolved {
    var value: Int
    /// Where the value itself is written, if it is written in a file.
    var source: FileLocation?
    /// What permlint assumed to get it, if anything.
    var assumption: String?
  }

  let workspace: GradleWorkspace
  let module: String
  let assumptions: AndroidTargetAssumptions

  /// Names that are part of the plumbing around a value, not the value's name.
  private static let plumbing: Set<String> = [
    "rootProject", "project", "ext", "extra", "get", "toInt", "toInteger", "Integer", "parseInt", "valueOf", "as",
    "String", "Int", "properties", "property", "findProperty", "providers", "gradleProperty", "orNull", "it",
  ]

  func resolve(_ setting: GradleBuildFile.Setting) -> Resolved? {
    let tokens = setting.valueTokens
    let identifiers = tokens.filter { $0.kind == .identifier }.map(\.text)
    // `flutter.targetSdkVersion`: the Flutter Gradle plugin's default.
    if let index = identifiers.firstIndex(of: "flutter"), index + 1 < identifiers.count {
      guard setting.key == .targetSdk, ["targetSdkVersion", "targetSdk"].contains(identifiers[index + 1]),
        let value = assumptions.flutterDefaultTarget
      else { return nil }
      let version = assumptions.flutterVersion.map { "Flutter \($0) and later" } ?? "the Flutter SDK"
      return Resolved(
        value: value, source: nil,
        assumption:
          "flutter.targetSdkVersion is \(value) in \(version); if your Flutter SDK sets another value, put it in "
          + "`.permlint.yml` as `android: { target-sdk: N }`")
    }
    // `libs.versions.targetSdk.get().toInt()`, `libs.versions.android.targetSdk.get()`.
    if let index = identifiers.firstIndex(of: "versions"), index > 0, identifiers[index - 1] == "libs" {
      let accessor = identifiers[(index + 1)...].prefix { !["get", "toInt", "toInteger", "orNull"].contains($0) }
      guard !accessor.isEmpty, let found = workspace.catalogVersion(Array(accessor), from: module) else { return nil }
      return Resolved(value: found.value, source: found.location)
    }
    // `safeExtGet("targetSdkVersion", 36)`, `rootProject.ext.get("targetSdkVersion")`,
    // `project.hasProperty("x") ? project.x : 36`, `findProperty("x")`.
    let names = tokens.filter { $0.kind == .string && Int($0.text) == nil }.map(\.text)
    let defaults = tokens.filter { $0.kind == .number }.compactMap { Int($0.text) }
    if let name = names.first, Set(names).count == 1 {
      if let found = workspace.definition(name, from: module) ?? workspace.property(name, from: module)
        ?? (identifiers.contains { $0.hasPrefix("getExtOr") }
          ? workspace.property(name, from: module, suffixMatch: true) : nil)
      {
        return Resolved(value: found.value, source: found.location)
      }
      if defaults.count == 1, let fallback = defaults.first {
        return Resolved(value: fallback, source: nil)
      }
      return nil
    }
    // `ThunderbirdProjectConfig.Android.sdkTarget`: a constant of a convention-plugin build.
    if names.isEmpty, tokens.allSatisfy({ $0.kind == .identifier || $0.text == "." }), identifiers.count > 1,
      let constant = workspace.conventions.constant(identifiers.joined(separator: ".")), constant.kind == .number,
      let value = Int(constant.text)
    {
      return Resolved(value: value, source: nil)
    }
    // `rootProject.ext.targetSdkVersion`, `rootProject.targetSdkVersion`, `targetSdk`.
    let named = identifiers.filter { !Self.plumbing.contains($0) }
    guard names.isEmpty, Set(named).count == 1, let name = named.first else { return nil }
    if let found = workspace.definition(name, from: module) ?? workspace.property(name, from: module) {
      return Resolved(value: found.value, source: found.location)
    }
    return nil
  }
}
