/// Text escaped for XML or HTML: the markup characters as entities, and the characters the
/// format cannot carry replaced with U+FFFD or dropped. One escaper for the XML reports, the
/// HTML report and the manifests written back from compiled builds, each with its style.
enum MarkupEscaping {
  /// What one format needs.
  struct Style {
    /// How `'` is written; `nil` leaves it as it is (inside double-quoted attributes).
    var apostrophe: String?
    /// Whether line breaks and tabs stay as they are (HTML's preformatted excerpts) rather
    /// than as character references (XML attributes).
    var keepsLineBreaks: Bool
    /// Whether C1 control characters (U+007F-U+009F) count as forbidden too (HTML).
    var forbidsC1: Bool
    /// What a forbidden character becomes: U+FFFD, or nothing.
    var forbidden: String

    /// The XML reports (JUnit, Checkstyle): everything escaped, forbidden characters shown.
    static let xmlReport = Style(apostrophe: "&apos;", keepsLineBreaks: false, forbidsC1: false, forbidden: "\u{FFFD}")
    /// The HTML report: line breaks and tabs kept for code excerpts.
    static let html = Style(apostrophe: "&#39;", keepsLineBreaks: true, forbidsC1: true, forbidden: "\u{FFFD}")
    /// A manifest written back as XML for the parser: forbidden characters dropped, and
    /// nothing lengthened that need not be, so columns stay as close to the build's as can be.
    static let xmlDocument = Style(apostrophe: nil, keepsLineBreaks: false, forbidsC1: false, forbidden: "")
  }

  /// `text` safe in element content and in a quoted attribute value of the format.
  static func escape(_ text: String, _ style: Style) -> String {
    var output = ""
    output.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "'":
        if let apostrophe = style.apostrophe { output += apostrophe } else { output.unicodeScalars.append(scalar) }
      case "\n", "\t":
        if style.keepsLineBreaks { output.unicodeScalars.append(scalar) } else { output += "&#\(scalar.value);" }
      // A lone carriage return is no line break in preformatted HTML.
      case "\r": output += style.keepsLineBreaks ? style.forbidden : "&#13;"
      default:
        let value = scalar.value
        if value < 0x20 || value == 0xFFFE || value == 0xFFFF || (style.forbidsC1 && (0x7F...0x9F).contains(value)) {
          output += style.forbidden
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    return output
  }
}
