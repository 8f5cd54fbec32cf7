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
    public var words: [String]
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
    let code = String(LocaleName.normalize(language).split(separator: "-").first ?? "")
    return topicsByLanguage[code]?[key]
  }
}

extension PurposeTopics {
  /// Whether `words` read as `language`: two different function words of it. Languages
  /// without such a list never read as anything, so a base text is only judged where
  /// permlint can tell its language.
  func readsAs(language: String, words: [String]) -> Bool {
    let code = String(LocaleName.normalize(language).split(separator: "-").first ?? "")
    guard let markers = functionWords[code] else { return false }
    return Set(words.filter(markers.contains)).count >= 2
  }
}
