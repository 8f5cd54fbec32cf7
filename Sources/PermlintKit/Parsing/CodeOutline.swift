/// The structure of one source file as the flow rules read it: its functions, methods and
/// closures with their spans, the calls each makes by name, and the branches with the
/// conditions that guard them. Made by `CodeOutlineReader` from the tokens of Dart,
/// JavaScript/TypeScript, Swift, Objective-C, Kotlin or Java; every node keeps its place.
///
/// Spans are token indexes (comments are no tokens); a call keeps the words of its
/// arguments and a branch the words of its condition, so that a rule reads them without the
/// file's bytes, which are not kept.
@_spi(RuleAuthoring) @_spi(Testing) public struct CodeOutline: Sendable {
  /// The language a source is written in, by its extension.
  @_spi(RuleAuthoring) @_spi(Testing) public enum Language: String, Sendable, Hashable {
    case dart, javaScript, swift, objectiveC, kotlin, java

    /// The language of a file, by its name; `nil` for a file no outline is read for.
    public static func of(_ name: String) -> Language? {
      if name.hasSuffix(".dart") { return .dart }
      if name.hasSuffix(".swift") { return .swift }
      if name.hasSuffix(".m") || name.hasSuffix(".mm") { return .objectiveC }
      if name.hasSuffix(".kt") { return .kotlin }
      if name.hasSuffix(".java") { return .java }
      for ext in [".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs"] where name.hasSuffix(ext) { return .javaScript }
      return nil
    }
  }

  /// One word of a condition or a call's arguments: an identifier, a punctuation byte, or a
  /// string literal's contents.
  @_spi(RuleAuthoring) @_spi(Testing) public struct Word: Sendable, Hashable {
    public var text: String
    public var isString: Bool
  }

  /// A function, method, constructor or closure.
  @_spi(RuleAuthoring) @_spi(Testing) public struct Function: Sendable {
    /// The declared name; a closure assigned to a name (`const onTap = () => …`) has that
    /// name; other closures have none.
    public var name: String?
    /// The type it is declared in (`class`, `struct`, `extension`, `@implementation`), if any.
    public var owner: String?
    /// Whether it is a closure (a lambda, block or arrow function) rather than a declaration.
    public var isClosure: Bool
    /// For a closure passed to a call: the call's name (`addEventListener`, `useEffect`) and,
    /// when the argument has a label, the label (`onPressed`), so that a rule can tell a tap
    /// handler from code that runs at once.
    public var passedTo: String?
    public var label: String?
    /// The tokens of the body (without the braces of a block body).
    public var body: Range<Int>
    /// The names the body uses other than as a call (`onPressed: _openSettings`,
    /// `#selector(refresh)`), each once, nested functions' excepted: a function passed by
    /// name is reached through them.
    public var references: [String] = []
    /// Where each of `references` is first used.
    public var referencePositions: [SourcePosition] = []
    /// The enclosing function, if the function is nested in one.
    public var parent: Int?
    /// Where the declaration (its name) or the closure starts.
    public var position: SourcePosition
    /// The identifiers of a declaration's parameter list (labels, names, types), the first
    /// 16: what tells `application(_:didFinishLaunchingWithOptions:)` from
    /// `application(_:open:options:)`.
    public var parameterWords: [String] = []
    /// Whether a Kotlin or Java declaration overrides a method or carries an annotation
    /// (`override fun doWork()`, `@JavascriptInterface fun ask()`): code outside the app's
    /// sources (the framework, a WebView, a layout) may call it by a name no source writes.
    public var isOverrideOrAnnotated = false
    /// What a named function returns whenever a test holds, before it does anything else
    /// (`if (SDK_INT >= Q) return true;` first in its body, or a body that returns one test,
    /// `= SDK_INT >= Q || …`): a call of it that answers otherwise says the test failed, as
    /// an inline test would (NewPipe's `useStorageAccessFramework(context)`). `nil` for any
    /// other body.
    public var earlyAnswer: EarlyAnswer?
  }

  /// The `Bool` a function returns whenever the test `words` holds (`Function.earlyAnswer`).
  @_spi(RuleAuthoring) @_spi(Testing) public struct EarlyAnswer: Sendable, Hashable {
    public var words: [Word]
    public var value: Bool
  }

  /// A call of a function or method by name (`name(`, `receiver.name(`, `[receiver name:]`,
  /// Swift and Kotlin trailing closures), or a constructor.
  @_spi(RuleAuthoring) @_spi(Testing) public struct Call: Sendable {
    /// The called name.
    public var name: String
    /// The names before it, nearest last (`Permission.camera.request` has `[Permission, camera]`).
    public var receivers: [String]
    /// The token of the name.
    public var token: Int
    /// The tokens of its arguments (empty for a trailing closure without parentheses).
    public var arguments: Range<Int>
    /// The words of its arguments, the first 48.
    public var argumentWords: [Word]
    /// Where the name is.
    public var position: SourcePosition
    /// The innermost function the call is in, if any.
    public var function: Int?
    /// Whether the call is an operand of a conditional expression in its statement
    /// (`granted ? use() : null`, `ok && use()`): it runs under a test no branch records.
    public var isConditional = false
    /// For such an operand: the words of the test before its `?`, `&&` or `||` (back to the
    /// start of the expression, the first 32), and whether the call runs where the test
    /// holds (`test ? call() : x`, `test && call()`) or where it does not
    /// (`test ? x : call()`, `test || call()`).
    public var test: [Word] = []
    public var runsWhenTestHolds = true
    /// Where the call's result goes: nowhere (the call is its statement, after `await`), into
    /// a local declared there (`final ok = await ask()`), or elsewhere (a field, an
    /// argument, a test).
    public var result: ResultUse = .other
  }

