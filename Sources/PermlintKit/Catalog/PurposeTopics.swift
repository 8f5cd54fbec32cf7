#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What each permission's purpose string must be about, per language
/// (`rules/purpose-string-topics.yml`).
@_spi(RuleAuthoring) @_spi(Testing) public struct PurposeTopics: Sendable {
  /// One topic: the keys it covers and the words that show a text speaks of it.
  @_spi(RuleAuthoring) @_spi(Testing) public struct Topic: Sendable {
    /// The topic's name, such as `location`.
    public var name: String
    /// Word starts, lower-cased: a text's word matches when it starts with one of them.
    public var words: [String] { didSet { index = WordStartIndex(words) } }
    /// `words` by what a text's word must begin with, so that a text is matched in a few
    /// lookups instead of comparing every word with every word start.
    private var index: WordStartIndex

    public init(name: String, words: [String]) {
      self.name = name
      self.words = words
      self.index = WordStartIndex(words)
    }

    /// Whether one of `textWords` (lower-cased, as `PurposeStringText.words` gives them)
    /// speaks of the topic: it, or a part of it between hyphens, starts with one of the
    /// topic's words; a word start of three characters or fewer must be the whole word.
    public func isMentioned(by textWords: [String]) -> Bool {
      textWords.contains { word in
        if index.matches(word[...]) { return true }
        return word.utf8.contains(UInt8(ascii: "-")) && word.split(separator: "-").contains(where: index.matches)
      }
    }
  }

  /// Topics by language code and purpose key.
  public var topicsByLanguage: [String: [String: Topic]] = [:]
  /// Common words that show a text is in a language, by language code.
  public var functionWords: [String: Set<String>] = [:]

  /// No topics.
  public init() {}

  init(_ node: YAMLNode?) {
    for (language, topics) in PermissionCatalog.entries(node?["languages"]) {
      var byKey: [String: Topic] = [:]
      for (name, topic) in PermissionCatalog.entries(topics["topics"]) {
        let words = (topic["words"]?.sequence ?? []).compactMap(\.string).map { $0.lowercased() }
        for key in (topic["keys"]?.sequence ?? []).compactMap(\.string) {
          byKey[key] = Topic(name: name, words: words)
        }
      }
      topicsByLanguage[language] = byKey
      functionWords[language] = Set((topics["function-words"]?.sequence ?? []).compactMap(\.string))
    }
  }

  /// The topic of `key` in `language` (a locale such as `en-GB` is read as its language),
  /// or `nil` when there is no data to judge it.
  public func topic(of key: String, language: String) -> Topic? {
    topicsByLanguage[Self.languageCode(language)]?[key]
  }

  /// The language part of a locale name, normalized (`pt-BR` is `pt`); asked for every
  /// purpose string, so cut without splitting the name into an array.
  static func languageCode(_ locale: String) -> String {
    let normalized = LocaleName.normalize(locale)
    guard let dash = normalized.utf8.firstIndex(of: UInt8(ascii: "-")) else { return normalized }
    // `split` leaves out empty parts: a name that starts with `-` has its first part after it.
    guard dash != normalized.utf8.startIndex else {
      return String(normalized.split(separator: "-").first ?? "")
    }
    return String(normalized[..<dash])
  }
}

extension PurposeTopics {
  /// Whether `words` read as `language`: two different function words of it. Languages
  /// without such a list never read as anything, so a base text is only judged where
  /// permlint can tell its language.
  func readsAs(language: String, words: [String]) -> Bool {
    guard let markers = functionWords[Self.languageCode(language)] else { return false }
    // Two different function words, found without gathering them.
    var first: String?
    for word in words where markers.contains(word) {
      guard let seen = first else {
        first = word
        continue
      }
      if seen != word { return true }
    }
    return false
  }
}

/// A topic's word starts: the short ones (three characters or fewer), which must be a whole
/// word, and the others by their first four characters, which a word must begin with.
private struct WordStartIndex: Sendable {
  private var whole: Set<String> = []
  private var byStart: [String: [String]] = [:]

  init(_ starts: [String]) {
    for start in starts {
      if start.count <= 3 {
        whole.insert(start)
      } else {
        byStart[String(start.prefix(4)), default: []].append(start)
      }
    }
  }

  func matches(_ part: Substring) -> Bool {
    if whole.contains(String(part)) { return true }
    guard let candidates = byStart[String(part.prefix(4))] else { return false }
    return candidates.contains { part.hasPrefix($0) }
  }
}
