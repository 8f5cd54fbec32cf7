#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// A permission that newer API levels replaced, declared without `android:maxSdkVersion`.
  public static let uncappedLegacyPermission: Rule = Rule(
    RuleDescriptor(
      id: "uncapped-legacy-permission",
      title: "Storage or Bluetooth permission requested where it no longer has any effect",
      severity: .warning,
      category: .leastPrivilege,
      rationale: """
        Several permissions stopped working at an API level and were replaced by narrower \
        ones. For an app that targets API 33 or later, READ_EXTERNAL_STORAGE has no effect on \
        Android 13 and later, where READ_MEDIA_IMAGES, READ_MEDIA_VIDEO and READ_MEDIA_AUDIO \
        replace it. WRITE_EXTERNAL_STORAGE gives no access at all from API 30 (and only read \
        access from API 29) under scoped storage. BLUETOOTH and BLUETOOTH_ADMIN are replaced \
        by BLUETOOTH_SCAN, BLUETOOTH_CONNECT and BLUETOOTH_ADVERTISE from API 31. BODY_SENSORS and \
        BODY_SENSORS_BACKGROUND are replaced by the health permissions (health.READ_HEART_RATE, \
        health.READ_HEALTH_DATA_IN_BACKGROUND) from API 36. Declared \
        without `android:maxSdkVersion`, the old permission is still requested and shown on \
        every newer device, which reads as broad storage access to users and to Play review, \
        and hides whether the app really moved to the new permissions. When minSdk is already \
        at or above that level the permission does nothing anywhere. The levels are data in \
        `rules/android-permissions.yml`; the targetSdk comes from the module's \
        `build.gradle(.kts)` or `<uses-sdk>`; when the build does not state it, the lowest target \
        Google Play accepts is assumed and the message says so.
        """,
      fix: """
        Add `android:maxSdkVersion` with the level the message gives (32 for \
        READ_EXTERNAL_STORAGE, 28 or 29 for WRITE_EXTERNAL_STORAGE, 30 for the Bluetooth \
        permissions), declare the replacement permissions the app needs, or remove the \
        permission when minSdk makes it useless. If a library adds it, cap it with \
        `tools:node="replace"` or drop it with `tools:node="remove"`.
        """,
      references: [
        RuleReference(
          "Health Services: migrate body-sensor permissions for API level 36",
          "https://developer.android.com/health-and-fitness/guides/health-services/permissions"),
        RuleReference(
          "Android 13: granular media permissions",
          "https://developer.android.com/about/versions/13/behavior-changes-13#granular-media-permissions"),
        RuleReference(
          "Android Lint: ScopedStorage",
          "https://googlesamples.github.io/android-custom-lint-rules/checks/ScopedStorage.md.html"),
        RuleReference(
          "Android: Bluetooth permissions",
          "https://developer.android.com/develop/connectivity/bluetooth/bt-permissions"),
        RuleReference(
          "<uses-permission> and android:maxSdkVersion",
          "https://developer.android.com/guide/topics/manifest/uses-permission-element"),
      ],
      examples: RuleExample.embedded("uncapped-legacy-permission")
    )
  ) { context in
    let descriptor = context.descriptor
    var result: [Finding] = []
    // The permissions the app's code asks for at run time: a cap makes a request above it fail
    // at once, which code that needs the grant there turns into a broken feature
    // (standardnotes asks for WRITE_EXTERNAL_STORAGE on every level before a download), so the
    // cap is not a fix to apply unreviewed.
    // Read only once a cap is to be offered: most apps have none.
    var requestedInCode: Set<String>?
    func requested() -> Set<String> {
      if let requestedInCode { return requestedInCode }
      var found = Set(context.app.nativeCode.javaScriptAndroidRequests.map(\.permission))
      for source in context.app.nativeCode.androidSources(of: context.app) { found.formUnion(source.usedPermissions) }
      requestedInCode = found
      return found
    }
    for module in context.app.androidModules {
      for declared in module.releasePermissions
      where declared.permission.maxSdkVersion == nil && !declared.isSuppressed(byLint: ["ScopedStorage"]) {
        let lifecycle = context.catalog.androidPermissions[declared.shortName]?.lifecycle
        guard let lifecycle, let obsolete = lifecycle.obsoleteFrom,
          let gate = AndroidTargetGate(module, from: obsolete, severity: descriptor.severity)
        else { continue }
        let name = declared.shortName
        let replacement =
          lifecycle.replacedBy.isEmpty
          ? "" : "; \(lifecycle.replacedBy.joined(separator: ", ")) replace it there"
        if let minimum = module.minSdk.value, minimum >= obsolete {
          result.append(
            context.finding(
              .uselessEverywhere(
                name, obsolete: obsolete, gate: gate.clause, minimum: minimum, citation: module.minSdk.citation),
              about: declared, stableKey: name, severity: gate.severity))
          continue
        }
        // Where the app's manifest declares it: the cap after its name. Certain unless the
        // catalog knows another cap some apps need (WRITE_EXTERNAL_STORAGE: 29 for an app that
        // keeps legacy storage, which its manifest says, else 28 to review).
        let legacyStorage = module.manifests.contains(where: \.requestsLegacyExternalStorage)
        let keepsLegacyStorage = legacyStorage && lifecycle.maxSdkWithLegacyStorage != nil
        let cap = lifecycle.maxSdk ?? obsolete - 1
        let fixedCap = keepsLegacyStorage ? lifecycle.maxSdkWithLegacyStorage ?? cap : cap
        // The message names the cap the fix writes: with legacy storage kept, that one alone
        // (fluffychat was told "28, or 29 if the app sets requestLegacyExternalStorage", which it does).
        let note =
          keepsLegacyStorage
          ? Finding.Message.keepsLegacyStorage.text : lifecycle.maxSdkNote.map { ", or \($0)" } ?? ""
        // Certain only where the targetSdk is read, not assumed: an app that targets a lower
        // level still needs the permission above the cap.
        let targetKnown = if case .known = module.targetSdk { true } else { false }
        let certain =
          targetKnown && (lifecycle.maxSdkNote == nil || (legacyStorage && lifecycle.maxSdkWithLegacyStorage != nil))
          && !requested().contains(name)
        // `tools:remove="android:maxSdkVersion"` on the element would drop the cap again.
        let fix =
          declared.permission.removedAttributes.contains("android:maxSdkVersion")
          ? nil
          : declared.addingAttribute("maxSdkVersion", value: "\(fixedCap)", safety: certain ? .safe : .needsReview)
        result.append(
          context.finding(
            .uncapped(name, obsolete: obsolete, gate: gate.clause, replacement: replacement, cap: fixedCap, note: note),
            about: declared, stableKey: name, severity: gate.severity, fix: fix))
      }
    }
    return result
  }
}

extension Finding.Message {
  fileprivate static func uselessEverywhere(_ name: String, obsolete: Int, gate: String, minimum: Int, citation: String)
    -> Self
  {
    Self(
      "\(name) has no effect on API \(obsolete) and later, \(gate), and the app installs only "
        + "from API \(minimum) (\(citation)): it does nothing on any device. Remove it.")
  }

  fileprivate static let keepsLegacyStorage = Self(
    " (the app sets android:requestLegacyExternalStorage=\"true\", so writing still works on API 29)")

  fileprivate static func uncapped(
    _ name: String, obsolete: Int, gate: String, replacement: String, cap: Int, note: String
  ) -> Self {
    Self(
      "\(name) has no effect on API \(obsolete) and later, \(gate)\(replacement). "
        + "Add android:maxSdkVersion=\"\(cap)\"\(note), so that it is requested only where it still works.")
  }
}
