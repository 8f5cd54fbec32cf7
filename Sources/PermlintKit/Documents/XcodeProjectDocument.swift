#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The parts of an Xcode project (`<Name>.xcodeproj/project.pbxproj`) that decide an app's
/// Info.plist: targets, their build configurations and build settings, and the project's
/// development region and known regions.
@_spi(RuleAuthoring) @_spi(Testing) public struct XcodeProjectDocument: Sendable {
  /// The pbxproj file's path relative to the scanned root.
  public var path: String
  /// The project's `developmentRegion`, the language of the base Info.plist.
  public var developmentRegion: Located<String>?
  /// The project's `knownRegions`.
  public var knownRegions: [Located<String>]
  /// Project-level build configurations, inherited by every target.
  public var configurations: [BuildConfiguration]
  /// Native targets in the project's order.
  public var targets: [XcodeTarget]
  /// The Swift package products the project links (`XCSwiftPackageProductDependency`), such
  /// as `FlutterGeneratedPluginSwiftPackage` when Flutter builds plugins with SwiftPM.
  public var swiftPackageProducts: [String] = []
  /// The Swift, Objective-C and C source files some target's Sources phase compiles.
  public var compiledSources: Set<String> = []
  /// The source files the project lists in a group that no target's Sources phase compiles
  /// (a file left behind when its target was deleted): no binary the project builds holds
  /// their code. Empty when no target has a Sources phase.
  public var uncompiledSources: Set<String> = []

  /// The directory that holds the `.xcodeproj` folder: `$(SRCROOT)` and `$(PROJECT_DIR)`;
  /// for an XcodeGen spec, the spec's folder, where XcodeGen writes the project.
  public var projectDirectory: String { Self.projectDirectory(of: path) }

  /// Whether the project is read from an XcodeGen spec rather than a `project.pbxproj`.
  public var isXcodeGenSpec: Bool { !path.hasSuffix(".pbxproj") }

  static func projectDirectory(of path: String) -> String {
    path.hasSuffix(".pbxproj")
      ? RelativePath.directory(of: RelativePath.directory(of: path)) : RelativePath.directory(of: path)
  }

  /// The location of a position in this file.
  public func location(_ position: SourcePosition) -> FileLocation {
    FileLocation(path: path, position: position)
  }
}

/// A native target: an app, an extension, a test bundle, a framework.
@_spi(RuleAuthoring) @_spi(Testing) public struct XcodeTarget: Sendable {
  /// The target's name.
  public var name: String
  /// Where the target's `name` value is written.
  public var position: SourcePosition
  /// The product type, for example `com.apple.product-type.application`.
  public var productType: String?
  /// Its build configurations (usually Debug and Release).
  public var configurations: [BuildConfiguration]
  /// The Info.plist XcodeGen generates from the spec's `info: properties:`, with the
  /// properties' positions in the spec.
  public var generatedInfoPlist: InfoPlistDocument? = nil
  /// Where XcodeGen writes that Info.plist (`info: path:`): a copy in the tree is its output.
  public var generatedInfoPlistPath: String? = nil
  /// Folders XcodeGen searches for the target's Info.plist when neither `info:` nor
  /// `INFOPLIST_FILE` names one (the target's `sources:`).
  public var infoPlistSearchFolders: [String] = []
  /// What the target copies into its bundle, when the project says so: the files of its
  /// Resources build phase (each language of a localized file, such as
  /// `de.lproj/Main.strings`, listed on its own) and its folders synchronized with the file
  /// system (Xcode 16), every file of which it builds. `nil` when the project does not say
  /// (an XcodeGen spec, a target without a Resources phase): then every file counts.
  public var resources: BuiltResources? = nil
}

/// The files a target copies into its bundle (see `XcodeTarget.resources`).
@_spi(RuleAuthoring) @_spi(Testing) public struct BuiltResources: Sendable {
  /// Files of the Resources build phase, relative to the scanned root.
  public var files: Set<String>
  /// Folders synchronized with the file system, relative to the scanned root.
  public var folders: [String]

  /// Whether the target builds the file at `path` into its bundle: `.lproj` folders that
  /// no target lists are not in the app, however many files they hold.
  public func contains(_ path: String) -> Bool {
    files.contains(path) || folders.contains { path.hasPrefix($0 == "." ? "" : $0 + "/") }
  }
}

