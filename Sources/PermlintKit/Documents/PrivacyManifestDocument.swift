/// A parsed privacy manifest, `PrivacyInfo.xcprivacy`: an XML property list whose values keep
/// their positions, validated against Apple's structure by `invalid-privacy-manifest`.
@_spi(RuleAuthoring) @_spi(Testing) public struct PrivacyManifestDocument: Sendable {
  /// The file's path relative to the scanned root.
  public var path: String
  /// The top value as written (a `<dict>` in a valid manifest).
  public var root: PlistValue

  /// Reads the file; a file that is not a property list is a parse error at its line.
  init(file: SourceFile) throws(ParseError) {
    path = file.path
    root = try PlistParser.parse(file)
  }

  /// The location of a position in this file.
  public func location(_ position: SourcePosition) -> FileLocation {
    FileLocation(path: path, position: position)
  }

  /// Whether the manifest belongs to a prebuilt or vendored binary (inside an `.xcframework`,
  /// a `.framework` or a resource `.bundle`, or under `Pods/`), not to the app's own targets.
  public var isVendored: Bool { Self.isVendored(path) }

  /// Whether a path lies inside a prebuilt or vendored binary (see `isVendored`).
  static func isVendored(_ path: String) -> Bool {
    path.split(separator: "/").dropLast().contains { folder in
      folder == "Pods" || folder.hasSuffix(".xcframework") || folder.hasSuffix(".framework")
        || folder.hasSuffix(".bundle")
    }
  }

  /// The pod CocoaPods installed this manifest with (`ios/Pods/SDWebImage/…` is `SDWebImage`
  /// of `ios/Pods`), or `nil` for a manifest outside `Pods/`.
  public var installedPod: (podsFolder: String, pod: String)? { Self.installedPod(path) }

  static func installedPod(_ path: String) -> (podsFolder: String, pod: String)? {
    let components = path.split(separator: "/")
    guard let pods = components.dropLast().lastIndex(of: "Pods"), pods + 2 < components.count else { return nil }
    return (components[...pods].joined(separator: "/"), String(components[pods + 1]))
  }

  /// The required-reason categories the manifest declares, each with its reasons, as written
  /// (unknown names included, so that a misspelt one is reported once, by the validator).
  public var declaredCategories: [String: [String]] {
    var result: [String: [String]] = [:]
    for item in root.entry("NSPrivacyAccessedAPITypes")?.value.array ?? [] {
      guard let name = item.entry("NSPrivacyAccessedAPIType")?.value.string else { continue }
      result[name, default: []] +=
        (item.entry("NSPrivacyAccessedAPITypeReasons")?.value.array ?? []).compactMap(\.string)
    }
    return result
  }
}

/// A dependency pinned in a lock file, where the file names it.
@_spi(RuleAuthoring) @_spi(Testing) public struct LockedDependency: Sendable {
  /// The name the tool uses: a pod (without subspec), `owner/name` of a repository, a pub
  /// package.
  public var name: String
  /// The locked version, when the file pins one (a branch or revision pins none).
  public var version: String?
  /// Where the entry's version (or, without one, its name) is written.
  public var location: FileLocation
  /// The pods of a `Podfile.lock` that require this one, with the versions each allows: what
  /// holds it at its version when a newer one is needed.
  public var requirements: [PodRequirement] = []
}

/// A pod of a `Podfile.lock` that requires another with a version constraint: `MLKitCommon
/// (9.0.0)` lists `GTMSessionFetcher/Core (< 3.0, >= 1.1)`.
@_spi(RuleAuthoring) @_spi(Testing) public struct PodRequirement: Sendable {
  /// The requiring pod and its locked version: `MLKitCommon`, `9.0.0`.
  public var pod: String
  public var version: String
  /// The constraint as written: `< 3.0, >= 1.1`.
  public var constraint: String
  /// Where the requirement is written.
  public var location: FileLocation
}

/// A lock file of an iOS dependency manager: `Podfile.lock`, `Package.resolved` (Swift Package
/// Manager) or `Cartfile.resolved` (Carthage), or of npm (`package-lock.json`, `yarn.lock`),
/// whose packages bring pods in; `pubspec.lock` is a `PubspecDocument`.
@_spi(RuleAuthoring) @_spi(Testing) public struct DependencyLockDocument: Sendable {
  /// Which tool wrote it.
  @_spi(RuleAuthoring) @_spi(Testing) public enum Tool: String, Sendable {
    case cocoaPods = "Podfile.lock"
    case swiftPackageManager = "Package.resolved"
    case carthage = "Cartfile.resolved"
    case pub = "pubspec.lock"
    case npm = "package-lock.json"
    case yarn = "yarn.lock"
  }

  /// The file's path relative to the scanned root.
  public var path: String
  /// The tool.
  public var tool: Tool
  /// Every dependency it pins, in file order.
  public var dependencies: [LockedDependency]

  /// Reads a lock file; one permlint cannot read pins nothing (it is the tool's file, and
  /// the tool reports it).
  init(file: SourceFile, tool: Tool) {
    path = file.path
    self.tool = tool
    switch tool {
    case .cocoaPods: dependencies = Self.pods(file)
    case .swiftPackageManager: dependencies = Self.packages(file)
    case .carthage: dependencies = Self.carthage(file)
    case .pub: dependencies = Self.pub(file)
    case .npm: dependencies = NpmLock.packageLock(file)
    case .yarn: dependencies = NpmLock.yarnLock(file)
    }
  }

