#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the configuration says about one rule under `rules:`.
public enum RuleSetting: Sendable, Hashable {
  /// The rule does not run.
  case off
  /// The rule runs and reports at this severity instead of its default.
  case severity(Severity)

  /// The severity a finding of a rule gets under this setting; `nil` when the rule is off.
  func applied(to severity: Severity) -> Severity? {
    switch self {
    case .off: nil
    case .severity(let configured): configured
    }
  }
}

extension Configuration {
  /// Whether the configuration turns the rule with this id off.
  func isOff(_ ruleID: String) -> Bool {
    ruleSettings[ruleID] == .off
  }

  /// A finding of the rule `ruleID` with its configured severity, or `nil` when the rule is off.
  func configured(_ finding: Finding, ruleID: String) -> Finding? {
    guard let setting = ruleSettings[ruleID] else { return finding }
    guard let severity = setting.applied(to: finding.severity) else { return nil }
    return finding.with(severity: severity)
  }
}
