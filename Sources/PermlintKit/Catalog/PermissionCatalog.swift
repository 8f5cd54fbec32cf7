#if canImport(Glibc)
  import FoundationEssentials
  import Glibc
#elseif canImport(Musl)
  import FoundationEssentials
  import Musl
#else
  import Foundation
#endif

/// permlint's permission knowledge: the catalog, the YAML files under `rules/`, read
/// strictly against `CatalogShapes`.
@_spi(Generators) @_spi(RuleAuthoring) @_spi(Testing) public struct PermissionCatalog: Sendable {
  /// Feature-map permission ids and what each needs on each platform.
  public var permissions: [String: PermissionInfo]
  /// iOS purpose-string keys by name.
  public var iosKeys: [String: IOSPurposeKey] {
    didSet { deprecatedKeysBySuccessor = Self.deprecatedKeysBySuccessor(iosKeys) }
  }
  /// For each key that replaced deprecated ones, those keys (by name) and the iOS version
  /// each was deprecated in, as written: made once per catalog, where a rule made it for
  /// every app (issue 23).
  private(set) var deprecatedKeysBySuccessor: [String: [(key: String, deprecated: String)]] = [:]
  /// `UIBackgroundModes` values by name.
  public var backgroundModes: [String: BackgroundMode]
  /// Android permissions by short name (without `android.permission.`).
  public var androidPermissions: [String: AndroidPermissionInfo]
  /// Primer-button wording that reads like a grant, by language code.
  public var primerWording: [String: PrimerWording]
  /// Google Play policies that restrict permissions, by id.
  public var playPolicies: [String: PlayPolicy]
  /// Foreground-service types and the permissions they need.
  public var foregroundServices: ForegroundServiceCatalog
  /// What permlint assumes about a target API level it cannot compute.
  public var androidTargets = AndroidTargetAssumptions()
  /// The permissions widely used Android libraries add to the merged manifest.
  public var androidLibraries = AndroidLibraryCatalog()
  /// The JavaScript and Dart libraries whose own code uses permissions (`rules/library-permission-uses.yml`).
  public var libraryPermissionUses = LibraryPermissionUses()
  /// Info.plist keys that are not purpose strings but shape a permission, such as
  /// `NSBonjourServices`, by name.
  public var iosSettings: [String: IOSInfoPlistSetting] = [:]
  /// What makes a purpose string unfit to show.
  public var purposeStringQuality = PurposeStringQuality() {
    didSet { placeholderMatcher = PlaceholderMatcher(purposeStringQuality) }
  }
  /// What each permission's purpose string must be about, per language.
  public var purposeTopics = PurposeTopics()
  /// Expo config plugins that write purpose strings and Android permissions, by package name.
  public var expoPlugins: [String: ExpoPlugin] = [:]
  /// Flutter permission_handler's iOS macros.
  public var permissionHandler: PermissionHandlerCatalog {
    didSet {
      codeReaderGates = CodeReaderGates(settingsOpeners: permissionHandler.settingsOpeners, vocabulary: codeFlows)
    }
  }
  /// react-native-permissions' iOS handlers.
  public var reactNativePermissions = ReactNativePermissionsCatalog()
  /// Native Swift, Objective-C, Kotlin and Java permission APIs.
  public var nativeAPIs: NativePermissionCatalog {
    didSet { nativeSourceGate = NativeSourceGate(native: nativeAPIs, privacy: privacy, vocabulary: codeFlows) }
  }
  /// Privacy manifests: their keys and enumerations, required-reason APIs, and the SDKs that
  /// must ship their own.
  public var privacy: PrivacyCatalog {
    didSet { nativeSourceGate = NativeSourceGate(native: nativeAPIs, privacy: privacy, vocabulary: codeFlows) }
  }
  /// The names of `nativeAPIs`, `privacy` and `codeFlows` a native source is searched for, in
  /// one pass; made again whenever one of them changes.
  private(set) var nativeSourceGate: NativeSourceGate
  /// The words of permission flows in code, from `rules/code-flows.yml`.
  public var codeFlows: CodeFlowVocabulary {
    didSet {
      codeReaderGates = CodeReaderGates(settingsOpeners: permissionHandler.settingsOpeners, vocabulary: codeFlows)
      nativeSourceGate = NativeSourceGate(native: nativeAPIs, privacy: privacy, vocabulary: codeFlows)
    }
  }
  /// Whether a Dart or JavaScript file is worth tokenizing (`CodeReaderGates`), from
  /// `permissionHandler` and `codeFlows`; made again whenever either changes.
  private(set) var codeReaderGates: CodeReaderGates
  /// What happens to an app without a purpose string, by outcome id (`itms-90683`), from
  /// `rules/store-outcomes.yml`: the clause findings quote.
  public var storeOutcomes: [String: String] = [:]
  /// The placeholder matcher built from `purposeStringQuality`, once.
  private(set) var placeholderMatcher: PlaceholderMatcher