  /// `PODS:` entries, `Name (1.2.3)` or `Name/Subspec (1.2.3):` with their dependencies; a
  /// pod is listed once, at its first entry.
  private static func pods(_ file: SourceFile) -> [LockedDependency] {
    guard let root = (try? YAMLParser.parse(file))?.root else { return [] }
    var seen = Set<String>()
    var result: [LockedDependency] = []
    var requirements: [String: [PodRequirement]] = [:]
    for item in root["PODS"]?.sequence ?? [] {
      let node = item.string != nil ? item : (item.mapping?.first?.key ?? item)
      guard let text = node.string, let (name, version) = podAndParenthesis(text) else { continue }
      // `- Pod (1.0):` followed by the pods it requires, each with its constraint.
      for required in item.mapping?.first?.value.sequence ?? [] {
        guard let line = required.string, let (requiredName, constraint) = podAndParenthesis(line),
          requiredName != name
        else { continue }
        requirements[requiredName, default: []].append(
          PodRequirement(
            pod: name, version: version, constraint: constraint, location: file.location(required.position)))
      }
      guard seen.insert(name).inserted else { continue }
      result.append(LockedDependency(name: name, version: version, location: file.location(node.position)))
    }
    for index in result.indices {
      // Once per requiring pod: its subspecs repeat the requirement.
      var pods = Set<String>()
      result[index].requirements = (requirements[result[index].name] ?? []).filter { pods.insert($0.pod).inserted }
    }
    return result
  }

  /// The pod (without subspec) and the text in parentheses of `Name/Subspec (text)`.
  private static func podAndParenthesis(_ text: String) -> (String, String)? {
    guard let open = text.firstIndex(of: "(") else { return nil }
    let name = String(text[..<open]).trimmingWhitespace().split(separator: "/").first.map(String.init) ?? ""
    guard !name.isEmpty else { return nil }
    return (name, String(text[text.index(after: open)...].prefix { $0 != ")" }))
  }

  /// `pins`: version 1 (`object.pins`, `repositoryURL`) and versions 2 and 3 (`location`).
  private static func packages(_ file: SourceFile) -> [LockedDependency] {
    guard let root = try? JSONParser.parse(file) else { return [] }
    let pins = root["pins"]?.array ?? root["object"]?["pins"]?.array ?? []
    return pins.compactMap { pin in
      guard let url = (pin["location"] ?? pin["repositoryURL"])?.string, let name = repository(url) else {
        return nil
      }
      let version = pin["state"]?["version"]
      return LockedDependency(
        name: name, version: version?.string, location: file.location((version ?? pin).position))
    }
  }

  /// `github "owner/name" "1.2.3"` (or `git "url" "1.2.3"`) lines.
  private static func carthage(_ file: SourceFile) -> [LockedDependency] {
    let lines = LineTable(utf8: file.bytes)
    var result: [LockedDependency] = []
    var offset = 0
    for line in file.bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      defer { offset += line.count + 1 }
      let text = String(decoding: line, as: UTF8.self)
      let parts = text.split(separator: "\"", omittingEmptySubsequences: false)
      guard parts.count >= 4 else { continue }
      let source = String(parts[1])
      let name = text.hasPrefix("github") ? source : repository(source)
      guard let name else { continue }
      let column = text.utf8.distance(from: text.startIndex, to: parts[3].startIndex)
      result.append(
        LockedDependency(
          name: name, version: String(parts[3]),
          location: file.location(lines.position(ofOffset: offset + column))))
    }
    return result
  }

  /// `packages:` of a `pubspec.lock`, each at its `version:` value.
  private static func pub(_ file: SourceFile) -> [LockedDependency] {
    guard let root = (try? YAMLParser.parse(file))?.root else { return [] }
    return (root["packages"]?.mapping ?? []).compactMap { pair in
      guard let name = pair.key.string else { return nil }
      let version = pair.value["version"]
      return LockedDependency(
        name: name, version: version?.string, location: file.location((version ?? pair.key).position))
    }
  }

  /// `owner/name` of a GitHub (or other host's) repository URL, without `.git`.
  static func repository(_ url: String) -> String? {
    var parts = url.split(separator: "/").map(String.init)
    guard parts.count >= 2 else { return nil }
    if parts[parts.count - 1].hasSuffix(".git") { parts[parts.count - 1].removeLast(4) }
    let owner = parts[parts.count - 2].split(separator: ":").last.map(String.init) ?? ""
    return "\(owner)/\(parts[parts.count - 1])"
  }
}

/// A prebuilt `<name>.xcframework` in the tree, seen through its top-level `Info.plist`.
@_spi(RuleAuthoring) @_spi(Testing) public struct VendoredFramework: Sendable {
  /// The path of its `Info.plist`.
  public var path: String
  /// The framework's name, without `.xcframework`.
  public var name: String
  /// The privacy manifests inside it (found when the app's documents are grouped).
  public var manifests: [String] = []
  /// The folder of the `.xcframework`.
  public var folder: String { RelativePath.directory(of: path) }
}

/// The pods CocoaPods installed (`Pods/Manifest.lock`), given to the app that builds them by
/// `PrivacyGrouping`; no app of its own.
struct InstalledPodsDocument: Sendable {
  var lock: DependencyLockDocument
  var path: String { lock.path }
}
