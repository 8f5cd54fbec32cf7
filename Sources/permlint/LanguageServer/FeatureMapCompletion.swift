@_spi(RuleAuthoring) import PermlintKit

/// Completion in a feature map (`permlint.yml`) from the text around the cursor: permission
/// ids where a permission goes, the current flow's state ids where a state goes (`start:`,
/// `next:`, an event's target under `on:`), event names as `on:` keys and action names after
/// `action:`. Line heuristics, not a YAML parse: the map being typed is rarely valid YAML.
enum FeatureMapCompletion {
  /// LSP's `CompletionItemKind`s used.
  enum Kind: Int {
    case value = 12
    case enumMember = 20
    case reference = 18
  }

  struct Item: Equatable {
    var label: String
    var kind: Kind
    var detail: String
  }

  /// Where the cursor is: a value of a key, or a key of a mapping (its parent key given).
  enum Slot: Equatable {
    case value(key: String, parent: String?)
    case key(parent: String?, parentIndent: Int)
  }

  /// The completions at a 0-based line and UTF-16 character.
  static func items(in text: DocumentText, line: Int, character: Int) -> [Item] {
    guard line >= 0, line < text.lines.count, let slot = slot(in: text, line: line, character: character) else {
      return []
    }
    switch slot {
    case .value(let key, let parent):
      if key == "start" || key == "next" || parent == "on" { return states(in: text, line: line) }
      if key == "action" {
        return FlowAction.allCases.map { Item(label: $0.rawValue, kind: .enumMember, detail: "action") }
      }
      if key == "permission" || key == "requires" || key == "permissions" { return permissions() }
      return []
    case .key(let parent, let indent):
      if parent == "on" { return events() }
      if parent == "permissions", indent == 0 { return permissions() }
      return []
    }
  }

  /// The slot at the cursor, from the line up to it and, for block mappings, the lines above.
  static func slot(in text: DocumentText, line: Int, character: Int) -> Slot? {
    let prefix = String(decoding: Array(text.lines[line].utf16.prefix(character)), as: UTF16.self)
    // The word being typed does not decide where it is.
    let before = prefix.unicodeScalars.reversed().drop(while: isWordScalar).reversed()
    var stack: [(opener: Character, owner: String?)] = []
    var keyAtLevel: String?
    var word = ""
    for scalar in before {
      if isWordScalar(scalar) {
        word.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case ":":
        keyAtLevel = word
      case "{", "[":
        stack.append((Character(scalar), keyAtLevel))
        keyAtLevel = nil
      case "}", "]":
        _ = stack.popLast()
        keyAtLevel = nil
      case ",":
        keyAtLevel = nil
      case "#":
        return nil
      default:
        break
      }
      if scalar != " " && scalar != "\t" { word = "" }
    }
    let indent = text.lines[line].prefix { $0 == " " }.count
    if let open = stack.last {
      // Flow style: `on: { granted: ▮`, `{ action: ▮`, `requires: [▮`.
      if open.opener == "[" { return open.owner.map { .value(key: $0, parent: nil) } }
      if let key = keyAtLevel { return .value(key: key, parent: open.owner) }
      return .key(parent: open.owner, parentIndent: -1)
    }
    let parent = parentKey(in: text, line: line, indent: indent)
    if let key = keyAtLevel { return .value(key: key, parent: parent?.key) }
    let trimmed = before.filter { $0 != " " && $0 != "\t" }
    // A block list item: `requires:` then `- ▮`.
    if String(String.UnicodeScalarView(trimmed)) == "-" { return parent.map { .value(key: $0.key, parent: nil) } }
    guard trimmed.isEmpty else { return nil }
    return .key(parent: parent?.key, parentIndent: parent?.indent ?? -1)
  }

  /// The key of the closest line above with less indentation.
  private static func parentKey(in text: DocumentText, line: Int, indent: Int) -> (key: String, indent: Int)? {
    var index = line - 1
    while index >= 0 {
      if let key = key(of: text.lines[index]), key.indent < indent { return (key.name, key.indent) }
      index -= 1
    }
    return nil
  }

  /// A line's mapping key and its indentation (a list item's dash counts as indentation).
  static func key(of line: Substring) -> (name: String, indent: Int)? {
    let indent = line.prefix { $0 == " " || $0 == "-" }.count
    let rest = line.dropFirst(indent)
    let name = rest.unicodeScalars.prefix(while: isWordScalar)
    guard !name.isEmpty, rest.unicodeScalars.dropFirst(name.count).first == ":" else { return nil }
    return (String(String.UnicodeScalarView(name)), indent)
  }

  /// The state ids of the flow the line is in: the keys under its `states:`.
  static func states(in text: DocumentText, line: Int) -> [Item] {
    // The flow: the closest key above at the indentation of `flows:`'s children.
    guard
      let flowsLine = text.lines.firstIndex(where: { key(of: $0).map { $0.name == "flows" && $0.indent == 0 } ?? false }
      )
    else { return [] }
    var flowIndent: Int?
    var flowStart: Int?
    var index = flowsLine + 1
    while index < text.lines.count {
      if let key = key(of: text.lines[index]) {
        if key.indent == 0 { break }
        if flowIndent == nil { flowIndent = key.indent }
        if key.indent == flowIndent, index <= line { flowStart = index }
      }
      index += 1
    }
    guard let flowStart, let flowIndent else { return [] }
    var names: [String] = []
    var statesIndent: Int?
    var childIndent: Int?
    index = flowStart + 1
    while index < text.lines.count {
      defer { index += 1 }
      guard let key = key(of: text.lines[index]) else { continue }
      if key.indent <= flowIndent { break }
      if let parent = statesIndent {
        if key.indent <= parent {
          statesIndent = nil
          continue
        }
        if childIndent == nil { childIndent = key.indent }
        if key.indent == childIndent, !names.contains(key.name) { names.append(key.name) }
      } else if key.name == "states" {
        statesIndent = key.indent
      }
    }
    return names.map { Item(label: $0, kind: .reference, detail: "state") }
  }

  static func events() -> [Item] {
    FlowEvent.allCases.map { event in
      let detail =
        event.isOutcome
        ? "permission outcome" : event.isUserEvent ? "user event" : event.isLifecycle ? "lifecycle event" : "completion"
      return Item(label: event.rawValue, kind: .enumMember, detail: detail)
    }
  }

  static func permissions() -> [Item] {
    PermissionCatalog.builtIn.permissions.sorted { $0.key < $1.key }.map {
      Item(label: $0.key, kind: .value, detail: $0.value.title)
    }
  }

  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
  }
}
