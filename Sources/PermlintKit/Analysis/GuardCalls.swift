/// Branches on a call of the app's own function that answers for a test before anything else
/// (`CodeOutline.Function.earlyAnswer`): NewPipe returns early on
/// `NewPipeSettings.useStorageAccessFramework(context)`, which returns `true` first thing when
/// `SDK_INT >= Q`, so the storage request after it runs only below Q. The call reads as the test
/// and its other answers: `useSaf(x)` as `(SDK_INT >= Q) || useSaf`, and a call that answers
/// `false` under the test as `SDK_INT < Q && name`. One level deep: the function's own test is
/// read as written. A call the index cannot settle to one answer is left as it is.
extension CodeFlowIndex {
  /// `branch` with each call of such a function that is an operand of its condition (alone, or
  /// joined by `&&` and `||`, after any `!`) read as the test it stands for.
  func resolvingGuardCalls(_ branch: CodeOutline.Branch, file: Int) -> CodeOutline.Branch {
    let words = branch.words
    // The words are cut at 64: a call cut off there cannot be read.
    guard words.count < 64 else { return branch }
    var result: [CodeOutline.Word] = []
    var index = 0
    var changed = false
    while index < words.count {
      if Self.startsOperand(words, at: index), let call = Self.guardCall(in: words, at: index),
        let answer = earlyAnswer(of: call.name, receiver: call.receiver, file: file)
      {
        // Under the test, the operand is the function's answer, turned by each `!` before it.
        let holds = answer.value != (call.negations % 2 == 1)
        let name = Self.plain(call.name)
        let test =
          holds
          ? [Self.plain("(")] + answer.words + [Self.plain(")"), Self.plain("|"), Self.plain("|"), name]
          : Self.negated(answer.words) + [Self.plain("&"), Self.plain("&"), name]
        result += [Self.plain("(")] + test + [Self.plain(")")]
        index = call.end
        changed = true
        continue
      }
      result.append(words[index])
      index += 1
    }
    guard changed else { return branch }
    var resolved = branch
    resolved.words = result
    return resolved
  }

  /// Whether an operand may start at `index`: at the start, after `&&` or `||`, or inside
  /// parentheses that group (not a call's: `check(useSaf(x))` passes the answer on).
  private static func startsOperand(_ words: [CodeOutline.Word], at index: Int) -> Bool {
    func isPunct(_ offset: Int, _ texts: Set<String>) -> Bool {
      offset >= 0 && !words[offset].isString && texts.contains(words[offset].text)
    }
    guard index > 0 else { return true }
    if isPunct(index - 1, ["("]) { return index == 1 || isPunct(index - 2, ["(", "!", "&", "|"]) }
    return isPunct(index - 1, ["&", "|"]) && isPunct(index - 2, [words[index - 1].text])
  }

  /// `!…name(…)` or `!…A.b.name(…)` at `index`, standing alone up to the end, a `)`, `&&` or
  /// `||`: its name, the name before it (`A.b.name`'s `b`), how many `!` and the index after it.
  private static func guardCall(in words: [CodeOutline.Word], at index: Int)
    -> (name: String, receiver: String?, negations: Int, end: Int)?
  {
    func isPunct(_ offset: Int, _ text: String) -> Bool {
      offset < words.count && !words[offset].isString && words[offset].text == text
    }
    func isName(_ offset: Int) -> Bool {
      offset < words.count && !words[offset].isString
        && words[offset].text.first.map { $0.isLetter || $0 == "_" } == true
    }
    var cursor = index
    var negations = 0
    while isPunct(cursor, "!") {
      negations += 1
      cursor += 1
    }
    var names: [String] = []
    while isName(cursor) {
      names.append(words[cursor].text)
      cursor += 1
      // `a.b`, Kotlin's `a?.b`.
      if isPunct(cursor, "?"), isPunct(cursor + 1, ".") { cursor += 1 }
      guard isPunct(cursor, ".") else { break }
      cursor += 1
    }
    guard let name = names.last, isPunct(cursor, "(") else { return nil }
    var depth = 0
    while cursor < words.count {
      if !words[cursor].isString {
        if words[cursor].text == "(" { depth += 1 }
        if words[cursor].text == ")" { depth -= 1 }
      }
      cursor += 1
      if depth == 0 { break }
    }
    guard depth == 0,
      cursor == words.count || isPunct(cursor, ")")
        || ((isPunct(cursor, "&") || isPunct(cursor, "|")) && isPunct(cursor + 1, words[cursor].text))
    else { return nil }
    return (name, names.count > 1 ? names[names.count - 2] : nil, negations, cursor)
  }

