import PermlintKit
import Testing

@Suite("Strings-file reader")
struct StringsFileParserTests {
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
    do {
      _ = try StringsFileParser.parse(file)
      Issue.record("expected an error")
    } catch {
      #expect(error.location == SourceLocation(path: "InfoPlist.strings", line: 2, column: 1))
    }
  }

  @Test("octal escapes are read as Apple's property-list parser reads them")
  func octalEscape() throws {
    let entries = try StringsFileParser.parse(SourceFile(path: "InfoPlist.strings", text: "\"A\" = \"one\\012two\";\n"))
    #expect(entries.first?.value == "one\ntwo")
  }
}
