#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads old-style ("OpenStep") ASCII property lists, the format of Xcode's `project.pbxproj`:
/// `{ key = value; }` dictionaries, `( a, b, )` arrays, quoted or bare strings, `<0fa1>` data
/// and `/* … */` or `// …` comments. Every value keeps the line and column it starts at.
@_spi(Testing) public enum OpenStepPlistParser {
  /// Nesting deeper than this is refused, so hostile input cannot exhaust the stack.
  public static let maximumDepth = 256

  /// Parses a whole file: one value, with only comments and whitespace around it.
  public static func parse(_ file: SourceFile) throws(ParseError) -> PlistValue {
    var reader = OpenStepReader(input: ByteInput(bytes: TextDecoding.utf8(file.bytes).bytes, file: file))
    try reader.skipTrivia()
    let value = try reader.value(depth: 0)
    try reader.skipTrivia()
    if reader.index < reader.bytes.count {
      throw reader.error("unexpected \(reader.describeNext()) after the end of the property list")
    }
    return value
  }
}

private struct OpenStepReader: ByteReader {
  var input: ByteInput

  mutating func value(depth: Int) throws(ParseError) -> PlistValue {
    guard depth < OpenStepPlistParser.maximumDepth else {
      throw error("property list nested deeper than \(OpenStepPlistParser.maximumDepth) levels; permlint stops here")
    }
    let position = lines.position(ofOffset: index)
    switch peek {
    case UInt8(ascii: "{"): return PlistValue(kind: .dictionary(try dictionary(depth: depth)), position: position)
    case UInt8(ascii: "("): return PlistValue(kind: .array(try array(depth: depth)), position: position)
    case UInt8(ascii: "<"): return PlistValue(kind: .data(try data()), position: position)
    case nil: throw error("expected a value but the file ended")
    default:
      let start = index
      let text = try string("a value")
      return PlistValue(kind: .string(text), position: lines.position(ofRange: start..<index))
    }
  }

  private mutating func dictionary(depth: Int) throws(ParseError) -> [PlistEntry] {
    index += 1
    var entries: [PlistEntry] = []
    while true {
      try skipTrivia()
      if peek == UInt8(ascii: "}") {
        index += 1
        return entries
      }
      let keyStart = index
      let key = try string("a key or '}'")
      let keyPosition = lines.position(ofRange: keyStart..<index)
      try skipTrivia()
      guard peek == UInt8(ascii: "=") else {
        throw error("expected '=' after the key '\(key)', found \(describeNext())")
      }
      index += 1
      try skipTrivia()
      let value = try value(depth: depth + 1)
      try skipTrivia()
      guard peek == UInt8(ascii: ";") else {
        throw error("expected ';' after the value of '\(key)', found \(describeNext())")
      }
      index += 1
      entries.append(PlistEntry(key: key, keyPosition: keyPosition, value: value))
    }
  }

  private mutating func array(depth: Int) throws(ParseError) -> [PlistValue] {
    index += 1
    var items: [PlistValue] = []
    while true {
      try skipTrivia()
      if peek == UInt8(ascii: ")") {
        index += 1
        return items
      }
      items.append(try value(depth: depth + 1))
      try skipTrivia()
      switch peek {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: ")"): continue
      default: throw error("expected ',' or ')' after an array item, found \(describeNext())")
      }
    }
  }

  private mutating func data() throws(ParseError) -> String {
    let start = index
    index += 1
    var hex = ""
    while let byte = peek, byte != UInt8(ascii: ">") {
      index += 1
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
      guard UnicodeScalar(byte).properties.isASCIIHexDigit else {
        throw error("data in <…> may hold only hexadecimal digits", at: index - 1)
      }
      hex.unicodeScalars.append(UnicodeScalar(byte))
    }
    guard peek == UInt8(ascii: ">") else { throw error("this data is never closed with '>'", at: start) }
    index += 1
    return hex
  }

  /// A quoted string, unescaped, or a bare word of letters, digits and `_$+/:.-`.
  private mutating func string(_ what: String) throws(ParseError) -> String {
    if peek == UInt8(ascii: "\"") || peek == UInt8(ascii: "'") { return try quotedString() }
    let start = index
    while let byte = peek, Self.isBareCharacter(byte) { index += 1 }
    guard index > start else { throw error("expected \(what), found \(describeNext())") }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private static func isBareCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
      UInt8(ascii: "-"):
      return true
    default:
      return false
    }
  }

}
