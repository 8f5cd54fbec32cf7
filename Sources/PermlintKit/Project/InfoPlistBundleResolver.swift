#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Works out an app's bundles and where each one's Info.plist keys come from.
///
/// - Every native target of every Xcode project is a bundle. Its build settings are layered
///   as Xcode layers them, lowest first: the project configuration's `.xcconfig` (after the
///   files it `#include`s), the project configuration, the target configuration's
///   `.xcconfig`, the target configuration. The last layer that sets a name wins.
/// - A target's `INFOPLIST_KEY_<key>` settings are declarations of `<key>`, unless the
///   configuration sets `GENERATE_INFOPLIST_FILE = NO`, in which case Xcode ignores them.
/// - A target's `INFOPLIST_FILE` names its Info.plist; that file's entries come first.
/// - An Info.plist that no target names is a bundle of its own when no project of the app
///   covers its folder (Flutter and React Native trees scanned without their project, loose
///   files). Under a project's folder it ships in no product, since Xcode only copies the
///   plist a target's `INFOPLIST_FILE` names: stale copies, per-locale variants inside
///   `*.lproj/`, a test bundle's plist after its target switched to a generated one. Such a
///   plist is returned in `unused`, for a note, and not linted as an app.
/// - `INFOPLIST_KEY_` settings in `.xcconfig` files that no configuration uses (for example
///   when the project file is not in the scanned tree) belong to the app's main bundle.
enum InfoPlistBundleResolver {
  static func bundles(
    root: String, plists: [InfoPlistDocument], projects: [XcodeProjectDocument], configurations: [XCConfigDocument],
    unread: [UnreadInput] = []
  ) -> (bundles: [InfoPlistBundle], unused: [InfoPlistDocument], unfollowed: [String], templates: [InfoPlistBundle]) {
    var resolver = Resolver(plists: plists, configurations: configurations, unread: Set(unread.map(\.path)))
    var bundles: [InfoPlistBundle] = []
    let ordered = projects.sorted { (depth($0.path), $0.path) < (depth($1.path), $1.path) }
    var unresolved: [Int] = []
    for project in ordered {
      for target in project.targets {
        let (bundle, wantsPlist) = resolver.bundle(target, in: project)
        if wantsPlist { unresolved.append(bundles.count) }
        bundles.append(bundle)
      }
    }
    // A build configuration's `Info-<Name>.plist` is an Info.plist only where a target names it
    // (`Info-$(CONFIGURATION).plist`): alone it may be anything (`Info-Keys.plist` of secrets),
    // and beside an `Info.plist` it is not the app's.
    func standaloneCandidate(_ path: String) -> Bool {
      !resolver.claimedPlists.contains(path)
        && !InfoPlistDocument.isConfigurationName(String(path.split(separator: "/").last ?? ""))
    }
    var standalones = plists.filter { standaloneCandidate($0.path) }.map { standalone($0, root: root) }
    // An Info.plist that could not be read and that no target names is still a bundle: one
    // whose keys are unknown, rather than none (which would make every key of the app missing).
    standalones += unread.filter { $0.isInfoPlist && standaloneCandidate($0.path) }.map {
      unreadStandalone($0.path, root: root)
    }
    // A target whose INFOPLIST_FILE could not be followed (a build variable in the path, a
    // file outside the scanned tree) takes the app's unclaimed Info.plist, so its keys are
    // not split across two bundles.
    for index in unresolved where bundles[index].kind == .app {
      guard let adopted = mainIndex(of: standalones) else { break }
      let plist = standalones.remove(at: adopted).plist
      bundles[index].plist = plist
      bundles[index].declarations.insert(
        contentsOf: (plist?.entries ?? []).map { InfoPlistDeclaration(entry: $0, path: plist?.path ?? "") }, at: 0)
    }
    // Only a project with targets says which plists ship; one that could not be read fully
    // (no targets) leaves its folder's plists linted as before.
    let projectFolders = projects.filter { !$0.targets.isEmpty }.map(\.projectDirectory)
    let unused = standalones.filter { standalone in
      guard let plist = standalone.plist else { return false }
      return projectFolders.contains { folder in RelativePath.isInside(plist.path, folder) }
    }
    let unusedPaths = Set(unused.compactMap { $0.plist?.path })
    bundles += standalones.filter { !unusedPaths.contains($0.plist?.path ?? "") }
    let unclaimed = configurations.filter { !resolver.claimedConfigurations.contains($0.path) }
    let settings = unclaimed.flatMap(\.settings)
    let declarations = settings.compactMap { InfoPlistDeclaration(setting: $0, configuration: nil) }
    let deployment = lowestDeploymentTarget(settings.filter { $0.name == "IPHONEOS_DEPLOYMENT_TARGET" })
    if !declarations.isEmpty || deployment != nil {
      if let index = mainIndex(of: bundles) {
        bundles[index].declarations += declarations
        if bundles[index].deploymentTarget == nil { bundles[index].deploymentTarget = deployment }
      } else if !declarations.isEmpty {
        bundles.append(
          InfoPlistBundle(
            name: "build settings in \(unclaimed.map(\.path).joined(separator: ", "))", plist: nil, target: nil,
            projectPath: nil, kind: .app, platform: .unknown, declarations: declarations,
            deploymentTarget: deployment))
      }
    }
    // Targets whose INFOPLIST_FILE could not be followed and that adopted no plist: the
    // unused plists' note names them, since one of those plists may be theirs.
    let unfollowed = unresolved.filter { bundles[$0].plist == nil }.compactMap { bundles[$0].target?.name }
    // A target React Native's old template left (`com.facebook.REACT.<name>-tvOS`) ships in no
    // store: not linted as an app, and said once in a note (zeus kept one, whose template
    // Info.plist has an empty location purpose string: an error for a product never built).
    let templates = bundles.filter(\.isTemplateLeftover)
    bundles.removeAll(where: \.isTemplateLeftover)
    return (bundles, unused.compactMap(\.plist), unfollowed, templates)
  }

