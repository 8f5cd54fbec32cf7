@_spi(Testing) import PermlintKit
import Testing

/// Constructs found judging real apps (spotube 826c8e4, localsend af0416b, duckduckgo/iOS
/// 7b3f601), each as a fixture of its own: the false findings they gave, and the true ones that
/// must stay.
@Suite("Judge set 45: named tests, Permission.audio, Simulator-only code, Apple's URL constants")
struct JudgeSet45PrecisionTests {
  /// A Flutter app targeting API 35 whose `lib/library.dart` is `body` inside `askForLibrary()`,
  /// with `lib/platform.dart` declaring the app's platform tests.
  static func storageFiles(_ body: String) -> [(String, String)] {
    Array(StorageRequestGuardTests.files(caller: "").prefix(3)) + [
      (
        "lib/platform.dart",
        """
        import 'dart:io';
        import 'package:flutter/foundation.dart';
        final onAndroid = kIsWeb ? false : Platform.isAndroid;
        final onApple = kIsWeb ? false : Platform.isIOS;

        """
      ),
      (
        "lib/library.dart",
        """
        import 'package:permission_handler/permission_handler.dart';
        import 'platform.dart';
        Future<void> askForLibrary(DeviceInfo device) async {
        \(body)
        }

        """
      ),
    ]
  }

  static func storage(_ body: String) async -> [String] {
    await PurposeStringPrecisionTests.lint([.storageRequestAlwaysDenied], Self.storageFiles(body))
  }

  @Test(
    "a request under a name that holds an API-level or iOS test: no finding",
    arguments: [
      // spotube: the test is a local, the branch tests the local.
      "  final legacyMissing = device.version.sdkInt < 33 && !await Permission.storage.isGranted;\n"
        + "  if (legacyMissing) {\n    await Permission.storage.request();\n  }",
      // spotube: a constant of the app's, in another file, that leaves the web out.
      "  if (onApple) {\n    await Permission.storage.request();\n  }",
    ])
  func namedTests(_ body: String) async {
    #expect(await Self.storage(body) == [])
  }

  @Test(
    "a name that holds no such test, or a test that keeps the request at or above 33: the finding stays",
    arguments: [
      (
        "  final wanted = device.isTablet;\n  if (wanted) {\n    await Permission.storage.request();\n  }",
        "lib/library.dart:6:30"
      ),
      (
        "  final modern = device.version.sdkInt >= 33;\n  if (modern) {\n    await Permission.storage.request();\n  }",
        "lib/library.dart:6:30"
      ),
      ("  if (onAndroid) {\n    await Permission.storage.request();\n  }", "lib/library.dart:5:30"),
      // A variable may hold another value by the time it is tested.
      (
        "  var legacy = device.version.sdkInt < 33;\n  legacy = true;\n  if (legacy) {\n    await Permission.storage.request();\n  }",
        "lib/library.dart:7:30"
      ),
    ])
  func stays(_ body: String, _ location: String) async {
    let findings = await Self.storage(body)
    #expect(findings.map { String($0.prefix(while: { $0 != " " })) } == [location])
  }

  @Test("Permission.audio is READ_MEDIA_AUDIO, not storage, whatever else its function names")
  func audioIsNotStorage() async {
    let findings = await Self.storage(
      "  final hasLegacy = await Permission.storage.isGranted;\n  if (!hasLegacy) {\n    await Permission.audio.request();\n  }"
    )
    #expect(findings == [])
  }

