/// The words of permission flows in code, read from `rules/code-flows.yml`: how code names
/// each permission, asks for it, says it is permanently denied, opens the app's settings and
/// hears that the app is back in the foreground.
@_spi(RuleAuthoring) @_spi(Testing) public struct CodeFlowVocabulary: Sendable {
  /// A call that can show the system prompt.
  @_spi(RuleAuthoring) @_spi(Testing) public struct Request: Sendable {
    public var call: String
    /// One of these must be among the call's receivers, when given.
    public var receivers: Set<String> = []
    /// The permission the call asks for, when the call says it.
    public var permission: String?
    /// Languages the entry applies to (all when empty).
    public var languages: Set<String> = []
    /// Whether the permission may come from the function around the call.
    public var namedByFunction = false
    /// Whether the call's arguments must name a permission (`launcher.launch(CAMERA)`).
    public var argumentsNameIt = false
  }

  /// A way to the app's page in Settings.
  @_spi(RuleAuthoring) @_spi(Testing) public struct SettingsOpener: Sendable {
    public var name: String
    public var receivers: Set<String> = []
    /// The permissions whose page it opens; every permission when empty.
    public var permissions: Set<String> = []
    /// When set, the entry applies only to a call whose first argument is this string
    /// (`openSettings('notifications')`).
    public var argument: String?
  }

  /// A call whose closures or named callbacks run when the app returns to the foreground.
  @_spi(RuleAuthoring) @_spi(Testing) public struct ResumeCall: Sendable {
    public var call: String
    public var receivers: Set<String> = []
    public var arguments: Set<String> = []
  }

  /// A call that uses what a permission protects and fails without it
  /// (`Geolocator.getCurrentPosition`, `ImagePicker.launchCameraAsync`).
  @_spi(RuleAuthoring) @_spi(Testing) public struct Action: Sendable {
    public var call: String
    /// One of these must be among the call's receivers, when given.
    public var receivers: Set<String> = []
    public var permission: String
    /// Languages the entry applies to (all when empty).
    public var languages: Set<String> = []
  }

  /// Permission -> the names that mean it.
  public var permissions: [String: [String]] = [:]
  /// Name -> the permissions it means.
  public var permissionsByName: [String: Set<String>] = [:]
  public var requests: [String: [Request]] = [:]
  /// Names of a final denial, with the languages they are final in (all when empty).
  public var permanentDenial: [String: Set<String>] = [:]
  public var canAskAgain: Set<String> = []
  public var settings: [SettingsOpener] = []
  public var resumeFunctions: Set<String> = []
  public var resumeCalls: [String: [ResumeCall]] = [:]
  public var sdkChecks: Set<String> = []
  /// Names of a test that holds on iOS only, and on Android only (`"ios` for a string).
  public var iosChecks: Set<String> = []
  public var androidChecks: Set<String> = []
  /// Methods the system calls with a request's answer (`onRequestPermissionsResult`).
  public var answers: Set<String> = []
  public var storageAPI33: Set<String> = []
  /// Names of a granted (or limited) status.
  public var granted: Set<String> = []
  /// Names of a status that is not granted (the permanent denials' too).
  public var denied: Set<String> = []
  /// Calls that need a permission, by name.
  public var actions: [String: [Action]] = [:]
  /// Requests whose answer comes later, in a delegate or a callback.
  public var answeredLater: Set<String> = []
  /// The words one of which a file must hold for its code to be read closely at once: what
  /// asks, opens Settings, hears the return to the foreground or receives an answer (for a
  /// call that only counts with a receiver or an argument, that word, which is rarer). The
  /// other files of an app are read only when the flows of these lead to them.
  public private(set) var seedWords: Set<String> = []
  /// The names after the dot of the `A.b` names of permissions (`camera` of
  /// `Permission.camera`): a member not among them names no permission.
  public private(set) var memberNames: Set<String> = []
  /// `settings` by name.
  public private(set) var settingsByName: [String: [SettingsOpener]] = [:]
  /// `seedWords`, searched in raw bytes.
  let seeds: IdentifierSet
  /// `seeds` for the C scan that also makes a file's fingerprint (`SourceKinds.outline`).
  let seedScan: SourceScanTables
  /// The seed words that are string literals (`"app-settings:`), searched in strings.
  let stringSeeds: IdentifierSet
  /// The other seed words, searched as identifiers.
  let identifierSeeds: IdentifierSet

  init() {
    seeds = IdentifierSet([String]())
    seedScan = seeds.scanTables()
    stringSeeds = seeds
    identifierSeeds = seeds
  }

