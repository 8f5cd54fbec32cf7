#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads JSON (RFC 8259) keeping the line and column of every key and value, which
/// Foundation's `JSONSerialization` does not. Used for Xcode string catalogs (`.xcstrings`).
@_spi(Testing) public enum JSONParser {
  /// Nesting deeper than this is refused, so hostile input cannot exhaust the stack.
  public static let maximumDepth = 256

  /// Parses a whole file: exactly one value, with only whitespace around it.
  public static func parse(_ file: SourceFile) throws(ParseError) -> JSONValue {
    var scanner = JSONScanner(input: ByteInput(bytes: TextDecoding.utf8(file.bytes).bytes, file: file))
    scanner.skipWhitespace()
    let value = try scanner.value(depth: 0)
    scanner.skipWhitespace()
    if scanner.index < scanner.bytes.count {
      throw scanner.error("unexpected \(scanner.describeNext()) after the end of the JSON value")
    }
    return value
  }
}

private struct JSONScanner: ByteReader {
  var input: ByteInput

  mutating func value(depth: Int) throws(ParseError) -> JSONValue {
    guard depth < JSONParser.maximumDepth else {
      throw error("JSON nested deeper than \(JSONParser.maximumDepth) levels; permlint stops here")
    }
    let start = index
    let position = lines.position(ofOffset: start)
    guard let byte = peek else { throw error("expected a JSON value but the file ended") }
    switch byte {
    case UInt8(ascii: "{"): return JSONValue(kind: .object(try object(depth: depth)), position: position)
    case UInt8(ascii: "["): return JSONValue(kind: .array(try array(depth: depth)), position: position)
    // Scalars carry their end; objects and arrays, which may span the whole file, do not.
    case UInt8(ascii: "\""):
      let text = try string()
      return JSONValue(kind: .string(text), position: lines.position(ofRange: start..<index))
    case UInt8(ascii: "t"):
      try literal("true")
      return JSONValue(kind: .bool(true), position: lines.position(ofRange: start..<index))
    case UInt8(ascii: "f"):
      try literal("false")
      return JSONValue(kind: .bool(false), position: lines.position(ofRange: start..<index))
    case UInt8(ascii: "n"):
      try literal("null")
      return JSONValue(kind: .null, position: lines.position(ofRange: start..<index))
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      let number = try number()
      return JSONValue(kind: .number(number), position: lines.position(ofRange: start..<index))
    default:
      throw error("expected a JSON value, found \(describeNext())")
    }
  }

  private mutating func object(depth: Int) throws(ParseError) -> [JSONMember] {
    index += 1
    var members: [JSONMember] = []
    // The comma before the last member goes with it; an only member takes the blanks after `{`.
    var previousValueEnd: Int? = index
    skipWhitespace()
    if peek == UInt8(ascii: "}") {
      index += 1
      return members
    }
    while true {
      skipWhitespace()
      guard peek == UInt8(ascii: "\"") else {
        throw error("expected a member name in double quotes, found \(describeNext())")
      }
      let keyStart = index
      let key = try string()
      let keyPosition = lines.position(ofRange: keyStart..<index)
      skipWhitespace()
      guard peek == UInt8(ascii: ":") else {
        throw error("expected ':' after the member name, found \(describeNext())")
      }
      index += 1
      skipWhitespace()
      var member = JSONMember(key: key, keyPosition: keyPosition, value: try value(depth: depth + 1))
      let valueEnd = index
      skipWhitespace()
      switch peek {
      case UInt8(ascii: ","):
        index += 1
        member.removalOffsets = removal(of: keyStart..<valueEnd, comma: index)
        previousValueEnd = valueEnd
        members.append(member)
      case UInt8(ascii: "}"):
        member.removalOffsets = (previousValueEnd ?? keyStart)..<valueEnd
        members.append(member)
        index += 1
        return members
      default: throw error("expected ',' or '}' after an object member, found \(describeNext())")
      }
    }
  }

