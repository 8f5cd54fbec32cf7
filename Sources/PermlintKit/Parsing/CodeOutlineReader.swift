/// Reads a `CodeOutline` from a source file's tokens: a structural reader, not a compiler.
/// It matches brackets, tells a block that is a function body from one that is a control
/// statement's, a type's or a literal's by the tokens before it, and reads calls and
/// branch conditions by their shape in each language. What it cannot tell it leaves out
/// (a call it cannot name is no call), so that rules built on it stay silent rather than
/// guess. Bad input never traps: unbalanced brackets close at the end of the file.
struct CodeOutlineReader {
  /// One token, with its text and place.
  struct Token {
    enum Kind { case identifier, string, punctuation }
    var kind: Kind
    var text: String
    var position: SourcePosition
    var startsLine: Bool
    /// The word an identifier is, when the reader tells it apart; `nil` for other tokens.
    var keyword: OutlineKeyword?
    /// A punctuation token's byte (its text's one character); 0 for other tokens.
    var byte: UInt8 = 0
  }

  let language: CodeOutline.Language
  let tokens: [Token]
  /// Each token's punctuation byte, 0 for other tokens.
  private var punctuation: [UInt8] = []
  /// For each opening bracket, the index of its closing one; -1 for other tokens and for a
  /// bracket never closed. Arrays by token, not dictionaries: every token asks for the end
  /// of the blocks around it, and hashing those keys was a sixth of reading an outline.
  private var closing: [Int] = []
  /// For each closing bracket, the index of its opening one; -1 for other tokens.
  private var opener: [Int] = []
  private var functions: [CodeOutline.Function] = []
  private var calls: [CodeOutline.Call] = []
  private var branches: [CodeOutline.Branch] = []
  private var types: [CodeOutline.TypeDeclaration] = []
  /// Braces already claimed (an arrow's block body, a control statement's).
  private var claimedBraces: Set<Int> = []
  /// For each token, the `{` of the innermost block that holds it (-1 outside any).
  private var enclosingBrace: [Int] = []
  /// Whether each token names a declaration, not a call.
  private var declarationNames: [Bool] = []
  /// For each token, the innermost function whose body holds it (`readCalls`).
  private var innermost: [Int?] = []

  /// Reads the outline of `file` in `language`.
  static func read(_ file: SourceFile, language: CodeOutline.Language) -> CodeOutline {
    let tokenizer = SourceTokenizer(bytes: file.bytes, style: .slashes)
    let raw = tokenizer.tokens()
    var lines = LineCursor(file.bytes)
    var tokens: [Token] = []
    tokens.reserveCapacity(raw.count)
    var previousEnd = 0
    let punctuationTexts = Self.punctuationTexts
    for token in raw {
      let startsLine = file.bytes[previousEnd..<token.range.lowerBound].contains(0x0A) || previousEnd == 0
      previousEnd = token.range.upperBound
      let kind: Token.Kind
      let text: String
      var keyword: OutlineKeyword?
      var punctuationByte: UInt8 = 0
      switch token.kind {
      case .identifier:
        kind = .identifier
        text = tokenizer.text(token)
        keyword = OutlineKeyword.of(text)
      case .string:
        kind = .string
        text = tokenizer.stringContents(token)
      case .punctuation(let byte):
        kind = .punctuation
        text = punctuationTexts[Int(byte & 0x7F)]
        punctuationByte = byte & 0x7F
      }
      tokens.append(
        Token(
          kind: kind, text: text, position: lines.position(ofOffset: token.range.lowerBound), startsLine: startsLine,
          keyword: keyword, byte: punctuationByte))
    }
    var reader = CodeOutlineReader(language: language, tokens: tokens)
    reader.punctuation = raw.map { token in
      if case .punctuation(let byte) = token.kind { return byte }
      return 0
    }
    reader.declarationNames = [Bool](repeating: false, count: tokens.count)
    reader.matchBrackets()
    reader.readControlStatements()
    reader.readArrows()
    if language == .kotlin { reader.readExpressionFunctions() }
    reader.readBraces()
    if language == .objectiveC { reader.readObjectiveCMethods() }
    reader.assignParents()
    reader.readCalls()
    reader.readWords()
    reader.readEarlyAnswers()
    var outline = CodeOutline(
      path: file.path, language: language, tokenCount: tokens.count, functions: reader.functions,
      calls: reader.calls, branches: reader.branches, constants: reader.readConstants(), types: reader.types)
    outline.testBindings = reader.readTestBindings(in: outline)
    return outline
  }

  /// The text of each ASCII byte, made once: punctuation is every other token of a file.
  private static let punctuationTexts = (0..<128).map { String(UnicodeScalar(UInt8($0))) }

  private func words(_ range: Range<Int>, limit: Int) -> [CodeOutline.Word] {
    let range = range.clamped(to: 0..<tokens.count)
    return tokens[range.lowerBound..<min(range.upperBound, range.lowerBound + limit)].map {
      CodeOutline.Word(text: $0.text, isString: $0.kind == .string)
    }
  }

  /// Conditions' and arguments' words, and each function's references.
  private mutating func readWords() {
    for index in branches.indices {
      branches[index].words = words(branches[index].condition, limit: 64)
      let start = branches[index].condition.lowerBound
      if start < tokens.count { branches[index].position = tokens[start].position }
    }
    // The tokens of each function's own body (not of the functions inside it), in order: a
    // counting sort by innermost function. Each function's references are then read in one
    // stretch, so that a key met again is known by the function it was last met in; a
    // dictionary per function, grown key by key, was most of reading the references.
    var starts = [Int](repeating: 0, count: functions.count + 1)
    for function in innermost { if let function { starts[function + 1] += 1 } }
    for function in functions.indices { starts[function + 1] += starts[function] }
    var next = starts
    var owned = [Int](repeating: 0, count: starts[functions.count])
    for index in tokens.indices {
      guard let function = innermost[index] else { continue }
      owned[next[function]] = index
      next[function] += 1
    }
    // Every key of the file once: its number, its text, and the function that last took it.
    var numbers: [String: Int] = [:]
    var keys: [String] = []
    var takenBy: [Int] = []
    // Each function keeps its own spelling of a key: canonically equivalent texts are one key.
    var found: [(key: Int, text: String, position: SourcePosition)] = []
    var foundStarts = [Int](repeating: 0, count: functions.count + 1)
    for function in functions.indices {
      func take(_ key: String, at position: SourcePosition) {
        let number: Int
        if let known = numbers[key] {
          guard takenBy[known] != function else { return }
          number = known
        } else {
          number = keys.count
          numbers[key] = number
          keys.append(key)
          takenBy.append(function)
        }
        takenBy[number] = function
        found.append((number, key, position))
      }
      for index in owned[starts[function]..<starts[function + 1]] {
        let token = tokens[index]
        if token.kind == .string {
          // Intent actions, permission names and URLs: short strings without spaces.
          if token.text.utf8.count <= 80, !(token.text.utf8.contains(0x20) && token.text.contains(" ")) {
            take("\"" + token.text, at: token.position)
          }
          continue
        }
        guard token.kind == .identifier, !declarationNames[index] else { continue }
        let text = token.text
        // `Permission.camera`, `IOS.CAMERA`, `permission.CAMERA`: a member of a type or a constant.
        if isPunct(index - 1, "."), isIdentifier(index - 2) {
          let owner = tokens[index - 2].text
          if CodeName.startsUppercase(owner) || CodeName.isConstantCase(text) {
            take(owner + "." + text, at: tokens[index - 2].position)
          }
        }
        if isPunct(index + 1, "(") || isKeyword(index) { continue }
        take(text, at: token.position)
      }
      foundStarts[function + 1] = found.count
    }
    // Each function's keys in the order of their texts: the file's keys are sorted once, and
    // each function's by their rank there.
    var rank = [Int](repeating: 0, count: keys.count)
    for (place, number) in keys.indices.sorted(by: { keys[$0] < keys[$1] }).enumerated() { rank[number] = place }
    for function in functions.indices {
      let sorted = found[foundStarts[function]..<foundStarts[function + 1]].sorted { rank[$0.key] < rank[$1.key] }
      functions[function].references = sorted.map(\.text)
      functions[function].referencePositions = sorted.map(\.position)
    }
  }

