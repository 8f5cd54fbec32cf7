#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Matches the `vague:` templates of `rules/purpose-string-quality.yml`; the phrases are split
/// into words once, when the matcher is made.
struct VagueText {
  private let templates: VagueTemplates
  private let accessPhrases: [(phrase: String, words: [String])]
  private let endingPhrases: [(phrase: String, words: [String])]

  init(_ templates: VagueTemplates) {
    self.templates = templates
    accessPhrases = templates.accessPhrases.map { ($0, PurposeStringText.words($0)) }.filter { !$0.words.isEmpty }
    endingPhrases = templates.endingPhrases.map { ($0, PurposeStringText.words($0)) }.filter { !$0.words.isEmpty }
  }

  /// The phrase that makes `text` vague, or `nil`.
  func match(_ text: String) -> String? {
    match(words: PurposeStringText.words(text))
  }

  /// The phrase that makes a text with these `words` vague, or `nil`.
  func match(words: [String]) -> String? {
    guard !words.isEmpty, words.count <= templates.maximumWords else { return nil }
    let around = templates.maximumWordsAround
    func hasReason(_ slice: ArraySlice<String>) -> Bool { slice.contains(where: templates.reasonWords.contains) }
    for (phrase, phraseWords) in accessPhrases {
      for start in Self.occurrences(of: phraseWords, in: words) {
        let before = words[..<start]
        let after = words[(start + phraseWords.count)...]
        if before.count <= around, after.count <= around, !after.isEmpty, !hasReason(before), !hasReason(after),
          after.allSatisfy(templates.resourceWords.contains)
        {
          return phrase
        }
      }
    }
    for (phrase, phraseWords) in endingPhrases {
      guard words.count > phraseWords.count, Array(words.suffix(phraseWords.count)) == phraseWords else { continue }
      let before = words.dropLast(phraseWords.count)
      if before.count <= around + 1, !hasReason(before) { return phrase }
    }
    return nil
  }

  private static func occurrences(of phrase: [String], in words: [String]) -> [Int] {
    guard words.count >= phrase.count else { return [] }
    return (0...(words.count - phrase.count)).filter { Array(words[$0..<($0 + phrase.count)]) == phrase }
  }
}
