/// One Gradle module of an Android app: its manifests (one per source set), its build
/// script and the libraries merged into it, read the way the manifest merger and the Android
/// Gradle plugin read them for a release build.
@_spi(Testing) public struct AndroidModule: Sendable {
  /// The module's directory relative to the scanned root, or the manifest's own path when
  /// its name does not follow Gradle's layout (a renamed copy such as
  /// `OWNER__REPO__AndroidManifest.xml`).
  public var path: String
  /// Every manifest of the module, `src/main` first.
  public var manifests: [AndroidManifestDocument]
  /// `<module>/build.gradle` or `<module>/build.gradle.kts`, if present.
  public var buildFile: GradleBuildFile?
  /// The libraries whose manifests merge into this module's (library modules it depends on,
  /// installed React Native packages and Flutter plugins), in priority order.
  public var libraries: [AndroidLibrary]
  /// Dependencies whose manifests are not available to merge, such as a Flutter plugin before
  /// `flutter pub get`, each with where it is named.
  public var unresolvedLibraries: [UnresolvedLibrary]
  /// The lowest API level the app installs on.
  public var minSdk: AndroidSdkLevel
  /// The API level the app targets.
  public var targetSdk: AndroidSdkLevel
  /// The permissions a release build requests, one per permission as the manifest merger
  /// leaves it: each with the declaration of highest priority and where that is.
  public var releasePermissions: [DeclaredPermission]
  /// The services of a release build, each in the manifest that declares it.
  public var releaseServices: [DeclaredService]
  /// The Maven dependencies of the module and its library modules, each with what permlint
  /// knows of its manifest (`rules/android-libraries.yml`).
  public var externalLibraries: [ExternalAndroidLibrary] = []
  /// Whether the module is the Android app of a React Native project (a `package.json` above
  /// it depends on `react-native`), for advice that only such apps need.
  public var isReactNative = false

  /// Permissions known external libraries add, with the library that adds each.
  public var permissionsFromExternalLibraries: [String: ExternalAndroidLibrary] {
    var result: [String: ExternalAndroidLibrary] = [:]
    for library in externalLibraries {
      for permission in library.known?.permissions ?? [] where result[permission] == nil {
        result[permission] = library
      }
    }
    return result
  }

  /// The dependencies whose manifests permlint knows nothing about.
  public var unknownExternalLibraries: [ExternalAndroidLibrary] {
    externalLibraries.filter { !$0.isKnown }
  }

  init(
    path: String, manifests: [AndroidManifestDocument], buildFile: GradleBuildFile?,
    libraries: [AndroidLibrary] = [], unresolvedLibraries: [UnresolvedLibrary] = [],
    environment: AndroidBuildEnvironment = AndroidBuildEnvironment()
  ) {
    self.path = path
    func rank(_ manifest: AndroidManifestDocument) -> (Int, String) {
      (AndroidModulePath.sourceSet(of: manifest.path) == "main" ? 0 : 1, manifest.path)
    }
    self.manifests = manifests.sorted { rank($0) < rank($1) }
    self.buildFile = buildFile
    self.libraries = libraries
    self.unresolvedLibraries = unresolvedLibraries
    var release = self.manifests.filter {
      AndroidModulePath.isRelease(sourceSet: AndroidModulePath.sourceSet(of: $0.path))
    }
    // The manifest the build merged for the chosen variant is the ground truth: it already
    // holds every source set and library.
    let merged = release.filter { AndroidModulePath.isMerged($0.path) }
    if !merged.isEmpty {
      release = merged
      self.libraries = []
      self.unresolvedLibraries = []
    }
    let libraries = self.libraries
    // Priority as the manifest merger gives it: build-type and flavour manifests over
    // `src/main`, `src/main` over every library.
    let anchor =
      release.first { ["main", "merged"].contains(AndroidModulePath.sourceSet(of: $0.path)) } ?? release.first
    var layers: [ManifestLayer] = []
    for manifest in release {
      let priority = ["main", "merged"].contains(AndroidModulePath.sourceSet(of: manifest.path)) ? 1 : 0
      layers.append(ManifestLayer(manifest: manifest, priority: priority, library: nil))
    }
    for library in libraries {
      for manifest in library.manifests {
        layers.append(ManifestLayer(manifest: manifest, priority: 2, library: library.name))
      }
    }
    self.releasePermissions = PermissionMerger.mergeVariants(layers, anchor: anchor)
    var removedServices: [(name: String, priority: Int)] = []
    for layer in layers {
      removedServices += layer.manifest.services.filter(\.isRemoved).map { ($0.name, layer.priority) }
    }
    var services: [DeclaredService] = []
    for layer in layers {
      for service in layer.manifest.services where !service.isRemoved {
        if removedServices.contains(where: { $0.name == service.name && $0.priority < layer.priority }) { continue }
        var declared = DeclaredService(service: service, manifest: layer.manifest)
        declared.library = layer.library
        services.append(declared)
      }
    }
    self.releaseServices = services
    self.minSdk = AndroidSdkLevel.resolve(
      .minSdk, manifests: release, buildFile: buildFile, module: path, environment: environment)
    self.targetSdk = AndroidSdkLevel.resolve(
      .targetSdk, manifests: release, buildFile: buildFile, module: path, environment: environment)
  }

