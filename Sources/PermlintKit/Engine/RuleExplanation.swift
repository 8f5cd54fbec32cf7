#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A rule's documentation for a terminal: what `permlint explain RULE` prints. The same
/// content as its page under `Docs/rules/`, as plain text.
public enum RuleExplanation {
  /// The rule's explanation: title, why, how to fix, the guidelines behind it and its examples.
  public static func text(_ rule: RuleDescriptor) -> String {
    var text = "\(rule.id): \(rule.title)\n"
    text += "Default severity: \(rule.severity.rawValue). Category: \(rule.category.title) "
    text += "(\(rule.category.rawValue)).\n\n"
    text += "WHY\n\(wrap(rule.rationale))\n\nHOW TO FIX\n\(wrap(rule.fix))\n\n"
    text += "STORE GUIDELINES AND REFERENCES\n"
    text += rule.references.map { "  - \($0.title)\n    \($0.url)" }.joined(separator: "\n") + "\n\n"
    text += "EXAMPLES (they run as tests; ↓ marks where permlint reports the finding)\n"
    for example in rule.examples {
      text += "\n  \(example.triggers ? "Reported" : "Not reported"): \(example.name)\n"
      for file in example.files {
        text += "\n    \(file.path)\n"
        let lines = file.contents.split(
          omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        for line in lines {
          text += line.isEmpty ? "\n" : "      \(line.filter { $0 != "\r" })\n"
        }
      }
    }
    text += "\nDocumentation: \(PermlintInfo.documentationURL(forRule: rule.id))\n"
    return text
  }

  /// Text wrapped at 96 columns, indented by two spaces; paragraphs stay apart, and a fenced
  /// code block (a YAML snippet to paste) keeps its lines and their indentation, indented by
  /// four spaces without its fences.
  static func wrap(_ text: String, width: Int = 96) -> String {
    var blocks: [String] = []
    var prose: [Substring] = []
    var code: [Substring]?
    func endProse() {
      let words = prose.joined(separator: " ").split(whereSeparator: { $0 == " " || $0 == "\n" })
      if !words.isEmpty { blocks.append(wrapWords(words, width: width)) }
      prose = []
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.trimmingWhitespace().hasPrefix("```") {
        if let lines = code {
          blocks.append(lines.map { "    \($0)" }.joined(separator: "\n"))
          code = nil
        } else {
          endProse()
          code = []
        }
      } else if code != nil {
        code?.append(line)
      } else if line.trimmingWhitespace().isEmpty {
        endProse()
      } else {
        prose.append(line)
      }
    }
    if let lines = code { blocks.append(lines.map { "    \($0)" }.joined(separator: "\n")) }
    endProse()
    return blocks.joined(separator: "\n\n")
  }

  private static func wrapWords(_ words: [Substring], width: Int) -> String {
    var lines: [String] = []
    var current = ""
    for word in words {
      if !current.isEmpty, current.count + 1 + word.count > width {
        lines.append(current)
        current = ""
      }
      current += current.isEmpty ? String(word) : " \(word)"
    }
    if !current.isEmpty { lines.append(current) }
    return lines.map { "  \($0)" }.joined(separator: "\n")
  }
}

extension RuleRegistry {
  /// The rule id closest to a misspelt one, if any is close.
  public static func suggestion(for id: String) -> String? {
    DidYouMean.closest(to: id, in: all.map(\.id))
  }

  /// The category whose name is closest to a misspelt one, if any is close.
  public static func categorySuggestion(for name: String) -> String? {
    DidYouMean.closest(to: name, in: RuleCategory.allCases.map(\.rawValue))
  }
}
