#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A layered drawing of a whole flow with a counter-example highlighted (see
/// `FlowDiagramSVG`). Transitions between the same two states are one arrow labelled with
/// every event. Arrows that go back up (found by a depth-first search from the start) and
/// self-loops are drawn on the right; the others go down, through a placeholder in each row
/// they cross, so that no arrow runs through a state. States are ordered in their rows by a
/// few barycentre sweeps, which keeps crossings few on flows of the size people write.
struct FlowLayout {
  /// An arrow between two states, with its events in file order.
  struct Arrow {
    var source: Int
    var target: Int
    var events: [String]
    var transitions: [Int]
    var isBack = false
    /// The nodes the arrow passes through, source and target included (placeholders between).
    var nodes: [Int] = []
  }

  let diagram: FlowDiagram
  let example: CounterExample
  var arrows: [Arrow] = []
  /// Per node (the states, then placeholders): its row, x of its centre and width.
  var row: [Int] = []
  var x: [Double] = []
  var widths: [Double] = []
  var rows: [[Int]] = []
  var rowTop: [Double] = []

  static let horizontalGap = 36.0
  static let left = 44.0

  init(_ diagram: FlowDiagram, example: CounterExample) {
    self.diagram = diagram
    self.example = example
    mergeArrows()
    assignRows()
    addPlaceholders()
    order()
    place()
  }

  private var stateCount: Int { diagram.states.count }

  // MARK: Layout

  private mutating func mergeArrows() {
    var index: [[Int]: Int] = [:]
    for (offset, transition) in diagram.transitions.enumerated() {
      let key = [transition.source, transition.target]
      if let existing = index[key] {
        if !arrows[existing].events.contains(transition.event) { arrows[existing].events.append(transition.event) }
        arrows[existing].transitions.append(offset)
      } else {
        index[key] = arrows.count
        arrows.append(
          Arrow(source: transition.source, target: transition.target, events: [transition.event], transitions: [offset])
        )
      }
    }
  }

  /// Marks the arrows that close a cycle, then gives each state the row of its longest
  /// path from a root over the others.
  private mutating func assignRows() {
    var outgoing = [[Int]](repeating: [], count: stateCount)
    for (offset, arrow) in arrows.enumerated() { outgoing[arrow.source].append(offset) }
    var colour = [Int](repeating: 0, count: stateCount)
    let roots = (diagram.start.map { [$0] } ?? []) + Array(0..<stateCount)
    for root in roots where colour[root] == 0 {
      var stack: [(state: Int, next: Int)] = [(root, 0)]
      colour[root] = 1
      while let top = stack.last {
        if top.next == outgoing[top.state].count {
          colour[top.state] = 2
          stack.removeLast()
          continue
        }
        stack[stack.count - 1].next += 1
        let arrow = outgoing[top.state][top.next]
        let target = arrows[arrow].target
        if colour[target] == 1 {
          arrows[arrow].isBack = true
        } else if colour[target] == 0 {
          colour[target] = 1
          stack.append((target, 0))
        }
      }
    }
    // Longest path over the forward arrows, in topological order.
    var incoming = [Int](repeating: 0, count: stateCount)
    for arrow in arrows where !arrow.isBack { incoming[arrow.target] += 1 }
    row = [Int](repeating: 0, count: stateCount)
    var queue =
      (diagram.start.map { [$0] } ?? []) + (0..<stateCount).filter { incoming[$0] == 0 && $0 != diagram.start }
    var head = 0
    while head < queue.count {
      let state = queue[head]
      head += 1
      for offset in outgoing[state] where !arrows[offset].isBack {
        let target = arrows[offset].target
        row[target] = max(row[target], row[state] + 1)
        incoming[target] -= 1
        if incoming[target] == 0 { queue.append(target) }
      }
    }
  }

