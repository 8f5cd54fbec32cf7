/// The examples of `foreground-service-permission`: they run as tests and are shown on its documentation page.
enum ForegroundServicePermissionExamples {
  static let all: [RuleExample] = [
    .triggering(
      "two types on one service, one of them without its permission or prerequisite",
      [
        ExampleFiles.gradle("app/build.gradle.kts", targetSdk: 34),
        ExampleFiles.manifest(
          "app/src/main/AndroidManifest.xml",
          """
          <uses-permission android:name="android.permission.FOREGROUND_SERVICE" />
          <uses-permission android:name="android.permission.FOREGROUND_SERVICE_MEDIA_PLAYBACK" />
          <uses-permission ↓android:name="android.permission.FOREGROUND_SERVICE_DATA_SYNC" />
          <application>
            <service
                android:name=".PlayerService"
                android:foregroundServiceType="mediaPlayback|↓↓location" />
          </application>
          """),
      ]),
    .triggering(
      "a type without FOREGROUND_SERVICE itself, and a misspelt type",
      [
        ExampleFiles.manifest(
          "AndroidManifest.xml",
          """
          <uses-permission android:name="android.permission.FOREGROUND_SERVICE_DATA_SYNC" />
          <application>
            <service android:name=".Sync" android:foregroundServiceType="↓dataSync| ↓dataSynch" />
          </application>
          """)
      ]),
    .nonTriggering(
      "matching types and permissions; a type capped below API 34 on purpose; a removed service",
      [
        ("app/build.gradle", "android {\n    defaultConfig {\n        targetSdkVersion 34\n    }\n}\n"),
        ExampleFiles.manifest(
          "app/src/main/AndroidManifest.xml", tools: true,
          """
          <uses-permission android:name="android.permission.FOREGROUND_SERVICE" />
          <uses-permission android:name="android.permission.FOREGROUND_SERVICE_DATA_SYNC" android:maxSdkVersion="33" />
          <uses-permission android:name="android.permission.FOREGROUND_SERVICE_SPECIAL_USE" />
          <uses-permission android:name="android.permission.FOREGROUND_SERVICE_MICROPHONE" />
          <uses-permission android:name="android.permission.RECORD_AUDIO" />
          <application>
            <service android:name=".Push" android:foregroundServiceType="dataSync|specialUse" />
            <service android:name=".Call" android:foregroundServiceType="microphone|shortService" />
            <service android:name="com.library.Tracker" android:foregroundServiceType="location" tools:node="remove" />
          </application>
          """),
      ]),
    .nonTriggering(
      "an app that targets API 33, and a service type only in the debug manifest",
      [
        ("app/build.gradle", "android { defaultConfig { targetSdkVersion 33 } }\n"),
        ExampleFiles.manifest(
          "app/src/main/AndroidManifest.xml",
          """
          <uses-permission android:name="android.permission.FOREGROUND_SERVICE" />
          <application>
            <service android:name=".Upload" android:foregroundServiceType="dataSync" />
          </application>
          """),
        ExampleFiles.manifest(
          "app/src/debug/AndroidManifest.xml",
          """
          <application>
            <service android:name=".Tracker" android:foregroundServiceType="location" />
          </application>
          """),
      ]),
  ]
}
