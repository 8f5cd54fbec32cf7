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
        others keep it, the finding is a note that names the flavour. A `tools:ignore` naming the \
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
      examples: [
        .triggering(
          "all files access, package visibility and SMS in a release manifest",
          [
            ExampleFiles.manifest(
              "app/src/main/AndroidManifest.xml",
              """
              <uses-permission ↓android:name="android.permission.MANAGE_EXTERNAL_STORAGE" />
              <uses-permission
                  ↓android:name="android.permission.QUERY_ALL_PACKAGES" />
              <uses-permission ↓android:name="android.permission.READ_SMS" />
              <uses-permission android:name="android.permission.INTERNET" />
              """)
          ]),
        .triggering(
          "exact alarms and package visibility, with targetSdk 34 from build.gradle.kts",
          [
            ExampleFiles.gradle("app/build.gradle.kts", targetSdk: 34),
            ExampleFiles.manifest(
              "app/src/main/AndroidManifest.xml", permissions: ["↓USE_EXACT_ALARM", "↓QUERY_ALL_PACKAGES"]),
          ]),
        .triggering(
          "contacts at targetSdk 37, where Play reserves READ_CONTACTS for apps the Contact Picker cannot serve",
          [
            ExampleFiles.gradle("app/build.gradle.kts", targetSdk: 37),
            ExampleFiles.manifest("app/src/main/AndroidManifest.xml", permissions: ["↓READ_CONTACTS"]),
          ]),
        .triggering(
          "an install permission that the play flavour removes and the foss flavour keeps: a note naming the flavour",
          [
            ("app/build.gradle", "android { defaultConfig { targetSdkVersion 35 } }\n"),
            ExampleFiles.manifest("app/src/main/AndroidManifest.xml", permissions: ["↓REQUEST_INSTALL_PACKAGES"]),
            ExampleFiles.manifest(
              "app/src/play/AndroidManifest.xml", tools: true,
              """
              <uses-permission android:name="android.permission.REQUEST_INSTALL_PACKAGES" tools:node="remove" />
              """),
            ("app/src/foss/AndroidManifest.xml", "<manifest />\n"),
          ]),
        .triggering(
          "an overlay permission in main (React Native needs it only in debug builds)",
          [
            ExampleFiles.manifest("android/app/src/main/AndroidManifest.xml", permissions: ["↓SYSTEM_ALERT_WINDOW"])
          ]),
        .nonTriggering(
          "the overlay permission only in src/debug, a removed library permission, a reviewed one",
          [
            ExampleFiles.manifest("android/app/src/debug/AndroidManifest.xml", permissions: ["SYSTEM_ALERT_WINDOW"]),
            ExampleFiles.manifest(
              "android/app/src/main/AndroidManifest.xml", tools: true,
              """
              <uses-permission android:name="android.permission.READ_CALL_LOG" tools:node="remove" />
              <uses-permission android:name="android.permission.QUERY_ALL_PACKAGES"
                  tools:ignore="QueryAllPackagesPermission" />
              <uses-permission android:name="android.permission.MANAGE_EXTERNAL_STORAGE"
                  tools:ignore="ScopedStorage" />
              """),
          ]),
        .nonTriggering(
          "a feature map shows that all files access is the app's core function",
          [
            (
              "permlint.yml",
              """
              app: Files
              permissions:
                storage: { android: [MANAGE_EXTERNAL_STORAGE] }
              features:
                browse-files: { requires: [storage], mandatory: true }
              """
            ),
            ExampleFiles.manifest("android/app/src/main/AndroidManifest.xml", permissions: ["MANAGE_EXTERNAL_STORAGE"]),
          ]),
        .nonTriggering(
          "a foreground-service type permission capped below API 34, and package visibility at targetSdk 29",
          [
            ("app/build.gradle", "android {\n    defaultConfig {\n        targetSdkVersion 29\n    }\n}\n"),
            ExampleFiles.manifest(
              "app/src/main/AndroidManifest.xml",
              """
              <uses-permission android:name="android.permission.FOREGROUND_SERVICE_DATA_SYNC" android:maxSdkVersion="33" />
              <uses-permission android:name="android.permission.QUERY_ALL_PACKAGES" />
              """),
          ]),
      ]
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
        // A flavour that removes a restricted permission is usually the one published on Play;
        // the variants that keep it may ship elsewhere, which permlint cannot tell.
        if !declared.absentFromVariants.isEmpty { severity = min(severity, .note) }
        result.append(
          context.finding(
            .restricted(policy.restriction(of: declared.shortName, condition: condition)),
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
