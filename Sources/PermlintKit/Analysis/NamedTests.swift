/// Branches on a name that holds a test: `final legacy = sdkInt < 33 && …; if (legacy) …`
/// (spotube asks for storage so), or a constant of the app's (`final onApple = kIsWeb ? false
/// : Platform.isIOS;` in one file, `if (onApple)` in another). The API-level and platform
/// readers (`testsSDKLevel`, `keepsOffAndroid`) read the test, not the name.
extension CodeFlowIndex {
  /// `branch` with the test its condition names in place of the name: a local binding of a
  /// test declared before it in its function or a function around it
  /// (`CodeOutline.testBindings`), else a constant the app's code declares once; `!name` as
  /// `!(test)`. A call of the app's function that answers for a test first reads as that test
  /// (`resolvingGuardCalls`). Any other condition, or a name bound to something else, is left
  /// as it is.
  public func resolvingNamedTest(_ branch: CodeOutline.Branch, file: Int) -> CodeOutline.Branch {
    var plain = Self.unwrapped(branch.words)
    let negated = plain.count >= 2 && !plain[0].isString && plain[0].text == "!"
    if negated { plain.removeFirst() }
    // `name()`: a function without arguments that returns a test.
    let called = plain.count == 3 && plain[1].text == "(" && plain[2].text == ")" && !plain[1].isString
    guard plain.count == (called ? 3 : 1), let name = plain.first, !name.isString,
      name.text.first.map({ $0.isLetter || $0 == "_" }) == true,
      let value = boundTest(named: name.text, called: called, file: file, at: branch.condition.lowerBound)
    else { return resolvingGuardCalls(branch, file: file) }
    let test = expandingCalls(in: Self.ternaryAsConjunction(value), file: file)
    var resolved = branch
    resolved.words = negated ? [Self.word("!"), Self.word("(")] + test + [Self.word(")")] : test
    return resolved
  }

  /// `CodeOutline.conditions(at:within:)` of `file`, each branch on a name read as the test
  /// the name holds (`resolvingNamedTest`).
  public func conditions(in file: Int, at token: Int, within function: Int?) -> [(
    branch: CodeOutline.Branch, holds: Bool
  )] {
    outlines[file].conditions(at: token, within: function).map {
      (branch: resolvingNamedTest($0.branch, file: file), holds: $0.holds)
    }
  }

  /// The words of the test `name` holds at `token` of `file`, if it is one: a local binding
  /// (not for `name()`), a function of the file that returns one, else one the app declares
  /// once (a function or a constant).
  private func boundTest(named name: String, called: Bool, file: Int, at token: Int) -> [CodeOutline.Word]? {
    let outline = outlines[file]
    if !called {
      var function = outline.function(containing: token)
      while let current = function {
        if let binding = outline.testBindings.last(where: {
          !$0.isFunction && $0.function == current && $0.name == name && $0.token < token
        }) {
          return binding.words
        }
        function = outline.functions[current].parent
      }
    }
    // A function of the same file first: apps declare helpers of one name privately in
    // several files (duckduckgo's `minSdk30()`).
    if let own = outline.testBindings.first(where: { $0.isFunction && $0.name == name }) { return own.words }
    // Declared once in the app: two of the same name (in two files) may be different tests.
    var found: [CodeOutline.Word]?
    for other in outlines {
      for binding in other.testBindings where binding.isFunction && binding.name == name {
        guard found == nil else { return nil }
        found = binding.words
      }
      for constant in other.constants where !called && constant.name == name {
        guard found == nil else { return nil }
        found = constant.words
      }
    }
    return found
  }

  /// `words` with each call without arguments of a function that returns a test (`minSdk30()`)
  /// replaced by its test in parentheses, one level deep.
  private func expandingCalls(in words: [CodeOutline.Word], file: Int) -> [CodeOutline.Word] {
    var result: [CodeOutline.Word] = []
    var index = 0
    while index < words.count {
      let word = words[index]
      if !word.isString, index + 2 < words.count, words[index + 1].text == "(", words[index + 2].text == ")",
        !words[index + 1].isString, index == 0 || words[index - 1].text != ".",
        let value = boundTest(named: word.text, called: true, file: file, at: 0)
      {
        result += [Self.word("(")] + Self.ternaryAsConjunction(value) + [Self.word(")")]
        index += 3
        continue
      }
      result.append(word)
      index += 1
    }
    return result
  }

  /// `a ? false : b` as `!(a) && (b)`, `a ? b : false` as `(a) && (b)`: the shapes of a
  /// platform test that leaves the web out (`kIsWeb ? false : Platform.isIOS`). Any other
  /// value is left as it is.
  static func ternaryAsConjunction(_ words: [CodeOutline.Word]) -> [CodeOutline.Word] {
    var depth = 0
    var question: Int?
    var colon: Int?
    for (index, word) in words.enumerated() where !word.isString {
      switch word.text {
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth -= 1
      case "?" where depth == 0 && question == nil:
        // `a ?? b` and `a?.b` are no ternary.
        guard index + 1 < words.count, words[index + 1].text != "?", words[index + 1].text != "." else {
          return words
        }
        question = index
      case ":" where depth == 0 && question != nil && colon == nil: colon = index
      default: break
      }
    }
    guard let question, let colon, question > 0 else { return words }
    let condition = Array(words[..<question])
    let whenTrue = Array(words[(question + 1)..<colon])
    let whenFalse = Array(words[(colon + 1)...])
    let and = [word("&"), word("&")]
    func grouped(_ part: [CodeOutline.Word]) -> [CodeOutline.Word] { [word("(")] + part + [word(")")] }
    if whenTrue.count == 1, whenTrue[0].text == "false", !whenTrue[0].isString {
      return [word("!")] + grouped(condition) + and + grouped(whenFalse)
    }
    if whenFalse.count == 1, whenFalse[0].text == "false", !whenFalse[0].isString {
      return grouped(condition) + and + grouped(whenTrue)
    }
    return words
  }

  private static func word(_ text: String) -> CodeOutline.Word { CodeOutline.Word(text: text, isString: false) }
}