  /// The catalog embedded in the binary: the files of `rules/` as the generator parsed and
  /// checked them (`YAMLTreeArchive`), so that start-up parses no YAML. Each tree is read when
  /// its part of the catalog is built and freed after: the heap never holds them all at once.
  /// Made once a process, in two halves that the threads asking for it share
  /// (`BuiltInCatalog`).
  public static var builtIn: PermissionCatalog { BuiltInCatalog.shared.catalog() }

  /// The root node of the embedded `rules/` file `name`.
  fileprivate static func embeddedRoot(_ name: String) throws(ParseError) -> YAMLNode {
    guard let tree = EmbeddedRuleData.trees.first(where: { $0.name == name })?.tree else {
      throw missingFile(name)
    }
    // The embedded data is checked by the test suite; reaching this is a build defect.
    guard let root = YAMLTreeArchive.decode(tree) else {
      preconditionFailure("the embedded rules/\(name) is corrupt")
    }
    return root
  }

  /// Whether `rules/` had the file `name` when the binary was built.
  fileprivate static func hasEmbedded(_ name: String) -> Bool {
    EmbeddedRuleData.trees.contains { $0.name == name }
  }

  /// The parts of the catalog that source code and builds need, and the gates made of them:
  /// about half of the work of making the catalog (`BuiltInCatalog` makes it beside the rest).
  fileprivate struct CodeHalf: Sendable {
    var privacy: PrivacyCatalog
    var permissionHandler: PermissionHandlerCatalog
    var codeFlows: CodeFlowVocabulary
    var nativeAPIs: NativePermissionCatalog
    var nativeSourceGate: NativeSourceGate
    var codeReaderGates: CodeReaderGates

    init(root: (String) throws(ParseError) -> YAMLNode, has: (String) -> Bool) throws(ParseError) {
      permissionHandler =
        has("flutter-permission-handler.yml")
        ? PermissionHandlerCatalog(try root("flutter-permission-handler.yml")) : PermissionHandlerCatalog()
      if has("privacy-manifest.yml") {
        privacy = PrivacyCatalog(
          manifest: try root("privacy-manifest.yml"),
          sdks: has("privacy-sdks.yml") ? try root("privacy-sdks.yml") : nil)
        if has("advertising-id.yml") {
          privacy.readAdvertisingID(try root("advertising-id.yml"))
        }
        if has("tracking-sdks.yml") {
          privacy.tracking = TrackingCatalog(try root("tracking-sdks.yml"))
        }
      } else {
        privacy = PrivacyCatalog()
      }
      codeFlows = has("code-flows.yml") ? CodeFlowVocabulary(try root("code-flows.yml")) : CodeFlowVocabulary()
      nativeAPIs =
        has("native-permission-apis.yml")
        ? NativePermissionCatalog(try root("native-permission-apis.yml")) : NativePermissionCatalog()
      nativeSourceGate = NativeSourceGate(native: nativeAPIs, privacy: privacy, vocabulary: codeFlows)
      codeReaderGates = CodeReaderGates(settingsOpeners: permissionHandler.settingsOpeners, vocabulary: codeFlows)
    }
  }

