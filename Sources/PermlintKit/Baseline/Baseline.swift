#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One accepted finding in a baseline file: matched by rule, file and subject (the key,
/// permission or state it is about), never by line, so edits above it do not unmatch it.
public struct BaselineEntry: Codable, Hashable, Sendable {
  /// The rule id.
  public var rule: String
  /// The file, relative to the scanned root.
  public var path: String
  /// What the finding is about: the key, permission, feature or state.
  public var subject: String
  /// Where it was when the baseline was written; informative only.
  public var line: Int
  /// The message when the baseline was written; informative only.
  public var message: String

  /// Creates an entry.
  public init(rule: String, path: String, subject: String, line: Int, message: String) {
    self.rule = rule
    self.path = path
    self.subject = subject
    self.line = line
    self.message = message
  }

  /// The entry for a finding.
  public init(_ finding: Finding) {
    self.init(
      rule: finding.ruleID, path: finding.location.path, subject: finding.stableKey, line: finding.location.line,
      message: finding.message)
  }

  /// What matching compares.
  var key: String { "\(rule)\u{1F}\(path)\u{1F}\(subject)" }
}

/// Findings accepted when permlint was adopted, so that a run reports only new ones.
public struct Baseline: Codable, Sendable, Equatable {
  /// The file format's version.
  public var version: Int
  /// The accepted findings, in report order.
  public var findings: [BaselineEntry]

  /// The version this build writes and reads.
  public static let currentVersion = 1

  /// A baseline of every finding a report still reports.
  public init(report: LintReport) {
    self.version = Self.currentVersion
    self.findings = report.findings.map(BaselineEntry.init)
  }

  /// The file's text: stable, sorted JSON that diffs well in review.
  public func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(self) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// Reads a baseline file's contents.
  public static func decode(_ data: Data, path: String) throws(BaselineError) -> Baseline {
    let baseline: Baseline
    do {
      baseline = try JSONDecoder().decode(Baseline.self, from: data)
    } catch {
      throw BaselineError(
        message: "\(path) is not a permlint baseline (\(Self.describe(error))); write one with --write-baseline \(path)"
      )
    }
    guard baseline.version == currentVersion else {
      throw BaselineError(
        message: "\(path) is a version \(baseline.version) baseline; this permlint reads version \(currentVersion). "
          + "Write it again with --write-baseline \(path)")
    }
    return baseline
  }

  /// Splits a report's findings into new ones (still reported) and ones in the baseline
  /// (accepted), and lists entries no longer found. Several findings with the same rule, file
  /// and subject match as many entries, in report order.
  public func apply(to report: LintReport) -> LintReport {
    var remaining: [String: Int] = [:]
    for entry in findings { remaining[entry.key, default: 0] += 1 }
    var reported: [Finding] = []
    var accepted: [ReportedFinding] = []
    for finding in report.findings {
      let key = BaselineEntry(finding).key
      if let count = remaining[key], count > 0 {
        remaining[key] = count - 1
        accepted.append(ReportedFinding(finding, baselineState: .unchanged))
      } else {
        reported.append(finding)
      }
    }
    // Suppressed findings get a state too (SARIF wants it on every result once one has it);
    // one that matches an entry is not fixed, only accepted another way now.
    let suppressed = report.suppressed.map { suppressed -> ReportedFinding in
      let key = BaselineEntry(suppressed.finding).key
      if let count = remaining[key], count > 0 {
        remaining[key] = count - 1
        return suppressed.with(baselineState: .unchanged)
      }
      return suppressed.with(baselineState: .new)
    }
    // The last entries of a key are the ones fixed: the earlier ones matched.
    var fixed: [BaselineEntry] = []
    for entry in findings.reversed() {
      guard let count = remaining[entry.key], count > 0 else { continue }
      remaining[entry.key] = count - 1
      fixed.append(entry)
    }
    var result = report
    result.findings = reported
    result.isComparedWithBaseline = true
    result.baselined = accepted
    result.suppressed = suppressed
    result.fixedSinceBaseline = fixed.reversed()
    return result
  }

  private static func describe(_ error: Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, _): "no '\(key.stringValue)'"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      "wrong value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
    case DecodingError.dataCorrupted: "not valid JSON"
    default: "\(error)"
    }
  }
}

/// A baseline file that cannot be used.
public struct BaselineError: Error, Sendable, CustomStringConvertible {
  /// What is wrong and what to do.
  public var message: String
  public var description: String { message }
}
