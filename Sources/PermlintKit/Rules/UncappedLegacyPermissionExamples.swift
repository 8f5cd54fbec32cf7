/// The examples of `uncapped-legacy-permission`: they run as tests and are shown on its documentation page.
enum UncappedLegacyPermissionExamples {
  static let all: [RuleExample] = [
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
}
