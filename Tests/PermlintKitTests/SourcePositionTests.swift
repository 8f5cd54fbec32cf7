import Testing

@_spi(Testing) @testable import PermlintKit

@Suite("Source positions")
struct SourcePositionTests {
  @Test("a position is 24 bytes, because documents hold millions of them")
  func compact() {
    #expect(MemoryLayout<SourcePosition>.size == 24)
  }

  @Test("ends round-trip, an unknown end stays unknown, values clamp to 1")
  func ends() {
    var position = SourcePosition(line: 3, column: 5, utf16Column: 6)
    #expect(position.end == nil)
    position.end = SourceEnd(line: 4, column: 2, utf16Column: 3)
    #expect(position.end == SourceEnd(line: 4, column: 2, utf16Column: 3))
    #expect(position.line == 3 && position.column == 5 && position.utf16Column == 6)
    position.end = nil
    #expect(position.end == nil)
    let clamped = SourcePosition(line: 0, column: -4)
    #expect(clamped.line == 1 && clamped.column == 1 && clamped.utf16Column == 1)
    #expect(SourcePosition(line: 2, column: 7, utf16Column: 9) == SourcePosition(line: 2, column: 7))
  }
}