  /// Where to say that the target API is assumed: the `targetSdk` setting permlint could not
  /// evaluate, else the module's main manifest.
  public var targetSettingLocation: FileLocation? {
    if let buildFile, let setting = buildFile.settings.first(where: { $0.key == .targetSdk }) {
      return buildFile.location(setting.position)
    }
    return manifests.first.map { $0.location($0.root.position) }
  }

  /// The packages the module's own classes live in: the manifests' `package` and the
  /// script's `namespace` and `applicationId`.
  public var ownPackages: [String] {
    manifests.compactMap(\.packageName) + (buildFile?.packageNames ?? [])
  }

  /// The app module's services whose class lives in a package the app does not contain and
  /// that no merged library declares: a library permlint could not read provides them, and
  /// its manifest may declare what they need.
  public var servicesFromUnavailableLibraries: [DeclaredService] {
    let packages = ownPackages + libraries.flatMap(\.packages)
    guard !ownPackages.isEmpty else { return [] }
    let libraryServices = Set(releaseServices.filter { $0.library != nil }.map(\.service.name))
    return releaseServices.filter { declared in
      let name = declared.service.name
      guard declared.library == nil, !name.hasPrefix("."), name.contains("."), !libraryServices.contains(name) else {
        return false
      }
      return !packages.contains { name.hasPrefix($0 + ".") }
    }
  }

  /// Whether a release build requests `name` (a short name) on devices at API `level`, or at
  /// any level when `level` is `nil`.
  public func requests(_ name: String, atAPI level: Int? = nil) -> Bool {
    releasePermissions.contains { $0.shortName == name && $0.isRequested(atAPI: level) }
  }
}

/// A Maven dependency of an app module, with what permlint knows of its manifest.
@_spi(Testing) public struct ExternalAndroidLibrary: Sendable {
  /// `group:artifact`, or the `libs.…` accessor the catalog did not resolve.
  public var coordinate: String
  /// Where the build names it.
  public var location: FileLocation
  /// The library's entry in `rules/android-libraries.yml`, if it has one.
  public var known: AndroidLibraryCatalog.Library?
  /// Whether permlint knows what its manifest declares.
  public var isKnown: Bool
}

/// A library whose manifest merges into an app module.
@_spi(Testing) public struct AndroidLibrary: Sendable {
  /// How the app names it: a Gradle path (`:lib`), an npm package or a Flutter plugin.
  public var name: String
  /// Its directory relative to the scanned root (or absolute, outside it).
  public var path: String
  /// Its release manifests.
  public var manifests: [AndroidManifestDocument]
  /// The packages its classes live in: its manifests' `package` and its script's `namespace`.
  public var packages: [String] = []
}

