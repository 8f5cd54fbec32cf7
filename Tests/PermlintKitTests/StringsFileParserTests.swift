@_spi(Testing) import PermlintKit
import Testing

@Suite("Strings-file reader")
struct StringsFileParserTests {
  @Test("a .strings file written as an XML property list is read, with positions")
  func xmlPropertyList() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
        <dict>
          <key>NSCameraUsageDescription</key>
          <string>Hiermit kannst du deinen Dateien eigene Bilder hinzufügen</string>
          <key>Count</key>
          <integer>3</integer>
        </dict>
      </plist>
      """
    let entries = try LocalizedStringsParser.parse(SourceFile(path: "de.lproj/InfoPlist.strings", text: text))
    #expect(entries.map(\.key) == ["NSCameraUsageDescription"])
    #expect(entries.first?.value == "Hiermit kannst du deinen Dateien eigene Bilder hinzufügen")
    #expect(entries.first?.keyPosition == SourcePosition(line: 4, column: 5))
    #expect(entries.first?.valuePosition == SourcePosition(line: 5, column: 5))
    // Old-style text still goes to the old-style reader.
    let old = try LocalizedStringsParser.parse(SourceFile(path: "x.strings", text: "\"a\" = \"b\";\n"))
    #expect(old.map(\.value) == ["b"])
  }

  @Test("comments, escapes and positions")
  func basics() throws {
    let text = """
      /* Camera */
      "NSCameraUsageDescription" = "Chụp ảnh \\"hoá đơn\\"\\n";
      // Location
      NSLocationWhenInUseUsageDescription = "Zeigt \\U00FCberall";
      """
    let entries = try StringsFileParser.parse(SourceFile(path: "vi.lproj/InfoPlist.strings", text: text))
    #expect(entries.map(\.key) == ["NSCameraUsageDescription", "NSLocationWhenInUseUsageDescription"])
    #expect(entries[0].value == "Chụp ảnh \"hoá đơn\"\n")
    #expect(entries[0].keyPosition == SourcePosition(line: 2, column: 1))
    #expect(entries[0].valuePosition == SourcePosition(line: 2, column: 30))
    #expect(entries[1].value == "Zeigt überall")
  }

  @Test("UTF-16 little-endian with a BOM")
  func utf16() throws {
    let text = "\"NSCameraUsageDescription\" = \"Ảnh\";\n"
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    let entries = try StringsFileParser.parse(SourceFile(path: "InfoPlist.strings", bytes: bytes))
    #expect(entries.first?.value == "Ảnh")
    #expect(entries.first?.valuePosition == SourcePosition(line: 1, column: 30))
  }

  @Test("a missing semicolon is an error at the next token")
  func missingSemicolon() {
    let file = SourceFile(path: "InfoPlist.strings", text: "\"A\" = \"x\"\n\"B\" = \"y\";\n")
    let error = #expect(throws: ParseError.self) { try StringsFileParser.parse(file) }
    #expect(error?.location == FileLocation(path: "InfoPlist.strings", line: 2, column: 1))
  }

  @Test("octal escapes are read as Apple's property-list parser reads them")
  func octalEscape() throws {
    let entries = try StringsFileParser.parse(SourceFile(path: "InfoPlist.strings", text: "\"A\" = \"one\\012two\";\n"))
    #expect(entries.first?.value == "one\ntwo")
  }
}
