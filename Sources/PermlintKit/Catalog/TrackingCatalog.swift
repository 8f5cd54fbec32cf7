/// The advertising, attribution and measurement SDKs that read the advertising identifier
/// once the user allows tracking, and the identifiers whose use in the app's code asks for
/// it, from `rules/tracking-sdks.yml`.
@_spi(RuleAuthoring) @_spi(Testing) public struct TrackingCatalog: Sendable {
  /// One SDK of the list.
  @_spi(RuleAuthoring) @_spi(Testing) public struct SDK: Sendable {
    /// Its name, for messages (`AppsFlyer`).
    public var name: String
    /// What an app that locks it without NSUserTrackingUsageDescription gets: a warning for
    /// attribution SDKs, a note for SDKs that do their job without the identifier.
    public var level: Severity
    /// Whether the SDK can show the App Tracking Transparency prompt itself.
    public var prompts: Bool
    /// Whether it tracks (an entry of `sdks`), not only prompts (one of `prompters`).
    public var tracks: Bool
    /// CocoaPods pod names.
    public var pods: [String]
    /// `owner/name` of its repositories (Swift Package Manager, Carthage).
    public var repositories: [String]
    /// pub.dev packages.
    public var pub: [String]
    /// npm packages.
    public var npm: [String]
    /// Maven `group:artifact` coordinates of its Android SDK, which reads the advertising ID
    /// itself.
    public var android: [String] = []
  }

  /// The SDKs, in the order of the data.
  public var sdks: [SDK] = []
  /// SDKs that track nothing but can show the prompt for the app (consent platforms), each
  /// with `prompts` set.
  public var prompters: [SDK] = []
  /// Identifiers whose use in Dart, JavaScript, Swift or Objective-C asks for tracking
  /// authorization (the plugins' and the native names).
  public var requests: [String] = []

  init() {}

  init(_ node: YAMLNode) {
    requests = node["requests"]?.sequence?.compactMap(\.string) ?? []
    func entries(_ key: String) -> [SDK] {
      (node[key]?.mapping ?? []).compactMap { pair in
        guard let name = pair.key.string else { return nil }
        func texts(_ key: String) -> [String] { pair.value[key]?.sequence?.compactMap(\.string) ?? [] }
        return SDK(
          name: name, level: pair.value["level"]?.string == "warning" ? .warning : .note,
          prompts: pair.value["prompts"]?.bool ?? (key == "prompters"), tracks: key == "sdks", pods: texts("pods"),
          repositories: texts("repositories"), pub: texts("pub"), npm: texts("npm"), android: texts("android"))
      }
    }
    sdks = entries("sdks")
    prompters = entries("prompters")
  }

  /// The tracking SDK (not a prompter) whose Android SDK a Maven coordinate (`group:artifact`),
  /// or whose npm or pub package an Android library module (`react-native-appsflyer`,
  /// `appsflyer_sdk`), is.
  func sdk(android name: String) -> SDK? {
    sdks.first { $0.android.contains(name) || $0.npm.contains(name) || $0.pub.contains(name) }
  }

  /// The SDK (or prompter) an npm package is.
  func sdk(npm name: String) -> SDK? { (sdks + prompters).first { $0.npm.contains(name) } }
}
