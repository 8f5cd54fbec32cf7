#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Native permission APIs, read from `rules/native-permission-apis.yml`: which Swift and
/// Objective-C calls request which permission and which purpose strings that needs, and which
/// Kotlin and Java calls request or check Android permissions.
@_spi(RuleAuthoring) @_spi(Testing) public struct NativePermissionCatalog: Sendable {
  /// An Apple permission a native call requests.
  @_spi(RuleAuthoring) @_spi(Testing) public struct ApplePermission: Sendable {
    /// Purpose strings that satisfy the request (any one).
    public var keys: [String] = []
    /// Keys the request needs in addition (all of them), such as When-In-Use for Always.
    public var also: [String] = []
    /// What iOS does at the request when no key is declared.
    public var effect: String = ""
    /// Whether the request is for location while the app is not in use.
    public var isAlways = false
    /// The severity of a request without its key, when not an error.
    public var severity: Severity?
  }

  /// One call pattern of `apple.calls`.
  @_spi(RuleAuthoring) @_spi(Testing) public struct AppleCall: Sendable {
    /// The method, or the class for `isInit`.
    public var symbol: String
    /// The receivers the call must have, when not empty.
    public var receivers: [String] = []
    /// Identifiers one of which must appear in the arguments, when not empty.
    public var arguments: [String] = []
    /// Whether the pattern is the creation of an instance of `symbol`.
    public var isInit = false
    /// Whether the call uses the permission's resource without asking for it (an audio
    /// session set to record, which prompts when it starts): a use, not a request.
    public var isUse = false
    /// Whether the call itself shows the prompt: `false` for a manager whose first query
    /// prompts (`CMPedometer`), so that findings point at a call that does.
    public var prompts = true
    /// The permission it requests.
    public var permission: String
  }

  /// A Core Location service of `apple.location-services`: the call that starts it and the
  /// authorization it needs to reach an app that is not in use.
  @_spi(RuleAuthoring) @_spi(Testing) public struct LocationService: Sendable {
    /// The call pattern (its `permission` is unused).
    public var call: AppleCall
    /// The service, as Apple names it (`visit monitoring`).
    public var service: String
    /// Whether the service reaches an app that is not running only with Always authorization;
    /// otherwise it works in the background with When-In-Use and the `location` mode.
    public var needsAlways: Bool
  }

  /// Apple permissions by name.
  public var applePermissions: [String: ApplePermission] = [:]
  /// Call patterns in order; the first that matches wins.
  public var appleCalls: [AppleCall] = []
  /// Core Location services whose calls tell whether the app needs Always location.
  public var locationServices: [LocationService] = []
  /// Android location services that need ACCESS_BACKGROUND_LOCATION to work in the background.
  public var androidLocationServices: [LocationService] = []
  /// Identifier -> the permissions whose resource code that names it uses.
  public var appleUses: [String: [String]] = [:]
  /// Identifiers that open the app's page in Settings on iOS.
  public var appleSettings: Set<String> = []
  /// Kotlin and Java calls that request a permission (show the system prompt).
  public var androidCalls: Set<String> = []
  /// Kotlin and Java calls that only read a permission's state.
  public var androidChecks: Set<String> = []
  /// Android permissions (short names) that ask for location while the app is not in use.
  public var androidAlways: Set<String> = []
  /// The photo picker's names.
  public var androidPhotoPicker: Set<String> = []
  /// Identifiers that open the app's page in Settings on Android.
  public var androidSettings: Set<String> = []
  /// Permission -> the declared permissions that imply it, and the targetSdk below which they do.
  public var androidImplied: [String: (by: [String], belowTarget: Int?)] = [:]
  /// Health Connect's permission APIs, which name permissions without `Manifest.permission`.
  public var healthConnect = HealthConnectCatalog()

