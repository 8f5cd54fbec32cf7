extension Rule {
  /// A permission in the feature map that no AndroidManifest.xml of the app declares.
  public static let androidPermissionMissing: Rule = Rule(
    RuleDescriptor(
      id: "android-permission-missing",
      title: "Mapped permission not declared in the Android manifest",
      severity: .error,
      category: .purposeStrings,
      rationale: """
        On Android a permission that is not declared with `<uses-permission>` can never be \
        granted: the request returns denied at once, with no dialog, and permission libraries \
        report it as denied or unavailable. A feature the map says needs the permission \
        therefore never works on Android, whatever its flow does.
        """,
      fix: """
        Add `<uses-permission android:name="android.permission.NAME" />` to the app's \
        AndroidManifest.xml (the message names the file and the permission), or correct the \
        feature map's `android:` list.
        """,
      references: [
        RuleReference(
          "Android: declare app permissions", "https://developer.android.com/training/permissions/declaring"),
        RuleReference(
          "<uses-permission>", "https://developer.android.com/guide/topics/manifest/uses-permission-element"),
      ],
      examples: [
        .triggering(
          "the camera is mapped but only location is declared",
          [
            ("permlint.yml", "app: Rider\npermissions:\n  location: {}\n  ↓camera: {}\n"),
            (
              "android/app/src/main/AndroidManifest.xml",
              """
              <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                <uses-permission android:name="android.permission.ACCESS_COARSE_LOCATION" />
              </manifest>
              """
            ),
          ]),
        .triggering(
          "an explicit android list names a permission that is removed",
          [
            (
              "permlint.yml",
              "app: Rider\npermissions:\n  location: { android: [ACCESS_COARSE_LOCATION, ↓ACCESS_FINE_LOCATION] }\n"
            ),
            (
              "android/app/src/main/AndroidManifest.xml",
              """
              <manifest xmlns:android="http://schemas.android.com/apk/res/android" xmlns:tools="http://schemas.android.com/tools">
                <uses-permission android:name="android.permission.ACCESS_COARSE_LOCATION" />
                <uses-permission android:name="android.permission.ACCESS_FINE_LOCATION" tools:node="remove" />
              </manifest>
              """
            ),
          ]),
        .nonTriggering(
          "every mapped permission is declared",
          [
            ("permlint.yml", "app: Rider\npermissions:\n  location: {}\n  camera: {}\n"),
            (
              "android/app/src/main/AndroidManifest.xml",
              """
              <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                <uses-permission android:name="android.permission.ACCESS_COARSE_LOCATION" />
                <uses-permission android:name="android.permission.CAMERA" />
              </manifest>
              """
            ),
          ]),
      ]
    )
  ) { context in
    guard let map = context.app.featureMap, context.app.shipsAndroid else { return [] }
    let declared = context.app.requestedAndroidPermissions
    let manifest = context.app.mainAndroidManifest.map(\.path) ?? "the app's AndroidManifest.xml (none was found)"
    return map.permissions.flatMap { declaration -> [Finding] in
      let (names, allRequired) = declaration.androidPermissions(context.catalog)
      guard !names.isEmpty else { return [] }
      let missing = allRequired ? names.filter { !declared.contains($0.value) } : []
      if !allRequired, !names.contains(where: { declared.contains($0.value) }) {
        let alternatives = names.map(\.value).joined(separator: " or ")
        return [
          Rule.androidPermissionMissing.descriptor.finding(
            "permission '\(declaration.id)' needs \(alternatives) on Android, but no AndroidManifest.xml of the app "
              + "declares it; add <uses-permission android:name=\"android.permission.\(names[0].value)\" /> to \(manifest).",
            at: map.location(declaration.position), subject: "\(declaration.id)>android")
        ]
      }
      return missing.map { name in
        Rule.androidPermissionMissing.descriptor.finding(
          "permission '\(declaration.id)' maps to \(name.value), which no AndroidManifest.xml of the app declares "
            + "(or it is removed); add <uses-permission android:name=\"android.permission.\(name.value)\" /> to \(manifest).",
          at: map.location(name.position), subject: "\(declaration.id)>\(name.value)")
      }
    }
  }
}
