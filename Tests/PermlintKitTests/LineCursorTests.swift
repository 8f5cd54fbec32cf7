import Testing

@_spi(Testing) @testable import PermlintKit

/// The forward cursor the code outline places its tokens with must agree with `LineTable`,
/// which every other reader uses: one position per offset, same line and both columns.
@Suite("LineCursor agrees with LineTable")
struct LineCursorTests {
  @Test("every offset of a text with LF, CR LF, lone CR, accents and emoji")
  func agrees() {
    let bytes = Array("let a = 1\r\nvar é = \"😀\"\rfunc b() {\n  c(\"ü\")\n}\n".utf8)
    let table = LineTable(utf8: bytes)
    var cursor = LineCursor(bytes)
    for offset in 0...bytes.count {
      let expected = table.position(ofOffset: offset)
      let actual = cursor.position(ofOffset: offset)
      #expect(
        [actual.line, actual.column, actual.utf16Column] == [expected.line, expected.column, expected.utf16Column],
        "offset \(offset)")
    }
  }
}