  /// `const NAME = …`, `static let NAME = …`, `val NAME = …` outside functions: the name and
  /// the words of the value, to the end of its statement.
  private func readConstants() -> [(name: String, words: [CodeOutline.Word])] {
    var inFunction = [Bool](repeating: false, count: tokens.count)
    for function in functions {
      for token in function.body where token < tokens.count { inFunction[token] = true }
    }
    var result: [(name: String, words: [CodeOutline.Word])] = []
    for index in tokens.indices where !inFunction[index] && isIdentifier(index) {
      switch tokens[index].keyword {
      case .const, .let, .var, .val, .final: break
      default: continue
      }
      var name = index + 1
      // Dart `final Permission camera = …`, `static const String x = …`.
      while isIdentifier(name + 1), name < index + 3 { name += 1 }
      var equals = name + 1
      if isPunct(equals, ":") {
        // A type annotation: up to `=`.
        while equals < tokens.count, equals < name + 12, !isPunct(equals, "="), !isPunct(equals, ";") { equals += 1 }
      }
      guard isIdentifier(name), isPunct(equals, "="), !isPunct(equals + 1, "=") else { continue }
      let (value, _) = statementBody(at: equals + 1)
      result.append((tokens[name].text, words(value, limit: 64)))
    }
    return result
  }

  /// `final NAME = …`, `const NAME = …`, `val NAME = …`, `let NAME = …` inside a function whose value is a
  /// test (a comparison, `&&`, `||` or a ternary): its name and words, for branches on the name.
  /// Other locals are not kept: a test is what a branch on a name can stand for.
  private func readTestBindings(in outline: CodeOutline) -> [CodeOutline.TestBinding] {
    var result: [CodeOutline.TestBinding] = []
    for index in tokens.indices where isIdentifier(index) {
      guard Self.isBindingWord(tokens[index].keyword), isIdentifier(index + 1) else {
        continue
      }
      var name = index + 1
      // Dart `final bool legacy = …`.
      if isIdentifier(name + 1) { name += 1 }
      var equals = name + 1
      if isPunct(equals, ":") {
        while equals < tokens.count, equals < name + 12, !isPunct(equals, "="), !isPunct(equals, ";") { equals += 1 }
      }
      guard isIdentifier(name), isPunct(equals, "="), !isPunct(equals + 1, "=") else { continue }
      let (value, _) = statementBody(at: equals + 1)
      guard value.count < 64 else { continue }
      let words = words(value, limit: 64)
      guard isTest(words), let function = outline.function(containing: index) else { continue }
      result.append(CodeOutline.TestBinding(name: tokens[name].text, function: function, token: name, words: words))
    }
    // Functions without parameters whose body is one returned test: `fun minSdk30(): Boolean =
    // sdkInt >= R`, `{ return a || b; }`, `bool get legacy => sdkInt < 33;`.
    for (index, function) in outline.functions.enumerated() where !function.isClosure {
      guard let name = function.name, function.parameterWords.isEmpty else { continue }
      let body = function.body.clamped(to: 0..<tokens.count)
      var start = body.lowerBound
      if isPunct(start, "=") || isWord(start, .return) { start += 1 }
      if isPunct(start, ">"), isPunct(start - 1, "=") { start += 1 }
      if isWord(start, .return) { start += 1 }
      var end = body.upperBound
      while end > start, isPunct(end - 1, ";") || isPunct(end - 1, "}") { end -= 1 }
      guard end > start, end - start < 64,
        !(start..<end).contains(where: { isPunct($0, ";") || isPunct($0, "{") || isWord($0, .return) })
      else { continue }
      let words = words(start..<end, limit: 64)
      guard isTest(words) else { continue }
      result.append(
        CodeOutline.TestBinding(
          name: name, function: index, token: start, words: words, isFunction: true))
    }
    return result
  }

  /// Each named function's `earlyAnswer`: a first statement `if (test) return true;` (or
  /// `{ return false; }`, whatever `else` follows it), or a body that is one returned test
  /// (`return a || b;`, Kotlin's `= a || b`, Dart's `=> a || b`). Only the first statement:
  /// one before it may return another answer first.
  private mutating func readEarlyAnswers() {
    // The `if` branches by where their condition starts: the branch of a body's first `if`.
    var ifBranches: [Int: Int] = [:]
    for (index, branch) in branches.enumerated() where branch.whenTrue && !branch.isCase {
      if ifBranches[branch.condition.lowerBound] == nil { ifBranches[branch.condition.lowerBound] = index }
    }
    for index in functions.indices where !functions[index].isClosure && functions[index].name != nil {
      let body = functions[index].body.clamped(to: 0..<tokens.count)
      guard !body.isEmpty else { continue }
      var start = body.lowerBound
      if isPunct(start, "=") { start += 1 }
      if isPunct(start, ">"), isPunct(start - 1, "=") { start += 1 }
      if isWord(start, .if) {
        // Parenthesised but in Swift; the `if` branch is the one that runs when it holds.
        let condition = isPunct(start + 1, "(") ? start + 2 : start + 1
        guard let branch = ifBranches[condition].map({ branches[$0] }), branch.condition.count <= 64,
          let value = returnedLiteral(branch.body)
        else { continue }
        functions[index].earlyAnswer = CodeOutline.EarlyAnswer(words: branch.words, value: value)
        continue
      }
      // One returned test: the whole body of an expression function, or `return …` alone in a block.
      if isPunct(body.lowerBound - 1, "{") {
        guard isWord(start, .return) else { continue }
        start += 1
      }
      var end = body.upperBound
      while end > start, isPunct(end - 1, ";") { end -= 1 }
      guard end > start, end - start <= 64,
        !(start..<end).contains(where: {
          isPunct($0, ";") || isPunct($0, "{") || isWord($0, .return) || isWord($0, .if) || isWord($0, .when)
        })
      else { continue }
      let words = words(start..<end, limit: 64)
      guard isTest(words) else { continue }
      functions[index].earlyAnswer = CodeOutline.EarlyAnswer(words: words, value: true)
    }
  }

  /// The literal a body returns when it is only `return true` or `return false` (with its `;`).
  private func returnedLiteral(_ body: Range<Int>) -> Bool? {
    let body = body.clamped(to: 0..<tokens.count)
    guard body.count >= 2, isWord(body.lowerBound, .return),
      body.count == 2 || (body.count == 3 && isPunct(body.upperBound - 1, ";"))
    else { return nil }
    let literal = body.lowerBound + 1
    return isWord(literal, .true) ? true : isWord(literal, .false) ? false : nil
  }

  /// Words that give a name a value once; not `var`: a variable may hold another value by the
  /// time it is tested.
  private static func isBindingWord(_ keyword: OutlineKeyword?) -> Bool {
    switch keyword {
    case .const, .let, .val, .final: true
    default: false
    }
  }

  /// Whether a value's words are a test: a comparison, `&&`, `||` or a ternary.
  private func isTest(_ words: [CodeOutline.Word]) -> Bool {
    words.contains { word in !word.isString && ["<", ">", "&", "|", "?"].contains(word.text) }
      || words.indices.contains { words[$0].text == "=" && $0 > 0 && ["=", "!"].contains(words[$0 - 1].text) }
  }

