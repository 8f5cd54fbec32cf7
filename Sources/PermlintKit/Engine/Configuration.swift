#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Settings from `.permlint.yml` or `--config`.
public struct Configuration: Sendable {
  /// `rules:`: each rule's setting by rule id; a rule not named keeps its default severity.
  public var ruleSettings: [String: RuleSetting] = [:]
  /// Path prefixes, relative to the scanned root, to leave out.
  public var excludes: [String] = []
  /// `fail-on:`: when the run fails, if the file says.
  public var failOn: FailThreshold?
  /// Files larger than this many bytes are skipped with a notification, if the file sets it.
  public var maximumFileSize: Int?
  /// `purpose-string-min-words`: the fewest words a purpose string may have before
  /// `short-purpose-string` reports it. Words are counted fairly across scripts: a run of
  /// Chinese or Japanese characters counts one word per two characters, Thai, Lao, Khmer,
  /// Myanmar and Tibetan one per three, and build variables such as `$(PRODUCT_NAME)` one each.
  public var purposeStringMinimumWords = Configuration.defaultPurposeStringMinimumWords
  /// `ignore:`: findings accepted for a reason, by rule, path glob and optionally subject.
  @_spi(Testing) public var ignores: [IgnoreEntry] = []

  /// `android: { target-sdk: N }`: the target API level to assume for Android apps whose
  /// build does not state one permlint can compute, with where it is set.
  public var androidTargetSdk: (value: Int, location: FileLocation)?
  /// `android: { variant: release }` or `--android-variant`: the build variant whose merged
  /// manifests (`build/intermediates/merged_manifests/<variant>/`) are read as the ground truth.
  public var androidVariant: String?

  /// The default for `purpose-string-min-words`.
  public static let defaultPurposeStringMinimumWords = 3
  /// The keys a configuration file may have.
  public static let keys = FeatureMapKeys.configuration

  /// The path of the file it was read from, as reported (relative to the scanned root when
  /// inside it); `nil` for the defaults.
  public var path: String?

  /// The default configuration.
  public init() {}

  /// This configuration read from a nested file in `folder`: its `ignore:` entries cover
  /// only the files below that folder, their paths relative to it.
  func nested(in folder: String) -> Configuration {
    var copy = self
    copy.ignores = ignores.map { entry in
      var entry = entry
      entry.folder = folder
      return entry
    }
    return copy
  }

  /// Reads a configuration file. Unknown keys, rule ids and values are errors that name their
  /// line and column, because a silently ignored setting is worse than none.
  public static func load(_ file: SourceFile) throws(ConfigurationError) -> Configuration {
    let document: YAMLDocument
    do {
      document = try YAMLParser.parse(file)
    } catch {
      throw ConfigurationError(location: error.location, message: error.message)
    }
    if let problem = document.problems.first {
      throw ConfigurationError(location: problem.location, message: problem.message)
    }
    var configuration = Configuration()
    configuration.path = file.path
    guard let root = document.root else { return configuration }
    guard let pairs = root.mapping else {
      throw ConfigurationError(location: file.location(root.position), message: "the configuration must be a mapping")
    }
    try FileRoles.rejectFeatureMap(pairs, file: file)
    // Pair by pair, so the first mistake in file order is the one reported.
    var yaml = StrictYAMLDecoder()
    for pair in pairs {
      guard let (key, _) = yaml.knownKeys([pair], known: Self.keys).first else {
        throw ConfigurationError(yaml.problems[0], file: file)
      }
      switch key {
      case "rules":
        guard let rules = pair.value.mapping else {
          throw ConfigurationError(
            location: file.location(pair.value.position),
            message: "`rules` must be a mapping of rule id to error, warning, note or off")
        }
        for rule in rules {
          let id = rule.key.scalar ?? ""
          guard RuleRegistry.rule(id) != nil else {
            let hint = yaml.suggestion(id, RuleRegistry.all.map(\.id))
            throw ConfigurationError(location: file.location(rule.key.position), message: "unknown rule '\(id)'\(hint)")
          }
          configuration.ruleSettings[id] = try severity(rule.value, file: file).map(RuleSetting.severity) ?? .off
        }
      case "exclude":
        let items = pair.value.sequence ?? [pair.value]
        for item in items where item.string == nil {
          throw ConfigurationError(
            location: file.location(item.position),
            message: "`exclude` must be a list of paths relative to the scanned root, such as `- vendor/`")
        }
        configuration.excludes = items.compactMap(\.string)
      case "fail-on":
        configuration.failOn = try severity(pair.value, file: file).map(FailThreshold.atOrAbove) ?? .never
      case "max-file-size":
        guard let bytes = pair.value.scalar.flatMap(Self.byteCount), bytes > 0 else {
          throw ConfigurationError(
            location: file.location(pair.value.position),
            message: "max-file-size must be a size such as 8388608, 512KB or 16MB")
        }
        configuration.maximumFileSize = bytes
      case "purpose-string-min-words":
        guard let words = pair.value.int, (1...50).contains(words) else {
          throw ConfigurationError(
            location: file.location(pair.value.position),
            message: "`purpose-string-min-words` must be a whole number from 1 to 50, such as `4`")
        }
        configuration.purposeStringMinimumWords = words
      case "ignore":
        configuration.ignores = try IgnoreEntry.entries(pair.value, file: file)
      case "android":
        try configuration.readAndroid(pair.value, file: file)
      default:
        break
      }
    }
    return configuration
  }

