@_spi(Testing) import PermlintKit
import Testing

@Suite("YAML reader")
struct YAMLParserTests {
  @Test("keys and values keep their own positions")
  func positions() throws {
    let document = try YAMLParser.parse(SourceFile(path: "p.yml", text: "app: Rider\nfeatures:\n  go-online: {}\n"))
    let pairs = try #require(document.root?.mapping)
    #expect(pairs[0].key.position == SourcePosition(line: 1, column: 1))
    #expect(pairs[0].value.position == SourcePosition(line: 1, column: 6))
    #expect(pairs[1].value.mapping?.first?.key.position == SourcePosition(line: 3, column: 3))
  }

  @Test("CRLF line endings keep lines exact")
  func crlf() throws {
    let document = try YAMLParser.parse(SourceFile(path: "p.yml", text: "a: 1\r\nb:\r\n  c: 2\r\n"))
    #expect(document.root?["b"]?["c"]?.position == SourcePosition(line: 3, column: 6))
  }

  @Test("a byte that is not UTF-8 is reported where it is, not at 1:1")
  func invalidByte() throws {
    let bytes =
      Array("features:\n  x:\n    requires: [camera]\n    justification: \"caf".utf8) + [0xE9] + Array(" ok\"\n".utf8)
    #expect {
      try YAMLParser.parse(SourceFile(path: "permlint.yml", bytes: bytes))
    } throws: { error in
      let error = error as? ParseError
      return error?.location == FileLocation(path: "permlint.yml", line: 4, column: 25)
        && error?.message == "malformed YAML: invalid trailing UTF-8 octet"
    }
  }

  @Test("a duplicate key is reported at the second key and parsing goes on")
  func duplicateKey() throws {
    let document = try YAMLParser.parse(SourceFile(path: "p.yml", text: "a: 1\nb: 2\na: 3\n"))
    #expect(document.problems.map(\.location) == [FileLocation(path: "p.yml", line: 3, column: 1)])
    #expect(document.root?.mapping?.count == 3)
  }

  @Test("an alias bomb is refused at the alias that crosses the limit")
  func aliasBomb() {
    var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1...9 {
      text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
    }
    #expect(throws: ParseError.self) { try YAMLParser.parse(SourceFile(path: "bomb.yml", text: text)) }
  }

  @Test("nesting deeper than the limit is an error, not a stack overflow")
  func deepNesting() {
    let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(throws: ParseError.self) { try YAMLParser.parse(SourceFile(path: "deep.yml", text: text)) }
  }

  @Test("a second document is reported, not silently ignored")
  func secondDocument() throws {
    let document = try YAMLParser.parse(SourceFile(path: "p.yml", text: "a: 1\n---\nb: 2\n"))
    #expect(document.problems.map(\.location) == [PermlintKit.FileLocation(path: "p.yml", line: 2, column: 1)])
    #expect(document.root?["a"] != nil)
  }

  @Test("a syntax error names the line and column")
  func syntaxError() {
    let error = #expect(throws: ParseError.self) {
      try YAMLParser.parse(SourceFile(path: "p.yml", text: "a: [1, 2\nb: 3\n"))
    }
    #expect(error?.location.path == "p.yml")
    #expect((error?.location.line ?? 0) >= 2)
    #expect(error?.message.hasPrefix("malformed YAML") == true)
  }
}
