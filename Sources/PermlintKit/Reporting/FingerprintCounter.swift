#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Fingerprints that survive edits which move lines: rule, file, subject, and the
/// occurrence number among identical ones. SARIF, GitLab and JSON reports share them, so a
/// finding is the same finding in every report of a run.
struct FingerprintCounter {
  private var seen: [String: Int] = [:]

  /// The fingerprint of the next finding, in report order.
  mutating func fingerprint(for finding: Finding) -> String {
    let base = "\(finding.ruleID)|\(finding.location.path)|\(finding.stableKey)"
    let occurrence = seen[base, default: 0]
    seen[base] = occurrence + 1
    return StableHash.hex("\(base)|\(occurrence)")
  }

  /// One fingerprint per finding, in report order.
  static func fingerprints(_ findings: [Finding]) -> [String] {
    var counter = FingerprintCounter()
    return findings.map { counter.fingerprint(for: $0) }
  }

  /// Every finding of a run in report order, reported or accepted: fingerprints are counted
  /// over all of them, so a finding's fingerprint does not depend on whether another one is
  /// suppressed or in the baseline, and is the same in every report.
  static func allFindings(of report: LintReport) -> [ReportedFinding] {
    (report.reported + report.suppressed + report.baselined).sorted { $0.finding < $1.finding }
  }

  /// The fingerprints of the reported findings (`report.findings`, in order), counted over
  /// `allFindings(of:)`.
  static func reportedFingerprints(of report: LintReport) -> [String] {
    let all = allFindings(of: report).map(\.finding)
    var byIdentity: [String: [String]] = [:]
    for (finding, fingerprint) in zip(all, fingerprints(all)) {
      byIdentity[identity(finding), default: []].append(fingerprint)
    }
    var used: [String: Int] = [:]
    return report.findings.map { finding in
      let key = identity(finding)
      let index = used[key, default: 0]
      used[key] = index + 1
      return byIdentity[key]?[index] ?? StableHash.hex(key)
    }
  }

  private static func identity(_ finding: Finding) -> String {
    "\(finding.ruleID)|\(finding.location)|\(finding.stableKey)|\(finding.message)"
  }
}