  private mutating func addPlaceholders() {
    widths = diagram.states.map { state in
      max(FlowDiagramSVG.width(state.id), FlowDiagramSVG.width(state.action ?? "", scale: 0.9)) + 24
    }
    for offset in arrows.indices {
      let arrow = arrows[offset]
      var nodes = [arrow.source]
      if !arrow.isBack {
        for between in stride(from: row[arrow.source] + 1, to: row[arrow.target], by: 1) {
          nodes.append(row.count)
          row.append(between)
          widths.append(0)
        }
      }
      arrows[offset].nodes = nodes + [arrow.target]
    }
    rows = [[Int]](repeating: [], count: (row.max() ?? 0) + 1)
    for node in row.indices { rows[row[node]].append(node) }
  }

  /// Barycentre sweeps down and up over the forward arrows' segments.
  private mutating func order() {
    var above = [[Int]](repeating: [], count: row.count)
    var below = [[Int]](repeating: [], count: row.count)
    for arrow in arrows where !arrow.isBack {
      for (upper, lower) in zip(arrow.nodes, arrow.nodes.dropFirst()) {
        above[lower].append(upper)
        below[upper].append(lower)
      }
    }
    var position = [Double](repeating: 0, count: row.count)
    for line in rows { for (offset, node) in line.enumerated() { position[node] = Double(offset) } }
    func sweep(_ line: Int, neighbours: [[Int]]) {
      let keyed = rows[line].map { node -> (Int, Double) in
        let others = neighbours[node]
        let key = others.isEmpty ? position[node] : others.map { position[$0] }.reduce(0, +) / Double(others.count)
        return (node, key)
      }
      rows[line] = keyed.enumerated().sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }.map(\.element.0)
      for (offset, node) in rows[line].enumerated() { position[node] = Double(offset) }
    }
    for _ in 0..<4 {
      for line in rows.indices.dropFirst() { sweep(line, neighbours: above) }
      for line in rows.indices.reversed().dropFirst() { sweep(line, neighbours: below) }
    }
    self.neighboursAbove = above
    self.neighboursBelow = below
  }

  private var neighboursAbove: [[Int]] = []
  private var neighboursBelow: [[Int]] = []

  /// The space to keep right of a node: a self-loop and its label need room.
  private func rightExtra(_ node: Int) -> Double {
    guard node < stateCount, let loop = arrows.first(where: { $0.source == node && $0.target == node }) else {
      return 0
    }
    return 34 + FlowDiagramSVG.width(loop.events.joined(separator: ", "), scale: 0.9)
  }

  private func separation(_ left: Int, _ right: Int) -> Double {
    let gap = widths[left] == 0 || widths[right] == 0 ? Self.horizontalGap / 2 : Self.horizontalGap
    return widths[left] / 2 + rightExtra(left) + gap + widths[right] / 2
  }

  /// Packs each row, then moves nodes towards their neighbours' centres, keeping order and
  /// separation.
  private mutating func place() {
    x = [Double](repeating: 0, count: row.count)
    for line in rows {
      var cursor = 0.0
      for (offset, node) in line.enumerated() {
        if offset > 0 { cursor += separation(line[offset - 1], node) }
        x[node] = cursor
      }
    }
    for pass in 0..<8 {
      let downward = pass % 2 == 0
      let lines = downward ? Array(rows.indices.dropFirst()) : Array(rows.indices.reversed().dropFirst())
      for line in lines {
        let nodes = rows[line]
        let desired = nodes.map { node -> Double in
          let others = downward ? neighboursAbove[node] : neighboursBelow[node]
          return others.isEmpty ? x[node] : others.map { x[$0] }.reduce(0, +) / Double(others.count)
        }
        var placed = desired
        for offset in placed.indices.dropFirst() {
          placed[offset] = max(placed[offset], placed[offset - 1] + separation(nodes[offset - 1], nodes[offset]))
        }
        // Shift back by the mean displacement, so the row stays centred on its wishes.
        let shift = zip(desired, placed).map { $0 - $1 }.reduce(0, +) / Double(max(1, placed.count))
        for (offset, node) in nodes.enumerated() { x[node] = placed[offset] + shift }
      }
    }
    let minimum = row.indices.map { x[$0] - widths[$0] / 2 }.min() ?? 0
    for node in x.indices { x[node] = (x[node] - minimum + Self.left).rounded() }
    var top = 16.0
    for line in rows.indices {
      rowTop.append(top)
      let lines =
        arrows.filter { !$0.isBack && $0.nodes.count > 1 && row[$0.nodes[0]] == line }
        .map(\.events.count).max() ?? 1
      top += FlowDiagramSVG.nodeHeight + 64 + 13 * Double(lines - 1)
    }
  }

  // MARK: Drawing

  private func centreY(_ node: Int) -> Double { rowTop[row[node]] + FlowDiagramSVG.nodeHeight / 2 }
  private func leftX(_ node: Int) -> Double { x[node] - widths[node] / 2 }
  private func rightX(_ node: Int) -> Double { x[node] + widths[node] / 2 }

  func svg(id: String) -> String {
    typealias S = FlowDiagramSVG
    let pathStates = Set(example.nodes.compactMap(\.state))
    let pathTransitions = Set(example.links.compactMap { $0 })
    let problem = example.nodes.last?.state
    var numbers: [Int: [Int]] = [:]
    for (offset, node) in example.nodes.enumerated() {
      if let state = node.state { numbers[state, default: []].append(offset + 1) }
    }

    // Ports: outgoing forward arrows spread along the bottom, incoming along the top, each
    // sorted by where the arrow's other end is.
    var bottomPort: [Int: Double] = [:]
    var topPort: [Int: Double] = [:]
    for state in 0..<stateCount {
      let out = arrows.indices.filter { !arrows[$0].isBack && arrows[$0].source == state }
        .sorted { x[arrows[$0].nodes[1]] < x[arrows[$1].nodes[1]] }
      for (rank, arrow) in out.enumerated() {
        bottomPort[arrow] = leftX(state) + widths[state] * Double(rank + 1) / Double(out.count + 1)
      }
      let into = arrows.indices.filter { !arrows[$0].isBack && arrows[$0].target == state }
        .sorted { x[arrows[$0].nodes[arrows[$0].nodes.count - 2]] < x[arrows[$1].nodes[arrows[$1].nodes.count - 2]] }
      for (rank, arrow) in into.enumerated() {
        topPort[arrow] = leftX(state) + widths[state] * Double(rank + 1) / Double(into.count + 1)
      }
    }
    let rightmost = row.indices.map { rightX($0) + rightExtra($0) }.max() ?? 0
    // Back arrows on lanes at the right, the longest outermost.
    let back = arrows.indices.filter { arrows[$0].isBack && arrows[$0].source != arrows[$0].target }
      .sorted {
        let left = abs(row[arrows[$0].source] - row[arrows[$0].target])
        let right = abs(row[arrows[$1].source] - row[arrows[$1].target])
        return (left, $0) < (right, $1)
      }
    var lane: [Int: Double] = [:]
    for (rank, arrow) in back.enumerated() { lane[arrow] = rightmost + 24 + 22 * Double(rank) }

    var edges: [(highlighted: Bool, path: String, label: String)] = []
    // Labels keep off the states and off each other.
    var placedLabels: [(x: Double, y: Double, width: Double, height: Double)] = (0..<stateCount).map {
      (x[$0], centreY($0), widths[$0] + 4, S.nodeHeight + 4)
    }
    var width = rightmost + 16
    for (offset, arrow) in arrows.enumerated() {
      let highlighted = !pathTransitions.isDisjoint(with: arrow.transitions)
      let taken = Set(arrow.transitions.filter(pathTransitions.contains).map { diagram.transitions[$0].event })
      let events = arrow.events
      var d = ""
      var labelX = 0.0
      var labelY = 0.0
      var anchor = "middle"
      if arrow.source == arrow.target {
        let right = rightX(arrow.source)
        let y = centreY(arrow.source)
        d =
          "M\(S.number(right)),\(S.number(y - 8)) C\(S.number(right + 30)),\(S.number(y - 24)) "
          + "\(S.number(right + 30)),\(S.number(y + 24)) \(S.number(right + 2)),\(S.number(y + 9))"
        (labelX, labelY, anchor) = (right + 30, y + 4, "start")
        edges.append((highlighted, d, label(events, x: labelX, y: labelY, anchor: anchor, taken: taken)))
        continue
      }
      if arrow.isBack, let laneX = lane[offset] {
        let sy = centreY(arrow.source)
        let ty = centreY(arrow.target)
        let sx = rightX(arrow.source)
        let tx = rightX(arrow.target) + 2
        d =
          "M\(S.number(sx)),\(S.number(sy)) L\(S.number(laneX - 8)),\(S.number(sy)) "
          + "Q\(S.number(laneX)),\(S.number(sy)) \(S.number(laneX)),\(S.number(sy - 8 * sign(sy - ty))) "
          + "L\(S.number(laneX)),\(S.number(ty + 8 * sign(sy - ty))) "
          + "Q\(S.number(laneX)),\(S.number(ty)) \(S.number(laneX - 8)),\(S.number(ty)) L\(S.number(tx)),\(S.number(ty))"
        (labelX, labelY, anchor) = (laneX + 5, (sy + ty) / 2 + 4 - 6.5 * Double(events.count - 1), "start")
        width = max(width, laneX + 10 + (events.map { S.width($0, scale: 0.9) }.max() ?? 0))
        edges.append((highlighted, d, label(events, x: labelX, y: labelY, anchor: anchor, taken: taken)))
        continue
      }
      // A forward arrow: from the source's bottom port through each placeholder to the
      // target's top port, each row crossed straight down.
      var points: [(Double, Double)] = [
        (bottomPort[offset] ?? x[arrow.source], rowTop[row[arrow.source]] + S.nodeHeight)
      ]
      for node in arrow.nodes.dropFirst().dropLast() {
        points.append((x[node], rowTop[row[node]]))
        points.append((x[node], rowTop[row[node]] + S.nodeHeight))
      }
      points.append((topPort[offset] ?? x[arrow.target], rowTop[row[arrow.target]] - 1))
      d = "M\(S.number(points[0].0)),\(S.number(points[0].1))"
      for index in stride(from: 1, to: points.count, by: 1) {
        let (ax, ay) = points[index - 1]
        let (bx, by) = points[index]
        if index % 2 == 0 {
          d += " L\(S.number(bx)),\(S.number(by))"
        } else {
          let middle = (ay + by) / 2
          d +=
            " C\(S.number(ax)),\(S.number(middle)) \(S.number(bx)),\(S.number(middle)) \(S.number(bx)),\(S.number(by))"
        }
      }
      // The label sits on the first curve, halfway down.
      (labelX, labelY) = placeLabel(events, from: points[0], to: points[1], placed: &placedLabels)
      edges.append((highlighted, d, label(events, x: labelX, y: labelY, anchor: anchor, taken: taken)))
    }
    let height = (rowTop.last ?? 16) + S.nodeHeight + 24

    var output = ""
    for edge in edges.filter({ !$0.highlighted }) {
      output += "<path class=\"edge\" d=\"\(edge.path)\" marker-end=\"url(#\(id)-a)\"/>"
    }
    for edge in edges.filter(\.highlighted) {
      output += "<path class=\"edge on-path\" d=\"\(edge.path)\" marker-end=\"url(#\(id)-h)\"/>"
    }
    if let start = diagram.start {
      let y = centreY(start)
      let left = leftX(start)
      output +=
        "<circle class=\"start\" cx=\"\(S.number(left - 26))\" cy=\"\(S.number(y))\" r=\"6\"/>"
        + "<path class=\"edge\" d=\"M\(S.number(left - 20)),\(S.number(y)) L\(S.number(left - 2)),\(S.number(y))\" "
        + "marker-end=\"url(#\(id)-a)\"/>"
    }
    for (state, value) in diagram.states.enumerated() {
      var classes = ["state"]
      if pathStates.contains(state) { classes.append("on-path") }
      if state == problem { classes.append("problem") }
      let top = rowTop[row[state]]
      let title =
        CounterExample.label(value) + (state == problem ? example.nodes.last?.problem.map { ": \($0)" } ?? "" : "")
      output +=
        "<g class=\"\(classes.joined(separator: " "))\"><title>\(HTMLText.escape(title))</title>"
        + "<rect x=\"\(S.number(leftX(state)))\" y=\"\(S.number(top))\" width=\"\(S.number(widths[state]))\" "
        + "height=\"\(S.number(S.nodeHeight))\" rx=\"6\"/>"
        + "<text x=\"\(S.number(x[state]))\" y=\"\(S.number(top + 17))\" text-anchor=\"middle\">\(HTMLText.escape(value.id))</text>"
      if let action = value.action {
        output +=
          "<text class=\"action\" x=\"\(S.number(x[state]))\" y=\"\(S.number(top + 32))\" text-anchor=\"middle\">\(HTMLText.escape(action))</text>"
      }
      output += "</g>"
      if let steps = numbers[state] { output += S.badge(steps, x: leftX(state), y: top) }
    }
    for edge in edges.filter({ !$0.highlighted }) { output += edge.label }
    for edge in edges.filter(\.highlighted) { output += edge.label }
    let title =
      "Flow '\(diagram.id)' with the counter-example highlighted: "
      + example.nodes.map(\.label).joined(separator: " → ")
    return S.open(width: width, height: height, title: title) + S.markers(id: id) + output + "</svg>"
  }

  private func sign(_ value: Double) -> Double { value < 0 ? -1 : 1 }

  /// An arrow's events, one a line, centred on a point; the events the path takes are
  /// marked.
  private func label(_ events: [String], x: Double, y: Double, anchor: String, taken: Set<String>) -> String {
    typealias S = FlowDiagramSVG
    var output = "<text class=\"event\" x=\"\(S.number(x))\" y=\"\(S.number(y))\" text-anchor=\"\(anchor)\">"
    for (index, event) in events.enumerated() {
      let mark = taken.contains(event) ? " class=\"on-path\"" : ""
      output += index == 0 ? "<tspan\(mark)>" : "<tspan\(mark) x=\"\(S.number(x))\" dy=\"13\">"
      output += HTMLText.escape(event) + "</tspan>"
    }
    return output + "</text>"
  }

  /// Where a forward arrow's label goes: on its first curve, at the first of a few points
  /// (halfway first) where it overlaps no label placed before, else halfway. Returns the
  /// first line's baseline point.
  private func placeLabel(
    _ events: [String], from start: (Double, Double), to end: (Double, Double),
    placed: inout [(x: Double, y: Double, width: Double, height: Double)]
  ) -> (Double, Double) {
    let width = (events.map { FlowDiagramSVG.width($0, scale: 11 / 12) }.max() ?? 0) + 6
    let height = 13 * Double(events.count)
    let middle = (start.1 + end.1) / 2
    func point(_ t: Double) -> (Double, Double) {
      let s = 3 * t * t - 2 * t * t * t
      let u = 1 - t
      let y = u * u * u * start.1 + 3 * u * u * t * middle + 3 * u * t * t * middle + t * t * t * end.1
      return (start.0 + (end.0 - start.0) * s, y)
    }
    /// How much a label at a point would overlap the labels placed before.
    func overlap(_ point: (Double, Double)) -> Double {
      placed.reduce(0) { total, box in
        let across = (box.width + width) / 2 - abs(box.x - point.0)
        let down = (box.height + height) / 2 - abs(box.y - point.1)
        return total + max(0, across) * max(0, down)
      }
    }
    var chosen = point(0.5)
    var least = overlap(chosen)
    for t in [0.66, 0.34, 0.8, 0.2, 0.9] where least > 0 {
      let candidate = point(t)
      let amount = overlap(candidate)
      if amount < least {
        (chosen, least) = (candidate, amount)
      }
    }
    placed.append((chosen.0, chosen.1, width, height))
    return (chosen.0, chosen.1 + 4 - 6.5 * Double(events.count - 1))
  }
}
