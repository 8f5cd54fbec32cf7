#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// How many findings a report has of each severity, for summaries.
struct ReportCounts {
  var errors = 0
  var warnings = 0
  var notes = 0

  init(_ findings: [Finding]) {
    for finding in findings {
      switch finding.severity {
      case .error: errors += 1
      case .warning: warnings += 1
      case .note: notes += 1
      }
    }
  }

  /// `3 errors, 1 warning, 0 notes`.
  var description: String {
    [(errors, "error"), (warnings, "warning"), (notes, "note")]
      .map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }.joined(separator: ", ")
  }
}
