import Testing

@_spi(Testing) @testable import PermlintKit

/// The outline reader's words, read once per identifier token: the same words the reader's
/// sets of strings held before (issue 23: a code per token instead of a hash per token and pass).
@Suite("Outline keywords")
struct OutlineKeywordTests {
  /// The control words as `CodeOutlineReader.controlWords` listed them.
  static let controlWords: Set<String> = [
    "if", "else", "for", "while", "switch", "guard", "catch", "do", "try", "finally", "when", "repeat", "defer",
    "synchronized", "return", "throw", "await", "in", "is", "as", "case", "default", "new", "typeof", "sizeof",
    "foreach", "using", "lock", "where", "yield", "assert", "super", "this", "self", "on", "delete", "void",
    "import", "export", "from", "let", "var", "val", "const", "final", "throws", "rethrows", "async", "sync",
    "get", "set", "init", "private", "fileprivate", "internal", "public",
  ]

  /// The type words by language as `CodeOutlineReader.typeWordsByLanguage` listed them.
  static let typeWords: [CodeOutline.Language: Set<String>] = [
    .dart: ["class", "enum", "extension", "mixin"],
    .javaScript: ["class", "enum", "interface"],
    .swift: ["class", "struct", "enum", "extension", "protocol", "actor"],
    .objectiveC: ["class", "struct", "enum", "protocol", "interface"],
    .kotlin: ["class", "enum", "interface", "object"],
    .java: ["class", "enum", "interface", "record"],
  ]

  @Test func everyKeywordIsFoundByItsText() {
    for keyword in OutlineKeyword.allCases {
      #expect(OutlineKeyword.of(keyword.text) == keyword)
    }
    #expect(OutlineKeyword.of("self") == .selfWord)
    #expect(OutlineKeyword.of("init") == .initWord)
    #expect(Set(OutlineKeyword.allCases.map(\.text)).count == OutlineKeyword.allCases.count)
  }

  @Test func otherWordsAreNone() {
    for text in [
      "", "If", "IF", "iff", "i", "selfWord", "initWord", "returns", "camera", "é", "ret\u{301}urn",
      "synchronizedX", "fileprivatex", "_if", "$if",
    ] {
      #expect(OutlineKeyword.of(text) == nil, "\(text)")
    }
  }

  @Test func controlWordsAreTheReadersSet() {
    let control = Set(OutlineKeyword.allCases.filter(\.isControl).map(\.text))
    #expect(control == Self.controlWords)
  }

  @Test(arguments: [CodeOutline.Language.dart, .javaScript, .swift, .objectiveC, .kotlin, .java])
  func typeWordsAreTheLanguagesSet(_ language: CodeOutline.Language) {
    let words = Set(OutlineKeyword.allCases.filter { $0.declaresType(in: language) }.map(\.text))
    #expect(words == Self.typeWords[language])
  }

  /// A string literal spelled like a declaring word before a name still keeps the name from
  /// being read as a call, as when every token's text was compared (a review's find).
  @Test func aStringSpelledLikeFunBeforeANameIsNoCall() {
    let outline = CodeOutline.read(
      SourceFile(path: "a/M.kt", text: "fun f() {\n  val m = mapOf(\"fun\" to(1))\n}\n"))!
    let names = outline.calls.map(\.name)
    #expect(names.contains("mapOf"))
    #expect(!names.contains("to"))
  }

  /// Each function keeps its own spelling of a reference when another function spelled a
  /// canonically equivalent one first (one key table per file; a review's find).
  @Test func aFunctionKeepsItsOwnSpellingOfAKey() {
    let text = "function a() { f(\"caf\u{E9}\") }\nfunction b() { f(\"cafe\u{301}\") }\n"
    let outline = CodeOutline.read(SourceFile(path: "a/m.js", text: text))!
    let a = outline.functions.first { $0.name == "a" }!
    let b = outline.functions.first { $0.name == "b" }!
    #expect(a.references.map { Array($0.utf8) } == [Array("\"caf\u{E9}".utf8)])
    #expect(b.references.map { Array($0.utf8) } == [Array("\"cafe\u{301}".utf8)])
  }
}