/// A dependency whose manifest permlint cannot read.
@_spi(Testing) public struct UnresolvedLibrary: Sendable {
  /// How the app names it.
  public var name: String
  /// Where it is named, such as the `implementation project(':x')` line.
  public var location: FileLocation
  /// What to do so that permlint can merge it.
  public var remedy: String
  /// Whether it is an npm package autolinking would merge, with no node_modules in the scan:
  /// said by the findings it makes uncertain, not as a note of its own, since a React Native
  /// repository is scanned before `npm install` as often as after.
  public var isUninstalledPackage = false
}

/// One manifest in the merge, with its priority (0 is highest).
struct ManifestLayer {
  var manifest: AndroidManifestDocument
  var priority: Int
  /// The library it comes from, or `nil` for the app module's own manifests.
  var library: String?
}

/// The manifest merger's rules for `<uses-permission>` and `<uses-permission-sdk-23>`.
enum PermissionMerger {
  /// The permissions of every release variant, each permission once: a product flavour's
  /// manifest merges over `src/main` for that flavour only, so `tools:node="remove"` in one
  /// flavour does not remove the permission from another. A permission every variant
  /// requests is reported once, at the declaration of highest priority of the first variant.
  static func mergeVariants(_ layers: [ManifestLayer], anchor: AndroidManifestDocument?) -> [DeclaredPermission] {
    let overlays = layers.filter { $0.priority == 0 }
    let buildTypes = overlays.filter { isBuildType(AndroidModulePath.sourceSet(of: $0.manifest.path)) }
    let flavours = overlays.filter { !isBuildType(AndroidModulePath.sourceSet(of: $0.manifest.path)) }
    guard !flavours.isEmpty else { return merge(layers, anchor: anchor) }
    var seen = Set<String>()
    var result: [DeclaredPermission] = []
    var requestedIn: [String: Set<String>] = [:]
    for flavour in flavours {
      let name = AndroidModulePath.sourceSet(of: flavour.manifest.path)
      let types = buildTypes.filter {
        let buildType = AndroidModulePath.sourceSet(of: $0.manifest.path)
        return buildType == "release" || buildType == name + "Release"
      }
      // The layers in their original order (`src/main` first), so output order is file order.
      let included = Set(([flavour] + types).map(\.manifest.path))
      let variant = layers.filter { $0.priority != 0 || included.contains($0.manifest.path) }
      for declared in merge(variant, anchor: anchor) {
        requestedIn[declared.shortName, default: []].insert(name)
        if seen.insert(declared.shortName).inserted { result.append(declared) }
      }
    }
    let names = flavours.map { AndroidModulePath.sourceSet(of: $0.manifest.path) }
    for index in result.indices {
      let present = requestedIn[result[index].shortName] ?? []
      result[index].absentFromVariants = names.filter { !present.contains($0) }
    }
    return result
  }

  /// `release`, or a flavour's release build type such as `playRelease`.
  private static func isBuildType(_ sourceSet: String) -> Bool {
    sourceSet == "release" || sourceSet.hasSuffix("Release")
  }

