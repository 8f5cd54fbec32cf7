import Foundation
import PermlintTestSupport
import Testing

@_spi(Testing) @testable import PermlintKit

/// `PlainXMLPlistReader` reads plain XML property lists from their bytes; libxml2's path
/// (`PlistParser.parseXML`) is the reference. Wherever the plain reader answers, the two must
/// give the same values, texts, positions, indentation and line breaks; where it declines,
/// `PlistParser.parse` gives libxml2's answer, errors included (issue 23).
@Suite("Plain XML property-list reader")
struct PlainXMLPlistReaderTests {
  /// Every field of a value, positions with their ends, and each text's bytes.
  static func render(_ value: PlistValue) -> String {
    var out = ""
    render(value, into: &out)
    return out
  }

  private static func render(_ value: PlistValue, into out: inout String) {
    out += "@\(describe(value.position)) "
    switch value.kind {
    case .string(let text): out += "string \(Array(text.utf8))"
    case .integer(let text): out += "integer \(Array(text.utf8))"
    case .real(let text): out += "real \(Array(text.utf8))"
    case .date(let text): out += "date \(Array(text.utf8))"
    case .data(let text): out += "data \(Array(text.utf8))"
    case .bool(let flag): out += "bool \(flag)"
    case .array(let items):
      out += "array ["
      for item in items {
        render(item, into: &out)
        out += ", "
      }
      out += "]"
    case .dictionary(let entries):
      out += "dict {"
      for entry in entries {
        out += "key \(Array(entry.key.utf8)) @\(describe(entry.keyPosition)) indent "
        out += "\(entry.keyIndentation.map { "\(Array($0.utf8))" } ?? "nil") break \(Array(entry.lineBreak.utf8)) = "
        render(entry.value, into: &out)
        out += "; "
      }
      out += "}"
    }
  }

  private static func describe(_ position: SourcePosition) -> String {
    "\(position.line):\(position.column):\(position.utf16Column)-"
      + (position.end.map { "\($0.line):\($0.column):\($0.utf16Column)" } ?? "none")
  }

  /// What libxml2's path gives: the rendered value, or the error's place and words.
  static func reference(_ file: SourceFile) -> String {
    do {
      return render(try PlistParser.parseXML(file))
    } catch {
      return "error \(error.location) \(error.message)"
    }
  }

  /// Checks one document: the plain reader answers as libxml2 does, or declines; `parse`
  /// answers as libxml2 does either way. Returns whether the plain reader answered.
  @discardableResult
  static func check(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    let file = SourceFile(path: "Info.plist", bytes: bytes)
    let expected = reference(file)
    let plain = PlainXMLPlistReader.read(file)
    if let plain {
      #expect(render(plain) == expected, "\(String(decoding: bytes, as: UTF8.self))", sourceLocation: sourceLocation)
    }
    let parsed: String
    do {
      parsed = render(try PlistParser.parse(file))
    } catch {
      parsed = "error \(error.location) \(error.message)"
    }
    #expect(parsed == expected, "\(String(decoding: bytes, as: UTF8.self))", sourceLocation: sourceLocation)
    return plain != nil
  }

  static let header = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">