  /// The early answer of the function a call names, when every function it may call agrees
  /// on one: those of the same file for a call without a receiver (or on `this`), those of
  /// the type a receiver names (declared in it, or in a companion object in its file), else
  /// every function of the name in the app.
  private func earlyAnswer(of name: String, receiver: String?, file: Int) -> CodeOutline.EarlyAnswer? {
    guard let refs = byName[name] else { return nil }
    var candidates = refs.filter { !function($0).isClosure && function($0).name == name }
    if receiver == nil || ["this", "self"].contains(receiver) {
      let own = candidates.filter { $0.file == file }
      if !own.isEmpty { candidates = own }
    } else if let receiver, CodeName.startsUppercase(receiver) {
      // A type's name: its own methods, or a companion's (`companion object` has no name).
      candidates = candidates.filter { ref in
        let owner = function(ref).owner
        return owner == receiver
          || (owner?.isEmpty == true && outlines[ref.file].types.contains { $0.name == receiver })
      }
    }
    let answers = candidates.map { ref in
      function(ref).earlyAnswer.map {
        CodeOutline.EarlyAnswer(
          words: Self.maskingParameters($0.words, Set(function(ref).parameterWords)), value: $0.value)
      }
    }
    guard let answer = answers.first ?? nil, answers.allSatisfy({ $0 == answer }) else { return nil }
    return answer
  }

  /// `words` with each operand (between `&&` and `||` outside brackets) that reads a parameter
  /// as `_`: the argument decides it, not the device (`level >= Build.VERSION_CODES.R` in
  /// `fun hasPermission(level: Int)` is no API-level test), and this reader does not follow
  /// arguments into the function.
  static func maskingParameters(_ words: [CodeOutline.Word], _ parameters: Set<String>) -> [CodeOutline.Word] {
    guard !parameters.isEmpty else { return words }
    func masked(_ operand: [CodeOutline.Word]) -> [CodeOutline.Word] {
      // A member of the same name (`x.level`) is not the parameter.
      let reads = operand.indices.contains { index in
        !operand[index].isString && parameters.contains(operand[index].text)
          && (index == 0 || operand[index - 1].text != ".")
      }
      return reads ? [plain("_")] : operand
    }
    let alternatives = CodeFlowIndex.split(words, on: "|", commaIsOr: false).map { alternative in
      Array(
        CodeFlowIndex.split(alternative, on: "&", commaIsOr: false).map(masked)
          .joined(separator: [plain("&"), plain("&")]))
    }
    return Array(alternatives.joined(separator: [plain("|"), plain("|")]))
  }

  /// The test that holds where `words` does not: one comparison turned around
  /// (`SDK_INT >= Q` as `SDK_INT < Q`), anything else as `!(…)`, whose direction the
  /// API-level reader does not follow.
  static func negated(_ words: [CodeOutline.Word]) -> [CodeOutline.Word] {
    func isSymbol(_ index: Int, _ symbols: Set<String>) -> Bool {
      !words[index].isString && symbols.contains(words[index].text)
    }
    let comparisons = words.indices.filter { isSymbol($0, ["<", ">"]) }
    let equalsAfter = comparisons.first.map { $0 + 1 < words.count && isSymbol($0 + 1, ["="]) } ?? false
    // `a >= b` is `>` and `=`; no other `=` (`==`), `!`, `&&`, `||` or ternary.
    let others = words.indices.filter { isSymbol($0, ["=", "!", "&", "|", "?"]) }.count - (equalsAfter ? 1 : 0)
    guard comparisons.count == 1, let at = comparisons.first, others == 0 else {
      return [plain("!"), plain("(")] + words + [plain(")")]
    }
    let turned: [CodeOutline.Word] =
      switch (words[at].text, equalsAfter) {
      case (">", true): [plain("<")]
      case (">", false): [plain("<"), plain("=")]
      case ("<", true): [plain(">")]
      default: [plain(">"), plain("=")]
      }
    return Array(words[..<at]) + turned + Array(words[(at + (equalsAfter ? 2 : 1))...])
  }

  private static func plain(_ text: String) -> CodeOutline.Word { CodeOutline.Word(text: text, isString: false) }
}
