#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One entry of `.permlint.yml`'s `ignore:`: findings of a rule, in files matching a path
/// glob and optionally about one key or permission, accepted for a reason.
///
/// ```yaml
/// ignore:
///   - rule: play-restricted-permission
///     path: android/app/src/main/AndroidManifest.xml
///     permission: QUERY_ALL_PACKAGES
///     reason: Launcher app; declaration approved in Play Console on 2024-05-02.
/// ```
@_spi(Testing) public struct IgnoreEntry: Sendable, Equatable {
  /// The rule id.
  public var ruleID: String
  /// A glob over paths relative to the scanned root (`*`, `**`, `?`); `nil` matches every file.
  public var path: String?
  /// The key, permission or state the finding is about (its subject); `nil` matches any.
  public var subject: String?
  /// Why the findings are accepted; empty when the entry gives none.
  public var reason: String
  /// Where the entry is written in the configuration file.
  public var location: FileLocation
  /// The folder of a nested configuration file (relative to the scanned root, without a
  /// trailing `/`): the entry covers only files below it, and its `path` is relative to it.
  /// Empty for the run's configuration.
  public var folder = ""

  /// The keys an entry may have. `key` and `permission` are spellings of `subject`.
  public static let keys = ["rule", "path", "subject", "key", "permission", "reason"]

  /// Creates an entry.
  public init(ruleID: String, path: String?, subject: String?, reason: String, location: FileLocation) {
    self.ruleID = ruleID
    self.path = path
    self.subject = subject
    self.reason = reason
    self.location = location
  }

  /// Whether the entry covers a file path.
  public func covers(path candidate: String) -> Bool {
    var candidate = candidate
    if !folder.isEmpty {
      guard let below = RelativePath.below(candidate, folder) else { return false }
      candidate = below
    }
    guard let path else { return true }
    return PathGlob.matches(path, candidate)
  }

  /// Whether the entry covers a finding.
  public func covers(_ finding: Finding) -> Bool {
    guard finding.ruleID == ruleID, covers(path: finding.location.path) else { return false }
    guard let subject else { return true }
    if finding.stableKey == subject { return true }
    // Subjects join what a finding is about: `de:NSCameraUsageDescription`,
    // `ACCESS_FINE_LOCATION>ACCESS_COARSE_LOCATION`, `gate/blocked`. Any part matches, and
    // `ACCESS_FINE_LOCATION` names `android.permission.ACCESS_FINE_LOCATION` too.
    let parts = finding.stableKey.split(whereSeparator: { ":>/=| ".contains($0) })
    return parts.contains { $0 == subject || $0.hasSuffix(".\(subject)") }
  }

  /// Reads the `ignore:` list of a configuration file.
  static func entries(_ node: YAMLNode, file: SourceFile) throws(ConfigurationError) -> [IgnoreEntry] {
    guard let items = node.sequence else {
      throw ConfigurationError(
        location: file.location(node.position),
        message: "`ignore` must be a list of entries such as `- { rule: RULE, path: GLOB, reason: WHY }`")
    }
    var result: [IgnoreEntry] = []
    for item in items {
      guard let pairs = item.mapping else {
        throw ConfigurationError(
          location: file.location(item.position),
          message: "an `ignore` entry must be a mapping with `rule`, `path`, optionally `key` or `permission`, "
            + "and `reason`")
      }
      var rule: String?
      var path: String?
      var subject: String?
      var reason = ""
      var yaml = StrictYAMLDecoder()
      for pair in pairs {
        guard let (key, _) = yaml.knownKeys([pair], known: Self.keys, in: "an `ignore` entry").first else {
          throw ConfigurationError(yaml.problems[0], file: file)
        }
        guard let value = pair.value.string else {
          throw ConfigurationError(
            location: file.location(pair.value.position),
            message: "`\(key)` in an `ignore` entry must be text, found \(pair.value.kindDescription)")
        }
        switch key {
        case "rule":
          guard RuleRegistry.rule(value) != nil else {
            let hint =
              DidYouMean.closest(to: value, in: RuleRegistry.all.map(\.id)).map { " (did you mean '\($0)'?)" } ?? ""
            throw ConfigurationError(
              location: file.location(pair.value.position), message: "unknown rule '\(value)'\(hint)")
          }
          rule = value
        case "path": path = value
        case "reason": reason = value.trimmingWhitespace()
        default: subject = value
        }
      }
      guard let rule else {
        throw ConfigurationError(
          location: file.location(item.position),
          message: "an `ignore` entry needs `rule:`, the id of the rule whose findings it accepts")
      }
      result.append(
        IgnoreEntry(ruleID: rule, path: path, subject: subject, reason: reason, location: file.location(item.position)))
    }
    return result
  }
}

/// Glob matching over `/`-separated paths: `*` and `?` stay within one folder, `**` crosses
/// folders, and a pattern ending in `/` matches everything under that folder.
///
/// Matching is dynamic programming over (pattern position, path position), so it takes at most
/// pattern length × path length steps whatever the pattern: a configuration file can never make
/// a run hang (backtracking took minutes on eight `**` terms and one 60-character path).
enum PathGlob {
  static func matches(_ pattern: String, _ path: String) -> Bool {
    let pattern = pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern
    if pattern.hasSuffix("/") { return matches(pattern + "**", path) }
    return match(Array(pattern.unicodeScalars), Array(path.unicodeScalars))
  }

  private static func match(_ pattern: [Unicode.Scalar], _ path: [Unicode.Scalar]) -> Bool {
    let width = path.count + 1
    // `rest[p * width + s]`: whether pattern[p...] matches path[s...]. Filled from the end.
    var rest = [Bool](repeating: false, count: (pattern.count + 1) * width)
    rest[pattern.count * width + path.count] = true
    for p in stride(from: pattern.count - 1, through: 0, by: -1) {
      let character = pattern[p]
      let crosses = character == "*" && p + 1 < pattern.count && pattern[p + 1] == "*"
      let next = crosses ? p + 2 : p + 1
      // For a star: whether it matches from `s` once entered (its own characters, then the
      // rest of the pattern). `**/` may also match no folder, but only where the star starts.
      var afterStar = false
      for s in stride(from: path.count, through: 0, by: -1) {
        let matched: Bool
        if character == "*" {
          afterStar = rest[next * width + s] || (s < path.count && (crosses || path[s] != "/") && afterStar)
          let noFolder = crosses && next < pattern.count && pattern[next] == "/" && rest[(next + 1) * width + s]
          matched = afterStar || noFolder
        } else if s < path.count {
          let same = character == "?" ? path[s] != "/" : character == path[s]
          matched = same && rest[(p + 1) * width + s + 1]
        } else {
          matched = false
        }
        rest[p * width + s] = matched
      }
    }
    return rest[0]
  }
}
