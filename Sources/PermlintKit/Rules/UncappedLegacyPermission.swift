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
      examples: [
        .triggering(
          "read and write storage without maxSdkVersion, targetSdk from build.gradle",
          [
            ("app/build.gradle", "android {\n    defaultConfig {\n        targetSdkVersion 34\n    }\n}\n"),
            ExampleFiles.manifest(
              "app/src/main/AndroidManifest.xml",
              """
              <uses-permission ↓android:name="android.permission.READ_EXTERNAL_STORAGE" />
              <uses-permission
                  ↓android:name="android.permission.WRITE_EXTERNAL_STORAGE" />
              <uses-permission android:name="android.permission.READ_MEDIA_IMAGES" />
              """),
          ]),
        .triggering(
          "write storage in an app whose minSdk is 30: it does nothing anywhere",
          [
            ExampleFiles.manifest(
              "AndroidManifest.xml",
              """
              <uses-sdk android:minSdkVersion="30" android:targetSdkVersion="34" />
              <uses-permission ↓android:name="android.permission.WRITE_EXTERNAL_STORAGE" />
              """)
          ]),
        .triggering(
          "legacy Bluetooth without a cap where targetSdk is unknown: the lowest target Play accepts is assumed, and said",
          [
            ExampleFiles.manifest("AndroidManifest.xml", permissions: ["↓BLUETOOTH", "BLUETOOTH_CONNECT"])
          ]),
        .triggering(
          "body sensors at targetSdk 36, where the health permissions replace them",
          [
            ("wear/build.gradle.kts", "android {\n    defaultConfig { targetSdk = 36 }\n}\n"),
            ExampleFiles.manifest(
              "wear/src/main/AndroidManifest.xml",
              """
              <uses-permission ↓android:name="android.permission.BODY_SENSORS" />
              <uses-permission android:name="android.permission.health.READ_HEART_RATE" />
              """),
          ]),
        .nonTriggering(
          "legacy permissions capped with maxSdkVersion",
          [
            ("app/build.gradle.kts", "android {\n    defaultConfig { targetSdk = 34 }\n}\n"),
            ExampleFiles.manifest(
              "app/src/main/AndroidManifest.xml",
              """
              <uses-permission android:name="android.permission.READ_MEDIA_IMAGES" />
              <uses-permission android:name="android.permission.READ_EXTERNAL_STORAGE"
                  android:maxSdkVersion="32" />
              <uses-permission android:name="android.permission.WRITE_EXTERNAL_STORAGE"
                  android:maxSdkVersion="28" />
              <uses-permission android:name="android.permission.BLUETOOTH" android:maxSdkVersion="30" />
              """),
          ]),
        .nonTriggering(
          "an app that targets API 29, removed permissions, debug-only ones and a reviewed Lint warning",
          [
            ("app/build.gradle", "android { defaultConfig { targetSdkVersion 29 } }\n"),
            ExampleFiles.manifest("app/src/main/AndroidManifest.xml", permissions: ["WRITE_EXTERNAL_STORAGE"]),
            ExampleFiles.manifest(
              "lib/src/main/AndroidManifest.xml", tools: true,
              """
              <uses-permission android:name="android.permission.READ_EXTERNAL_STORAGE" tools:node="remove" />
              <uses-permission android:name="android.permission.WRITE_EXTERNAL_STORAGE" tools:ignore="ScopedStorage" />
              """),
            ExampleFiles.manifest("lib/src/debug/AndroidManifest.xml", permissions: ["BLUETOOTH"]),
          ]),
      ]
    )
  ) { context in
    let descriptor = context.descriptor
    var result: [Finding] = []
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
        let cap = lifecycle.maxSdk ?? obsolete - 1
        let note = lifecycle.maxSdkNote.map { ", or \($0)" } ?? ""
        result.append(
          context.finding(
            .uncapped(name, obsolete: obsolete, gate: gate.clause, replacement: replacement, cap: cap, note: note),
            about: declared, stableKey: name, severity: gate.severity))
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

  fileprivate static func uncapped(
    _ name: String, obsolete: Int, gate: String, replacement: String, cap: Int, note: String
  ) -> Self {
    Self(
      "\(name) has no effect on API \(obsolete) and later, \(gate)\(replacement). "
        + "Add android:maxSdkVersion=\"\(cap)\"\(note), so that it is requested only where it still works.")
  }
}