/// One build configuration (Debug, Release, …) of a project or a target.
@_spi(RuleAuthoring) @_spi(Testing) public struct BuildConfiguration: Sendable {
  /// The configuration's name.
  public var name: String
  /// Its build settings, in file order.
  public var settings: [BuildSetting]
  /// The `.xcconfig` file it is based on, relative to the scanned root, when the project names one.
  public var baseConfigurationPath: String?
}

extension XcodeProjectDocument {
  /// Reads the project model from the parsed pbxproj. Objects the model does not need are
  /// skipped, and references that point nowhere are ignored rather than fatal, since Xcode
  /// itself tolerates them.
  init(path: String, root: PlistValue) throws(ParseError) {
    guard let objectList = root.entry("objects")?.value.dictionary else {
      throw ParseError(
        location: FileLocation(path: path, position: root.position),
        message: "this is not an Xcode project: it has no `objects` dictionary")
    }
    var objects: [String: PlistValue] = [:]
    var products: [String] = []
    for entry in objectList {
      objects[entry.key] = entry.value
      if entry.value.entry("isa")?.value.string == "XCSwiftPackageProductDependency",
        let name = entry.value.entry("productName")?.value.string
      {
        products.append(name)
      }
    }
    self.swiftPackageProducts = products
    self.path = path
    self.developmentRegion = nil
    self.knownRegions = []
    self.configurations = []
    self.targets = []
    let directory = projectDirectory
    let paths = ProjectFileResolver(objects: objects, projectDirectory: directory)
    func configurations(_ listID: String?) -> [BuildConfiguration] {
      guard let listID, let list = objects[listID] else { return [] }
      return (list.entry("buildConfigurations")?.value.array ?? []).compactMap { reference in
        guard let id = reference.string, let configuration = objects[id] else { return nil }
        let settings = (configuration.entry("buildSettings")?.value.dictionary ?? []).map { entry in
          let (name, condition) = BuildSetting.splitCondition(entry.key)
          return BuildSetting(
            name: name, condition: condition, value: Self.text(entry.value), path: path,
            namePosition: entry.keyPosition, valuePosition: entry.value.position)
        }
        return BuildConfiguration(
          name: configuration.entry("name")?.value.string ?? id, settings: settings,
          baseConfigurationPath: configuration.entry("baseConfigurationReference")?.value.string.flatMap(paths.path))
      }
    }
    let projectID = root.entry("rootObject")?.value.string
    guard let project = projectID.flatMap({ objects[$0] }) else { return }
    if let region = project.entry("developmentRegion")?.value, let text = region.string {
      developmentRegion = Located(text, at: region.position)
    }
    knownRegions = (project.entry("knownRegions")?.value.array ?? []).compactMap { region in
      region.string.map { Located($0, at: region.position) }
    }
    self.configurations = configurations(project.entry("buildConfigurationList")?.value.string)
    for reference in project.entry("targets")?.value.array ?? [] {
      guard let id = reference.string, let target = objects[id],
        target.entry("isa")?.value.string == "PBXNativeTarget"
      else { continue }
      let name = target.entry("name")?.value
      targets.append(
        XcodeTarget(
          name: name?.string ?? id, position: name?.position ?? target.position,
          productType: target.entry("productType")?.value.string,
          configurations: configurations(target.entry("buildConfigurationList")?.value.string),
          resources: Self.resources(of: target, objects: objects, paths: paths)))
    }
    (compiledSources, uncompiledSources) = Self.sources(objects: objects, paths: paths)
  }