  static func merge(_ layers: [ManifestLayer], anchor: AndroidManifestDocument?) -> [DeclaredPermission] {
    struct Candidate {
      var permission: UsesPermission
      var layer: ManifestLayer
      var order: Int
    }
    var markers: [(permission: UsesPermission, priority: Int)] = []
    var candidates: [Candidate] = []
    for layer in layers {
      for permission in layer.manifest.permissions {
        if permission.isRemoved {
          markers.append((permission, layer.priority))
        } else {
          candidates.append(Candidate(permission: permission, layer: layer, order: candidates.count))
        }
      }
    }
    // `tools:node="remove"` drops the same element from manifests of lower priority;
    // `removeAll` drops every element of its kind from them.
    let kept = candidates.filter { candidate in
      !markers.contains { marker in
        marker.priority < candidate.layer.priority && marker.permission.elementName == candidate.permission.elementName
          && (marker.permission.mergeRule == "removeAll" || marker.permission.name == candidate.permission.name)
      }
    }
    var byName: [String: [Candidate]] = [:]
    var names: [String] = []
    for candidate in kept {
      if byName[candidate.permission.shortName] == nil { names.append(candidate.permission.shortName) }
      byName[candidate.permission.shortName, default: []].append(candidate)
    }
    return names.compactMap { name in
      // One finding per cause: `uses-permission` and `uses-permission-sdk-23` of the same
      // permission are one permission, reported at the declaration of highest priority.
      let ordered = (byName[name] ?? []).sorted {
        ($0.layer.priority, $0.permission.elementName == "uses-permission" ? 0 : 1, $0.order)
          < ($1.layer.priority, $1.permission.elementName == "uses-permission" ? 0 : 1, $1.order)
      }
      guard let first = ordered.first else { return nil }
      var permission = first.permission
      permission.maxSdkVersion = mergedMaxSdkVersion(
        ordered.filter { $0.permission.elementName == permission.elementName }.map(\.permission))
      var declared = DeclaredPermission(permission: permission, manifest: first.layer.manifest)
      if let library = first.layer.library, let anchor {
        declared.library = library
        declared.anchor = anchor.location(anchor.root.position)
      }
      return declared
    }
  }

  /// The merged manifest's `android:maxSdkVersion`: attributes merge from lower priority
  /// unless a higher declaration replaces the element or removes the attribute.
  static func mergedMaxSdkVersion(_ declarations: [UsesPermission]) -> Int? {
    for declaration in declarations {
      if declaration.mergeRule == "replace" { return declaration.maxSdkVersion }
      if let maximum = declaration.maxSdkVersion { return maximum }
      if declaration.removedAttributes.contains("android:maxSdkVersion") { return nil }
    }
    return nil
  }
}

/// A `<uses-permission>` of a release build, with the manifest that declares it.
@_spi(Testing) public struct DeclaredPermission: Sendable {
  /// The element, with `android:maxSdkVersion` as the merged manifest has it.
  public var permission: UsesPermission
  /// The manifest's path.
  public var manifestPath: String
  /// The library that adds it, when the app module does not declare it itself.
  public var library: String?
  /// For a permission a library adds: the app's manifest, where findings about it are put.
  public var anchor: FileLocation?
  /// The product flavours whose manifests remove it (`tools:node="remove"`): only the other
  /// variants request it.
  public var absentFromVariants: [String] = []
  /// Lint issues suppressed for the whole manifest.
  var manifestIgnores: Set<String>

  init(permission: UsesPermission, manifest: AndroidManifestDocument) {
    self.permission = permission
    self.manifestPath = manifest.path
    self.manifestIgnores = manifest.ignoredLintIssues
  }

  /// The name without `android.permission.`.
  public var shortName: String { permission.shortName }

  /// Where findings about it go: its `android:name` attribute, or for a permission a library
  /// adds, the app's manifest, which is where the developer can remove it.
  public var location: FileLocation { anchor ?? declarationLocation }

  /// Where its `android:name` attribute is.
  public var declarationLocation: FileLocation {
    FileLocation(path: manifestPath, position: permission.position)
  }

  /// For a permission a library adds, a sentence naming the library and the line that
  /// removes it; for one that some flavours remove, a sentence naming them; empty otherwise.
  public var provenance: String {
    let variants =
      absentFromVariants.isEmpty
      ? ""
      : " Only some variants request it: the flavour"
        + (absentFromVariants.count == 1 ? " " : "s ") + absentFromVariants.joined(separator: ", ")
        + " remove" + (absentFromVariants.count == 1 ? "s" : "") + " it."
    guard let library else { return variants }
    return variants + " The library \(library) adds it (\(declarationLocation)); if the app does not need it, add "
      + "`<uses-permission android:name=\"\(permission.name)\" tools:node=\"remove\" />` to this manifest "
      + "(with xmlns:tools=\"http://schemas.android.com/tools\" on <manifest>)."
  }

