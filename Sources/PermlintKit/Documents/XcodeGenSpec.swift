#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An XcodeGen project spec (`project.yml`) read as the Xcode project it generates: its
/// targets with their product type and platform, their build settings (project `settings:`,
/// then the target's, each `base:` then the configuration's), `configFiles:`, and the
/// Info.plist each target gets: `info: properties:` (XcodeGen writes them into the plist at
/// `info: path:`, so they are declared in the spec, at their line), else the `INFOPLIST_FILE`
/// setting, else the first Info.plist among the target's `sources:`, as XcodeGen picks it.
/// https://github.com/yonaskolb/XcodeGen/blob/master/Docs/ProjectSpec.md (read 2026-11-25).
///
/// A spec that pulls in other specs (`include:`) or targets built from templates
/// (`templates:`) is not read: what they declare cannot be seen, and a key declared there
/// would be reported missing. It becomes an `UnreadProjectManifest`, said once as a note.
enum XcodeGenSpec {
  /// What a `project.yml` is to permlint: a project, a spec it cannot read fully, or not an
  /// XcodeGen spec at all (another tool's `project.yml`).
  enum Reading {
    case project(XcodeProjectDocument)
    case unread(UnreadProjectManifest)
  }

  /// Reads a `project.yml`; `nil` when it is not an XcodeGen spec.
  static func document(_ file: SourceFile) throws(ParseError) -> Reading? {
    let yaml = try YAMLParser.parse(file)
    guard let root = yaml.root, let targets = root["targets"]?.mapping else { return nil }
    if let include = root.mapping?.first(where: { $0.key.scalar == "include" }) {
      return .unread(
        UnreadProjectManifest(
          path: file.path, position: include.key.position, tool: .xcodeGen,
          reason: "it pulls in other specs with `include:`, which permlint does not follow"))
    }
    if let templated = targets.first(where: { $0.value["templates"] != nil }) {
      return .unread(
        UnreadProjectManifest(
          path: file.path, position: templated.key.position, tool: .xcodeGen,
          reason: "target '\(templated.key.scalar ?? "")' is built from `templates:`, which permlint does not expand"))
    }
    return .project(XcodeProjectDocument(xcodeGenSpec: file.path, root: root))
  }
}

/// A project manifest permlint cannot read (a Tuist `Project.swift`, an XcodeGen spec with
/// includes): the targets it describes are not checked, which the run says once.
@_spi(RuleAuthoring) @_spi(Testing) public struct UnreadProjectManifest: Sendable {
  /// The tool that generates a project from the manifest.
  @_spi(RuleAuthoring) @_spi(Testing) public enum Tool: Sendable {
    case xcodeGen
    case tuist
  }

  /// The manifest's path relative to the scanned root.
  public var path: String
  /// Where the part permlint cannot read starts.
  public var position: SourcePosition
  /// The generator.
  public var tool: Tool
  /// Why it is not read.
  public var reason: String

  /// The note: what is not checked, and how to give it to permlint.
  var notification: ToolNotification {
    let folder = RelativePath.directory(of: path)
    let generate =
      switch tool {
      case .xcodeGen: "xcodegen generate"
      case .tuist: "tuist generate --no-open"
      }
    let command = folder == "." ? "`\(generate)`" : "`\(generate)` in \(folder)"
    return ToolNotification(
      path: "\(path):\(position.line):\(position.column)",
      message: "permlint cannot read this \(tool == .tuist ? "Tuist manifest" : "XcodeGen spec"): \(reason); "
        + "the Info.plist keys, build settings and code of its targets are not checked. Run \(command), then lint "
        + "again: the generated .xcodeproj is read.",
      severity: .note)
  }
}

