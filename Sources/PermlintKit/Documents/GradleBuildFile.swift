#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What permlint reads from a module's `build.gradle` or `build.gradle.kts`: the API levels the
/// `android { … }` block sets, its dependencies, and its flavours, build types and source sets.
@_spi(RuleAuthoring) @_spi(Testing) public struct GradleBuildFile: Sendable {
  /// An API-level setting and what it was set to.
  @_spi(RuleAuthoring) @_spi(Testing) public struct Setting: Sendable {
    /// Which setting: `minSdk` or `targetSdk` (whatever spelling the file uses).
    public var key: AndroidSdkKey
    /// The name as written, such as `targetSdkVersion`.
    public var spelling: String
    /// Where the name is.
    public var position: SourcePosition
    /// The value when it is an integer literal; `nil` when it is any other expression.
    public var value: Int?
    /// The value's source text, for messages.
    public var expression: String
    /// The value's tokens, for `GradleValueResolver`.
    public var valueTokens: [GradleValueToken]
    /// Whether it is inside `subprojects {}` or `allprojects {}`: it configures the modules
    /// below the script, not the script's own module.
    public var appliesToSubprojects = false
  }

  /// The file's path relative to the scanned root.
  public var path: String
  /// Every assignment of `minSdk` and `targetSdk` inside the `android` block, in file order.
  public var settings: [Setting]
  /// Integers the script names: extra properties (`ext { targetSdkVersion = 36 }`) and
  /// local variables (`val targetSdk = 36`), in file order.
  public var definitions: [GradleDefinition]
  /// The Android plugin the script applies, if permlint recognizes it.
  public var pluginKind: AndroidPluginKind?
  /// The Gradle paths (`:lib`) of the modules a release build depends on, where each is named.
  public var projectDependencies: [Located<String>]
  /// The `namespace` and `applicationId` the script sets: where the module's classes are.
  public var packageNames: [String]
  /// The plugins the script applies, each where it is named (see `GradlePluginReference`).
  public var appliedPlugins: [Located<GradlePluginReference>]
  /// The scripts it applies with `apply from:`, as written; a leading `//` marks a path from
  /// the root project (`$rootDir/…`).
  public var appliedScripts: [Located<String>]
  /// The convention plugins a `gradlePlugin { plugins { … } }` block registers.
  public var pluginRegistrations: [(plugin: GradlePluginReference, className: String)]
  /// The classes a Kotlin or Groovy convention-plugin source declares.
  public var declaredClasses: [String]
  /// Directories `sourceSets` adds to the module's code, as written (relative to the module).
  public var sourceDirectories: [String] = []
  /// Literal constants a convention-plugin source declares, by qualified name.
  public var constants: [String: GradleValueToken] = [:]
  /// The Maven dependencies of release configurations, each where it is named.
  public var externalDependencies: [Located<GradleExternalDependency>]
  /// Whether the script applies the Flutter Gradle plugin: a Flutter app, whose plugins
  /// `flutter pub get` lists in `.flutter-plugins-dependencies`.
  public var appliesFlutter: Bool
  /// The product flavours the script declares (`productFlavors { free { … } }`,
  /// `create("free")`), each where it is named.
  public var productFlavors: [Located<String>] = []
  /// Whether the script also creates flavours whose names are no literals
  /// (`productFlavors { Flavor.values().forEach { create(it.name) } }`): some flavours are unknown.
  public var hasUnnamedProductFlavors = false
  /// The build types the script declares or configures (`buildTypes { release { … } beta { … } }`),
  /// each where it is named.
  public var buildTypes: [Located<String>] = []
  /// The source sets whose manifest is in another directory than `src/<name>`
  /// (`sourceSets { githubRelease { setRoot "src/github" } }`), each where the directory is written.
  public var sourceSetRoots: [Located<GradleSourceSetRoot>] = []