  /// Whether the element requests the permission on devices at API `level` (any level when
  /// `nil`): `android:maxSdkVersion` caps it.
  public func isRequested(atAPI level: Int?) -> Bool {
    guard let level, let maximum = permission.maxSdkVersion else { return true }
    return maximum >= level
  }

  /// Whether `tools:ignore` on the element or the manifest names one of these Android Lint
  /// issues (or `all`): the developer has reviewed what the equivalent Lint check says.
  public func isSuppressed(byLint issues: Set<String>) -> Bool {
    AndroidTools.suppresses(permission.ignoredLintIssues.union(manifestIgnores), issues)
  }
}

/// A `<service>` of a release build, with the manifest that declares it.
@_spi(Testing) public struct DeclaredService: Sendable {
  /// The element.
  public var service: ServiceDeclaration
  /// The manifest's path.
  public var manifestPath: String
  /// The library that declares it, if not the app module.
  public var library: String?
  /// Lint issues suppressed for the whole manifest.
  var manifestIgnores: Set<String>

  init(service: ServiceDeclaration, manifest: AndroidManifestDocument) {
    self.service = service
    self.manifestPath = manifest.path
    self.manifestIgnores = manifest.ignoredLintIssues
  }

  /// The location of a position in the manifest.
  public func location(_ position: SourcePosition) -> FileLocation {
    FileLocation(path: manifestPath, position: position)
  }

  /// Whether `tools:ignore` on the element or the manifest names one of these Lint issues.
  public func isSuppressed(byLint issues: Set<String>) -> Bool {
    AndroidTools.suppresses(service.ignoredLintIssues.union(manifestIgnores), issues)
  }
}

/// A module's minSdk or targetSdk: a literal value and where it is set, or why permlint does
/// not know it. permlint never guesses a value it cannot read.
@_spi(Testing) public enum AndroidSdkLevel: Sendable {
  /// The value, where it is set, and how it is written there (`targetSdk = 34`).
  case known(Int, FileLocation, written: String)
  /// Why the value is unknown.
  case unknown(reason: String)
  /// The value permlint assumes because the build does not say (the lowest target Google
  /// Play accepts), and why.
  case assumed(Int, reason: String)

  /// The value, if known.
  public var value: Int? {
    if case .known(let value, _, _) = self { return value }
    return nil
  }

  /// Where it is set, if known.
  public var location: FileLocation? {
    if case .known(_, let location, _) = self { return location }
    return nil
  }

  /// How the known value is written, such as `targetSdk 34`.
  public var written: String? {
    if case .known(_, _, let written) = self { return written }
    return nil
  }

  /// Why the value is unknown or assumed.
  public var reason: String? {
    switch self {
    case .unknown(let reason), .assumed(_, let reason): reason
    case .known: nil
    }
  }

  /// For messages: `targetSdk 34 at app/build.gradle.kts:7:9`, or why it is unknown.
  public var citation: String {
    switch self {
    case .known(_, let location, let written): "\(written) at \(location)"
    case .unknown(let reason), .assumed(_, let reason): reason
    }
  }

  /// Whether the value is known to be at least `level`: `true`, `false`, or `nil` when unknown.
  /// An assumed value is a lower bound (Play accepts no lower target), so it answers `true`
  /// when it reaches `level` and `nil` otherwise.
  public func isAtLeast(_ level: Int) -> Bool? {
    if case .assumed(let assumed, _) = self { return assumed >= level ? true : nil }
    return value.map { $0 >= level }
  }

