import Testing

@_spi(Testing) @testable import PermlintKit

// The purpose-text measures were rewritten for speed (words gathered as UTF-8 bytes, trimming
// without a copy, topic words looked up by their first characters). Each must answer exactly
// what the version it replaced answered: those versions are kept here as references and
// compared on every text of the rule examples' kinds of input and on tricky ones.

/// The String version `PurposeStringText.words` replaced (build variables already removed).
private func referenceWords(_ text: String) -> [String] {
  var words: [String] = []
  var current = String.UnicodeScalarView()
  func endWord() {
    if !current.isEmpty { words.append(String(current).lowercased()) }
    current = String.UnicodeScalarView()
  }
  for scalar in text.unicodeScalars {
    let properties = scalar.properties
    let isMark =
      scalar.value >= 128
      && [.nonspacingMark, .spacingMark, .enclosingMark].contains(properties.generalCategory)
    let isLetterOrDigit =
      scalar.value < 128
      ? (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
      : !isMark && (properties.isAlphabetic || properties.numericType != nil)
    if isLetterOrDigit {
      current.append(scalar)
    } else if isMark && !current.isEmpty {
      current.append(scalar)
    } else if !current.isEmpty && (scalar == "'" || scalar == "-") {
      current.append(scalar)
    } else {
      endWord()
    }
  }
  endWord()
  return words
}

/// `PurposeStringText.normalized` before its Latin and Vietnamese tables.
private func referenceNormalized(_ text: String) -> String {
  var result = String.UnicodeScalarView()
  var pendingSpace = false
  for scalar in text.unicodeScalars {
    if scalar.properties.isWhitespace {
      pendingSpace = !result.isEmpty
      continue
    }
    if pendingSpace { result.append(" ") }
    pendingSpace = false
    if scalar.properties.changesWhenLowercased {
      result.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
    } else {
      result.append(scalar)
    }
  }
  return String(result)
}

/// The word-by-word comparison `PurposeTopics.Topic.isMentioned(by:)` replaced.
private func referenceMentions(_ topic: PurposeTopics.Topic, _ words: [String]) -> Bool {
  func matches(_ word: String, _ topicWord: String) -> Bool {
    func part(_ part: Substring) -> Bool { topicWord.count <= 3 ? part == topicWord : part.hasPrefix(topicWord) }
    if part(word[...]) { return true }
    return word.contains("-") && word.split(separator: "-").contains(where: part)
  }
  return words.contains { word in topic.words.contains { matches(word, $0) } }
}

/// The scalar-copying version of `trimmingWhitespace`.
private func referenceTrimmed(_ text: String) -> String {
  let scalars = text.unicodeScalars
  guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
    let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
  else { return "" }
  var result = String.UnicodeScalarView()
  result.append(contentsOf: scalars[first...last])
  return String(result)
}

/// The three measures `PurposeStringText.measures` takes in one pass, each by its own function.
private func separateMeasures(_ text: String) -> PurposeStringText.Measures {
  PurposeStringText.Measures(
    words: PurposeStringText.words(text), normalized: PurposeStringText.normalized(text),
    wordEquivalents: PurposeStringText.wordEquivalents(text))
}

private let texts: [String] = [
  "Take a photo of the parcel.", "CAMERA access for QR-Codes", "Don't -set-up codes", "  padded text \n",
  "\t", "", "Chụp ảnh kiện hàng để xác nhận", "Chu\u{0323}p a\u{0309}nh!", "ÜBER Straße und GRÖSSE",
  "Kamerazugriffsberechtigung für Scans", "拍照 OK", "投稿用の写真撮影に使用します", "ถ่ายรูปสินค้า",
  "Ελληνικά ΣΟΦΟΣ", "İstanbul'da KONUM", "Kelvin \u{212A}amera", "geo-location and Wi-Fi-network",
  "e\u{301}cole caf\u{E9}", "tab\u{00A0}nbsp\u{2003}em", "emoji 📷 camera🙂", "\u{0301}leading mark",
  "x-", "-x", "a--b", "it's ‘quoted’ it’s", "NSCameraUsageDescription", "Mic 123 4th", "\u{2028}line\u{2029}",
  "Ａｐｐ full-width", "ǅemal titlecase", "ﬁle ligature",
]

@Suite("Purpose-text measures equal the versions they replaced")
struct PurposeTextEquivalenceTests {
  @Test("words", arguments: texts)
  func words(_ text: String) {
    #expect(PurposeStringText.words(text) == referenceWords(text), "\(text.debugDescription)")
    #expect(PurposeStringText.normalized(text) == referenceNormalized(text), "\(text.debugDescription)")
  }

  @Test("words around every scalar whose class and case come from tables")
  func tabledScalars() {
    let scalars = (0x80..<0x370).compactMap(Unicode.Scalar.init) + (0x1E00..<0x1F00).compactMap(Unicode.Scalar.init)
    for scalar in scalars {
      for text in ["a\(scalar)b", "\(scalar)", "Q\(scalar)", "\(scalar)Z x", "- \(scalar)'s"] {
        #expect(PurposeStringText.words(text) == referenceWords(text), "U+\(String(scalar.value, radix: 16))")
        #expect(
          PurposeStringText.normalized(text) == referenceNormalized(text), "U+\(String(scalar.value, radix: 16))")
      }
    }
  }

  @Test("words around every ASCII character, which a byte path reads")
  func asciiBytes() {
    for scalar in (0..<128).compactMap(Unicode.Scalar.init) {
      for text in ["a\(scalar)b", "\(scalar)", "Q\(scalar)Z x", "- \(scalar)'s", "ab-\(scalar)", "x' \(scalar)9Y"] {
        #expect(PurposeStringText.words(text) == referenceWords(text), "U+\(String(scalar.value, radix: 16))")
      }
    }
  }

  @Test("one pass measures a text as words, normalized and wordEquivalents each do", arguments: texts)
  func onePass(_ text: String) {
    #expect(PurposeStringText.measures(text) == separateMeasures(text), "\(text.debugDescription)")
  }

  @Test("one pass around every tabled and ASCII scalar, and on random texts of every script")
  func onePassScalars() {
    let scalars =
      (0..<0x370).compactMap(Unicode.Scalar.init) + (0x1E00..<0x1F00).compactMap(Unicode.Scalar.init)
      + [
        "\u{2019}", "\u{2028}", "\u{3000}", "\u{0E33}", "\u{0E31}", "\u{0EB3}", "\u{1780}", "\u{4E00}", "\u{30A2}",
        "\u{212A}", "\u{FB01}", "\u{1F4F7}", "\u{0130}", "\u{03A3}", "\u{05D0}", "\u{0915}", "\u{093F}", "\u{FF21}",
      ]
    for scalar in scalars {
      for text in ["a\(scalar)b", "\(scalar)", "Q\(scalar)Z x", "- \(scalar)'s", "ab-\(scalar)", "x' \(scalar)9Y"] {
        #expect(PurposeStringText.measures(text) == separateMeasures(text), "U+\(String(scalar.value, radix: 16))")
      }
    }
    var generator = ScanInputGenerator(seed: 0x3EA5_0E5)
    let pieces = scalars.map(String.init) + ["Kamera", "ĐỊNH", "位置", "ตำแหน่ง", " ", "  ", "\t", "'", "-", "’", "$(X)"]
    for _ in 0..<2_000 {
      let text = (0..<generator.below(14)).map { _ in pieces[generator.below(pieces.count)] }.joined()
      #expect(PurposeStringText.measures(text) == separateMeasures(text), "\(text.debugDescription)")
    }
  }

  @Test("trimming", arguments: texts)
  func trimming(_ text: String) {
    #expect(text.trimmingWhitespace() == referenceTrimmed(text))
    #expect(text[...].trimmingWhitespace() == referenceTrimmed(text))
    #expect(text.isBlank == text.unicodeScalars.allSatisfy { $0.properties.isWhitespace })
  }

  @Test("topic words of every language in the catalog")
  func topics() {
    let catalog = PermissionCatalog.builtIn
    var words = texts.flatMap(PurposeStringText.words)
    for topics in catalog.purposeTopics.topicsByLanguage.values {
      for topic in topics.values {
        // Each topic word, the word with more after it, its start cut short, inside hyphens.
        for start in topic.words {
          words += [start, start + "s", String(start.dropLast()), "x-\(start)", "\(start)-x", start.uppercased()]
        }
      }
    }
    for topics in catalog.purposeTopics.topicsByLanguage.values {
      for topic in topics.values {
        for word in words {
          #expect(topic.isMentioned(by: [word]) == referenceMentions(topic, [word]), "\(topic.name): \(word)")
        }
      }
    }
  }
}

