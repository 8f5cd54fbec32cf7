#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// A screen without copy in every locale the app ships, or without a primary action.
  public static let screenCopy: Rule = Rule(
    RuleDescriptor(
      id: "screen-copy",
      title: "Screen copy or primary action missing",
      severity: .error,
      category: .flows,
      rationale: """
        A permission screen is the app's one chance to explain itself in the user's \
        language. A screen with no message in a shipped locale falls back to another \
        language or to an empty label, and a screen without a primary action leaves the user \
        guessing. Every screen needs a `message` and a `primary` label in each locale under \
        `locales:`, and its primary button must lead somewhere.
        """,
      fix: """
        Add the missing locales to the screen's `message` and `primary` mappings, and an \
        `on: { primary: <state> }` transition.
        """,
      references: [
        RuleReference(
          "App Review Guideline 5.1.1: localized purpose and permission copy",
          "https://developer.apple.com/app-store/review/guidelines/#data-collection-and-storage"),
        RuleReference(
          "Human Interface Guidelines: privacy", "https://developer.apple.com/design/human-interface-guidelines/privacy"
        ),
      ],
      examples: RuleExample.embedded("screen-copy")
    )
  ) { context in
    FlowSubject.all(in: context).flatMap { subject in
      let locales = subject.map.locales.map(\.value)
      return subject.reachableStates.compactMap { state -> Finding? in
        guard let screen = subject.flow.states[state].screen else { return nil }
        var problems: [String] = []
        for field in ["message", "primary"] {
          let copy = screen.copy[field] ?? [:]
          // Copy without locales serves an app that declares at most one.
          if copy["*"] != nil, locales.count <= 1 { continue }
          let wanted = locales.isEmpty ? ["any locale"] : locales
          let missing =
            locales.isEmpty ? (copy.isEmpty ? wanted : []) : wanted.filter { copy[$0]?.value.isBlank ?? true }
          if !missing.isEmpty { problems.append("no `\(field)` for \(missing.joined(separator: ", "))") }
        }
        if !subject.graph.edges[state].contains(where: { $0.kind == .primary }) {
          problems.append("no `primary` transition")
        }
        guard !problems.isEmpty else { return nil }
        return context.finding(
          .incompleteScreen(subject.id(state), problems: problems),
          at: subject.map.location(screen.position), stableKey: "\(subject.flow.id)/\(subject.id(state))")
      }
    }
  }
}

extension Finding.Message {
  fileprivate static func incompleteScreen(_ state: String, problems: [String]) -> Self {
    Self(
      "screen of state '\(state)' has \(problems.joined(separator: "; ")); every screen needs a message and "
        + "a primary label in each shipped locale, and a primary action.")
  }
}
