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
      examples: [
        .triggering(
          "a comment above a line that has no such finding, and a misspelt rule id",
          [
            ExampleFiles.manifest(
              "android/app/src/main/AndroidManifest.xml",
              """
              <!-- ↓permlint-disable-next-line play-restricted-permission: kept from an old release -->
              <uses-permission android:name="android.permission.INTERNET" />
              """),
            (
              "permlint.yml",
              """
              app: Rider
              permissions: [camera]
              features:
                # ↓permlint-disable-next-line setings-redirect: the flow lives in the design tool
                proof: { requires: [camera] }
              """
            ),
          ]),
        .nonTriggering(
          "a comment that suppresses the finding below it",
          [
            ExampleFiles.manifest(
              "android/app/src/main/AndroidManifest.xml",
              """
              <!-- permlint-disable-next-line play-restricted-permission: launcher app, declaration approved -->
              <uses-permission
                  android:name="android.permission.QUERY_ALL_PACKAGES" />
              """)
          ]),
      ]
    )
  ) { _ in
    // Reported by the linter's suppression step, which sees every finding.
    []
  }
}
