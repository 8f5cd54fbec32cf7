import ArgumentParser
import PermlintKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One `--report FORMAT[=FILE]`: a format, written to FILE or, without one, to standard
/// output. A run lints once and renders every requested report from the same findings.
struct ReportRequest: ExpressibleByArgument, Equatable {
  var format: ReportFormat
  /// `nil` for standard output.
  var file: String?

  init(format: ReportFormat, file: String?) {
    self.format = format
    self.file = file
  }

  init?(argument: String) {
    let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    guard let format = ReportFormat(rawValue: String(parts[0])) else { return nil }
    if parts.count == 2, parts[1].isEmpty { return nil }
    self.init(format: format, file: parts.count == 2 ? String(parts[1]) : nil)
  }

  static var defaultCompletionKind: CompletionKind {
    .list(ReportFormat.allCases.map(\.rawValue))
  }

  /// The reports a command line asks for: every `--report`, plus `--format`/`--output`
  /// when given or when there is no `--report` (text on standard output by default).
  static func requests(reports: [ReportRequest], format: ReportFormat?, output: String?) throws -> [ReportRequest] {
    var requests = reports
    if format != nil || output != nil || reports.isEmpty {
      requests.insert(ReportRequest(format: format ?? .text, file: output), at: 0)
    }
    if requests.filter({ $0.file == nil }).count > 1 {
      throw ValidationError(
        "Only one report can go to standard output; give the others a file, as in --report sarif=permlint.sarif.")
    }
    let files = requests.compactMap(\.file)
    if let repeated = files.first(where: { file in files.filter { $0 == file }.count > 1 }) {
      throw ValidationError("Two reports would be written to \(repeated); give each its own file.")
    }
    return requests
  }
}