extension XcodeProjectDocument {
  /// The project an XcodeGen spec generates.
  init(xcodeGenSpec path: String, root: YAMLNode) {
    let options = root["options"]
    self.path = path
    self.knownRegions = []
    self.targets = []
    self.configurations = []
    self.developmentRegion = options?["developmentLanguage"].flatMap { node in
      node.string.map { Located($0, at: node.position) }
    }
    let reader = XcodeGenSettingsReader(path: path, groups: root["settingGroups"] ?? root["settingPresets"])
    let directory = Self.projectDirectory(of: path)
    func file(_ node: YAMLNode?) -> String? {
      guard let written = node?.string, !written.hasPrefix("/") else { return nil }
      return RelativePath.joinedInside(directory, written)
    }
    // `configs:` names the configurations; Debug and Release without it.
    let names = root["configs"]?.mapping?.compactMap(\.key.scalar) ?? ["Debug", "Release"]
    let projectConfigFiles = root["configFiles"]
    configurations = names.map { name in
      BuildConfiguration(
        name: name, settings: reader.settings(root["settings"], configuration: name),
        baseConfigurationPath: file(XcodeGenSettingsReader.matching(projectConfigFiles, name)))
    }
    let deploymentTargets = options?["deploymentTarget"]
    for pair in root["targets"]?.mapping ?? [] {
      guard let name = pair.key.scalar else { continue }
      let target = pair.value
      // A list of platforms makes one target per platform, named `<name>_<platform>`.
      let platforms: [YAMLNode?] = target["platform"]?.sequence ?? [target["platform"]]
      for platformNode in platforms {
        let platform = platformNode?.string
        let targetName = (target["platform"]?.sequence != nil) ? "\(name)_\(platform ?? "")" : name
        var generated: [BuildSetting] = []
        // The platform and deployment target, as the settings XcodeGen writes for them.
        if let platformNode, let sdk = platform.flatMap(Self.sdk) {
          generated.append(reader.setting("SDKROOT", sdk, name: platformNode, value: platformNode))
        }
        if let destinations = target["supportedDestinations"]?.sequence {
          let sdks = destinations.compactMap { $0.string.flatMap(Self.sdk) }
          if let first = destinations.first, !sdks.isEmpty {
            generated.append(
              reader.setting("SUPPORTED_PLATFORMS", sdks.joined(separator: " "), name: first, value: first))
          }
        }
        let deployment =
          target["deploymentTarget"]?[platform ?? ""] ?? target["deploymentTarget"]
          ?? platform.flatMap { deploymentTargets?[$0] }
        if let deployment, let version = deployment.scalar, platform == "iOS" || platform == nil {
          generated.append(reader.setting("IPHONEOS_DEPLOYMENT_TARGET", version, name: deployment, value: deployment))
        }
        var xcodeTarget = XcodeTarget(
          name: targetName, position: pair.key.position,
          productType: target["type"]?.string.map { "com.apple.product-type.\($0)" },
          configurations: names.map { configuration in
            BuildConfiguration(
              name: configuration,
              settings: generated + reader.settings(target["settings"], configuration: configuration),
              baseConfigurationPath: file(XcodeGenSettingsReader.matching(target["configFiles"], configuration)))
          })
        let info = target["info"]
        let setsInfoPlistFile = xcodeTarget.configurations.contains { configuration in
          configuration.settings.contains { $0.name == "INFOPLIST_FILE" }
        }
        if let info, !setsInfoPlistFile {
          xcodeTarget.generatedInfoPlistPath = file(info["path"])
          xcodeTarget.generatedInfoPlist = InfoPlistDocument(
            path: path,
            entries: (info["properties"]?.mapping ?? []).compactMap { pair in
              pair.key.scalar.map {
                PlistEntry(key: $0, keyPosition: pair.key.position, value: Self.plistValue(pair.value))
              }
            })
        }
        xcodeTarget.infoPlistSearchFolders = Self.sources(target["sources"]).compactMap { source in
          RelativePath.joinedInside(directory, source)
        }
        targets.append(xcodeTarget)
      }
    }
  }