  // MARK: Tokens

  /// Whether `byte`, a token's punctuation byte (0 for other tokens), is one of `bytes`.
  private static func isOneOf(_ byte: UInt8, _ bytes: StaticString) -> Bool {
    guard byte != 0 else { return false }
    return UnsafeBufferPointer(start: bytes.utf8Start, count: bytes.utf8CodeUnitCount).contains(byte)
  }

  private func isPunct(_ index: Int, _ scalar: Unicode.Scalar) -> Bool {
    // A byte per token, so that the test needs no string.
    index >= 0 && index < punctuation.count && punctuation[index] == UInt8(truncatingIfNeeded: scalar.value)
  }

  /// Whether the token at `index` is the identifier `word`.
  private func isWord(_ index: Int, _ word: OutlineKeyword) -> Bool {
    index >= 0 && index < tokens.count && tokens[index].keyword == word
  }

  /// Whether the token at `index` is a control word.
  private func isControl(_ index: Int) -> Bool {
    index >= 0 && index < tokens.count && tokens[index].keyword?.isControl == true
  }

  /// Whether the token at `index` is a control word or a type word of the language: what a
  /// reference or a call's name is not.
  private func isKeyword(_ index: Int) -> Bool {
    guard index >= 0, index < tokens.count, let keyword = tokens[index].keyword else { return false }
    return keyword.isControl || keyword.declaresType(in: language)
  }

  private func isIdentifier(_ index: Int) -> Bool {
    index >= 0 && index < tokens.count && tokens[index].kind == .identifier
  }

  /// Notes that the token at `index` names a declaration.
  private mutating func markDeclaration(_ index: Int) {
    if index >= 0, index < declarationNames.count { declarationNames[index] = true }
  }

  private func end(of open: Int) -> Int {
    let close = open >= 0 && open < closing.count ? closing[open] : -1
    return close >= 0 ? close : tokens.count
  }

  /// The opening bracket of the closing one at `close`, if it has one.
  private func openingBracket(of close: Int) -> Int? {
    let open = close >= 0 && close < opener.count ? opener[close] : -1
    return open >= 0 ? open : nil
  }

  /// Words that end a branch body by leaving the block.
  private static func isExitWord(_ keyword: OutlineKeyword?) -> Bool {
    switch keyword {
    case .return, .throw, .break, .continue: true
    default: false
    }
  }

  // MARK: Brackets

