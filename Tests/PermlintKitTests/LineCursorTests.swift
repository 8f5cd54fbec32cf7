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

  /// Asked at offsets far apart, the cursor passes runs of plain ASCII eight bytes at a time:
  /// a line break, a lone CR or a multi-byte character at any place of a run must still count.
  @Test("offsets asked with every stride, over long runs with breaks and accents at every place")
  func agreesAcrossRuns() {
    var text = ""
    for place in 0..<24 {
      let run = String(repeating: "abcdefgh", count: 3)
      let index = run.index(run.startIndex, offsetBy: place)
      for insert in ["\n", "\r", "\r\n", "é", "😀", "\t"] {
        text += run[..<index] + insert + run[index...]
      }
    }
    let bytes = Array(text.utf8)
    let table = LineTable(utf8: bytes)
    for stride in 1...19 {
      var cursor = LineCursor(bytes)
      for offset in Swift.stride(from: 0, through: bytes.count, by: stride) {
        let expected = table.position(ofOffset: offset)
        let actual = cursor.position(ofOffset: offset)
        #expect(
          [actual.line, actual.column, actual.utf16Column] == [expected.line, expected.column, expected.utf16Column],
          "stride \(stride), offset \(offset)")
      }
    }
  }
}
