#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// A system request reachable after a permanent denial without a fresh check.
  public static let repromptAfterBlock: Rule = Rule(
    RuleDescriptor(
      id: "reprompt-after-block",
      title: "System prompt requested again after a permanent denial",
      severity: .error,
      category: .flows,
      rationale: """
        After a permanent denial the system never shows the prompt again: iOS returns denied \
        at once, Android returns denied without a dialog after "Don't ask again" or a second \
        denial. A flow that requests again from the blocked state shows the user nothing: the \
        button seems broken. Only a fresh check, after the user has been to Settings, can tell \
        whether asking makes sense again.
        """,
      fix: """
        From states reached on `blocked`, lead to a screen that opens Settings instead of to \
        a `request`; after Settings, go through a `check` before any request.
        """,
      references: [
        .androidRuntimePermissions,
        RuleReference(
          "Requesting access to protected resources",
          "https://developer.apple.com/documentation/uikit/protecting_the_user_s_privacy/requesting_access_to_protected_resources"
        ),
      ],
      examples: RuleExample.embedded("reprompt-after-block")
    )
  ) { context in
    FlowSubject.all(in: context).flatMap { subject -> [Finding] in
      // Permissions some check or request of the flow can report blocked.
      var permissions: [String] = []
      for state in subject.reachableStates where subject.isPermissionStep(state) {
        guard subject.graph.edges[state].contains(where: { $0.kind == .blocked }),
          let permission = subject.permission(of: state), !permissions.contains(permission)
        else { continue }
        permissions.append(permission)
      }
      return permissions.flatMap { permission -> [Finding] in
        // Layer 1: the permission was blocked and has not been checked since.
        let tree = subject.graph.layeredSearch(from: subject.fromStart.source, layers: 2) { layer, state, edge in
          let ownStep = subject.isPermissionStep(state) && subject.permission(of: state) == permission
          if layer == 1, ownStep, subject.action(state) == .request { return nil }  // reported, not left
          if ownStep { return edge.kind == .blocked ? 1 : 0 }
          return layer
        }
        return tree.reached(inLayer: 1).compactMap { state -> Finding? in
          guard subject.action(state) == .request, subject.permission(of: state) == permission else { return nil }
          return context.finding(
            .repromptAfterBlock(request: subject.id(state), permission: permission), atState: state, of: subject,
            along: tree.path(toNode: tree.node(state, layer: 1)), last: "the request shows no prompt")
        }
      }
    }
  }
}

extension Finding.Message {
  fileprivate static func repromptAfterBlock(request: String, permission: String) -> Self {
    Self(
      "request '\(request)' can be reached after '\(permission)' was blocked, without a check in "
        + "between; the system will not show its prompt again, so nothing happens. Lead the blocked state to "
        + "Settings, and check again before requesting.")
  }
}