  /// A member followed by its comma (ending at `comma`): its whole lines when nothing else
  /// is on them, else the member, the comma and the blanks after it.
  private func removal(of member: Range<Int>, comma: Int) -> Range<Int> {
    var lineStart = member.lowerBound
    while lineStart > 0, bytes[lineStart - 1] == 0x20 || bytes[lineStart - 1] == 0x09 { lineStart -= 1 }
    let startsLine = lineStart == 0 || bytes[lineStart - 1] == 0x0A || bytes[lineStart - 1] == 0x0D
    var after = comma
    while after < bytes.count, bytes[after] == 0x20 || bytes[after] == 0x09 { after += 1 }
    if startsLine, after < bytes.count, bytes[after] == 0x0A || bytes[after] == 0x0D {
      var next = after + 1
      if bytes[after] == 0x0D, next < bytes.count, bytes[next] == 0x0A { next += 1 }
      return lineStart..<next
    }
    return member.lowerBound..<after
  }

  private mutating func array(depth: Int) throws(ParseError) -> [JSONValue] {
    index += 1
    var items: [JSONValue] = []
    skipWhitespace()
    if peek == UInt8(ascii: "]") {
      index += 1
      return items
    }
    while true {
      skipWhitespace()
      items.append(try value(depth: depth + 1))
      skipWhitespace()
      switch peek {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        return items
      default: throw error("expected ',' or ']' after an array item, found \(describeNext())")
      }
    }
  }

  private mutating func literal(_ word: String) throws(ParseError) {
    let expected = Array(word.utf8)
    guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
      throw error("expected a JSON value, found \(describeNext())")
    }
    index += expected.count
  }

  private mutating func number() throws(ParseError) -> String {
    let start = index
    if peek == UInt8(ascii: "-") { index += 1 }
    guard let first = peek, isDigit(first) else { throw error("expected a digit in this number") }
    index += 1
    if first != UInt8(ascii: "0") { skipDigits() }
    if peek == UInt8(ascii: ".") {
      index += 1
      guard let digit = peek, isDigit(digit) else { throw error("expected a digit after the decimal point") }
      skipDigits()
    }
    if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
      index += 1
      if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
      guard let digit = peek, isDigit(digit) else { throw error("expected a digit in the exponent") }
      skipDigits()
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

  private mutating func skipDigits() {
    while let byte = peek, isDigit(byte) { index += 1 }
  }

  /// Reads a string starting at its opening quote and returns it unescaped.
  private mutating func string() throws(ParseError) -> String {
    let start = index
    index += 1
    var output: [UInt8] = []
    while let byte = peek {
      if byte == UInt8(ascii: "\"") {
        index += 1
        return String(decoding: output, as: UTF8.self)
      }
      if byte < 0x20 {
        throw error("a control character must be escaped inside a JSON string (a line break is written \\n)")
      }
      index += 1
      guard byte == UInt8(ascii: "\\") else {
        output.append(byte)
        continue
      }
      guard let escaped = peek else { break }
      let escapeStart = index - 1
      index += 1
      switch escaped {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(escaped)
      case UInt8(ascii: "b"): output.append(0x08)
      case UInt8(ascii: "f"): output.append(0x0C)
      case UInt8(ascii: "n"): output.append(0x0A)
      case UInt8(ascii: "r"): output.append(0x0D)
      case UInt8(ascii: "t"): output.append(0x09)
      case UInt8(ascii: "u"):
        output += Array(String(try unicodeEscape(at: escapeStart)).utf8)
      default:
        throw error("'\\\(String(UnicodeScalar(escaped)))' is not a JSON escape", at: escapeStart)
      }
    }
    throw error("this string is never closed with a double quote", at: start)
  }

  /// Reads the four hex digits after `\u`, joining a surrogate pair into one character; a
  /// lone surrogate becomes U+FFFD as in most JSON readers.
  private mutating func unicodeEscape(at escapeStart: Int) throws(ParseError) -> Character {
    let high = try hexQuad(at: escapeStart)
    if (0xD800...0xDBFF).contains(high), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
      bytes[index + 1] == UInt8(ascii: "u")
    {
      let save = index
      index += 2
      let low = try hexQuad(at: save)
      if (0xDC00...0xDFFF).contains(low) {
        let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        return Character(UnicodeScalar(value) ?? "\u{FFFD}")
      }
      index = save
    }
    return Character(UnicodeScalar(high) ?? "\u{FFFD}")
  }

  private mutating func hexQuad(at escapeStart: Int) throws(ParseError) -> UInt32 {
    guard index + 4 <= bytes.count,
      bytes[index..<index + 4].allSatisfy({ UnicodeScalar($0).properties.isASCIIHexDigit }),
      let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
    else { throw error("\\u must be followed by four hexadecimal digits", at: escapeStart) }
    index += 4
    return value
  }
}
