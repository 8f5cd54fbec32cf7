import Foundation
import PermlintTestSupport
import Testing

@_spi(Testing) @testable import PermlintKit

// `PlainMessage.text` was rewritten over UTF-8 bytes (splitting thousands of messages into
// Characters was a seventh of writing a SARIF log). It must give exactly what the Character
// version gave: that version is kept here as the reference and compared on every message of
// the rule golden files and on tricky inputs.

/// The Character version `PlainMessage.text` replaced.
private enum CharacterPlainMessage {
  static func text(_ message: String) -> String {
    let characters = Array(message.replacingOccurrences(of: "`", with: "'"))
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
    var rest = end < characters.count ? String(String(characters[(end + 1)...]).drop { $0 == " " }) : ""
    if endsWithSemicolon { rest = capitalized(rest) }
    var parts = [capitalized(title) + "."]
    parts += asides
    if !rest.isEmpty { parts.append(rest) }
    return parts.joined(separator: " ")
  }

  static func splitAsides(_ sentence: [Character]) -> (String, [String]) {
    var kept = ""
    var asides: [String] = []
    var depth = 0
    var aside = ""
    for character in sentence {
      if character == "(" {
        depth += 1
        if depth == 1 {
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
    if !urls.isEmpty, remaining.last == "see" { remaining.removeLast() }
    var joined = remaining.joined(separator: " ")
    while let last = joined.last, ",:".contains(last) || last == " " { joined.removeLast() }
    return (joined, asides + urls)
  }

  static func capitalized(_ text: String) -> String {
    guard let first = text.first, first.isLowercase else { return text }
    let word = text.prefix { $0 != " " }
    if word.contains(where: { $0 == "." || $0 == "_" || $0 == "/" || $0.isUppercase || $0.isNumber }) {
      return text
    }
    return first.uppercased() + text.dropFirst()
  }
}

@Suite("Plain messages, bytes against Characters")
struct PlainMessageEquivalenceTests {
  @Test("every message of the rule golden files reads the same")
  func goldenMessages() throws {
    let folder = PackagePaths.path("Tests/PermlintKitTests/Golden/Rules")
    var messages: [String] = []
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".txt") {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      messages += text.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("    ") }
        .map { String($0.dropFirst(2)) }
    }
    #expect(messages.count > 100)
    for message in messages {
      #expect(PlainMessage.text(message) == CharacterPlainMessage.text(message), "\(message)")
    }
  }

  @Test("asides, URLs, semicolons, backticks and text in other scripts read the same")
  func trickyMessages() {
    let messages = [
      "", ".", ";", "(", ")", "((a)", "a (b (c) d) e. f", "a; b (c). d", "`x` is (see `y`) bad; fix it",
      "purpose string is vague, see https://example.com/why", "a, see http://x.y (z)", "trailing:,  ",
      "Quyền truy cập (vị trí) bị từ chối; hãy mở Cài đặt.", "カメラ (撮影) が必要です. 設定を開く",
      "é (ü) ß; 😀 (🚀).", "android.permission.CAMERA is missing. add it", "camera_usage is off; turn it on",
      "x.y(z)w. next", "word  with   spaces (and aside)  : tail", "(only an aside)", "a (unclosed aside",
      // The one-pass path: asides that close, no URL, ASCII first words; and where it must not go.
      "  a  ,  b ,:  . rest  of it", "fix it; then run", "fix it; émoji next", "see x://y. z", "app2go is off. z",
      "ünïcode first. z", "a\u{301} word. z", "it is; 2 more", "it is;  x_y more", "plain", "ends with a comma,",
      "a ) stray. b", "trailing space. ", "two.  spaces", "`quoted` name. rest; more. end",
      "a \u{301}B. c", "fix; a \u{301}B", "a \u{200D}1 x", "a (b) c (d (e)) f. g", "  (x)  y  ,:(z). r",
      "a (http://x) b. c", "a (b. c) d. e", "x () y. z",
      "BLUETOOTH has no effect on API 31 (targetSdk is unknown: see below). Add maxSdkVersion (https://x.y/z).",
    ]
    for message in messages {
      #expect(PlainMessage.text(message) == CharacterPlainMessage.text(message), "\(message)")
    }
  }
}
