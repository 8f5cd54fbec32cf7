@_spi(Testing) import PermlintKit
import PermlintTestSupport
import Testing

@Suite("Property-list reader")
struct PlistParserTests {
  @Test("every value type is read with its element's position")
  func valueTypes() throws {
    let text = """
      <plist version="1.0">
      <dict>
        <key>S</key><string>a &amp; b</string>
        <key>I</key><integer> 42 </integer>
        <key>R</key><real>1.5</real>
        <key>T</key><true/>
        <key>F</key><false/>
        <key>D</key><date>2026-01-01T00:00:00Z</date>
        <key>B</key><data>AAE=</data>
        <key>A</key>
        <array>
          <string>location</string>
        </array>
      </dict>
      </plist>
      """
    let root = try PlistParser.parse(SourceFile(path: "Info.plist", text: text))
    #expect(root.entry("S")?.value.string == "a & b")
    #expect(root.entry("S")?.keyPosition == SourcePosition(line: 3, column: 3))
    #expect(root.entry("S")?.value.position == SourcePosition(line: 3, column: 15))
    guard case .integer("42") = root.entry("I")?.value.kind else {
      Issue.record("integer not read")
      return
    }
    guard case .bool(true) = root.entry("T")?.value.kind, case .bool(false) = root.entry("F")?.value.kind else {
      Issue.record("booleans not read")
      return
    }
    let item = try #require(root.entry("A")?.value.array?.first)
    #expect(item.string == "location")
    #expect(item.position == SourcePosition(line: 12, column: 5))
  }

  @Test("a binary plist is read, every value at 1:1")
  func binaryPlist() throws {
    let bytes = try BinaryPlistFixture.bytes([
      "NSCameraUsageDescription": "Chụp ảnh hoá đơn", "UIBackgroundModes": ["location"],
    ])
    let root = try PlistParser.parse(SourceFile(path: "Info.plist", bytes: bytes))
    #expect(root.entry("NSCameraUsageDescription")?.value.string == "Chụp ảnh hoá đơn")
    #expect(root.entry("UIBackgroundModes")?.value.array?.first?.string == "location")
    #expect(root.entry("UIBackgroundModes")?.keyPosition == .start)
  }

  @Test("a key without a value is an error at the key")
  func keyWithoutValue() {
    let file = SourceFile(path: "Info.plist", text: "<plist>\n<dict>\n  <key>A</key>\n</dict>\n</plist>")
    let error = #expect(throws: ParseError.self) { try PlistParser.parse(file) }
    #expect(error?.location == FileLocation(path: "Info.plist", line: 3, column: 3))
  }
}
