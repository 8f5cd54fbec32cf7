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
      examples: [
        .triggering(
          "template text in the Info.plist and a TODO in a translation",
          [
            ExampleFiles.infoPlist(
              "ios/App/Info.plist",
              """
              <key>NSCameraUsageDescription</key>
              ↓<string>Camera usage description</string>
              <key>NSMicrophoneUsageDescription</key>
              ↓<string>TBD</string>
              """),
            (
              "ios/App/de.lproj/InfoPlist.strings",
              "\"NSCameraUsageDescription\" = ↓\"TODO: übersetzen\";\n"
            ),
          ]),
        .nonTriggering(
          "real copy in Spanish, where 'todo' is an ordinary word, and in Vietnamese",
          [
            ExampleFiles.infoPlist(
              "ios/App/Info.plist",
              strings: [
                ("NSCameraUsageDescription", "Usamos la cámara para escanear todo el recibo y guardar el gasto."),
                (
                  "NSPhotoLibraryUsageDescription",
                  "Ứng dụng cần truy cập Ảnh để quét, phát và quản lý video trong máy."
                ),
              ])
          ]),
      ],
      scope: .shippedBundles
    )
  ) { context in
    context.distinctPurposeStrings.compactMap { value in
      guard let match = context.texts.analysis(of: value.text).placeholder else { return nil }
      return context.finding(.placeholder(value.label, match: match), about: value)
    }
  }
}

/// Matches the placeholder data of `rules/purpose-string-quality.yml` against a text; the
/// placeholders are normalized once, when the matcher is made.
struct PlaceholderMatcher {
  private let whole: [(placeholder: String, text: String, words: String)]
  private let contained: [(phrase: String, words: [String])]
  private let markers: [(marker: String, scalars: [Unicode.Scalar])]
  private let templates: [(template: String, parts: [String])]

  init(_ quality: PurposeStringQuality) {
    templates = quality.templates.map { template in
      (template, template.split(separator: " ").map { $0.hasPrefix("<") ? String($0) : String($0).lowercased() })
    }
    whole = quality.wholePlaceholders.map {
      ($0, PurposeStringText.normalized($0), PurposeStringText.words($0).joined(separator: " "))
    }
    contained = quality.containedPlaceholders.map { ($0, PurposeStringText.words($0)) }.filter { !$0.words.isEmpty }
    markers = quality.markers.map { ($0, Array($0.unicodeScalars)) }
  }

  /// A short description of the placeholder found, or `nil`.
  func match(_ text: String) -> String? {
    match(text, words: PurposeStringText.words(text), normalized: PurposeStringText.normalized(text))
  }

  /// A short description of the placeholder found, or `nil`, given the text's `words` and its
  /// `normalized` form.
  func match(_ text: String, words: [String], normalized: String) -> String? {
    let hasVariables = text.utf8.contains(UInt8(ascii: "$"))
    let trimmed =
      hasVariables
      ? PurposeStringText.normalized(PurposeStringText.replacingVariables(in: text, with: " ")) : normalized
    guard !trimmed.isEmpty else { return nil }
    let joined = words.joined(separator: " ")
    for candidate in whole where trimmed == candidate.text || (!joined.isEmpty && joined == candidate.words) {
      return "'\(candidate.placeholder)'"
    }
    for candidate in contained where contains(words, candidate.words) {
      return "it contains '\(candidate.phrase)'"
    }
    for candidate in templates where Self.matches(words[...], candidate.parts[...]) {
      let shown = candidate.template.replacing("<words> ", with: "… ").replacing("<word>", with: "<resource>")
      return "it follows the generic template '\(shown)'"
    }
    let scalars = Array(text.unicodeScalars)
    for marker in markers where containsMarker(scalars, marker.scalars) {
      return "it contains the marker '\(marker.marker)'"
    }
    return nil
  }

  /// Whether all of `words` follow the template `parts` (see `PurposeStringQuality.templates`).
  private static func matches(_ words: ArraySlice<String>, _ parts: ArraySlice<String>) -> Bool {
    guard let part = parts.first else { return words.isEmpty }
    switch part {
    case "<words>":
      return (0...min(3, words.count)).contains { matches(words.dropFirst($0), parts.dropFirst()) }
    case "<word>":
      return !words.isEmpty && matches(words.dropFirst(), parts.dropFirst())
    case "<key>":
      guard let word = words.first, word.count > "usagedescription".count, word.hasSuffix("usagedescription")
      else { return false }
      return matches(words.dropFirst(), parts.dropFirst())
    default:
      return words.first == part && matches(words.dropFirst(), parts.dropFirst())
    }
  }

  private func contains(_ words: [String], _ phrase: [String]) -> Bool {
    guard words.count >= phrase.count else { return false }
    return (0...(words.count - phrase.count)).contains { words[$0..<($0 + phrase.count)].elementsEqual(phrase) }
  }

  /// `marker` with its case, not inside a longer word: `TODO:` but not `TODOS`.
  private func containsMarker(_ text: [Unicode.Scalar], _ marker: [Unicode.Scalar]) -> Bool {
    guard let first = marker.first, text.count >= marker.count else { return false }
    var start = 0
    while start <= text.count - marker.count {
      defer { start += 1 }
      guard text[start] == first, text[start..<(start + marker.count)].elementsEqual(marker) else { continue }
      let before = start > 0 && PurposeStringText.isWordScalar(text[start - 1])
      let after = start + marker.count < text.count && PurposeStringText.isWordScalar(text[start + marker.count])
      if !before && !after { return true }
    }
    return false
  }

}

extension Finding.Message {
  fileprivate static func placeholder(_ label: String, match: String) -> Self {
    Self(
      "\(label) is placeholder text (\(match)); users see it in the permission prompt and App Review "
        + "rejects it. Say which feature needs the permission and what it does with the data.")
  }
}