  /// Reads the settings from a build script. Never fails: what it cannot read it leaves out.
  public init(file: SourceFile) {
    path = file.path
    let bytes = TextDecoding.utf8(file.bytes).bytes
    var tokenizer = GradleTokenizer(bytes: bytes, kotlin: file.path.hasSuffix(".kts"))
    let lines = LineTable(utf8: bytes)
    let tokens = tokenizer.tokens()
    settings = GradleSettingsReader(tokens: tokens).settings().map { found in
      Setting(
        key: found.key, spelling: found.spelling, position: lines.position(ofOffset: found.offset),
        value: found.value, expression: found.expression, valueTokens: found.valueTokens,
        appliesToSubprojects: found.appliesToSubprojects)
    }
    let facts = GradleScriptFactsReader(tokens: tokens)
    definitions = facts.definitions().map {
      GradleDefinition(name: $0.name, value: $0.value, position: lines.position(ofOffset: $0.offset), scope: $0.scope)
    }
    pluginKind = facts.pluginKind()
    packageNames = facts.packageNames()
    appliesFlutter =
      tokens.contains { $0.kind == .string && $0.text.hasPrefix("dev.flutter.flutter-gradle-plugin") }
      || tokens.contains { $0.kind == .string && $0.text.hasSuffix("flutter.gradle") }
    projectDependencies = facts.projectDependencies().map { Located($0.path, at: lines.position(ofOffset: $0.offset)) }
    appliedPlugins = facts.appliedPlugins().map { Located($0.plugin, at: lines.position(ofOffset: $0.offset)) }
    appliedScripts = facts.appliedScripts().map { Located($0.path, at: lines.position(ofOffset: $0.offset)) }
    pluginRegistrations = facts.pluginRegistrations()
    declaredClasses = facts.declaredClasses()
    sourceDirectories = facts.sourceDirectories()
    for constant in facts.constants() where constants[constant.name] == nil {
      constants[constant.name] = constant.value
    }
    externalDependencies = facts.externalDependencies().map {
      Located($0.dependency, at: lines.position(ofOffset: $0.offset))
    }
    let variants = GradleVariantReader(tokens: tokens)
    let flavours = variants.productFlavors()
    productFlavors = flavours.names.map { Located($0.name, at: lines.position(ofOffset: $0.offset)) }
    hasUnnamedProductFlavors = !flavours.complete
    buildTypes = variants.buildTypes().names.map { Located($0.name, at: lines.position(ofOffset: $0.offset)) }
    sourceSetRoots = variants.sourceSetRoots().map { Located($0.root, at: lines.position(ofOffset: $0.offset)) }
  }

  /// The location of a position in this file.
  public func location(_ position: SourcePosition) -> FileLocation {
    FileLocation(path: path, position: position)
  }
}

/// The API-level settings of a module.
@_spi(RuleAuthoring) @_spi(Testing) public enum AndroidSdkKey: String, Sendable, CaseIterable {
  /// The lowest API level the app installs on.
  case minSdk
  /// The API level the app is built to behave for.
  case targetSdk

  /// The names Gradle scripts use for it.
  var spellings: [String] {
    switch self {
    case .minSdk: ["minSdk", "minSdkVersion"]
    case .targetSdk: ["targetSdk", "targetSdkVersion"]
    }
  }

  /// The `<uses-sdk>` attribute.
  var manifestAttribute: String {
    switch self {
    case .minSdk: "minSdkVersion"
    case .targetSdk: "targetSdkVersion"
    }
  }
}

/// Finds `targetSdk = 34`, `targetSdkVersion 34`, `minSdkVersion(24)` and the like inside the
/// `android` block (or the Android blocks nested in it), among a script's tokens.
private struct GradleSettingsReader {
  struct Found {
    var key: AndroidSdkKey
    var spelling: String
    var offset: Int
    var value: Int?
    var expression: String
    var valueTokens: [GradleValueToken] = []
    var appliesToSubprojects = false
  }

  typealias Token = GradleTokenizer.Token

  /// Blocks whose settings are the Android plugin's, whatever encloses them (convention plugins
  /// configure `defaultConfig` without writing `android`).
  static let androidBlocks: Set<String> = ["android", "defaultConfig", "productFlavors", "buildTypes"]
  /// Blocks inside `android` with a `targetSdk` of their own that is not the app's.
  static let otherTargets: Set<String> = ["lint", "testOptions"]

  let tokens: [Token]