  /// The app's own bundle: an iOS app, not an extension, a test bundle, a macOS or watchOS
  /// app; one built by a project target before a lone Info.plist; the shallowest first.
  static func mainIndex(of bundles: [InfoPlistBundle]) -> Int? {
    let candidates = bundles.indices.filter { index in
      bundles[index].kind == .app && [.iOS, .unknown].contains(bundles[index].platform)
    }
    return candidates.min { lhs, rhs in
      key(bundles[lhs], lhs) < key(bundles[rhs], rhs)
    }
  }

  private static func key(_ bundle: InfoPlistBundle, _ index: Int) -> (Int, Int, String, Int) {
    let path = bundle.projectPath ?? bundle.plist?.path ?? bundle.name
    return (bundle.target == nil ? 1 : 0, depth(path), path, index)
  }

  private static func depth(_ path: String) -> Int { path.split(separator: "/").count }

  /// A bundle for an Info.plist no target names, classified by its contents and folders as
  /// before projects were read. Only folders inside the app count: an app kept under a
  /// folder such as `IntegrationTests/` is not a test bundle.
  private static func standalone(_ plist: InfoPlistDocument, root: String) -> InfoPlistBundle {
    let inside = RelativePath.below(plist.path, root) ?? plist.path
    let folders = inside.split(separator: "/").dropLast().map { $0.lowercased() }
    let kind: InfoPlistBundle.Kind
    if let built = BuiltProduct.bundleKind(ofPlist: plist.path) {
      // A built bundle's kind is where it sits; its platform, for a watch app, too.
      kind = plist.isExtension ? .appExtension : InfoPlistBundle.Kind(built.kind)
      return InfoPlistBundle(
        name: plist.path, plist: plist, target: nil, projectPath: nil, kind: kind,
        platform: built.platform == .watchOS ? .watchOS : platform(of: plist, folders: []),
        declarations: plist.entries.map { InfoPlistDeclaration(entry: $0, path: plist.path) }, deploymentTarget: nil)
    } else if plist.isExtension {
      kind = .appExtension
    } else if folders.contains(where: { $0.hasSuffix("tests") }) {
      kind = .test
    } else {
      kind = .app
    }
    return InfoPlistBundle(
      name: plist.path, plist: plist, target: nil, projectPath: nil, kind: kind,
      platform: platform(of: plist, folders: folders),
      declarations: plist.entries.map { InfoPlistDeclaration(entry: $0, path: plist.path) }, deploymentTarget: nil)
  }

  private static func platform(of plist: InfoPlistDocument, folders: [String]) -> InfoPlistBundle.Platform {
    folders.contains("macos") || plist.entry("LSMinimumSystemVersion") != nil ? .macOS : .unknown
  }

