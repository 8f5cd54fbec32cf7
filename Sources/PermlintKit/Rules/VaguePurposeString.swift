#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// A purpose string that asks for the resource without saying why.
  public static let vaguePurposeString: Rule = Rule(
    RuleDescriptor(
      id: "vague-purpose-string",
      title: "Purpose string asks for access without saying why",
      severity: .warning,
      category: .purposeStrings,
      rationale: """
        App Review's most common purpose-string rejection (Guideline 5.1.1) is text that only \
        restates the request: "App needs microphone access", "Allow $(PRODUCT_NAME) to access \
        your camera", "… would like to access your Contacts". The prompt already says that; \
        the purpose string must add which feature needs the data and what the app does with \
        it. The templates are English phrases (`vague:` in rules/purpose-string-quality.yml), \
        so text in another language is never reported by this rule.
        """,
      fix: """
        Keep the request and add the reason: "Allow $(PRODUCT_NAME) to access your camera to \
        scan the QR code on your parcel."
        """,
      references: [
        .appReviewPurposeStrings,
        .clearPurposeStrings,
      ],
      examples: RuleExample.embedded("vague-purpose-string"),
      scope: .shippedBundles
    )
  ) { context in
    context.purposeStringFindings { value, analysis in
      analysis.vaguePhrase.map { .vague(value.label, phrase: $0) }
    }
  }
}

extension Finding.Message {
  fileprivate static func vague(_ label: String, phrase: String) -> Self {
    Self(
      "\(label) only asks for access ('\(phrase)') without saying why; name the feature that needs it "
        + "and what the app does with the data.")
  }
}
