#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A counter-example as a Mermaid flowchart, which GitHub draws in job summaries, comments
/// and Markdown files: one node per step, the events on the arrows, the last step (where the
/// problem is) highlighted, the left-out middle of a long path dashed.
enum MermaidPath {
  /// The fenced `mermaid` block, each line after `indent` (so that it can sit in a list item).
  static func block(_ example: CounterExample, indent: String) -> String {
    var lines = ["```mermaid", "flowchart TD"]
    for (offset, node) in example.nodes.enumerated() {
      let text = node.problem.map { "\(node.label): \($0)" } ?? node.label
      lines.append("  s\(offset)[\"\(escape(text))\"]")
    }
    for offset in example.nodes.indices.dropLast() {
      let dashed = example.nodes[offset].isGap || example.nodes[offset + 1].isGap
      let arrow = dashed ? "-.->" : "-->"
      let label = example.events[offset].map { "|\"\(escape($0))\"|" } ?? ""
      lines.append("  s\(offset) \(arrow)\(label) s\(offset + 1)")
    }
    lines.append("  classDef problem fill:#fde2e1,stroke:#cf222e,stroke-width:2px,color:#1f2328")
    lines.append("  class s\(example.nodes.count - 1) problem")
    lines.append("```")
    return lines.map { indent + $0 }.joined(separator: "\n") + "\n"
  }

  /// Text safe in a quoted Mermaid label: quotes and angle brackets as Mermaid's entity
  /// codes (GitHub renders labels as sanitized HTML), `#` escaped since it starts one.
  static func escape(_ text: String) -> String {
    var output = ""
    for character in text {
      switch character {
      case "#": output += "#35;"
      case "&": output += "#amp;"
      case "\"": output += "#quot;"
      case "<": output += "#lt;"
      case ">": output += "#gt;"
      case "\n", "\r": output += " "
      default: output.append(character)
      }
    }
    return output
  }
}
