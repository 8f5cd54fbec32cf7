@_spi(Testing) import PermlintKit
import Testing

/// least-privilege-location on Android code that reads the Wi-Fi network's name, which needs
/// background location when it runs in the background (found judging bitfireAT/davx5-ose,
/// 2534c16: a sync worker that runs only on chosen networks).
@Suite("least-privilege-location: Wi-Fi names as evidence of background location")
struct BackgroundLocationEvidenceTests {
  static func findings(_ code: String) async -> [Finding] {
    let files = [
      SourceFile(
        path: "app/build.gradle.kts", text: "android {\n    defaultConfig { minSdk = 26; targetSdk = 35 }\n}\n"),
      SourceFile(
        path: "app/src/main/AndroidManifest.xml",
        text: "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\n"
          + "    <uses-permission android:name=\"android.permission.ACCESS_FINE_LOCATION\" />\n"
          + "    <uses-permission android:name=\"android.permission.ACCESS_BACKGROUND_LOCATION\" />\n</manifest>\n"),
      SourceFile(path: "app/src/main/java/sync/SyncWorker.kt", text: code),
    ]
    return await Linter(rules: [.leastPrivilegeLocation]).lint(files: files).findings
  }

  @Test(
    "the SSID read as a Kotlin property or a Java getter, or the scan results: a note",
    arguments: [
      "class SyncWorker {\n    fun doWork() = wifi.connectionInfo.ssid\n}\n",
      "class SyncWorker {\n    fun doWork() = wifi.getConnectionInfo().getSSID()\n}\n",
      "class SyncWorker {\n    fun nearby() = wifi.scanResults.size\n}\n",
    ])
  func wifiNames(_ code: String) async {
    let findings = await Self.findings(code)
    #expect(findings.map { "\($0.location.line):\($0.location.column) \($0.severity)" } == ["3:22 note"])
  }

  @Test("code that reads no location service: the warning stays")
  func noEvidence() async {
    let findings = await Self.findings("class SyncWorker {\n    fun doWork() = connection.info\n}\n")
    #expect(findings.map { "\($0.location.line):\($0.location.column) \($0.severity)" } == ["3:22 warning"])
  }
}
