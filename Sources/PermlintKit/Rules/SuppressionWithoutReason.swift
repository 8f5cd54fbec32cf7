#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// A suppression comment or `ignore:` entry that does not say why.
  public static let suppressionWithoutReason: Rule = Rule(
    RuleDescriptor(
      id: "suppression-without-reason",
      title: "Suppression without a reason",
      severity: .warning,
      category: .input,
      rationale: """
        A suppressed finding is a decision someone made about a store policy or a user's \
        privacy; without the reason, the next reader cannot tell an approved exception from a \
        silenced problem, and a reviewer asking about it gets no answer. A suppression without \
        a reason therefore suppresses nothing: the finding stays reported until the reason is \
        written.
        """,
      fix: """
        Write the reason after a colon: `<!-- permlint-disable-next-line RULE: why this is \
        acceptable -->` (or `#`, `//` comments in other files), or `reason:` in the \
        `.permlint.yml` `ignore:` entry.
        """,
      references: [
        .permlintSuppressions,
        RuleReference(
          "SARIF 2.1.0 (errata 01): the suppression object and its justification",
          "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/sarif-v2.1.0-errata01-os-complete.html"),
      ],
      examples: RuleExample.embedded("suppression-without-reason")
    ),
    runCheck: { context in
      // A check over the whole run: it sees every file's comments and the configuration.
      var findings: [Finding] = []
      for (_, comments) in context.comments {
        for comment in comments where comment.reason.isEmpty {
          findings.append(
            context.finding(
              .commentWithoutReason(comment.ruleIDs), at: comment.location,
              stableKey: comment.ruleIDs.joined(separator: ",")))
        }
      }
      for entry in context.configuration.ignores where entry.reason.isEmpty {
        findings.append(
          context.finding(.ignoreWithoutReason(entry.ruleID), at: entry.location, stableKey: entry.ruleID))
      }
      return findings
    }
  )
}

extension Finding.Message {
  fileprivate static func commentWithoutReason(_ ruleIDs: [String]) -> Self {
    let named = ruleIDs.isEmpty ? "no rule" : ruleIDs.map { "'\($0)'" }.joined(separator: ", ")
    return Self(
      "this suppression of \(named) gives no reason, so it suppresses nothing; write why after "
        + "a colon: `permlint-disable-next-line \(ruleIDs.joined(separator: ", ")): <reason>`")
  }

  fileprivate static func ignoreWithoutReason(_ ruleID: String) -> Self {
    "this `ignore:` entry for '\(ruleID)' gives no `reason:`, so it suppresses nothing; add one"
  }
}
