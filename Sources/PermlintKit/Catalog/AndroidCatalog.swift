#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// How an Android permission changes with the API level, from `rules/android-permissions.yml`.
@_spi(RuleAuthoring) @_spi(Testing) public struct AndroidPermissionLifecycle: Sendable {
  /// The targetSdk from which the permission has no effect on devices at that level or later.
  public var obsoleteFrom: Int?
  /// The `android:maxSdkVersion` to declare it with.
  public var maxSdk: Int?
  /// When another `maxSdkVersion` is right instead, and why.
  public var maxSdkNote: String?
  /// The `maxSdkVersion` for an app that keeps legacy external storage
  /// (`android:requestLegacyExternalStorage="true"`).
  public var maxSdkWithLegacyStorage: Int?
  /// The permissions that do its job from `obsoleteFrom` on.
  public var replacedBy: [String]
  /// Permissions of which one must be declared beside it.
  public var companion: AndroidCompanion?
  /// When it may assert `usesPermissionFlags="neverForLocation"`: the permissions it needs
  /// without the flag.
  public var neverForLocationOtherwise: [String]?
  /// The permission that lets the user grant part of the access, and from which targetSdk.
  public var partialAccess: (permission: String, fromTarget: Int)?

  init(_ node: YAMLNode) {
    obsoleteFrom = node["obsolete-from"]?.int
    maxSdk = node["max-sdk"]?.int
    maxSdkNote = node["max-sdk-note"]?.string
    maxSdkWithLegacyStorage = node["max-sdk-legacy-storage"]?.int
    replacedBy = node["replaced-by"]?.sequence?.compactMap(\.string) ?? []
    companion = node["companion"].map(AndroidCompanion.init)
    neverForLocationOtherwise = node["never-for-location"].map { $0["otherwise"]?.sequence?.compactMap(\.string) ?? [] }
    if let partial = node["partial-access"], let permission = partial["permission"]?.string {
      partialAccess = (permission, partial["from-target"]?.int ?? 1)
    }
  }
}

/// Permissions of which one must be declared beside another.
@_spi(RuleAuthoring) @_spi(Testing) public struct AndroidCompanion: Sendable {
  /// One of these must be declared.
  public var anyOf: [String]
  /// The targetSdk from which it matters; `nil` when it always does.
  public var fromTarget: Int?
  /// Why, for the finding's message.
  public var why: String

  init(_ node: YAMLNode) {
    anyOf = node["any-of"]?.sequence?.compactMap(\.string) ?? []
    fromTarget = node["from-target"]?.int
    why = node["why"]?.string ?? ""
  }
}

/// A Google Play policy that restricts permissions, from `rules/play-policies.yml`.
@_spi(RuleAuthoring) @_spi(Testing) public struct PlayPolicy: Sendable {
  /// The policy's name.
  public var title: String
  /// Where Google states it.
  public var url: String
  /// What the developer must do, written to follow "needs".
  public var declaration: String
  /// The targetSdk from which it applies, if it depends on one.
  public var fromTarget: Int?
  /// How a permission under this policy is reported.
  public var severity: Severity
  /// The rule that reports this policy with its own check, if not `play-restricted-permission`.
  public var reportedBy: String?
  /// Android Lint issues whose suppression (`tools:ignore`) shows the developer has reviewed
  /// the policy.
  public var lintIssues: Set<String>
  /// Advice for React Native apps only, appended to their messages.
  public var reactNativeAdvice: String?

  init(_ node: YAMLNode) {
    title = node["title"]?.string ?? ""
    url = node["url"]?.string ?? ""
    declaration = node["declaration"]?.string ?? ""
    fromTarget = node["from-target"]?.int
    severity = node["severity"]?.string.flatMap(Severity.init(rawValue:)) ?? .warning
    reportedBy = node["reported-by"]?.string
    lintIssues = Set(node["lint"]?.sequence?.compactMap(\.string) ?? [])
    reactNativeAdvice = node["react-native"]?.string
  }
}

extension PlayPolicy {
  /// The message for a permission under this policy; `condition` (a clause after a comma, or
  /// empty) states the targetSdk it depends on.
  func restriction(of permission: String, condition: String, reactNative: Bool = false) -> String {
    let advice = reactNative ? reactNativeAdvice.map { "; " + $0 } ?? "" : ""
    return "\(permission) is restricted on Google Play (\(title), \(url))\(condition): publishing it needs "
      + "\(declaration)\(advice)."
  }
}

/// Foreground-service types and the permissions they need, from
/// `rules/android-foreground-services.yml`.
@_spi(RuleAuthoring) @_spi(Testing) public struct ForegroundServiceCatalog: Sendable {
  /// The permission every foreground service needs.
  public var basePermission: String
  /// The targetSdk from which a type needs its permission.
  public var fromTarget: Int
  /// Types by their `foregroundServiceType` name.
  public var types: [String: ForegroundServiceType]

  init(_ root: YAMLNode) {
    basePermission = root["base-permission"]?.string ?? "FOREGROUND_SERVICE"
    fromTarget = root["from-target"]?.int ?? 34
    types = PermissionCatalog.entries(root["types"]).mapValues(ForegroundServiceType.init)
  }
}

/// One foreground-service type.
@_spi(RuleAuthoring) @_spi(Testing) public struct ForegroundServiceType: Sendable {
  /// The `FOREGROUND_SERVICE_<TYPE>` permission, if the type needs one.
  public var permission: String?
  /// Runtime permissions of which the app must hold one before starting the service.
  public var prerequisites: [String]
  /// A prerequisite a manifest cannot show; when present, `prerequisites` is not checked.
  public var otherPrerequisite: String?
  /// The API level the type appeared at, when later than the catalog's `fromTarget`.
  public var added: Int?

  init(_ node: YAMLNode) {
    permission = node["permission"]?.string
    prerequisites = node["prerequisite"]?["any-of"]?.sequence?.compactMap(\.string) ?? []
    otherPrerequisite = node["prerequisite"]?["or"]?.string
    added = node["added"]?.int
  }
}

extension PermissionCatalog {
  /// The short name of an Android permission: without `android.permission.`.
  public static func shortAndroidName(_ name: String) -> String {
    let prefix = "android.permission."
    guard name.hasPrefix(prefix) else { return name }
    // The prefix is ASCII: its end is found by its bytes, not by walking its characters (this
    // runs for every permission each rule asks about).
    return String(name[name.utf8.index(name.utf8.startIndex, offsetBy: prefix.utf8.count)...])
  }
}
