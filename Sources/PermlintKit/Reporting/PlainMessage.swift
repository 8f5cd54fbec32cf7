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
  ///
  /// Read as UTF-8 bytes: every byte it looks for (`(`, `)`, `.`, `;`, space, backtick) is
  /// ASCII, which no byte of a multi-byte character can be, and splitting a SARIF log's
  /// thousands of messages into `Character`s was a seventh of writing it.
  public static func text(_ message: String) -> String {
    var bytes = Array(message.utf8)
    for index in bytes.indices where bytes[index] == UInt8(ascii: "`") { bytes[index] = UInt8(ascii: "'") }
    var depth = 0
    var end = bytes.count
    var endsWithSemicolon = false
    for (index, byte) in bytes.enumerated() {
      if byte == UInt8(ascii: "(") { depth += 1 }
      if byte == UInt8(ascii: ")") { depth = max(0, depth - 1) }
      guard depth == 0, byte == UInt8(ascii: ".") || byte == UInt8(ascii: ";") else { continue }
      guard index + 1 == bytes.count || bytes[index + 1] == UInt8(ascii: " ") else { continue }
      end = index
      endsWithSemicolon = byte == UInt8(ascii: ";")
      break
    }
    var start = min(end + 1, bytes.count)
    while start < bytes.count, bytes[start] == UInt8(ascii: " ") { start += 1 }
    if let plain = plainText(bytes, titleEnd: end, restStart: start, capitalizingRest: endsWithSemicolon) {
      return plain
    }
    let (title, asides) = splitAsides(bytes[..<end])
    var rest = end < bytes.count ? String(decoding: bytes[start...], as: UTF8.self) : ""
    if endsWithSemicolon { rest = capitalized(rest) }
    var parts = [capitalized(title) + "."]
    parts += asides
    if !rest.isEmpty { parts.append(rest) }
    return parts.joined(separator: " ")
  }

  /// `text` for the common message, in one pass and one string: a first sentence whose
  /// asides all close, with no URL, and ASCII first words where they are capitalized. `nil`
  /// for any other message, which the general path reads. (Splitting the sentence into
  /// words and strings cost a SARIF log of 10,000 results 40 ms.)
  private static func plainText(
    _ bytes: [UInt8], titleEnd end: Int, restStart start: Int, capitalizingRest: Bool
  ) -> String? {
    let title = bytes[..<end]
    guard !mayHoldURL(title) else { return nil }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + 2)
    // The asides of the title, each ` (…)`, written after it.
    var asides: [UInt8] = []
    var depth = 0
    for byte in title {
      if byte == UInt8(ascii: "(") {
        depth += 1
        if depth == 1 {
          // "Play (an aside): more" reads "Play: more" without it.
          while output.last == UInt8(ascii: " ") { output.removeLast() }
          asides += " (".utf8
          continue
        }
      }
      if byte == UInt8(ascii: ")"), depth > 0 {
        depth -= 1
        if depth == 0 {
          asides.append(byte)
          continue
        }
      }
      if depth > 0 {
        asides.append(byte)
      } else if byte != UInt8(ascii: " ") {
        output.append(byte)
      } else if let last = output.last, last != UInt8(ascii: " ") {
        // The words of the title, one space between them, as `splitAsides` joins them.
        output.append(byte)
      }
    }
    guard depth == 0 else { return nil }
    while let last = output.last,
      last == UInt8(ascii: ",") || last == UInt8(ascii: ":") || last == UInt8(ascii: " ")
    {
      output.removeLast()
    }
    guard capitalizeASCII(&output, from: 0) else { return nil }
    output.append(UInt8(ascii: "."))
    output += asides
    if start < bytes.count {
      output.append(UInt8(ascii: " "))
      let restStart = output.count
      output += bytes[start...]
      if capitalizingRest { guard capitalizeASCII(&output, from: restStart) else { return nil } }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Whether `http://` or `https://` may begin a word of `sentence`.
  private static func mayHoldURL(_ sentence: ArraySlice<UInt8>) -> Bool {
    var index = sentence.startIndex
    while let found = sentence[index...].firstIndex(of: UInt8(ascii: ":")) {
      if sentence[found...].starts(with: "://".utf8) { return true }
      index = found + 1
    }
    return false
  }

  /// `capitalized` on the text from `start`, in place, when its first word is ASCII; `false`
  /// when it is not, for the general path to judge.
  private static func capitalizeASCII(_ bytes: inout [UInt8], from start: Int) -> Bool {
    guard start < bytes.count else { return true }
    var end = start
    while end < bytes.count, bytes[end] != UInt8(ascii: " ") {
      if bytes[end] >= 0x80 { return false }
      end += 1
    }
    // A space a combining mark or joiner follows is no end of the word to `capitalized`,
    // which reads characters.
    if end + 1 < bytes.count, bytes[end + 1] >= 0x80 { return false }
    let first = bytes[start]
    guard first &- UInt8(ascii: "a") < 26 else { return true }
    let kept = bytes[start..<end].contains { byte in
      byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "/")
        || byte &- UInt8(ascii: "A") < 26 || byte &- UInt8(ascii: "0") < 10
    }
    if !kept { bytes[start] = first - 0x20 }
    return true
  }

  /// The sentence without its top-level parenthesized asides and URLs, and those asides.
  private static func splitAsides(_ sentence: ArraySlice<UInt8>) -> (String, [String]) {
    var kept: [UInt8] = []
    var asides: [String] = []
    var depth = 0
    var aside: [UInt8] = []
    for byte in sentence {
      if byte == UInt8(ascii: "(") {
        depth += 1
        if depth == 1 {
          // "Play (an aside): more" reads "Play: more" without it.
          while kept.last == UInt8(ascii: " ") { kept.removeLast() }
          aside = []
          continue
        }
      }
      if byte == UInt8(ascii: ")"), depth > 0 {
        depth -= 1
        if depth == 0 {
          asides.append("(" + String(decoding: aside, as: UTF8.self) + ")")
          continue
        }
      }
      if depth > 0 { aside.append(byte) } else { kept.append(byte) }
    }
    if depth > 0 { kept += [UInt8(ascii: "(")] + aside }
    let words = kept.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: true)
    let isURL = { (word: ArraySlice<UInt8>) in
      word.starts(with: "http://".utf8) || word.starts(with: "https://".utf8)
    }
    let urls = words.filter(isURL).map { String(decoding: $0, as: UTF8.self) }
    var remaining = words.filter { !isURL($0) }
    // "…, see <URL>" leaves a dangling "see" once the URL moves.
    if !urls.isEmpty, remaining.last.map({ $0.elementsEqual("see".utf8) }) == true { remaining.removeLast() }
    var joined = Array(remaining.joined(separator: [UInt8(ascii: " ")]))
    while let last = joined.last,
      last == UInt8(ascii: ",") || last == UInt8(ascii: ":") || last == UInt8(ascii: " ")
    {
      joined.removeLast()
    }
    return (String(decoding: joined, as: UTF8.self), asides + urls)
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