  /// Reads the catalog from the contents of its files, by file name; the first mistake in
  /// a file (syntax, unknown key, wrong type, missing field) is thrown at its line.
  public init(files: [(name: String, text: String)]) throws(ParseError) {
    try self.init { name throws(ParseError) in
      guard let text = files.first(where: { $0.name == name })?.text else { throw Self.missingFile(name) }
      let file = try Self.read(SourceFile(path: "rules/\(name)", text: text))
      if let problem = file.problems.first { throw problem }
      guard let node = file.root else {
        throw ParseError(location: FileLocation(path: "rules/\(name)", line: 1, column: 1), message: "empty")
      }
      return node
    } has: { name in
      files.contains { $0.name == name }
    }
  }

  /// `deprecatedKeysBySuccessor` of `keys`, each list by key name.
  private static func deprecatedKeysBySuccessor(
    _ keys: [String: IOSPurposeKey]
  ) -> [String: [(key: String, deprecated: String)]] {
    var result: [String: [(key: String, deprecated: String)]] = [:]
    for (key, info) in keys {
      guard let deprecated = info.deprecated else { continue }
      for successor in info.successors { result[successor, default: []].append((key, deprecated)) }
    }
    return result.mapValues { $0.sorted { $0.key < $1.key } }
  }

  /// The error for a catalog file that is not there.
  private static func missingFile(_ name: String) -> ParseError {
    ParseError(location: FileLocation(path: "rules/\(name)", line: 1, column: 1), message: "missing")
  }

  /// Builds the catalog from the root node of each file, by file name, read in a fixed order
  /// so that the first mistake thrown is always the same one; `has` tells whether an optional
  /// file is there.
  private init(root: (String) throws(ParseError) -> YAMLNode, has: (String) -> Bool) throws(ParseError) {
    try self.init(root: root, has: has) { () throws(ParseError) in try CodeHalf(root: root, has: has) }
  }

  /// Builds the catalog as `init(root:has:)` does, the code half (read last) from `code`.
  fileprivate init(
    root: (String) throws(ParseError) -> YAMLNode, has: (String) -> Bool,
    code: () throws(ParseError) -> CodeHalf
  ) throws(ParseError) {
    permissions = Self.entries(try root("permissions.yml")["permissions"]).mapValues(PermissionInfo.init)
    let iosRoot = try root("ios-purpose-keys.yml")
    iosKeys = Self.entries(iosRoot["keys"]).mapValues(IOSPurposeKey.init)
    // `didSet` does not run in an initializer.
    deprecatedKeysBySuccessor = Self.deprecatedKeysBySuccessor(iosKeys)
    iosSettings = Self.entries(iosRoot["settings"]).mapValues(IOSInfoPlistSetting.init)
    backgroundModes = Self.entries(try root("ios-background-modes.yml")["modes"]).mapValues(BackgroundMode.init)
    androidPermissions = Self.entries(try root("android-permissions.yml")["permissions"]).mapValues(
      AndroidPermissionInfo.init)
    primerWording = Self.entries(try root("primer-wording.yml")["languages"]).mapValues(PrimerWording.init)
    playPolicies = Self.entries(try root("play-policies.yml")["policies"]).mapValues(PlayPolicy.init)
    foregroundServices = ForegroundServiceCatalog(try root("android-foreground-services.yml"))
    // Optional, so that a catalog built from the older set of files still loads.
    if has("android-libraries.yml") {
      androidLibraries = AndroidLibraryCatalog(try root("android-libraries.yml"))
    }
    if has("library-permission-uses.yml") {
      libraryPermissionUses = LibraryPermissionUses(try root("library-permission-uses.yml"))
    }
    if has("android-target-api.yml") {
      androidTargets = AndroidTargetAssumptions(try root("android-target-api.yml"))
    }
    if has("purpose-string-quality.yml") {
      purposeStringQuality = PurposeStringQuality(try root("purpose-string-quality.yml"))
    }
    // `didSet` does not run in an initializer.
    placeholderMatcher = PlaceholderMatcher(purposeStringQuality)
    if has("purpose-string-topics.yml") {
      purposeTopics = PurposeTopics(try root("purpose-string-topics.yml"))
    }
    if has("expo-config-plugins.yml") {
      expoPlugins = Self.entries(try root("expo-config-plugins.yml")["plugins"]).mapValues(ExpoPlugin.init)
    }
    if has("react-native-permissions.yml") {
      reactNativePermissions = ReactNativePermissionsCatalog(try root("react-native-permissions.yml"))
    }
    if has("store-outcomes.yml") {
      storeOutcomes = Self.entries(try root("store-outcomes.yml")["outcomes"]).compactMapValues { $0["says"]?.string }
    }
    let code = try code()
    permissionHandler = code.permissionHandler
    privacy = code.privacy
    codeFlows = code.codeFlows
    nativeAPIs = code.nativeAPIs
    // An initializer's assignments run no observer: the gates come made with the half.
    nativeSourceGate = code.nativeSourceGate
    codeReaderGates = code.codeReaderGates
  }