  /// Gradle's value when the build script sets one, as the Android Gradle plugin lets it
  /// override the manifest; otherwise `<uses-sdk>`'s. A value the script computes is
  /// evaluated against the workspace (root `ext`, `gradle.properties`, the version catalog);
  /// when it is still unknown, the environment's fallback (the configuration's value, or the
  /// lowest target Google Play accepts) stands in, and says so.
  static func resolve(
    _ key: AndroidSdkKey, manifests: [AndroidManifestDocument], buildFile: GradleBuildFile?, module: String,
    environment: AndroidBuildEnvironment = AndroidBuildEnvironment()
  ) -> AndroidSdkLevel {
    // An Expo config's manifest has no build script: expo-build-properties or the SDK's template says.
    if let level = environment.expoLevels[module]?[key] { return level }
    let level = resolveFromFiles(
      key, manifests: manifests, buildFile: buildFile, module: module, environment: environment)
    guard key == .targetSdk else { return level }
    switch level {
    case .known(_, _, let written) where !written.contains("assumed"):
      return level
    case .known, .unknown, .assumed:
      return environment.fallbackTarget(replacing: level) ?? level
    }
  }

  private static func resolveFromFiles(
    _ key: AndroidSdkKey, manifests: [AndroidManifestDocument], buildFile: GradleBuildFile?, module: String,
    environment: AndroidBuildEnvironment
  ) -> AndroidSdkLevel {
    // The module's own script decides; else the last applied script or convention plugin
    // that sets the value (`apply from: "../common.gradle"`, `build-logic`); else a
    // `subprojects {}` or `allprojects {}` block of a script above the module.
    let sets = { (file: GradleBuildFile) in file.settings.contains { $0.key == key && !$0.appliesToSubprojects } }
    let fromAbove = RelativePath.ancestors(of: module).dropFirst().lazy.compactMap {
      environment.workspace.buildFiles[$0]
    }.first { file in file.settings.contains { $0.key == key && $0.appliesToSubprojects } }
    var settingsFromAbove = false
    let buildFile =
      buildFile.flatMap { own in
        if sets(own) { return own }
        if let contributor = environment.workspace.contributors(of: module).reversed().first(where: sets) {
          return contributor
        }
        if let fromAbove {
          settingsFromAbove = true
          return fromAbove
        }
        return own
      } ?? buildFile
    if let buildFile {
      let settings = buildFile.settings.filter { $0.key == key && $0.appliesToSubprojects == settingsFromAbove }
      if let first = settings.first {
        let resolver = GradleValueResolver(
          workspace: environment.workspace, module: module, assumptions: environment.assumptions)
        var values: [(value: Int, written: String)] = []
        for setting in settings {
          if let value = setting.value {
            values.append((value, "\(setting.spelling) \(value)"))
          } else if let resolved = resolver.resolve(setting) {
            var written = "\(setting.spelling) \(resolved.value) (`\(setting.expression)`"
            if let source = resolved.source { written += ", set at \(source)" }
            if let assumption = resolved.assumption { written += "; assumed: \(assumption)" }
            values.append((resolved.value, written + ")"))
          } else {
            return .unknown(
              reason:
                "\(key.rawValue) is unknown: \(buildFile.location(setting.position)) sets \(setting.spelling) to "
                + "`\(setting.expression)`, which permlint does not evaluate")
          }
        }
        let distinct = Set(values.map(\.value))
        if distinct.count > 1 {
          return .unknown(
            reason:
              "\(key.rawValue) is unknown: \(buildFile.path) sets it to "
              + distinct.sorted().map(String.init).joined(separator: " and ") + " in different blocks")
        }
        return .known(values[0].value, buildFile.location(first.position), written: values[0].written)
      }
    }
    for manifest in manifests {
      guard let attribute = key == .minSdk ? manifest.usesSDK?.minSdkVersion : manifest.usesSDK?.targetSdkVersion
      else { continue }
      let location = manifest.location(attribute.position)
      guard let value = Int(attribute.value.trimmingWhitespace()) else {
        return .unknown(
          reason:
            "\(key.rawValue) is unknown: \(location) sets android:\(key.manifestAttribute) to "
            + "`\(attribute.value)`, which permlint does not resolve")
      }
      return .known(value, location, written: "android:\(key.manifestAttribute)=\"\(value)\"")
    }
    let why: String
    if let buildFile {
      why = "neither <uses-sdk> nor \(buildFile.path) sets it"
    } else if module.hasSuffix(".xml") {
      // A renamed copy of a manifest belongs to no Gradle module.
      why = "the manifest has no <uses-sdk> and is not in a Gradle module to read it from"
    } else {
      why = "the manifest has no <uses-sdk> and module '\(module)' has no build.gradle or build.gradle.kts"
    }
    return .unknown(reason: "\(key.rawValue) is unknown: \(why)")
  }
}