  /// A bundle for an Info.plist no target names and whose contents are unknown.
  private static func unreadStandalone(_ path: String, root: String) -> InfoPlistBundle {
    let inside = RelativePath.below(path, root) ?? path
    let folders = inside.split(separator: "/").dropLast().map { $0.lowercased() }
    var bundle = InfoPlistBundle(
      name: path, plist: nil, target: nil, projectPath: nil,
      kind: folders.contains(where: { $0.hasSuffix("tests") }) ? .test : .app,
      platform: folders.contains("macos") ? .macOS : .unknown, declarations: [], deploymentTarget: nil)
    bundle.unreadInfoPlist = path
    return bundle
  }

  /// The setting with the lowest parseable iOS version.
  static func lowestDeploymentTarget(_ settings: [BuildSetting]) -> BuildSetting? {
    settings.compactMap { setting in IOSVersion(setting.value).map { (setting, $0) } }
      .min { $0.1 < $1.1 }?.0
  }
}

/// Resolution state: which files targets have claimed.
private struct Resolver {
  let plistsByPath: [String: InfoPlistDocument]
  let configurationsByPath: [String: XCConfigDocument]
  let configurationsByName: [String: [XCConfigDocument]]
  /// Paths of files that could not be read or parsed.
  let unread: Set<String>
  var claimedPlists = Set<String>()
  var claimedConfigurations = Set<String>()