  /// Parses one catalog file and checks it against its shape (`CatalogShapes`): every
  /// duplicate key, unknown key, wrong type and missing field, each at its node. Only a
  /// syntax error the parser cannot go past is thrown.
  static func read(_ file: SourceFile) throws(ParseError) -> (root: YAMLNode?, problems: [ParseError]) {
    let document = try YAMLParser.parse(file)
    var problems = document.problems
    let name = String(file.path.split(separator: "/").last ?? "")
    guard let shape = CatalogShapes.byFile[name] else {
      problems.append(
        ParseError(
          location: file.location(.start),
          message: "the catalog has no shape for '\(name)'; declare its keys in CatalogShapes.byFile"))
      return (document.root, problems)
    }
    guard let root = document.root else { return (nil, problems) }
    var yaml = StrictYAMLDecoder()
    yaml.check(root, shape)
    problems += yaml.problems.map { ParseError(location: file.location($0.position), message: $0.message) }
    return (root, problems)
  }

  /// One catalog file parsed and checked as `read` does, as the `YAMLTreeArchive` that the
  /// generator embeds in the binary; the file's first problem is thrown.
  @_spi(Generators) public static func archive(_ file: SourceFile) throws(ParseError) -> String {
    let read = try read(file)
    if let problem = read.problems.first { throw problem }
    guard let root = read.root else { throw ParseError(location: file.location(.start), message: "empty") }
    return YAMLTreeArchive.encode(root)
  }

  static func entries(_ node: YAMLNode?) -> [String: YAMLNode] {
    var result: [String: YAMLNode] = [:]
    for pair in node?.mapping ?? [] {
      if let key = pair.key.scalar { result[key] = pair.value }
    }
    return result
  }

  /// The clause for outcome `id` of `rules/store-outcomes.yml`.
  func outcome(_ id: String) -> String { storeOutcomes[id] ?? id }

  /// Whether `key` is a privacy purpose string: a known key, or any `…UsageDescription` key.
  public func isPurposeKey(_ key: String) -> Bool {
    iosKeys[key] != nil || key.hasSuffix("UsageDescription")
  }

  /// The resource group of a purpose key (see `IOSPurposeKey.group`); an unknown key is a
  /// group of its own.
  public func group(of key: String) -> String {
    iosKeys[key]?.group ?? key
  }
}

/// A permission id a feature map may use.
@_spi(RuleAuthoring) @_spi(Testing) public struct PermissionInfo: Sendable {
  /// A human title such as "Location while in use".
  public var title: String
  /// iOS purpose-string keys that must all be present.
  public var iosKeys: [String]
  /// Android permissions of which at least one must be declared.
  public var androidAnyOf: [String]
  /// Android permissions added when the feature map asks for precise access.
  public var androidPrecise: [String]
  /// Android permissions a feature of this kind may also declare; claimed, not required.
  public var androidMayUse: [String]
  /// Whether the permission grants access while the app is not in use.
  public var isBackground: Bool
  /// Other permission ids this one needs first.
  public var implies: [String]
  /// The statuses a check or request can report (the catalog's shape admits only
  /// outcomes, so none is dropped here).
  public var outcomes: [FlowEvent]
  /// The Info.plist key that makes approximate location the default, if the permission has one.
  public var iosReducedAccuracyKey: String?
  /// The purpose-string dictionary that lets the app ask for precise location temporarily.
  public var iosFullAccuracyKey: String?

