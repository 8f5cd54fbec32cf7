#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// Returning from Settings does not lead straight to a fresh permission check.
  public static let recheckOnReturn: Rule = Rule(
    RuleDescriptor(
      id: "recheck-on-return",
      title: "No fresh check when the user returns from Settings",
      severity: .error,
      category: .flows,
      rationale: """
        The user went to Settings to change the permission. When they come back the app must \
        read the status again before it does anything else: otherwise it keeps showing the \
        blocking screen after access was granted, or runs the feature after access was \
        revoked. iOS terminates an app whose permission changes in Settings, so the return \
        may be a cold launch rather than a resume; both must lead to a check.
        """,
      fix: """
        Give every `open-settings` state `on: { resume: <check state>, launch: <check state> }`, \
        where the target's `action:` is `check`.
        """,
      references: [
        .openSettingsURL,
        RuleReference(
          "Android: handle permission denial", "https://developer.android.com/training/permissions/requesting"),
      ],
      examples: RuleExample.embedded("recheck-on-return")
    )
  ) { context in
    FlowSubject.all(in: context).flatMap { subject in
      subject.reachableStates.compactMap { state -> Finding? in
        guard subject.action(state) == .openSettings else { return nil }
        var problems: [String] = []
        for event in [FlowEvent.resume, .launch] {
          let targets = subject.graph.edges[state].filter { $0.kind == event }.map(\.target)
          if targets.isEmpty {
            problems.append("it has no `\(event):` transition")
          } else if let target = targets.first(where: { subject.action($0) != .check }) {
            problems.append("`\(event)` goes to '\(subject.id(target))', which is not a check")
          }
        }
        guard !problems.isEmpty else { return nil }
        return context.finding(
          .noRecheck(after: subject.id(state), problems: problems), atState: state, of: subject,
          last: "the user returns from Settings")
      }
    }
  }
}

extension Finding.Message {
  fileprivate static func noRecheck(after state: String, problems: [String]) -> Self {
    Self(
      "after opening Settings in state '\(state)', \(problems.joined(separator: " and ")); "
        + "returning from Settings (a resume, or a cold launch because iOS ends the app when a permission "
        + "changes) must lead straight to a check."
    )
  }
}
