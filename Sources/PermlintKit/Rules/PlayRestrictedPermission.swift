#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// A permission that Google Play restricts, with the declaration it needs.
  public static let playRestrictedPermission: Rule = Rule(
    RuleDescriptor(
      id: "play-restricted-permission",
      title: "Permission restricted by Google Play policy",
      severity: .warning,
      category: .storePolicy,
      rationale: """
        Google Play restricts some permissions to apps whose core function needs them, and \
        rejects or removes an app that declares one without the matching declaration in Play \
        Console: MANAGE_EXTERNAL_STORAGE (All files access), QUERY_ALL_PACKAGES, SMS and call \
        log permissions, USE_EXACT_ALARM, REQUEST_INSTALL_PACKAGES, READ_CONTACTS from targetSdk \
        37 (the Android Contact Picker is the minimum-scope alternative) and each \
        FOREGROUND_SERVICE_<TYPE> (background location and photo and video access have rules \
        of their own: `least-privilege-location` and `broad-media-access`). Others, \
        such as SYSTEM_ALERT_WINDOW and SCHEDULE_EXACT_ALARM, need no form but are special \
        access the user grants in Settings. A library can add any of them to the merged \
        manifest without the app's authors noticing. permlint reports each one with the \
        policy behind it and what Play asks for, as a warning where Play grants the \
        permission to few kinds of apps and as a note where the declaration is routine. The \
        policies are data in `rules/play-policies.yml`. When a product flavour removes the \
        permission with `tools:node="remove"` (usually the flavour published on Play) and \
        others keep it, the finding is a note that names the flavour; so it is when a build \
        type's source set removes it, and when only the source set of a build type other than \
        release declares it (a self-updating GitHub build's `src/github`, which the build script \
        makes the root of a `githubRelease` build type): the release build does not request it, \
        and the note says that the policy applies if that build is uploaded to Play, on any \
        track. A `tools:ignore` naming the \
        equivalent Android Lint check (for example QueryAllPackagesPermission) marks the \
        permission as reviewed, and so does a feature map in which a feature that is \
        `mandatory: true` (the app's core function) or gives a `justification:` claims it.
        """,
      fix: """
        Remove the permission if no core feature needs it (with `tools:node="remove"` when a \
        library adds it), use the narrower alternative the message names (`<queries>`, the \
        photo picker, MediaStore, inexact alarms), or file the declaration in Play Console \
        before publishing.
        """,
      references: [
        .playSensitivePermissions,
        RuleReference(
          "Google Play: use of the QUERY_ALL_PACKAGES permission",
          "https://support.google.com/googleplay/android-developer/answer/10158779"),
        RuleReference(
          "Google Play: All files access permission",
          "https://support.google.com/googleplay/android-developer/answer/10467955"),
        RuleReference(
          "Google Play: restricted permissions with minimum scope alternatives (contacts)",
          "https://support.google.com/googleplay/android-developer/answer/16935362"),
        .playBackgroundLocation,
      ],
      examples: RuleExample.embedded("play-restricted-permission")
    )
  ) { context in
    let claims = context.app.featureMap.map { AndroidFeatureClaims(map: $0, catalog: context.catalog) }
    var result: [Finding] = []
    for module in context.app.androidModules {
      for declared in module.releasePermissions {
        guard let info = context.catalog.androidPermissions[declared.shortName],
          let id = info.playPolicy, let policy = context.catalog.playPolicies[id], policy.reportedBy == nil,
          declared.isRequested(atAPI: max(info.added ?? 1, policy.fromTarget ?? 1)),
          !declared.isSuppressed(byLint: policy.lintIssues)
        else { continue }
        // A policy that starts at a targetSdk is silent for a module known to target lower, and
        // a note that says so when the targetSdk is unknown.
        var severity = policy.severity
        var condition = ""
        if let level = policy.fromTarget {
          guard let gate = AndroidTargetGate(module, from: level, severity: policy.severity) else { continue }
          severity = gate.severity
          condition = ", \(gate.clause)"
        }
        if claims?.isCoreUse(declared.shortName) == true { continue }
        // A flavour or build type that removes a restricted permission is usually the one
        // published on Play; the builds that keep it may ship elsewhere, which permlint cannot
        // tell. A build type other than release that alone adds it (mastodon's `githubRelease`,
        // a self-updating build for GitHub) is usually not the one Play gets, but may be.
        if declared.isAbsentFromSomeVariants { severity = min(severity, .note) }
        result.append(
          context.finding(
            .restricted(
              policy.restriction(of: declared.shortName, condition: condition, reactNative: module.isReactNative)),
            about: declared, stableKey: declared.shortName, severity: severity))
      }
    }
    return result
  }
}

extension Finding.Message {
  /// The Play policy's restriction, worded by `rules/android-permissions.yml`.
  fileprivate static func restricted(_ restriction: String) -> Self { Self(restriction) }
}