  init(_ node: YAMLNode) {
    title = node["title"]?.string ?? ""
    iosKeys = node["ios"]?["keys"]?.sequence?.compactMap(\.string) ?? []
    iosReducedAccuracyKey = node["ios"]?["reduced-accuracy-key"]?.string
    iosFullAccuracyKey = node["ios"]?["full-accuracy-key"]?.string
    androidAnyOf = node["android"]?["any-of"]?.sequence?.compactMap(\.string) ?? []
    androidPrecise = node["android"]?["precise"]?.sequence?.compactMap(\.string) ?? []
    androidMayUse = node["android"]?["may-use"]?.sequence?.compactMap(\.string) ?? []
    isBackground = node["background"]?.bool ?? false
    implies = node["implies"]?.sequence?.compactMap(\.string) ?? []
    outcomes = node["outcomes"]?.sequence?.compactMap { $0.string.flatMap(FlowEvent.init(rawValue:)) } ?? []
  }
}

/// An iOS purpose-string key.
@_spi(RuleAuthoring) @_spi(Testing) public struct IOSPurposeKey: Sendable {
  /// What the key protects.
  public var resource: String
  /// The iOS version the key appeared in.
  public var since: String?
  /// The iOS version from which the key alone no longer works.
  public var deprecated: String?
  /// The first of `successors`.
  public var successor: String? { successors.first }
  /// Keys that replace a deprecated one; any one of them will do.
  public var successors: [String]
  /// The resource group: keys of one group may share a purpose string.
  public var group: String
  /// The frameworks whose APIs need the key.
  public var frameworks: [String]
  /// What happens without the key, when more specific than a crash or an upload rejection.
  public var whenMissing: String?
  /// Keys that usually go with this one.
  public var expects: [String]
  /// Keys that must be present whenever this one is.
  public var requires: [String]
  /// Whether the key asks for access while the app is not in use.
  public var isBackground: Bool
  /// Whether the value is a dictionary of purpose strings rather than one string.
  public var isDictionary: Bool

  init(_ node: YAMLNode) {
    resource = node["resource"]?.string ?? ""
    since = node["since"]?.string
    deprecated = node["deprecated"]?.string
    successors = node["successors"]?.sequence?.compactMap(\.string) ?? node["successor"]?.string.map { [$0] } ?? []
    group = node["group"]?.string ?? ""
    frameworks = node["frameworks"]?.sequence?.compactMap(\.string) ?? []
    whenMissing = node["when-missing"]?.string
    expects = node["expects"]?.sequence?.compactMap(\.string) ?? []
    requires = node["requires"]?.sequence?.compactMap(\.string) ?? []
    isBackground = node["background"]?.bool ?? false
    isDictionary = node["kind"]?.string == "dictionary"
  }
}

/// A `UIBackgroundModes` value.
@_spi(RuleAuthoring) @_spi(Testing) public struct BackgroundMode: Sendable {
  /// Feature-map permissions whose justified use justifies this mode; empty when the mode
  /// needs no justification.
  public var justifiedBy: [String]
  /// Purpose-string keys the mode implies.
  public var requiresKeys: [String]

  init(_ node: YAMLNode) {
    justifiedBy = node["justified-by"]?.sequence?.compactMap(\.string) ?? []
    requiresKeys = node["requires-keys"]?.sequence?.compactMap(\.string) ?? []
  }
}

/// An Android permission.
@_spi(RuleAuthoring) @_spi(Testing) public struct AndroidPermissionInfo: Sendable {
  /// How it is granted.
  @_spi(RuleAuthoring) @_spi(Testing) public enum Protection: String, Sendable, CaseIterable {
    case runtime, special, normal
  }

