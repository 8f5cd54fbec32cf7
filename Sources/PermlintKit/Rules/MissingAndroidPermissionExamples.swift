/// The examples of `missing-android-permission`: they run as tests and are shown on its documentation page.
enum MissingAndroidPermissionExamples {
  static let all: [RuleExample] = [
    .triggering(
      "targetSdk 34 in build.gradle.kts and a notifying feature, but no POST_NOTIFICATIONS",
      [
        (
          "permlint.yml",
          """
          app: Player
          permissions: [notifications]
          features:
            download-progress:
              requires: [notifications]
          """
        ),
        (
          "android/app/build.gradle.kts",
          """
          android {
              defaultConfig {
                  ↓targetSdk = 34
              }
          }
          """
        ),
        ExampleFiles.manifest("android/app/src/main/AndroidManifest.xml", permissions: ["INTERNET"]),
        ExampleFiles.manifest("android/app/src/debug/AndroidManifest.xml", permissions: ["POST_NOTIFICATIONS"]),
      ]),
    .triggering(
      "the camera and precise location are needed but not declared; the targetSdk is unknown",
      [
        (
          "permlint.yml",
          """
          app: Rider
          permissions:
            ↓camera: {}
            location:
              precise: ↓true
            ↓notifications: {}
          features:
            proof-of-delivery: { requires: [camera] }
            go-online: { requires: [location, notifications] }
          """
        ),
        ExampleFiles.manifest("android/app/src/main/AndroidManifest.xml", permissions: ["ACCESS_COARSE_LOCATION"]),
      ]),
    .nonTriggering(
      "a permission the feature map marks as used on iOS only needs no Android permission",
      [
        (
          "permlint.yml",
          "app: Notes\npermissions:\n  photos: { platforms: [ios] }\nfeatures:\n  attach: { requires: [photos] }\n"
        ),
        ExampleFiles.manifest("android/app/src/main/AndroidManifest.xml", permissions: ["INTERNET"]),
      ]),
    .nonTriggering(
      "every need declared; notifications are not needed before targetSdk 33",
      [
        (
          "permlint.yml",
          """
          app: Rider
          permissions:
            location: { precise: true }
            notifications: {}
            local-network: {}
          features:
            go-online: { requires: [location, notifications, local-network] }
          """
        ),
        ("android/app/build.gradle", "android {\n    defaultConfig {\n        targetSdkVersion 32\n    }\n}\n"),
        ExampleFiles.manifest(
          "android/app/src/main/AndroidManifest.xml",
          permissions: ["ACCESS_FINE_LOCATION", "ACCESS_COARSE_LOCATION"]),
      ]),
    .nonTriggering(
      "an iOS-only app",
      [
        (
          "permlint.yml",
          "app: Guide\nplatforms: [ios]\npermissions: [camera]\nfeatures:\n  scan: { requires: [camera] }\n"
        ),
        (
          "android/app/src/main/AndroidManifest.xml",
          "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\" />"
        ),
      ]),
  ]
}
