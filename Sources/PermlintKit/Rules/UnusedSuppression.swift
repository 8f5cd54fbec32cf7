#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// A suppression comment or `ignore:` entry that suppresses nothing.
  public static let unusedSuppression: Rule = Rule(
    RuleDescriptor(
      id: "unused-suppression",
      title: "Suppression that suppresses nothing",
      severity: .warning,
      category: .input,
      rationale: """
        A suppression outlives what it was written for: the key is fixed or moved, the rule's \
        id is misspelt, or the comment sits above the wrong line. Left in place it reads as an \
        accepted exception that no longer exists, and a misspelt one silently suppresses \
        nothing while its author believes otherwise.
        """,
      fix: """
        Delete the comment or `ignore:` entry, or correct it: the rule id (the message \
        suggests the closest one), the line it sits above, or the entry's `path`, `key` or \
        `permission`.
        """,
      references: [
        .permlintSuppressions
      ],
      examples: RuleExample.embedded("unused-suppression")
    ),
    runCheck: { context in
      // A check over the whole run: a suppression is unused only once every app's findings
      // went through the suppression filter, which records what each one suppressed.
      var findings: [Finding] = []
      for (path, comments) in context.comments {
        for (index, comment) in comments.enumerated() where !comment.reason.isEmpty {
          let unused = comment.ruleIDs.filter { id in
            !context.used.contains(path: path, comment: index, ruleID: id) && !context.isTurnedOff(id)
          }
          guard !unused.isEmpty || comment.ruleIDs.isEmpty else { continue }
          // Removed whole when it suppresses nothing at all; one that still suppresses a
          // rule it names is corrected by hand.
          let fix =
            unused.count == comment.ruleIDs.count
            ? comment.removal.map { removal in
              Fix(
                "Remove the suppression comment", safety: .safe,
                edits: [Fix.Edit(path: path, start: removal.start, end: removal.end, replacement: "")])
            } : nil
          findings.append(
            context.finding(
              .unusedComment(unused, lines: comment.lines, known: context.knownRuleIDs), at: comment.location,
              stableKey: unused.joined(separator: ","), fix: fix))
        }
      }
      for (index, entry) in context.configuration.ignores.enumerated() where !entry.reason.isEmpty {
        // An entry for files this run did not read may be used by a run that reads them.
        guard !context.used.contains(ignore: index), !context.isTurnedOff(entry.ruleID),
          context.linted.contains(where: entry.covers(path:))
        else { continue }
        findings.append(
          context.finding(
            .unusedIgnore(entry.ruleID, subject: entry.subject, path: entry.path), at: entry.location,
            stableKey: entry.ruleID))
      }
      return findings
    }
  )
}

extension Finding.Message {
  fileprivate static func unusedComment(_ unused: [String], lines: ClosedRange<Int>, known: [String]) -> Self {
    if unused.isEmpty {
      return "this suppression names no rule; write the rule id after `permlint-disable-next-line`, or remove it"
    }
    let place = lines.count == 1 ? "on line \(lines.lowerBound)" : "on lines \(lines.lowerBound)-\(lines.upperBound)"
    let details = unused.map { id -> String in
      if known.contains(id) { return "no '\(id)' finding \(place)" }
      let hint = DidYouMean.closest(to: id, in: known).map { " (did you mean '\($0)'?)" } ?? ""
      return "'\(id)' is not a rule\(hint)"
    }
    return Self("this suppression suppresses nothing: \(details.joined(separator: "; ")); remove it or correct it")
  }

  fileprivate static func unusedIgnore(_ ruleID: String, subject: String?, path: String?) -> Self {
    Self(
      "this `ignore:` entry suppresses nothing: no '\(ruleID)' finding"
        + "\(subject.map { " about '\($0)'" } ?? "")"
        + " in \(path.map { "files matching '\($0)'" } ?? "any file"); remove it or correct it")
  }
}