  /// How it is granted.
  public var protection: Protection
  /// The user-facing group.
  public var group: String?
  /// The API level it appeared at.
  public var added: Int?
  /// Whether it grants access while the app is not in use.
  public var isBackground: Bool
  /// The id of the Google Play policy it falls under (see `PermissionCatalog.playPolicies`).
  public var playPolicy: String?
  /// Version-dependent facts: what replaced it, what it needs beside it.
  public var lifecycle: AndroidPermissionLifecycle

  init(_ node: YAMLNode) {
    protection = node["protection"]?.string.flatMap(Protection.init) ?? .normal
    group = node["group"]?.string
    added = node["added"]?.int
    isBackground = node["background"]?.bool ?? false
    playPolicy = node["play-policy"]?.string
    lifecycle = AndroidPermissionLifecycle(node)
  }
}

/// Words that make a primer button read like a grant, in one language.
@_spi(RuleAuthoring) @_spi(Testing) public struct PrimerWording: Sendable {
  /// Words and phrases, lowercased.
  public var grantWords: [String]
  /// A neutral label to suggest instead.
  public var neutral: String

  init(_ node: YAMLNode) {
    grantWords = node["grant-words"]?.sequence?.compactMap { $0.string?.lowercased() } ?? []
    neutral = node["neutral"]?.string ?? "Continue"
  }

  /// The grant word `label` contains, if any: whole words for alphabetic scripts, substrings
  /// for scripts written without spaces.
  public func grantWord(in label: String) -> String? {
    let lowered = label.lowercased()
    let spaced = " " + String(lowered.map { $0.isLetter || $0.isNumber ? $0 : " " }) + " "
    return grantWords.first { word in
      word.unicodeScalars.contains { $0.value >= 0x3000 } ? lowered.contains(word) : spaced.contains(" \(word) ")
    }
  }
}

/// An Info.plist key that is not a purpose string but shapes a permission.
@_spi(RuleAuthoring) @_spi(Testing) public struct IOSInfoPlistSetting: Sendable {
  /// The value's type: `array`, `bool` or `string`.
  public var type: String
  /// Purpose strings that must be present whenever the key is.
  public var requiresKeys: [String]

  init(_ node: YAMLNode) {
    type = node["type"]?.string ?? "string"
    requiresKeys = node["requires-keys"]?.sequence?.compactMap(\.string) ?? []
  }
}

/// What makes a purpose string unfit to show in a permission prompt.
@_spi(RuleAuthoring) @_spi(Testing) public struct PurposeStringQuality: Sendable {
  /// Texts that are placeholders when they are the whole string.
  public var wholePlaceholders: [String] = []
  /// Phrases that mark a placeholder anywhere in the string, ignoring case.
  public var containedPlaceholders: [String] = []
  /// Markers matched with case anywhere in the string, such as `TODO`.
  public var markers: [String] = []
  /// Generic texts a tool or template fills in, matched against the whole text's words:
  /// `<key>` is a word shaped like an Info.plist key (`NS…UsageDescription`), `<word>` any
  /// one word, `<words>` up to three; build variables such as `$(PRODUCT_NAME)` are left out.
  public var templates: [String] = []
  /// Build settings whose value is never a sentence, such as `PRODUCT_NAME`.
  public var nonTextBuildVariables: Set<String> = []
  /// English templates of texts that ask for a resource without saying why.
  public var vague = VagueTemplates()

  /// No quality data.
  public init() {}

  init(_ node: YAMLNode) {
    wholePlaceholders = node["placeholders"]?["whole"]?.sequence?.compactMap(\.string) ?? []
    containedPlaceholders = node["placeholders"]?["contains"]?.sequence?.compactMap(\.string) ?? []
    markers = node["placeholders"]?["markers"]?.sequence?.compactMap(\.string) ?? []
    templates = node["placeholders"]?["templates"]?.sequence?.compactMap(\.string) ?? []
    nonTextBuildVariables = Set(node["non-text-build-variables"]?.sequence?.compactMap(\.string) ?? [])
    vague = VagueTemplates(node["vague"])
  }
}

