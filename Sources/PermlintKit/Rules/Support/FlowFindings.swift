#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension RuleContext {
  /// A finding of the running rule at `state` of a flow, keyed by flow and state (`gate/ask`).
  /// With `last` (what goes wrong there), it carries the shortest path from the flow's start
  /// to the state as its flow path.
  func finding(_ message: Finding.Message, atState state: Int, of subject: FlowSubject, last: String? = nil)
    -> Finding
  {
    finding(
      message, at: subject.location(of: state), stableKey: "\(subject.flow.id)/\(subject.id(state))",
      flowPath: last.map { subject.counterExample(to: state, last: $0) } ?? [])
  }

  /// A finding of the running rule at `state` of a flow, keyed by flow and state, whose flow
  /// path is `path` (found by the rule's own search) ending with `last`.
  func finding(
    _ message: Finding.Message, atState state: Int, of subject: FlowSubject, along path: FlowPath, last: String
  ) -> Finding {
    finding(
      message, at: subject.location(of: state), stableKey: "\(subject.flow.id)/\(subject.id(state))",
      flowPath: subject.counterExample(path, last: last))
  }
}

extension FlowSubject {
  /// Every flow of the app's feature map that can be analysed: it has a known start state
  /// and no transition to a missing state (those are reported by invalid-feature-map).
  static func all(in context: RuleContext) -> [FlowSubject] { context.flows }
}

extension RuleContext {
  /// The feature map's counterpart of a code finding about `permission` (any, when `nil`): the
  /// first reachable state of `action` (`open-settings`) in a flow that checks or requests it, as
  /// a related location, so that a disagreement between the map and the code is one finding
  /// that shows both places.
  func mapCounterpart(of permission: String?, action: FlowAction, saying message: String) -> [RelatedLocation] {
    for subject in FlowSubject.all(in: self) {
      let states = subject.reachableStates
      guard
        states.contains(where: {
          subject.isPermissionStep($0) && (permission == nil || subject.permission(of: $0) == permission)
        }),
        let state = states.first(where: { subject.action($0) == action })
      else { continue }
      return [
        RelatedLocation(
          location: subject.location(of: state),
          message: "flow '\(subject.flow.id)' of the feature map \(message) (state '\(subject.id(state))')")
      ]
    }
    return []
  }
}
