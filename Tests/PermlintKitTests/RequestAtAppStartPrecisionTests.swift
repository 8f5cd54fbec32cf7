@_spi(Testing) import PermlintKit
import Testing

/// request-at-app-start on a camera app's launcher activity (found judging GrapheneOS/Camera,
/// bda41d6): the permissions a launcher's result callback reads are not what it asks for, a
/// request under a stored setting runs once the user turned it on, and the feature map can
/// say what the app cannot start without.
@Suite("request-at-app-start: launchers, stored settings, mandatory features")
struct RequestAtAppStartPrecisionTests {
  static let manifest = (
    "app/src/main/AndroidManifest.xml",
    """
    <manifest xmlns:android="http://schemas.android.com/apk/res/android">
        <uses-permission android:name="android.permission.CAMERA" />
        <uses-permission android:name="android.permission.RECORD_AUDIO" />
        <uses-permission android:name="android.permission.ACCESS_FINE_LOCATION" />
        <application android:label="Cam">
            <activity android:name=".ShutterActivity" android:exported="true">
                <intent-filter>
                    <action android:name="android.intent.action.MAIN" />
                    <category android:name="android.intent.category.LAUNCHER" />
                </intent-filter>
            </activity>
        </application>
    </manifest>

    """
  )
  static let gradle = (
    "app/build.gradle",
    "plugins { id 'com.android.application' }\nandroid {\n    defaultConfig {\n        minSdk 26\n        targetSdk 35\n    }\n}\n"
  )

  static func activity(_ geotagTest: String) -> (String, String) {
    (
      "app/src/main/java/org/example/cam/ShutterActivity.kt",
      """
      class ShutterActivity : AppCompatActivity() {
          private val cameraLauncher = registerForActivityResult(RequestMultiplePermissions()) { result ->
              if (result[Manifest.permission.RECORD_AUDIO] != true) showMessage("Videos are recorded without sound")
          }
          private val locationLauncher = registerForActivityResult(RequestMultiplePermissions()) { result -> }
          override fun onResume() {
              super.onResume()
              cameraLauncher.launch(arrayOf(Manifest.permission.CAMERA))
              if (\(geotagTest)) {
                  attachLocation()
              }
          }
          private fun attachLocation() {
              locationLauncher.launch(arrayOf(Manifest.permission.ACCESS_FINE_LOCATION))
          }
          private fun showMessage(text: String) {}
      }

      """
    )
  }

  /// A request under a stored preference is still a launch prompt: `asked_camera` and
  /// `geotag` read alike, and the first is the usual first-launch prompt (the review of this
  /// change found the first missed when such tests were passed over).
  @Test("the launcher asks for the camera only; a request under a stored preference is still at launch")
  func storedSetting() async {
    let findings = await PurposeStringPrecisionTests.lint(
      [.requestAtAppStart],
      [
        Self.manifest, Self.gradle,
        Self.activity(#"getSharedPreferences("cam", MODE_PRIVATE).getBoolean("geotag", false)"#),
      ])
    #expect(findings.count == 2)
    #expect(
      findings.first?.hasPrefix(
        "app/src/main/java/org/example/cam/ShutterActivity.kt:8:24 request-at-app-start: cameraLauncher.launch() asks for camera as the app starts (from ShutterActivity.onResume)"
      ) == true)
  }

  @Test("location behind another test is asked at launch too")
  func otherTest() async {
    let findings = await PurposeStringPrecisionTests.lint(
      [.requestAtAppStart], [Self.manifest, Self.gradle, Self.activity("intent != null")])
    #expect(
      findings.map { String($0.prefix(while: { $0 != " " })) } == [
        "app/src/main/java/org/example/cam/ShutterActivity.kt:8:24",
        "app/src/main/java/org/example/cam/ShutterActivity.kt:14:26",
      ])
  }

  @Test("a feature the map marks mandatory at launch: its permission is not reported")
  func mandatoryAtLaunch() async {
    let map = (
      "permlint.yml",
      """
      app: Cam
      platforms: [android]
      permissions: [camera, location]
      features:
        viewfinder:
          requires: [camera]
          mandatory: true
          trigger: launch
        geotag:
          requires: [location]
          trigger: user-action

      """
    )
    let findings = await PurposeStringPrecisionTests.lint(
      [.requestAtAppStart], [Self.manifest, Self.gradle, Self.activity("intent != null"), map])
    #expect(
      findings.map { String($0.prefix(while: { $0 != " " })) } == [
        "app/src/main/java/org/example/cam/ShutterActivity.kt:14:26"
      ])
  }
}