/// English templates of purpose strings that ask for a resource without saying why.
@_spi(RuleAuthoring) @_spi(Testing) public struct VagueTemplates: Sendable {
  /// The most words a vague text has.
  public var maximumWords = 0
  /// The most words before and after an access phrase.
  public var maximumWordsAround = 0
  /// Phrases such as "to access" that must be followed by a reason.
  public var accessPhrases: [String] = []
  /// Phrases such as "access required" that end a text without a reason.
  public var endingPhrases: [String] = []
  /// Words that start a reason: "to", "for", "so", "when".
  public var reasonWords: Set<String> = []
  /// Words that name a protected resource, or only point at one ("your", "the"): after an
  /// access phrase, a text made of these asks for the resource; any other word names what
  /// it is for ("to access kiosk mode settings").
  public var resourceWords: Set<String> = []

  /// No templates.
  public init() {}

  init(_ node: YAMLNode?) {
    maximumWords = node?["max-words"]?.int ?? 0
    maximumWordsAround = node?["max-words-around"]?.int ?? 0
    accessPhrases = node?["access-phrases"]?.sequence?.compactMap(\.string) ?? []
    endingPhrases = node?["ending-phrases"]?.sequence?.compactMap(\.string) ?? []
    reasonWords = Set(node?["reason-words"]?.sequence?.compactMap(\.string) ?? [])
    resourceWords = Set(node?["resource-words"]?.sequence?.compactMap(\.string) ?? [])
  }
}

/// The built-in catalog, made once a process in two halves, each by the first thread that
/// finds it not taken: the code half (`PermissionCatalog.CodeHalf`), then the rest, which
/// waits for the code half at its end. A run with more than one job asks for the catalog on
/// another thread while it walks the tree (`Linter.lint(source:)`) and again when the walk is
/// done: the second thread
/// makes the rest while the first makes the code half, where a `static let` made it all on
/// one thread and the other waited in the runtime's once (a priority-inheriting lock that the
/// kernel spins on while its owner runs). A thread with nothing left to take sleeps until the
/// catalog is made (`Lock.wait(until:)`).
final class BuiltInCatalog: @unchecked Sendable {
  /// The process's one.
  static let shared = BuiltInCatalog()
  private let lock = Lock()
  private var codeTaken = false
  private var restTaken = false
  private var code: Result<PermissionCatalog.CodeHalf, ParseError>?
  private var made: PermissionCatalog?
  private var codeMaker: pthread_t?
  private var apart = false
  /// Whether the two halves were taken by different threads (tests ask it).
  var halvesMadeApart: Bool { lock.withLock { apart } }

  /// The catalog, made here or by the threads that asked before.
  func catalog() -> PermissionCatalog {
    let root = PermissionCatalog.embeddedRoot
    let has = PermissionCatalog.hasEmbedded
    while true {
      enum Step {
        case made(PermissionCatalog)
        case code, rest, wait
      }
      let step: Step = lock.withLock {
        if let made { return .made(made) }
        if !codeTaken {
          codeTaken = true
          codeMaker = pthread_self()
          return .code
        }
        if !restTaken {
          restTaken = true
          apart = codeMaker.map { pthread_equal($0, pthread_self()) == 0 } ?? false
          return .rest
        }
        return .wait
      }
      switch step {
      case .made(let catalog):
        return catalog
      case .code:
        let half: Result<PermissionCatalog.CodeHalf, ParseError>
        do throws(ParseError) {
          half = .success(try PermissionCatalog.CodeHalf(root: root, has: has))
        } catch {
          half = .failure(error)
        }
        lock.withLockBroadcasting { code = half }
      case .rest:
        let catalog: PermissionCatalog
        do throws(ParseError) {
          catalog = try PermissionCatalog(root: root, has: has) { () throws(ParseError) in
            try lock.wait { code }.get()
          }
        } catch {
          preconditionFailure("the embedded catalog is invalid: \(error)")
        }
        lock.withLockBroadcasting { made = catalog }
        return catalog
      case .wait:
        return lock.wait { made }
      }
    }
  }
}