  /// Source files compiled by some native target's Sources phase, and those listed in a
  /// group that none compiles; both empty when no target has a Sources phase.
  private static func sources(
    objects: [String: PlistValue], paths: ProjectFileResolver
  ) -> (compiled: Set<String>, uncompiled: Set<String>) {
    func ids(_ value: PlistValue?) -> [String] { (value?.array ?? []).compactMap(\.string) }
    var compiledIDs = Set<String>()
    var hasPhase = false
    for object in objects.values where object.entry("isa")?.value.string == "PBXNativeTarget" {
      for phase in ids(object.entry("buildPhases")?.value).compactMap({ objects[$0] })
      where phase.entry("isa")?.value.string == "PBXSourcesBuildPhase" {
        hasPhase = true
        for buildFile in ids(phase.entry("files")?.value).compactMap({ objects[$0] }) {
          if let reference = buildFile.entry("fileRef")?.value.string { compiledIDs.insert(reference) }
        }
      }
    }
    guard hasPhase else { return ([], []) }
    var compiled = Set<String>()
    var uncompiled = Set<String>()
    for (id, object) in objects where object.entry("isa")?.value.string == "PBXFileReference" {
      guard let name = object.entry("path")?.value.string, isSource(name), let path = paths.path(id) else { continue }
      if compiledIDs.contains(id) { compiled.insert(path) } else { uncompiled.insert(path) }
    }
    return (compiled, uncompiled.subtracting(compiled))
  }

  /// Whether a file name is a Swift, Objective-C or C source.
  private static func isSource(_ name: String) -> Bool {
    name.hasSuffix(".swift") || name.hasSuffix(".m") || name.hasSuffix(".mm") || name.hasSuffix(".c")
  }

  /// The files of a target's Resources phase, a localized file's variant group expanded to
  /// one path per language, and its synchronized folders; `nil` when it has neither.
  private static func resources(
    of target: PlistValue, objects: [String: PlistValue], paths: ProjectFileResolver
  ) -> BuiltResources? {
    func ids(_ value: PlistValue?) -> [String] { (value?.array ?? []).compactMap(\.string) }
    let folders = ids(target.entry("fileSystemSynchronizedGroups")?.value).compactMap(paths.path)
    let phases = ids(target.entry("buildPhases")?.value).compactMap { objects[$0] }.filter {
      $0.entry("isa")?.value.string == "PBXResourcesBuildPhase"
    }
    guard !phases.isEmpty || !folders.isEmpty else { return nil }
    var files = Set<String>()
    for buildFile in phases.flatMap({ ids($0.entry("files")?.value) }).compactMap({ objects[$0] }) {
      guard let reference = buildFile.entry("fileRef")?.value.string, let file = objects[reference] else { continue }
      if file.entry("isa")?.value.string == "PBXVariantGroup" {
        files.formUnion(ids(file.entry("children")?.value).compactMap(paths.path))
      } else if let path = paths.path(reference) {
        files.insert(path)
      }
    }
    return BuiltResources(files: files, folders: folders)
  }

  /// A setting's value as one string: list values (`( a, b )`) are joined with spaces, as
  /// Xcode shows them.
  private static func text(_ value: PlistValue) -> String {
    if let string = value.string { return string }
    return (value.array ?? []).compactMap(\.string).joined(separator: " ")
  }
}

/// Resolves a file reference's path through the groups that contain it.
private struct ProjectFileResolver {
  let objects: [String: PlistValue]
  let projectDirectory: String
  /// The group that holds each object.
  private let parents: [String: String]

  init(objects: [String: PlistValue], projectDirectory: String) {
    self.objects = objects
    self.projectDirectory = projectDirectory
    var parents: [String: String] = [:]
    for (id, object) in objects {
      for child in object.entry("children")?.value.array ?? [] {
        if let childID = child.string { parents[childID] = id }
      }
    }
    self.parents = parents
  }

  /// The path of the file `id` relative to the scanned root, or `nil` when it cannot be
  /// known (an absolute path, or a path relative to the SDK or the build products).
  func path(_ id: String) -> String? {
    var components: [String] = []
    var current: String? = id
    var steps = 0
    while let object = current.flatMap({ objects[$0] }), steps < 64 {
      steps += 1
      if let path = object.entry("path")?.value.string { components.insert(path, at: 0) }
      switch object.entry("sourceTree")?.value.string ?? "<group>" {
      case "<group>": current = current.flatMap { parents[$0] }
      case "SOURCE_ROOT": current = nil
      default: return nil
      }
    }
    let joined = ([projectDirectory == "." ? "" : projectDirectory] + components).filter { !$0.isEmpty }
    return RelativePath.normalizedInside(joined.joined(separator: "/"))
  }
}
