#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Language-neutral measurements of a purpose string's text.
enum PurposeStringText {
  /// The build variables a text uses: `$(NAME)`, `${NAME}` and `$(NAME:modifier)`.
  static func variables(in text: String) -> [String] {
    ByteSearch.contains(text, byte: UInt8(ascii: "$")) ? scanVariables(text).names : []
  }

  /// The text with every build variable replaced by `replacement`.
  static func replacingVariables(in text: String, with replacement: String) -> String {
    withoutVariables(text, replacement: replacement)
  }

  /// Whether the text has no letter or digit of its own once build variables are removed,
  /// and uses at least one variable: `$(PRODUCT_NAME)`, `${PRODUCT_NAME}.`.
  static func isOnlyVariables(_ text: String) -> Bool {
    guard ByteSearch.contains(text, byte: UInt8(ascii: "$")) else { return false }
    let scan = scanVariables(text)
    return !scan.names.isEmpty && !scan.text.unicodeScalars.contains { $0.properties.isAlphabetic || isDigit($0) }
  }

  /// Lower-cased, with runs of whitespace as one space and no whitespace at either end:
  /// the form in which two purpose strings count as the same text.
  static func normalized(_ text: String) -> String {
    var ascii: [UInt8] = []
    ascii.reserveCapacity(text.utf8.count)
    var pendingSpace = false
    for byte in text.utf8 {
      // Non-ASCII text needs Unicode's case mapping and whitespace.
      guard byte < 0x80 else { return normalizedUnicode(text) }
      if byte == 0x20 || (0x09...0x0D).contains(byte) {
        pendingSpace = !ascii.isEmpty
      } else {
        if pendingSpace { ascii.append(0x20) }
        pendingSpace = false
        ascii.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
      }
    }
    return String(decoding: ascii, as: UTF8.self)
  }

  private static func normalizedUnicode(_ text: String) -> String {
    // Gathered as UTF-8 bytes: appending to a string's scalar view cost more than the loop.
    var result: [UInt8] = []
    result.reserveCapacity(text.utf8.count)
    func append(_ scalar: Unicode.Scalar) { UTF8.encode(scalar) { result.append($0) } }
    var pendingSpace = false
    for scalar in text.unicodeScalars {
      if isNormalizedWhitespace(scalar) {
        pendingSpace = !result.isEmpty
        continue
      }
      if pendingSpace { result.append(0x20) }
      pendingSpace = false
      if scalar.value < 0x80 {
        let byte = UInt8(truncatingIfNeeded: scalar.value)
        result.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
      } else if ScalarClass.changesWhenLowercased(scalar) {
        for lowered in scalar.properties.lowercaseMapping.unicodeScalars { append(lowered) }
      } else {
        append(scalar)
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// Whether `normalized` takes `scalar` for whitespace: Unicode's White_Space.
  static func isNormalizedWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case ..<0x80: return scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value)
    // Latin with its marks, and Vietnamese: only NEL and the no-break space are White_Space.
    case ..<0x370: return scalar.value == 0x85 || scalar.value == 0xA0
    case 0x1E00..<0x1F00: return false
    default: return scalar.properties.isWhitespace
    }
  }

