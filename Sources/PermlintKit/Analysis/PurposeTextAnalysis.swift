#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the purpose-string rules ask of one text. Every rule used to measure each text
/// itself, so one string was split into words four times per run; now it is measured once.
/// A class: every rule of every app that holds the text is handed the same measures, and a
/// copy of all of them per question retained each of their strings.
final class PurposeTextAnalysis: Sendable {
  /// The text has no visible character.
  let isBlank: Bool
  /// The text is made of build variables only, such as `$(PRODUCT_NAME).`.
  let isOnlyVariables: Bool
  /// The build variables the text uses.
  let variables: [String]
  /// The lower-cased words, build variables removed (see `PurposeStringText.words`).
  let words: [String]
  /// Lower-cased with whitespace collapsed: the form in which two texts are the same.
  let normalized: String
  /// How many words the text is worth (see `PurposeStringText.wordEquivalents`).
  let wordEquivalents: Double
  /// Why the text is a placeholder, or `nil`.
  let placeholder: String?
  /// The phrase that makes the text vague, or `nil`.
  let vaguePhrase: String?

  init(
    isBlank: Bool, isOnlyVariables: Bool, variables: [String], words: [String], normalized: String,
    wordEquivalents: Double, placeholder: String?, vaguePhrase: String?
  ) {
    self.isBlank = isBlank
    self.isOnlyVariables = isOnlyVariables
    self.variables = variables
    self.words = words
    self.normalized = normalized
    self.wordEquivalents = wordEquivalents
    self.placeholder = placeholder
    self.vaguePhrase = vaguePhrase
  }
}

/// Measures purpose-string texts, each distinct text once per run, for every rule and every
/// app: monorepos repeat the same strings across apps and locales.
final class PurposeTextAnalyzer: @unchecked Sendable {
  private let placeholders: PlaceholderMatcher
  private let vague: VagueText
  // Guards `cache`; rules of different apps run concurrently.
  private let lock = Lock()
  private var cache: [UTF8Key: PurposeTextAnalysis] = [:]
  /// How many texts the cache holds at most. A monorepo's apps repeat texts in the apps around
  /// them, not across the whole run, and a run of 10,000 apps with distinct texts kept 75 MB of
  /// measures it never asked again; measuring a text twice gives the same answer.
  static let cacheLimit = 16_384

  /// An analyzer with the catalog's placeholder and vague-text templates.
  init(catalog: PermissionCatalog) {
    placeholders = catalog.placeholderMatcher
    vague = VagueText(catalog.purposeStringQuality.vague)
  }

  /// The analysis of `text`, computed on first use.
  func analysis(of text: String) -> PurposeTextAnalysis {
    analysis(of: text, key: UTF8Key(text))
  }

  /// Empties the cache and hands back what it held, for the caller to free where it likes.
  func takeCache() -> [UTF8Key: PurposeTextAnalysis] {
    lock.withLock {
      let taken = cache
      cache = [:]
      return taken
    }
  }

  /// `analysis(of:)`, with the text's key made already.
  func analysis(of text: String, key: UTF8Key) -> PurposeTextAnalysis {
    if let known = lock.withLock({ cache[key] }) { return known }
    let measures = PurposeStringText.measures(text)
    let analysis = PurposeTextAnalysis(
      isBlank: text.isBlank,
      isOnlyVariables: PurposeStringText.isOnlyVariables(text),
      variables: PurposeStringText.variables(in: text),
      words: measures.words,
      normalized: measures.normalized,
      wordEquivalents: measures.wordEquivalents,
      placeholder: placeholders.match(text, words: measures.words, normalized: measures.normalized),
      vaguePhrase: vague.match(words: measures.words))
    // A full cache is emptied by taking it out, and freed after the lock is let go: freeing
    // 16,384 analyses under the lock kept every other thread waiting (issue 23).
    let full: [UTF8Key: PurposeTextAnalysis]? = lock.withLock {
      var full: [UTF8Key: PurposeTextAnalysis]?
      if cache.count >= Self.cacheLimit {
        full = cache
        cache = [:]
        cache.reserveCapacity(Self.cacheLimit)
      }
      cache[key] = analysis
      return full
    }
    withExtendedLifetime(full) {}
    return analysis
  }
}

/// The analyses of one app's purpose-string texts, taken from the run's analyzer once when the
/// app's rules start. Its rules ask for the same texts again and again (placeholder, vague,
/// short, off-topic, reused, localized), and each ask took the analyzer's lock, which the
/// rules of every app contended for (issue 23); here they are looked up without it. Any
/// other text is asked of the analyzer.
struct AppPurposeTexts: Sendable {
  private let known: [UTF8Key: PurposeTextAnalysis]
  private let analyzer: PurposeTextAnalyzer

  /// The analyses of the texts of `values`, from `analyzer`.
  init(_ values: [PurposeStringValue], analyzer: PurposeTextAnalyzer) {
    self.analyzer = analyzer
    var known: [UTF8Key: PurposeTextAnalysis] = [:]
    known.reserveCapacity(values.count)
    for value in values {
      let key = UTF8Key(value.text)
      if known[key] == nil { known[key] = analyzer.analysis(of: value.text, key: key) }
    }
    self.known = known
  }

  /// The analysis of `text`.
  func analysis(of text: String) -> PurposeTextAnalysis {
    let key = UTF8Key(text)
    return known[key] ?? analyzer.analysis(of: text, key: key)
  }
}