  @Test("required-reason APIs compiled for the Simulator only ship in no binary")
  func simulatorOnlyCode() async {
    let plist = PurposeStringPrecisionTests.plist([("CFBundleIdentifier", "com.example.keys")])
    let manifest = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>NSPrivacyAccessedAPITypes</key><array/></dict></plist>

      """
    func lint(_ code: String) async -> [String] {
      await PurposeStringPrecisionTests.lint(
        [.missingRequiredReason],
        [("App/Info.plist", plist), ("App/PrivacyInfo.xcprivacy", manifest), ("App/Keys.swift", code)]
      ).map { String($0.prefix(while: { $0 != " " })) }
    }
    #expect(
      await lint(
        "import UIKit\nfunc keyboards() -> Int {\n#if targetEnvironment(simulator)\n  return UITextInputMode.activeInputModes.count\n#else\n  return 0\n#endif\n}\n"
      ) == [])
    #expect(
      await lint(
        "import UIKit\nfunc keyboards() -> Int {\n  #if !targetEnvironment(simulator)\n  return 0\n  #else\n  return UITextInputMode.activeInputModes.count\n  #endif\n}\n"
      ) == [])
    // The device branch ships; so does a condition that joins the Simulator with another.
    #expect(
      await lint(
        "import UIKit\nfunc keyboards() -> Int {\n#if targetEnvironment(simulator)\n  return 0\n#else\n  return UITextInputMode.activeInputModes.count\n#endif\n}\n"
      ) == ["App/Keys.swift:6:26"])
    #expect(
      await lint(
        "import UIKit\nfunc keyboards() -> Int {\n#if targetEnvironment(simulator) || DEBUG\n  return UITextInputMode.activeInputModes.count\n#endif\n  return 0\n}\n"
      ) == ["App/Keys.swift:4:26"])
  }

  /// A Swift app that asks for the microphone and, on a denial, shows an alert whose button
  /// opens `UIApplication.openSettingsURLString`; `other` is another file of the app.
  static func microphoneFiles(other: String) -> [(String, String)] {
    [
      (
        "App/Info.plist",
        PurposeStringPrecisionTests.plist([
          ("NSMicrophoneUsageDescription", "Record the voice notes that you attach to a delivery.")
        ])
      ),
      (
        "App/Voice.swift",
        """
        import AVFoundation
        import UIKit
        class VoiceController: UIViewController {
          func startVoiceNote() {
            AVAudioSession.sharedInstance().requestRecordPermission { granted in
              if granted { self.record() } else { self.present(MicrophoneAlert.make(), animated: true) }
            }
          }
          func record() {}
          func voiceTapped() { startVoiceNote() }
          func showHelp() { present(MicrophoneAlert.make(), animated: true) }
        }
        enum MicrophoneAlert {
          static func make() -> UIAlertController {
            let alert = UIAlertController(title: "Microphone", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Settings", style: .default) { _ in
              UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
            })
            return alert
          }
        }

        """
      ),
      ("App/Other.swift", other),
    ]
  }

  @Test(
    "UIApplication.openSettingsURLString read as a member is a way to Settings, beside the global notification page",
    arguments: [
      "import UIKit\nfunc notificationPage() -> URL? { URL(string: UIApplicationOpenNotificationSettingsURLString) }\n",
      "import UIKit\nfunc notificationPage() -> URL? { URL(string: UIApplication.openNotificationSettingsURLString) }\n",
    ])
  func memberURLConstant(_ other: String) async {
    let findings = await PurposeStringPrecisionTests.lint(
      [.settingsUnreachableInCode], Self.microphoneFiles(other: other))
    #expect(findings == [])
  }

  @Test("a denial answered without the settings button is reported when the app opens Settings elsewhere")
  func memberURLConstantElsewhere() async {
    var files = Self.microphoneFiles(other: "")
    files[1].1 = files[1].1.replacingOccurrences(
      of: "self.present(MicrophoneAlert.make(), animated: true)", with: "print(\"denied\")")
    let findings = await PurposeStringPrecisionTests.lint([.settingsUnreachableInCode], files)
    #expect(findings.map { String($0.prefix(while: { $0 != " " })) } == ["App/Voice.swift:5:37"])
  }

  @Test("system_settings' SystemSettings.app() opens the app's settings page")
  func systemSettingsOpener() async {
    let files: [(String, String)] = [
      ("pubspec.yaml", "name: share\ndependencies:\n  permission_handler: ^11.3.1\n  system_settings_2: ^3.0.2\n"),
      (
        "lib/receive.dart",
        """
        import 'package:flutter/material.dart';
        import 'package:permission_handler/permission_handler.dart';
        import 'package:system_settings_2/system_settings_2.dart';
        Future<void> receive(BuildContext context) async {
          final status = await Permission.storage.request();
          if (status.isPermanentlyDenied) {
            await showDialog(context: context, builder: (_) => TextButton(onPressed: () => SystemSettings.app(), child: const Text('Settings')));
          }
        }

        """
      ),
    ]
    #expect(await PurposeStringPrecisionTests.lint([.settingsUnreachableInCode], files) == [])
  }

  /// A Kotlin fragment (duckduckgo/Android 9a68a51's download flow) that asks for storage in
  /// `ask()` only where `hasPermission()` is false; `helpers` declares `hasPermission()`.
  static func kotlinStorage(_ helpers: String) async -> [String] {
    await PurposeStringPrecisionTests.lint(
      [.storageRequestAlwaysDenied],
      [
        ("app/build.gradle", "android {\n    defaultConfig {\n        minSdk 24\n        targetSdk 34\n    }\n}\n"),
        (
          "app/src/main/AndroidManifest.xml",
          "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\n"
            + "    <uses-permission android:name=\"android.permission.WRITE_EXTERNAL_STORAGE\" "
            + "android:maxSdkVersion=\"29\" />\n</manifest>\n"
        ),
        (
          "app/src/main/java/x/Downloads.kt",
          """
          package x
          class Downloads : Fragment() {
          \(helpers)
              fun onDownloadClicked() {
                  if (hasPermission()) { download() } else { ask() }
              }
              private fun ask() { requestPermissions(arrayOf(Manifest.permission.WRITE_EXTERNAL_STORAGE), 200) }
              private fun download() {}
          }