  /// The words of a text, lower-cased: runs of letters and digits (with `'` and `-` inside
  /// them, and the combining marks of their letters), build variables removed. Used to match
  /// placeholder phrases as whole words.
  static func words(_ text: String) -> [String] {
    if let words = asciiWords(text) { return words }
    var words: [String] = []
    // The word's bytes as written; lower-cased when it ends: ASCII capitals in place, a word
    // with another letter that changes by Unicode's `lowercased()`, as before.
    var current: [UInt8] = []
    var asciiCapitals = false
    var otherCapitals = false
    func endWord() {
      guard !current.isEmpty else { return }
      if otherCapitals {
        words.append(String(decoding: current, as: UTF8.self).lowercased())
      } else {
        if asciiCapitals {
          for index in current.indices where current[index] &- 0x41 < 26 { current[index] |= 0x20 }
        }
        words.append(String(decoding: current, as: UTF8.self))
      }
      current.removeAll(keepingCapacity: true)
      asciiCapitals = false
      otherCapitals = false
    }
    func append(_ scalar: Unicode.Scalar) {
      if scalar.value < 0x80 {
        let byte = UInt8(truncatingIfNeeded: scalar.value)
        if byte &- 0x41 < 26 { asciiCapitals = true }
        current.append(byte)
      } else {
        if ScalarClass.changesWhenLowercased(scalar) { otherCapitals = true }
        UTF8.encode(scalar) { current.append($0) }
      }
    }
    for scalar in withoutVariables(text, replacement: " ").unicodeScalars {
      switch ScalarClass.of(scalar) {
      case .letterOrDigit:
        append(scalar)
      case .mark where !current.isEmpty:
        append(scalar)
      case .joiner where !current.isEmpty && (scalar == "'" || scalar == "-"):
        append(scalar)
      default:
        endWord()
      }
    }
    endWord()
    return words
  }

  /// `words` of an ASCII text without `$`, read from its bytes: a word is a run of letters
  /// and digits with `'` and `-` inside it, lower-cased as it is copied. `nil` for any other
  /// text. (Every purpose string of every app is split into words; this path skips decoding
  /// scalars and gathering each word twice.)
  private static func asciiWords(_ text: String) -> [String]? {
    var text = text
    return text.withUTF8 { bytes -> [String]? in
      var words: [String] = []
      words.reserveCapacity(bytes.count / 6 + 1)
      var start = -1
      for index in 0...bytes.count {
        let byte = index < bytes.count ? bytes[index] : 0x20
        if byte >= 0x80 || byte == UInt8(ascii: "$") { return nil }
        let isLetterOrDigit = (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
        if isLetterOrDigit {
          if start < 0 { start = index }
        } else if start >= 0, byte != UInt8(ascii: "'"), byte != UInt8(ascii: "-") {
          words.append(lowercased(bytes, start..<index))
          start = -1
        }
      }
      return words
    }
  }

  /// The ASCII bytes of `range` as a string, capitals lower-cased.
  private static func lowercased(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
    String(unsafeUninitializedCapacity: range.count) { buffer in
      for offset in 0..<range.count {
        let byte = bytes[range.lowerBound + offset]
        buffer[offset] = byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
      }
      return range.count
    }
  }

  /// How many words the text is worth, judged fairly across scripts:
  ///
  /// - In scripts that separate words with spaces (Latin, Cyrillic, Greek, Arabic, Hebrew,
  ///   Hangul, Devanagari, …) each run of letters is a word; a run longer than 12 letters,
  ///   such as a German compound, counts one word per 6 letters.
  /// - Chinese and Japanese do not separate words: two characters count as one word.
  /// - Thai, Lao, Khmer, Myanmar and Tibetan do not either: three characters (a base letter
  ///   with its vowel and tone marks is one character) count as one word.
  /// - A build variable such as `$(PRODUCT_NAME)` counts as one word.
  ///
  /// Works on Unicode scalars: a combining mark belongs to the letter before it, as it does
  /// in the grapheme cluster the user sees.
  static func wordEquivalents(_ text: String) -> Double {
    var count = WordEquivalentCount()
    for scalar in withoutVariables(text, replacement: " x ").unicodeScalars {
      count.add(scalar, kind: ScalarClass.of(scalar))
    }
    return count.finished()
  }

  /// The running count of `wordEquivalents`, scalar by scalar (`measures` keeps one too).
  struct WordEquivalentCount {
    private var total = 0.0
    private var runLength = 0
    private var ideographs = 0
    private var clusters = 0

    /// Counts `scalar`, of class `kind`.
    mutating func add(_ scalar: Unicode.Scalar, kind: ScalarClass) {
      switch Script.of(scalar) {
      case .ideographic:
        endRun()
        ideographs += 1
      case .unspacedBrahmic:
        endRun()
        if kind != .mark && !ScalarClass.isSpacingVowelSign(scalar) { clusters += 1 }
      case .spaced:
        switch kind {
        case .letterOrDigit: runLength += 1
        case .mark: break
        case .joiner where runLength > 0 && (scalar == "'" || scalar == "’" || scalar == "-"): break
        default: endRun()
        }
      }
    }

    /// `add` of an ASCII scalar, classified already: a letter or digit, `'` or `-`, or another.
    mutating func addASCII(isLetterOrDigit: Bool, isJoiner: Bool) {
      if isLetterOrDigit {
        runLength += 1
      } else if !(isJoiner && runLength > 0) {
        endRun()
      }
    }

    private mutating func endRun() {
      if runLength > 0 { total += runLength > 12 ? Double(runLength) / 6 : 1 }
      runLength = 0
    }

    /// The count, the last run ended.
    mutating func finished() -> Double {
      endRun()
      return total + Double(ideographs) / 2 + Double(clusters) / 3
    }
  }

  /// Whether a scalar is part of a word: a letter, a digit or a combining mark.
  static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    ScalarClass.of(scalar) == .letterOrDigit || ScalarClass.of(scalar) == .mark
  }