  func settings() -> [Found] {
    var result: [Found] = []
    var blocks: [String] = []
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      if token.kind == .punctuation, token.text == "{" {
        blocks.append(blockName(before: index))
      } else if token.kind == .punctuation, token.text == "}" {
        _ = blocks.popLast()
      } else if token.kind == .identifier,
        let key = AndroidSdkKey.allCases.first(where: {
          $0.spellings.contains(token.text)
        })
      {
        let inAndroid =
          blocks.contains { Self.androidBlocks.contains($0) } && !blocks.contains { Self.otherTargets.contains($0) }
        if var found = setting(at: index, key: key, inAndroid: inAndroid) {
          found.appliesToSubprojects = blocks.contains { $0 == "subprojects" || $0 == "allprojects" }
          result.append(found)
        }
      }
      index += 1
    }
    return result
  }

  /// The name a block is opened with: `android {`, `create("free") {`, `getByName("release") {`.
  private func blockName(before brace: Int) -> String {
    guard brace > 0 else { return "" }
    let previous = tokens[brace - 1]
    if previous.kind == .identifier { return previous.text }
    if previous.kind == .punctuation, previous.text == ")", let open = matchingOpen(before: brace - 1), open > 0,
      tokens[open - 1].kind == .identifier
    {
      return tokens[open - 1].text
    }
    return ""
  }

  private func matchingOpen(before close: Int) -> Int? {
    var depth = 0
    var cursor = close
    while cursor >= 0 {
      let token = tokens[cursor]
      if token.kind == .punctuation, token.text == ")" { depth += 1 }
      if token.kind == .punctuation, token.text == "(" {
        depth -= 1
        if depth == 0 { return cursor }
      }
      cursor -= 1
    }
    return nil
  }

  /// The setting whose name is at `index`, if the tokens around it assign one.
  private func setting(at index: Int, key: AndroidSdkKey, inAndroid: Bool) -> Found? {
    let name = tokens[index]
    // `android.defaultConfig.targetSdk = 34` is a setting; `rootProject.ext.targetSdk` and
    // `libs.versions.targetSdk` are references to some other value.
    if index > 0, tokens[index - 1].text == ".", tokens[index - 1].kind == .punctuation {
      guard qualifier(before: index - 1).first == "android" else { return nil }
    } else if !inAndroid {
      return nil
    }
    guard index + 1 < tokens.count else { return nil }
    let next = tokens[index + 1]
    var valueTokens: ArraySlice<Token>
    if next.kind == .punctuation, next.text == "{" {
      // AGP 9: `targetSdk { version = release(36) }`; `preview("Baklava")` has no number.
      guard let version = versionAssignment(inBlockAt: index + 1) else { return nil }
      valueTokens = version
    } else if next.kind == .punctuation, next.text == "=" {
      valueTokens = statement(from: index + 2, line: next.line)
    } else if next.kind == .punctuation, next.text == "(" {
      guard let close = matchingClose(after: index + 1) else { return nil }
      valueTokens = tokens[(index + 2)..<close]
    } else if next.line == name.line, next.kind != .punctuation {
      // Groovy's command syntax: `targetSdkVersion 34`.
      valueTokens = statement(from: index + 1, line: name.line)
    } else {
      return nil
    }
    // `release(36)` of the AGP 9 block is the number inside.
    if valueTokens.count >= 4, valueTokens.first?.text == "release",
      valueTokens[valueTokens.startIndex + 1].text == "(", valueTokens.last?.text == ")"
    {
      valueTokens = valueTokens.dropFirst(2).dropLast()
    }
    // `targetSdk =` with the value on a later line is an expression permlint does not follow.
    guard !valueTokens.isEmpty else {
      return Found(key: key, spelling: name.text, offset: name.offset, value: nil, expression: "…")
    }
    // Words keep the space between them (`as String`); punctuation is written as is.
    var expression = ""
    var previous: Token?
    for token in valueTokens {
      if let previous, previous.kind == .identifier || previous.kind == .number || previous.text == ")",
        token.kind == .identifier || token.kind == .number
      {
        expression += " "
      }
      expression += token.kind == .string ? "\"\(token.text)\"" : token.text
      previous = token
    }
    var value: Int?
    if valueTokens.count == 1, let only = valueTokens.first, only.kind == .number || only.kind == .string {
      value = Int(only.text)
    }
    return Found(
      key: key, spelling: name.text, offset: name.offset, value: value, expression: expression,
      valueTokens: valueTokens.map(GradleValueToken.init))
  }

  /// The identifiers of a dotted chain ending at the `.` at `dot`, first to last.
  private func qualifier(before dot: Int) -> [String] {
    var names: [String] = []
    var cursor = dot - 1
    while cursor >= 0, tokens[cursor].kind == .identifier {
      names.insert(tokens[cursor].text, at: 0)
      guard cursor > 0, tokens[cursor - 1].text == "." else { break }
      cursor -= 2
    }
    return names
  }

  /// The tokens of an expression that starts at `start` on `line` and ends at the end of that
  /// line, at `;` or at a closing brace.
  private func statement(from start: Int, line: Int) -> ArraySlice<Token> {
    var end = start
    while end < tokens.count, tokens[end].line == line {
      let token = tokens[end]
      if token.kind == .punctuation, token.text == ";" || token.text == "}" { break }
      end += 1
    }
    return tokens[min(start, end)..<end]
  }

  /// The value of `version = …` directly inside the block that opens at `brace`.
  private func versionAssignment(inBlockAt brace: Int) -> ArraySlice<Token>? {
    guard let close = matchingClose(after: brace, open: "{", close: "}") else { return nil }
    var depth = 0
    for cursor in brace..<close {
      let token = tokens[cursor]
      if token.kind == .punctuation, token.text == "{" { depth += 1 }
      if token.kind == .punctuation, token.text == "}" { depth -= 1 }
      if depth == 1, token.kind == .identifier, token.text == "version", tokens[cursor + 1].text == "=" {
        return statement(from: cursor + 2, line: tokens[cursor + 1].line)
      }
    }
    return nil
  }

  /// The index of the bracket that closes the one at `start` (`(` by default).
  private func matchingClose(after start: Int, open: String = "(", close: String = ")") -> Int? {
    var depth = 0
    var cursor = start
    while cursor < tokens.count {
      let token = tokens[cursor]
      if token.kind == .punctuation, token.text == open { depth += 1 }
      if token.kind == .punctuation, token.text == close {
        depth -= 1
        if depth == 0 { return cursor }
      }
      cursor += 1
    }
    return nil
  }
}