          """
        ),
      ]
    ).map { String($0.prefix(while: { $0 != " " })) }
  }

  @Test(
    "a request only where a function that returns an API-level test is false: no finding",
    arguments: [
      "    private fun hasPermission(): Boolean = Build.VERSION.SDK_INT >= Build.VERSION_CODES.R || granted()",
      "    private fun minSdk30(): Boolean = appBuildConfig.sdkInt >= Build.VERSION_CODES.R\n"
        + "    private fun hasPermission(): Boolean =\n        minSdk30() ||\n            granted()",
      "    private fun hasPermission(): Boolean {\n        return Build.VERSION.SDK_INT >= 30 || granted()\n    }",
    ])
  func functionTests(_ helpers: String) async {
    #expect(await Self.kotlinStorage(helpers) == [])
  }

  @Test("a function that returns something else, or takes arguments: the finding stays")
  func functionTestsStay() async {
    #expect(
      await Self.kotlinStorage("    private fun hasPermission(): Boolean = granted()")
        == ["app/src/main/java/x/Downloads.kt:7:25"])
    #expect(
      await Self.kotlinStorage(
        "    private fun hasPermission(level: Int): Boolean = level >= Build.VERSION_CODES.R || granted()")
        == ["app/src/main/java/x/Downloads.kt:7:25"])
  }

  /// pocket-casts-ios c23892d: the successor key is translated in 15 locales; the message named
  /// the first file only.
  @Test("a successor key in several localized strings files: the message counts them")
  func successorInSeveralLocales() async {
    let plist = PurposeStringPrecisionTests.plist([
      ("NSBluetoothPeripheralUsageDescription", "Connect to your headphones to play episodes.")
    ])
    let strings = "\"NSBluetoothAlwaysUsageDescription\" = \"Connect to your headphones to play episodes.\";\n"
    let findings = await PurposeStringPrecisionTests.lint(
      [.deprecatedPurposeKey],
      [
        ("App/Info.plist", plist), ("App/en.lproj/InfoPlist.strings", strings),
        ("App/ca.lproj/InfoPlist.strings", strings),
      ])
    #expect(findings.count == 1)
    #expect(
      findings.first?.hasSuffix(
        "(NSBluetoothAlwaysUsageDescription is only in 2 localized strings files (App/ca.lproj/InfoPlist.strings, "
          + "App/en.lproj/InfoPlist.strings), which translate Info.plist keys but do not declare them.)") == true)
  }

  @Test(
    "a text's comparable form: whitespace runs as one space, trimmed; a one-line text is itself",
    arguments: [
      ("Scan the code.", "Scan the code."), ("Scan  the code.", "Scan the code."), (" Scan", "Scan"),
      ("Scan ", "Scan"), ("Scan\n\t\tthe code", "Scan the code"), ("Scan\u{00A0}the code", "Scan the code"),
      ("Grüße an dich", "Grüße an dich"), ("Don’t stop", "Don’t stop"), ("Scan\u{3000}it", "Scan it"), ("", ""),
      ("«\u{202F}Scanner\u{202F}»", "« Scanner »"), ("a\u{2028}b", "a b"), ("\n", ""),
    ])
  func comparableForm(_ text: String, _ expected: String) {
    #expect(ComparableText.of(text) == expected)
    #expect(ComparableText.of(text) == text.split(whereSeparator: \.isWhitespace).joined(separator: " "))
  }

  /// Podverse de0eea3: the Android release number (`parseInt(Platform.constants.Release, 10)`)
  /// in a local named for the system, tested in the `if` whose `else` asks for storage.
  @Test("a request under a test of the system's release number: no finding; of the app's version: the finding stays")
  func releaseNumberTests() async {
    func lint(_ name: String) async -> [String] {
      await PurposeStringPrecisionTests.lint(
        [.storageRequestAlwaysDenied],
        [
          ("package.json", #"{"dependencies": {"react-native": "0.72.0"}}"#),
          StorageRequestGuardTests.files(caller: "")[1], StorageRequestGuardTests.files(caller: "")[2],
          (
            "src/Downloads.ts",
            """
            import { PermissionsAndroid, Platform } from 'react-native';
            export const askForDownloads = async () => {
              const \(name) = parseInt(Platform.constants.Release, 10);
              if (\(name) >= 10) {
                return true;
              } else {
                return PermissionsAndroid.request(PermissionsAndroid.PERMISSIONS.WRITE_EXTERNAL_STORAGE);
              }
            };

            """
          ),
        ]
      ).map { String($0.prefix(while: { $0 != " " })) }
    }
    #expect(await lint("androidVersion") == [])
    #expect(await lint("appVersion") == ["src/Downloads.ts:7:31"])
  }
}
