/// What a branch condition in code says about a permission's status, read through the
/// vocabulary: whether the code under it runs only when the system will not prompt any more
/// (permanently denied, restricted). Conditions are split at `||` and `&&` outside
/// parentheses; a negation (`!`, `!=`, `!==`, `== false`) turns a test around; anything
/// else in the condition is left unknown, and an unknown part never makes a condition say
/// more than its known parts.
extension CodeFlowIndex {
  /// Whether code runs only when the status is known to be a final denial, when the branch's
  /// condition `holds` (or, with `holds == false`, does not).
  public func assertsFinalDenial(_ branch: CodeOutline.Branch, holds: Bool, language: CodeOutline.Language) -> Bool {
    asserts(branch.words, holds: holds, language: language, commaIsOr: branch.isCase)
  }

  private func asserts(_ words: [CodeOutline.Word], holds: Bool, language: CodeOutline.Language, commaIsOr: Bool)
    -> Bool
  {
    let words = Self.unwrapped(words)
    let disjuncts = Self.split(words, on: "|", commaIsOr: commaIsOr)
    if disjuncts.count > 1 {
      // A || B holds: both must say it. A || B fails: either failing says it.
      return holds
        ? disjuncts.allSatisfy { asserts($0, holds: true, language: language, commaIsOr: false) }
        : disjuncts.contains { asserts($0, holds: false, language: language, commaIsOr: false) }
    }
    let conjuncts = Self.split(words, on: "&", commaIsOr: false)
    if conjuncts.count > 1 {
      return holds
        ? conjuncts.contains { asserts($0, holds: true, language: language, commaIsOr: false) }
        : conjuncts.allSatisfy { asserts($0, holds: false, language: language, commaIsOr: false) }
    }
    guard let polarity = finalDenialTest(words, language: language) else { return false }
    return polarity == holds
  }

  /// For one test: `true` when it holds on a final denial, `false` when it holds on
  /// anything but one, `nil` when it says nothing about it.
  private func finalDenialTest(_ words: [CodeOutline.Word], language: CodeOutline.Language) -> Bool? {
    var polarity: Bool?
    for (index, word) in words.enumerated() {
      let key = word.isString ? "\"" + word.text : word.text
      if let languages = vocabulary.permanentDenial[key],
        languages.isEmpty || languages.contains(language.rawValue)
      {
        // Apple's `.denied` is a status case, not a variable of that name.
        if !languages.isEmpty, !word.isString, index == 0 || words[index - 1].text != "." { continue }
        polarity = true
      } else if vocabulary.canAskAgain.contains(word.text), !word.isString {
        polarity = false
      }
    }
    guard var result = polarity else { return nil }
    if Self.isNegated(words) { result.toggle() }
    return result
  }

  /// `!x`, `x != y`, `x !== y`, `x == false`, `x is! y` (Kotlin `!is`).
  static func isNegated(_ words: [CodeOutline.Word]) -> Bool {
    var negations = 0
    for (index, word) in words.enumerated() where !word.isString {
      if word.text == "!" {
        let next = index + 1 < words.count ? words[index + 1].text : ""
        // `x!` (a Swift or Dart force unwrap) and `!=` are told apart by what follows.
        let previous = index > 0 ? words[index - 1].text : ""
        if next == "=" || next == "is" {
          negations += 1
        } else if previous.isEmpty || ["(", "&", "|", "=", ",", "!"].contains(previous) {
          negations += 1
        }
      }
      if word.text == "false", index >= 2, words[index - 1].text == "=" { negations += 1 }
    }
    return negations % 2 == 1
  }

  /// `words` without parentheses around the whole.
  static func unwrapped(_ words: [CodeOutline.Word]) -> [CodeOutline.Word] {
    var words = words
    while words.count >= 2, words.first?.text == "(", words.last?.text == ")", !words[0].isString {
      var depth = 0
      var closesAtEnd = true
      for (index, word) in words.enumerated() where !word.isString {
        if word.text == "(" { depth += 1 }
        if word.text == ")" {
          depth -= 1
          if depth == 0, index != words.count - 1 {
            closesAtEnd = false
            break
          }
        }
      }
      guard closesAtEnd else { break }
      words = Array(words.dropFirst().dropLast())
    }
    return words
  }

  /// Splits at `||` (or `&&`) outside brackets; with `commaIsOr`, at commas too.
  static func split(_ words: [CodeOutline.Word], on symbol: String, commaIsOr: Bool)
    -> [[CodeOutline.Word]]
  {
    var parts: [[CodeOutline.Word]] = [[]]
    var depth = 0
    var index = 0
    while index < words.count {
      let word = words[index]
      if !word.isString {
        if ["(", "[", "{"].contains(word.text) { depth += 1 }
        if [")", "]", "}"].contains(word.text) { depth -= 1 }
        if depth == 0, word.text == symbol, index + 1 < words.count, words[index + 1].text == symbol {
          parts.append([])
          index += 2
          continue
        }
        if depth == 0, commaIsOr, word.text == "," {
          parts.append([])
          index += 1
          continue
        }
      }
      parts[parts.count - 1].append(word)
      index += 1
    }
    return parts.filter { !$0.isEmpty }
  }

