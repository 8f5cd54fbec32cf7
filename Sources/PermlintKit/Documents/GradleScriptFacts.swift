#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A token of a setting's value, kept so that `GradleValueResolver` can evaluate the common
/// forms (`rootProject.ext.targetSdkVersion`, `safeExtGet("targetSdkVersion", 36)`,
/// `libs.versions.targetSdk.get().toInt()`) without running Gradle.
@_spi(RuleAuthoring) @_spi(Testing) public struct GradleValueToken: Sendable, Equatable {
  /// Whether the token is a string literal, a number, a name or punctuation.
  @_spi(RuleAuthoring) @_spi(Testing) public enum Kind: Sendable, Equatable {
    case identifier, number, string, punctuation
  }

  /// What the token is.
  public var kind: Kind
  /// Its text; a string's contents without quotes.
  public var text: String

  init(_ token: GradleTokenizer.Token) {
    switch token.kind {
    case .identifier: kind = .identifier
    case .number: kind = .number
    case .string: kind = .string
    case .punctuation: kind = .punctuation
    }
    text = token.text
  }
}

/// An integer a build script gives a name: `ext { targetSdkVersion = 36 }`,
/// `ext.targetSdkVersion = 36`, `extra["targetSdk"] = 36`, `val targetSdk = 36`.
@_spi(RuleAuthoring) @_spi(Testing) public struct GradleDefinition: Sendable {
  /// Where the name lives: the project's extra properties, or a variable of the script.
  @_spi(RuleAuthoring) @_spi(Testing) public enum Scope: Sendable, Equatable {
    case extra, local
  }

  /// The name.
  public var name: String
  /// The value.
  public var value: Int
  /// Where the name is defined.
  public var position: SourcePosition
  /// Extra property or local variable.
  public var scope: Scope
}

/// Which Android Gradle plugin a module applies.
@_spi(RuleAuthoring) @_spi(Testing) public enum AndroidPluginKind: String, Sendable {
  /// `com.android.application`: the module builds an app.
  case application
  /// `com.android.library`: the module's manifest merges into the apps that depend on it.
  case library
}

/// A plugin a script applies: by id, by version-catalog alias (`libs.plugins.a.b` as
/// `["a", "b"]`), or by the class of a convention plugin (`apply<MyPlugin>()`).
@_spi(RuleAuthoring) @_spi(Testing) public enum GradlePluginReference: Sendable, Hashable {
  case id(String)
  case alias([String])
  case className(String)
  /// `id(ThunderbirdPlugins.App.android)`: a constant of a convention-plugin build.
  case constant(String)
}

/// A Maven dependency as a script names it: coordinates, or a version-catalog accessor
/// (`libs.firebase.messaging` as `["firebase", "messaging"]`).
@_spi(RuleAuthoring) @_spi(Testing) public enum GradleExternalDependency: Sendable, Hashable {
  case coordinate(group: String, artifact: String)
  case catalog([String])
}

/// Reads what else a build script says that permlint uses: named integers, the Android
/// plugin it applies, and the modules it depends on.
struct GradleScriptFactsReader {
  typealias Token = GradleTokenizer.Token

  let tokens: [Token]

