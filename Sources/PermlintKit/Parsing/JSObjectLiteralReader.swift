#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads an Expo `app.config.js`/`.ts` when it is a plain object literal
/// (`export default { … }`, `module.exports = { … }`, or `const config = { … }; export default
/// config`), keeping every key's and value's position. Anything computed (a function, a spread,
/// a variable, `process.env`, a template with `${}`) makes it not plain: the reader returns
/// `nil` and the caller says it did not evaluate the file.
@_spi(Testing) public enum JSObjectLiteralReader {
  /// The exported object as JSON, or `nil` when the file is not a plain literal.
  public static func read(_ file: SourceFile) -> JSONValue? {
    var reader = JSLiteralScanner(input: ByteInput(bytes: TextDecoding.utf8(file.bytes).bytes, file: file))
    guard let start = reader.exportedObjectStart() else { return nil }
    reader.index = start
    return reader.value(depth: 0)
  }
}

private struct JSLiteralScanner: ByteReader {
  var input: ByteInput

  /// The offset of the `{` that is exported: found by words outside comments and strings.
  mutating func exportedObjectStart() -> Int? {
    var words: [(text: String, end: Int)] = []
    index = 0
    while index < bytes.count {
      skipTrivia()
      guard let byte = peek else { break }
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "`") {
        guard skipString() else { return nil }
        words.append(("\"", index))
      } else if isIdentifierByte(byte) {
        let start = index
        while let next = peek, isIdentifierByte(next) { index += 1 }
        words.append((String(decoding: bytes[start..<index], as: UTF8.self), index))
      } else {
        index += 1
        words.append((String(UnicodeScalar(byte)), index))
      }
    }
    func objectAfter(_ wordIndex: Int) -> Int? {
      guard wordIndex < words.count, words[wordIndex].text == "{" else { return nil }
      return words[wordIndex].end - 1
    }
    for (position, word) in words.enumerated() {
      if word.text == "exports", position >= 2, words[position - 1].text == ".", words[position - 2].text == "module",
        position + 1 < words.count, words[position + 1].text == "="
      {
        return objectAfter(position + 2)
      }
      guard word.text == "export", position + 2 < words.count, words[position + 1].text == "default" else { continue }
      if let start = objectAfter(position + 2) { return start }
      // `export default config`, with `const config = { … }` (a type annotation allowed).
      let name = words[position + 2].text
      guard isIdentifierByte(name.utf8.first ?? 0) else { return nil }
      for (declaration, candidate) in words.enumerated()
      where candidate.text == name && declaration > 0 && ["const", "let", "var"].contains(words[declaration - 1].text) {
        var next = declaration + 1
        if words.indices.contains(next), words[next].text == ":" {
          while words.indices.contains(next), words[next].text != "=" { next += 1 }
        }
        guard words.indices.contains(next), words[next].text == "=" else { return nil }
        return objectAfter(next + 1)
      }
      return nil
    }
    return nil
  }

  mutating func value(depth: Int) -> JSONValue? {
    guard depth < JSONParser.maximumDepth else { return nil }
    skipTrivia()
    let start = index
    guard let byte = peek else { return nil }
    switch byte {
    case UInt8(ascii: "{"):
      index += 1
      var members: [JSONMember] = []
      while true {
        skipTrivia()
        if peek == UInt8(ascii: "}") {
          index += 1
          break
        }
        let keyStart = index
        let key: String
        if peek == UInt8(ascii: "\"") || peek == UInt8(ascii: "'") {
          guard let text = stringLiteral() else { return nil }
          key = text
        } else if let first = peek, isIdentifierByte(first) {
          while let next = peek, isIdentifierByte(next) { index += 1 }
          key = String(decoding: bytes[keyStart..<index], as: UTF8.self)
        } else {
          return nil
        }
        let keyPosition = lines.position(ofRange: keyStart..<index)
        skipTrivia()
        guard peek == UInt8(ascii: ":") else { return nil }
        index += 1
        guard let item = value(depth: depth + 1) else { return nil }
        members.append(JSONMember(key: key, keyPosition: keyPosition, value: item))
        guard separator(closing: UInt8(ascii: "}")) else { return nil }
      }
      return JSONValue(kind: .object(members), position: lines.position(ofOffset: start))
    case UInt8(ascii: "["):
      index += 1
      var items: [JSONValue] = []
      while true {
        skipTrivia()
        if peek == UInt8(ascii: "]") {
          index += 1
          break
        }
        guard let item = value(depth: depth + 1) else { return nil }
        items.append(item)
        guard separator(closing: UInt8(ascii: "]")) else { return nil }
      }
      return JSONValue(kind: .array(items), position: lines.position(ofOffset: start))
    case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`"):
      guard let text = stringLiteral() else { return nil }
      return JSONValue(kind: .string(text), position: lines.position(ofRange: start..<index))
    default:
      while let next = peek, isIdentifierByte(next) || next == UInt8(ascii: "-") || next == UInt8(ascii: ".") {
        index += 1
      }
      let word = String(decoding: bytes[start..<index], as: UTF8.self)
      let position = lines.position(ofRange: start..<index)
      switch word {
      case "true": return JSONValue(kind: .bool(true), position: position)
      case "false": return JSONValue(kind: .bool(false), position: position)
      case "null": return JSONValue(kind: .null, position: position)
      default:
        guard !word.isEmpty, Double(word) != nil else { return nil }
        return JSONValue(kind: .number(word), position: position)
      }
    }
  }

  /// After an item: a comma (a trailing one allowed) or the closing bracket, left for the caller.
  private mutating func separator(closing: UInt8) -> Bool {
    skipTrivia()
    if peek == UInt8(ascii: ",") {
      index += 1
      return true
    }
    return peek == closing
  }

  /// A quoted string or a template without substitutions, with JavaScript's common escapes.
  private mutating func stringLiteral() -> String? {
    guard let quote = peek else { return nil }
    index += 1
    var output: [UInt8] = []
    while let byte = peek {
      index += 1
      if byte == quote { return String(decoding: output, as: UTF8.self) }
      if quote == UInt8(ascii: "`"), byte == UInt8(ascii: "$"), peek == UInt8(ascii: "{") { return nil }
      if byte == 0x0A, quote != UInt8(ascii: "`") { return nil }
      if byte == UInt8(ascii: "\\") {
        guard let escaped = peek else { return nil }
        index += 1
        switch escaped {
        case UInt8(ascii: "n"): output.append(0x0A)
        case UInt8(ascii: "t"): output.append(0x09)
        case UInt8(ascii: "u"), UInt8(ascii: "x"): return nil
        case 0x0A: break
        default: output.append(escaped)
        }
        continue
      }
      output.append(byte)
    }
    return nil
  }

  /// Skips a string, template or character literal while looking for the export.
  private mutating func skipString() -> Bool {
    let quote = bytes[index]
    index += 1
    while let byte = peek {
      index += 1
      if byte == UInt8(ascii: "\\") {
        index += 1
      } else if byte == quote {
        return true
      }
    }
    return false
  }

  /// Whitespace, `//` and `/* */` comments.
  private mutating func skipTrivia() {
    while true {
      skipWhitespace()
      guard peek == UInt8(ascii: "/"), index + 1 < bytes.count else { return }
      if bytes[index + 1] == UInt8(ascii: "/") {
        while let byte = peek, byte != 0x0A { index += 1 }
      } else if bytes[index + 1] == UInt8(ascii: "*") {
        index += 2
        while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
          index += 1
        }
        index = min(index + 2, bytes.count)
      } else {
        return
      }
    }
  }

  private func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: "$") || byte >= 0x80
  }
}
