#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A finding's message as plain-text consumers show it: GitHub takes an alert's title from
/// the first sentence of the SARIF message, and GitLab's widget shows the description as is.
///
/// The title should be short, start with a capital and hold no Markdown, so the first
/// sentence ends at the first top-level `.` or `;`, asides in parentheses and URLs move after
/// it, and code spans lose their backticks (they become single quotes, as names already are).
@_spi(Testing) public enum PlainMessage {
  /// The message rewritten for plain-text fields.
  public static func text(_ message: String) -> String {
    let characters = Array(message.replacingAll("`", with: "'"))
    var depth = 0
    var end = characters.count
    var endsWithSemicolon = false
    for (index, character) in characters.enumerated() {
      if character == "(" { depth += 1 }
      if character == ")" { depth = max(0, depth - 1) }
      guard depth == 0, character == "." || character == ";" else { continue }
      guard index + 1 == characters.count || characters[index + 1] == " " else { continue }
      end = index
      endsWithSemicolon = character == ";"
      break
    }
    let (title, asides) = splitAsides(Array(characters[..<end]))
    var rest = end < characters.count ? String(characters[(end + 1)...]).trimmingLeadingSpaces() : ""
    if endsWithSemicolon { rest = capitalized(rest) }
    var parts = [capitalized(title) + "."]
    parts += asides
    if !rest.isEmpty { parts.append(rest) }
    return parts.joined(separator: " ")
  }

  /// The sentence without its top-level parenthesized asides and URLs, and those asides.
  private static func splitAsides(_ sentence: [Character]) -> (String, [String]) {
    var kept = ""
    var asides: [String] = []
    var depth = 0
    var aside = ""
    for character in sentence {
      if character == "(" {
        depth += 1
        if depth == 1 {
          // "Play (an aside): more" reads "Play: more" without it.
          while kept.last == " " { kept.removeLast() }
          aside = ""
          continue
        }
      }
      if character == ")", depth > 0 {
        depth -= 1
        if depth == 0 {
          asides.append("(\(aside))")
          continue
        }
      }
      if depth > 0 { aside.append(character) } else { kept.append(character) }
    }
    if depth > 0 { kept += "(" + aside }
    let words = kept.split(separator: " ", omittingEmptySubsequences: true)
    let urls = words.filter { $0.hasPrefix("http://") || $0.hasPrefix("https://") }.map(String.init)
    var remaining = words.filter { !($0.hasPrefix("http://") || $0.hasPrefix("https://")) }
    // "…, see <URL>" leaves a dangling "see" once the URL moves.
    if !urls.isEmpty, remaining.last == "see" { remaining.removeLast() }
    return (remaining.joined(separator: " ").trimmingTrailing(of: ",:"), asides + urls)
  }

  /// Upper-cases a leading lower-case letter unless the first word is an identifier, such
  /// as `android.permission.CAMERA` or `camera_usage`, whose case matters.
  private static func capitalized(_ text: String) -> String {
    guard let first = text.first, first.isLowercase else { return text }
    let word = text.prefix { $0 != " " }
    if word.contains(where: { $0 == "." || $0 == "_" || $0 == "/" || $0.isUppercase || $0.isNumber }) {
      return text
    }
    return first.uppercased() + text.dropFirst()
  }
}

extension String {
  fileprivate func trimmingLeadingSpaces() -> String {
    String(drop { $0 == " " })
  }

  fileprivate func trimmingTrailing(of characters: String) -> String {
    var copy = self
    while let last = copy.last, characters.contains(last) || last == " " { copy.removeLast() }
    return copy
  }
}
