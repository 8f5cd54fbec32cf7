#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// A check or request whose possible outcomes are not all handled.
  public static let unhandledOutcome: Rule = Rule(
    RuleDescriptor(
      id: "unhandled-outcome",
      title: "Permission outcome not handled",
      severity: .error,
      category: .flows,
      rationale: """
        A permission check can report granted, limited, denied, blocked (permanently denied), \
        restricted (parental controls, device management) or not determined, depending on the \
        permission and platform, and a request everything but not determined. An outcome the \
        flow does not handle is a state the app was never designed for: usually a spinner that \
        never ends or a button that does nothing, which a reviewer or a user on a managed \
        device finds at once.
        """,
      fix: """
        Add the missing outcomes under the state's `on:`, each leading to a state that tells \
        the user what happens next. The outcomes a permission can produce are listed in \
        Docs/feature-map.md (from rules/permissions.yml).
        """,
      references: [
        .appReviewPermissionSettings,
        .androidRuntimePermissions,
      ],
      examples: RuleExample.embedded("unhandled-outcome")
    )
  ) { context in
    FlowSubject.all(in: context).flatMap { subject in
      subject.reachableStates.compactMap { state -> Finding? in
        guard [.check, .request].contains(subject.action(state)) else { return nil }
        let handled = Set(subject.graph.edges[state].map(\.event))
        let missing = subject.outcomes(of: state).filter { !handled.contains($0) }
        guard !missing.isEmpty else { return nil }
        return context.finding(
          .unhandled(missing, state: subject.id(state), permission: subject.permission(of: state)), atState: state,
          of: subject, last: "\(missing.joined(separator: ", ")) not handled")
      }
    }
  }
}

extension Finding.Message {
  fileprivate static func unhandled(_ missing: [String], state: String, permission: String?) -> Self {
    Self(
      "state '\(state)' does not handle \(missing.joined(separator: ", ")) for "
        + "\(permission.map { "'\($0)'" } ?? "the permission"); add "
        + missing.map { "`\($0): <state>`" }.joined(separator: ", ") + " under `on:`."
    )
  }
}
