#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One Gradle module of an Android app: its manifests (one per source set), its build
/// script and the libraries merged into it, read the way the manifest merger and the Android
/// Gradle plugin read them for a release build.
@_spi(RuleAuthoring) @_spi(Testing) public struct AndroidModule: Sendable {
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
  /// The libraries the sources merge, kept when a manifest the build merged (an APK's, an
  /// AAB's, `--android-variant`'s) takes their place, so the build can be compared with them.
  public var sourceLibraries: [AndroidLibrary] = []
  /// Whether the module is the Android app of a React Native project (a `package.json` above
  /// it depends on `react-native`), for advice that only such apps need.
  public var isReactNative = false

  /// Permissions known external libraries add, with the library that adds each.
  public var permissionsFromExternalLibraries: [String: ExternalAndroidLibrary] {
    var result: [String: ExternalAndroidLibrary] = [:]
    // The module's `tools:node="remove"` (or `removeAll`) keeps a library's permission out of
    // the merged manifest.
    let markers = manifests.flatMap(\.permissions).filter(\.isRemoved)
    if markers.contains(where: { $0.mergeRule == "removeAll" && $0.elementName == "uses-permission" }) { return [:] }
    let removed = Set(markers.map(\.shortName))
    for library in externalLibraries {
      for permission in library.known?.permissions ?? []
      where result[permission] == nil && !removed.contains(permission) {
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
      sourceLibraries = libraries
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
    // The build scripts tell a flavour's source set from another build type's; a tree of
    // manifests alone is read by folder names.
    let sourceSets = AndroidSourceSets(
      buildFile: buildFile, contributors: environment.workspace.contributors(of: path), workspace: environment.workspace
    )
    self.releasePermissions = PermissionMerger.mergeVariants(layers, anchor: anchor, sourceSets: sourceSets)
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
