@_spi(Testing) import PermlintKit
import PermlintTestSupport
import Testing

@Suite("XML reader")
struct XMLDocumentParserTests {
  @Test("an attribute on the third line of a multi-line tag is located on that line")
  func multiLineAttribute() throws {
    let marked = MarkedSource(
      """
      <manifest xmlns:a="http://schemas.android.com/apk/res/android">
        <uses-permission
            a:maxSdkVersion="32"
            ↓a:name="android.permission.READ_EXTERNAL_STORAGE" />
      </manifest>
      """)
    let root = try XMLDocumentParser.parse(SourceFile(path: "m.xml", text: marked.text))
    let element = try #require(root.children.first)
    // The prefix is `a`, not `android`: the attribute is found by namespace URI.
    let name = try #require(element.attribute("name", namespace: XMLNamespace.android))
    #expect(name.value == "android.permission.READ_EXTERNAL_STORAGE")
    #expect(name.position == marked.markers[0])
    #expect(element.position == SourcePosition(line: 2, column: 3))
  }

  @Test("positions stay exact in a CRLF file")
  func crlf() throws {
    let text =
      "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\r\n"
      + "  <uses-permission\r\n      android:name=\"android.permission.CAMERA\" />\r\n</manifest>\r\n"
    let root = try XMLDocumentParser.parse(SourceFile(path: "m.xml", text: text))
    let name = try #require(root.children.first?.attribute("name", namespace: XMLNamespace.android))
    #expect(name.position == SourcePosition(line: 3, column: 7))
    #expect(name.valuePosition == SourcePosition(line: 3, column: 21))
  }

  @Test("comments, CDATA, processing instructions and a DOCTYPE do not shift element positions")
  func skippedConstructs() throws {
    let text = """
      <?xml version="1.0"?>
      <!DOCTYPE plist [ <!ENTITY x "<fake/>"> ]>
      <!-- <key>not an element</key> -->
      <plist><dict><![CDATA[<nope/>]]>
        <key>A</key></dict></plist>
      """
    let root = try XMLDocumentParser.parse(SourceFile(path: "p.plist", text: text))
    let key = try #require(root.children.first?.children.first)
    #expect(key.name == "key")
    #expect(key.position == SourcePosition(line: 5, column: 3))
  }

  @Test("malformed XML is an error at libxml2's location")
  func malformed() {
    let file = SourceFile(path: "bad.xml", text: "<manifest>\n  <uses-permission>\n</manifest>\n")
    #expect(throws: ParseError.self) { try XMLDocumentParser.parse(file) }
    do {
      _ = try XMLDocumentParser.parse(file)
    } catch {
      #expect(error.location.path == "bad.xml")
      #expect(error.location.line == 3)
      #expect(error.message.contains("mismatch"))
    }
  }

  @Test("an error in a file with lone-CR line endings is on the right line")
  func loneCRError() {
    let file = SourceFile(path: "cr.xml", text: "<manifest>\r  <a>\r  </b>\r</manifest>\r")
    let error = #expect(throws: ParseError.self) { try XMLDocumentParser.parse(file) }
    #expect(error?.location.line == 3)
  }

  @Test("an empty file is an error, not a crash")
  func empty() {
    #expect(throws: ParseError.self) { try XMLDocumentParser.parse(SourceFile(path: "e.xml", text: "  \n")) }
  }

  @Test("UTF-16 input with a BOM is read with exact positions")
  func utf16() throws {
    let text = "<plist>\n  <dict/>\n</plist>\n"
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    let root = try XMLDocumentParser.parse(SourceFile(path: "u.plist", bytes: bytes))
    #expect(root.children.first?.position == SourcePosition(line: 2, column: 3))
  }
}