  private mutating func matchBrackets() {
    closing = [Int](repeating: -1, count: tokens.count)
    opener = [Int](repeating: -1, count: tokens.count)
    var stack: [(index: Int, byte: UInt8)] = []
    for index in tokens.indices {
      let byte = punctuation[index]
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): stack.append((index, byte))
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        let expected =
          switch byte {
          case UInt8(ascii: ")"): UInt8(ascii: "(")
          case UInt8(ascii: "]"): UInt8(ascii: "[")
          default: UInt8(ascii: "{")
          }
        guard stack.contains(where: { $0.byte == expected }) else { continue }
        // Unbalanced brackets inside (a regular expression, a stray quote) close here.
        while let top = stack.popLast() {
          closing[top.index] = index
          if top.byte == expected {
            opener[index] = top.index
            break
          }
        }
      default: continue
      }
    }
    enclosingBrace = [Int](repeating: -1, count: tokens.count)
    var braces: [Int] = []
    for index in tokens.indices {
      while let top = braces.last, end(of: top) < index { braces.removeLast() }
      enclosingBrace[index] = braces.last ?? -1
      if isPunct(index, "{") { braces.append(index) }
    }
  }

  // MARK: Control statements and branches

  /// The end of the block that holds `index`: its closing brace, or the end of the file.
  private func enclosingBlockEnd(_ index: Int) -> Int {
    guard index < enclosingBrace.count, enclosingBrace[index] >= 0 else { return tokens.count }
    return end(of: enclosingBrace[index])
  }

  private mutating func readControlStatements() {
    // Opening braces by position, for the enclosing block of each branch.
    var index = 0
    while index < tokens.count {
      defer { index += 1 }
      guard tokens[index].keyword != nil else { continue }
      // A keyword used as an argument label or a member (`requestAccess(for: .video)`, `x.do`).
      if isPunct(index + 1, ":") || isPunct(index - 1, ".") { continue }
      switch tokens[index].keyword {
      case .if where !isPunct(index - 1, ".") && !isWord(index - 1, .else):
        _ = readIf(at: index)
      case .guard where language == .swift:
        readGuard(at: index)
      case .switch, .when:
        readSwitch(at: index)
      case .else, .try, .do, .finally, .repeat, .defer:
        if isPunct(index + 1, "{") { claimedBraces.insert(index + 1) }
      case .while, .for, .catch, .synchronized:
        if let open = conditionEnd(after: index), isPunct(open, "{") { claimedBraces.insert(open) }
      default: continue
      }
    }
  }

  /// For a statement keyword at `index`: the token after its condition (the `{` of its body
  /// when it has one). Parenthesised in every language but Swift, where it runs to the
  /// first brace.
  private func conditionEnd(after index: Int) -> Int? {
    if isPunct(index + 1, "(") { return end(of: index + 1) + 1 }
    guard language == .swift || language == .kotlin else { return nil }
    var cursor = index + 1
    while cursor < tokens.count, cursor < index + 200 {
      if isPunct(cursor, "{") { return cursor }
      if isPunct(cursor, "(") || isPunct(cursor, "[") {
        cursor = end(of: cursor) + 1
        continue
      }
      if isPunct(cursor, "}") || isPunct(cursor, ";") || isPunct(cursor, ")") || isPunct(cursor, "]") { return nil }
      cursor += 1
    }
    return nil
  }

  /// A statement body at `start`: a block (its inside, and the index after it) or one
  /// statement up to `;` or the end of its line.
  private func statementBody(at start: Int) -> (body: Range<Int>, next: Int) {
    guard start < tokens.count else { return (start..<start, start) }
    if isPunct(start, "{") {
      let close = end(of: start)
      return (start + 1..<close, close + 1)
    }
    var cursor = start
    while cursor < tokens.count {
      let token = tokens[cursor]
      switch Unicode.Scalar(token.byte) {
      case "(", "[", "{":
        cursor = end(of: cursor) + 1
        continue
      case ")", "]", "}": return (start..<cursor, cursor)
      case ";": return (start..<cursor, cursor + 1)
      default: break
      }
      if cursor > start, token.startsLine, !Self.continues(tokens, at: cursor) { return (start..<cursor, cursor) }
      cursor += 1
    }
    // An unclosed bracket runs to the end of the file, not past it.
    return (start..<min(cursor, tokens.count), cursor)
  }

  /// Whether the token at `index`, first on its line, continues the expression before it.
  private static func continues(_ tokens: [Token], at index: Int) -> Bool {
    let token = tokens[index]
    if isOneOf(token.byte, ".?:&|+*=)]") { return true }
    return isOneOf(tokens[index - 1].byte, ".([,=&|+-?:>")
  }

  /// Whether a body leaves its block: its last statement starts with an exit word.
  private func exits(_ body: Range<Int>) -> Bool {
    let body = body.clamped(to: 0..<tokens.count)
    guard !body.isEmpty else { return false }
    var depth = 0
    var lastStart = body.lowerBound
    var cursor = body.lowerBound
    while cursor < body.upperBound {
      let token = tokens[cursor]
      if token.kind == .punctuation {
        switch Unicode.Scalar(token.byte) {
        case "(", "[", "{": depth += 1
        case ")", "]", "}": depth -= 1
        case ";" where depth == 0:
          if cursor + 1 < body.upperBound { lastStart = cursor + 1 }
        default: break
        }
      } else if depth == 0, token.startsLine, cursor > body.lowerBound, !Self.continues(tokens, at: cursor) {
        lastStart = cursor
      }
      cursor += 1
    }
    // `return;` or `return x` at the start of the last statement; Dart and Kotlin `else return`.
    return Self.isExitWord(tokens[lastStart].keyword)
  }

  /// Reads `if (…) … else …` at `index` and returns the index after the whole statement.
  private mutating func readIf(at index: Int) -> Int {
    guard let after = conditionEnd(after: index) else { return index + 1 }
    let condition: Range<Int> = isPunct(index + 1, "(") ? index + 2..<after - 1 : index + 1..<after
    if isPunct(after, "{") { claimedBraces.insert(after) }
    let (body, next) = statementBody(at: after)
    let enclosing = enclosingBlockEnd(index)
    branches.append(
      CodeOutline.Branch(
        condition: condition, whenTrue: true, body: body, exits: exits(body), enclosingEnd: enclosing))
    var elseIndex = next
    if isPunct(elseIndex, ";") { elseIndex += 1 }
    guard isWord(elseIndex, .else) else { return next }
    if isWord(elseIndex + 1, .if) {
      let chainEnd = readIf(at: elseIndex + 1)
      branches.append(
        CodeOutline.Branch(
          condition: condition, whenTrue: false, body: elseIndex + 1..<chainEnd, exits: false,
          enclosingEnd: enclosing))
      return chainEnd
    }
    if isPunct(elseIndex + 1, "{") { claimedBraces.insert(elseIndex + 1) }
    let (elseBody, elseNext) = statementBody(at: elseIndex + 1)
    branches.append(
      CodeOutline.Branch(
        condition: condition, whenTrue: false, body: elseBody, exits: exits(elseBody), enclosingEnd: enclosing))
    return elseNext
  }

  /// Swift `guard … else { … }`: the else block runs when the condition fails and leaves.
  private mutating func readGuard(at index: Int) {
    var cursor = index + 1
    while cursor < tokens.count, cursor < index + 200, !isWord(cursor, .else) {
      if isPunct(cursor, "(") || isPunct(cursor, "[") { cursor = end(of: cursor) }
      if isPunct(cursor, "{") || isPunct(cursor, "}") { return }
      cursor += 1
    }
    guard isWord(cursor, .else), isPunct(cursor + 1, "{") else { return }
    claimedBraces.insert(cursor + 1)
    let close = end(of: cursor + 1)
    branches.append(
      CodeOutline.Branch(
        condition: index + 1..<cursor, whenTrue: false, body: cursor + 2..<close, exits: true,
        enclosingEnd: enclosingBlockEnd(index)))
  }

  /// `switch`/`when`: each `case` (or Kotlin arm) is a branch whose condition is the
  /// subject and the pattern.
  private mutating func readSwitch(at index: Int) {
    guard let open = conditionEnd(after: index), isPunct(open, "{") else {
      // Kotlin `when {` without a subject.
      if language == .kotlin, isWord(index, .when), isPunct(index + 1, "{") {
        readArms(index + 1, subject: nil)
      }
      return
    }
    let subject: Range<Int>? = isPunct(index + 1, "(") ? index + 2..<open - 1 : index + 1..<open
    claimedBraces.insert(open)
    if isWord(index, .when) { readArms(open, subject: subject) } else { readCases(open, subject: subject) }
  }

  private mutating func readCases(_ open: Int, subject: Range<Int>?) {
    let close = end(of: open)
    var starts: [(label: Int, body: Int)] = []
    var cursor = open + 1
    while cursor < close {
      if isPunct(cursor, "(") || isPunct(cursor, "[") || isPunct(cursor, "{") {
        cursor = end(of: cursor) + 1
        continue
      }
      if isWord(cursor, .case) || isWord(cursor, .default) {
        var colon = cursor + 1
        while colon < close, !isPunct(colon, ":"), !(isPunct(colon, "-") && isPunct(colon + 1, ">")) {
          if isPunct(colon, "(") || isPunct(colon, "[") { colon = end(of: colon) }
          colon += 1
        }
        starts.append((cursor, isPunct(colon, ":") ? colon + 1 : colon + 2))
        cursor = colon + 1
        continue
      }
      cursor += 1
    }
    for (offset, start) in starts.enumerated() where isWord(start.label, .case) {
      let bodyEnd = offset + 1 < starts.count ? starts[offset + 1].label : close
      let pattern = start.label + 1..<max(start.label + 1, start.body - 1)
      let body = start.body..<max(start.body, bodyEnd)
      branches.append(
        CodeOutline.Branch(
          condition: pattern, whenTrue: true, body: body, exits: false, enclosingEnd: close, isCase: true))
    }
  }

  private mutating func readArms(_ open: Int, subject: Range<Int>?) {
    let close = end(of: open)
    var cursor = open + 1
    var armStart = cursor
    while cursor < close {
      if isPunct(cursor, "(") || isPunct(cursor, "[") || isPunct(cursor, "{") {
        cursor = end(of: cursor) + 1
        continue
      }
      if isPunct(cursor, "-"), isPunct(cursor + 1, ">") {
        let pattern = armStart..<cursor
        let (body, next) = statementBody(at: cursor + 2)
        if isPunct(cursor + 2, "{") { claimedBraces.insert(cursor + 2) }
        if !isWord(armStart, .else) {
          branches.append(
            CodeOutline.Branch(
              condition: pattern, whenTrue: true, body: body, exits: false, enclosingEnd: close, isCase: true))
        }
        cursor = max(next, cursor + 2)
        armStart = cursor
        continue
      }
      cursor += 1
    }
  }

  // MARK: Arrow functions

  /// `(a) => …`, `a => …` (JavaScript, Dart) and `(a) -> …` (Java): closures, or in Dart a
  /// declaration with an expression body (`int get x => …`, `Future<void> f() => …`).
  private mutating func readArrows() {
    for index in tokens.indices where isPunct(index, "=") || isPunct(index, "-") {
      guard isPunct(index + 1, ">") else { continue }
      let isFatArrow = tokens[index].text == "="
      if isFatArrow, language != .dart && language != .javaScript { continue }
      if !isFatArrow, language != .java { continue }
      // The parameters: `(…)` (with a TypeScript return type or Dart `async` after it) or one name.
      var start = index - 1
      var name: String?
      var nameToken: Int?
      var cursor = index - 1
      while cursor >= 0, cursor >= index - 12, !isPunct(cursor, ")") {
        guard isIdentifier(cursor) || [":", "<", ">", ".", "?", "[", "]", ","].contains(tokens[cursor].text) else {
          break
        }
        cursor -= 1
      }
      if isPunct(cursor, ")"), let open = opening(of: cursor) {
        start = open
        if language == .dart, isIdentifier(open - 1), !isControl(open - 1) {
          name = tokens[open - 1].text
          nameToken = open - 1
        }
      } else if isIdentifier(index - 1) {
        start = index - 1
        if language == .dart, isWord(index - 2, .get) {
          name = tokens[index - 1].text
          nameToken = index - 1
        }
      } else {
        continue
      }
      if let nameToken { markDeclaration(nameToken) }
      let bodyStart = index + 2
      let body: Range<Int>
      if isPunct(bodyStart, "{") {
        claimedBraces.insert(bodyStart)
        body = bodyStart + 1..<end(of: bodyStart)
      } else {
        body = bodyStart..<expressionEnd(from: bodyStart)
      }
      addFunction(name: name, nameToken: nameToken, start: start, body: body, isClosure: name == nil)
    }
  }

  /// Kotlin's functions with an expression body: `fun hasCamera(): Boolean = check(…)`,
  /// `fun Context.isGranted() =` on one line and the expression on the next.
  private mutating func readExpressionFunctions() {
    for index in tokens.indices where isWord(index, .fun) {
      var cursor = index + 1
      // Type parameters: `fun <T> name(`.
      if isPunct(cursor, "<") {
        while cursor < tokens.count, cursor < index + 16, !isPunct(cursor, ">") { cursor += 1 }
        cursor += 1
      }
      // A receiver type: `fun Context.name(`.
      while isIdentifier(cursor), isPunct(cursor + 1, ".") { cursor += 2 }
      guard isIdentifier(cursor), isPunct(cursor + 1, "(") else { continue }
      let nameToken = cursor
      cursor = end(of: cursor + 1) + 1
      // A return type on the declaration's line: `: Boolean`, `: List<String>?` (an abstract
      // `fun title(): String` ends there, and the next line is another declaration).
      if isPunct(cursor, ":") {
        cursor += 1
        var steps = 0
        while cursor < tokens.count, steps < 24, steps == 0 || !tokens[cursor].startsLine,
          isIdentifier(cursor) || [".", "<", ">", "?", ",", "*"].contains(tokens[cursor].text)
        {
          cursor += 1
          steps += 1
        }
      }
      guard isPunct(cursor, "="), !isPunct(cursor + 1, "="), cursor + 1 < tokens.count else { continue }
      let bodyStart = cursor + 1
      markDeclaration(nameToken)
      addFunction(
        name: tokens[nameToken].text, nameToken: nameToken, start: nameToken,
        body: bodyStart..<expressionEnd(from: bodyStart), isClosure: false)
    }
  }

  /// Whether the `>` at `index` closes type arguments (`List<String>`, `Map<K, V?>`): an
  /// identifier or `?` before it, and a `<` after a type name opens it on its line.
  private func closesTypeArguments(_ index: Int) -> Bool {
    guard isPunct(index, ">"), index > 0, isIdentifier(index - 1) || isPunct(index - 1, "?") else { return false }
    var cursor = index - 1
    var steps = 0
    while cursor > 0, steps < 16, !tokens[cursor].startsLine || steps == 0 {
      if isPunct(cursor, "<") { return isIdentifier(cursor - 1) && tokens[cursor - 1].text.first?.isUppercase == true }
      guard isIdentifier(cursor) || [",", ".", "?", "*", ">"].contains(tokens[cursor].text) else { return false }
      cursor -= 1
      steps += 1
    }
    return false
  }

  /// The end of an expression body: `;` or `,` at its depth, a closing bracket of an outer
  /// one, or (without semicolons) a new line that does not continue it.
  private func expressionEnd(from start: Int) -> Int {
    var cursor = start
    while cursor < tokens.count {
      let token = tokens[cursor]
      switch Unicode.Scalar(token.byte) {
      case "(", "[", "{":
        cursor = end(of: cursor) + 1
        continue
      case ")", "]", "}", ";", ",": return cursor
      default: break
      }
      if cursor > start, token.startsLine, language == .javaScript || language == .kotlin {
        if !Self.continues(tokens, at: cursor) { return cursor }
        // A Kotlin line that ends with a type's `>` (`as List<String>`) ends the expression,
        // unless the next line begins with an operator.
        let leads = Self.isOneOf(token.byte, ".?:&|+*=")
        if language == .kotlin, !leads, closesTypeArguments(cursor - 1) { return cursor }
      }
      cursor += 1
    }
    return cursor
  }

  // MARK: Braces

  private mutating func readBraces() {
    for index in tokens.indices where isPunct(index, "{") && !claimedBraces.contains(index) {
      classifyBrace(index)
    }
  }

  private mutating func classifyBrace(_ index: Int) {
    let close = end(of: index)
    let body = index + 1..<close
    // A type: `class Name … {`, back to the start of the statement.
    if let type = typeDeclaration(before: index) {
      types.append(
        CodeOutline.TypeDeclaration(
          name: type.name, supertypes: type.supertypes, body: body, position: tokens[type.at].position))
      return
    }
    // Swift `{ a, b in`, ObjC `^{`, Java `x -> {`.
    if isPunct(index - 1, "^") || (isPunct(index - 1, ">") && isPunct(index - 2, "-")) {
      addFunction(name: nil, nameToken: nil, start: index - 1, body: body, isClosure: true)
      return
    }
    // `name(…) suffix {`: a declaration, or in Swift and Kotlin a trailing closure.
    if let paren = headerParen(before: index), let open = opening(of: paren) {
      if language == .objectiveC, isPunct(open - 1, "^") {
        addFunction(name: nil, nameToken: nil, start: open - 1, body: body, isClosure: true)
        return
      }
      var nameIndex = open - 1
      if isPunct(nameIndex, ">") {
        // Generic parameters: `func f<T>(…)`.
        var depth = 0
        while nameIndex >= 0, nameIndex > open - 30 {
          if isPunct(nameIndex, ">") { depth += 1 }
          if isPunct(nameIndex, "<") {
            depth -= 1
            if depth == 0 { break }
          }
          nameIndex -= 1
        }
        nameIndex -= 1
      }
      if isIdentifier(nameIndex) {
        let name = tokens[nameIndex].text
        if isControl(nameIndex), !isWord(nameIndex, .initWord), !isWord(nameIndex, .get), !isWord(nameIndex, .set) {
          // `if (…) {` is claimed already; `return foo(…) {` and the like are not functions.
          if language == .swift || language == .kotlin { addTrailingClosure(index, body: body) }
          return
        }
        let declares: Bool
        switch language {
        case .swift:
          declares =
            isWord(nameIndex - 1, .func) || isWord(nameIndex, .initWord) || isWord(nameIndex, .subscript)
            || isWord(nameIndex, .deinit)
        case .kotlin:
          declares =
            isWord(nameIndex - 1, .fun) || isWord(nameIndex, .constructor)
            || (isWord(nameIndex, .get) || isWord(nameIndex, .set))
            || (isPunct(nameIndex - 1, ".") && isWord(nameIndex - 3, .fun))
        case .java:
          declares = !isWord(nameIndex - 1, .new) && !isPunct(nameIndex - 1, ".")
        case .dart, .javaScript, .objectiveC:
          declares = !isWord(nameIndex - 1, .new)
        }
        if declares {
          markDeclaration(nameIndex)
          addFunction(name: name, nameToken: nameIndex, start: nameIndex, body: body, isClosure: false)
        } else if language == .swift || language == .kotlin {
          addTrailingClosure(index, body: body)
        }
        return
      }
      // `(a, b) {` (Dart), `function (…) {` (JavaScript).
      if language == .dart || language == .javaScript {
        let start = isWord(open - 1, .function) ? open - 1 : open
        addFunction(name: nil, nameToken: nil, start: start, body: body, isClosure: true)
      }
      return
    }
    // Accessors and computed properties: Dart `get name {`, Swift `var body: some View {`,
    // `get {`, Kotlin `init {`, Java `static {`.
    if language == .dart, isIdentifier(index - 1), isWord(index - 2, .get) {
      markDeclaration(index - 1)
      addFunction(name: tokens[index - 1].text, nameToken: index - 1, start: index - 2, body: body, isClosure: false)
      return
    }
    if language == .swift, let property = computedProperty(before: index) {
      addFunction(name: tokens[property].text, nameToken: property, start: property, body: body, isClosure: false)
      return
    }
    if isIdentifier(index - 1), Self.isAccessorWord(tokens[index - 1].keyword),
      language != .javaScript && language != .dart
    {
      addFunction(name: tokens[index - 1].text, nameToken: nil, start: index - 1, body: body, isClosure: false)
      return
    }
    // Swift and Kotlin closures: a block where an expression goes, or a trailing closure.
    guard language == .swift || language == .kotlin else { return }
    if index == 0 { return }
    let previous = tokens[index - 1]
    if previous.kind == .identifier {
      if isControl(index - 1) && !isWord(index - 1, .in) { return }
      addTrailingClosure(index, body: body)
    } else if Self.isOneOf(previous.byte, "(,:=?") {
      addFunction(name: nil, nameToken: nil, start: index, body: body, isClosure: true)
    } else if Self.isOneOf(previous.byte, ")]") {
      addTrailingClosure(index, body: body)
    }
  }

  /// A trailing closure (`foo { … }`, `foo(x) { … }`): a closure passed to `foo`, and a call
  /// of `foo` when it has no parentheses.
  private mutating func addTrailingClosure(_ index: Int, body: Range<Int>) {
    addFunction(name: nil, nameToken: nil, start: index, body: body, isClosure: true)
  }

  /// The `)` of a declaration's parameters before `{`, over what may come between
  /// (`async`, `throws`, `-> T`, `: T`, `where …`, `const`, `override`).
  private func headerParen(before index: Int) -> Int? {
    var cursor = index - 1
    while cursor >= 0, cursor >= index - 24 {
      let token = tokens[cursor]
      if token.kind == .punctuation {
        if token.byte == UInt8(ascii: ")") {
          // Swift `func f() -> (Int, Int) {`: the tuple is a type; keep looking only for Swift.
          if language == .swift, isPunct(cursor - 1, ">") == false, let open = opening(of: cursor),
            isPunct(open - 1, ">"), isPunct(open - 2, "-")
          {
            cursor = open - 3
            continue
          }
          return cursor
        }
        guard Self.isOneOf(token.byte, "<>.?!,:-[]*&|@") else {
          return nil
        }
      } else if token.kind == .string {
        return nil
      } else if Self.endsHeader(token.keyword) {
        return nil
      }
      if token.startsLine, cursor < index - 1, language != .dart, language != .java, !isPunct(cursor, "-"),
        !isPunct(cursor, ":"), !isPunct(cursor, ".")
      {
        // A brace on the line after an unrelated line is not this declaration's.
        return nil
      }
      cursor -= 1
    }
    return nil
  }

  private func opening(of close: Int) -> Int? {
    guard let open = openingBracket(of: close), isPunct(open, "(") else { return nil }
    return open
  }

  /// `class Name : Base, Protocol {` back to the statement's start: the name and supertypes.
  private func typeDeclaration(before index: Int) -> (name: String, supertypes: [String], at: Int)? {
    var cursor = index - 1
    var limit = 80
    while cursor >= 0, limit > 0 {
      let token = tokens[cursor]
      if Self.isOneOf(token.byte, ";{}=") { return nil }
      if token.byte == UInt8(ascii: ")"), let open = opening(of: cursor) {
        // Java `new Runnable() {`: an anonymous class.
        if isIdentifier(open - 1), isWord(open - 2, .new), cursor == index - 1 {
          return ("", [tokens[open - 1].text], open - 2)
        }
        cursor = open - 1
        limit -= 1
        continue
      }
      if let keyword = token.keyword, keyword.declaresType(in: language), !isPunct(cursor - 1, ".") {
        // Kotlin `object : Callback {` has no name.
        let name = isIdentifier(cursor + 1) ? tokens[cursor + 1].text : ""
        var supertypes: [String] = []
        for offset in min(cursor + 2, index)..<index
        where isIdentifier(offset) && tokens[offset].text.first?.isUppercase == true {
          supertypes.append(tokens[offset].text)
        }
        return (name, supertypes, cursor)
      }
      if token.keyword == .new, cursor < index - 1 { return nil }
      cursor -= 1
      limit -= 1
    }
    return nil
  }

  /// Swift `var name: Type {` (a computed property): the name's token.
  private func computedProperty(before index: Int) -> Int? {
    var cursor = index - 1
    while cursor >= 0, cursor >= index - 16 {
      let token = tokens[cursor]
      if Self.isOneOf(token.byte, "=;{}()") { return nil }
      if token.keyword == .var, isIdentifier(cursor + 1), isPunct(cursor + 2, ":") {
        return cursor + 1
      }
      cursor -= 1
    }
    return nil
  }

  // MARK: Objective-C

  /// `- (void)name:(T)a other:(T)b {`: the method's first selector part names it.
  private mutating func readObjectiveCMethods() {
    var implementation: String?
    for index in tokens.indices {
      if isPunct(index, "@"), isWord(index + 1, .implementation), isIdentifier(index + 2) {
        implementation = tokens[index + 2].text
      }
      guard tokens[index].startsLine, isPunct(index, "-") || isPunct(index, "+"), isPunct(index + 1, "(") else {
        continue
      }
      let afterType = end(of: index + 1) + 1
      guard isIdentifier(afterType) else { continue }
      var cursor = afterType
      while cursor < tokens.count, cursor < afterType + 60, !isPunct(cursor, "{"), !isPunct(cursor, ";") { cursor += 1 }
      guard isPunct(cursor, "{") else { continue }
      // A brace read as a C function body before is this method's.
      functions.removeAll { $0.body.lowerBound == cursor + 1 }
      markDeclaration(afterType)
      var function = CodeOutline.Function(
        name: tokens[afterType].text, owner: implementation, isClosure: false, passedTo: nil, label: nil,
        body: cursor + 1..<end(of: cursor), parent: nil, position: tokens[afterType].position)
      function.owner = implementation
      function.parameterWords = identifiers(in: afterType + 1..<cursor, limit: 16)
      functions.append(function)
    }
  }

  // MARK: Functions

  /// The identifiers among `range`'s tokens, the first `limit`.
  private func identifiers(in range: Range<Int>, limit: Int) -> [String] {
    guard !range.isEmpty else { return [] }
    var result: [String] = []
    for index in range where tokens[index].kind == .identifier {
      result.append(tokens[index].text)
      if result.count == limit { break }
    }
    return result
  }

  private mutating func addFunction(name: String?, nameToken: Int?, start: Int, body: Range<Int>, isClosure: Bool) {
    guard start >= 0, start < tokens.count else { return }
    var function = CodeOutline.Function(
      name: name, owner: nil, isClosure: isClosure, passedTo: nil, label: nil, body: body, parent: nil,
      position: tokens[nameToken ?? start].position)
    if isClosure { describeClosure(&function, start: start) }
    if let nameToken, isPunct(nameToken + 1, "(") {
      function.parameterWords = identifiers(in: nameToken + 2..<min(end(of: nameToken + 1), tokens.count), limit: 16)
    }
    if let nameToken, !isClosure, language == .kotlin || language == .java {
      function.isOverrideOrAnnotated = isOverrideOrAnnotated(nameToken)
    }
    functions.append(function)
  }

  /// Whether the declaration of the name at `nameToken` says `override` or carries an
  /// annotation: the words back to the end of the statement before it, over annotation
  /// arguments.
  private func isOverrideOrAnnotated(_ nameToken: Int) -> Bool {
    var cursor = nameToken - 1
    var steps = 0
    while cursor >= 0, steps < 32 {
      steps += 1
      if isPunct(cursor, ")"), let open = opening(of: cursor) {
        cursor = open - 1
        continue
      }
      if isPunct(cursor, "@") || isWord(cursor, .override) { return true }
      if isPunct(cursor, ";") || isPunct(cursor, "{") || isPunct(cursor, "}") || isPunct(cursor, "=") { return false }
      cursor -= 1
    }
    return false
  }

  /// Where a closure goes: the call it is an argument of (or the trailing closure's call),
  /// its argument label, and the name it is assigned to.
  private func describeClosure(_ function: inout CodeOutline.Function, start: Int) {
    var first = start
    if isWord(first - 1, .async) { first -= 1 }
    if isPunct(first, "{"), language == .swift || language == .kotlin {
      // Trailing closure: `name {`, `name(…) {`, `.name {`.
      var before = first - 1
      if isPunct(before, ")"), let open = opening(of: before) { before = open - 1 }
      if isIdentifier(before), !isControl(before) {
        function.passedTo = tokens[before].text
        // `val cameraRequest = registerForActivityResult(…) { granted -> … }`: the launcher's name.
        var start = before
        while isPunct(start - 1, "."), isIdentifier(start - 2) { start -= 2 }
        if isPunct(start - 1, "="), !isPunct(start - 2, "="), isIdentifier(start - 2) {
          function.name = tokens[start - 2].text
        }
        if isPunct(first - 1, ")") || isIdentifier(first - 1) { return }
      }
    }
    if isPunct(first - 1, ":"), isIdentifier(first - 2) { function.label = tokens[first - 2].text }
    if isPunct(first - 1, "="), !isPunct(first - 2, "="), !isPunct(first - 2, "!"), isIdentifier(first - 2) {
      function.name = tokens[first - 2].text
      return
    }
    // The innermost call whose parentheses hold the closure.
    var cursor = first - 1
    var depth = 0
    while cursor >= 0, cursor >= first - 400 {
      if tokens[cursor].kind == .punctuation {
        switch Unicode.Scalar(tokens[cursor].byte) {
        case ")", "]", "}": depth += 1
        case "[", "{":
          if depth == 0 { return }
          depth -= 1
        case "(":
          if depth == 0 {
            if isIdentifier(cursor - 1) {
              function.passedTo = tokens[cursor - 1].text
              // The first argument of a call assigned to a name (`const onTap = useCallback(() => …)`,
              // `usePreventDoubleTap(useCallback(() => …))`).
              if cursor + 1 == first || (cursor + 2 == first && isWord(cursor + 1, .async)) {
                var open = cursor
                for _ in 0..<3 where isPunct(open - 2, "(") && isIdentifier(open - 3) { open -= 2 }
                if isPunct(open - 2, "="), isIdentifier(open - 3), !isPunct(open - 3, "."), !isPunct(open - 3, "=") {
                  function.name = tokens[open - 3].text
                }
              }
            }
            return
          }
          depth -= 1
        default: break
        }
      }
      cursor -= 1
    }
  }

  /// Parents, by containment, and owners, from the types around each function.
  private mutating func assignParents() {
    let order = functions.indices.sorted {
      (functions[$0].body.lowerBound, -functions[$0].body.count) < (
        functions[$1].body.lowerBound, -functions[$1].body.count
      )
    }
    var stack: [Int] = []
    for index in order {
      let body = functions[index].body
      while let top = stack.last,
        !(functions[top].body.lowerBound <= body.lowerBound && body.upperBound <= functions[top].body.upperBound)
      {
        stack.removeLast()
      }
      functions[index].parent = stack.last
      stack.append(index)
      if functions[index].owner == nil {
        functions[index].owner =
          types.filter { $0.body.contains(body.lowerBound) }.min { $0.body.count < $1.body.count }?.name
      }
    }
  }

  // MARK: Calls

  private mutating func readCalls() {
    // Innermost function at each token, by a sweep over the sorted bodies.
    innermost = [Int?](repeating: nil, count: tokens.count)
    let order = functions.indices.sorted { functions[$0].body.count > functions[$1].body.count }
    for index in order {
      for token in functions[index].body where token < tokens.count { innermost[token] = index }
    }
    for index in tokens.indices {
      // Only a name before `(`, `<` or `{` can be a call: most are turned away here, before
      // their text is hashed.
      guard isIdentifier(index), isPunct(index + 1, "(") || isPunct(index + 1, "<") || isPunct(index + 1, "{"),
        !declarationNames[index]
      else { continue }
      let name = tokens[index].text
      if isKeyword(index) { continue }
      // A string literal spelled like a declaring word counts too, as its text always did.
      let before = tokens[max(0, index - 1)]
      switch before.kind == .string ? OutlineKeyword.of(before.text) : before.keyword {
      case .func, .fun, .function, .def: if index > 0 { continue }
      default: break
      }
      var open = index + 1
      if isPunct(open, "<"), language != .objectiveC {
        // Generic arguments `name<T>(`.
        var cursor = open + 1
        while cursor < tokens.count, cursor < open + 12, !isPunct(cursor, ">") {
          if !(isIdentifier(cursor) || isPunct(cursor, ",") || isPunct(cursor, ".") || isPunct(cursor, "?")) { break }
          cursor += 1
        }
        if isPunct(cursor, ">") { open = cursor + 1 }
      }
      var arguments: Range<Int>
      if isPunct(open, "(") {
        if language == .javaScript, isMethodSignature(name: index, close: end(of: open)) { continue }
        arguments = open + 1..<end(of: open)
      } else if language == .swift || language == .kotlin, isPunct(index + 1, "{"),
        functions.contains(where: { $0.body.lowerBound == index + 2 && $0.isClosure })
      {
        arguments = index + 1..<index + 1
      } else {
        continue
      }
      arguments = arguments.clamped(to: 0..<tokens.count)
      var call = CodeOutline.Call(
        name: name, receivers: receivers(before: index), token: index, arguments: arguments,
        argumentWords: words(arguments, limit: 48), position: tokens[index].position, function: innermost[index])
      call.result = resultUse(ofCallAt: index)
      if let test = conditionalTest(of: index) {
        call.isConditional = true
        call.test = words(test.range, limit: 32)
        call.runsWhenTestHolds = test.holds
      }
      calls.append(call)
    }
    if language == .objectiveC { readMessages(innermost) }
  }

  /// Whether the name at `name`, whose parameter list closes at `close`, is a TypeScript
  /// method signature without a body (`openSettings(): Promise<boolean>;` in an interface or
  /// a type), not a call: a return type follows the list, and the name begins a member (after
  /// `{`, `;`, `}` or `,`, or first on its line after a type). A call before `:` is a
  /// ternary's or an object's value (`ok ? open() : close()`, `{ key: open() }`), after an
  /// operator, `?` or `:`.
  private func isMethodSignature(name: Int, close: Int) -> Bool {
    guard isPunct(close + 1, ":"), name > 0 else { return false }
    let previous = tokens[name - 1]
    guard previous.kind == .punctuation else { return tokens[name].startsLine }
    switch Unicode.Scalar(previous.byte) {
    case "{", ";", "}", ",": return true
    case ">", "]", ")": return tokens[name].startsLine
    default: return false
    }
  }

  /// When a ternary's `?` or a `&&`/`||` comes before `index` in its expression: the tokens
  /// of the test before that operator, and whether the call runs where the test holds.
  private func conditionalTest(of index: Int) -> (range: Range<Int>, holds: Bool)? {
    guard let operatorIndex = conditionalOperator(before: index) else { return nil }
    let start = expressionStart(before: operatorIndex)
    let kind = tokens[operatorIndex].text
    var holds = kind != "|"
    if kind == "?" {
      // In the ternary's second branch when its `:` comes first, over whole brackets.
      var cursor = operatorIndex + 1
      while cursor < index {
        if Self.isOneOf(tokens[cursor].byte, "([{") {
          cursor = end(of: cursor) + 1
          continue
        }
        if isPunct(cursor, ":") {
          holds = false
          break
        }
        cursor += 1
      }
    }
    return (start..<(kind == "?" ? operatorIndex : operatorIndex - 1), holds)
  }

  /// The first token of the expression that ends before `index`: after the bracket, the
  /// statement's separator, the assignment or the keyword that opens it, over whole brackets.
  private func expressionStart(before index: Int) -> Int {
    var cursor = index - 1
    var steps = 0
    while cursor >= 0, steps < 32 {
      steps += 1
      let token = tokens[cursor]
      if token.kind == .punctuation {
        switch Unicode.Scalar(token.byte) {
        case ")", "]":
          guard let open = openingBracket(of: cursor) else { return cursor + 1 }
          cursor = open - 1
          continue
        case "(", "[", "{", "}", ";", ",", "?", ":": return cursor + 1
        case "=":
          // An assignment, not `==`, `!=`, `<=`, `>=` or `=>`.
          let previous = cursor > 0 ? tokens[cursor - 1].text : ""
          let next = cursor + 1 < tokens.count ? tokens[cursor + 1].text : ""
          if !["=", "!", "<", ">"].contains(previous), next != "=", next != ">" { return cursor + 1 }
        default: break
        }
      } else if Self.startsStatement(token.keyword) {
        return cursor + 1
      }
      cursor -= 1
    }
    return cursor + 1
  }

  /// The `?` of a ternary, or the second `&`/`|` of a `&&`/`||`, before `index` in its
  /// expression: back to the start of the statement, the argument or the bracket it is in,
  /// over whole brackets.
  private func conditionalOperator(before index: Int) -> Int? {
    var cursor = index - 1
    var steps = 0
    while cursor >= 0, steps < 48 {
      steps += 1
      let token = tokens[cursor]
      if token.kind == .punctuation {
        switch Unicode.Scalar(token.byte) {
        case ")", "]":
          // A closed bracket before the call belongs to its expression: step over it.
          guard let open = openingBracket(of: cursor) else { return nil }
          cursor = open - 1
          continue
        case "(", "[", "{", "}", ";", ",": return nil
        case "?":
          // Not `?.`, `??`, `x?` (optional) or `try?`/`as?`.
          let next = cursor + 1 < tokens.count ? tokens[cursor + 1].text : ""
          let previous = cursor > 0 ? tokens[cursor - 1].text : ""
          if next != "." && next != "?" && previous != "?" && !["try", "as"].contains(previous)
            && cursor + 1 < index
          {
            return cursor
          }
        case "&", "|":
          if cursor > 0, tokens[cursor - 1].text == token.text { return cursor }
        default: break
        }
      } else if Self.startsStatement(token.keyword) {
        // The statement's start: what is before belongs to another.
        if token.startsLine { return nil }
      }
      if token.startsLine, [.swift, .kotlin].contains(language) { return nil }
      cursor -= 1
    }
    return nil
  }

  /// Words that declare a local before its name (`final ok = …`, `let ok = …`).
  private static func isLocalDeclarationWord(_ keyword: OutlineKeyword?) -> Bool {
    switch keyword {
    case .final, .var, .const, .let, .val, .late: true
    default: false
    }
  }

  /// Words before which an expression starts (`return`, `await`, `yield`).
  private static func startsStatement(_ keyword: OutlineKeyword?) -> Bool {
    switch keyword {
    case .return, .await, .yield: true
    default: false
    }
  }

  /// Words that end the search for a declaration's parameters before a brace: what comes
  /// before them is a statement, not a header.
  private static func endsHeader(_ keyword: OutlineKeyword?) -> Bool {
    switch keyword {
    case .return, .else, .in, .if, .guard, .await, .throw: true
    default: false
    }
  }

  /// The words of accessors and initializer blocks before `{` (`get {`, `willSet {`, `static {`).
  private static func isAccessorWord(_ keyword: OutlineKeyword?) -> Bool {
    switch keyword {
    case .get, .set, .willSet, .didSet, .initWord, .static: true
    default: false
    }
  }

  /// Where the result of the call named at `index` goes (`CodeOutline.Call.result`): the
  /// words before its receivers and `await`.
  private func resultUse(ofCallAt index: Int) -> CodeOutline.ResultUse {
    var start = index
    while isPunct(start - 1, "."), start >= 2 {
      var target = start - 2
      if isPunct(target, "?") || isPunct(target, "!") { target -= 1 }
      if isPunct(target, ")"), let open = opening(of: target) { target = open - 1 }
      guard isIdentifier(target) else { break }
      start = target
    }
    while isWord(start - 1, .await) || isWord(start - 1, .try) { start -= 1 }
    guard start > 0 else { return .unused }
    if isPunct(start - 1, ";") || isPunct(start - 1, "{") || isPunct(start - 1, "}") { return .unused }
    if tokens[start].startsLine, language == .kotlin || language == .swift, !Self.continues(tokens, at: start) {
      return .unused
    }
    // `name = call(`, not `==`, `!=`, `<=`, `>=`, `=>`: a local when a declaration word or a
    // type comes before the name.
    guard isPunct(start - 1, "="), !isPunct(start - 2, "="), !isPunct(start - 2, "!"), !isPunct(start - 2, "<"),
      !isPunct(start - 2, ">"), isIdentifier(start - 2)
    else { return .other }
    let before = start - 3
    guard before >= 0 else { return .other }
    if isIdentifier(before),
      Self.isLocalDeclarationWord(tokens[before].keyword) || !isControl(before)
    {
      return .local
    }
    // `Future<bool> ok = …`, `bool? ok = …`.
    if isPunct(before, ">") || isPunct(before, "?") { return .local }
    return .other
  }

  /// The names before a call, nearest last: `a.b.name(` has `[a, b]`; calls in the chain
  /// (`UNUserNotificationCenter.current().name`) count by their name.
  private func receivers(before index: Int) -> [String] {
    var result: [String] = []
    var cursor = index - 1
    while result.count < 4, cursor >= 1 {
      guard isPunct(cursor, ".") else { break }
      var target = cursor - 1
      if isPunct(target, "?") || isPunct(target, "!") { target -= 1 }
      if isPunct(target, ")"), let open = opening(of: target) { target = open - 1 }
      guard isIdentifier(target) else { break }
      result.insert(tokens[target].text, at: 0)
      cursor = target - 1
    }
    return result
  }

  /// Objective-C messages: `[receiver name:…]`, the first selector part as the name.
  private mutating func readMessages(_ innermost: [Int?]) {
    for index in tokens.indices where isPunct(index, "[") {
      let close = end(of: index)
      var cursor = index + 1
      var receiver: String?
      if isPunct(cursor, "[") {
        let inner = end(of: cursor)
        if isIdentifier(inner - 1) { receiver = tokens[inner - 1].text }
        cursor = inner + 1
      } else if isIdentifier(cursor) {
        receiver = tokens[cursor].text
        cursor += 1
        while isPunct(cursor, "."), isIdentifier(cursor + 1) {
          receiver = tokens[cursor + 1].text
          cursor += 2
        }
      } else {
        continue
      }
      guard cursor < close, isIdentifier(cursor), isPunct(cursor + 1, ":") || isPunct(cursor + 1, "]") else { continue }
      calls.append(
        CodeOutline.Call(
          name: tokens[cursor].text, receivers: receiver.map { [$0] } ?? [], token: cursor,
          arguments: cursor + 1..<close, argumentWords: words(cursor + 1..<close, limit: 48),
          position: tokens[cursor].position, function: innermost[cursor]))
    }
  }
}
