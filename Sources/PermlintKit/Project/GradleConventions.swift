#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The scripts that configure a module besides its own build script: scripts it applies with
/// `apply from:` and the convention plugins it applies by id, catalog alias or class, found the
/// way Gradle finds them (a `gradlePlugin { plugins { register(…) } }` registration, or a
/// precompiled script plugin named after its id), followed through the plugins they apply in
/// turn. Real apps set `targetSdk` and add `implementation(project(":common"))` there, so a
/// module read alone looks like it sets neither.
struct GradleConventions: Sendable {
  /// Convention-plugin sources by plugin id.
  private var byID: [String: GradleBuildFile] = [:]
  /// Convention-plugin sources by the class they declare.
  private var byClass: [String: GradleBuildFile] = [:]
  /// Applied scripts by path.
  private var scripts: [String: GradleBuildFile] = [:]
  /// Plugin ids by catalog accessor (`meshtastic.kmp.library`), from every catalog of the scan.
  private var pluginAliases: [String: String] = [:]
  /// Literal constants of convention-plugin sources, by qualified name.
  private var constants: [String: GradleValueToken] = [:]

  /// No conventions.
  init() {}

  init(
    buildFiles: [String: GradleBuildFile], scripts: [String: GradleBuildFile],
    catalogs: [String: VersionCatalogDocument]
  ) {
    self.scripts = scripts
    for catalog in catalogs.keys.sorted().compactMap({ catalogs[$0] }) {
      for (alias, id) in catalog.plugins where pluginAliases[VersionCatalogDocument.accessor(alias)] == nil {
        pluginAliases[VersionCatalogDocument.accessor(alias)] = id
      }
    }
    for path in scripts.keys.sorted() {
      guard let script = scripts[path] else { continue }
      constants.merge(script.constants) { first, _ in first }
      for name in script.declaredClasses where byClass[name] == nil { byClass[name] = script }
      // A precompiled script plugin's id is its file name: `acme.android.app.gradle.kts`.
      let name = path.split(separator: "/").last.map(String.init) ?? path
      for suffix in [".gradle.kts", ".gradle"] where name.hasSuffix(suffix) && path.contains("/src/main/") {
        let id = String(name.dropLast(suffix.count))
        if byID[id] == nil { byID[id] = script }
      }
    }
    for file in buildFiles.keys.sorted().compactMap({ buildFiles[$0] })
      + scripts.keys.sorted().compactMap({ scripts[$0] })
    {
      for registration in file.pluginRegistrations {
        guard let id = self.id(of: registration.plugin), let source = byClass[shortName(registration.className)]
        else { continue }
        if byID[id] == nil { byID[id] = source }
      }
    }
  }

  /// The plugin id a reference names, resolving catalog aliases.
  func id(of reference: GradlePluginReference) -> String? {
    switch reference {
    case .id(let id): id
    case .alias(let accessor): pluginAliases[accessor.joined(separator: ".").lowercased()]
    case .className: nil
    case .constant(let name): constant(name).flatMap { $0.kind == .string ? $0.text : nil }
    }
  }

  /// The constant a qualified name (`ThunderbirdProjectConfig.Android.sdkTarget`) names, also
  /// when it is written from inside an enclosing object (`Android.sdkTarget`).
  func constant(_ name: String) -> GradleValueToken? {
    if let exact = constants[name] { return exact }
    let matches = constants.filter { $0.key.hasSuffix("." + name) }
    return matches.count == 1 ? matches.first?.value : nil
  }

  /// The scripts `build` applies, directly and through the plugins and scripts they apply, in
  /// the order Gradle applies them, each once.
  func contributors(of build: GradleBuildFile) -> [GradleBuildFile] {
    var result: [GradleBuildFile] = []
    var visited: Set<String> = [build.path]
    collect(build, into: &result, visited: &visited)
    return result
  }

  private func collect(_ file: GradleBuildFile, into result: inout [GradleBuildFile], visited: inout Set<String>) {
    var applied: [GradleBuildFile] = []
    for script in file.appliedScripts {
      if let found = self.script(script.value, appliedFrom: file.path) { applied.append(found) }
    }
    for plugin in file.appliedPlugins {
      switch plugin.value {
      case .className(let name): if let found = byClass[name] { applied.append(found) }
      default: if let id = id(of: plugin.value), let found = byID[id] { applied.append(found) }
      }
    }
    for found in applied where visited.insert(found.path).inserted {
      result.append(found)
      collect(found, into: &result, visited: &visited)
    }
  }

  /// The script `apply from:` names: relative to the applying file's directory, or (`//x`,
  /// from `$rootDir/x`) to the nearest directory above it that holds such a file.
  private func script(_ written: String, appliedFrom path: String) -> GradleBuildFile? {
    let directory = AppGrouping.directory(of: path)
    if written.hasPrefix("//") {
      let relative = String(written.dropFirst(2))
      for ancestor in RelativePath.ancestors(of: directory) {
        if let found = scripts[RelativePath.join(ancestor, relative)] { return found }
      }
      return nil
    }
    return scripts[RelativePath.join(directory, written)]
  }

  /// `AndroidApplicationConventionPlugin` of `com.acme.AndroidApplicationConventionPlugin`.
  private func shortName(_ className: String) -> String {
    className.split(separator: ".").last.map(String.init) ?? className
  }
}
