#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A mistake in a YAML file's content (not its syntax): an unknown key, a value of the wrong
/// shape, a missing required field, each at its node.
struct YAMLProblem: Sendable, Equatable {
  /// Where it is.
  var position: SourcePosition
  /// What is wrong and how to fix it.
  var message: String
}

/// Reads YAML nodes into typed values and records every mistake at its node instead of
/// stopping at the first one, so a misspelt key or a list where a mapping belongs is never
/// silently read as nothing. One decoder serves the feature map, `.permlint.yml` and the
/// catalog under `rules/`; each says what it reads in its own words (`what`, `context`).
struct StrictYAMLDecoder {
  /// The mistakes found so far, in the order they were found.
  private(set) var problems: [YAMLProblem] = []

  /// Records a mistake at a node.
  mutating func problem(_ position: SourcePosition, _ message: String) {
    problems.append(YAMLProblem(position: position, message: message))
  }

  /// The pairs of a mapping; `key:` with no value is an empty mapping.
  mutating func mapping(_ node: YAMLNode, _ what: String) -> [YAMLPair]? {
    if let pairs = node.mapping { return pairs }
    if node.string == nil, node.scalar != nil { return [] }
    problem(node.position, "\(what) must be a mapping, but this is \(node.kindDescription)")
    return nil
  }

  /// The pairs whose key is one of `known`, in file order; every other key is reported at
  /// itself with the closest known key. `context` names the mapping ("in feature 'x'"
  /// reads "unknown key 'k' in feature 'x'"), `prefix` goes before the key in the message
  /// (`android.` for a nested section), and `explain` may give a more helpful message for a
  /// key that belongs somewhere else.
  mutating func knownKeys(
    _ pairs: [YAMLPair], known: [String], in context: String? = nil, prefix: String = "",
    explain: (String) -> String? = { _ in nil }
  ) -> [(key: String, value: YAMLNode)] {
    var result: [(key: String, value: YAMLNode)] = []
    for pair in pairs {
      guard let key = pair.key.scalar else {
        problem(pair.key.position, "keys in \(context ?? "this mapping") must be plain text")
        continue
      }
      if let message = explain(key) {
        problem(pair.key.position, message)
        continue
      }
      guard known.contains(key) else {
        let place = context.map { " in \($0)" } ?? ""
        problem(
          pair.key.position,
          "unknown key '\(prefix)\(key)'\(place)\(suggestion(key, known)); known keys are \(known.joined(separator: ", "))"
        )
        continue
      }
      result.append((key, pair.value))
    }
    return result
  }

  /// Non-empty text.
  mutating func string(_ node: YAMLNode, _ what: String) -> Located<String>? {
    guard let text = node.string else {
      problem(node.position, "\(what) must be text, but this is \(node.scalar == nil ? node.kindDescription : "empty")")
      return nil
    }
    return Located(text, at: node.position)
  }

  /// A list of text; a single value is read as a one-item list.
  mutating func strings(_ node: YAMLNode, _ what: String) -> [Located<String>] {
    if let single = node.string { return [Located(single, at: node.position)] }
    guard let items = node.sequence else {
      problem(node.position, "\(what) must be a list, but this is \(node.kindDescription)")
      return []
    }
    return items.compactMap { string($0, "each item of \(what)") }
  }

  /// An unquoted `true` or `false`.
  mutating func bool(_ node: YAMLNode, _ what: String) -> Located<Bool>? {
    guard let value = node.bool else {
      problem(node.position, "\(what) must be true or false")
      return nil
    }
    return Located(value, at: node.position)
  }

  /// An unquoted whole number.
  mutating func int(_ node: YAMLNode, _ what: String) -> Located<Int>? {
    guard let value = node.int else {
      problem(node.position, "\(what) must be a whole number, but this is \(describe(node))")
      return nil
    }
    return Located(value, at: node.position)
  }

  /// One of `choices`, reported with the closest choice.
  mutating func choice(_ node: YAMLNode, _ what: String, _ choices: [String]) -> Located<String>? {
    guard let text = string(node, what) else { return nil }
    guard choices.contains(text.value) else {
      problem(
        text.position,
        "\(what) must be one of \(choices.joined(separator: ", ")), not '\(text.value)'\(suggestion(text.value, choices))"
      )
      return nil
    }
    return text
  }

  /// " (did you mean 'x'?)" for the closest candidate, or nothing.
  func suggestion(_ word: String, _ candidates: [String]) -> String {
    guard let best = DidYouMean.closest(to: word, in: candidates) else { return "" }
    return " (did you mean '\(best)'?)"
  }

  private func describe(_ node: YAMLNode) -> String {
    guard let text = node.scalar else { return node.kindDescription }
    return text.isEmpty ? "empty" : "'\(text)'"
  }
}
