@_spi(Testing) import PermlintKit
import Testing

/// settings-unreachable-in-code points at a call that shows a prompt and names only the
/// settings API of the platforms whose code requests.
@Suite("settings-unreachable-in-code anchors and wording")
struct SettingsUnreachableAnchorTests {
  static let advice =
    "after a permanent denial the user has no way back to the feature. Offer a button that opens the app's settings."

  @Test("Kotlin that checks, then requests: the finding is at the request, naming only Android's settings")
  func androidCheckThenRequest() async {
    let findings = await PurposeStringPrecisionTests.lint(
      [.settingsUnreachableInCode],
      [
        (
          "app/src/main/AndroidManifest.xml",
          "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\n"
            + "  <uses-permission android:name=\"android.permission.CAMERA\" />\n</manifest>\n"
        ),
        (
          "app/src/main/java/Scan.kt",
          "fun ask(a: Activity) {\n  if (ContextCompat.checkSelfPermission(a, Manifest.permission.CAMERA) != 0) {\n"
            + "    launcher.launch(Manifest.permission.CAMERA)\n  }\n}\n"
            + "val launcher = registerForActivityResult(ActivityResultContracts.RequestPermission()) {}\n"
        ),
      ])
    #expect(
      findings == [
        "app/src/main/java/Scan.kt:3:21 settings-unreachable-in-code: the app's native code requests permissions "
          + "(1 call, first Manifest.permission.CAMERA here) but never opens the app's settings "
          + "(Settings.ACTION_APPLICATION_DETAILS_SETTINGS): " + Self.advice
      ])
  }

  @Test("the app's notification settings are the way back for POST_NOTIFICATIONS, not for the camera")
  func notificationSettings() async {
    let manifest = (
      "app/src/main/AndroidManifest.xml",
      "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\n"
        + "  <uses-permission android:name=\"android.permission.POST_NOTIFICATIONS\" />\n"
        + "  <uses-permission android:name=\"android.permission.CAMERA\" />\n</manifest>\n"
    )
    let notifications = (
      "app/src/main/java/Alerts.kt",
      "fun ask() { launcher.launch(Manifest.permission.POST_NOTIFICATIONS) }\n"
        + "fun settings(c: Context) { c.startActivity(Intent(\"android.settings.APP_NOTIFICATION_SETTINGS\")) }\n"
        + "val launcher = registerForActivityResult(ActivityResultContracts.RequestPermission()) {}\n"
    )
    #expect(await PurposeStringPrecisionTests.lint([.settingsUnreachableInCode], [manifest, notifications]) == [])
    let findings = await PurposeStringPrecisionTests.lint(
      [.settingsUnreachableInCode],
      [
        manifest, notifications,
        (
          "app/src/main/java/Scan.kt",
          "fun scan() { camera.launch(Manifest.permission.CAMERA) }\n"
            + "val camera = registerForActivityResult(ActivityResultContracts.RequestPermission()) {}\n"
        ),
      ])
    #expect(
      findings == [
        "app/src/main/java/Scan.kt:1:28 settings-unreachable-in-code: the app's native code requests permissions "
          + "(1 call, first Manifest.permission.CAMERA here) but never opens the app's settings "
          + "(Settings.ACTION_APPLICATION_DETAILS_SETTINGS): " + Self.advice
      ])
  }

  @Test("Objective-C that creates a CMPedometer, then asks for location: the finding is at the request, iOS only")
  func appleInitializerThenRequest() async {
    let findings = await PurposeStringPrecisionTests.lint(
      [.settingsUnreachableInCode],
      [
        (
          "App/Info.plist",
          PurposeStringPrecisionTests.plist([
            ("NSMotionUsageDescription", "Counts your steps during a trip."),
            ("NSLocationWhenInUseUsageDescription", "Records the route of your trip."),
          ])
        ),
        (
          "App/Tracker.m",
          "- (void)setUp {\n  self.pedometer = [[CMPedometer alloc] init];\n}\n"
            + "- (void)start {\n  [self.locationManager requestWhenInUseAuthorization];\n}\n"
        ),
      ])
    #expect(
      findings == [
        "App/Tracker.m:5:25 settings-unreachable-in-code: the app's native code requests permissions "
          + "(1 call, first requestWhenInUseAuthorization here) but never opens the app's settings "
          + "(UIApplication.openSettingsURLString): " + Self.advice
      ])
  }

  @Test("a request in a library module names the app that merges it")
  func libraryModule() async {
    let findings = await PurposeStringPrecisionTests.lint(
      [.settingsUnreachableInCode],
      [
        ("settings.gradle", "include ':app', ':core'\n"),
        (
          "app/build.gradle",
          "plugins { id 'com.android.application' }\nandroid {\n  defaultConfig { targetSdk 34 }\n}\n"
            + "dependencies { implementation project(':core') }\n"
        ),
        ("core/build.gradle", "plugins { id 'com.android.library' }\n"),
        (
          "app/src/main/AndroidManifest.xml",
          "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\n"
            + "  <uses-permission android:name=\"android.permission.CAMERA\" />\n</manifest>\n"
        ),
        ("core/src/main/AndroidManifest.xml", "<manifest />\n"),
        (
          "core/src/main/java/Scan.kt",
          "fun ask(a: Activity) {\n  ActivityCompat.requestPermissions(a, arrayOf(Manifest.permission.CAMERA), 1)\n}\n"
        ),
      ])
    #expect(
      findings == [
        "core/src/main/java/Scan.kt:2:48 settings-unreachable-in-code: the native code of the app in app/ (this "
          + "file is in a library module it shares) requests permissions (1 call, first "
          + "Manifest.permission.CAMERA here) but never opens the app's settings "
          + "(Settings.ACTION_APPLICATION_DETAILS_SETTINGS): " + Self.advice
      ])
  }
}