  /// Computed once: what a file must mention to be tokenized (see `computedAppleNeedles`).
  private(set) var appleNeedles = NeedleSet([])
  /// The same for Kotlin and Java.
  private(set) var androidNeedles = NeedleSet([])
  /// Every identifier the Swift and Objective-C reading looks up by name (calls, location
  /// services, settings openers, uses): a token that is none of them is passed over without
  /// making its text and hashing it into four tables.
  private(set) var appleNames = IdentifierSet([String]())
  /// The same for Kotlin and Java (names imported from `Manifest.permission` aside).
  private(set) var androidNames = IdentifierSet([String]())

  init() {}

  /// The string literals the Swift and Objective-C reading looks for at their start
  /// (`NativePermissionUses`), which the source gate looks for too (`NativeSourceGate`).
  static let appleStringPrefixes = ["app-settings:"]
  /// The same for Kotlin and Java.
  static let androidStringPrefixes = [
    "android.permission.", "android.settings.APPLICATION_DETAILS_SETTINGS",
    "android.settings.APP_NOTIFICATION_SETTINGS",
  ]

  init(_ node: YAMLNode) {
    let apple = node["apple"]
    for (name, value) in PermissionCatalog.entries(apple?["permissions"]) {
      var permission = ApplePermission()
      permission.keys = value["keys"]?.sequence?.compactMap(\.string) ?? []
      permission.also = value["also"]?.sequence?.compactMap(\.string) ?? []
      permission.effect = value["effect"]?.string ?? ""
      permission.isAlways = value["always"]?.bool ?? false
      permission.severity = value["severity"]?.string == "warning" ? .warning : nil
      applePermissions[name] = permission
    }
    appleCalls = (apple?["calls"]?.sequence ?? []).compactMap { entry in
      guard let symbol = entry["symbol"]?.string, let permission = entry["permission"]?.string else { return nil }
      return AppleCall(
        symbol: symbol, receivers: entry["receivers"]?.sequence?.compactMap(\.string) ?? [],
        arguments: entry["arguments"]?.sequence?.compactMap(\.string) ?? [], isInit: entry["init"]?.bool ?? false,
        isUse: entry["use"]?.bool ?? false, prompts: entry["prompts"]?.bool ?? true, permission: permission)
    }
    // In the file's order, not a dictionary's: each identifier's permissions come out the same
    // in every run (the catalog's shape admits no key twice).
    for pair in apple?["uses"]?.mapping ?? [] {
      guard let permission = pair.key.scalar else { continue }
      for name in pair.value.sequence?.compactMap(\.string) ?? [] { appleUses[name, default: []].append(permission) }
    }
    appleSettings = Set(apple?["settings"]?.sequence?.compactMap(\.string) ?? [])
    locationServices = (apple?["location-services"]?.sequence ?? []).compactMap { entry in
      guard let symbol = entry["symbol"]?.string, let service = entry["service"]?.string else { return nil }
      let call = AppleCall(
        symbol: symbol, arguments: entry["arguments"]?.sequence?.compactMap(\.string) ?? [],
        isInit: entry["init"]?.bool ?? false, permission: "")
      return LocationService(call: call, service: service, needsAlways: entry["needs"]?.string == "always")
    }
    let android = node["android"]
    androidCalls = Set(android?["calls"]?.sequence?.compactMap(\.string) ?? [])
    androidChecks = Set(android?["checks"]?.sequence?.compactMap(\.string) ?? [])
    androidAlways = Set(android?["always"]?.sequence?.compactMap(\.string) ?? [])
    androidPhotoPicker = Set(android?["photo-picker"]?.sequence?.compactMap(\.string) ?? [])
    androidSettings = Set(android?["settings"]?.sequence?.compactMap(\.string) ?? [])
    androidLocationServices = (android?["location-services"]?.sequence ?? []).compactMap { entry in
      guard let symbol = entry["symbol"]?.string, let service = entry["service"]?.string else { return nil }
      return LocationService(
        call: AppleCall(symbol: symbol, arguments: [], isInit: false, permission: ""), service: service,
        needsAlways: entry["needs"]?.string == "always")
    }
    for (name, value) in PermissionCatalog.entries(android?["implied"]) {
      androidImplied[name] = (
        value["by"]?.sequence?.compactMap(\.string) ?? [], value["below-target"]?.string.flatMap { Int($0) }
      )
    }
    healthConnect = HealthConnectCatalog(android?["health-connect"])
    appleNeedles = NeedleSet(computedAppleNeedles)
    androidNeedles = NeedleSet(computedAndroidNeedles)
    appleNames = IdentifierSet(
      appleCalls.map(\.symbol) + locationServices.map(\.call.symbol) + appleSettings + appleUses.keys)
    androidNames = IdentifierSet(
      androidCalls.union(androidChecks).union(androidSettings).union(androidPhotoPicker)
        .union(androidLocationServices.map(\.call.symbol))
        .union(["ACTION_APP_NOTIFICATION_SETTINGS", "Manifest", "permission"]).union(healthConnect.names))
  }