  /// Whether a condition keeps the code below an API level: an API-level test (as
  /// `isUnderSDKCheck`) that is not `sdkInt >= 33` where it holds, nor `sdkInt < 33` where it
  /// does not (`else`); a test whose direction cannot be read counts.
  func isUnderSDKCheck(_ conditions: [(branch: CodeOutline.Branch, holds: Bool)], below: Bool) -> Bool {
    conditions.contains { testsSDKLevel($0.branch.words, holds: $0.holds, below: below) }
  }

  /// Whether any condition over `index` in the function tests the API level.
  public func isUnderSDKCheck(_ conditions: [(branch: CodeOutline.Branch, holds: Bool)]) -> Bool {
    conditions.contains { testsSDKLevel($0.branch.words, holds: $0.holds, below: false) }
  }

  /// Whether the test `words` names the API level (`below`: and keeps what runs where it
  /// `holds` below a level, or its direction cannot be read, as under a `!`).
  func testsSDKLevel(_ words: [CodeOutline.Word], holds: Bool, below: Bool) -> Bool {
    // A negation (`!(sdkInt >= 33)`) turns the direction around where permlint does not follow.
    let negates = words.indices.contains { index in
      !words[index].isString && words[index].text == "!" && (index + 1 == words.count || words[index + 1].text != "=")
    }
    for index in words.indices where !words[index].isString && namesSDKLevel(words, at: index) {
      guard below, !negates else { return true }
      guard index + 1 < words.count, !words[index + 1].isString else { return true }
      switch words[index + 1].text {
      case "<": return holds
      case ">": return !holds
      default: return true
      }
    }
    return false
  }

  /// Whether the word at `index` names the device's API level: one of the vocabulary's names,
  /// alone or after its receiver (`Platform.Version`), `isAtLeastU` and `atLeastR`, or
  /// `sdkInt` or `apiLevel` after a word that says whose (`androidSdkInt`, `deviceApiLevel`); not `minimumSdkInt`,
  /// `flutterSdkVersion` or `requiredSdkVersion`, which are not the device's.
  func namesSDKLevel(_ words: [CodeOutline.Word], at index: Int) -> Bool {
    let text = words[index].text
    if vocabulary.sdkChecks.contains(text)
      || (index >= 2 && vocabulary.sdkChecks.contains(words[index - 2].text + "." + text))
    {
      return true
    }
    // `BuildCompat.isAtLeastU()`, and the apps' own `atLeastR()` helpers.
    for prefix in ["isAtLeast", "atLeast"] where text.hasPrefix(prefix) {
      let rest = text.utf8.dropFirst(prefix.utf8.count)
      return rest.first.map { $0 &- UInt8(ascii: "A") < 26 } ?? false
    }
    for suffix in ["SdkInt", "ApiLevel"] where text.hasSuffix(suffix) {
      var owner = text.dropLast(suffix.count).lowercased()
      while owner.hasPrefix("_") { owner.removeFirst() }
      return Self.deviceWords.contains(owner)
    }
    // `androidVersion`, `osVersion`: the system's release number (Podverse reads
    // `parseInt(Platform.constants.Release)`), which rises with the API level; only after a word
    // that can only mean the system (`appVersion`, `currentVersion` may be the app's).
    if text.hasSuffix("Version") {
      var owner = text.dropLast("Version".count).lowercased()
      while owner.hasPrefix("_") { owner.removeFirst() }
      return Self.systemWords.contains(owner)
    }
    return false
  }

  /// Words before `Version` that name the system's release.
  private static let systemWords: Set<String> = ["android", "os", "platform", "system", "device"]

  /// Words before `SdkInt` or `ApiLevel` that name the device's level.
  private static let deviceWords: Set<String> = [
    "android", "device", "current", "os", "platform", "system", "build", "running", "runtime", "phone",
  ]

