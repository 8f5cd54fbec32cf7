#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Applies suppression comments and the configuration's `ignore:` to a run's findings, and
/// records which suppressions it used. What is wrong with a suppression itself is reported by
/// the run-level rules `suppression-without-reason` and `unused-suppression`.
struct SuppressionFilter {
  /// The suppression comments of each file that has any, by path.
  let comments: [String: [InlineSuppression]]
  let configuration: Configuration

  /// The findings still reported, those suppressed (with their `suppression`), and which
  /// comments and `ignore:` entries suppressed something.
  func apply(to findings: [Finding]) -> (reported: [Finding], suppressed: [ReportedFinding], used: SuppressionUse) {
    let ignores = configuration.ignores
    var used = SuppressionUse()
    var reported: [Finding] = []
    var suppressed: [ReportedFinding] = []
    for finding in findings {
      let candidates = comments[finding.location.path] ?? []
      if let index = candidates.firstIndex(where: {
        !$0.reason.isEmpty && $0.ruleIDs.contains(finding.ruleID) && $0.lines.contains(finding.location.line)
      }) {
        let comment = candidates[index]
        used.insert(path: finding.location.path, comment: index, ruleID: finding.ruleID)
        suppressed.append(
          ReportedFinding(
            finding,
            suppression: Suppression(kind: .inSource, justification: comment.reason, location: comment.location)))
      } else if let index = ignores.firstIndex(where: { !$0.reason.isEmpty && $0.covers(finding) }) {
        used.insert(ignore: index)
        suppressed.append(
          ReportedFinding(
            finding,
            suppression: Suppression(
              kind: .external, justification: ignores[index].reason, location: ignores[index].location)))
      } else {
        reported.append(finding)
      }
    }
    return (reported, suppressed, used)
  }
}
