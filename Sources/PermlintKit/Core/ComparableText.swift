/// The form in which two purpose-string texts are compared for a copy.
@_spi(Testing) public enum ComparableText {
  /// `text` with each run of whitespace one space, trimmed: an Info.plist value written over
  /// several indented lines and its one-line copy in a strings file are the same words to
  /// whoever reads them (home-assistant's copies were missed so).
  public static func of(_ text: String) -> String {
    // Most texts are one line with single spaces: they are their own form, not copied. The
    // bytes that may begin another space (U+0085, U+00A0, U+1680, U+2000-U+205F, U+3000)
    // take the slow way.
    var previousSpace = true
    for byte in text.utf8 {
      let isSpace = byte == 0x20
      if (isSpace && previousSpace) || (byte >= 0x09 && byte <= 0x0D) || byte == 0xC2 || (byte >= 0xE1 && byte <= 0xE3)
      {
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      }
      previousSpace = isSpace
    }
    return previousSpace ? text.split(whereSeparator: \.isWhitespace).joined(separator: " ") : text
  }
}