/// What a module's API levels are evaluated against: the other Gradle files of the scan, the
/// data permlint assumes from, and the user's configuration.
@_spi(Testing) public struct AndroidBuildEnvironment: Sendable {
  /// The scan's Gradle files.
  public var workspace = GradleWorkspace()
  /// The Play target requirements and the Flutter default.
  public var assumptions = AndroidTargetAssumptions()
  /// What permlint knows of external libraries' manifests.
  public var libraries = AndroidLibraryCatalog()
  /// The API levels Expo configs set with `expo-build-properties`, or their Expo SDK's
  /// template sets, by config path (the path their manifest has).
  public var expoLevels: [String: [AndroidSdkKey: AndroidSdkLevel]] = [:]

  /// Records what an Expo config says of its API levels.
  mutating func addExpoLevels(_ config: ExpoConfigDocument) {
    var levels: [AndroidSdkKey: AndroidSdkLevel] = [:]
    for (key, value) in config.buildProperties {
      levels[key] = .known(
        value.value, FileLocation(path: config.path, position: value.position),
        written: "expo-build-properties android.\(key.rawValue)Version \(value.value)")
    }
    if levels[.targetSdk] == nil, let sdk = config.expoSDK, let known = assumptions.expoDefaultTargets[sdk.major] {
      levels[.targetSdk] = .known(
        known.api, sdk.location,
        written:
          "targetSdkVersion \(known.api) (assumed: the prebuild template of Expo SDK \(sdk.major), react-native "
          + "\(known.reactNative), sets it, \(known.source); set expo-build-properties android.targetSdkVersion "
          + "to state it)")
    }
    if !levels.isEmpty { expoLevels[config.path] = levels }
  }
  /// `android: { target-sdk: N }` from `.permlint.yml`, with where it is set.
  public var configuredTarget: (value: Int, location: FileLocation)?
  /// Today, as `YYYY-MM-DD` in UTC, to pick the Play requirement in force.
  public var today: String?

  /// An environment with nothing to evaluate against.
  public init() {}

  /// The level that stands in for a target the build does not state: the configuration's,
  /// else the lowest target Google Play accepts for an update today.
  func fallbackTarget(replacing level: AndroidSdkLevel) -> AndroidSdkLevel? {
    if let configured = configuredTarget {
      return .known(configured.value, configured.location, written: "android.target-sdk \(configured.value)")
    }
    if case .known = level { return nil }
    guard let today, let requirement = assumptions.playRequirement(on: today) else { return nil }
    let why = level.reason.map { $0 + "; " } ?? ""
    return .assumed(
      requirement.api,
      reason:
        "\(why)permlint assumes API \(requirement.api), the lowest target Google Play accepts for new apps and "
        + "updates since \(requirement.from) (\(requirement.source)); set `android: { target-sdk: N }` in "
        + ".permlint.yml if the app targets another level")
  }
}

