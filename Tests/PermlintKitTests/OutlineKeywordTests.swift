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
}
