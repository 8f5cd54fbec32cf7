#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Splits a Groovy or Kotlin Gradle build script into tokens, skipping comments and keeping
/// string literals whole, so that `// targetSdk = 30` or `"targetSdk 30"` is never read as a
/// setting.
///
/// It is not a parser: it knows just enough of both languages (line and block comments,
/// Kotlin's nested block comments, single-, double- and triple-quoted strings with `${…}`
/// templates) to find where code is. It never fails: an unterminated comment or string runs
/// to the end of the file.
struct GradleTokenizer {
  /// What a token is.
  enum Kind: Equatable {
    case identifier
    case number
    case string
    case punctuation
  }

  /// One token.
  struct Token: Equatable {
    var kind: Kind
    /// The token's text; for a string, its contents without quotes.
    var text: String
    /// The byte offset where it starts.
    var offset: Int
    /// The number of line breaks before it in the file, so that tokens on different lines can
    /// be told apart.
    var line: Int
  }

  private let bytes: [UInt8]
  private let nestedComments: Bool
  private var index = 0
  private var line = 0

  /// A tokenizer over UTF-8 bytes; `kotlin` enables nested block comments.
  init(bytes: [UInt8], kotlin: Bool) {
    self.bytes = bytes
    self.nestedComments = kotlin
  }

  /// Every token in order.
  mutating func tokens() -> [Token] {
    var result: [Token] = []
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A || (byte == 0x0D && !(index + 1 < bytes.count && bytes[index + 1] == 0x0A)) {
        line += 1
        index += 1
      } else if byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0C {
        index += 1
      } else if byte == 0x2F, peek(1) == 0x2F {  // "//"
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
      } else if byte == 0x2F, peek(1) == 0x2A {  // "/*"
        skipBlockComment()
      } else if byte == 0x22 || byte == 0x27 {  // '"' or "'"
        let start = index
        let startLine = line
        let text = readString(quote: byte)
        result.append(Token(kind: .string, text: text, offset: start, line: startLine))
      } else if Self.isIdentifierStart(byte) {
        let start = index
        while index < bytes.count, Self.isIdentifierPart(bytes[index]) { index += 1 }
        result.append(Token(kind: .identifier, text: text(start, index), offset: start, line: line))
      } else if Self.isDigit(byte) {
        let start = index
        while index < bytes.count, Self.isIdentifierPart(bytes[index]) || bytes[index] == 0x2E {
          // A `.` belongs to the number only when a digit follows (`1.5`, not `34.toString()`).
          if bytes[index] == 0x2E, !(peek(1).map(Self.isDigit) ?? false) { break }
          index += 1
        }
        result.append(Token(kind: .number, text: text(start, index), offset: start, line: line))
      } else {
        // A UTF-8 sequence is one punctuation token, so offsets stay on scalar boundaries.
        let start = index
        index += 1
        while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
        result.append(Token(kind: .punctuation, text: text(start, index), offset: start, line: line))
      }
    }
    return result
  }

  private func peek(_ distance: Int) -> UInt8? {
    index + distance < bytes.count ? bytes[index + distance] : nil
  }

  private func text(_ start: Int, _ end: Int) -> String {
    String(decoding: bytes[start..<end], as: UTF8.self)
  }

  private mutating func advance() {
    let byte = bytes[index]
    if byte == 0x0A || (byte == 0x0D && peek(1) != 0x0A) { line += 1 }
    index += 1
  }

  private mutating func skipBlockComment() {
    var depth = 0
    while index < bytes.count {
      if bytes[index] == 0x2F, peek(1) == 0x2A {
        depth += 1
        index += 2
        if !nestedComments, depth > 1 { depth = 1 }
      } else if bytes[index] == 0x2A, peek(1) == 0x2F {
        depth -= 1
        index += 2
        if depth == 0 { return }
      } else {
        advance()
      }
    }
  }

  /// Reads a string literal starting at its opening quote and returns its raw contents.
  private mutating func readString(quote: UInt8) -> String {
    let triple = peek(1) == quote && peek(2) == quote
    index += triple ? 3 : 1
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x5C, !triple || quote == 0x27 {  // backslash escape
        index += 1
        if index < bytes.count { advance() }
        continue
      }
      if byte == 0x24, peek(1) == 0x7B, quote == 0x22 {  // "${" template
        index += 2
        skipTemplate()
        continue
      }
      if byte == quote {
        if !triple {
          let end = index
          index += 1
          return text(start, end)
        }
        if peek(1) == quote, peek(2) == quote {
          let end = index
          index += 3
          return text(start, end)
        }
      }
      // A plain string ends at the end of its line in both languages.
      if !triple, byte == 0x0A || byte == 0x0D { return text(start, index) }
      advance()
    }
    return text(start, index)
  }

  /// Skips a `${…}` template up to its closing brace, including strings nested inside it.
  private mutating func skipTemplate() {
    var depth = 1
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x22 || byte == 0x27 {
        _ = readString(quote: byte)
        continue
      }
      if byte == 0x7B { depth += 1 }
      if byte == 0x7D {
        depth -= 1
        if depth == 0 {
          index += 1
          return
        }
      }
      advance()
    }
  }

  static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x24
  }

  static func isIdentifierPart(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }
}
