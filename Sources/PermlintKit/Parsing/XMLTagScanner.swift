// FoundationEssentials and the C library's memchr (Glibc or Musl) on Linux; Foundation, which
// brings Darwin, on macOS.
#if canImport(Glibc)
  import FoundationEssentials
  import Glibc
#elseif canImport(Musl)
  import FoundationEssentials
  import Musl
#else
  import Foundation
#endif

/// Finds the byte offsets of every start tag and attribute in well-formed XML.
///
/// libxml2 decides whether a document is well-formed and resolves names and namespaces, but
/// it keeps no position for attributes and only an approximate one for elements. This
/// scanner recovers exact offsets; because both walk the same document in order, the n-th
/// start tag found here is the n-th element libxml2 reports.
struct XMLTagScanner {
  struct Tag {
    var start: Int
    var attributes: [Attribute]
    /// Just after the element: after its end tag when it holds no child element (a
    /// `<key>…</key>` or an empty-element tag), else after its start tag, so that a
    /// highlight covers the node without spanning every child.
    var end: Int = 0
  }

  struct Attribute {
    var qualifiedName: String
    var nameOffset: Int
    var valueOffset: Int
    /// The offset of the closing quote: the value is `valueOffset..<valueEnd`.
    var valueEnd: Int
  }

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
        index = skip(past: "-->")
      } else if hasPrefix("![CDATA[") {
        index = skip(past: "]]>")
      } else if hasPrefix("?") {
        index = skip(past: "?>")
      } else if hasPrefix("!") {
        skipDeclaration()
      } else if hasPrefix("/") {
        index = skip(past: ">")
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

  /// The offset of the next `byte` at or after `start`: found by `memchr`, many bytes at a time.
  private func nextByte(_ byte: UInt8, from start: Int) -> Int? {
    guard start < bytes.count else { return nil }
    return bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress, let found = memchr(base + start, Int32(byte), buffer.count - start)
      else { return nil }
      return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }
  }

  /// Whether the bytes at `index` begin with `text`: a literal, compared without making an
  /// array of it (this is asked several times at every `<`).
  private func hasPrefix(_ text: StaticString) -> Bool {
    text.withUTF8Buffer { pattern in
      guard index + pattern.count <= bytes.count else { return false }
      for offset in 0..<pattern.count where bytes[index + offset] != pattern[offset] { return false }
      return true
    }
  }

  /// The offset just after the next occurrence of `terminator`, or the end of input: its
  /// first byte found by `memchr`, the rest compared there.
  private func skip(past terminator: StaticString) -> Int {
    terminator.withUTF8Buffer { pattern in
      var cursor = index
      while let found = nextByte(pattern[0], from: cursor) {
        guard found + pattern.count <= bytes.count else { break }
        var offset = 1
        while offset < pattern.count, bytes[found + offset] == pattern[offset] { offset += 1 }
        if offset == pattern.count { return found + pattern.count }
        cursor = found + 1
      }
      return bytes.count
    }
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
        index = skip(past: "-->")
        continue
      }
      if byte == 0x5B { depth += 1 }
      if byte == 0x5D { depth -= 1 }
      index += 1
      if byte == 0x3E, depth <= 0 { return }
    }
  }

  /// XML whitespace: space, tab, LF, CR.
  static func isSpace(_ byte: UInt8) -> Bool {
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
