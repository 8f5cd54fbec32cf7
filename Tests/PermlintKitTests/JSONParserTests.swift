@_spi(Testing) import PermlintKit
import Testing

@Suite("JSON reader")
struct JSONParserTests {
  @Test("members keep the positions of their keys and values")
  func positions() throws {
    let text = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "NSCameraUsageDescription" : { "localizations" : { "de" : { "stringUnit" : { "value" : "Kamera \\"an\\"" } } } }
        },
        "n" : [1, -2.5e3, true, false, null]
      }
      """
    let root = try JSONParser.parse(SourceFile(path: "InfoPlist.xcstrings", text: text))
    #expect(root.member("sourceLanguage")?.keyPosition == SourcePosition(line: 2, column: 3))
    #expect(root["sourceLanguage"]?.position == SourcePosition(line: 2, column: 22))
    let camera = try #require(root["strings"]?.member("NSCameraUsageDescription"))
    #expect(camera.keyPosition == SourcePosition(line: 4, column: 5))
    let value = try #require(camera.value["localizations"]?["de"]?["stringUnit"]?["value"])
    #expect(value.string == "Kamera \"an\"")
    #expect(value.position == SourcePosition(line: 4, column: 92))
    guard case .array(let items) = root["n"]?.kind, items.count == 5, case .number("-2.5e3") = items[1].kind else {
      Issue.record("array not read")
      return
    }
  }

  @Test("escapes, surrogate pairs and non-ASCII columns")
  func escapes() throws {
    let text = #"{"ä": "\u00e9\ud83d\udccd\n\t\/", "b": "x"}"#
    let root = try JSONParser.parse(SourceFile(path: "a.json", text: text))
    #expect(root["ä"]?.string == "é📍\n\t/")
    // Columns count Unicode scalars: `ä` is one column.
    #expect(root.member("b")?.keyPosition == SourcePosition(line: 1, column: 35))
  }

  @Test(
    "malformed JSON is an error at the offending character",
    arguments: [
      ("{\n  \"a\" : 1,\n}", 3, 1, "member name"),
      ("{\"a\" 1}", 1, 6, "':'"),
      ("[1 2]", 1, 4, "',' or ']'"),
      ("{\"a\": \"open", 1, 7, "never closed"),
      ("{\"a\": tru}", 1, 7, "JSON value"),
      ("{} x", 1, 4, "after the end"),
      ("\"\\q\"", 1, 2, "escape"),
      ("01", 1, 2, "after the end"),
      ("", 1, 1, "ended"),
    ])
  func malformed(_ text: String, _ line: Int, _ column: Int, _ message: String) {
    let error = #expect(throws: ParseError.self) { try JSONParser.parse(SourceFile(path: "a.json", text: text)) }
    #expect(error?.location == PermlintKit.FileLocation(path: "a.json", line: line, column: column))
    #expect(error?.message.contains(message) == true, "\(error?.message ?? "")")
  }

  @Test("deep nesting is refused, not a stack overflow")
  func depth() {
    let text = String(repeating: "[", count: 10_000)
    #expect(throws: ParseError.self) { try JSONParser.parse(SourceFile(path: "a.json", text: text)) }
  }
}
