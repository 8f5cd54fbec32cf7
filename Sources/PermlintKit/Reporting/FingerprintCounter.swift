#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Fingerprints that survive edits which move lines: rule, file, subject, and the
/// occurrence number among identical ones. SARIF, GitLab and JSON reports share them, so a
/// finding is the same finding in every report of a run.
struct FingerprintCounter {
  /// Occurrences so far by `rule|path|subject`, compared as strings are: two spellings of
  /// one text (NFC and NFD) are one base.
  private var seen: [String: Int] = [:]

  /// The fingerprint of the next finding, in report order: the stable hash of
  /// `rule|path|subject|occurrence`.
  mutating func fingerprint(for finding: Finding) -> String {
    let base = "\(finding.ruleID)|\(finding.location.path)|\(finding.stableKey)"
    let occurrence = Self.next(&seen[base, default: 0])
    return StableHash.hex("\(base)|\(occurrence)")
  }

  /// The count before this one, counted up in place (the key is hashed once).
  private static func next(_ count: inout Int) -> Int {
    defer { count += 1 }
    return count
  }

  /// One fingerprint per reported finding, in report order, each read in place (a list of
  /// their findings copied every one).
  static func fingerprints(of findings: [ReportedFinding]) -> [String] {
    var counter = FingerprintCounter()
    counter.seen.reserveCapacity(findings.count)
    return findings.indices.map { counter.fingerprint(for: findings[$0].finding) }
  }

  /// One fingerprint per finding, in report order.
  static func fingerprints(_ findings: [Finding]) -> [String] {
    var counter = FingerprintCounter()
    counter.seen.reserveCapacity(findings.count)
    return findings.map { counter.fingerprint(for: $0) }
  }

  /// Every finding of a run in report order, reported or accepted: fingerprints are counted
  /// over all of them, so a finding's fingerprint does not depend on whether another one is
  /// suppressed or in the baseline, and is the same in every report.
  static func allFindings(of report: LintReport) -> [ReportedFinding] {
    let reported = report.reported
    // The reported findings alone are in that order already (`LintReport` sorts them, and the
    // sort is stable): 10,000 findings were sorted again, copied at each move.
    if report.suppressed.isEmpty, report.baselined.isEmpty,
      reported.indices.dropFirst().allSatisfy({ !(reported[$0].finding < reported[$0 - 1].finding) })
    {
      return reported
    }
    return (reported + report.suppressed + report.baselined).sorted { $0.finding < $1.finding }
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
