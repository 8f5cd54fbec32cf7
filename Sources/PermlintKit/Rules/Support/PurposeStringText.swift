/// Language-neutral measurements of a purpose string's text.
enum PurposeStringText {
  /// The build variables a text uses: `$(NAME)`, `${NAME}` and `$(NAME:modifier)`.
  static func variables(in text: String) -> [String] {
    scanVariables(text).names
  }

  /// The text with every build variable replaced by `replacement`.
  static func replacingVariables(in text: String, with replacement: String) -> String {
    scanVariables(text, replacement: replacement).text
  }

  /// Whether the text has no letter or digit of its own once build variables are removed,
  /// and uses at least one variable: `$(PRODUCT_NAME)`, `${PRODUCT_NAME}.`.
  static func isOnlyVariables(_ text: String) -> Bool {
    let scan = scanVariables(text)
    return !scan.names.isEmpty && !scan.text.unicodeScalars.contains { $0.properties.isAlphabetic || isDigit($0) }
  }

  /// Lower-cased, with runs of whitespace as one space and no whitespace at either end:
  /// the form in which two purpose strings count as the same text.
  static func normalized(_ text: String) -> String {
    text.lowercased().split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
  }

  /// The words of a text, lower-cased: runs of letters and digits (with `'` and `-` inside
  /// them), build variables removed. Used to match placeholder phrases as whole words.
  static func words(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    for character in replacingVariables(in: text, with: " ").lowercased() {
      if character.isLetter || character.isNumber || (!current.isEmpty && (character == "'" || character == "-")) {
        current.append(character)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// How many words the text is worth, judged fairly across scripts:
  ///
  /// - In scripts that separate words with spaces (Latin, Cyrillic, Greek, Arabic, Hebrew,
  ///   Hangul, Devanagari, …) each run of letters is a word; a run longer than 12 letters,
  ///   such as a German compound, counts one word per 6 letters.
  /// - Chinese and Japanese do not separate words: two characters count as one word.
  /// - Thai, Lao, Khmer, Myanmar and Tibetan do not either: three characters (grapheme
  ///   clusters, so a consonant with its vowel and tone marks is one) count as one word.
  /// - A build variable such as `$(PRODUCT_NAME)` counts as one word.
  static func wordEquivalents(_ text: String) -> Double {
    var total = 0.0
    var runLength = 0
    var ideographs = 0
    var clusters = 0
    func endRun() {
      if runLength > 0 { total += runLength > 12 ? Double(runLength) / 6 : 1 }
      runLength = 0
    }
    for character in replacingVariables(in: text, with: " x ") {
      guard let scalar = character.unicodeScalars.first else { continue }
      switch Script.of(scalar) {
      case .ideographic:
        endRun()
        ideographs += 1
      case .unspacedBrahmic:
        endRun()
        clusters += 1
      case .spaced:
        if character.isLetter || character.isNumber {
          runLength += 1
        } else if runLength > 0, character == "'" || character == "’" || character == "-" {
          continue
        } else {
          endRun()
        }
      }
    }
    endRun()
    return total + Double(ideographs) / 2 + Double(clusters) / 3
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.numericType != nil
  }

  /// Scans `$(…)` and `${…}` variables; returns their names and the text with each replaced.
  private static func scanVariables(_ text: String, replacement: String = "") -> (names: [String], text: String) {
    var names: [String] = []
    var output = ""
    let characters = Array(text)
    var index = 0
    while index < characters.count {
      if characters[index] == "$", index + 1 < characters.count,
        characters[index + 1] == "(" || characters[index + 1] == "{"
      {
        let closer: Character = characters[index + 1] == "(" ? ")" : "}"
        var end = index + 2
        while end < characters.count, characters[end] != closer, end - index < 200 { end += 1 }
        let body = String(characters[(index + 2)..<min(end, characters.count)])
        let name = String(body.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        if end < characters.count, characters[end] == closer, !name.isEmpty,
          body.count == name.count || body.dropFirst(name.count).first == ":"
        {
          names.append(name)
          output += replacement
          index = end + 1
          continue
        }
      }
      output.append(characters[index])
      index += 1
    }
    return (names, output)
  }

  /// How a script separates words.
  private enum Script {
    case spaced
    case ideographic
    case unspacedBrahmic

    static func of(_ scalar: Unicode.Scalar) -> Script {
      switch scalar.value {
      case 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF66...0xFF9D,
        0x20000...0x3FFFF:
        return .ideographic
      case 0x0E00...0x0EFF, 0x0F00...0x0FFF, 0x1000...0x109F, 0x1780...0x17FF, 0x19E0...0x19FF:
        return .unspacedBrahmic
      default:
        return .spaced
      }
    }
  }
}
