/// What a branch condition in code says about whether a permission is granted, read through
/// the vocabulary's `granted` and `denied` names: the code under it runs only with the grant,
/// only without it, or either way. A test of a granted name (`status.isGranted`,
/// `status === RESULTS.GRANTED`, `granted`) decides both ways; a test of a denied name
/// (`status.isDenied`) says "not granted" when it holds and nothing when it fails (the status
/// may then be permanently denied). `||`, `&&` and negations combine them; an unknown part
/// never makes a condition say more than its known parts.
extension CodeFlowIndex {
  /// What a condition says about the grant where code runs.
  @_spi(RuleAuthoring) @_spi(Testing) public enum GrantFact: Sendable, Equatable {
    /// The code runs only with the permission granted (or limited).
    case granted
    /// The code runs only without it.
    case notGranted
    /// Either, or the condition tests something else.
    case unknown
  }

  /// What `branch` says about the grant when its condition `holds` (or, with `holds == false`,
  /// does not).
  public func grantFact(_ branch: CodeOutline.Branch, holds: Bool) -> GrantFact {
    grantFact(branch.words, holds: holds, commaIsOr: branch.isCase)
  }

  private func grantFact(_ words: [CodeOutline.Word], holds: Bool, commaIsOr: Bool) -> GrantFact {
    let words = Self.unwrapped(words)
    let disjuncts = Self.split(words, on: "|", commaIsOr: commaIsOr)
    if disjuncts.count > 1 {
      let facts = disjuncts.map { grantFact($0, holds: holds, commaIsOr: false) }
      // A || B holds: each alternative must say it. It fails: all fail, so any one says it.
      return holds ? Self.all(facts) : Self.any(facts)
    }
    let conjuncts = Self.split(words, on: "&", commaIsOr: false)
    if conjuncts.count > 1 {
      let facts = conjuncts.map { grantFact($0, holds: holds, commaIsOr: false) }
      // A && B holds: every part holds, so any one says it. It fails: one of them fails.
      return holds ? Self.any(facts) : Self.all(facts)
    }
    return singleTest(words, holds: holds)
  }

  /// One test: a granted name decides both ways, a denied name only when it holds.
  private func singleTest(_ words: [CodeOutline.Word], holds: Bool) -> GrantFact {
    var grantedName = false
    var deniedName = false
    for word in words {
      let key = word.isString ? "\"" + word.text : word.text
      if vocabulary.granted.contains(key) { grantedName = true }
      if vocabulary.denied.contains(key) { deniedName = true }
    }
    // `status == granted ? … : …` or a status compared with another: not one answer.
    guard grantedName != deniedName else { return .unknown }
    let holds = Self.isNegated(words) ? !holds : holds
    if grantedName { return holds ? .granted : .notGranted }
    return holds ? .notGranted : .unknown
  }

  /// Every fact the same: that fact; otherwise unknown.
  private static func all(_ facts: [GrantFact]) -> GrantFact {
    guard let first = facts.first, facts.allSatisfy({ $0 == first }) else { return .unknown }
    return first
  }

  /// Any known fact (they cannot disagree on one path); unknown when none is known or they do.
  private static func any(_ facts: [GrantFact]) -> GrantFact {
    let known = Set(facts.filter { $0 != .unknown }.map { $0 == .granted })
    guard known.count == 1, let granted = known.first else { return .unknown }
    return granted ? .granted : .notGranted
  }
}
