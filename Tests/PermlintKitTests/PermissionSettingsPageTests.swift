@_spi(Testing) import PermlintKit
import Testing

/// settings-unreachable-in-code for a permission whose own settings page the app opens on
/// another path (found judging home-assistant/android 532638a, the watch app: the notification
/// request's answer refreshes a flag, and the app's settings screen shows a chip that opens
/// `ACTION_APP_NOTIFICATION_SETTINGS` while notifications are off).
@Suite("settings-unreachable-in-code: a permission's own settings page elsewhere")
struct PermissionSettingsPageTests {
  static func files(notificationChip: Bool) -> [(String, String)] {
    [
      ("app/build.gradle.kts", "android {\n    defaultConfig { minSdk = 26; targetSdk = 35 }\n}\n"),
      (
        "app/src/main/AndroidManifest.xml",
        "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\n"
          + "    <uses-permission android:name=\"android.permission.POST_NOTIFICATIONS\" />\n"
          + "    <uses-permission android:name=\"android.permission.CAMERA\" />\n</manifest>\n"
      ),
      (
        "app/src/main/java/a/HomeActivity.kt",
        """
        class HomeActivity : ComponentActivity() {
            private val model by viewModels<HomeModel>()
            private val permissionRequest = registerForActivityResult(ActivityResultContracts.RequestPermission()) {
                model.refreshNotificationPermission()
            }

            override fun onCreate(savedInstanceState: Bundle?) {
                super.onCreate(savedInstanceState)
                setContent { HomePage(model) }
            }

            override fun onResume() {
                super.onResume()
                if (!NotificationManagerCompat.from(this).areNotificationsEnabled()) {
                    permissionRequest.launch(Manifest.permission.POST_NOTIFICATIONS)
                }
            }
        }

        """
      ),
      (
        "app/src/main/java/a/HomePage.kt",
        """
        @Composable
        fun HomePage(model: HomeModel) {
            val context = LocalContext.current
            SettingsView(
                onClickScan = { context.startActivity(Intent(context, ScanActivity::class.java)) },
                onClickNotifications = {
        \(notificationChip
          ? "            context.startActivity(Intent(Settings.ACTION_APP_NOTIFICATION_SETTINGS).putExtra(Settings.EXTRA_APP_PACKAGE, context.packageName))"
          : "            model.markSeen()")
                },
            )
        }

        """
      ),
      (
        "app/src/main/java/a/ScanActivity.kt",
        """
        class ScanActivity : ComponentActivity() {
            private val camera = registerForActivityResult(ActivityResultContracts.RequestPermission()) { granted ->
                if (!granted) openDetails()
            }

            override fun onStart() {
                super.onStart()
                camera.launch(Manifest.permission.CAMERA)
            }

            private fun openDetails() {
                startActivity(Intent(Settings.ACTION_APPLICATION_DETAILS_SETTINGS, Uri.fromParts("package", packageName, null)))
            }
        }

        """
      ),
    ]
  }

  @Test("the notification settings page offered in the app's settings screen is the way back: no finding")
  func pageElsewhere() async {
    let findings = await PurposeStringPrecisionTests.lint(
      [.settingsUnreachableInCode], Self.files(notificationChip: true))
    #expect(findings == [])
  }

  @Test("without it, the notification request that leads nowhere is reported at the request")
  func noPage() async {
    let findings = await PurposeStringPrecisionTests.lint(
      [.settingsUnreachableInCode], Self.files(notificationChip: false))
    #expect(
      findings == [
        "app/src/main/java/a/HomeActivity.kt:15:31 settings-unreachable-in-code: the code asks for notifications here "
          + "(1 request) but nothing that handles the answer leads to the app's settings: the code opens Settings "
          + "(ACTION_APPLICATION_DETAILS_SETTINGS) only on other paths. "
          + SettingsUnreachablePrecisionTests.advice("notifications")
      ])
  }
}
