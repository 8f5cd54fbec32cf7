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

/// A byte-level tokenizer for source code in the C family (Dart, JavaScript, TypeScript,
/// Swift, Kotlin, Java, Objective-C) and for Ruby (a Podfile): it yields identifiers,
/// punctuation and string literals with their byte offsets, and skips comments, so that an
/// API name is matched as a symbol, never inside a comment or a string. Fast on purpose: one
/// pass over the bytes, no allocation per byte.
struct SourceTokenizer {
  /// What a token is.
  enum Kind: Equatable {
    case identifier
    /// A string literal; its text is read on demand with `stringContents`.
    case string
    /// One punctuation byte.
    case punctuation(UInt8)
  }

  /// One token and where it is.
  struct Token {
    var kind: Kind
    var range: Range<Int>
  }

  /// How comments are written.
  enum CommentStyle {
    /// `//` and `/* */` (nested, as Swift, Kotlin and Dart allow).
    case slashes
    /// `#` to the end of the line (Ruby).
    case hash
  }

  let bytes: [UInt8]
  let style: CommentStyle

  /// Every token of the source, in order.
  func tokens() -> [Token] {
    var result: [Token] = []
    forEachToken { result.append($0) }
    return result
  }

  /// Whether `needle` occurs anywhere in the bytes: a cheap test that lets a file with none of
  /// the names a reader looks for skip tokenizing.
  func mentions(_ needle: StaticString) -> Bool {
    needle.withUTF8Buffer { mentions(pattern: $0) }
  }

  /// `mentions(_:)` for a name that comes from data.
  func mentions(_ needle: String) -> Bool {
    Array(needle.utf8).withUnsafeBufferPointer { mentions(pattern: $0) }
  }

  private func mentions(pattern: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.withUnsafeBufferPointer { ByteSearch.contains($0, pattern) }
  }

  /// Whether a string literal's contents start with `prefix`, without making a string.
  func string(_ token: Token, startsWith prefix: StaticString) -> Bool {
    prefix.withUTF8Buffer { pattern in
      let start = token.range.lowerBound + 1
      guard token.kind == .string, start + pattern.count <= token.range.upperBound else { return false }
      for (offset, byte) in pattern.enumerated() where bytes[start + offset] != byte { return false }
      return true
    }
  }

  /// Calls `body` with every token of the source, in order, without collecting them.
  func forEachToken(_ body: (Token) -> Void) {
    // One pass over the raw buffer, without bounds checks on every byte.
    bytes.withUnsafeBufferPointer { bytes in forEachToken(in: bytes, body) }
  }

  private func forEachToken(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Token) -> Void) {
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
        index += 1
      } else if Self.isIdentifierStart(byte) {
        let start = index
        index += 1
        while index < count, Self.isIdentifierByte(bytes[index]) { index += 1 }
        // A Dart raw string (`r'…'`) is a string, not the identifier `r`.
        if index - start == 1, byte == UInt8(ascii: "r"), index < count,
          bytes[index] == UInt8(ascii: "'") || bytes[index] == UInt8(ascii: "\"")
        {
          let end = Self.skipString(in: bytes, from: index, raw: true)
          body(Token(kind: .string, range: index..<end))
          index = end
          continue
        }
        body(Token(kind: .identifier, range: start..<index))
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "`") {
        let end = Self.skipString(in: bytes, from: index, raw: false)
        body(Token(kind: .string, range: index..<end))
        index = end
      } else if style == .slashes, byte == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "/") {
        index = Self.endOfLine(in: bytes, from: index)
      } else if style == .slashes, byte == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "*") {
        index = Self.skipBlockComment(in: bytes, from: index)
      } else if style == .hash, byte == UInt8(ascii: "#") {
        index = Self.endOfLine(in: bytes, from: index)
      } else {
        body(Token(kind: .punctuation(byte), range: index..<index + 1))
        index += 1
      }
    }
  }

  /// The text of a token.
  func text(_ token: Token) -> String {
    String(decoding: bytes[token.range], as: UTF8.self)
  }

  /// Whether an identifier token is one of `words` (UTF-8), without making a string.
  func token(_ token: Token, isAnyOf words: [[UInt8]]) -> Bool {
    guard token.kind == .identifier else { return false }
    return words.contains { word in word.count == token.range.count && bytes[token.range].elementsEqual(word) }
  }

  /// Whether an identifier token is exactly `word` (UTF-8), without making a string or an array.
  func token(_ token: Token, equals word: [UInt8]) -> Bool {
    token.kind == .identifier && word.count == token.range.count && bytes[token.range].elementsEqual(word)
  }

  /// Whether an identifier token is exactly `word`, without making a string.
  func token(_ token: Token, is word: StaticString) -> Bool {
    guard token.kind == .identifier, token.range.count == word.utf8CodeUnitCount else { return false }
    return word.withUTF8Buffer { buffer in
      var offset = token.range.lowerBound
      for byte in buffer {
        if bytes[offset] != byte { return false }
        offset += 1
      }
      return true
    }
  }

  /// A string literal's contents without its quotes (escapes left as written).
  func stringContents(_ token: Token) -> String {
    var start = token.range.lowerBound
    var end = token.range.upperBound
    let quote = bytes[start]
    var width = 1
    if start + 2 < end, bytes[start + 1] == quote, bytes[start + 2] == quote { width = 3 }
    start += width
    end = max(start, end - width)
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The end of the string literal that starts at `start` (its quote), triple-quoted or not.
  private static func skipString(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, raw: Bool) -> Int {
    let count = bytes.count
    let quote = bytes[start]
    let isTriple = start + 2 < count && bytes[start + 1] == quote && bytes[start + 2] == quote
    var index = start + (isTriple ? 3 : 1)
    while index < count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\"), !raw {
        index = min(index + 2, count)
        continue
      }
      if byte == quote {
        if !isTriple { return index + 1 }
        if index + 2 < count, bytes[index + 1] == quote, bytes[index + 2] == quote { return index + 3 }
      }
      // A single-quoted or double-quoted string ends at the line (except JS templates).
      if byte == 0x0A, !isTriple, quote != UInt8(ascii: "`") { return index }
      index += 1
    }
    return count
  }

  private static func skipBlockComment(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    let count = bytes.count
    var depth = 0
    var index = start
    while index + 1 < count {
      if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
        depth -= 1
        index += 2
        if depth == 0 { return index }
      } else {
        index += 1
      }
    }
    return count
  }

  /// The offset of the line feed that ends the line `start` is on, or the end of the bytes:
  /// found by `memchr`, many bytes at a time, as comments run to the end of their line.
  private static func endOfLine(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard let base = bytes.baseAddress, start < bytes.count,
      let found = memchr(base + start, 0x0A, bytes.count - start)
    else { return bytes.count }
    return UnsafeRawPointer(found) - UnsafeRawPointer(base)
  }

  /// ASCII letters, `_`, `$` and any byte of a multi-byte UTF-8 character.
  @inline(__always)
  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    guard byte < 0x80 else { return true }
    return byte < 0x40 ? byte == UInt8(ascii: "$") : (highIdentifierBytes >> UInt64(byte & 0x3F)) & 1 != 0
  }

  /// `isIdentifierStart`, and the digits.
  @inline(__always)
  static func isIdentifierByte(_ byte: UInt8) -> Bool { IdentifierSet.isIdentifierByte(byte) }

  /// `A` to `Z`, `_` and `a` to `z`, by their bit less 0x40.
  private static let highIdentifierBytes: UInt64 = (0x3FF_FFFF << 0x01) | (1 << 0x1F) | (0x3FF_FFFF << 0x21)
}
