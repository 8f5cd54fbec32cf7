#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// permlint's exit contract, for the command line and for plugins that run the same policy.
public enum ExitStatus: Int32, Sendable {
  /// Nothing is at or above the fail threshold.
  case success = 0
  /// A finding is at or above the fail threshold, or `--strict-baseline` found a fixed
  /// baseline entry.
  case findings = 1
  /// A usage or configuration error, or a file that could not be read: the run cannot vouch
  /// for the project.
  case failure = 2

  /// The status of a finished run.
  ///
  /// A file that could not be read was not linted, so an error notification is a failure
  /// whatever the findings are.
  public static func of(_ report: LintReport, threshold: FailThreshold, strictBaseline: Bool = false) -> ExitStatus {
    if report.notifications.contains(where: { $0.severity == .error }) { return .failure }
    if threshold.fails(report) { return .findings }
    if strictBaseline, !report.fixedSinceBaseline.isEmpty { return .findings }
    return .success
  }
}

extension FailThreshold {
  /// Whether `report` has a reported finding that fails the run.
  public func fails(_ report: LintReport) -> Bool {
    switch self {
    case .never: false
    case .atOrAbove(let severity): report.hasFindings(atOrAbove: severity)
    }
  }
}
