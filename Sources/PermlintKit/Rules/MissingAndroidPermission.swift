#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// A feature needs a permission that no release manifest declares, such as
  /// POST_NOTIFICATIONS once the app targets API 33.
  public static let missingAndroidPermission: Rule = Rule(
    RuleDescriptor(
      id: "missing-android-permission",
      title: "A feature needs an Android permission that no manifest declares",
      severity: .error,
      category: .platformRequirements,
      rationale: """
        Android grants only permissions the merged manifest declares: a request for anything \
        else is denied at once, without a dialog, so the feature that needs it can never work. \
        Some permissions become necessary only when the app raises its targetSdk: from API 33 \
        an app must declare and request POST_NOTIFICATIONS to show any notification, and new \
        installs start with notifications off. The feature map says which permissions each \
        feature needs (`requires:`), the catalog which manifest permissions stand for each \
        (`android.any-of`, plus the map's own `android:` list), and `precise: true` asks for \
        ACCESS_FINE_LOCATION. A need that depends on the targetSdk is reported at the \
        targetSdk setting that creates it (in `build.gradle(.kts)` or `<uses-sdk>`), and as a \
        note at the feature map's permission when the targetSdk is unknown. Only release \
        manifests count: a permission declared in `src/debug` does not reach users.
        """,
      fix: """
        Add the `<uses-permission>` the message names to the app's `src/main/AndroidManifest.xml` \
        and request it at runtime from the feature's flow. If the feature does not need the \
        permission after all, remove it from the feature's `requires:`.
        """,
      references: [
        RuleReference(
          "Android: notification runtime permission",
          "https://developer.android.com/develop/ui/views/notifications/notification-permission"),
        RuleReference(
          "Android Lint: NotificationPermission",
          "https://googlesamples.github.io/android-custom-lint-rules/checks/NotificationPermission.md.html"),
        RuleReference(
          "Android: declare app permissions", "https://developer.android.com/training/permissions/declaring"),
      ],
      examples: RuleExample.embedded("missing-android-permission")
    ),
    checkedBy: MissingAndroidPermissionCheck.self)
}

/// The checks behind `missing-android-permission`.
private struct MissingAndroidPermissionCheck: RuleCheck {
  let context: RuleContext

  /// Permissions that appeared at or before this API level are needed whatever the targetSdk:
  /// every app that can be built and installed today targets a later level.
  static let needUnconditionallyUpTo = 23

  func findings() -> [Finding] {
    guard let map = context.app.featureMap, context.app.shipsAndroid else { return [] }
    // Without a release manifest there is nothing to compare the map with.
    let modules = context.app.androidModules.filter { module in
      module.manifests.contains { AndroidModulePath.isRelease(sourceSet: AndroidModulePath.sourceSet(of: $0.path)) }
    }
    guard !modules.isEmpty else { return [] }
    let declared = context.app.androidReleasePermissionNames()
    let claims = AndroidFeatureClaims(map: map, catalog: context.catalog)
    var result: [Finding] = []
    for need in claims.needs {
      guard let declaration = need.declaration, declaration.isUsed(on: "android") else { continue }
      let features = need.features.map { "'\($0.id)'" }.joined(separator: ", ")
      if !need.anyOf.isEmpty, declared.isDisjoint(with: need.anyOf) {
        result += missing(need, declaration: declaration, features: features, map: map, modules: modules)
      }
      for name in need.precise where !declared.contains(name) {
        result.append(
          context.finding(
            .preciseMissing(need.id, features: features, permission: name),
            at: map.location(declaration.precise?.position ?? declaration.position), stableKey: "\(need.id)>\(name)"))
      }
    }
    return result
  }

  private func missing(
    _ need: AndroidFeatureClaims.Need, declaration: PermissionDeclaration, features: String, map: FeatureMap,
    modules: [AndroidModule]
  ) -> [Finding] {
    let first = need.anyOf[0]
    let names = need.anyOf.joined(separator: " or ")
    let gate = need.anyOf.map { context.catalog.androidPermissions[$0]?.added ?? 1 }.min() ?? 1
    guard gate > Self.needUnconditionallyUpTo else {
      return [
        context.finding(
          .permissionMissing(need.id, features: features, names: names, first: first),
          at: map.location(declaration.position), stableKey: "\(need.id)>\(first)")
      ]
    }
    let known = modules.filter { $0.targetSdk.value != nil }
    guard !known.isEmpty else {
      return [
        context.finding(
          .permissionMaybeMissing(
            need.id, features: features, names: names, first: first, api: gate,
            targetUnknown: modules[0].targetSdk.reason ?? "targetSdk is unknown"),
          at: map.location(declaration.position), stableKey: "\(need.id)>\(first)", severity: .note)
      ]
    }
    return known.compactMap { module in
      guard let target = module.targetSdk.value, target >= gate, let location = module.targetSdk.location else {
        return nil
      }
      return context.finding(
        .targetNeedsPermission(
          need.id, target: module.targetSdk.written ?? "targetSdk \(target)", features: features, names: names,
          first: first, map: map.path, api: gate),
        at: location, stableKey: "\(need.id)>\(first)")
    }
  }
}

extension Finding.Message {
  fileprivate static func preciseMissing(_ id: String, features: String, permission name: String) -> Self {
    Self(
      "permission '\(id)' is marked `precise: true` for \(features), but no release manifest declares "
        + "\(name); \(add(name)).")
  }

  fileprivate static func permissionMissing(_ permission: String, features: String, names: String, first: String)
    -> Self
  {
    Self(
      "permission '\(permission)' is required by \(features), but no release manifest declares \(names), so "
        + "Android denies every request for it; \(add(first)).")
  }

  fileprivate static func permissionMaybeMissing(
    _ permission: String, features: String, names: String, first: String, api: Int, targetUnknown: String
  ) -> Self {
    Self(
      "permission '\(permission)' is required by \(features), and no release manifest declares \(names), which "
        + "the app needs if it targets API \(api) or later; \(targetUnknown). If it does, \(add(first)).")
  }

  fileprivate static func targetNeedsPermission(
    _ permission: String, target: String, features: String, names: String, first: String, map: String, api: Int
  ) -> Self {
    Self(
      "\(target) makes \(names) necessary for "
        + "\(features) (permission '\(permission)' in \(map)), but no release manifest declares it, so the "
        + "feature cannot work on API \(api) and later; \(add(first)).")
  }

  private static func add(_ name: String) -> String {
    "add <uses-permission android:name=\"android.permission.\(name)\" /> to the app's manifest"
  }
}
