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
      examples: [
        .triggering(
          "a comment that names the rule but gives no reason",
          [
            ExampleFiles.infoPlist(
              "ios/App/Info.plist",
              """
              <!-- ↓permlint-disable-next-line short-purpose-string -->
              <key>NSCameraUsageDescription</key>
              <string>Scan codes.</string>
              """)
          ]),
        .nonTriggering(
          "a comment with its reason",
          [
            ExampleFiles.infoPlist(
              "ios/App/Info.plist",
              """
              <!-- permlint-disable-next-line short-purpose-string: the Korean copy is reviewed as-is -->
              <key>NSCameraUsageDescription</key>
              <string>Scan codes.</string>
              """)
          ]),
      ]
    )
  ) { _ in
    // Reported by the linter's suppression step, which sees every file's comments.
    []
  }
}