  /// The `android:` section.
  private mutating func readAndroid(_ node: YAMLNode, file: SourceFile) throws(ConfigurationError) {
    let keys = ["target-sdk", "variant"]
    guard let pairs = node.mapping else {
      throw ConfigurationError(
        location: file.location(node.position), message: "`android` must be a mapping such as `target-sdk: 36`")
    }
    var yaml = StrictYAMLDecoder()
    for pair in pairs {
      guard let (key, _) = yaml.knownKeys([pair], known: keys, prefix: "android.").first else {
        throw ConfigurationError(yaml.problems[0], file: file)
      }
      switch key {
      case "target-sdk":
        guard let level = pair.value.int, (1...100).contains(level) else {
          throw ConfigurationError(
            location: file.location(pair.value.position),
            message: "`android.target-sdk` must be an API level such as `36`")
        }
        androidTargetSdk = (level, file.location(pair.value.position))
      case "variant":
        guard let variant = pair.value.string, !variant.isEmpty, !variant.contains("/") else {
          throw ConfigurationError(
            location: file.location(pair.value.position),
            message: "`android.variant` must be a build variant name such as `release`")
        }
        androidVariant = variant
      default:
        break
      }
    }
  }

  /// Bytes in `8388608`, `512KB`, `16MB` or `16 MiB` (units of 1024).
  static func byteCount(_ text: String) -> Int? {
    let trimmed = text.trimmingWhitespace().uppercased()
    let digits = trimmed.prefix { $0.isNumber }
    guard let number = Int(digits) else { return nil }
    let unit = trimmed.dropFirst(digits.count).trimmingWhitespace()
    let scale: Int? =
      switch unit {
      case "", "B": 1
      case "K", "KB", "KIB": 1024
      case "M", "MB", "MIB": 1024 * 1024
      default: nil
      }
    return scale.map { number * $0 }
  }

  private static func severity(_ node: YAMLNode, file: SourceFile) throws(ConfigurationError)
    -> Severity?
  {
    let text = node.scalar ?? ""
    if let severity = Severity(rawValue: text) { return severity }
    if ["off", "never"].contains(text) || node.bool == false { return nil }
    let found = node.scalar == nil ? node.kindDescription : text.isEmpty ? "nothing" : "'\(text)'"
    throw ConfigurationError(
      location: file.location(node.position), message: "expected error, warning, note or off, found \(found)")
  }
}

/// A configuration file that cannot be used, with the place that is wrong.
public struct ConfigurationError: Error, Sendable, CustomStringConvertible {
  /// Where the problem is.
  public var location: FileLocation
  /// What is wrong.
  public var message: String

  /// Creates an error.
  public init(location: FileLocation, message: String) {
    self.location = location
    self.message = message
  }

  public var description: String { "\(location): error: \(message)" }

  /// The strict decoder's problem, in `file`.
  init(_ problem: YAMLProblem, file: SourceFile) {
    self.init(location: file.location(problem.position), message: problem.message)
  }
}