  init(plists: [InfoPlistDocument], configurations: [XCConfigDocument], unread: Set<String>) {
    self.unread = unread
    plistsByPath = Dictionary(plists.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    configurationsByPath = Dictionary(configurations.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    configurationsByName = Dictionary(grouping: configurations) { String($0.path.split(separator: "/").last ?? "") }
  }

  /// One layer of settings, with the configuration name it is written under.
  private typealias Layer = [(setting: BuildSetting, configuration: String?)]

  /// The target's bundle, and whether it names an Info.plist that could not be found.
  mutating func bundle(_ target: XcodeTarget, in project: XcodeProjectDocument) -> (InfoPlistBundle, Bool) {
    var declarations: [InfoPlistDeclaration] = []
    var ignored: [InfoPlistDeclaration] = []
    var seen = Set<FileLocation>()
    var plist: InfoPlistDocument?
    var deploymentTargets: [BuildSetting] = []
    var sdks: [String] = []
    var wantsPlist = false
    var namesPlist = false
    var unreadPlist: String?
    var plistRank = -1
    var names = BuiltBundleNames()
    if target.configurations.isEmpty { names.record(target: target.name, productName: nil, bundleIdentifier: nil) }
    for configuration in target.configurations {
      let projectConfiguration = project.configurations.first { $0.name == configuration.name }
      var layers: Layer = []
      if let projectConfiguration {
        layers += xcconfigChain(projectConfiguration.baseConfigurationPath).map { ($0, nil) }
        layers += projectConfiguration.settings.map { ($0, projectConfiguration.name) }
      }
      layers += xcconfigChain(configuration.baseConfigurationPath).map { ($0, nil) }
      layers += configuration.settings.map { ($0, configuration.name) }
      let effective = Self.effective(layers)
      names.record(
        target: target.name, productName: effective["PRODUCT_NAME"]?.setting.value,
        bundleIdentifier: effective["PRODUCT_BUNDLE_IDENTIFIER"]?.setting.value)
      if let file = effective["INFOPLIST_FILE"]?.setting.value, !file.isBlank {
        namesPlist = true
        let productName = effective["PRODUCT_NAME"]?.setting.value
        let resolved = resolveInfoPlistPath(
          file, target: target, project: project, productName: productName, configuration: configuration.name)
        if let path = resolved, let document = plistsByPath[path] {
          // `Info-$(CONFIGURATION).plist`: the one that ships is Release's, else another than
          // Debug's (Production, Staging), else the first.
          let rank = configuration.name == "Release" ? 2 : configuration.name == "Debug" ? 0 : 1
          if plist == nil || rank > plistRank {
            plist = document
            plistRank = rank
          }
          claimedPlists.insert(path)
        } else if let path = resolved, unread.contains(path) {
          // Followed, but unreadable or malformed: its keys are unknown, which is not the
          // same as a path permlint could not follow (no other plist is taken for it).
          unreadPlist = unreadPlist ?? path
          claimedPlists.insert(path)
        } else {
          wantsPlist = true
        }
      }
      if let deployment = effective["IPHONEOS_DEPLOYMENT_TARGET"]?.setting { deploymentTargets.append(deployment) }
      if let sdk = effective["SDKROOT"]?.setting.value { sdks.append(sdk) }
      if let platforms = effective["SUPPORTED_PLATFORMS"]?.setting.value { sdks.append(platforms) }
      let generated = effective["GENERATE_INFOPLIST_FILE"]?.setting.value.uppercased() != "NO"
      for (name, winner) in effective.sorted(by: { $0.value.order < $1.value.order })
      where name.hasPrefix("INFOPLIST_KEY_") {
        guard seen.insert(winner.setting.nameLocation).inserted,
          let declaration = InfoPlistDeclaration(setting: winner.setting, configuration: winner.configuration)
        else { continue }
        if generated { declarations.append(declaration) } else { ignored.append(declaration) }
      }
    }
    // XcodeGen: the Info.plist it writes from the spec's `info:`, else the first one among
    // the target's sources.
    var written: [InfoPlistDeclaration] = []
    if !namesPlist, plist == nil, let generated = target.generatedInfoPlist {
      plist = generated
      // A copy of XcodeGen's output in the tree: its other keys count as declared too, so
      // that a key is never reported missing while a file the build may use has it.
      if let path = target.generatedInfoPlistPath, let copy = plistsByPath[path] {
        claimedPlists.insert(path)
        let properties = Set(generated.entries.map(\.key))
        written = copy.entries.filter { !properties.contains($0.key) }.map {
          InfoPlistDeclaration(entry: $0, path: copy.path)
        }
      }
    } else if !namesPlist, plist == nil, !target.infoPlistSearchFolders.isEmpty {
      let found = plistsByPath.keys.sorted().first { path in
        !claimedPlists.contains(path) && target.infoPlistSearchFolders.contains { RelativePath.isInside(path, $0) }
      }
      if let found {
        plist = plistsByPath[found]
        claimedPlists.insert(found)
      }
    }
    let plistDeclarations = plist.map { document in
      document.entries.map { InfoPlistDeclaration(entry: $0, path: document.path) }
    }
    var bundle = InfoPlistBundle(
      name: "target '\(target.name)' in \(project.path)", plist: plist, target: target, projectPath: project.path,
      kind: Self.kind(target.productType, plist: plist),
      platform: Self.platform(sdks: sdks, productType: target.productType),
      declarations: (plistDeclarations ?? []) + written + declarations,
      deploymentTarget: InfoPlistBundleResolver.lowestDeploymentTarget(deploymentTargets))
    bundle.ignoredDeclarations = ignored
    bundle.builtNames = names
    if plist == nil { bundle.unreadInfoPlist = unreadPlist }
    return (bundle, wantsPlist && plist == nil && unreadPlist == nil)
  }

  /// The winning setting for each name: the last unconditional one, else the last one; with
  /// its order of appearance, so declarations keep file order.
  private static func effective(_ layers: Layer) -> [String: (
    setting: BuildSetting, configuration: String?, order: Int
  )] {
    var result: [String: (setting: BuildSetting, configuration: String?, order: Int)] = [:]
    for (order, entry) in layers.enumerated() {
      if entry.setting.condition != nil, let existing = result[entry.setting.name], existing.setting.condition == nil {
        continue
      }
      result[entry.setting.name] = (entry.setting, entry.configuration, order)
    }
    return result
  }

  /// An `.xcconfig` file's settings after those of the files it includes, lowest first.
  private mutating func xcconfigChain(_ path: String?) -> [BuildSetting] {
    var visiting = Set<String>()
    return chain(path, visiting: &visiting)
  }

  private mutating func chain(_ path: String?, visiting: inout Set<String>) -> [BuildSetting] {
    guard let path, let document = configuration(path), visiting.insert(document.path).inserted else { return [] }
    claimedConfigurations.insert(document.path)
    var settings: [BuildSetting] = []
    for include in document.includes {
      let resolved = RelativePath.joinedInside(AppGrouping.directory(of: document.path), include.value) ?? include.value
      settings += chain(resolved, visiting: &visiting)
    }
    return settings + document.settings
  }

  /// The `.xcconfig` at `path`, or the only one in the app with the same file name (the
  /// project may refer to it through a group the scanned tree does not mirror).
  private func configuration(_ path: String) -> XCConfigDocument? {
    if let document = configurationsByPath[path] { return document }
    let name = String(path.split(separator: "/").last ?? "")
    guard let candidates = configurationsByName[name], candidates.count == 1 else { return nil }
    return candidates.first
  }

  /// `INFOPLIST_FILE` relative to the scanned root: `$(SRCROOT)`, `$(PROJECT_DIR)`,
  /// `$(TARGET_NAME)`, `$(PROJECT_NAME)`, `$(CONFIGURATION)` and `$(PRODUCT_NAME)` (when the
  /// target's is a plain name, or `$(TARGET_NAME)`) are expanded; other build variables make
  /// the path unknown.
  private func resolveInfoPlistPath(
    _ file: String, target: XcodeTarget, project: XcodeProjectDocument, productName: String?, configuration: String
  ) -> String? {
    var path = file
    for variable in ["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"] {
      for written in ["$(\(variable))/", "${\(variable)}/"] where path.hasPrefix(written) {
        path = String(path.dropFirst(written.count))
      }
    }
    let folder = String(AppGrouping.directory(of: project.path).split(separator: "/").last ?? "")
    let projectName = folder.hasSuffix(".xcodeproj") ? String(folder.dropLast(".xcodeproj".count)) : nil
    let product = productName.map { ["$(TARGET_NAME)", "${TARGET_NAME}"].contains($0) ? target.name : $0 }
    var names = [("TARGET_NAME", target.name), ("CONFIGURATION", configuration)]
    if let projectName { names.append(("PROJECT_NAME", projectName)) }
    if let product, !product.contains("$") { names.append(("PRODUCT_NAME", product)) }
    for (variable, value) in names {
      for written in ["$(\(variable))", "${\(variable)}"] { path = path.replacing(written, with: value) }
    }
    guard !path.contains("$"), !path.hasPrefix("/") else { return nil }
    return RelativePath.joinedInside(project.projectDirectory, path)
  }

  private static func kind(_ productType: String?, plist: InfoPlistDocument?) -> InfoPlistBundle.Kind {
    guard let type = productType?.replacing("com.apple.product-type.", with: "") else {
      return plist?.isExtension ?? false ? .appExtension : .other
    }
    if type.hasPrefix("bundle.unit-test") || type.hasPrefix("bundle.ui-testing") { return .test }
    if type == "application.on-demand-install-capable" { return .appClip }
    if type.contains("extension") { return .appExtension }
    if type.hasPrefix("application") { return .app }
    return .other
  }

  private static func platform(sdks: [String], productType: String?) -> InfoPlistBundle.Platform {
    let text = sdks.joined(separator: " ").lowercased()
    if text.contains("iphoneos") { return .iOS }
    if text.contains("watchos") || (productType ?? "").contains("watch") { return .watchOS }
    if text.contains("macosx") { return .macOS }
    return .unknown
  }
}

/// An iOS version such as `11.0` or `14.5`, compared component by component.
@_spi(RuleAuthoring) @_spi(Testing) public struct IOSVersion: Comparable, Sendable, CustomStringConvertible {
  /// The numeric components.
  public var components: [Int]

  /// Parses `major[.minor[.patch]]`; `nil` for anything else, such as a build variable.
  public init?(_ text: String) {
    let parts = text.trimmingWhitespace().split(separator: ".", omittingEmptySubsequences: false)
    guard !parts.isEmpty, parts.count <= 3 else { return nil }
    var components: [Int] = []
    for part in parts {
      guard let number = Int(part), number >= 0 else { return nil }
      components.append(number)
    }
    while components.count > 1, components.last == 0 { components.removeLast() }
    self.components = components
  }

  public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
    for index in 0..<max(lhs.components.count, rhs.components.count) {
      let left = index < lhs.components.count ? lhs.components[index] : 0
      let right = index < rhs.components.count ? rhs.components[index] : 0
      if left != right { return left < right }
    }
    return false
  }

  public static func == (lhs: IOSVersion, rhs: IOSVersion) -> Bool { !(lhs < rhs) && !(rhs < lhs) }

  public var description: String { components.map(String.init).joined(separator: ".") }
}

extension InfoPlistBundle.Kind {
  init(_ built: BuiltProduct.Kind) {
    switch built {
    case .app: self = .app
    case .appExtension: self = .appExtension
    case .appClip: self = .appClip
    case .other: self = .other
    }
  }
}
