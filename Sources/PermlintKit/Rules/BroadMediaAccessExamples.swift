/// The examples of `broad-media-access`: they run as tests and are shown on its documentation page.
enum BroadMediaAccessExamples {
  static let all: [RuleExample] = [
    .triggering(
      "the only feature that uses photos accepts limited access",
      [
        (
          "permlint.yml",
          """
          app: Rider
          permissions: [photos]
          features:
            profile-picture:
              requires: [photos]
              accepts-limited: true
          """
        ),
        ExampleFiles.manifest(
          "android/app/src/main/AndroidManifest.xml",
          permissions: ["↓READ_MEDIA_IMAGES", "READ_MEDIA_VISUAL_USER_SELECTED"]),
      ]),
    .triggering(
      "targetSdk 34 from build.gradle.kts, no feature map: no partial access, and the policy's declaration",
      [
        ExampleFiles.gradle("app/build.gradle.kts", targetSdk: 34),
        ExampleFiles.manifest(
          "app/src/main/AndroidManifest.xml",
          """
          <uses-permission
              ↓↓android:name="android.permission.READ_MEDIA_IMAGES" />
          <uses-permission ↓android:name="android.permission.READ_MEDIA_VIDEO" />
          """),
      ]),
    .nonTriggering(
      "a gallery feature needs broad access and the app handles partial access",
      [
        (
          "permlint.yml",
          """
          app: Gallery
          permissions: [photos]
          features:
            browse-library:
              requires: [photos]
              mandatory: true
          """
        ),
        ExampleFiles.gradle("android/app/build.gradle.kts", targetSdk: 34),
        ExampleFiles.manifest(
          "android/app/src/main/AndroidManifest.xml",
          """
          <uses-permission android:name="android.permission.READ_MEDIA_IMAGES" />
          <uses-permission android:name="android.permission.READ_MEDIA_VIDEO" />
          <uses-permission android:name="android.permission.READ_MEDIA_VISUAL_USER_SELECTED" />
          <uses-permission android:name="android.permission.READ_EXTERNAL_STORAGE" android:maxSdkVersion="32" />
          """),
      ]),
    .nonTriggering(
      "reviewed with tools:ignore, removed, or declared only for debug builds",
      [
        ExampleFiles.manifest(
          "app/src/main/AndroidManifest.xml", tools: true,
          """
          <uses-permission android:name="android.permission.READ_MEDIA_IMAGES"
              tools:ignore="PhotoAndVideoPolicy,SelectedPhotoAccess" />
          <uses-permission android:name="android.permission.READ_MEDIA_VIDEO" tools:node="remove" />
          """),
        ExampleFiles.manifest("app/src/debug/AndroidManifest.xml", permissions: ["READ_MEDIA_IMAGES"]),
      ]),
  ]
}
