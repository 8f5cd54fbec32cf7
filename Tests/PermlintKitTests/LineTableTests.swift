import PermlintKit
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
}
