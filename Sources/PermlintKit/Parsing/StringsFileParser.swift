#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One `"key" = "value";` pair of a `.strings` file.
@_spi(Testing) public struct StringsEntry: Sendable {
  /// The unescaped key.
  public var key: String
  /// Where the key starts (its opening quote, or its first character when unquoted).
  public var keyPosition: SourcePosition
  /// The unescaped value.
  public var value: String
  /// Where the value starts.
  public var valuePosition: SourcePosition
}

/// Reads old-style `.strings` files in UTF-8 or UTF-16, with comments and escapes.
@_spi(Testing) public enum StringsFileParser {
  /// Parses every entry of the file, in order.
  public static func parse(_ file: SourceFile) throws(ParseError) -> [StringsEntry] {
    let bytes = TextDecoding.utf8(file.bytes).bytes
    if let error = TextDecoding.nulByteError(in: bytes, file: file) { throw error }
    var reader = StringsReader(input: ByteInput(bytes: bytes, file: file))
    return try reader.entries()
  }
}

private struct StringsReader: ByteReader {
  var input: ByteInput

  mutating func entries() throws(ParseError) -> [StringsEntry] {
    var result: [StringsEntry] = []
    while true {
      try skipTrivia()
      guard index < bytes.count else { return result.fitted() }
      let keyStart = index
      let key = StringInterner.intern(try token("a key"))
      let keyPosition = lines.position(ofRange: keyStart..<index)
      try skipTrivia()
      if peek == UInt8(ascii: ";") {
        // `"key";` is shorthand for a value equal to the key.
        index += 1
        let position = keyPosition
        result.append(StringsEntry(key: key, keyPosition: position, value: key, valuePosition: position))
        continue
      }
      try expect("=")
      try skipTrivia()
      let valueStart = index
      let value = try token("a value")
      let valuePosition = lines.position(ofRange: valueStart..<index)
      try skipTrivia()
      try expect(";")
      result.append(StringsEntry(key: key, keyPosition: keyPosition, value: value, valuePosition: valuePosition))
    }
  }

  private mutating func expect(_ character: Character) throws(ParseError) {
    guard let byte = character.asciiValue, peek == byte else {
      let found = peek.map { "'\(String(decoding: [$0], as: UTF8.self))'" } ?? "the end of the file"
      throw error("expected '\(character)' but found \(found)")
    }
    index += 1
  }

  private mutating func token(_ what: String) throws(ParseError) -> String {
    guard let first = peek else { throw error("expected \(what) but the file ended") }
    if first == UInt8(ascii: "\"") { return try quotedString() }
    let start = index
    while let byte = peek, Self.isUnquotedCharacter(byte) { index += 1 }
    guard index > start else {
      throw error("expected \(what) in double quotes, found '\(String(decoding: [first], as: UTF8.self))'")
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
    byte >= 0x80 || (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
      || (byte >= 0x61 && byte <= 0x7A)
      || [
        UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "$"), UInt8(ascii: ":"),
        UInt8(ascii: "/"),
      ].contains(byte)
  }

}
