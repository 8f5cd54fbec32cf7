extension PurposeStringText {
  /// What every purpose-string rule measures of a text.
  struct Measures: Equatable {
    /// `PurposeStringText.words(_:)`.
    var words: [String]
    /// `PurposeStringText.normalized(_:)`.
    var normalized: String
    /// `PurposeStringText.wordEquivalents(_:)`.
    var wordEquivalents: Double
  }

  /// `words`, `normalized` and `wordEquivalents` of `text`. A text without build variables is
  /// read once from its UTF-8 bytes, each scalar classified once for all three: the three
  /// readings of each text were most of measuring the purpose strings of a monorepo's apps, a
  /// tenth of a run with no finding (issue 23). A text with variables is measured by each
  /// function.
  static func measures(_ text: String) -> Measures {
    if ByteSearch.contains(text, byte: UInt8(ascii: "$")) {
      return Measures(words: words(text), normalized: normalized(text), wordEquivalents: wordEquivalents(text))
    }
    var text = text
    return text.withUTF8 { bytes in
      // A scalar's lower-case mapping is at most three scalars of four bytes each, and a
      // scalar is at least one byte: room for any text.
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count * 12 + 1) { normalized in
        measures(bytes, normalizedInto: normalized)
      }
    }
  }

  /// `measures` of valid UTF-8 without `$`, `normalized` written to `output` first.
  private static func measures(
    _ bytes: UnsafeBufferPointer<UInt8>, normalizedInto output: UnsafeMutableBufferPointer<UInt8>
  ) -> Measures {
    var words: [String] = []
    words.reserveCapacity(bytes.count / 6 + 1)
    // `words`: where the current word began (a word is a run of scalars, so its bytes are the
    // text's), and whether it has capitals.
    var wordStart = -1
    var asciiCapitals = false
    var otherCapitals = false
    // `normalized`.
    var written = 0
    var pendingSpace = false
    // `wordEquivalents`.
    var count = WordEquivalentCount()

    func endWord(at end: Int) {
      guard wordStart >= 0 else { return }
      let word = UnsafeBufferPointer(rebasing: bytes[wordStart..<end])
      if otherCapitals {
        words.append(String(decoding: word, as: UTF8.self).lowercased())
      } else if asciiCapitals {
        words.append(
          String(unsafeUninitializedCapacity: word.count) { buffer in
            for offset in 0..<word.count {
              let byte = word[offset]
              buffer[offset] = byte &- 0x41 < 26 ? byte | 0x20 : byte
            }
            return word.count
          })
      } else {
        words.append(String(decoding: word, as: UTF8.self))
      }
      wordStart = -1
      asciiCapitals = false
      otherCapitals = false
    }
    func write(_ byte: UInt8) {
      output[written] = byte
      written += 1
    }

    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x80 {
        let isLetterOrDigit = (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
        let isJoiner = byte == UInt8(ascii: "'") || byte == UInt8(ascii: "-")
        if isLetterOrDigit || (isJoiner && wordStart >= 0) {
          if wordStart < 0 { wordStart = index }
          if byte &- 0x41 < 26 { asciiCapitals = true }
        } else {
          endWord(at: index)
        }
        if byte == 0x20 || byte &- 0x09 < 5 {
          pendingSpace = written > 0
        } else {
          if pendingSpace { write(0x20) }
          pendingSpace = false
          write(byte &- 0x41 < 26 ? byte | 0x20 : byte)
        }
        count.addASCII(isLetterOrDigit: isLetterOrDigit, isJoiner: isJoiner)
        index += 1
        continue
      }
      // A scalar of two to four bytes: the text is valid UTF-8.
      let length = byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
      var value = UInt32(byte) & (0x7F >> UInt32(length))
      for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
      let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
      let kind = ScalarClass.of(scalar)
      // words: `'` and `-`, the joiners a word takes, are ASCII.
      if kind == .letterOrDigit || (kind == .mark && wordStart >= 0) {
        if wordStart < 0 { wordStart = index }
        if ScalarClass.changesWhenLowercased(scalar) { otherCapitals = true }
      } else {
        endWord(at: index)
      }
      // normalized
      if isNormalizedWhitespace(scalar) {
        pendingSpace = written > 0
      } else {
        if pendingSpace { write(0x20) }
        pendingSpace = false
        if ScalarClass.changesWhenLowercased(scalar) {
          for lowered in scalar.properties.lowercaseMapping.unicodeScalars { UTF8.encode(lowered) { write($0) } }
        } else {
          for offset in 0..<length { write(bytes[index + offset]) }
        }
      }
      count.add(scalar, kind: kind)
      index += length
    }
    endWord(at: bytes.count)
    return Measures(
      words: words, normalized: String(decoding: UnsafeBufferPointer(rebasing: output[..<written]), as: UTF8.self),
      wordEquivalents: count.finished())
  }
}