  init(_ node: YAMLNode) {
    func texts(_ node: YAMLNode?) -> [String] { node?.sequence?.compactMap(\.string) ?? [] }
    permissions = PermissionCatalog.entries(node["permissions"]).mapValues(texts)
    for (permission, names) in permissions {
      for name in names { permissionsByName[name, default: []].insert(permission) }
    }
    for entry in node["requests"]?.sequence ?? [] {
      guard let call = entry["call"]?.string else { continue }
      requests[call, default: []].append(
        Request(
          call: call, receivers: Set(texts(entry["receivers"])), permission: entry["permission"]?.string,
          languages: Set(texts(entry["languages"])), namedByFunction: entry["named-by-function"]?.bool ?? false,
          argumentsNameIt: entry["arguments-name-it"]?.bool ?? false))
    }
    for entry in node["permanent-denial"]?.sequence ?? [] {
      guard let name = entry["name"]?.string else { continue }
      permanentDenial[name] = Set(texts(entry["languages"]))
    }
    canAskAgain = Set(texts(node["can-ask-again"]))
    settings = (node["settings"]?.sequence ?? []).compactMap { entry in
      guard let name = entry["name"]?.string else { return nil }
      return SettingsOpener(
        name: name, receivers: Set(texts(entry["receivers"])), permissions: Set(texts(entry["for"])),
        argument: entry["argument"]?.string)
    }
    resumeFunctions = Set(texts(node["resume"]?["functions"]))
    for entry in node["resume"]?["calls"]?.sequence ?? [] {
      guard let call = entry["call"]?.string else { continue }
      resumeCalls[call, default: []].append(
        ResumeCall(call: call, receivers: Set(texts(entry["receivers"])), arguments: Set(texts(entry["arguments"]))))
    }
    sdkChecks = Set(texts(node["sdk-checks"]))
    iosChecks = Set(texts(node["ios-checks"]))
    androidChecks = Set(texts(node["android-checks"]))
    answers = Set(texts(node["answers"]))
    storageAPI33 = Set(texts(node["storage-api-33"]))
    granted = Set(texts(node["granted"]))
    denied = Set(texts(node["denied"])).union(permanentDenial.keys)
    for entry in node["actions"]?.sequence ?? [] {
      guard let call = entry["call"]?.string, let permission = entry["permission"]?.string else { continue }
      actions[call, default: []].append(
        Action(
          call: call, receivers: Set(texts(entry["receivers"])), permission: permission,
          languages: Set(texts(entry["languages"]))))
    }
    answeredLater = Set(texts(node["answered-later"]))
    seedWords = Self.seedWords(
      requests: requests, settings: settings, resumeFunctions: resumeFunctions, resumeCalls: resumeCalls,
      answers: answers, permissions: permissionsByName)
    seeds = IdentifierSet(seedWords)
    seedScan = seeds.scanTables()
    for name in permissionsByName.keys where !name.hasPrefix("\"") {
      if let dot = name.lastIndex(of: ".") { memberNames.insert(String(name[name.index(after: dot)...])) }
    }
    for opener in settings { settingsByName[opener.name, default: []].append(opener) }
    stringSeeds = IdentifierSet(seedWords.filter { $0.hasPrefix("\"") })
    identifierSeeds = IdentifierSet(seedWords.filter { !$0.hasPrefix("\"") })
  }

  /// Whether `name` is a call the vocabulary knows (a request, an opener, a resume hook):
  /// one of a library's or the platform's, not the app's.
  func isVocabularyCall(_ name: String) -> Bool {
    requests[name] != nil || resumeCalls[name] != nil || resumeFunctions.contains(name) || answers.contains(name)
      || settings.contains { $0.name == name }
  }

  private static func seedWords(
    requests: [String: [Request]], settings: [SettingsOpener], resumeFunctions: Set<String>,
    resumeCalls: [String: [ResumeCall]], answers: Set<String>, permissions: [String: Set<String>]
  ) -> Set<String> {
    var words = resumeFunctions.union(answers)
    for entry in requests.values.joined() {
      if !entry.receivers.isEmpty {
        words.formUnion(entry.receivers)
      } else if entry.argumentsNameIt {
        // `launcher.launch(Manifest.permission.CAMERA)`: `launch` is in most Kotlin files.
        words.formUnion(
          permissions.keys.filter { $0.hasPrefix("permission.") || $0.hasPrefix("\"android.permission.") })
      } else {
        words.insert(entry.call)
      }
    }
    for opener in settings {
      if opener.receivers.isEmpty { words.insert(opener.name) } else { words.formUnion(opener.receivers) }
    }
    for entry in resumeCalls.values.joined() {
      if !entry.arguments.isEmpty {
        words.formUnion(entry.arguments)
      } else if !entry.receivers.isEmpty {
        words.formUnion(entry.receivers)
      } else {
        words.insert(entry.call)
      }
    }
    return words
  }
}
