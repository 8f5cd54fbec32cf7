import Testing

@_spi(Testing) @testable import PermlintKit

/// XML property lists are read by libxml2's streaming reader and folded as elements end. What
/// they report must stay what the walk over libxml2's whole tree reported: the tree parser's
/// words for a truncated file, the root checked first, and no error from elements that walk
/// never read (the children of a `<string>`, the second child of `<plist>`).
@Suite("XML property lists, read as they stream")
struct PlistReaderRegressionTests {
  static func error(_ text: String) -> String? {
    do {
      _ = try PlistParser.parse(SourceFile(path: "Info.plist", text: text))
      return nil
    } catch {
      return "\(error.location.position.line):\(error.location.position.column) \(error.message)"
    }
  }

  @Test(
    "a truncated file is reported as the tree parser words it, not as extra content",
    arguments: [
      (
        "<plist><dict><key>a</key><string>abc",
        "1:37 malformed XML: Premature end of data in tag string line 1"
      ),
      ("<?xml version=\"1.0\"?>", "1:22 malformed XML: Start tag expected, '<' not found"),
      ("<!-- x -->", "1:11 malformed XML: Start tag expected, '<' not found"),
    ])
  func truncated(text: String, expected: String) {
    #expect(Self.error(text) == expected)
  }

  @Test("the root is judged before anything inside it")
  func rootFirst() {
    #expect(
      Self.error("<foo><dict><string>x</string></dict></foo>") == "1:1 expected a <plist> root element, found <foo>")
  }

  @Test("elements the tree walk never read give no error")
  func unreadElements() throws {
    #expect(
      Self.error("<plist><dict><key>a</key><string>b</string></dict><dict><string>x</string></dict></plist>") == nil)
    let leaf = try PlistParser.parse(
      SourceFile(path: "Info.plist", text: "<plist><string>a.b<dict><string/></dict></string></plist>"))
    #expect(leaf.string == "a.b")
  }

  @Test("inside a dictionary, the first mistake in document order")
  func firstMistake() {
    #expect(Self.error("<plist><dict><key>a</key></dict></plist>") == "1:14 <key>a</key> has no value after it")
    #expect(
      Self.error("<plist><dict><foo/><key>k</key><dict><bar/></dict></dict></plist>")
        == "1:14 expected <key> inside <dict>, found <foo>")
    #expect(
      Self.error("<plist><dict><key>k</key><dict><bar/></dict><baz/></dict></plist>")
        == "1:32 expected <key> inside <dict>, found <bar>")
  }
}
