/// Fingerprints that survive edits which move lines: rule, file, subject, and the
/// occurrence number among identical ones. SARIF, GitLab and JSON reports share them, so a
/// finding is the same finding in every report of a run.
struct FingerprintCounter {
  private var seen: [String: Int] = [:]

  /// The fingerprint of a group of findings reported as one (SARIF merges findings of one
  /// rule at one location); a group of one keeps the fingerprint it always had.
  mutating func fingerprint(for group: [Finding]) -> String {
    let finding = group[0]
    let subject = group.map(\.subject).joined(separator: "+")
    let base = "\(finding.ruleID)|\(finding.location.path)|\(subject)"
    let occurrence = seen[base, default: 0]
    seen[base] = occurrence + 1
    return StableHash.hex("\(base)|\(occurrence)")
  }

  /// One fingerprint per finding, in report order.
  static func fingerprints(_ findings: [Finding]) -> [String] {
    var counter = FingerprintCounter()
    return findings.map { counter.fingerprint(for: [$0]) }
  }
}
