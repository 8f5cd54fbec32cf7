#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// One text reused for permissions that protect different resources.
  public static let reusedPurposeString: Rule = Rule(
    RuleDescriptor(
      id: "reused-purpose-string",
      title: "One purpose string reused for unrelated permissions",
      severity: .warning,
      category: .purposeStrings,
      rationale: """
        Each purpose string must explain its own resource (Guideline 5.1.1: one string per \
        resource, specific to it). The same sentence for the camera, the microphone and the \
        photo library cannot say why each one is needed, and reviewers reject it as vague. \
        Keys for the same resource may share a text: Always and When-In-Use location, the \
        legacy and current Bluetooth or calendar keys, or reading and adding photos. Texts are \
        compared within one bundle's Info.plist and build settings, and within one locale of \
        each strings file or catalog.
        """,
      fix: """
        Write a separate sentence for each permission that names the feature using it, for \
        example "Record voice messages to send in a chat." for the microphone and "Take a \
        photo to send in a chat." for the camera.
        """,
      references: [
        .appReviewPurposeStrings,
        RuleReference(
          "Requesting access to protected resources",
          "https://developer.apple.com/documentation/uikit/protecting_the_user_s_privacy/requesting_access_to_protected_resources"
        ),
      ],
      examples: RuleExample.embedded("reused-purpose-string"),
      scope: .shippedBundles
    )
  ) { context in
    var result: [Finding] = []
    // The first value of each text, by scope; the texts of a scope (a bundle's base values, one
    // locale file) are compared one by one instead of hashing every normalized text.
    var first: [String: [(text: String, value: PurposeStringValue)]] = [:]
    for value in context.purposeStrings {
      let analysis = context.texts.analysis(of: value.text)
      let text = analysis.normalized
      guard !text.isEmpty, !analysis.isOnlyVariables else { continue }
      guard let original = first[value.scope]?.first(where: { $0.text == text })?.value else {
        first[value.scope, default: []].append((text, value))
        continue
      }
      guard context.catalog.group(of: original.key) != context.catalog.group(of: value.key) else { continue }
      result.append(
        context.finding(
          .repeats(value.label, originalKey: original.key, at: original.location),
          at: value.location, stableKey: "\(value.stableKey)=\(original.stableKey)"))
    }
    return result
  }
}

extension Finding.Message {
  fileprivate static func repeats(_ label: String, originalKey: String, at location: FileLocation) -> Self {
    Self(
      "\(label) repeats the text of \(originalKey) (\(location)), a different permission; "
        + "say why this permission is needed, in its own words.")
  }
}
