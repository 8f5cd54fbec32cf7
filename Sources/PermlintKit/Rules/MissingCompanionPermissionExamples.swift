/// The examples of `missing-companion-permission`: they run as tests and are shown on its documentation page.
enum MissingCompanionPermissionExamples {
  static let all: [RuleExample] = [
    .triggering(
      "fine location alone, with targetSdk set only in build.gradle.kts",
      [
        (
          "app/build.gradle.kts",
          """
          android {
              defaultConfig {
                  minSdk = 24
                  targetSdk = 34
              }
          }
          """
        ),
        ExampleFiles.manifest(
          "app/src/main/AndroidManifest.xml",
          """
            <uses-permission
                ↓android:name="android.permission.ACCESS_FINE_LOCATION" />
          """),
      ]),
    .triggering(
      "fine location alone where targetSdk is unknown: the lowest target Play accepts is assumed, and said",
      [
        ExampleFiles.manifest("AndroidManifest.xml", permissions: ["↓ACCESS_FINE_LOCATION"])
      ]),
    .triggering(
      "background location with no foreground location, in a CRLF file",
      [
        (
          "AndroidManifest.xml",
          "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\r\n"
            + "  <uses-permission\r\n      ↓android:name=\"android.permission.ACCESS_BACKGROUND_LOCATION\" />\r\n"
            + "</manifest>\r\n"
        )
      ]),
    .nonTriggering(
      "fine and coarse location together",
      [
        ExampleFiles.manifest(
          "app/src/main/AndroidManifest.xml", permissions: ["ACCESS_FINE_LOCATION", "ACCESS_COARSE_LOCATION"])
      ]),
    .nonTriggering(
      "an app that targets API 30, before the pairing applies",
      [
        ExampleFiles.manifest(
          "AndroidManifest.xml",
          """
          <uses-sdk android:minSdkVersion="21" android:targetSdkVersion="30" />
          <uses-permission android:name="android.permission.ACCESS_FINE_LOCATION" />
          """)
      ]),
    .nonTriggering(
      "fine location only in the debug manifest, or removed from the merged manifest",
      [
        ("app/build.gradle", "android {\n    defaultConfig {\n        targetSdkVersion 34\n    }\n}\n"),
        ExampleFiles.manifest("app/src/debug/AndroidManifest.xml", permissions: ["ACCESS_FINE_LOCATION"]),
        ExampleFiles.manifest(
          "app/src/main/AndroidManifest.xml", tools: true,
          """
          <uses-permission android:name="android.permission.ACCESS_FINE_LOCATION" tools:node="remove" />
          """),
      ]),
    .nonTriggering(
      "fine location capped below API 31, where it needs no companion",
      [
        ("app/build.gradle", "android { defaultConfig { targetSdkVersion 34 } }\n"),
        ExampleFiles.manifest(
          "app/src/main/AndroidManifest.xml",
          """
          <uses-permission android:name="android.permission.ACCESS_FINE_LOCATION" android:maxSdkVersion="30" />
          """),
      ]),
  ]
}
