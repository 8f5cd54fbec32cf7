#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// With the `repeat-mandatory-on-launch` policy, a mandatory permission no launch flow asks for.
  public static let mandatoryAskedAtLaunch: Rule = Rule(
    RuleDescriptor(
      id: "mandatory-asked-at-launch",
      title: "Mandatory permission not asked again at launch",
      severity: .error,
      category: .flows,
      rationale: """
        An app that cannot work without a permission must bring the user back to it: when \
        the policy says `repeat-mandatory-on-launch: true`, every permission a mandatory \
        feature requires must be required by a feature with `trigger: launch` whose flow \
        checks it, so the explainer returns on each launch until access is granted.
        """,
      fix: """
        Add (or extend) a feature with `trigger: launch` that requires the permission, with a \
        flow that starts by checking it and explains before requesting.
        """,
      references: [
        .appReviewConsent
      ],
      examples: RuleExample.embedded("mandatory-asked-at-launch")
    )
  ) { context in
    guard let map = context.app.featureMap, map.policies.repeatMandatoryOnLaunch else { return [] }
    // Asked at launch: required by a launch feature, or checked or requested in its flow.
    let launchFeatures = map.features.filter { $0.trigger?.value == .launch }
    var askedAtLaunch = Set(launchFeatures.flatMap { $0.requires.map(\.value) })
    for subject in FlowSubject.all(in: context)
    where subject.features.contains(where: { $0.trigger?.value == .launch }) {
      for state in subject.reachableStates where subject.isPermissionStep(state) {
        if let permission = subject.permission(of: state) { askedAtLaunch.insert(permission) }
      }
    }
    var reported = Set<String>()
    return map.features.filter(\.mandatory).flatMap { feature in
      feature.requires.compactMap { permission -> Finding? in
        guard !askedAtLaunch.contains(permission.value), reported.insert(permission.value).inserted else { return nil }
        return context.finding(
          .notAskedAtLaunch(feature: feature.id, permission: permission.value),
          at: map.location(permission.position), stableKey: "\(feature.id)/\(permission.value)")
      }
    }
  }
}

extension Finding.Message {
  fileprivate static func notAskedAtLaunch(feature: String, permission: String) -> Self {
    Self(
      "mandatory feature '\(feature)' requires '\(permission)', but no feature with `trigger: launch` "
        + "asks for it, so a user who skipped it is not asked again; add it to the launch feature's `requires:`.")
  }
}
