/// What permlint knows of privacy manifests, from `rules/privacy-manifest.yml` (the keys of
/// `PrivacyInfo.xcprivacy`, Apple's enumerations, the required-reason API categories with
/// their reasons and APIs) and `rules/privacy-sdks.yml` (the SDKs that must ship their own).
@_spi(RuleAuthoring) @_spi(Testing) public struct PrivacyCatalog: Sendable {
  /// The type a manifest value must have.
  @_spi(RuleAuthoring) @_spi(Testing) public enum ValueType: String, Sendable {
    case boolean, string, strings, list

    /// How the type is written in a property list, for messages.
    public var written: String {
      switch self {
      case .boolean: "<true/> or <false/>"
      case .string: "a <string>"
      case .strings: "an <array> of <string>"
      case .list: "an <array> of <dict>"
      }
    }
  }

  /// One key a manifest, or one of its records, may have.
  @_spi(RuleAuthoring) @_spi(Testing) public struct Key: Sendable {
    /// The key.
    public var name: String
    /// The type of its value.
    public var type: ValueType
    /// Whether Apple requires it in its record.
    public var isRequired = false
    /// The enumeration its strings come from (`data-types`, `purposes`, `categories`,
    /// `reasons`), if any.
    public var values: String?
    /// For a list, the record each of its dictionaries must be (a name of `records`).
    public var entry: String?
  }

  /// One reason code of a required-reason category.
  @_spi(RuleAuthoring) @_spi(Testing) public struct Reason: Sendable {
    /// The code (`CA92.1`).
    public var code: String
    /// What it allows, in Apple's words shortened.
    public var says: String
    /// Whether an app may give it for its own code (not one only a third-party SDK may give).
    public var forApps: Bool
  }

  /// One API of a required-reason category, matched as a symbol in Swift and Objective-C.
  @_spi(RuleAuthoring) @_spi(Testing) public struct API: Sendable {
    /// The identifier (`systemUptime`, `stat`).
    public var symbol: String
    /// Whether it counts only when called with arguments (a C function; `stat()` alone
    /// makes the struct).
    public var isCall = false
    /// Whether it counts only after a dot (`.creationDate`).
    public var isMember = false
    /// Identifiers one of which the file must also name, when not empty: `creationDate` is
    /// a file attribute only where the file reads file attributes.
    public var with: [String] = []
    /// The categories it belongs to: its own, and the others Apple lists it under.
    public var categories: [String] = []
  }

  /// One required-reason API category.
  @_spi(RuleAuthoring) @_spi(Testing) public struct Category: Sendable {
    /// Apple's name (`NSPrivacyAccessedAPICategoryUserDefaults`).
    public var name: String
    /// What it covers, for messages (`user defaults APIs`).
    public var title: String
    /// Its reasons, in Apple's order.
    public var reasons: [Reason]
  }

  /// One SDK of Apple's list.
  @_spi(RuleAuthoring) @_spi(Testing) public struct SDK: Sendable {
    /// Apple's name for it.
    public var name: String
    /// CocoaPods pod names.
    public var pods: [String] = []
    /// `owner/name` of its repository, as Swift Package Manager and Carthage name it.
    public var repositories: [String] = []
    /// pub.dev packages.
    public var pub: [String] = []
    /// npm packages whose version is the SDK's (`react-native` for hermes-engine, whose pod
    /// takes React Native's version), for apps without a Podfile.lock.
    public var npm: [String] = []
    /// Names of a vendored `<name>.xcframework`.
    public var frameworks: [String] = []
    /// The first release that ships a privacy manifest, where known.
    public var firstManifest: String?
    /// What to move to when no release ships one.
    public var replacedBy: String?
    /// Where `firstManifest` or `replacedBy` was read.
    public var source: String?
    /// Whether the version a lock file names is the SDK's release (the Flutter pod's is not).
    public var isVersioned = true
  }

  /// The top-level keys of a manifest.
  public var keys: [Key] = []
  /// The keys of each record a list holds, by record name.
  public var records: [String: [Key]] = [:]
  /// `NSPrivacyCollectedDataType` values.
  public var dataTypes: [String] = []
  /// `NSPrivacyCollectedDataTypePurposes` values.
  public var purposes: [String] = []
  /// The required-reason categories, in Apple's order.
  public var categories: [Category] = []
  /// The required-reason APIs, in the order of the data.
  public var apis: [API] = []
  /// Apple's page for the manifest and its checked date.
  public var manifestSource = ""
  /// Apple's list of SDKs that must ship a manifest.
  public var sdks: [SDK] = []
  /// Apple's page for that list.
  public var sdkSource = ""
  /// When uploads without a listed SDK's manifest started to be refused (ITMS-91061).
  public var sdkEnforced = ""
  /// Swift and Objective-C symbols that read the advertising identifier
  /// (`rules/advertising-id.yml`).
  public var appleAdvertisingIDReads: [String] = []
  /// Kotlin and Java symbols that read the advertising ID.
  public var androidAdvertisingIDReads: [String] = []
  /// Symbols that ask the user to allow tracking (App Tracking Transparency).
  public var trackingRequests: [String] = []
  /// The purpose string the tracking request needs.
  public var trackingKey = "NSUserTrackingUsageDescription"
  /// The Android permission an app that reads the advertising ID declares.
  public var advertisingIDPermission = "com.google.android.gms.permission.AD_ID"
  /// The targetSdk from which the Android permission is needed.
  public var advertisingIDFromTarget = 33
  /// `<application>` meta-data by which the app says an SDK collects no advertising ID:
  /// name, the value that says it, and the SDK.
  public var advertisingIDCollectionOff: [(metaData: String, value: String, sdk: String)] = []
  /// Android libraries (`android-libraries.yml` names) that read the advertising ID themselves.
  public var advertisingIDUsers: [String] = []
  /// The SDKs that track once the user allows it, and the code that asks
  /// (`rules/tracking-sdks.yml`).
  public var tracking = TrackingCatalog()
  /// What a source must mention to be tokenized for required-reason APIs, computed once.
  private(set) var apiNeedles = NeedleSet([])
  /// What a source must mention to be tokenized for advertising-ID reads, computed once.
  private(set) var appleAdvertisingIDNeedles = NeedleSet([])
  private(set) var androidAdvertisingIDNeedles = NeedleSet([])

