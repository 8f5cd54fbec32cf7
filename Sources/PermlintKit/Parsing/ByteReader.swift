/// What the hand-written readers (`.strings`, JSON, old-style property lists) share: a
/// cursor over UTF-8 bytes and errors located through the file's line table.
protocol ByteReader {
  var bytes: [UInt8] { get }
  var file: SourceFile { get }
  var lines: LineTable { get }
  var index: Int { get set }
}

extension ByteReader {
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

  /// Moves past spaces, tabs and line breaks.
  mutating func skipWhitespace() {
    while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
  }
}
