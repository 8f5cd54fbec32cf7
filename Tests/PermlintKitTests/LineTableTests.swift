@_spi(Testing) import PermlintKit
import Testing

@Suite("Line table")
struct LineTableTests {
  @Test("LF, CRLF and lone CR each end one line")
  func lineEndings() {
    let table = LineTable(utf8: Array("a\nb\r\nc\rd".utf8))
    #expect(table.position(ofOffset: 0) == SourcePosition(line: 1, column: 1))
    #expect(table.position(ofOffset: 2) == SourcePosition(line: 2, column: 1))
    #expect(table.position(ofOffset: 5) == SourcePosition(line: 3, column: 1))
    #expect(table.position(ofOffset: 7) == SourcePosition(line: 4, column: 1))
    #expect(table.lineCount == 4)
  }

  @Test("columns count Unicode scalars, not bytes")
  func multibyteColumns() {
    let text = "Cấp quyền x"
    let offset = Array(text.utf8).count - 1
    #expect(LineTable(utf8: Array(text.utf8)).position(ofOffset: offset) == SourcePosition(line: 1, column: 11))
  }

  @Test("columns on very long lines with multibyte text match a scalar count, across checkpoints")
  func longLines() {
    var text = ""
    for index in 0..<600 { text += index % 7 == 0 ? "ấ" : index % 11 == 0 ? "📍" : "a" }
    text += "\n" + text
    let bytes = Array(text.utf8)
    let table = LineTable(utf8: bytes)
    var line = 1
    var column = 1
    for offset in 0...bytes.count {
      if offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { continue }
      #expect(table.position(ofOffset: offset) == SourcePosition(line: line, column: column))
      if offset < bytes.count {
        if bytes[offset] == 0x0A {
          line += 1
          column = 1
        } else {
          column += 1
        }
      }
    }
  }
}
