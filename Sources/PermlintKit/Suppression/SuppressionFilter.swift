/// Applies suppression comments and the configuration's `ignore:` to a run's findings, and
/// reports suppressions that give no reason or suppress nothing.
struct SuppressionFilter {
  /// The suppression comments of each file that has any, by path.
  let comments: [String: [InlineSuppression]]
  /// The paths of every file the run read.
  let linted: [String]
  let configuration: Configuration
  /// The rules that ran: a suppression of a rule that did not run is not unused, and the
  /// suppression rules report only when they run.
  let ruleIDs: Set<String>

  /// The findings still reported, those suppressed (with their `suppression`), and the
  /// findings about the suppressions themselves.
  func apply(to findings: [Finding]) -> (reported: [Finding], suppressed: [Finding]) {
    let ignores = configuration.ignores
    // Uses by comment (path, index) and rule id, and by `ignore:` entry index.
    var usedComments = Set<String>()
    var usedIgnores = Set<Int>()
    var reported: [Finding] = []
    var suppressed: [Finding] = []
    for var finding in findings {
      let candidates = comments[finding.location.path] ?? []
      if let index = candidates.firstIndex(where: {
        !$0.reason.isEmpty && $0.ruleIDs.contains(finding.ruleID) && $0.lines.contains(finding.location.line)
      }) {
        let comment = candidates[index]
        usedComments.insert("\(finding.location.path)#\(index)#\(finding.ruleID)")
        finding.suppression = Suppression(kind: .inSource, justification: comment.reason, location: comment.location)
        suppressed.append(finding)
      } else if let index = ignores.firstIndex(where: { !$0.reason.isEmpty && $0.covers(finding) }) {
        usedIgnores.insert(index)
        finding.suppression = Suppression(
          kind: .external, justification: ignores[index].reason, location: ignores[index].location)
        suppressed.append(finding)
      } else {
        reported.append(finding)
      }
    }
    var about: [Finding] = []
    for (path, found) in comments {
      for (index, comment) in found.enumerated() {
        if comment.reason.isEmpty {
          about += finding(
            .suppressionWithoutReason,
            "this suppression of \(list(comment.ruleIDs)) gives no reason, so it suppresses nothing; write why after "
              + "a colon: `permlint-disable-next-line \(comment.ruleIDs.joined(separator: ", ")): <reason>`",
            at: comment.location, stableKey: comment.ruleIDs.joined(separator: ","))
          continue
        }
        let unused = comment.ruleIDs.filter { id in
          !usedComments.contains("\(path)#\(index)#\(id)") && !isTurnedOff(id)
        }
        guard !unused.isEmpty || comment.ruleIDs.isEmpty else { continue }
        about += finding(
          .unusedSuppression, unusedMessage(unused, where: describe(comment.lines)),
          at: comment.location, stableKey: unused.joined(separator: ","))
      }
    }
    for (index, entry) in ignores.enumerated() {
      if entry.reason.isEmpty {
        about += finding(
          .suppressionWithoutReason,
          "this `ignore:` entry for '\(entry.ruleID)' gives no `reason:`, so it suppresses nothing; add one",
          at: entry.location, stableKey: entry.ruleID)
        continue
      }
      // An entry for files this run did not read may be used by a run that reads them.
      guard !usedIgnores.contains(index), !isTurnedOff(entry.ruleID), linted.contains(where: entry.covers(path:))
      else { continue }
      about += finding(
        .unusedSuppression,
        "this `ignore:` entry suppresses nothing: no '\(entry.ruleID)' finding\(entry.subject.map { " about '\($0)'" } ?? "")"
          + " in \(entry.path.map { "files matching '\($0)'" } ?? "any file"); remove it or correct it",
        at: entry.location, stableKey: entry.ruleID)
    }
    return (reported + about, suppressed)
  }

  private func unusedMessage(_ unused: [String], where place: String) -> String {
    if unused.isEmpty {
      return "this suppression names no rule; write the rule id after `permlint-disable-next-line`, or remove it"
    }
    let known = RuleRegistry.all.map(\.id)
    let details = unused.map { id -> String in
      if RuleRegistry.rule(id) != nil { return "no '\(id)' finding \(place)" }
      let hint = DidYouMean.closest(to: id, in: known).map { " (did you mean '\($0)'?)" } ?? ""
      return "'\(id)' is not a rule\(hint)"
    }
    return "this suppression suppresses nothing: \(details.joined(separator: "; ")); remove it or correct it"
  }

  private func list(_ ids: [String]) -> String {
    ids.isEmpty ? "no rule" : ids.map { "'\($0)'" }.joined(separator: ", ")
  }

  private func describe(_ lines: ClosedRange<Int>) -> String {
    lines.count == 1 ? "on line \(lines.lowerBound)" : "on lines \(lines.lowerBound)-\(lines.upperBound)"
  }

  private func isTurnedOff(_ id: String) -> Bool {
    if RuleRegistry.rule(id) != nil, !ruleIDs.contains(id) { return true }
    if configuration.isOff(id) { return true }
    return false
  }

  /// A finding of one of the suppression rules, after configuration.
  private func finding(_ rule: Rule, _ message: String, at location: FileLocation, stableKey: String) -> [Finding] {
    guard ruleIDs.contains(rule.id) else { return [] }
    let finding = rule.descriptor.finding(message, at: location, stableKey: stableKey)
    return configuration.configured(finding, ruleID: rule.id).map { [$0] } ?? []
  }
}