  /// Whether `permission` is granted with one of `declared` at `targetSdk` (unknown: assume so).
  func isImplied(_ permission: String, by declared: Set<String>, targetSdk: Int?) -> Bool {
    guard let implied = androidImplied[permission], implied.by.contains(where: declared.contains) else { return false }
    guard let below = implied.belowTarget, let targetSdk else { return true }
    return targetSdk < below
  }

  /// Byte strings one of which a Swift or Objective-C file must contain to be worth
  /// tokenizing: every name a match needs, without names that contain a shorter one.
  private var computedAppleNeedles: [[UInt8]] {
    var needles: Set<String> = ["app-settings:"]
    needles.formUnion(appleCalls.map(\.symbol))
    needles.formUnion(locationServices.map(\.call.symbol))
    needles.formUnion(appleSettings)
    needles.formUnion(appleUses.keys)
    return Self.minimal(needles)
  }

  /// The same for Kotlin and Java files: `Manifest.permission.X` and its imports, permission
  /// strings, the photo picker, the settings screen and Health Connect's permission APIs.
  private var computedAndroidNeedles: [[UInt8]] {
    var needles: Set<String> = [
      "Manifest", "android.permission.", "APPLICATION_DETAILS_SETTINGS", "APP_NOTIFICATION_SETTINGS",
    ]
    needles.formUnion(androidPhotoPicker)
    needles.formUnion(androidLocationServices.map(\.call.symbol))
    needles.formUnion(healthConnect.names)
    return Self.minimal(needles)
  }

  /// `needles` without those that contain a shorter one (a file holding the longer holds the
  /// shorter), shortest first, as bytes.
  ///
  /// Compared as bytes, with the kept needles bucketed by their first byte: `String.contains`
  /// between every pair cost 3 ms of every start-up (issue 23). The needles are identifiers
  /// and URL schemes, so byte and character containment agree.
  static func minimal(_ needles: Set<String>) -> [[UInt8]] {
    // Each length counted once, not at every comparison.
    let sorted = needles.map { (count: $0.count, needle: $0) }.sorted { ($0.count, $0.needle) < ($1.count, $1.needle) }
    var kept: [[UInt8]] = []
    var keptByFirstByte = [[Int]](repeating: [], count: 256)
    for (_, needle) in sorted {
      let bytes = Array(needle.utf8)
      // Sorted first, an empty needle is in every other one, as `String.contains` has it.
      guard !bytes.isEmpty else { return [[]] }
      if !Self.containsAny(of: kept, startingAt: keptByFirstByte, in: bytes) {
        keptByFirstByte[Int(bytes[0])].append(kept.count)
        kept.append(bytes)
      }
    }
    return kept
  }

  /// Whether `bytes` contains one of `kept`, whose indices are listed by first byte.
  private static func containsAny(of kept: [[UInt8]], startingAt byFirstByte: [[Int]], in bytes: [UInt8]) -> Bool {
    for start in bytes.indices {
      for index in byFirstByte[Int(bytes[start])] {
        let candidate = kept[index]
        if candidate.count <= bytes.count - start, bytes[start..<start + candidate.count].elementsEqual(candidate) {
          return true
        }
      }
    }
    return false
  }
}
