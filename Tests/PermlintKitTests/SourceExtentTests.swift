@_spi(Testing) import PermlintKit
import Testing

/// Every parser records where a token ends and its UTF-16 column, so that SARIF regions
/// highlight the whole key, attribute value or node at the column GitHub counts.
@Suite("Token ends and UTF-16 columns")
struct SourceExtentTests {
  private func end(_ position: SourcePosition?) -> [Int]? {
    position?.end.map { [$0.line, $0.column, $0.utf16Column] }
  }

  @Test("YAML scalars end after their last character; block mappings have no end")
  func yamlScalars() throws {
    let document = try YAMLParser.parse(SourceFile(path: "p.yml", text: "app: Rider\nfeatures:\n  go: { a: \"b\" }\n"))
    let pairs = try #require(document.root?.mapping)
    #expect(end(pairs[0].key.position) == [1, 4, 4])
    #expect(end(pairs[0].value.position) == [1, 11, 11])
    #expect(end(pairs[1].value.position) == nil)
    let flow = try #require(pairs[1].value.mapping?.first?.value)
    #expect(flow.position == SourcePosition(line: 3, column: 7))
    #expect(end(flow.position) == [3, 17, 17])
    #expect(end(flow.mapping?.first?.value.position) == [3, 15, 15])
  }

  @Test("a quoted scalar spanning lines in a flow mapping does not shift later lines")
  func yamlMultilineQuotedScalar() throws {
    // libyaml's own line counter reports `foo` on line 6; its character index is exact.
    let text = "app: X\nfeatures:\n  a: { flow: \"x\n  y\" }\nfoo: bar\n"
    let document = try YAMLParser.parse(SourceFile(path: "p.yml", text: text))
    let pairs = try #require(document.root?.mapping)
    #expect(pairs[2].key.position == SourcePosition(line: 5, column: 1))
    #expect(end(pairs[1].value.mapping?.first?.value.mapping?.first?.value.position) == [4, 5, 5])
  }

  @Test("a syntax error after such a scalar is reported on its own line")
  func yamlErrorAfterMultilineQuotedScalar() {
    let text = "a: { b: \"x\n  y\" }\nc: d: e\n"
    #expect {
      try YAMLParser.parse(SourceFile(path: "p.yml", text: text))
    } throws: { error in
      (error as? ParseError)?.location == FileLocation(path: "p.yml", line: 3, column: 5)
    }
  }

  @Test("UTF-16 columns count an emoji as two code units; scalar columns as one")
  func utf16Columns() throws {
    let document = try YAMLParser.parse(SourceFile(path: "p.yml", text: "a: { 📍: x, key: value }\n"))
    let pairs = try #require(document.root?["a"]?.mapping)
    let key = pairs[1].key.position
    #expect(key.column == 12)
    #expect(key.utf16Column == 13)
    #expect(end(key) == [1, 15, 16])
  }

  @Test("XML: a leaf element spans to its end tag, a parent only its start tag, an attribute its value")
  func xmlElements() throws {
    let text = """
      <manifest xmlns:android="http://schemas.android.com/apk/res/android">
        <uses-permission android:name="android.permission.CAMERA"/>
        <application><key>NSCameraUsageDescription</key></application>
      </manifest>
      """
    let root = try XMLDocumentParser.parse(SourceFile(path: "AndroidManifest.xml", text: text))
    #expect(end(root.position) == [1, 70, 70])
    let permission = root.children[0]
    #expect(end(permission.position) == [2, 62, 62])
    let name = try #require(permission.attribute("name", namespace: XMLNamespace.android))
    #expect(name.position == SourcePosition(line: 2, column: 20))
    #expect(end(name.position) == [2, 60, 60])
    #expect(name.valuePosition == SourcePosition(line: 2, column: 34))
    #expect(end(name.valuePosition) == [2, 59, 59])
    #expect(end(root.children[1].position) == [3, 16, 16])
    #expect(end(root.children[1].children[0].position) == [3, 51, 51])
  }

  @Test("strings files, xcconfig and JSON record key and value ends")
  func otherFormats() throws {
    let strings = try StringsFileParser.parse(
      SourceFile(path: "InfoPlist.strings", text: "\"NSCameraUsageDescription\" = \"Scan\";\n"))
    #expect(end(strings[0].keyPosition) == [1, 27, 27])
    #expect(end(strings[0].valuePosition) == [1, 36, 36])
    let json = try JSONParser.parse(SourceFile(path: "a.json", text: "{\"key\": \"value\"}"))
    #expect(end(json.object?.first?.keyPosition) == [1, 7, 7])
    #expect(end(json.object?.first?.value.position) == [1, 16, 16])
    #expect(end(json.position) == nil)
  }

  @Test("positions are equal when they start at the same place, whatever their ends")
  func equality() {
    let bare = SourcePosition(line: 2, column: 3)
    let extended = SourcePosition(
      line: 2, column: 3, utf16Column: 4, end: SourceEnd(line: 2, column: 9, utf16Column: 10))
    #expect(bare == extended)
    #expect(Set([bare, extended]).count == 1)
  }
}
