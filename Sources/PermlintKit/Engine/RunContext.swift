#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a run-level rule sees: the whole run after every app's rules ran and the suppressions
/// were applied, with what each suppression was used for.
@_spi(Testing) public struct RunContext: Sendable {
  /// The suppression comments of each file an app judged and that has any, by path.
  let comments: [String: [InlineSuppression]]
  /// The paths of every file the run judged (a set: it is searched, never listed, and
  /// sorting a monorepo's paths was a serial cost at the end of every run, issue 23).
  let linted: Set<String>
  /// The run's configuration, with its `ignore:` entries.
  let configuration: Configuration
  /// The ids of the rules that ran.
  let ranRuleIDs: Set<String>
  /// The ids of every rule permlint knows, in registry order, whether or not it ran.
  let knownRuleIDs: [String]
  /// Which comments and `ignore:` entries suppressed a finding.
  let used: SuppressionUse
  /// The rule being run; set by `Rule` before its check sees the context.
  var rule: RuleDescriptor?

  /// Whether a rule is turned off in this run: known but not run, or `off` in the
  /// configuration. A suppression of a turned-off rule is not unused.
  func isTurnedOff(_ id: String) -> Bool {
    (knownRuleIDs.contains(id) && !ranRuleIDs.contains(id)) || configuration.isOff(id)
  }

  /// A finding of the running rule, with its id and severity.
  func finding(_ message: Finding.Message, at location: FileLocation, stableKey: String, fix: Fix? = nil) -> Finding {
    guard let rule else { preconditionFailure("a RunContext reports only inside a Rule's runCheck") }
    return rule.finding(message.text, at: location, stableKey: stableKey, fix: fix)
  }
}
