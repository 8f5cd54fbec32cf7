#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A finding as a run reports it: the finding a rule made, and what the run decided about it
/// (a suppression that accepts it, how it compares with a baseline). The decisions belong to
/// the report, so the finding itself stays as the rule made it.
@dynamicMemberLookup
public struct ReportedFinding: Hashable, Sendable {
  /// The finding, as its rule made it.
  public let finding: Finding
  /// Why the finding is accepted, when an inline comment or the configuration's `ignore:`
  /// suppresses it; suppressed findings are kept for SARIF and counted, not reported.
  public let suppression: Suppression?
  /// How the finding compares with a baseline, when one was given.
  public let baselineState: BaselineState?

  /// Creates a reported finding.
  public init(_ finding: Finding, suppression: Suppression? = nil, baselineState: BaselineState? = nil) {
    self.finding = finding
    self.suppression = suppression
    self.baselineState = baselineState
  }

  /// The finding's properties, read through: `reported.ruleID` is `reported.finding.ruleID`.
  /// Inlined, so that the optimizer reads the property directly instead of making a key path
  /// at every read (a key path per read was a twentieth of writing a SARIF log).
  @inline(__always)
  public subscript<Value>(dynamicMember keyPath: KeyPath<Finding, Value>) -> Value {
    finding[keyPath: keyPath]
  }

  /// This reported finding with its state against a baseline.
  func with(baselineState: BaselineState) -> ReportedFinding {
    ReportedFinding(finding, suppression: suppression, baselineState: baselineState)
  }
}
