#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// A purpose string that says nothing about the resource it asks for.
  public static let offTopicPurposeString: Rule = Rule(
    RuleDescriptor(
      id: "off-topic-purpose-string",
      title: "Purpose string does not mention what it is for",
      severity: .note,
      category: .purposeStrings,
      rationale: """
        A user decides on the prompt's text alone. A location prompt that only talks about \
        "the local IP", or a Bluetooth prompt about "your account", gives no reason for the \
        resource it asks for, and App Review asks for purpose strings that say clearly why \
        the app needs it (Guideline 5.1.1). Each permission has a list of words per language \
        in `rules/purpose-string-topics.yml` (for location: location, map, nearby, route, \
        geofence, Wi-Fi network name…); a text that contains none of them is reported as a \
        note, with the text as evidence, since a word list cannot be sure. Only languages \
        with data are judged: a base value when the development language has data and the \
        text reads as that language, a translation by its locale. Any other language is \
        never judged.
        """,
      fix: """
        Say what the app does with the resource, naming it: "Your location shows the shops \
        near you on the map." If the app needs location to read the Wi-Fi network's name, say \
        that.
        """,
      references: [
        .appReviewPurposeStrings,
        RuleReference(
          "Requesting access to protected resources",
          "https://developer.apple.com/documentation/uikit/requesting-access-to-protected-resources"),
      ],
      examples: RuleExample.embedded("off-topic-purpose-string"),
      scope: .shippedBundles
    )
  ) { context in
    let topics = context.catalog.purposeTopics
    let base = AppLocalization.developmentLanguage(of: context.app) ?? "en"
    return context.distinctPurposeStrings.compactMap { value in
      // Dictionary entries (temporary full accuracy) explain a moment, not the resource.
      guard value.entry == nil, let topic = topics.topic(of: value.key, language: value.locale ?? base) else {
        return nil
      }
      let analysis = context.texts.analysis(of: value.text)
      guard !analysis.isBlank, !analysis.isOnlyVariables else { return nil }
      let words = analysis.words
      // A base value is judged only when it reads as the development language.
      if value.locale == nil, !topics.readsAs(language: base, words: words) { return nil }
      guard !topic.isMentioned(by: words) else { return nil }
      return context.finding(
        .offTopic(value.label, topic: topic.name, topicWords: topic.words, text: value.text), about: value)
    }
  }
}

extension Finding.Message {
  fileprivate static func offTopic(_ label: String, topic: String, topicWords: [String], text: String) -> Self {
    let examples = topicWords.prefix(3).map { "'\($0)…'" }.joined(separator: ", ")
    let quoted = text.count > 120 ? String(text.prefix(117)) + "…" : text
    return Self(
      "\(label) asks for \(topic), but its text says nothing about it (no word such as \(examples)): "
        + "\"\(quoted)\". Say what the app uses \(topic) for.")
  }
}
