import Foundation
@_spi(Testing) import PermlintKit
import PermlintTestSupport
import Testing

/// Every hostile or broken input from the issue, linted beside a normal file: each yields an
/// error at its own place and the normal file's finding is still reported.
@Suite("Hostile and broken input")
struct HostileInputTests {
  /// A normal file whose one finding must survive every hostile neighbour.
  static let normal = SourceFile(
    path: "normal/Info.plist",
    text: "<plist><dict><key>NSCameraUsageDescription</key><string></string></dict></plist>")
  static let normalFinding = "normal/Info.plist:1:49 missing-purpose-string"

  /// Lints `file` beside the normal file and returns the findings as `path:line:col rule`.
  func lint(_ file: SourceFile) async -> [String] {
    let report = await Linter(jobs: 2).lint(files: [file, Self.normal])
    let findings = report.findings.map { "\($0.location) \($0.ruleID)" }
    #expect(findings.contains(Self.normalFinding), "the neighbour's finding was lost: \(findings)")
    return findings.filter { $0 != Self.normalFinding }
  }

  func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  @Test("an external entity is never read")
  func externalEntity() async throws {
    let file = SourceFile(
      path: "x/Info.plist",
      text: """
        <?xml version="1.0"?>
        <!DOCTYPE plist [ <!ENTITY e SYSTEM "file:///etc/passwd"> ]>
        <plist><dict><key>NSCameraUsageDescription</key><string>&e;</string></dict></plist>
        """)
    let plist = try PlistParser.parse(file)
    #expect(plist.entry("NSCameraUsageDescription")?.value.string == "&e;")
    // The literal reference is one word; /etc/passwd would have been many.
    #expect(await lint(file) == ["x/Info.plist:3:49 short-purpose-string"])
  }

  @Test("an external DTD is never fetched")
  func externalDTD() async {
    let file = SourceFile(
      path: "x/Info.plist",
      text: "<?xml version=\"1.0\"?>\n<!DOCTYPE plist SYSTEM \"http://127.0.0.1:9/evil.dtd\">\n<plist><dict/></plist>\n"
    )
    #expect(await lint(file) == [])
  }

  @Test("an entity-expansion bomb is refused at its DOCTYPE")
  func entityBomb() async {
    var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY l0 \"lol\">\n"
    for level in 1...9 {
      text += " <!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">\n"
    }
    text += "]>\n<plist><dict><key>NSCameraUsageDescription</key><string>&l9;</string></dict></plist>\n"
    #expect(await lint(SourceFile(path: "x/Info.plist", text: text)) == ["x/Info.plist:2:1 malformed-file"])
  }

  @Test("XML nested 100,000 deep is an error, not a stack overflow")
  func deepXML() async {
    let text =
      "<manifest>" + String(repeating: "<a>", count: 100_000) + String(repeating: "</a>", count: 100_000)
      + "</manifest>"
    let findings = await lint(SourceFile(path: "x/AndroidManifest.xml", text: text))
    #expect(findings.count == 1)
    #expect(findings.first?.hasSuffix("malformed-file") == true)
  }

  @Test("YAML nested 100,000 deep is an error at the level that crosses the limit")
  func deepYAML() async {
    let text = "app: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(await lint(SourceFile(path: "x/permlint.yml", text: text)) == ["x/permlint.yml:1:261 malformed-file"])
  }

  @Test("a YAML alias bomb is refused at the alias")
  func aliasBomb() async {
    var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1...9 {
      text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
    }
    let findings = await lint(SourceFile(path: "x/permlint.yml", text: text))
    #expect(findings.count == 1)
    #expect(findings.first?.hasPrefix("x/permlint.yml:5:") == true)
  }

  @Test("binary garbage and NUL bytes are errors at the first NUL")
  func binary() async {
    let bytes: [UInt8] = Array("<manifest>\n  <x/>".utf8) + [0, 1, 2, 0xFF] + Array("</manifest>".utf8)
    #expect(
      await lint(SourceFile(path: "x/AndroidManifest.xml", bytes: bytes)) == [
        "x/AndroidManifest.xml:2:7 malformed-file"
      ])
    #expect(
      await lint(SourceFile(path: "y/permlint.yml", bytes: [0x61, 0x3A, 0x00])) == ["y/permlint.yml:1:3 malformed-file"]
    )
    #expect(
      await lint(SourceFile(path: "z/fr.lproj/InfoPlist.strings", bytes: [0x22, 0x00, 0x22])) == [
        "z/fr.lproj/InfoPlist.strings:1:2 malformed-file"
      ])
  }

  @Test("UTF-16 with and without a byte-order mark, and a UTF-8 BOM, keep exact columns")
  func encodings() async {
    let text = "<plist><dict><key>NSCameraUsageDescription</key><string> </string></dict></plist>"
    let utf16 = text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    for (name, bytes) in [("a", [0xFF, 0xFE] + utf16), ("b", utf16), ("c", [0xEF, 0xBB, 0xBF] + Array(text.utf8))] {
      #expect(
        await lint(SourceFile(path: "\(name)/Info.plist", bytes: bytes)) == [
          "\(name)/Info.plist:1:49 missing-purpose-string"
        ])
    }
  }

  @Test("Latin-1 text labelled UTF-8 is an error at the first bad byte, on one line")
  func latin1() async {
    let bytes = Array("<plist><dict><key>K</key><string>Caf".utf8) + [0xE9] + Array("</string></dict></plist>".utf8)
    let report = await Linter().lint(files: [SourceFile(path: "x/Info.plist", bytes: bytes)])
    #expect(report.findings.map { "\($0.location)" } == ["x/Info.plist:1:37"])
    #expect(report.findings.first?.message.contains("\n") == false)
  }

  @Test("CRLF and lone-CR line endings keep lines and columns exact")
  func lineEndings() async {
    for separator in ["\r\n", "\r"] {
      let text = [
        "<plist>", "<dict>", "  <key>NSCameraUsageDescription</key>", "  <string></string>", "</dict>", "</plist>",
      ]
      .joined(separator: separator)
      #expect(await lint(SourceFile(path: "x/Info.plist", text: text)) == ["x/Info.plist:4:3 missing-purpose-string"])
    }
  }

  @Test("empty files are errors at 1:1")
  func emptyFiles() async {
    #expect(await lint(SourceFile(path: "x/Info.plist", bytes: [])) == ["x/Info.plist:1:1 malformed-file"])
    #expect(
      await lint(SourceFile(path: "y/AndroidManifest.xml", bytes: [])) == ["y/AndroidManifest.xml:1:1 malformed-file"])
    #expect(await lint(SourceFile(path: "z/permlint.yml", bytes: [])) == ["z/permlint.yml:1:1 invalid-feature-map"])
  }

  @Test("a very long line keeps exact columns")
  func longLine() async {
    let text =
      "<plist><dict><key>A</key><string>" + String(repeating: "x", count: 2_000_000)
      + "</string><key>NSMicrophoneUsageDescription</key><string></string></dict></plist>"
    #expect(
      await lint(SourceFile(path: "x/Info.plist", text: text)) == ["x/Info.plist:1:2000082 missing-purpose-string"])
  }

  @Test("duplicate YAML keys are reported at the second key")
  func duplicateKeys() async {
    #expect(
      await lint(SourceFile(path: "x/permlint.yml", text: "app: A\napp: B\n")) == ["x/permlint.yml:2:1 malformed-file"])
  }
}