/// The placeholder matcher as it was before it skipped, text by text, the comparisons that
/// cannot succeed (issue 23): every candidate compared, every template followed.
private struct ReferencePlaceholderMatcher {
  let whole: [(placeholder: String, text: String, words: String)]
  let contained: [(phrase: String, words: [String])]
  let markers: [(marker: String, scalars: [Unicode.Scalar])]
  let templates: [(template: String, parts: [String])]

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

  func match(_ text: String) -> String? {
    let words = PurposeStringText.words(text)
    let hasVariables = text.utf8.contains(UInt8(ascii: "$"))
    let trimmed = PurposeStringText.normalized(
      hasVariables ? PurposeStringText.replacingVariables(in: text, with: " ") : text)
    guard !trimmed.isEmpty else { return nil }
    let joined = words.joined(separator: " ")
    for candidate in whole where trimmed == candidate.text || (!joined.isEmpty && joined == candidate.words) {
      return "'\(candidate.placeholder)'"
    }
    for candidate in contained
    where words.count >= candidate.words.count
      && (0...(words.count - candidate.words.count)).contains(where: {
        words[$0..<($0 + candidate.words.count)].elementsEqual(candidate.words)
      })
    {
      return "it contains '\(candidate.phrase)'"
    }
    for candidate in templates where Self.matches(words[...], candidate.parts[...]) {
      let shown = candidate.template.replacing("<words> ", with: "… ").replacing("<word>", with: "<resource>")
      return "it follows the generic template '\(shown)'"
    }
    let scalars = Array(text.unicodeScalars)
    for marker in markers {
      var start = 0
      while start <= scalars.count - marker.scalars.count {
        defer { start += 1 }
        guard scalars[start..<(start + marker.scalars.count)].elementsEqual(marker.scalars) else { continue }
        let before = start > 0 && PurposeStringText.isWordScalar(scalars[start - 1])
        let after =
          start + marker.scalars.count < scalars.count
          && PurposeStringText.isWordScalar(scalars[start + marker.scalars.count])
        if !before && !after { return "it contains the marker '\(marker.marker)'" }
      }
    }
    return nil
  }

