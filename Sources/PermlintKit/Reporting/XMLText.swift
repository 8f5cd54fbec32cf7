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
    var output = ""
    output.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "'": output += "&apos;"
      case "\n": output += "&#10;"
      case "\r": output += "&#13;"
      case "\t": output += "&#9;"
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
          output += "\u{FFFD}"
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    return output
  }
}
