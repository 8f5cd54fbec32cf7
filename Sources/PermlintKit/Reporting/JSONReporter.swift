#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Reporter {
  /// The version of the `json` report's schema (`Docs/schema/permlint-report.schema.json`).
  /// A field added keeps it; a field removed or changed in meaning bumps it.
  public static let jsonSchemaVersion = 1

  /// permlint's own JSON report for scripts, described by
  /// `Docs/schema/permlint-report.schema.json`. Columns count Unicode scalars, as in the
  /// text report; ends are exclusive and present only when the parser knew them.
  public static let json = Reporter(
    name: "json",
    stream: { report, output in
      try withoutActuallyEscaping(output) { output in
        var json = JSONByteWriter(output: output)
        JSONReport(report).write(to: &json)
        json.newline()
        try json.finish()
      }
    })

  /// The `json` report as `JSONEncoder` writes it, which the streamed report has to equal
  /// byte for byte.
  @_spi(Testing) public static func jsonEncoded(_ report: LintReport) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(JSONReport(report)) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

/// The fix of a finding, named apart from the report's own `Fix` (the module is not always
/// named `PermlintKit`: the fuzzer compiles the sources into another).
private typealias FindingFix = Fix

/// The `json` report, field for field as the schema documents it.
struct JSONReport: Encodable {
  var schemaVersion: Int
  var tool: Tool
  var summary: Summary
  var findings: [Finding]
  var notifications: [Notification]

  init(_ report: LintReport) {
    let fingerprints = FingerprintCounter.reportedFingerprints(of: report)
    let counts = ReportCounts(report.findings)
    schemaVersion = Reporter.jsonSchemaVersion
    tool = .init(name: PermlintInfo.name, version: PermlintInfo.version)
    summary = .init(
      filesChecked: report.fileCount, errors: counts.errors, warnings: counts.warnings, notes: counts.notes)
    findings = zip(report.findings, fingerprints).map { finding, fingerprint in
      JSONReport.Finding(
        ruleId: finding.ruleID, severity: finding.severity.rawValue, message: finding.message,
        location: .init(finding.location), subject: finding.stableKey, fingerprint: fingerprint,
        path: finding.flowPath.map { .init(location: .init($0.location), message: $0.message) },
        related: finding.relatedLocations.isEmpty
          ? nil : finding.relatedLocations.map { .init(location: .init($0.location), message: $0.message) },
        fix: finding.fix.map { JSONReport.Fix($0) })
    }
    notifications = report.notifications.map {
      .init(severity: $0.severity.rawValue, path: $0.path, message: $0.message)
    }
  }

  struct Tool: Encodable {
    var name: String
    var version: String
  }

  struct Summary: Encodable {
    var filesChecked: Int
    var errors: Int
    var warnings: Int
    var notes: Int
  }

  struct Location: Encodable {
    var file: String
    var line: Int
    var column: Int
    var endLine: Int?
    var endColumn: Int?

    init(_ location: FileLocation) {
      file = location.path
      line = location.line
      column = location.column
      endLine = location.position.end?.line
      endColumn = location.position.end?.column
    }
  }

  struct Finding: Encodable {
    var ruleId: String
    var severity: String
    var message: String
    var location: Location
    var subject: String
    var fingerprint: String
    var path: [Step]
    /// The other places that share the finding's cause (SARIF's `relatedLocations`); absent
    /// when there are none.
    var related: [Step]?
    /// Absent when the finding has no fix (the key is left out, as the schema says).
    var fix: Fix?
  }

  /// A fix: its title, whether `--fix` applies it (`safe`) or only `--fix-unsafe`
  /// (`needs-review`), and its edits (columns in Unicode scalars, ends exclusive).
  struct Fix: Encodable {
    var title: String
    var safety: String
    var edits: [Edit]

    fileprivate init(_ fix: FindingFix) {
      title = fix.title
      safety = fix.safety.rawValue
      edits = fix.edits.map {
        Edit(
          file: $0.path, line: $0.start.line, column: $0.start.column, endLine: $0.end.line,
          endColumn: $0.end.column, replacement: $0.replacement)
      }
    }
  }

  struct Edit: Encodable {
    var file: String
    var line: Int
    var column: Int
    var endLine: Int
    var endColumn: Int
    var replacement: String
  }

  struct Step: Encodable {
    var location: Location
    var message: String
  }

  struct Notification: Encodable {
    var severity: String
    var path: String
    var message: String
  }
}