  /// Extra properties and local variables whose value is an integer literal.
  func definitions() -> [(name: String, value: Int, offset: Int, scope: GradleDefinition.Scope)] {
    var result: [(String, Int, Int, GradleDefinition.Scope)] = []
    var blocks: [String] = []
    for index in tokens.indices {
      let token = tokens[index]
      if isPunctuation(index, "{") {
        blocks.append(index > 0 && tokens[index - 1].kind == .identifier ? tokens[index - 1].text : "")
        continue
      }
      if isPunctuation(index, "}") {
        _ = blocks.popLast()
        continue
      }
      guard token.kind == .identifier else { continue }
      let previousIsDot = index > 0 && isPunctuation(index - 1, ".")
      // `ext { targetSdkVersion = 36 }` and `extra.apply { set("targetSdk", 36) }`.
      if blocks.last == "ext", !previousIsDot, isPunctuation(index + 1, "="),
        let value = integer(at: index + 2)
      {
        result.append((token.text, value, token.offset, .extra))
      }
      // `ext.targetSdkVersion = 36`, `rootProject.ext.targetSdkVersion = 36`.
      if token.text == "ext", isPunctuation(index + 1, "."), index + 2 < tokens.count,
        tokens[index + 2].kind == .identifier, isPunctuation(index + 3, "="), let value = integer(at: index + 4)
      {
        result.append((tokens[index + 2].text, value, tokens[index + 2].offset, .extra))
      }
      // `extra["targetSdk"] = 36`, `ext["targetSdk"] = 36`.
      if token.text == "extra" || token.text == "ext", isPunctuation(index + 1, "["), index + 2 < tokens.count,
        tokens[index + 2].kind == .string, isPunctuation(index + 3, "]"), isPunctuation(index + 4, "="),
        let value = integer(at: index + 5)
      {
        result.append((tokens[index + 2].text, value, tokens[index + 2].offset, .extra))
      }
      // `ext.set("targetSdk", 36)`, `extra.set("targetSdk", 36)`, `set("targetSdk", 36)` in `ext {}`.
      if token.text == "set", isPunctuation(index + 1, "("), index + 2 < tokens.count,
        tokens[index + 2].kind == .string,
        isPunctuation(index + 3, ","), let value = integer(at: index + 4),
        (index >= 2 && isPunctuation(index - 1, ".") && ["ext", "extra"].contains(tokens[index - 2].text))
          || blocks.last == "ext" || blocks.last == "apply"
      {
        result.append((tokens[index + 2].text, value, tokens[index + 2].offset, .extra))
      }
      // `val targetSdk = 36`, `def targetSdk = 36`, `val targetSdk: Int = 36`,
      // `val targetSdk by extra(36)`.
      if ["val", "var", "def"].contains(token.text), index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
        let name = tokens[index + 1]
        var cursor = index + 2
        if isPunctuation(cursor, ":"), cursor + 1 < tokens.count { cursor += 2 }
        if isPunctuation(cursor, "="), let value = integer(at: cursor + 1) {
          result.append((name.text, value, name.offset, .local))
        } else if cursor + 3 < tokens.count, tokens[cursor].text == "by", tokens[cursor + 1].text == "extra",
          isPunctuation(cursor + 2, "("), let value = integer(at: cursor + 3)
        {
          result.append((name.text, value, name.offset, .extra))
        }
      }
    }
    return result
  }

  /// `com.android.application` or `com.android.library`, however the script applies it; for a
  /// convention plugin (`id(ThunderbirdPlugins.Library.android)`,
  /// `alias(libs.plugins.nowinandroid.android.library)`), what its name says.
  func pluginKind() -> AndroidPluginKind? {
    for token in tokens where token.kind == .string {
      if token.text == "com.android.application" { return .application }
      if Self.libraryPluginIDs.contains(token.text) { return .library }
    }
    // `libs.plugins.android.application` (a catalog alias of the plugin itself, as convention
    // plugins apply it: `apply(plugin = libs.plugins.android.application.get().pluginId)`).
    for reference in appliedPlugins() {
      guard case .alias(let accessor) = reference.plugin else { continue }
      let joined = accessor.joined(separator: ".").lowercased()
      if joined == "android.application" { return .application }
      if ["android.library", "android.kotlin.multiplatform.library", "android.dynamic.feature", "android.test"]
        .contains(joined)
      {
        return .library
      }
    }
    for (index, token) in tokens.enumerated()
    where token.kind == .identifier && ["id", "alias"].contains(token.text) && isInsidePlugins(index) {
      var words: [String] = []
      var cursor = index + 1
      while cursor < tokens.count, tokens[cursor].line == token.line, !isPunctuation(cursor, ")") {
        let text = tokens[cursor].text
        if tokens[cursor].kind == .identifier || tokens[cursor].kind == .string {
          words += text.split(whereSeparator: { $0 == "." || $0 == "-" || $0 == "_" }).map { $0.lowercased() }
        }
        cursor += 1
      }
      // A convention plugin for Android or Kotlin Multiplatform (whose Android target has a
      // manifest); `java-library` is neither.
      guard words.contains(where: { $0.contains("android") || $0.hasPrefix("kmp") || $0.contains("multiplatform") })
      else { continue }
      if words.contains(where: { $0.hasPrefix("library") || $0.hasSuffix("library") }) { return .library }
      if words.contains(where: { $0 == "app" || $0.hasPrefix("application") || $0.hasSuffix("application") }) {
        return .application
      }
    }
    return nil
  }

  /// Android plugins whose module is merged into an app or tests one, never an app itself.
  static let libraryPluginIDs: Set<String> = [
    "com.android.library", "com.android.kotlin.multiplatform.library", "com.android.dynamic-feature",
    "com.android.test",
  ]

  /// The plugins the script applies: `id("x")` and `alias(libs.plugins.x)` in `plugins {}`,
  /// `apply plugin: 'x'`, `apply(plugin = "x")`, `pluginManager.apply("x")`, a catalog alias
  /// anywhere (`libs.plugins.x.get().pluginId`), and `apply<ConventionClass>()`.
  func appliedPlugins() -> [(plugin: GradlePluginReference, offset: Int)] {
    var result: [(GradlePluginReference, Int)] = []
    for index in tokens.indices {
      let token = tokens[index]
      guard token.kind == .identifier else { continue }
      switch token.text {
      case "plugins" where isPunctuation(index - 1, ".") && index >= 2 && tokens[index - 2].text == "libs":
        let parts = catalogAccessor(after: index)
        if !parts.isEmpty { result.append((.alias(parts), tokens[index - 2].offset)) }
      // `libs.plugin("android-application")`, `libs.findPlugin("x").get()` in convention plugins.
      case "plugin" where isCatalogLookup(index), "findPlugin" where isCatalogLookup(index):
        if index + 2 < tokens.count, tokens[index + 2].kind == .string {
          let parts = tokens[index + 2].text.split(whereSeparator: { "-_.".contains($0) }).map(String.init)
          result.append((.alias(parts), tokens[index - 2].offset))
        }
      case "id" where isInsidePlugins(index):
        var cursor = index + 1
        if isPunctuation(cursor, "(") { cursor += 1 }
        if cursor < tokens.count, tokens[cursor].kind == .string {
          result.append((.id(tokens[cursor].text), token.offset))
        } else if isPunctuation(index + 1, "("), let chain = dottedChain(from: cursor), isPunctuation(chain.end, ")") {
          result.append((.constant(chain.names.joined(separator: ".")), token.offset))
        }
      case "plugin" where isPunctuation(index + 1, "=") || isPunctuation(index + 1, ":"):
        if index + 2 < tokens.count, tokens[index + 2].kind == .string {
          result.append((.id(tokens[index + 2].text), token.offset))
        }
      case "apply":
        // `pluginManager.apply("x")`, `project.pluginManager.apply("x")`.
        if isPunctuation(index + 1, "("), index + 2 < tokens.count, tokens[index + 2].kind == .string,
          isPunctuation(index - 1, "."), index >= 2, tokens[index - 2].text == "pluginManager"
        {
          result.append((.id(tokens[index + 2].text), token.offset))
        }
        // `apply<AndroidLibraryConventionPlugin>()`.
        if isPunctuation(index + 1, "<"), index + 2 < tokens.count, tokens[index + 2].kind == .identifier,
          isPunctuation(index + 3, ">")
        {
          result.append((.className(tokens[index + 2].text), token.offset))
        }
      default:
        continue
      }
    }
    return result
  }

  /// The names after `libs.plugins` or `libs` up to the call that reads the value:
  /// `libs.plugins.acme.android.app.get().pluginId` gives `acme`, `android`, `app`.
  private func catalogAccessor(after index: Int) -> [String] {
    var parts: [String] = []
    var cursor = index + 1
    while isPunctuation(cursor, "."), cursor + 1 < tokens.count, tokens[cursor + 1].kind == .identifier,
      !["get", "pluginId", "orNull"].contains(tokens[cursor + 1].text)
    {
      parts.append(tokens[cursor + 1].text)
      cursor += 2
    }
    return parts
  }

  /// The identifiers of `A.B.c` starting at `start`, and the index after it.
  private func dottedChain(from start: Int) -> (names: [String], end: Int)? {
    guard start < tokens.count, tokens[start].kind == .identifier else { return nil }
    var names = [tokens[start].text]
    var cursor = start + 1
    while isPunctuation(cursor, "."), cursor + 1 < tokens.count, tokens[cursor + 1].kind == .identifier {
      names.append(tokens[cursor + 1].text)
      cursor += 2
    }
    return (names, cursor)
  }

  /// Constants a convention-plugin source declares, by qualified name:
  /// `object ThunderbirdProjectConfig { object Android { const val sdkTarget = 36 } }` gives
  /// `ThunderbirdProjectConfig.Android.sdkTarget` = 36. Only literal values.
  func constants() -> [(name: String, value: GradleValueToken)] {
    var result: [(String, GradleValueToken)] = []
    var objects: [String?] = []
    for index in tokens.indices {
      if isPunctuation(index, "{") {
        var name: String?
        if index >= 2, tokens[index - 1].kind == .identifier, tokens[index - 2].text == "object" {
          name = tokens[index - 1].text
        }
        objects.append(name)
        continue
      }
      if isPunctuation(index, "}") {
        _ = objects.popLast()
        continue
      }
      guard tokens[index].kind == .identifier, tokens[index].text == "val", index + 3 < tokens.count,
        tokens[index + 1].kind == .identifier, isPunctuation(index + 2, "="),
        tokens[index + 3].kind == .string || tokens[index + 3].kind == .number,
        index + 4 >= tokens.count || tokens[index + 4].line != tokens[index + 3].line
          || isPunctuation(index + 4, ";") || isPunctuation(index + 4, "}")
      else { continue }
      let qualified = (objects.compactMap { $0 } + [tokens[index + 1].text]).joined(separator: ".")
      result.append((qualified, GradleValueToken(tokens[index + 3])))
    }
    return result
  }

  /// Whether the name at `index` is called on `libs` with an argument: `libs.plugin("x")`.
  private func isCatalogLookup(_ index: Int) -> Bool {
    isPunctuation(index - 1, ".") && index >= 2 && tokens[index - 2].text == "libs" && isPunctuation(index + 1, "(")
  }

  /// The scripts `apply from: "../common.gradle"` or `apply(from = "…")` applies, as written
  /// (with `$rootDir/` and `${rootProject.projectDir}/` turned into a leading `//`, which marks
  /// a path from the root project).
  func appliedScripts() -> [(path: String, offset: Int)] {
    var result: [(String, Int)] = []
    for index in tokens.indices where tokens[index].kind == .identifier && tokens[index].text == "from" {
      guard index >= 1, isPunctuation(index + 1, ":") || isPunctuation(index + 1, "=") else { continue }
      let previous = tokens[index - 1]
      guard previous.text == "apply" || (previous.text == "(" && index >= 2 && tokens[index - 2].text == "apply")
      else { continue }
      var cursor = index + 2
      var fromRoot = false
      // `file("x")`, `rootProject.file("x")`, `project.rootProject.file("x")`.
      while cursor < tokens.count, tokens[cursor].kind == .identifier || isPunctuation(cursor, ".") {
        if tokens[cursor].text == "rootProject" || tokens[cursor].text == "rootDir" { fromRoot = true }
        cursor += 1
      }
      if isPunctuation(cursor, "(") { cursor += 1 }
      guard cursor < tokens.count, tokens[cursor].kind == .string else { continue }
      var path = tokens[cursor].text
      for prefix in [
        "$rootDir/", "${rootDir}/", "${rootProject.projectDir}/", "$rootProject.projectDir/",
        "${project.rootDir}/", "${rootProject.rootDir}/",
      ] where path.hasPrefix(prefix) {
        path = String(path.dropFirst(prefix.count))
        fromRoot = true
      }
      guard !path.contains("$"), !path.contains("://") else { continue }
      result.append(((fromRoot ? "//" : "") + path, tokens[cursor].offset))
    }
    return result
  }

  /// The plugins a `gradlePlugin { plugins { register("x") { id = …; implementationClass = … } } }`
  /// block of a convention-plugin build registers: plugin id (or catalog alias) and class.
  func pluginRegistrations() -> [(plugin: GradlePluginReference, className: String)] {
    var result: [(GradlePluginReference, String)] = []
    var open: [(id: GradlePluginReference?, className: String?)] = []
    for index in tokens.indices {
      if isPunctuation(index, "{") {
        open.append((nil, nil))
        continue
      }
      if isPunctuation(index, "}") {
        if let last = open.popLast(), let id = last.id, let className = last.className {
          result.append((id, className))
        }
        continue
      }
      let token = tokens[index]
      guard token.kind == .identifier, !open.isEmpty, isPunctuation(index + 1, "="), index + 2 < tokens.count else {
        continue
      }
      if token.text == "id" {
        if tokens[index + 2].kind == .string {
          open[open.count - 1].id = .id(tokens[index + 2].text)
        } else if tokens[index + 2].text == "libs", isPunctuation(index + 3, "."), index + 4 < tokens.count,
          tokens[index + 4].text == "plugins"
        {
          let parts = catalogAccessor(after: index + 4)
          if !parts.isEmpty { open[open.count - 1].id = .alias(parts) }
        }
      } else if token.text == "implementationClass", tokens[index + 2].kind == .string {
        open[open.count - 1].className = tokens[index + 2].text
      }
    }
    return result
  }

  /// The classes and objects a Kotlin or Groovy source declares (`class AndroidApplicationConventionPlugin`).
  func declaredClasses() -> [String] {
    tokens.indices.compactMap { index in
      guard tokens[index].kind == .identifier, ["class", "object"].contains(tokens[index].text),
        index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
        !(index > 0 && isPunctuation(index - 1, ":")), !(index > 0 && isPunctuation(index - 1, "."))
      else { return nil }
      return tokens[index + 1].text
    }
  }

  /// Maven dependencies of release configurations: `implementation 'g:a:1.0'`,
  /// `implementation("g:a:1.0")`, `implementation(libs.firebase.messaging)` (a catalog accessor,
  /// resolved against the catalog later), `"implementation"(libs.x)` in convention plugins.
  func externalDependencies() -> [(dependency: GradleExternalDependency, offset: Int)] {
    var result: [(GradleExternalDependency, Int)] = []
    for index in tokens.indices {
      let token = tokens[index]
      var dependency: GradleExternalDependency?
      if token.kind == .string, token.text.split(separator: ":").count >= 2, !token.text.hasPrefix(":"),
        !token.text.contains(" "), !token.text.contains("/")
      {
        let parts = token.text.split(separator: ":").map(String.init)
        dependency = .coordinate(group: parts[0], artifact: parts[1])
      } else if token.kind == .identifier, token.text == "libs", !isPunctuation(index - 1, "."),
        isPunctuation(index + 1, "."), index + 2 < tokens.count,
        !["versions", "plugins", "bundles"].contains(tokens[index + 2].text)
      {
        let parts = catalogAccessor(after: index)
        if !parts.isEmpty { dependency = .catalog(parts) }
      }
      guard let dependency, let configuration = configuration(before: index), Self.isReleaseDependency(configuration)
      else { continue }
      result.append((dependency, token.offset))
    }
    return result
  }

  /// Whether a configuration's dependencies are in the release build: `implementation`, `api`,
  /// `releaseImplementation`, `androidMainImplementation`, not tests, debug builds or lint checks.
  static func isReleaseDependency(_ configuration: String) -> Bool {
    let name = configuration.lowercased()
    let isDependency =
      name.hasSuffix("implementation") || name.hasSuffix("api") || name.hasSuffix("compile")
      || name.hasSuffix("runtimeonly")
    return isDependency && !name.hasPrefix("test") && !name.hasPrefix("androidtest") && !name.hasPrefix("debug")
      && !name.contains("lint") && !name.hasPrefix("ksp") && !name.hasPrefix("kapt")
  }

  /// Directories a `sourceSets { … }` block adds to the module's code, as written:
  /// `java.srcDirs("src/extra")`, `kotlin { directories += "src/shared/kotlin" }` (paths from the module),
  /// `java.srcDir 'src/extra'`.
  func sourceDirectories() -> [String] {
    var result: [String] = []
    for index in tokens.indices where tokens[index].kind == .identifier {
      guard ["srcDir", "srcDirs", "directories", "setSrcDirs"].contains(tokens[index].text),
        isInside("sourceSets", index)
      else { continue }
      var cursor = index + 1
      while cursor < tokens.count, tokens[cursor].line == tokens[index].line {
        let token = tokens[cursor]
        if token.kind == .string, !token.text.contains("$") { result.append(token.text) }
        if isPunctuation(cursor, ")") || isPunctuation(cursor, "}") { break }
        cursor += 1
      }
    }
    return result
  }

  /// Whether a token is inside a block opened by `name { … }` at any depth.
  private func isInside(_ name: String, _ index: Int) -> Bool {
    var depth = 0
    var cursor = index - 1
    while cursor >= 0 {
      if isPunctuation(cursor, "}") { depth += 1 }
      if isPunctuation(cursor, "{") {
        if depth == 0 {
          if cursor > 0, tokens[cursor - 1].text == name { return true }
        } else {
          depth -= 1
        }
      }
      cursor -= 1
    }
    return false
  }

  /// Whether a token is inside a `plugins { … }` block.
  private func isInsidePlugins(_ index: Int) -> Bool {
    var depth = 0
    var cursor = index - 1
    while cursor >= 0 {
      if isPunctuation(cursor, "}") { depth += 1 }
      if isPunctuation(cursor, "{") {
        if depth == 0 { return cursor > 0 && tokens[cursor - 1].text == "plugins" }
        depth -= 1
      }
      cursor -= 1
    }
    return false
  }

  /// The Gradle paths of the modules a release build depends on: `implementation project(':lib')`,
  /// `api(project(":lib"))`, `implementation(projects.feature.settings)`. Dependencies of test
  /// and debug configurations are left out.
  func projectDependencies() -> [(path: String, offset: Int)] {
    var result: [(String, Int)] = []
    for (index, token) in tokens.enumerated() where token.kind == .identifier {
      var path: String?
      if token.text == "project", isPunctuation(index + 1, "(") {
        var cursor = index + 2
        // `project(path: ':lib')`.
        if cursor + 1 < tokens.count, tokens[cursor].text == "path", isPunctuation(cursor + 1, ":") { cursor += 2 }
        if cursor < tokens.count, tokens[cursor].kind == .string, tokens[cursor].text.hasPrefix(":") {
          path = tokens[cursor].text
        }
      } else if token.text == "projects", !(index > 0 && isPunctuation(index - 1, ".")) {
        var parts: [String] = []
        var cursor = index + 1
        while isPunctuation(cursor, "."), cursor + 1 < tokens.count, tokens[cursor + 1].kind == .identifier {
          parts.append(Self.kebab(tokens[cursor + 1].text))
          cursor += 2
        }
        if !parts.isEmpty { path = ":" + parts.joined(separator: ":") }
      }
      guard let path, let configuration = configuration(before: index) else { continue }
      // Only dependency configurations (`apply from: project(':x').projectDir…` is not one),
      // and not those of tests, debug builds or lint checks.
      guard Self.isReleaseDependency(configuration) || configuration.lowercased().hasSuffix("compileonly") else {
        continue
      }
      result.append((path, token.offset))
    }
    return result
  }

  /// The configuration a dependency is declared in: the first name of its statement, such as
  /// `implementation` in `implementation(project(":lib"))`.
  private func configuration(before index: Int) -> String? {
    let line = tokens[index].line
    var cursor = index
    while cursor > 0, tokens[cursor - 1].line == line, !isPunctuation(cursor - 1, "{"), !isPunctuation(cursor - 1, ";")
    {
      cursor -= 1
    }
    guard cursor < index else { return nil }
    // `"implementation"(project(":common"))` in a convention plugin's `dependencies {}`.
    if tokens[cursor].kind == .string, isPunctuation(cursor + 1, "(") { return tokens[cursor].text }
    // `add("implementation", project(":common"))`.
    if tokens[cursor].text == "add", isPunctuation(cursor + 1, "("), cursor + 2 < index,
      tokens[cursor + 2].kind == .string
    {
      return tokens[cursor + 2].text
    }
    guard tokens[cursor].kind == .identifier else { return nil }
    return tokens[cursor].text
  }

  /// The values of `namespace` and `applicationId`: the packages the module's own classes are in.
  func packageNames() -> [String] {
    var result: [String] = []
    for (index, token) in tokens.enumerated()
    where token.kind == .identifier && ["namespace", "applicationId"].contains(token.text) {
      var cursor = index + 1
      if isPunctuation(cursor, "=") || isPunctuation(cursor, "(") { cursor += 1 }
      if cursor < tokens.count, tokens[cursor].kind == .string, tokens[cursor].line == token.line,
        !tokens[cursor].text.contains("$")
      {
        result.append(tokens[cursor].text)
      }
    }
    return result
  }

  /// `featureSettings` as Gradle's type-safe accessors spell `feature-settings`.
  static func kebab(_ name: String) -> String {
    var result = ""
    for character in name {
      if character.isUppercase {
        result += "-" + character.lowercased()
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// The integer at `index` when it is a literal that ends its statement: `36`, `"36"`, `36;`.
  private func integer(at index: Int) -> Int? {
    guard index < tokens.count, tokens[index].kind == .number || tokens[index].kind == .string,
      let value = Int(tokens[index].text)
    else { return nil }
    if index + 1 < tokens.count, tokens[index + 1].line == tokens[index].line {
      let next = tokens[index + 1]
      guard next.kind == .punctuation, [";", "}", ")", ","].contains(next.text) else { return nil }
    }
    return value
  }

  private func isPunctuation(_ index: Int, _ text: String) -> Bool {
    index >= 0 && index < tokens.count && tokens[index].kind == .punctuation && tokens[index].text == text
  }
}
