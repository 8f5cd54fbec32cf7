/// Every Gradle file of a scan, indexed by directory, so that a module's settings can be
/// evaluated against the root script's `ext` block, `gradle.properties` and the version
/// catalog, the way Gradle would find them.
public struct GradleWorkspace: Sendable {
  /// Build scripts by module directory (`.` for the scanned root).
  public var buildFiles: [String: GradleBuildFile] = [:]
  /// `gradle.properties` by directory.
  public var properties: [String: GradlePropertiesDocument] = [:]
  /// Version catalogs by the directory that holds their `gradle/` folder.
  public var catalogs: [String: VersionCatalogDocument] = [:]
  /// Every settings file.
  public var settings: [GradleSettingsFile] = []

  /// An empty workspace.
  public init() {}

  /// Adds the Gradle files among parsed documents.
  init(documents: [ParsedDocument]) {
    for document in documents.sorted(by: { ($0.path ?? "") < ($1.path ?? "") }) {
      switch document {
      case .gradleBuild(let build):
        if let module = AndroidModulePath.module(of: build.path), buildFiles[module] == nil {
          buildFiles[module] = build
        }
      case .gradleProperties(let file):
        properties[AppGrouping.directory(of: file.path)] = file
      case .versionCatalog(let catalog):
        let root = AppGrouping.directory(of: AppGrouping.directory(of: catalog.path))
        if catalogs[root] == nil || catalog.path.hasSuffix("/libs.versions.toml") { catalogs[root] = catalog }
      case .gradleSettings(let file):
        settings.append(file)
      default:
        break
      }
    }
  }

  /// The value of an extra property or variable visible from `module`: the module's own
  /// script first, then the scripts of the directories above it (the root project's `ext`).
  func definition(_ name: String, from module: String) -> (value: Int, location: SourceLocation)? {
    for directory in RelativePath.ancestors(of: module) {
      guard let build = buildFiles[directory] else { continue }
      let visible = build.definitions.filter { $0.name == name && ($0.scope == .extra || directory == module) }
      if let last = visible.last { return (last.value, build.location(last.position)) }
    }
    return nil
  }

  /// The value of a Gradle property from the nearest `gradle.properties` at or above `module`.
  func property(_ name: String, from module: String, suffixMatch: Bool = false) -> (
    value: Int, location: SourceLocation
  )? {
    for directory in RelativePath.ancestors(of: module) {
      guard let file = properties[directory] else { continue }
      let entry = file.entries.last { $0.key == name || (suffixMatch && $0.key.hasSuffix("_" + name)) }
      if let entry, let value = Int(entry.value) {
        return (value, SourceLocation(path: file.path, position: entry.position))
      }
    }
    return nil
  }

  /// The version a `libs.versions.<accessor>` reference reaches from `module`.
  func catalogVersion(_ accessor: [String], from module: String) -> (value: Int, location: SourceLocation)? {
    for directory in RelativePath.ancestors(of: module) {
      guard let catalog = catalogs[directory] else { continue }
      guard let entry = catalog.version(accessor: accessor), let value = Int(entry.value) else { return nil }
      return (value, SourceLocation(path: catalog.path, position: entry.position))
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
    var source: SourceLocation?
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
    // `rootProject.ext.targetSdkVersion`, `rootProject.targetSdkVersion`, `targetSdk`.
    let named = identifiers.filter { !Self.plumbing.contains($0) }
    guard names.isEmpty, Set(named).count == 1, let name = named.first else { return nil }
    if let found = workspace.definition(name, from: module) ?? workspace.property(name, from: module) {
      return Resolved(value: found.value, source: found.location)
    }
    return nil
  }
}