    """

  static func plist(_ body: String, header: String = header) -> [UInt8] {
    Array((header + "<plist version=\"1.0\">\n" + body + "\n</plist>\n").utf8)
  }

  @Test("the plain form Xcode writes is read from its bytes, as libxml2 reads it")
  func plainForm() {
    let bodies = [
      "<dict>\n\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts</string>\n</dict>",
      "<dict>\n  <key>A</key><string>a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos;</string>\n</dict>",
      "<dict><key>I</key><integer> 42 </integer><key>R</key><real>\n1.5\n</real><key>T</key><true/>"
        + "<key>F</key><false/><key>D</key><date>2026-01-01T00:00:00Z</date><key>B</key><data>\n\tAAE=\n\t</data></dict>",
      "<dict>\n\t<key>UIBackgroundModes</key>\n\t<array>\n\t\t<string>location</string>\n\t\t<string>audio</string>\n\t</array>\n</dict>",
      "<dict/>", "<array/>", "<string/>", "<string></string>", "<string>  </string>", "<string>\n</string>",
      "<dict>\n\t<key/>\n\t<string/>\n</dict>", "<array>\n\t<dict>\n\t\t<key>k</key>\n\t\t<dict/>\n\t</dict>\n</array>",
      "<dict><key>V</key><string>Chụp ảnh hoá đơn để lưu 📷 — “quoted” 中文</string></dict>",
      "<dict><key>Ref</key><string>&#65;&#x42;&#x1F600;&#13;&#10;&#9;&#0065;</string></dict>",
      "<dict><!-- a comment --><key>K</key><!----><string>a<!-- inside -->b</string></dict>",
      "<dict>text between <key>K</key> and more <string>v</string> ] > </dict>",
      "<dict><key>K</key><string>a]b]]c]>d</string></dict>", "<true/>", "<false></false>",
      "<true>ignored text</true>", "<integer>-7</integer>", "<dict><key>K</key>\t<array></array></dict>",
      "<string>$(PRODUCT_NAME) uses the camera</string>",
      "<string>\u{7F}\u{80}\u{9F}" + String(decoding: [0xEF, 0xB7, 0x90], as: UTF8.self) + "\u{FFFD}</string>",
    ]
    for body in bodies {
      #expect(Self.check(Self.plist(body)), "\(body)")
    }
    // Without the declaration or the DOCTYPE, with other spellings of them, comments around.
    let headers = [
      "", "<?xml version=\"1.0\"?>\n", "<?xml version='1.0' encoding='utf-8'?>",
      "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n",
      "<?xml version=\"1.0\"   standalone='no'  ?>\n<!-- made by hand -->\n",
      "<!DOCTYPE plist SYSTEM \"file://localhost/System/Library/DTDs/PropertyList.dtd\">\n",
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC '-//Apple//DTD PLIST 1.0//EN' 'x'  >",
    ]
    for header in headers {
      #expect(Self.check(Self.plist("<dict><key>A</key><string>b</string></dict>", header: header)), "\(header)")
    }
    #expect(Self.check(Array("<plist><string>x</string></plist>\n<!-- after -->\n\n".utf8)))
    #expect(Self.check(Array("<plist   version = '1.0'  other=\"x\"\n><string>x</string></plist>".utf8)))
  }

  @Test("what the plain reader does not check itself is left to libxml2, errors included")
  func declined() {
    let bodies = [
      // Structure: the folder's errors.
      "<dict><key>A</key></dict>", "<dict><string>x</string></dict>", "<dict><key>A</key><key>B</key></dict>",
      "<array><key>A</key></array>", "<key>A</key>", "<dict><key>A</key><foo/></dict>", "<foo/>",
      "<string>x</string><string>y</string>", "<string>a<b/>c</string>", "<plist><string>x</string></plist>",
      // Well-formedness: libxml2's errors.
      "<dict><key>A</key><string>x</strin></dict>", "<dict><key>A</key><string>x</dict>",
      "<dict><key>A</key><string>a & b</string></dict>", "<dict><key>A</key><string>a &foo; b</string></dict>",
      "<dict><key>A</key><string>&#0;</string></dict>", "<dict><key>A</key><string>&#xD800;</string></dict>",
      "<dict><key>A</key><string>&#xFFFE;</string></dict>", "<dict><key>A</key><string>&#x;</string></dict>",
      "<dict><key>A</key><string>&#X41;</string></dict>", "<dict><key>A</key><string>a]]>b</string></dict>",
      "<dict><key>A</key><string>\u{1}</string></dict>",
      "<dict><key>A</key><string>" + String(decoding: [0xEF, 0xBF, 0xBF], as: UTF8.self) + "</string></dict>",
      "<dict><!-- a -- b --><key>A</key><string>x</string></dict>", "<dict><!--- x ---><key>A</key></dict>",
      "<dict a=\"1\" a=\"2\"/>", "<dict a=\"<\"/>", "<dict a=\"&amp;\"/>", "<dict a=1/>", "<dict a=\"1\"b=\"2\"/>",
      "<dict xmlns=\"x\"/>", "<x:dict/>", "<dict><![CDATA[x]]></dict>", "<dict><?pi x?></dict>",
      "<string>a\r\nb</string>", "<string>a\rb</string>",
      // Names of the length and first and last bytes of an element's that are none (the reader
      // tells names apart by those before it compares the whole name).
      "<dixt/>", "<dast/>", "<dace/>", "<dota/>", "<Dict/>", "<arrey/>", "<kay>A</kay>", "<strong>x</strong>",
      "<integar>1</integar>", "<reel>1</reel>", "<tree/>", "<fakse/>", "<plast/>", "<d/>", "<dictionary/>",
    ]
    for body in bodies {
      #expect(!Self.check(Self.plist(body)), "\(body)")
    }
    let documents = [
      "", "   ", " <plist><string>x</string></plist>", "<plist><string>x</string></plist>trailing",
      "<plist><string>x</string></plist><plist/>", "<plist/>", "<plist></plist>", "<plist>",
      "<?xml version=\"1.1\"?><plist><string>x</string></plist>",
      "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><plist><string>caf\u{E9}</string></plist>",
      "<?xml version=\"1.0\"encoding=\"UTF-8\"?><plist><string>x</string></plist>",
      "<?xml version=\"1.0\" standalone=\"yes\" encoding=\"UTF-8\"?><plist><string>x</string></plist>",
      "<!-- first --><?xml version=\"1.0\"?><plist><string>x</string></plist>",
      "<!DOCTYPE plist [<!ENTITY e \"x\">]><plist><string>&e;</string></plist>",
      "<!DOCTYPE plist><plist><string>x</string></plist>",
      "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\"><plist><string>x</string></plist>",
      "<?xml-stylesheet href=\"x\"?><plist><string>x</string></plist>",
    ]
    for document in documents {
      #expect(!Self.check(Array(document.utf8)), "\(document)")
    }
    // Another encoding or a BOM, invalid UTF-8, deep nesting, a NUL.
    #expect(!Self.check([0xEF, 0xBB, 0xBF] + Self.plist("<string>x</string>")))
    #expect(!Self.check(Self.plist("<string>a\u{0}b</string>")))
    for invalid: [UInt8] in [
      [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF], [0xC3],
    ] {
      #expect(!Self.check(Self.plist("<string>a") + invalid + Array("b</string>".utf8).dropFirst(0)))
    }
    let deep = String(repeating: "<array>", count: 200) + String(repeating: "</array>", count: 200)
    #expect(!Self.check(Self.plist(deep)))
  }

  /// Found by review: each was read by the plain reader where libxml2 refuses the file.
  @Test("a stray byte before the root, libxml2's name limit and a DOCTYPE literal a chunk cuts are libxml2's")
  func reviewRegressions() {
    // Any byte stood in for `<` after the prolog ("Start tag expected, '<' not found").
    for document in [
      "<?xml version=\"1.0\"?>xplist><string>a</string></plist>",
      "<?xml version=\"1.0\"?>\n>plist><string>a</string></plist>",
      "<!---->!plist><string>a</string></plist>", "<!DOCTYPE plist SYSTEM \"x\">Zplist><string>a</string></plist>",
    ] {
      #expect(!Self.check(Array(document.utf8)), "\(document)")
    }
    // Names and literals past 50,000 bytes ("Name too long"); 1,000 bytes is where the plain
    // reader stops.
    let long = String(repeating: "a", count: 50_001)
    #expect(!Self.check(Array("<plist \(long)=\"1\"><string>a</string></plist>".utf8)))
    #expect(!Self.check(Array("<!DOCTYPE plist SYSTEM \"\(long)\"><plist><string>a</string></plist>".utf8)))
    #expect(!Self.check(Array("<!DOCTYPE plist PUBLIC \"\(long)\" \"x\"><plist><string>a</string></plist>".utf8)))
    #expect(Self.check(Array("<plist \(String(repeating: "a", count: 1_000))=\"1\"><string>a</string></plist>".utf8)))
    // A `>` inside a DOCTYPE literal that spans byte 512: libxml2's reader parses in chunks of
    // 512 bytes and starts on the DOCTYPE at the first `>`, even inside quotes.
    for padding in 430...450 {
      let document =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!--" + String(repeating: "x", count: padding)
        + "--><!DOCTYPE plist SYSTEM \"a>b>c>d\">\n<plist version=\"1.0\">\n<dict><key>A</key><string>b</string></dict>\n</plist>\n"
      #expect(!Self.check(Array(document.utf8)), "padding \(padding)")
    }
  }

  @Test("every property list of the samples and of the tests' fixtures reads as libxml2 reads it")
  func repositoryPlists() throws {
    var read = 0
    var total = 0
    for folder in ["samples", "Tests"] {
      let root = PackagePaths.root.appendingPathComponent(folder)
      let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
      while let url = walker?.nextObject() as? URL {
        guard url.pathExtension == "plist" else { continue }
        let bytes = try [UInt8](Data(contentsOf: url))
        // Binary property lists have a reader of their own.
        guard !BinaryPlistParser.isBinary(bytes) else { continue }
        total += 1
        if Self.check(bytes) { read += 1 }
      }
    }
    #expect(total > 20)
    // Xcode's own form is read without libxml2.
    #expect(read * 2 > total, "\(read) of \(total)")
  }

  @Test("generated property lists read as libxml2 reads them")
  func generated() {
    var generator = SystemRandomNumberGenerator()
    let texts = [
      "plain", "a &amp; b", "&lt;tag&gt;", "Ünïcödé ✓", "  spaced  ", "\n\tlines\n", "", "&#x1F4F7;", "]", "]]",
      "a > b", "x&apos;s", "e\u{301}", "$(VAR)",
    ]
    let blanks = ["", " ", "\n", "\n\t", "\n\n  ", "<!-- c -->", "\n<!---->\n"]
    for _ in 0..<300 {
      func pick<T>(_ list: [T]) -> T { list[Int(generator.next() % UInt64(list.count))] }
      var body = "<dict>"
      for index in 0..<Int(generator.next() % 6) {
        body += pick(blanks) + "<key>K\(index)\(pick(["", "&amp;", "é"]))</key>" + pick(blanks)
        switch generator.next() % 5 {
        case 0: body += "<string>\(pick(texts))</string>"
        case 1: body += "<array>" + pick(blanks) + "<string>\(pick(texts))</string>" + pick(blanks) + "</array>"
        case 2: body += pick(["<true/>", "<false/>", "<true />", "<integer>\(pick(["1", " 2 ", "\n3\n"]))</integer>"])
        case 3: body += "<dict>" + pick(blanks) + "</dict>"
        default: body += "<string/>"
        }
      }
      body += pick(blanks) + "</dict>"
      Self.check(Self.plist(body, header: pick([Self.header, "", "<?xml version=\"1.0\"?>"])))
    }
  }
}
