import PermlintKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension LanguageServer {
  /// A 0-based line and UTF-16 character, ordered as in the document.
  struct Point: Comparable {
    var line: Int
    var character: Int

    init(line: Int, character: Int) {
      self.line = line
      self.character = character
    }

    init?(_ json: JSON?) {
      guard let line = json?["line"]?.integer, let character = json?["character"]?.integer else { return nil }
      self.init(line: line, character: character)
    }

    static func < (lhs: Point, rhs: Point) -> Bool { (lhs.line, lhs.character) < (rhs.line, rhs.character) }
  }

  /// `textDocument/codeAction`: a quick fix for each finding with a fix whose range meets the
  /// requested one, as a workspace edit.
  func codeActions(_ params: JSON) -> JSON {
    guard let path = documentPath(params), let start = Point(params["range"]?["start"]),
      let end = Point(params["range"]?["end"])
    else { return [] }
    var actions: [JSON] = []
    for finding in findings(in: path) {
      guard let fix = finding.fix else { continue }
      let (from, to) = Self.extent(finding.location.position)
      guard from <= end, start <= to, let edit = workspaceEdit(fix) else { continue }
      actions.append([
        "title": .string(fix.title + (fix.safety == .safe ? "" : " (needs review)")),
        "kind": "quickfix",
        "diagnostics": [diagnostic(finding)],
        "isPreferred": .bool(fix.safety == .safe),
        "edit": edit,
      ])
    }
    return .array(actions)
  }

  /// The fix's edits by document URI, their ranges counted in the text each file has now
  /// (the open buffer, else the disk), as the fix was made from it.
  private func workspaceEdit(_ fix: Fix) -> JSON? {
    var changes: [String: [JSON]] = [:]
    var texts: [String: DocumentText] = [:]
    for edit in fix.edits {
      let path = absolute(edit.path)
      guard let uri = uri(edit.path) else { return nil }
      if texts[path] == nil { texts[path] = text(of: path).map(DocumentText.init) }
      func point(_ position: SourcePosition) -> JSON {
        let character =
          texts[path]?.utf16Character(line: position.line, column: position.column) ?? position.utf16Column - 1
        return Self.point(line: position.line - 1, character: character)
      }
      changes[uri, default: []].append([
        "range": ["start": point(edit.start), "end": point(edit.end)], "newText": .string(edit.replacement),
      ])
    }
    return ["changes": .object(changes.mapValues(JSON.array))]
  }

  /// `textDocument/hover`: the explanation of the rules of the findings under the cursor.
  func hover(_ params: JSON) -> JSON {
    guard let path = documentPath(params), let point = Point(params["position"]) else { return .null }
    let lines = text(of: path).map(DocumentText.init)
    var under: [(Finding, JSON)] = []
    for finding in findings(in: path) {
      var (from, to) = Self.extent(finding.location.position)
      if from == to, let lines { to.character = lines.wordEnd(line: from.line, character: from.character) }
      if from <= point, point <= to {
        under.append(
          (
            finding,
            [
              "start": Self.point(line: from.line, character: from.character),
              "end": Self.point(line: to.line, character: to.character),
            ]
          ))
      }
    }
    guard let first = under.first else { return .null }
    var explained = Set<String>()
    var sections: [String] = []
    for (finding, _) in under {
      var section = "**\(finding.severity.rawValue)** \(finding.message) `[\(finding.ruleID)]`"
      if explained.insert(finding.ruleID).inserted, let rule = RuleRegistry.rule(finding.ruleID) {
        section += "\n\n" + Self.explanation(rule.descriptor)
      }
      sections.append(section)
    }
    return [
      "contents": ["kind": "markdown", "value": .string(sections.joined(separator: "\n\n---\n\n"))], "range": first.1,
    ]
  }

  /// A rule's explanation in Markdown: what `permlint explain` prints but its examples, which
  /// are too long for a hover and are on the linked page.
  static func explanation(_ rule: RuleDescriptor) -> String {
    var text = "### \(rule.id): \(rule.title)\n\n"
    text += "Default severity: \(rule.severity.rawValue). Category: \(rule.category.title).\n\n"
    text += "**Why.** \(rule.rationale)\n\n**How to fix.** \(rule.fix)\n\n"
    if !rule.references.isEmpty {
      text += "**Store guidelines and references**\n\n"
      text += rule.references.map { "- [\($0.title)](\($0.url))" }.joined(separator: "\n") + "\n\n"
    }
    text += "[Documentation](\(PermlintInfo.documentationURL(forRule: rule.id))) · `permlint explain \(rule.id)`"
    return text
  }

  /// `textDocument/completion` in a feature map (`permlint.yml`); nothing elsewhere.
  func completion(_ params: JSON) -> JSON {
    guard let path = documentPath(params), path.split(separator: "/").last == "permlint.yml",
      let point = Point(params["position"]), let text = text(of: path)
    else { return [] }
    let items = FeatureMapCompletion.items(in: DocumentText(text), line: point.line, character: point.character)
    return .array(
      items.map { item in
        ["label": .string(item.label), "kind": .integer(item.kind.rawValue), "detail": .string(item.detail)]
      })
  }

  /// The last lint's findings in the file at an absolute path.
  private func findings(in path: String) -> [Finding] {
    (report?.findings ?? []).filter { absolute($0.location.path) == path }
  }

  /// The open buffer's text, else the file's on disk.
  func text(of path: String) -> String? {
    if let text = buffers[path] { return text }
    return FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The start and end of a finding's range, as `range(_:)` publishes it.
  static func extent(_ position: SourcePosition) -> (Point, Point) {
    let start = Point(line: position.line - 1, character: position.utf16Column - 1)
    let end = position.end.map { Point(line: $0.line - 1, character: $0.utf16Column - 1) } ?? start
    return (start, end)
  }
}
