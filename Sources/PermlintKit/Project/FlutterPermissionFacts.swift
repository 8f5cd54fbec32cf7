#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A Flutter project that uses permission_handler: its version, its iOS Podfile's macros and
/// the permissions its Dart code names. Apps built from the project (its `ios/` and
/// `android/` folders) share it.
@_spi(RuleAuthoring) @_spi(Testing) public struct FlutterPermissionFacts: Sendable {
  /// The folder of `pubspec.yaml` (`.` at the scanned root).
  public var root: String
  /// permission_handler's major version, from `pubspec.lock`, else `pubspec.yaml`.
  public var major: Int?
  /// `ios/Podfile`, if it was scanned.
  public var podfile: PodfileDocument?
  /// Every `Permission.<name>` reference in the project's Dart code (tests excluded).
  public var uses: [CodePermissionUse]
  /// Every `openAppSettings()` call.
  public var settingsCalls: [FileLocation]
  /// Whether the iOS project builds plugins with Swift Package Manager: permission_handler
  /// then derives its switches from the Info.plist's keys (from permission_handler_apple
  /// 9.4.8), not from the Podfile, so the Podfile's macros say nothing.
  public var buildsPluginsWithSwiftPM = false

  /// Whether the project depends on permission_handler; projects that do not are kept so that
  /// an example app inside a package is not taken for the package's app.
  var usesPermissionHandler = false

  /// Whether the Podfile's macros decide which permissions are compiled in.
  public var podfileDecides: Bool { podfile != nil && !buildsPluginsWithSwiftPM }

  /// Projects by root, for every pubspec that depends on permission_handler.
  static func projects(from documents: [any InputDocument]) -> [String: FlutterPermissionFacts] {
    var projects: [String: FlutterPermissionFacts] = [:]
    var locked: Set<String> = []
    for pubspec in documents.of(PubspecDocument.self) {
      let root = AppGrouping.directory(of: pubspec.path)
      var project =
        projects[root] ?? FlutterPermissionFacts(root: root, major: nil, podfile: nil, uses: [], settingsCalls: [])
      let isLock = pubspec.path.hasSuffix(".lock")
      if let major = pubspec.permissionHandlerMajor, isLock || !locked.contains(root) { project.major = major }
      if isLock { locked.insert(root) }
      project.usesPermissionHandler = project.usesPermissionHandler || pubspec.usesPermissionHandler
      projects[root] = project
    }
    guard projects.values.contains(where: \.usesPermissionHandler) else { return [:] }
    var roots = NearestRoot(Set(projects.keys))
    for document in documents {
      if let podfile = document.cast(PodfileDocument.self) {
        guard let root = podfile.projectRoot, projects[root] != nil else { continue }
        projects[root]?.podfile = podfile
      } else if let project = document.cast(XcodeProjectDocument.self) {
        guard project.swiftPackageProducts.contains("FlutterGeneratedPluginSwiftPackage") else { continue }
        let root = AppGrouping.directory(of: project.projectDirectory)
        if projects[root] != nil { projects[root]?.buildsPluginsWithSwiftPM = true }
      } else if let dart = document.cast(DartPermissionUses.self) {
        guard let root = roots.root(of: dart.path) else { continue }
        projects[root]?.uses += dart.uses
        projects[root]?.settingsCalls += dart.settingsCalls
      }
    }
    return projects
  }

  /// The project that `root` (an app's root folder or file) belongs to: the nearest project
  /// folder at or above it.
  static func project(for root: String, in projects: [String: FlutterPermissionFacts]) -> FlutterPermissionFacts? {
    guard !projects.isEmpty else { return nil }
    let project = projects[root] ?? NearestRoot.nearest(root, where: { projects[$0] != nil }).flatMap { projects[$0] }
    return project?.usesPermissionHandler == true ? project : nil
  }

  /// Whether any macro that enables the Dart permission `name` is on.
  func isEnabled(_ name: String, catalog: PermissionHandlerCatalog) -> Bool {
    let macros = catalog.permissions[name] ?? []
    return podfile?.macros.contains { $0.isEnabled && macros.contains($0.name) } ?? false
  }
}
