#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The bytes a hand-written reader walks, the file they came from, its line table and the
/// cursor: the state every `ByteReader` holds, written once.
struct ByteInput {
  let bytes: [UInt8]
  let file: SourceFile
  let lines: LineTable
  var index = 0

  init(bytes: [UInt8], file: SourceFile) {
    self.bytes = bytes
    self.file = file
    self.lines = LineTable(utf8: bytes)
  }
}

/// What the hand-written readers (`.strings`, JSON, old-style property lists, JavaScript
/// object literals) share: a cursor over UTF-8 bytes and errors located through the file's
/// line table.
protocol ByteReader {
  var input: ByteInput { get set }
}

extension ByteReader {
  var bytes: [UInt8] { input.bytes }
  var file: SourceFile { input.file }
  var lines: LineTable { input.lines }
  var index: Int {
    get { input.index }
    set { input.index = newValue }
  }

  /// The byte at the cursor, or `nil` at the end.
  var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// An error at `offset` (default: the cursor).
  func error(_ message: String, at offset: Int? = nil) -> ParseError {
    ParseError(location: file.location(lines.position(ofOffset: offset ?? index)), message: message)
  }

  /// The next character, for messages: `'x'`, a non-ASCII character, or the end of the file.
  func describeNext() -> String {
    guard let byte = peek else { return "the end of the file" }
    if byte < 0x80 { return "'\(String(UnicodeScalar(byte)))'" }
    return "a non-ASCII character"
  }

  /// Moves past spaces, tabs, line breaks and `//` and `/* */` comments, which old-style
  /// property lists and `.strings` files allow between tokens.
  mutating func skipTrivia() throws(ParseError) {
    while let byte = peek {
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        index += 1
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
        while let next = peek, next != 0x0A, next != 0x0D { index += 1 }
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
        let start = index
        index += 2
        while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
          index += 1
        }
        guard index + 1 < bytes.count else { throw error("this comment is never closed with */", at: start) }
        index += 2
      } else {
        return
      }
    }
  }

  /// Moves past spaces, tabs and line breaks.
  mutating func skipWhitespace() {
    while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
  }

  /// A string in double or single quotes, starting at the cursor, with the C escapes
  /// Apple's old-style property lists and `.strings` files use (`\\n`, `\\U00FC`, octal).
  mutating func quotedString() throws(ParseError) -> String {
    let start = index
    let quote = bytes[index]
    // Most strings hold no escape: their bytes up to the closing quote are the text, made at
    // once rather than appended byte by byte (`.strings` files were a twentieth of a
    // monorepo's run, issue 23).
    let plainEnd: Int? = input.bytes.withUnsafeBufferPointer { buffer in
      var offset = start + 1
      while offset < buffer.count {
        let byte = buffer[offset]
        if byte == quote { return offset }
        if byte == UInt8(ascii: "\\") { return nil }
        offset += 1
      }
      return nil
    }
    if let plainEnd {
      index = plainEnd + 1
      return String(decoding: input.bytes[(start + 1)..<plainEnd], as: UTF8.self)
    }
    index += 1
    var output: [UInt8] = []
    while let byte = peek {
      index += 1
      if byte == quote { return String(decoding: output, as: UTF8.self) }
      guard byte == UInt8(ascii: "\\") else {
        output.append(byte)
        continue
      }
      guard let escaped = peek else { break }
      index += 1
      switch escaped {
      case UInt8(ascii: "n"): output.append(0x0A)
      case UInt8(ascii: "t"): output.append(0x09)
      case UInt8(ascii: "r"): output.append(0x0D)
      case UInt8(ascii: "a"): output.append(0x07)
      case UInt8(ascii: "b"): output.append(0x08)
      case UInt8(ascii: "f"): output.append(0x0C)
      case UInt8(ascii: "v"): output.append(0x0B)
      case UInt8(ascii: "U"), UInt8(ascii: "u"): output += unicodeEscape()
      case UInt8(ascii: "0")...UInt8(ascii: "7"): output += octalEscape(first: escaped)
      default: output.append(escaped)
      }
    }
    throw error("this string is never closed with a matching quote", at: start)
  }

  /// `\U` followed by up to four hex digits; without digits the escape is kept as written.
  private mutating func unicodeEscape() -> [UInt8] {
    var digits = ""
    while digits.count < 4, let byte = peek, UnicodeScalar(byte).properties.isASCIIHexDigit {
      digits.unicodeScalars.append(UnicodeScalar(byte))
      index += 1
    }
    guard let value = UInt32(digits, radix: 16), let scalar = UnicodeScalar(value) else {
      return Array("\\U\(digits)".utf8)
    }
    return Array(String(Character(scalar)).utf8)
  }

  /// Up to three octal digits: a byte value, as NeXTSTEP wrote non-ASCII text.
  private mutating func octalEscape(first: UInt8) -> [UInt8] {
    var value = Int(first - UInt8(ascii: "0"))
    var count = 1
    while count < 3, let byte = peek, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "7") {
      value = value * 8 + Int(byte - UInt8(ascii: "0"))
      index += 1
      count += 1
    }
    let scalar = UnicodeScalar(UInt8(truncatingIfNeeded: value))
    return Array(String(Character(scalar)).utf8)
  }
}
