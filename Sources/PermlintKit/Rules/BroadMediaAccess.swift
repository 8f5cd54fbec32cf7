#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// Photo and video permissions broader than the features need, or without the partial
  /// access Android 14 gives users.
  public static let broadMediaAccess: Rule = Rule(
    RuleDescriptor(
      id: "broad-media-access",
      title: "Photo and video access broader than the features need",
      severity: .warning,
      category: .leastPrivilege,
      rationale: """
        READ_MEDIA_IMAGES and READ_MEDIA_VIDEO give access to every photo and video on the \
        device. Google Play's Photo and Video Permissions policy lets only apps whose core use \
        needs that broad access keep them; apps that use photos once or occasionally (a \
        profile picture, a receipt, proof of delivery) must use the Android photo picker, which \
        needs no permission. When every feature that uses photos accepts limited access \
        (`accepts-limited: true` in the feature map), the permissions are broader than the \
        features need. Separately, from Android 14 users can grant access to selected photos \
        only: an app that targets API 34 and does not declare READ_MEDIA_VISUAL_USER_SELECTED \
        runs in a compatibility mode where such a partial grant looks like full access until \
        the app goes to the background, and then silently shrinks. Without a feature map, or \
        when the features that use the permission are neither core (`mandatory: true`) nor \
        limited, permlint reports the policy's declaration as a note; a `tools:ignore` naming \
        PhotoAndVideoPolicy or SelectedPhotoAccess marks that part as reviewed.
        """,
      fix: """
        Use the photo picker (`ActivityResultContracts.PickVisualMedia`) and remove \
        READ_MEDIA_IMAGES and READ_MEDIA_VIDEO when the features only need photos the user \
        picks. Apps that keep them should declare READ_MEDIA_VISUAL_USER_SELECTED, handle the \
        partial grant, and file the Photo and Video Permissions declaration in Play Console.
        """,
      references: [
        RuleReference(
          "Google Play: Photo and Video Permissions policy",
          "https://support.google.com/googleplay/android-developer/answer/14115180"),
        RuleReference(
          "Android 14: partial access to photos and videos",
          "https://developer.android.com/about/versions/14/changes/partial-photo-video-access"),
        RuleReference(
          "Android Lint: SelectedPhotoAccess",
          "https://googlesamples.github.io/android-custom-lint-rules/checks/SelectedPhotoAccess.md.html"),
      ],
      examples: RuleExample.embedded("broad-media-access")
    ),
    checkedBy: BroadMediaCheck.self)
}

/// The checks behind `broad-media-access`.
private struct BroadMediaCheck: RuleCheck {
  let context: RuleContext

  func findings() -> [Finding] {
    let claims = context.app.featureMap.map { AndroidFeatureClaims(map: $0, catalog: context.catalog) }
    var result: [Finding] = []
    for module in context.app.androidModules {
      var partialReported = false
      for declared in module.releasePermissions {
        guard let info = context.catalog.androidPermissions[declared.shortName],
          let partial = info.lifecycle.partialAccess, declared.isRequested(atAPI: info.added)
        else { continue }
        if let finding = broadAccess(declared, info: info, claims: claims, module: module) { result.append(finding) }
        if !partialReported, let finding = missingPartialAccess(declared, partial: partial, module: module) {
          result.append(finding)
          partialReported = true
        }
      }
    }
    return result
  }

  /// Broad access measured against the features and the Play policy: a warning when every
  /// feature that claims the permission accepts limited access (the photo picker serves them),
  /// nothing when a core (`mandatory`) or justified feature needs it, and otherwise a
  /// reminder of the policy's declaration.
  private func broadAccess(
    _ declared: DeclaredPermission, info: AndroidPermissionInfo, claims: AndroidFeatureClaims?, module: AndroidModule
  ) -> Finding? {
    let policy = info.playPolicy.flatMap { context.catalog.playPolicies[$0] }
    guard !declared.isSuppressed(byLint: policy?.lintIssues ?? []) else { return nil }
    var gate: AndroidTargetGate?
    if let policy, let level = policy.fromTarget {
      gate = AndroidTargetGate(module, from: level, severity: policy.severity)
      if gate == nil { return nil }
    }
    let name = declared.shortName
    let features = claims?.features(claiming: name) ?? []
    if claims != nil {
      // A permission no feature claims is unclaimed-android-permission's.
      if features.isEmpty || claims?.isCoreUse(name) == true { return nil }
      if features.allSatisfy(\.acceptsLimited) {
        return context.finding(
          .photoPickerSuffices(name, features: features.map(\.id)),
          about: declared, stableKey: "\(name)>photo-picker")
      }
    }
    guard let policy else { return nil }
    return context.finding(
      .restricted(policy.restriction(of: name, condition: gate.map { ", \($0.clause)" } ?? "")),
      about: declared, stableKey: "\(name)>policy", severity: gate?.severity ?? policy.severity)
  }

  /// From targetSdk 34, broad media access without the partial-access permission.
  private func missingPartialAccess(
    _ declared: DeclaredPermission, partial: (permission: String, fromTarget: Int), module: AndroidModule
  ) -> Finding? {
    guard !context.app.androidReleasePermissionNames().contains(partial.permission),
      !declared.isSuppressed(byLint: ["SelectedPhotoAccess"]),
      let gate = AndroidTargetGate(module, from: partial.fromTarget, severity: context.descriptor.severity)
    else { return nil }
    return context.finding(
      .partialAccessMissing(declared.shortName, partial: partial.permission, clause: gate.clause),
      about: declared, stableKey: "\(declared.shortName)>\(partial.permission)", severity: gate.severity)
  }
}

extension Finding.Message {
  fileprivate static func photoPickerSuffices(_ name: String, features: [String]) -> Self {
    let names = features.map { "'\($0)'" }.joined(separator: ", ")
    return Self(
      "\(name) gives access to every photo or video on the device, but every feature that uses it (\(names)) "
        + "accepts limited access: pick media with the Android photo picker, which needs no permission, and "
        + "remove \(name). Google Play's Photo and Video Permissions policy lets only apps whose core use "
        + "needs broad access keep it.")
  }

  /// The Play policy's restriction, worded by `rules/android-permissions.yml`.
  fileprivate static func restricted(_ restriction: String) -> Self { Self(restriction) }

  fileprivate static func partialAccessMissing(_ name: String, partial: String, clause: String) -> Self {
    Self(
      "\(name) is declared without \(partial), \(clause): users can then grant "
        + "access to selected photos only, and an app that does not declare \(partial) runs in a "
        + "compatibility mode where that partial grant looks like full access until the app goes to the "
        + "background. Declare \(partial) and handle the partial grant.")
  }
}