  /// Where a call's result goes (`Call.result`).
  @_spi(RuleAuthoring) @_spi(Testing) public enum ResultUse: Sendable {
    case unused, local, other
  }

  /// A branch: the body an `if`, `else`, `guard … else`, `case` or `when` arm runs, and
  /// the condition that decides it.
  @_spi(RuleAuthoring) @_spi(Testing) public struct Branch: Sendable {
    /// The tokens of the condition (for a `case`, the switch's subject and the pattern).
    public var condition: Range<Int>
    /// Its words, the first 64.
    public var words: [Word] = []
    /// Where the condition starts.
    public var position = SourcePosition(line: 1, column: 1)
    /// Whether the body runs when the condition holds (`if`, `case`) or when it does not
    /// (`else`, the `else` of a `guard`).
    public var whenTrue: Bool
    /// The tokens of the body.
    public var body: Range<Int>
    /// Whether the body always leaves the enclosing block (it ends with `return`, `throw`,
    /// `break` or `continue`): the code after it then runs only under the opposite answer.
    public var exits: Bool
    /// The end of the block the branch statement is in: the code the early exit guards.
    public var enclosingEnd: Int
    /// Whether it is a `case` or `when` arm: its condition is the pattern, whose
    /// alternatives are separated by commas.
    public var isCase = false
  }

  /// The file's path.
  public var path: String
  public var language: Language
  /// How many tokens the file has.
  public var tokenCount: Int
  public var functions: [Function]
  public var calls: [Call]
  public var branches: [Branch]
  /// Names given a value outside any function (`const GPS = Platform.select({…})`,
  /// `static let camera = …`), with the words of the value: a permission named there is
  /// named wherever the constant is.
  public var constants: [(name: String, words: [Word])]
  /// The types declared in the file (`class`, `struct`, `object`, `@implementation`) with
  /// the names they extend or implement.
  public var types: [TypeDeclaration]
  /// Names given a test inside a function (`final legacy = sdkInt < 33 && …;`), so that a
  /// branch on the name (`if (legacy)`) is read as a branch on the test.
  public var testBindings: [TestBinding] = []

  /// A name given a test inside a function (`final legacy = sdkInt < 33`), or a function
  /// without parameters that returns one (`fun minSdk30(): Boolean = sdkInt >= R`): its
  /// value's words, where it is declared.
  @_spi(RuleAuthoring) @_spi(Testing) public struct TestBinding: Sendable {
    public var name: String
    /// The innermost function around the declaration; for a function, the function itself.
    public var function: Int
    /// The token of the name.
    public var token: Int
    public var words: [Word]
    /// Whether it is a function's (or getter's) returned test, asked as `name()` or `name`.
    public var isFunction = false
  }

  /// A type declaration.
  @_spi(RuleAuthoring) @_spi(Testing) public struct TypeDeclaration: Sendable {
    public var name: String
    public var supertypes: [String]
    public var body: Range<Int>
    public var position: SourcePosition
  }

  /// The innermost function whose body holds the token `index`.
  public func function(containing index: Int) -> Int? {
    var best: Int?
    for (offset, function) in functions.enumerated() where function.body.contains(index) {
      if let current = best, functions[current].body.count <= function.body.count { continue }
      best = offset
    }
    return best
  }

  /// The conditions under which the token `index` runs, innermost last: each branch whose
  /// body holds it, and each early exit before it in a block that holds it (with its answer
  /// reversed), within `function`'s body.
  public func conditions(at index: Int, within function: Int?) -> [(branch: Branch, holds: Bool)] {
    let bounds = function.map { functions[$0].body } ?? 0..<tokenCount
    var result: [(Branch, Bool, Int)] = []
    for branch in branches where bounds.contains(branch.condition.lowerBound) {
      if branch.body.contains(index) {
        result.append((branch, branch.whenTrue, branch.body.lowerBound))
      } else if branch.exits, branch.body.upperBound <= index, index < branch.enclosingEnd {
        result.append((branch, !branch.whenTrue, branch.body.upperBound))
      }
    }
    return result.sorted { $0.2 < $1.2 }.map { ($0.0, $0.1) }
  }

  /// Words joined without spaces (for messages and tests).
  public static func text(_ words: [Word]) -> String {
    words.map { $0.isString ? "'\($0.text)'" : $0.text }.joined()
  }
}

extension CodeOutline {
  /// The outline of a source file in a language the reader knows (by its name), else `nil`.
  public static func read(_ file: SourceFile) -> CodeOutline? {
    guard let language = Language.of(file.path.split(separator: "/").last.map(String.init) ?? file.path) else {
      return nil
    }
    return CodeOutlineReader.read(file, language: language)
  }
}
