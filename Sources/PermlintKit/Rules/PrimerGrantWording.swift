#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// An iOS pre-permission screen whose button reads like it grants the permission.
  public static let primerGrantWording: Rule = Rule(
    RuleDescriptor(
      id: "primer-grant-wording",
      title: "Primer button reads like a grant",
      severity: .warning,
      category: .flows,
      rationale: """
        A pre-permission (primer) screen before the system prompt is allowed, but App Review \
        rejects primers whose button says "Allow", "Grant" or "Enable" (or "Cấp quyền", \
        "Erlauben"): it suggests the tap grants access and nudges the user before the real \
        choice. Only the system prompt grants; the primer's button must be neutral. permlint \
        checks every locale's label of the primary button of each `explain` state, when the \
        app ships on iOS.
        """,
      fix: """
        Label the primer's primary button neutrally, such as "Continue" or "Next" ("Tiếp \
        tục", "Weiter"), and let the system prompt ask for the grant.
        """,
      references: [
        .appReviewConsent,
        .higRequestingPermission,
      ],
      examples: RuleExample.embedded("primer-grant-wording")
    )
  ) { context in
    guard context.app.shipsIOS else { return [] }
    let wording = context.catalog.primerWording
    return FlowSubject.all(in: context).flatMap { subject in
      subject.reachableStates.flatMap { state -> [Finding] in
        guard subject.action(state) == .explain, let labels = subject.flow.states[state].screen?.copy["primary"] else {
          return []
        }
        return labels.sorted { $0.key < $1.key }.compactMap { locale, label -> Finding? in
          let languages = locale == "*" ? wording.keys.sorted() : [String(locale.prefix { $0 != "-" && $0 != "_" })]
          guard
            let match = languages.lazy.compactMap({ code in
              wording[code].flatMap { words in words.grantWord(in: label.value).map { (code, $0, words.neutral) } }
            }).first
          else { return nil }
          return context.finding(
            .readsLikeGrant(label.value, locale: locale, state: subject.id(state), phrase: match.1, neutral: match.2),
            at: subject.map.location(label.position), stableKey: "\(subject.flow.id)/\(subject.id(state))/\(locale)")
        }
      }
    }
  }
}

extension Finding.Message {
  fileprivate static func readsLikeGrant(
    _ label: String, locale: String, state: String, phrase: String, neutral: String
  )
    -> Self
  {
    Self(
      "the primer button '\(label)' (\(locale)) of state '\(state)' reads like a grant ('\(phrase)'); "
        + "App Review rejects primers that suggest the tap grants access. Use a neutral label such as '\(neutral)'.")
  }
}
