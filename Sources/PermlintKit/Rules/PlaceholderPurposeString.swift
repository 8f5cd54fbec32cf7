#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// A purpose string that is placeholder text.
  public static let placeholderPurposeString: Rule = Rule(
    RuleDescriptor(
      id: "placeholder-purpose-string",
      title: "Purpose string is placeholder text",
      severity: .error,
      category: .purposeStrings,
      rationale: """
        Purpose strings are often added in a hurry to get past ITMS-90683 with text such as \
        "TODO", "Lorem ipsum" or "Camera usage description", sometimes on a vendor's advice. \
        Users then see that text in the permission prompt, and App Review rejects vague or \
        meaningless purpose strings under Guideline 5.1.1. The test is language-neutral: it \
        looks for placeholder markers and template phrases, never for English, so a \
        Vietnamese or German purpose string is judged like any other.
        """,
      fix: """
        Replace the text with a sentence that names the feature and says what the app does \
        with the data, for example "Scan the QR code on a parcel to confirm its delivery."
        """,
      references: [
        .appReviewPurposeStrings,
        .clearPurposeStrings,
      ],
      examples: RuleExample.embedded("placeholder-purpose-string"),
      scope: .shippedBundles
    )
  ) { context in
    context.purposeStringFindings { value, analysis in
      analysis.placeholder.map { .placeholder(value.label, match: $0) }
    }
  }
}

extension Finding.Message {
  fileprivate static func placeholder(_ label: String, match: String) -> Self {
    Self(
      "\(label) is placeholder text (\(match)); users see it in the permission prompt and App Review "
        + "rejects it. Say which feature needs the permission and what it does with the data.")
  }
}
