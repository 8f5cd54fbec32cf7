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
  }

  /// A call whose closures or named callbacks run when the app returns to the foreground.
  @_spi(RuleAuthoring) @_spi(Testing) public struct ResumeCall: Sendable {
    public var call: String
    public var receivers: Set<String> = []
    public var arguments: Set<String> = []
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
  /// Methods the system calls with a request's answer (`onRequestPermissionsResult`).
  public var answers: Set<String> = []
  public var storageAPI33: Set<String> = []

  init() {}

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
        name: name, receivers: Set(texts(entry["receivers"])), permissions: Set(texts(entry["for"])))
    }
    resumeFunctions = Set(texts(node["resume"]?["functions"]))
    for entry in node["resume"]?["calls"]?.sequence ?? [] {
      guard let call = entry["call"]?.string else { continue }
      resumeCalls[call, default: []].append(
        ResumeCall(call: call, receivers: Set(texts(entry["receivers"])), arguments: Set(texts(entry["arguments"]))))
    }
    sdkChecks = Set(texts(node["sdk-checks"]))
    answers = Set(texts(node["answers"]))
    storageAPI33 = Set(texts(node["storage-api-33"]))
  }
}