  init() {}

  /// Reads `rules/advertising-id.yml`.
  mutating func readAdvertisingID(_ node: YAMLNode) {
    appleAdvertisingIDReads = node["apple"]?["reads"]?.sequence?.compactMap(\.string) ?? []
    androidAdvertisingIDReads = node["android"]?["reads"]?.sequence?.compactMap(\.string) ?? []
    appleAdvertisingIDNeedles = NeedleSet(appleAdvertisingIDReads.map { Array($0.utf8) })
    androidAdvertisingIDNeedles = NeedleSet(androidAdvertisingIDReads.map { Array($0.utf8) })
    trackingRequests = node["apple"]?["requests"]?.sequence?.compactMap(\.string) ?? []
    trackingKey = node["apple"]?["key"]?.string ?? trackingKey
    advertisingIDPermission = node["android"]?["permission"]?.string ?? advertisingIDPermission
    advertisingIDFromTarget = node["android"]?["from-target"]?.int ?? advertisingIDFromTarget
    advertisingIDCollectionOff = (node["android"]?["collection-off"]?.sequence ?? []).compactMap { entry in
      guard let name = entry["meta-data"]?.string, let value = entry["value"]?.string else { return nil }
      return (name, value, entry["sdk"]?.string ?? "")
    }
    advertisingIDUsers = node["android"]?["used-by"]?.sequence?.compactMap(\.string) ?? []
  }

  init(manifest node: YAMLNode, sdks sdkNode: YAMLNode?) {
    func keyList(_ node: YAMLNode?) -> [Key] {
      (node?.mapping ?? []).compactMap { pair in
        guard let name = pair.key.string, let type = pair.value["type"]?.string.flatMap(ValueType.init) else {
          return nil
        }
        return Key(
          name: name, type: type, isRequired: pair.value["required"]?.bool ?? false,
          values: pair.value["values"]?.string, entry: pair.value["entry"]?.string)
      }
    }
    manifestSource = node["source"]?.string ?? ""
    keys = keyList(node["keys"])
    for pair in node["entries"]?.mapping ?? [] {
      if let name = pair.key.string { records[name] = keyList(pair.value) }
    }
    dataTypes = node["data-types"]?.sequence?.compactMap(\.string) ?? []
    purposes = node["purposes"]?.sequence?.compactMap(\.string) ?? []
    for pair in node["categories"]?.mapping ?? [] {
      guard let name = pair.key.string else { continue }
      let reasons = (pair.value["reasons"]?.mapping ?? []).compactMap { reason -> Reason? in
        guard let code = reason.key.string else { return nil }
        return Reason(
          code: code, says: reason.value["says"]?.string ?? "", forApps: reason.value["app"]?.bool ?? true)
      }
      categories.append(Category(name: name, title: pair.value["title"]?.string ?? name, reasons: reasons))
      for api in pair.value["apis"]?.sequence ?? [] {
        apis.append(
          API(
            symbol: api["symbol"]?.string ?? "", isCall: api["call"]?.bool ?? false,
            isMember: api["member"]?.bool ?? false, with: api["with"]?.sequence?.compactMap(\.string) ?? [],
            categories: [name] + (api["also"]?.sequence?.compactMap(\.string) ?? [])))
      }
    }
    apiNeedles = NeedleSet(apis.map { Array($0.symbol.utf8) })
    guard let sdkNode else { return }
    sdkSource = sdkNode["source"]?.string ?? ""
    sdkEnforced = sdkNode["enforced"]?.string ?? ""
    sdks = (sdkNode["sdks"]?.mapping ?? []).compactMap { pair in
      guard let name = pair.key.string else { return nil }
      func texts(_ key: String) -> [String] { pair.value[key]?.sequence?.compactMap(\.string) ?? [] }
      return SDK(
        name: name, pods: texts("pods"), repositories: texts("repositories"), pub: texts("pub"),
        npm: texts("npm"), frameworks: texts("frameworks"), firstManifest: pair.value["first-manifest"]?.string,
        replacedBy: pair.value["replaced-by"]?.string, source: pair.value["source"]?.string,
        isVersioned: pair.value["versioned"]?.bool ?? true)
    }
  }

  /// The category named `name`, if Apple defines it.
  public func category(_ name: String) -> Category? { categories.first { $0.name == name } }

  /// The category a reason code belongs to.
  public func category(owningReason code: String) -> Category? {
    categories.first { category in category.reasons.contains { $0.code == code } }
  }

}
