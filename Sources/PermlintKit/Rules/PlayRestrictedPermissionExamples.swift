/// The examples of `play-restricted-permission`: they run as tests and are shown on its documentation page.
enum PlayRestrictedPermissionExamples {
  static let all: [RuleExample] = [
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
      "an overlay permission in a React Native app's main manifest (it needs it only in debug builds)",
      [
        ("package.json", "{ \"dependencies\": { \"react-native\": \"0.81.0\" } }\n"),
        ExampleFiles.manifest("android/app/src/main/AndroidManifest.xml", permissions: ["↓SYSTEM_ALERT_WINDOW"]),
      ]),
    .triggering(
      "an overlay permission in a native app: no React Native advice",
      [ExampleFiles.manifest("app/src/main/AndroidManifest.xml", permissions: ["↓SYSTEM_ALERT_WINDOW"])]),
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
}