  /// The SDK of an XcodeGen platform name.
  private static func sdk(_ platform: String) -> String? {
    switch platform {
    case "iOS": "iphoneos"
    case "macOS": "macosx"
    case "watchOS": "watchos"
    case "tvOS": "appletvos"
    case "visionOS": "xros"
    default: nil
    }
  }

  /// The folders of a target's `sources:`: a path, or a list of paths and `{ path: }` entries.
  private static func sources(_ node: YAMLNode?) -> [String] {
    guard let node else { return [] }
    if let path = node.string { return [path] }
    return (node.sequence ?? []).compactMap { $0.string ?? $0["path"]?.string }
  }

  /// A YAML value as the property-list value XcodeGen writes: plain booleans and numbers
  /// keep their type, anything else is a string.
  static func plistValue(_ node: YAMLNode) -> PlistValue {
    switch node.kind {
    case .scalar(let text, let isPlain):
      if isPlain, let bool = node.bool { return PlistValue(kind: .bool(bool), position: node.position) }
      if isPlain, Int(text) != nil { return PlistValue(kind: .integer(text), position: node.position) }
      return PlistValue(kind: .string(text), position: node.position)
    case .sequence(let items):
      return PlistValue(kind: .array(items.map(plistValue)), position: node.position)
    case .mapping(let pairs):
      return PlistValue(
        kind: .dictionary(
          pairs.compactMap { pair in
            pair.key.scalar.map { PlistEntry(key: $0, keyPosition: pair.key.position, value: plistValue(pair.value)) }
          }), position: node.position)
    }
  }
}

/// Reads XcodeGen `settings:`: a flat mapping of build settings, or `groups:`, `base:` and
/// `configs:` (matched to a configuration by name, ignoring case), in that order.
private struct XcodeGenSettingsReader {
  let path: String
  let groups: YAMLNode?

  func settings(_ node: YAMLNode?, configuration: String, depth: Int = 0) -> [BuildSetting] {
    guard let pairs = node?.mapping, depth < 8 else { return [] }
    let structured = !pairs.isEmpty && pairs.allSatisfy { ["base", "configs", "groups"].contains($0.key.scalar ?? "") }
    guard structured, let node else { return pairs.compactMap(setting) }
    var result: [BuildSetting] = []
    for group in node["groups"]?.sequence ?? [] {
      if let name = group.string { result += settings(groups?[name], configuration: configuration, depth: depth + 1) }
    }
    result += (node["base"]?.mapping ?? []).compactMap(setting)
    result += (Self.matching(node["configs"], configuration)?.mapping ?? []).compactMap(setting)
    return result
  }

  /// The value of a mapping keyed by configuration name, ignoring case.
  static func matching(_ node: YAMLNode?, _ configuration: String) -> YAMLNode? {
    node?.mapping?.first { $0.key.scalar?.lowercased() == configuration.lowercased() }?.value
  }

  private func setting(_ pair: YAMLPair) -> BuildSetting? {
    guard let written = pair.key.scalar else { return nil }
    let value: String
    switch pair.value.kind {
    case .scalar(let text, _): value = pair.value.bool.map { $0 ? "YES" : "NO" } ?? text
    case .sequence(let items): value = items.compactMap(\.scalar).joined(separator: " ")
    case .mapping: return nil
    }
    let (name, condition) = BuildSetting.splitCondition(written)
    return BuildSetting(
      name: name, condition: condition, value: value, path: path, namePosition: pair.key.position,
      valuePosition: pair.value.position)
  }

  /// A setting XcodeGen writes from another key of the spec (`platform:`), placed there.
  func setting(_ name: String, _ value: String, name nameNode: YAMLNode, value valueNode: YAMLNode) -> BuildSetting {
    BuildSetting(
      name: name, condition: nil, value: value, path: path, namePosition: nameNode.position,
      valuePosition: valueNode.position)
  }
}
