import PermlintKit

/// What changed between two lints of the same tree, for `--watch`: the findings that are new
/// and the ones that went away. A finding is the same one when its rule, file and subject
/// (its message, for a rule that gives no subject) are: one that only moved, because lines
/// were added above it, did not change.
struct FindingChanges: Equatable {
  /// Findings of the new lint that the old one did not have, in report order.
  var added: [Finding]
  /// Findings of the old lint that the new one does not have, in report order.
  var resolved: [Finding]

  init(from old: [Finding], to new: [Finding]) {
    let before = Dictionary(grouping: old, by: Self.identity)
    let after = Dictionary(grouping: new, by: Self.identity)
    added = after.flatMap { identity, findings in findings.dropFirst(before[identity]?.count ?? 0) }.sorted()
    resolved = before.flatMap { identity, findings in findings.dropFirst(after[identity]?.count ?? 0) }.sorted()
  }

  var isEmpty: Bool { added.isEmpty && resolved.isEmpty }

  /// What makes two findings of two lints the same finding.
  static func identity(_ finding: Finding) -> [String] {
    [finding.ruleID, finding.location.path, finding.stableKey.isEmpty ? finding.message : finding.stableKey]
  }

  /// The changes as lines: `+ ` and the finding for a new one, `- ` for one resolved, then
  /// the new ones, each as the text report's first line of a finding.
  var lines: [String] {
    resolved.map { "- " + Self.line($0) } + added.map { "+ " + Self.line($0) }
  }

  static func line(_ finding: Finding) -> String {
    "\(finding.location): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]"
  }
}
