import Testing

@testable import PermlintKit

// The tag scanner finds `<` and terminators with memchr and compares literals without making
// arrays of them (issue 23). It must find exactly the tags and attributes it found before:
// that scanner is kept here as the reference.

@Suite("XML tag scanner answers as the version it replaced")
struct XMLTagScannerEquivalenceTests {
  static let tricky = [
    "", "<", ">", "<a", "<a>", "<a/>", "<a b='1' c=\"2\"/>", "<?xml version=\"1.0\"?><plist><dict/></plist>",
    "<!-- <a> --><b/>", "<!-- unterminated <a>", "<![CDATA[ <a> ]]><b x='y'/>", "<![CDATA[ unterminated",
    "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"x\"><plist/>",
    "<!DOCTYPE a [ <!ENTITY e \"<b>\"> <!-- ] > --> ]><a>&e;</a>", "<a><b></b><c/></a>", "<a></a></a>",
    "<a b=1 c = \"2\" d='3\"' e/>", "<a b='unterminated/>", "<?pi unterminated", "</a>", "<a\n b\t=\r'x'>",
    "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><uses-permission android:name=\"android.permission.CAMERA\" /></manifest>",
    "<é a='é'>x</é>", "--><!---->", "<!--->", "<a>]]></a>", "?>",
  ]

  static func describe(_ tags: [XMLTagScanner.Tag]) -> [String] {
    tags.map { tag in
      "\(tag.start)-\(tag.end):"
        + tag.attributes.map {
          "\($0.qualifiedName)@\($0.nameOffset),\($0.valueOffset)..\($0.valueEnd)"
        }.joined(separator: ";")
    }
  }

  @Test("tricky documents and generated ones")
  func equivalence() {
    var generator = ScanInputGenerator(seed: 0x0058_4D4C)
    let pieces = [
      "<", ">", "/", "!", "?", "-", "--", "[", "]", "<!--", "-->", "<![CDATA[", "]]>", "<?", "?>", "<!DOCTYPE",
      "'", "\"", "=", " ", "\n", "a", "b:c", "key", "string", "dict", "é", "x=\"1\"", "y='2'",
    ]
    var inputs = Self.tricky.map { Array($0.utf8) }
    for _ in 0..<2000 {
      var bytes: [UInt8] = []
      for _ in 0..<(1 + generator.below(40)) { bytes += Array(pieces[generator.below(pieces.count)].utf8) }
      inputs.append(bytes)
    }
    for bytes in inputs {
      var scanner = XMLTagScanner(bytes: bytes)
      var reference = ReferenceXMLTagScanner(bytes: bytes)
      #expect(
        Self.describe(scanner.scan()) == Self.describe(reference.scan()), "\(String(decoding: bytes, as: UTF8.self))")
    }
  }
}

private struct ReferenceXMLTagScanner {
  typealias Tag = XMLTagScanner.Tag
  typealias Attribute = XMLTagScanner.Attribute

  /// Open elements: the index of their tag and whether a child element started inside.
  private var openElements: [(tag: Int, hasChild: Bool)] = []

  private let bytes: [UInt8]
  private var index = 0

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// All start tags (including empty-element tags) in document order.
  mutating func scan() -> [Tag] {
    var tags: [Tag] = []
    while let open = nextByte(0x3C, from: index) {  // "<"
      index = open + 1
      if hasPrefix("!--") {
        index = skip(past: Array("-->".utf8))
      } else if hasPrefix("![CDATA[") {
        index = skip(past: Array("]]>".utf8))
      } else if hasPrefix("?") {
        index = skip(past: Array("?>".utf8))
      } else if hasPrefix("!") {
        skipDeclaration()
      } else if hasPrefix("/") {
        index = skip(past: [0x3E])
        if let closed = openElements.popLast(), !closed.hasChild { tags[closed.tag].end = index }
      } else {
        if !openElements.isEmpty { openElements[openElements.count - 1].hasChild = true }
        var tag = scanStartTag(at: open)
        tag.end = index
        tags.append(tag)
        if bytes[max(open, index - 2)] != 0x2F { openElements.append((tags.count - 1, false)) }
      }
    }
    return tags
  }

  private func nextByte(_ byte: UInt8, from start: Int) -> Int? {
    var cursor = start
    while cursor < bytes.count {
      if bytes[cursor] == byte { return cursor }
      cursor += 1
    }
    return nil
  }

  private func hasPrefix(_ text: String) -> Bool {
    let pattern = Array(text.utf8)
    guard index + pattern.count <= bytes.count else { return false }
    return bytes[index..<index + pattern.count].elementsEqual(pattern)
  }

  /// The offset just after the next occurrence of `terminator`, or the end of input.
  private func skip(past terminator: [UInt8]) -> Int {
    var cursor = index
    while cursor + terminator.count <= bytes.count {
      if bytes[cursor..<cursor + terminator.count].elementsEqual(terminator) {
        return cursor + terminator.count
      }
      cursor += 1
    }
    return bytes.count
  }

  /// Skips `<!DOCTYPE ...>` including an internal subset with quoted strings and comments.
  private mutating func skipDeclaration() {
    var depth = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x22 || byte == 0x27 {
        index = (nextByte(byte, from: index + 1) ?? bytes.count - 1) + 1
        continue
      }
      if byte == 0x3C, hasPrefix("<!--") {
        index = skip(past: Array("-->".utf8))
        continue
      }
      if byte == 0x5B { depth += 1 }
      if byte == 0x5D { depth -= 1 }
      index += 1
      if byte == 0x3E, depth <= 0 { return }
    }
  }

  /// XML whitespace: space, tab, LF, CR.
  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  private mutating func scanName() -> String {
    let start = index
    skipName()
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func skipName() {
    while index < bytes.count {
      let byte = bytes[index]
      if Self.isSpace(byte) || byte == 0x3D || byte == 0x3E || byte == 0x2F { break }
      index += 1
    }
  }

  private mutating func skipSpaces() {
    while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
  }

  private mutating func scanStartTag(at open: Int) -> Tag {
    // The element's name is libxml2's to resolve; only attribute names are matched here.
    skipName()
    var tag = Tag(start: open, attributes: [])
    while index < bytes.count {
      skipSpaces()
      guard index < bytes.count else { break }
      let byte = bytes[index]
      if byte == 0x3E {  // ">"
        index += 1
        break
      }
      if byte == 0x2F {  // "/" of "/>"
        index += 1
        continue
      }
      let nameOffset = index
      let name = scanName()
      if name.isEmpty {
        index += 1
        continue
      }
      skipSpaces()
      guard index < bytes.count, bytes[index] == 0x3D else { continue }
      index += 1
      skipSpaces()
      guard index < bytes.count else { break }
      let quote = bytes[index]
      guard quote == 0x22 || quote == 0x27 else { continue }
      let valueOffset = index + 1
      let valueEnd = nextByte(quote, from: valueOffset) ?? bytes.count
      index = valueEnd + 1
      tag.attributes.append(
        Attribute(qualifiedName: name, nameOffset: nameOffset, valueOffset: valueOffset, valueEnd: valueEnd))
    }
    return tag
  }
}
