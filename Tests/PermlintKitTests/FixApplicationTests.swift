@_spi(Testing) import PermlintKit
import Testing

/// Fixes applied to bytes: exactly their range changes, whatever the line endings, byte order
/// mark or characters before them; overlapping fixes are skipped whole, in order.
@Suite("Applying fixes")
struct FixApplicationTests {
  static func position(_ line: Int, _ column: Int) -> SourcePosition { SourcePosition(line: line, column: column) }

  static func apply(_ fixes: [Fix], to text: [UInt8], path: String = "a.xml") -> FixApplication.Result {
    FixApplication.apply(fixes) { $0 == path ? text : nil }
  }

  static func insert(_ text: String, _ line: Int, _ column: Int, path: String = "a.xml") -> Fix {
    Fix("Insert \(text)", safety: .safe, edits: [.insert(text, at: position(line, column), in: path)])
  }

  @Test("an insertion after multibyte characters, on a CR LF line, changes only its place")
  func insertionAfterMultibyte() {
    let original = Array("<a label=\"Café ☕\"/>\r\n<b x=\"1\"/>\r\n".utf8)
    let result = Self.apply([Self.insert(" y=\"2\"", 1, 18)], to: original)
    #expect(result.files["a.xml"] == Array("<a label=\"Café ☕\" y=\"2\"/>\r\n<b x=\"1\"/>\r\n".utf8))
    #expect(result.applied.count == 1)
  }

  @Test("a UTF-8 byte order mark is not a column of the first line, and stays")
  func byteOrderMark() {
    let original: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("<a/>\n".utf8)
    let result = Self.apply([Self.insert(" x=\"1\"", 1, 3)], to: original)
    #expect(result.files["a.xml"] == [0xEF, 0xBB, 0xBF] + Array("<a x=\"1\"/>\n".utf8))
  }

  @Test("a replacement across lines; a deletion; the last line without a newline")
  func replacements() {
    let original = Array("one\ntwo\nthree".utf8)
    let replace = Fix(
      "Replace", safety: .safe,
      edits: [Fix.Edit(path: "a.xml", start: Self.position(1, 2), end: Self.position(2, 2), replacement: "N")])
    let delete = Fix(
      "Delete", safety: .safe,
      edits: [Fix.Edit(path: "a.xml", start: Self.position(3, 4), end: Self.position(3, 6), replacement: "")])
    #expect(Self.apply([replace, delete], to: original).files["a.xml"] == Array("oNwo\nthr".utf8))
  }

  @Test("a fix that overlaps one taken before it is skipped with all its edits; insertions at one place keep order")
  func overlaps() {
    let original = Array("abcdef\n".utf8)
    let first = Fix(
      "First", safety: .safe,
      edits: [Fix.Edit(path: "a.xml", start: Self.position(1, 2), end: Self.position(1, 5), replacement: "X")])
    let overlapping = Fix(
      "Overlapping", safety: .safe,
      edits: [
        .insert("!", at: Self.position(1, 1), in: "a.xml"),
        Fix.Edit(path: "a.xml", start: Self.position(1, 4), end: Self.position(1, 6), replacement: "Y"),
      ])
    let bordering = Self.insert("<", 1, 2)
    let alsoThere = Self.insert(">", 1, 2)
    let result = Self.apply([first, overlapping, bordering, alsoThere], to: original)
    #expect(result.files["a.xml"] == Array("a<>Xef\n".utf8))
    #expect(result.applied.map(\.title) == ["First", "Insert <", "Insert >"])
    #expect(result.skipped.map(\.title) == ["Overlapping"])
  }

  @Test("a place the file does not have, a file that cannot be read or is UTF-16: the fix is skipped")
  func unusable() {
    let original = Array("ab\n".utf8)
    #expect(Self.apply([Self.insert("x", 1, 4)], to: original).files.isEmpty)
    #expect(Self.apply([Self.insert("x", 3, 1)], to: original).skipped.count == 1)
    #expect(Self.apply([Self.insert("x", 1, 1, path: "other.xml")], to: original).skipped.count == 1)
    let utf16: [UInt8] = [0xFF, 0xFE, 0x61, 0x00]
    #expect(Self.apply([Self.insert("x", 1, 1)], to: utf16).skipped.count == 1)
    // The end of a line is a place: an insertion there appends to it.
    #expect(Self.apply([Self.insert("x", 1, 3)], to: original).files["a.xml"] == Array("abx\n".utf8))
  }

  @Test("the unified diff: hunks with three lines of context, CR LF kept, a missing last newline said")
  func unifiedDiff() {
    let old = Array((1...12).map { "line \($0)\r\n" }.joined().utf8) + Array("end".utf8)
    var lines = (1...12).map { "line \($0)\r\n" }
    lines[1] = "line two\r\n"
    lines[10] = "line eleven\r\n"
    let new = Array(lines.joined().utf8) + Array("END".utf8)
    let diff = FixApplication.unifiedDiff(path: "app/a.xml", old: old, new: new)
    #expect(
      diff == """
        --- a/app/a.xml
        +++ b/app/a.xml
        @@ -1,5 +1,5 @@
         line 1\r
        -line 2\r
        +line two\r
         line 3\r
         line 4\r
         line 5\r
        @@ -8,6 +8,6 @@
         line 8\r
         line 9\r
         line 10\r
        -line 11\r
        +line eleven\r
         line 12\r
        -end
        \\ No newline at end of file
        +END
        \\ No newline at end of file

        """)
    #expect(FixApplication.unifiedDiff(path: "a", old: old, new: old).isEmpty)
  }

  /// Found in review: two findings of one cause (two permissions a library adds) each add
  /// `xmlns:tools`, which written twice makes the manifest invalid.
  @Test("an edit identical to one taken is made once; the rest of its fix applies")
  func identicalEdits() {
    let original = Array("<m a=\"1\">\n<x/>\n</m>\n".utf8)
    let namespace = Fix.Edit.insert(" t=\"2\"", at: Self.position(1, 9), in: "a.xml")
    let first = Fix("First", safety: .safe, edits: [namespace, .insert("<p/>", at: Self.position(2, 1), in: "a.xml")])
    let second = Fix(
      "Second", safety: .safe, edits: [namespace, .insert("<q/>", at: Self.position(2, 1), in: "a.xml")])
    let result = Self.apply([first, second], to: original)
    #expect(result.files["a.xml"] == Array("<m a=\"1\" t=\"2\">\n<p/><q/><x/>\n</m>\n".utf8))
    #expect(result.applied.count == 2)
  }
}
