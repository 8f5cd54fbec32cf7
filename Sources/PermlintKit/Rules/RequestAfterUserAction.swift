#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// With the `request-after-user-action` policy, a system request that no user action led to.
  public static let requestAfterUserAction: Rule = Rule(
    RuleDescriptor(
      id: "request-after-user-action",
      title: "System request without a user action",
      severity: .error,
      category: .flows,
      rationale: """
        A prompt that appears on its own, at launch or in the background, has no context: \
        users deny it, and on Android a second denial blocks the permission for good. When the \
        policy says `request-after-user-action: true`, a request must follow a tap: either the \
        feature's `trigger: user-action`, or a screen's primary or secondary button on the way.
        """,
      fix: """
        Start the flow from the user's action (`trigger: user-action` on the feature), or show \
        a screen whose button leads to the request.
        """,
      references: [
        RuleReference(
          "Android: when to request permissions",
          "https://developer.android.com/training/permissions/requesting#workflow_for_requesting_permissions"),
        .higRequestingPermission,
      ],
      examples: RuleExample.embedded("request-after-user-action")
    )
  ) { context in
    guard context.app.featureMap?.policies.requestAfterUserAction == true else { return [] }
    return FlowSubject.all(in: context).flatMap { subject -> [Finding] in
      // A flow every one of whose features starts from a tap begins with a user action.
      if !subject.features.isEmpty, subject.features.allSatisfy({ $0.trigger?.value == .userAction }) { return [] }
      let beforeAnyTap = subject.searchFromStart { _, edge in edge.kind?.isUserEvent == true }
      return beforeAnyTap.reached.compactMap { state -> Finding? in
        guard subject.action(state) == .request else { return nil }
        let untapped = subject.features.filter { $0.trigger?.value != .userAction }
          .map { "'\($0.id)' (\($0.trigger.map { "trigger: \($0.value)" } ?? "no trigger"))" }
        return context.finding(
          .beforeAnyTap(request: subject.id(state), startedBy: untapped), atState: state, of: subject,
          along: beforeAnyTap.path(to: state), last: "the system prompt appears before any tap")
      }
    }
  }
}

extension Finding.Message {
  fileprivate static func beforeAnyTap(request: String, startedBy features: [String]) -> Self {
    let started = features.isEmpty ? "" : " by \(features.joined(separator: ", "))"
    return Self(
      "request '\(request)' can run before the user taps anything, when the flow is started\(started), "
        + "but the policy asks for a user action first; set `trigger: user-action` or lead the request from a "
        + "screen's button.")
  }
}
