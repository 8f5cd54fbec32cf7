#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Escaping for the XML reports (JUnit, Checkstyle).
enum XMLText {
  /// `text` safe inside an attribute value or element content. Control characters that
  /// XML 1.0 cannot carry at all become U+FFFD rather than making the file unreadable.
  static func escape(_ text: String) -> String {
    MarkupEscaping.escape(text, .xmlReport)
  }
}