/// Gradle's layout: `<module>/src/<sourceSet>/AndroidManifest.xml` and
/// `<module>/build.gradle(.kts)`.
enum AndroidModulePath {
  /// The module directory of a manifest or build script (`.` for the scanned root), or `nil`
  /// when the file's name does not follow Gradle's layout.
  static func module(of path: String) -> String? {
    // A manifest the build merged: `<module>/build/intermediates/merged_manifests/<variant>/…`.
    if let range = path.range(of: "build/intermediates/"), path.hasSuffix("AndroidManifest.xml"),
      range.lowerBound == path.startIndex || path[path.index(before: range.lowerBound)] == "/"
    {
      let module = path[..<range.lowerBound].split(separator: "/").joined(separator: "/")
      return module.isEmpty ? "." : module
    }
    var components = path.split(separator: "/").map(String.init)
    guard let name = components.popLast() else { return nil }
    switch name {
    case "AndroidManifest.xml":
      if components.count >= 2, components[components.count - 2] == "src" {
        components.removeLast(2)
      }
    case "build.gradle", "build.gradle.kts":
      break
    default:
      return nil
    }
    return components.isEmpty ? "." : components.joined(separator: "/")
  }

  /// The source set of a manifest at `<module>/src/<sourceSet>/AndroidManifest.xml`; `main`
  /// for any other manifest.
  static func sourceSet(of path: String) -> String {
    if isMerged(path) { return "merged" }
    let components = path.split(separator: "/")
    guard components.count >= 3, components[components.count - 3] == "src" else { return "main" }
    return String(components[components.count - 2])
  }

  /// Whether a source set's manifest is merged into release builds: `main`, `release` and
  /// product flavours are; `debug`, `<flavour>Debug`, Flutter's `profile` and the test source
  /// sets are not.
  static func isRelease(sourceSet: String) -> Bool {
    let name = sourceSet.lowercased()
    return
      !(name.hasSuffix("debug") || name.hasSuffix("profile") || name.hasPrefix("test")
      || name.hasPrefix("androidtest"))
  }

  /// Whether a manifest is one the Android Gradle plugin merged (build output).
  static func isMerged(_ path: String) -> Bool {
    path.hasPrefix("build/intermediates/") || path.contains("/build/intermediates/")
  }
}

extension AppModel {
  /// The app's Android modules, each with its manifests, build script and merged libraries,
  /// sorted by path; computed once when the app is grouped (see `androidModules`). Library
  /// modules are not among them: they merge into the apps that depend on them.
  public func makeAndroidModules(environment: AndroidBuildEnvironment = AndroidBuildEnvironment()) -> [AndroidModule] {
    var manifestsByModule: [String: [AndroidManifestDocument]] = [:]
    for manifest in androidManifests {
      manifestsByModule[AndroidModulePath.module(of: manifest.path) ?? manifest.path, default: []].append(manifest)
    }
    var buildFiles: [String: GradleBuildFile] = [:]
    for build in gradleBuildFiles.sorted(by: { $0.path < $1.path }) {
      guard let module = AndroidModulePath.module(of: build.path), buildFiles[module] == nil else { continue }
      buildFiles[module] = build
    }
    let workspace = environment.workspace
    return manifestsByModule.keys.sorted().compactMap { module in
      guard !workspace.isLibrary(module) else { return nil }
      let libraries = workspace.libraries(of: module)
      var result = AndroidModule(
        path: module, manifests: manifestsByModule[module] ?? [], buildFile: buildFiles[module],
        libraries: libraries.found, unresolvedLibraries: libraries.unresolved, environment: environment)
      result.isReactNative = workspace.isReactNativeApp(module)
      result.externalLibraries = workspace.externalDependencies(of: module, libraryPaths: libraries.found.map(\.path))
        .map { dependency in
          ExternalAndroidLibrary(
            coordinate: dependency.coordinate, location: dependency.location,
            known: environment.libraries.library(dependency.coordinate),
            isKnown: environment.libraries.isKnown(dependency.coordinate))
        }
      return result
    }
  }

  /// The short names of every permission a release build of any module requests on devices at
  /// API `level` (any level when `nil`): manifests merge, so a permission one module declares
  /// serves the app.
  public func androidReleasePermissionNames(atAPI level: Int? = nil) -> Set<String> {
    Set(androidModules.flatMap { $0.releasePermissions.filter { $0.isRequested(atAPI: level) }.map(\.shortName) })
  }
}
