#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A counter-example drawn as inline SVG for the HTML report. When the report knows the flow
/// the path runs through, the whole flow is drawn as a layered state diagram (states in rows
/// by their longest distance from the start, arrows that go back, such as `resume` to the
/// check, on lanes at the right) with the path's states numbered and its transitions
/// highlighted, the last state (where the problem is) filled. Otherwise, and for flows too
/// large to read as a picture, the path itself is drawn as a chain of its steps.
///
/// The layout is computed here, in whole pixels and without randomness, so the same report
/// always gives the same bytes; text widths are estimated for a monospaced font.
enum FlowDiagramSVG {
  /// Flows with more states are drawn as the path only.
  static let maximumDrawnStates = 60

  /// The SVG for a counter-example; `id` makes its marker ids unique in the page.
  static func svg(_ example: CounterExample, id: String) -> String {
    if let diagram = example.diagram, diagram.states.count <= maximumDrawnStates {
      return FlowLayout(diagram, example: example).svg(id: id)
    }
    return chain(example, id: id)
  }

  // MARK: Shared drawing

  static let fontSize = 12.0
  static let characterWidth = 7.4
  static let nodeHeight = 40.0

  /// The estimated width of `text` in the diagram's monospaced font.
  static func width(_ text: String, scale: Double = 1) -> Double {
    let columns = text.unicodeScalars.reduce(0) { $0 + (isWide($1) ? 2 : 1) }
    return Double(columns) * characterWidth * scale
  }

  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    (0x1100...0x115F).contains(scalar.value) || (0x2E80...0xA4CF).contains(scalar.value)
      || (0xAC00...0xD7A3).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value)
      || (0xFF00...0xFF60).contains(scalar.value) || (0x1F300...0x1FAFF).contains(scalar.value)
  }

  static func number(_ value: Double) -> String { String(Int(value.rounded())) }

  /// The `<defs>` with the two arrowheads, `id-a` and `id-h` (highlighted).
  static func markers(id: String) -> String {
    let head =
      "viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"9\" markerHeight=\"9\" markerUnits=\"userSpaceOnUse\" orient=\"auto-start-reverse\""
    return "<defs><marker id=\"\(id)-a\" \(head)><path class=\"head\" d=\"M0,0 L10,5 L0,10 z\"/></marker>"
      + "<marker id=\"\(id)-h\" \(head)><path class=\"head hl\" d=\"M0,0 L10,5 L0,10 z\"/></marker></defs>"
  }

  /// The opening tag of a diagram of a size, with its accessible name.
  static func open(width: Double, height: Double, title: String) -> String {
    "<svg class=\"flow\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width))\" height=\"\(number(height))\" "
      + "viewBox=\"0 0 \(number(width)) \(number(height))\" role=\"img\"><title>\(HTMLText.escape(title))</title>"
  }

  /// Text that fits `limit` columns, cut with `…`.
  static func fitted(_ text: String, limit: Int) -> String {
    text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
  }

  /// A step-number badge at a point.
  static func badge(_ numbers: [Int], x: Double, y: Double) -> String {
    let text = numbers.map(String.init).joined(separator: ",")
    let width = max(18, width(text, scale: 0.85) + 10)
    return "<g class=\"badge\"><rect x=\"\(number(x - width / 2))\" y=\"\(number(y - 9))\" width=\"\(number(width))\" "
      + "height=\"18\" rx=\"9\"/><text x=\"\(number(x))\" y=\"\(number(y + 4))\" text-anchor=\"middle\">\(text)</text></g>"
  }

  // MARK: The path as a chain

  /// The path's steps one under the other, each with its note, the events on the arrows.
  static func chain(_ example: CounterExample, id: String) -> String {
    let labels = example.nodes.map { node in
      fitted(node.problem.map { "\(node.label): \($0)" } ?? node.label, limit: 90)
    }
    let boxWidth = (labels.map { width($0) }.max() ?? 0) + 28
    let gap = 44.0
    let eventWidth = example.events.compactMap { $0 }.map { width($0) }.max() ?? 0
    let left = 24.0
    let totalWidth = left + boxWidth + 16 + eventWidth + 16
    let totalHeight = 16 + Double(labels.count) * (nodeHeight + gap) - gap + 16
    var body = ""
    var arrows = ""
    for (offset, node) in example.nodes.enumerated() {
      let top = 16 + Double(offset) * (nodeHeight + gap)
      let isLast = offset == example.nodes.count - 1
      let classes = ["state", "on-path"] + (isLast ? ["problem"] : []) + (node.isGap ? ["gap"] : [])
      body +=
        "<g class=\"\(classes.joined(separator: " "))\"><rect x=\"\(number(left))\" y=\"\(number(top))\" "
        + "width=\"\(number(boxWidth))\" height=\"\(number(nodeHeight))\" rx=\"6\"/>"
        + "<text x=\"\(number(left + 14))\" y=\"\(number(top + 24))\" text-anchor=\"start\">\(HTMLText.escape(labels[offset]))</text></g>"
      if !node.isGap { body += badge([offset + 1], x: left, y: top) }
      guard !isLast else { continue }
      let x = left + boxWidth / 2
      let dashed = node.isGap || example.nodes[offset + 1].isGap
      arrows +=
        "<path class=\"edge on-path\(dashed ? " gap" : "")\" d=\"M\(number(x)),\(number(top + nodeHeight)) "
        + "L\(number(x)),\(number(top + nodeHeight + gap - 2))\" marker-end=\"url(#\(id)-h)\"/>"
      if let event = example.events[offset] {
        arrows +=
          "<text class=\"event\" x=\"\(number(x + 8))\" y=\"\(number(top + nodeHeight + gap / 2 + 4))\" "
          + "text-anchor=\"start\"><tspan class=\"on-path\">\(HTMLText.escape(event))</tspan></text>"
      }
    }
    let title = "The counter-example: " + example.nodes.map(\.label).joined(separator: " → ")
    return open(width: totalWidth, height: totalHeight, title: title) + markers(id: id) + arrows + body + "</svg>"
  }
}
