#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// When a run fails: `--fail-on` on the command line, `fail-on:` in the configuration.
public enum FailThreshold: Sendable, Hashable {
  /// The run never fails because of findings.
  case never
  /// The run fails when a finding is at or above this severity.
  case atOrAbove(Severity)

  /// The threshold when neither the command line nor the configuration sets one.
  public static let `default` = FailThreshold.atOrAbove(.error)

  /// The names `--fail-on` and `fail-on:` accept, most severe first.
  public static let names = Severity.allCases.reversed().map(\.rawValue) + ["never"]

  /// The threshold named `error`, `warning`, `note` or `never`; `nil` for any other name.
  public init?(name: String) {
    if name == "never" {
      self = .never
    } else if let severity = Severity(rawValue: name) {
      self = .atOrAbove(severity)
    } else {
      return nil
    }
  }

  /// The name `--fail-on` accepts for this threshold.
  public var name: String {
    switch self {
    case .never: "never"
    case .atOrAbove(let severity): severity.rawValue
    }
  }

  /// The threshold a run uses: the command line's, else the configuration's, else `default`.
  public static func resolved(commandLine: FailThreshold?, configuration: Configuration) -> FailThreshold {
    commandLine ?? configuration.failOn ?? .default
  }
}
