#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// A blocking screen dismissible against policy, or a dismissal that runs the feature anyway.
  public static let blockingScreenDismissal: Rule = Rule(
    RuleDescriptor(
      id: "blocking-screen-dismissal",
      title: "Blocking screen dismissal is wrong",
      severity: .error,
      category: .flows,
      rationale: """
        Apps disagree on whether a permission screen may be dismissed: a rider app blocks \
        going online until location is granted, an attendance app lets the user cancel. \
        permlint enforces the choice the feature map makes: with `blocking-screens-dismissible: \
        false`, a screen shown after a refusal must say `dismissible: false` and have no \
        `dismiss` transition; and any screen that can be dismissed must return without running \
        the feature.
        """,
      fix: """
        Follow the policy: set `dismissible: false` and remove `dismiss:`; or, for a \
        dismissible screen, add `dismiss: <state>` leading to `action: cancel` rather than to \
        the feature.
        """,
      references: [
        .appReviewConsent,
        RuleReference(
          "Human Interface Guidelines: privacy", "https://developer.apple.com/design/human-interface-guidelines/privacy"
        ),
      ],
      examples: RuleExample.embedded("blocking-screen-dismissal")
    )
  ) { context in
    FlowSubject.all(in: context).flatMap { subject -> [Finding] in
      var findings: [Finding] = []
      if subject.map.policies.blockingScreensDismissible == false {
        for refusal in subject.refusalScreens {
          let state = refusal.screen
          guard let screen = subject.flow.states[state].screen else { continue }
          let dismissEdge = subject.graph.edges[state].contains { $0.kind == .dismiss }
          guard screen.dismissible?.value == true || dismissEdge else { continue }
          findings.append(
            context.finding(
              .dismissibleBlockingScreen(
                subject.id(state), features: subject.featureNames, hasDismissEdge: dismissEdge),
              at: subject.map.location(screen.dismissible?.position ?? subject.flow.states[state].position),
              stableKey: "\(subject.flow.id)/\(subject.id(state))/policy",
              flowPath: subject.counterExample(to: state, last: "the user dismisses a screen that must block")))
        }
      }
      // A dismissal must return without running the feature: one backward search finds every
      // state from which a run-feature state is reached without a fresh check or request, and
      // only screens the user can reach without a grant are in question (dismissing a sheet
      // shown after access was granted may well run the feature).
      let runs = subject.flow.states.indices.filter { subject.action($0) == .runFeature }
      let runsWithoutCheck = subject.graph.searchBackward(from: runs) { source, _ in !subject.isPermissionStep(source) }
      let withoutGrant = subject.searchFromStart { source, edge in
        subject.isPermissionStep(source) && edge.kind?.isGrant == true
      }
      for state in withoutGrant.reached where subject.flow.states[state].screen != nil {
        for edge in subject.graph.edges[state] where edge.kind == .dismiss && runsWithoutCheck.contains(edge.target) {
          let tail = runsWithoutCheck.path(from: edge.target)
          let run = tail.lastState.map(subject.id) ?? "the feature"
          findings.append(
            context.finding(
              .dismissalRunsFeature(screen: subject.id(state), runs: run, features: subject.featureNames),
              at: subject.location(of: state), stableKey: "\(subject.flow.id)/\(subject.id(state))/dismiss",
              flowPath: subject.counterExample(
                subject.fromStart.path(to: state).then("dismiss", tail), last: "the feature runs")))
        }
      }
      return findings
    }
  }
}

extension Finding.Message {
  fileprivate static func dismissibleBlockingScreen(_ screen: String, features: String, hasDismissEdge: Bool) -> Self {
    Self(
      "screen '\(screen)' blocks \(features) after a refusal, and the policy says blocking "
        + "screens are not dismissible, but it \(hasDismissEdge ? "has a `dismiss` transition" : "says `dismissible: true`"); "
        + "set `dismissible: false` and remove `dismiss:`.")
  }

  fileprivate static func dismissalRunsFeature(screen: String, runs state: String, features: String) -> Self {
    Self(
      "dismissing screen '\(screen)' leads to '\(state)', which runs \(features) without the "
        + "permission; a dismissal must return without running the feature.")
  }
}
