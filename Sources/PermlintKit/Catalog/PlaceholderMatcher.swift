#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Matches the placeholder data of `rules/purpose-string-quality.yml` against a text; the
/// placeholders are normalized once, when the matcher is made.
struct PlaceholderMatcher {
  private let whole: [(placeholder: String, text: String, words: String)]
  private let contained: [(phrase: String, words: [String])]
  private let markers: [(marker: String, scalars: [Unicode.Scalar])]
  private let templates: [(template: String, parts: [String])]
  /// The most Unicode scalars of a whole placeholder's text, and the most words of one: a
  /// text with more cannot be one (a scalar decomposes into one scalar or more, and no
  /// canonical decomposition makes a space), so most texts skip the comparisons, which
  /// normalized every non-ASCII text.
  private let longestWhole: Int
  private let mostWholeWords: Int
  /// Each marker's UTF-8 bytes, which a text that holds the marker holds too.
  private let markerBytes: [[UInt8]]

  init(_ quality: PurposeStringQuality) {
    templates = quality.templates.map { template in
      (template, template.split(separator: " ").map { $0.hasPrefix("<") ? String($0) : String($0).lowercased() })
    }
    whole = quality.wholePlaceholders.map {
      ($0, PurposeStringText.normalized($0), PurposeStringText.words($0).joined(separator: " "))
    }
    // An ASCII text is its own canonical decomposition; with any other, no bound is safe.
    longestWhole =
      whole.allSatisfy { $0.text.utf8.allSatisfy { $0 < 0x80 } } ? whole.map(\.text.utf8.count).max() ?? 0 : .max
    mostWholeWords = quality.wholePlaceholders.map { PurposeStringText.words($0).count }.max() ?? 0
    contained = quality.containedPlaceholders.map { ($0, PurposeStringText.words($0)) }.filter { !$0.words.isEmpty }
    markers = quality.markers.map { ($0, Array($0.unicodeScalars)) }
    markerBytes = quality.markers.map { Array($0.utf8) }
  }

  /// A short description of the placeholder found, or `nil`.
  func match(_ text: String) -> String? {
    match(text, words: PurposeStringText.words(text), normalized: PurposeStringText.normalized(text))
  }

  /// A short description of the placeholder found, or `nil`, given the text's `words` and its
  /// `normalized` form.
  func match(_ text: String, words: [String], normalized: String) -> String? {
    let hasVariables = ByteSearch.contains(text, byte: UInt8(ascii: "$"))
    let trimmed =
      hasVariables
      ? PurposeStringText.normalized(PurposeStringText.replacingVariables(in: text, with: " ")) : normalized
    guard !trimmed.isEmpty else { return nil }
    // A scalar is at most four bytes: a text of more than four times the bytes has more scalars
    // too, and is not counted.
    let mayBeWholeText =
      trimmed.utf8.count <= longestWhole
      || (trimmed.utf8.count / 4 <= longestWhole && trimmed.unicodeScalars.count <= longestWhole)
    if mayBeWholeText || words.count <= mostWholeWords {
      let joined = words.count <= mostWholeWords ? words.joined(separator: " ") : ""
      for candidate in whole
      where (mayBeWholeText && trimmed == candidate.text) || (!joined.isEmpty && joined == candidate.words) {
        return "'\(candidate.placeholder)'"
      }
    }
    // By index: each element is a tuple of strings and arrays, which a `for … in` copied.
    for index in contained.indices where contains(words, contained[index].words) {
      return "it contains '\(contained[index].phrase)'"
    }
    // A template is followed part by part only if the text's last word can be its last part.
    let lastWord = words.last
    for index in templates.indices
    where Self.mayEnd(lastWord, templates[index].parts.last)
      && Self.matches(words[...], templates[index].parts[...])
    {
      let shown = templates[index].template.replacing("<words> ", with: "… ").replacing("<word>", with: "<resource>")
      return "it follows the generic template '\(shown)'"
    }
    var utf8 = text
    let mayHoldMarker = utf8.withUTF8 { bytes in
      markerBytes.contains { marker in marker.withUnsafeBufferPointer { ByteSearch.contains(bytes, $0) } }
    }
    guard mayHoldMarker else { return nil }
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

  /// Whether a text whose last word is `word` can end as a template whose last part is
  /// `part`: a template matches the whole text, so its last part takes the last word.
  private static func mayEnd(_ word: String?, _ part: String?) -> Bool {
    guard let part, let word else { return part == nil || part == "<words>" }
    switch part {
    case "<words>", "<word>": return true
    case "<key>": return word.count > "usagedescription".count && word.hasSuffix("usagedescription")
    default: return word == part
    }
  }

  private func contains(_ words: [String], _ phrase: [String]) -> Bool {
    guard words.count >= phrase.count, let first = phrase.first?.utf8.first else { return false }
    // A word that begins with an ASCII byte other than the first of an ASCII phrase word cannot
    // equal it, canonically or not (its decomposition begins with that byte): skipped without
    // comparing strings.
    let filters = phrase[0].utf8.allSatisfy { $0 < 0x80 }
    return (0...(words.count - phrase.count)).contains { start in
      if filters, let byte = words[start].utf8.first, byte < 0x80, byte != first { return false }
      return words[start..<(start + phrase.count)].elementsEqual(phrase)
    }
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
