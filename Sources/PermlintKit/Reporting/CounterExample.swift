#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A finding's counter-example as the HTML and Markdown reports draw it: one node per step
/// of `Finding.flowPath`, each matched to its state of the flow it runs through when the
/// report knows that flow (the steps sit at their states' lines), and the event taken
/// between consecutive steps. A path through something else (code) is drawn as the chain of
/// its steps' notes.
struct CounterExample {
  /// One step.
  struct Node {
    /// The state's index in `diagram`, when the step is a state of it.
    var state: Int?
    /// What the step is: `state [action]`, or the step's note when no flow is known.
    var label: String
    /// What happens at the last step (`the flow ends here without opening Settings`).
    var problem: String?
    /// A step that stands for the middle of a long path that is left out.
    var isGap: Bool
    /// Where the step is.
    var location: FileLocation
  }

  /// The flow the path runs through, when the report has it.
  var diagram: FlowDiagram?
  /// The steps, in order.
  var nodes: [Node]
  /// For each step but the last, the transition to the next (index in `diagram`'s
  /// transitions), when known.
  var links: [Int?]
  /// For each step but the last, the event taken to the next, when known.
  var events: [String?]

  /// The counter-example of a finding, matched to a flow of `apps` when every state step
  /// lies at a state of one flow; `nil` when the finding has none.
  init?(_ finding: Finding, apps: [ReportedApp]) {
    let steps = finding.flowPath
    guard !steps.isEmpty else { return nil }
    let isGap = steps.map { $0.message.hasPrefix("…") }
    var matched: (FlowDiagram, [Int?])?
    search: for app in apps {
      for diagram in app.flows where diagram.states.first?.location.path == steps[0].location.path {
        var index: [FileLocation: Int] = [:]
        for (offset, state) in diagram.states.enumerated() where index[state.location] == nil {
          index[state.location] = offset
        }
        let states = steps.enumerated().map { isGap[$0.offset] ? nil : index[$0.element.location] }
        if states.enumerated().allSatisfy({ isGap[$0.offset] || $0.element != nil }) {
          matched = (diagram, states)
          break search
        }
      }
    }
    diagram = matched?.0
    let states = matched?.1 ?? steps.map { _ in nil }
    nodes = steps.enumerated().map { offset, step in
      let last = offset == steps.count - 1
      guard let diagram = matched?.0, let state = states[offset] else {
        return Node(
          state: nil, label: Self.withoutEvent(step.message), problem: nil, isGap: isGap[offset],
          location: step.location)
      }
      let label = Self.label(diagram.states[state])
      var problem: String?
      if last, step.message.hasPrefix(label + ": ") {
        problem = String(step.message.dropFirst(label.count + 2))
      }
      return Node(state: state, label: label, problem: problem, isGap: false, location: step.location)
    }
    var links: [Int?] = []
    var events: [String?] = []
    for offset in steps.indices.dropLast() {
      let message = steps[offset].message
      let written = Self.event(in: message)
      guard let diagram, let source = states[offset], let target = states[offset + 1] else {
        links.append(nil)
        events.append(isGap[offset] ? nil : written)
        continue
      }
      let candidates = diagram.transitions.indices.filter {
        diagram.transitions[$0].source == source && diagram.transitions[$0].target == target
      }
      let link = candidates.first { diagram.transitions[$0].event == written } ?? candidates.first
      links.append(link)
      events.append(link.map { diagram.transitions[$0].event } ?? written)
    }
    self.links = links
    self.events = events
  }

  /// `id [action]`, as counter-example steps name a state.
  static func label(_ state: FlowDiagram.State) -> String {
    state.id + (state.action.map { " [\($0)]" } ?? "")
  }

  /// The event a step's note says is taken (`check [check] --blocked-->`).
  private static func event(in message: String) -> String? {
    split(message).event
  }

  /// A step's note without the event it ends with.
  private static func withoutEvent(_ message: String) -> String {
    split(message).note
  }

  /// A note split before its last ` --event-->`, if it ends with one.
  private static func split(_ message: String) -> (note: String, event: String?) {
    let characters = Array(message)
    guard message.hasSuffix("-->") else { return (message, nil) }
    var index = characters.count - 4
    while index >= 0 {
      if characters[index] == " ", characters[index + 1] == "-", characters[index + 2] == "-",
        index + 3 <= characters.count - 3 || index == characters.count - 4
      {
        let event = String(characters[min(index + 3, characters.count - 3)..<(characters.count - 3)])
        return (String(characters[..<index]), event.isEmpty ? nil : event)
      }
      index -= 1
    }
    return (message, nil)
  }
}
