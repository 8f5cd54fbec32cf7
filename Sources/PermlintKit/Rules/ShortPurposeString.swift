#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// A purpose string too short to say why the app needs the permission.
  public static let shortPurposeString: Rule = Rule(
    RuleDescriptor(
      id: "short-purpose-string",
      title: "Purpose string too short to say why",
      severity: .warning,
      category: .purposeStrings,
      rationale: """
        A purpose string must say which feature needs the permission and what the app does \
        with the data (Guideline 5.1.1); "Camera access" or "Used for photos" cannot. App \
        Review's most common purpose-string rejection is text that only restates the resource. \
        Length is judged fairly across scripts: words are counted where the script separates \
        them, two characters make a word in Chinese and Japanese, and three in Thai, Lao, \
        Khmer, Myanmar and Tibetan, so translated copy is never reported for its script. The \
        minimum is 3 words; change it with `purpose-string-min-words:` in `.permlint.yml`.
        """,
      fix: """
        Name the feature and what the app does with the data, for example "Take a photo of the \
        parcel as proof of delivery." rather than "Camera access".
        """,
      references: [
        .appReviewPurposeStrings,
        .clearPurposeStrings,
      ],
      examples: RuleExample.embedded("short-purpose-string"),
      scope: .shippedBundles
    )
  ) { context in
    let minimum = Double(context.configuration.purposeStringMinimumWords)
    return context.purposeStringFindings { value, analysis in
      // Blank values, placeholders and lone variables have rules of their own.
      guard !analysis.isBlank, !analysis.isOnlyVariables, analysis.placeholder == nil else { return nil }
      let words = analysis.wordEquivalents
      guard words < minimum else { return nil }
      return .tooShort(value.label, words: words, minimum: minimum)
    }
  }
}

extension Finding.Message {
  fileprivate static func tooShort(_ label: String, words: Double, minimum: Double) -> Self {
    Self(
      "\(label) is too short to say why the app needs the permission (about \(Int(words.rounded(.down))) "
        + "of at least \(Int(minimum)) words); name the feature and what the app does with the data.")
  }
}
