/// The words `CodeOutlineReader` tells apart (statement words, declaration words, the words of
/// its shapes), each identifier token's found once when the token is read. The reader's passes
/// asked sets of strings and compared texts for every token they passed, several hashes and
/// comparisons per token; a code per token makes each of those one comparison of a byte.
enum OutlineKeyword: String, CaseIterable {
  // Statement and expression words.
  case `if`, `else`, `for`, `while`, `switch`, `guard`, `catch`, `do`, `try`, finally, when, `repeat`, `defer`
  case synchronized, `return`, `throw`, await, `in`, `is`, `as`, `case`, `default`, new, typeof, sizeof
  case foreach, using, lock, `where`, yield, assert, `super`, this, on, delete, void
  case selfWord = "self"
  case `import`, export, from, `let`, `var`, val, const, final, `throws`, `rethrows`, async, sync
  case get, set, `private`, `fileprivate`, `internal`, `public`
  case initWord = "init"
  // Type words.
  case `class`, `struct`, `enum`, `extension`, mixin, interface, `protocol`, actor, object, record
  // The other words the reader's shapes name.
  case `break`, `continue`, `true`, `false`, late, `func`, fun, function, def, `static`, willSet, didSet
  case `subscript`, `deinit`, constructor, override, implementation

  /// The word as code spells it.
  var text: String { rawValue }

  /// The keyword an identifier's text is, if any.
  static func of(_ text: String) -> OutlineKeyword? {
    // Most identifiers are turned away by their first byte and length, before any hash.
    let utf8 = text.utf8
    guard let first = utf8.first, first < 0x80, utf8.count < 16,
      shapes[Int(first)] & (1 << UInt16(utf8.count)) != 0
    else { return nil }
    return byText[text]
  }

  private static let byText = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

  /// For each first byte, a bit per length (below 16) that some keyword has.
  private static let shapes: [UInt16] = {
    var shapes = [UInt16](repeating: 0, count: 128)
    for keyword in allCases {
      let utf8 = keyword.rawValue.utf8
      shapes[Int(utf8.first!)] |= 1 << UInt16(utf8.count)
    }
    return shapes
  }()

  /// `CodeOutlineReader`'s control words: what a declaration's or a call's name is not.
  var isControl: Bool {
    switch self {
    case .if, .else, .for, .while, .switch, .guard, .catch, .do, .try, .finally, .when, .repeat, .defer,
      .synchronized, .return, .throw, .await, .in, .is, .as, .case, .default, .new, .typeof, .sizeof,
      .foreach, .using, .lock, .where, .yield, .assert, .super, .this, .selfWord, .on, .delete, .void,
      .import, .export, .from, .let, .var, .val, .const, .final, .throws, .rethrows, .async, .sync,
      .get, .set, .initWord, .private, .fileprivate, .internal, .public:
      true
    default: false
    }
  }

  /// Whether the word declares a type in `language`: `record` is Java's, and a Dart or Swift
  /// method may be named `record` (`recorder.record()`), `object` Kotlin's, `actor` Swift's.
  func declaresType(in language: CodeOutline.Language) -> Bool {
    switch (language, self) {
    case (.dart, .class), (.dart, .enum), (.dart, .extension), (.dart, .mixin): true
    case (.javaScript, .class), (.javaScript, .enum), (.javaScript, .interface): true
    case (.swift, .class), (.swift, .struct), (.swift, .enum), (.swift, .extension), (.swift, .protocol),
      (.swift, .actor):
      true
    case (.objectiveC, .class), (.objectiveC, .struct), (.objectiveC, .enum), (.objectiveC, .protocol),
      (.objectiveC, .interface):
      true
    case (.kotlin, .class), (.kotlin, .enum), (.kotlin, .interface), (.kotlin, .object): true
    case (.java, .class), (.java, .enum), (.java, .interface), (.java, .record): true
    default: false
    }
  }
}
