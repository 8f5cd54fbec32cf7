/// The form in which two purpose-string texts are compared for a copy.
@_spi(Testing) public enum ComparableText {
  /// `text` with each run of whitespace one space, trimmed: an Info.plist value written over
  /// several indented lines and its one-line copy in a strings file are the same words to
  /// whoever reads them (home-assistant's copies were missed so).
  public static func of(_ text: String) -> String {
    // Most texts are one line with single spaces: they are their own form, not copied (the
    // rules ask this of every value of every locale of every app).
    let plain =
      text.utf8.withContiguousStorageIfAvailable(isOwnForm) ?? Array(text.utf8).withUnsafeBufferPointer(isOwnForm)
    return plain ? text : collapsed(text)
  }

  /// Whether UTF-8 `bytes` hold no whitespace but single spaces between other characters.
  private static func isOwnForm(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var previousSpace = true
    for index in bytes.indices {
      let byte = bytes[index]
      if byte == 0x20 {
        if previousSpace { return false }
        previousSpace = true
      } else {
        if (byte >= 0x09 && byte <= 0x0D) || isWideSpace(bytes, at: index) { return false }
        previousSpace = false
      }
    }
    return !previousSpace || bytes.isEmpty
  }

  /// Whether a White_Space character other than ASCII's begins at `index`: U+0085, U+00A0,
  /// U+1680, U+2000-U+200A, U+2028, U+2029, U+202F, U+205F, U+3000.
  private static func isWideSpace(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    func at(_ offset: Int) -> UInt8 { index + offset < bytes.count ? bytes[index + offset] : 0 }
    switch bytes[index] {
    case 0xC2: return at(1) == 0x85 || at(1) == 0xA0
    case 0xE1: return at(1) == 0x9A && at(2) == 0x80
    case 0xE2:
      if at(1) == 0x80 { return (at(2) >= 0x80 && at(2) <= 0x8A) || at(2) == 0xA8 || at(2) == 0xA9 || at(2) == 0xAF }
      return at(1) == 0x81 && at(2) == 0x9F
    case 0xE3: return at(1) == 0x80 && at(2) == 0x80
    default: return false
    }
  }

  /// The whitespace runs of `text` as one space each, trimmed, by Unicode's White_Space.
  private static func collapsed(_ text: String) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    var pendingSpace = false
    for scalar in text.unicodeScalars {
      if scalar.properties.isWhitespace {
        pendingSpace = !result.isEmpty
        continue
      }
      if pendingSpace { result.unicodeScalars.append(" ") }
      pendingSpace = false
      result.unicodeScalars.append(scalar)
    }
    return result
  }
}