  static func matches(_ words: ArraySlice<String>, _ parts: ArraySlice<String>) -> Bool {
    guard let part = parts.first else { return words.isEmpty }
    switch part {
    case "<words>": return (0...min(3, words.count)).contains { matches(words.dropFirst($0), parts.dropFirst()) }
    case "<word>": return !words.isEmpty && matches(words.dropFirst(), parts.dropFirst())
    case "<key>":
      guard let word = words.first, word.count > "usagedescription".count, word.hasSuffix("usagedescription")
      else { return false }
      return matches(words.dropFirst(), parts.dropFirst())
    default: return words.first == part && matches(words.dropFirst(), parts.dropFirst())
    }
  }
}

@Suite("The placeholder matcher answers as the version it replaced")
struct PlaceholderMatcherEquivalenceTests {
  @Test("every placeholder, phrase, template and marker of the catalog, alone, in a sentence, spelled otherwise")
  func catalog() {
    let quality = PermissionCatalog.builtIn.purposeStringQuality
    let matcher = PlaceholderMatcher(quality)
    let reference = ReferencePlaceholderMatcher(quality)
    var samples = texts
    let filled = quality.templates.map {
      $0.replacing("<words>", with: "The app").replacing("<key>", with: "NSCameraUsageDescription")
        .replacing("<word>", with: "camera")
    }
    for base in quality.wholePlaceholders + quality.containedPlaceholders + quality.markers + filled {
      samples += [
        base, base.uppercased(), " \(base). ", "\(base) x", "Use the camera: \(base)", "$(PRODUCT_NAME) \(base)",
        "\(base)S", "x\(base)", "\u{212A}\(base)", base.replacing("e", with: "e\u{301}"), "(\(base))",
        "\(base) needs camera permission", "My App needs \(base) permission",
      ]
    }
    samples += [
      "\u{212A}", "\u{037E}", "Ｔｏｄｏ", "TODO: write this", "todo list", "para todo el mundo", "XXXL shirts",
      "Camera needs NSCameraUsageDescription", "App requires location access permission", "needs permission",
      "App Store needs camera microphone permission", String(repeating: "word ", count: 40),
    ]
    for text in samples {
      #expect(matcher.match(text) == reference.match(text), "\(text.debugDescription)")
    }
  }
}

@Suite("Topic lookups answer as the versions they replaced")
struct PurposeTopicsEquivalenceTests {
  @Test(
    "a locale's language code, cut without splitting",
    arguments: ["", "en", "pt-BR", "pt_br", "-x", "--", "zh-Hans-CN", "English", "no-NO", " de ", "-english-us", "x-"])
  func languageCode(_ locale: String) {
    let reference = String(LocaleName.normalize(locale).split(separator: "-").first ?? "")
    #expect(PurposeTopics.languageCode(locale) == reference)
  }

  @Test("a text reads as a language with two different function words, found without a set")
  func readsAs() {
    let topics = PermissionCatalog.builtIn.purposeTopics
    var generator = ScanInputGenerator(seed: 0x7091_C5)
    for (language, markers) in topics.functionWords {
      let pool = Array(markers.prefix(4)) + ["camera", "photo", "x"]
      for _ in 0..<200 {
        let words = (0..<generator.below(6)).map { _ in pool[generator.below(pool.count)] }
        #expect(
          topics.readsAs(language: language, words: words) == (Set(words.filter(markers.contains)).count >= 2),
          "\(language): \(words)")
      }
    }
    #expect(!topics.readsAs(language: "xx", words: ["the", "and"]))
  }
}