  /// Whether a test over the code keeps it off Android: an iOS test that holds
  /// (`if (Platform.isIOS)`, `Platform.OS === 'ios' ? …`), or an Android test that does not
  /// (the `else` of `if (Platform.isAndroid)`). Tests are the vocabulary's names
  /// (`ios-checks`, `android-checks`): `Platform.isIOS` alone or after `!`,
  /// `TargetPlatform.iOS` compared with `==` or `!=`, a quoted name compared with the platform
  /// (`Platform.OS`, `Platform.operatingSystem`). Any other shape (`== false`, `!(…)`, an
  /// argument of a call, `peerOs == 'ios'`) is not read, and keeps nothing off Android.
  func keepsOffAndroid(_ words: [CodeOutline.Word], holds: Bool) -> Bool {
    func isPunct(_ index: Int, _ text: String) -> Bool {
      index >= 0 && index < words.count && !words[index].isString && words[index].text == text
    }
    // The `==`, `===`, `!=` or `!==` that ends before `index`: its first word, and whether it
    // says "not equal"; `nil` when there is none.
    func comparison(before index: Int) -> (start: Int, negated: Bool)? {
      var cursor = index - 1
      var equals = 0
      var negated = false
      while isPunct(cursor, "=") || isPunct(cursor, "!") {
        if words[cursor].text == "!" { negated.toggle() } else { equals += 1 }
        cursor -= 1
      }
      guard equals >= 2 || (negated && equals >= 1) else { return nil }
      return (cursor + 1, negated)
    }
    for index in words.indices {
      let word = words[index]
      var start = index
      var negated = false
      let ios: Bool
      if word.isString {
        let key = "\"" + word.text.lowercased()
        guard vocabulary.iosChecks.contains(key) || vocabulary.androidChecks.contains(key) else { continue }
        ios = vocabulary.iosChecks.contains(key)
        guard let compared = comparison(before: index), compared.start >= 1,
          ["OS", "operatingSystem"].contains(words[compared.start - 1].text), isPunct(compared.start - 2, ".")
        else { return false }
        negated = compared.negated
        start = compared.start - 3
      } else {
        guard isPunct(index - 1, "."), index >= 2 else { continue }
        let dotted = words[index - 2].text + "." + word.text
        guard vocabulary.iosChecks.contains(dotted) || vocabulary.androidChecks.contains(dotted) else { continue }
        ios = vocabulary.iosChecks.contains(dotted)
        start = index - 2
        if words[start].text == "TargetPlatform" {
          guard let compared = comparison(before: start), compared.start >= 1, !words[compared.start - 1].isString
          else { return false }
          negated = compared.negated
          start = compared.start - 1
          if isPunct(start - 1, "."), start >= 2 { start -= 2 }
        } else if isPunct(start - 1, "!"), !isPunct(start - 2, "!") {
          negated = true
          start -= 1
        }
      }
      // The test stands alone or joined by `&&`/`||`: not inside a call's arguments, `!(…)`,
      // or followed by `== false`.
      if start - 1 >= 0 {
        guard
          isPunct(start - 1, "&") || isPunct(start - 1, "|")
            || (isPunct(start - 1, "(")
              && (start - 2 < 0 || isPunct(start - 2, "(") || isPunct(start - 2, "&")
                || isPunct(start - 2, "|")))
        else { return false }
      }
      if index + 1 < words.count {
        guard isPunct(index + 1, ")") || isPunct(index + 1, "&") || isPunct(index + 1, "|") else { return false }
      }
      // Only a test that decides alone: `isIOS || other` may hold on Android, and the `else`
      // of `isAndroid && other` runs there too.
      guard !words.contains(where: { !$0.isString && $0.text == (holds ? "|" : "&") }) else { return false }
      return (ios != negated) == holds
    }
    return false
  }

  /// Whether every call of the function around `ref` (its outermost) runs under an API-level
  /// test, in its callers or theirs, up to `depth` levels: `if (sdkInt < 30) { await
  /// ensureLegacyWrite(); }` keeps the request inside `ensureLegacyWrite` off Android 11 and
  /// later. A function that no call names (entered unseen), or that a caller only names
  /// (`onPressed: ensureLegacyWrite`), may run anywhere: not.
  public func isCalledOnlyUnderSDKCheck(_ ref: Ref, depth: Int) -> Bool {
    guard depth > 0, !outlines.isEmpty else { return false }
    let target = outermost(ref)
    guard let name = function(target).name else { return false }
    let callers = self.callers(of: target)
    guard !callers.isEmpty else { return false }
    for caller in callers {
      let outline = outlines[caller.file]
      let calls = outline.calls.filter { $0.function == caller.function && $0.name == name }
      // Named too (`onPressed: export`), it may run anywhere, whatever its calls are under.
      guard !calls.isEmpty, !function(caller).references.contains(name) else { return false }
      for call in calls {
        let conditions = self.conditions(in: caller.file, at: call.token, within: outermost(caller).function)
        guard isUnderSDKCheck(conditions, below: true) || isCalledOnlyUnderSDKCheck(caller, depth: depth - 1) else {
          return false
        }
      }
    }
    return true
  }

  /// The outermost function around `ref` (a closure's named function): the scope whose
  /// branches decide where the closure's code runs.
  public func outermost(_ ref: Ref) -> Ref {
    var current = ref
    while let parent = function(current).parent { current = Ref(file: current.file, function: parent) }
    return current
  }
}
