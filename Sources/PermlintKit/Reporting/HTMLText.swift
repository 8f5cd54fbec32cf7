#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Escaping for the HTML report: messages, paths and file contents hold `<`, `&` and quotes.
enum HTMLText {
  /// `text` safe in element content and in a double- or single-quoted attribute value. Line
  /// breaks and tabs stay (code excerpts are preformatted); other control characters, which
  /// HTML does not allow, become U+FFFD.
  static func escape(_ text: String) -> String {
    MarkupEscaping.escape(text, .html)
  }

  /// A message as HTML: escaped, with its Markdown code spans (`` `NSCameraUsageDescription` ``)
  /// as `<code>`. A backtick without its pair stays as written.
  static func message(_ text: String) -> String {
    let parts = text.split(separator: "`", omittingEmptySubsequences: false)
    var output = ""
    for (index, part) in parts.enumerated() {
      let isCode = index % 2 == 1 && index < parts.count - 1
      let isUnpairedTail = index % 2 == 1 && index == parts.count - 1
      if isCode {
        output += "<code>" + escape(String(part)) + "</code>"
      } else {
        output += (isUnpairedTail ? "`" : "") + escape(String(part))
      }
    }
    return output
  }
}