  /// The text without its build variables, without copying a text that has none.
  private static func withoutVariables(_ text: String, replacement: String) -> String {
    ByteSearch.contains(text, byte: UInt8(ascii: "$")) ? scanVariables(text, replacement: replacement).text : text
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

  /// What a scalar is to a word, with ASCII answered from a table rather than from Unicode
  /// property lookups.
  enum ScalarClass {
    case letterOrDigit
    case mark
    case joiner
    case other

    private static let ascii: [ScalarClass] = (0..<128).map { value in
      switch UInt8(value) {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        return .letterOrDigit
      case UInt8(ascii: "'"), UInt8(ascii: "-"):
        return .joiner
      default:
        return .other
      }
    }

    static func of(_ scalar: Unicode.Scalar) -> ScalarClass {
      if scalar.value < 128 { return ascii[Int(scalar.value)] }
      // Latin letters with their combining marks, and Vietnamese: from tables, since a
      // Unicode property lookup costs more than the rest of measuring a word.
      if scalar.value < 0x370 { return latin[Int(scalar.value) - 128] }
      if scalar.value & ~0xFF == 0x1E00 { return latinExtendedAdditional[Int(scalar.value) - 0x1E00] }
      return lookedUp(scalar)
    }

    private static let latin: [ScalarClass] = (128..<0x370).map { lookedUp(Unicode.Scalar($0)!) }
    private static let latinExtendedAdditional: [ScalarClass] = (0x1E00..<0x1F00).map {
      lookedUp(Unicode.Scalar($0)!)
    }

    /// Unicode's Changes_When_Lowercased, from tables for the same scripts as `of`.
    static func changesWhenLowercased(_ scalar: Unicode.Scalar) -> Bool {
      if scalar.value < 128 { return scalar.value &- 0x41 < 26 }
      if scalar.value < 0x370 { return latinLowercases[Int(scalar.value) - 128] }
      if scalar.value & ~0xFF == 0x1E00 { return latinExtendedAdditionalLowercases[Int(scalar.value) - 0x1E00] }
      return scalar.properties.changesWhenLowercased
    }

    private static let latinLowercases: [Bool] = (128..<0x370).map {
      Unicode.Scalar($0)!.properties.changesWhenLowercased
    }
    private static let latinExtendedAdditionalLowercases: [Bool] = (0x1E00..<0x1F00).map {
      Unicode.Scalar($0)!.properties.changesWhenLowercased
    }

    private static func lookedUp(_ scalar: Unicode.Scalar) -> ScalarClass {
      if scalar == "’" { return .joiner }
      let properties = scalar.properties
      switch properties.generalCategory {
      case .nonspacingMark, .spacingMark, .enclosingMark:
        return .mark
      default:
        return properties.isAlphabetic || properties.numericType != nil ? .letterOrDigit : .other
      }
    }

    static func isSpacingVowelSign(_ scalar: Unicode.Scalar) -> Bool {
      scalar.value == 0x0E33 || scalar.value == 0x0EB3
    }
  }

  /// How a script separates words.
  enum Script {
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
