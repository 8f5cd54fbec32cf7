@_spi(Testing) import PermlintKit
import Testing

/// storage-request-always-denied on a request whose function runs only under an API-level
/// test made by its callers (found judging mateusz-bak/openreads, 74b613b: every caller asks
/// `sdkInt < 30` first).
@Suite("storage-request-always-denied: API-level tests in the callers")
struct StorageRequestGuardTests {
  static func files(caller: String) -> [(String, String)] {
    [
      ("pubspec.yaml", "name: shelf\ndependencies:\n  permission_handler: ^11.3.1\n  device_info_plus: ^10.1.0\n"),
      (
        "android/app/build.gradle",
        "android {\n    defaultConfig {\n        minSdk 24\n        targetSdk 35\n    }\n}\n"
      ),
      (
        "android/app/src/main/AndroidManifest.xml",
        "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\n"
          + "    <uses-permission android:name=\"android.permission.WRITE_EXTERNAL_STORAGE\" "
          + "android:maxSdkVersion=\"29\" />\n</manifest>\n"
      ),
      (
        "lib/storage_access.dart",
        """
        import 'package:permission_handler/permission_handler.dart';
        class StorageAccess {
          static Future<bool> ensureLegacyWrite() async {
            final status = await Permission.storage.request();
            if (status.isPermanentlyDenied) await openAppSettings();
            return status.isGranted;
          }
        }

        """
      ),
      ("lib/export_screen.dart", caller),
    ]
  }

  static func caller(_ condition: String) -> String {
    """
    class ExportScreen {
      Future<void> onExportPressed() async {
        final android = await DeviceInfoPlugin().androidInfo;
        if (\(condition)) {
          if (!await StorageAccess.ensureLegacyWrite()) return;
        }
      }
      Future<void> onImportPressed() async {
        if (\(condition)) await StorageAccess.ensureLegacyWrite();
      }
    }

    """
  }

  @Test("every call under `sdkInt < 30`: no finding")
  func guardedCalls() async {
    let findings = await PurposeStringPrecisionTests.lint(
      [.storageRequestAlwaysDenied], Self.files(caller: Self.caller("android.version.sdkInt < 30")))
    #expect(findings == [])
  }

  @Test("a call under another test: the finding at the request")
  func unguardedCall() async {
    let findings = await PurposeStringPrecisionTests.lint(
      [.storageRequestAlwaysDenied], Self.files(caller: Self.caller("android.isPhysicalDevice")))
    #expect(findings.map { String($0.prefix(while: { $0 != " " })) } == ["lib/storage_access.dart:4:45"])
    #expect(findings.first?.contains("storage-request-always-denied: Permission.storage.request() asks for") == true)
  }

  /// Found reviewing the change: the direction of the callers' test, and a name passed
  /// beside a guarded call.
  @Test(
    "a caller's `sdkInt >= 33`, or the function also passed by name: the finding stays",
    arguments: [
      "class ExportScreen {\n  Future<void> run(int sdkInt) async {\n    if (sdkInt >= 33) await StorageAccess.ensureLegacyWrite();\n  }\n}\n",
      "class ExportScreen {\n  Widget build(int sdkInt) {\n    if (sdkInt < 30) StorageAccess.ensureLegacyWrite();\n    return TextButton(onPressed: StorageAccess.ensureLegacyWrite);\n  }\n}\n",
    ])
  func notGuarded(_ caller: String) async {
    let findings = await PurposeStringPrecisionTests.lint([.storageRequestAlwaysDenied], Self.files(caller: caller))
    #expect(findings.map { String($0.prefix(while: { $0 != " " })) } == ["lib/storage_access.dart:4:45"])
  }

  @Test("one guarded call and one not: the finding stays")
  func oneUnguarded() async {
    let mixed = Self.caller("android.version.sdkInt < 30").replacing(
      "if (android.version.sdkInt < 30) await", with: "await")
    let findings = await PurposeStringPrecisionTests.lint([.storageRequestAlwaysDenied], Self.files(caller: mixed))
    #expect(findings.count == 1)
  }
}

/// A code flow's steps name the caller that calls the function (found judging jmshrv/finamp,
/// 34d696b: a getter of the same name in a `build` method was named as the caller).
@Suite("code flow steps: the caller that calls")
struct CodeFlowStepsCallerTests {
  @Test("a getter of the function's name is not the caller the steps name")
  func getterIsNotTheCaller() async throws {
    let files = [
      ("pubspec.yaml", "name: tunes\ndependencies:\n  permission_handler: ^11.0.0\n"),
      ("android/app/build.gradle", "android {\n    defaultConfig {\n        targetSdkVersion 34\n    }\n}\n"),
      (
        "android/app/src/main/AndroidManifest.xml",
        "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"/>\n"
      ),
      (
        "lib/saver.dart",
        "class Saver {\n  Future<void> save(String path) async {\n    await Permission.storage.request();\n  }\n}\n"
      ),
      (
        "lib/save_dialog.dart",
        """
        class _SaveDialogState extends State<SaveDialog> {
          Widget build(BuildContext context) {
            return Text(AppLocalizations.of(context)!.save);
          }
        }
        Future<void> saveAll(String path) async {
          await Saver().save(path);
        }

        """
      ),
    ]
    let report = await Linter(rules: [.storageRequestAlwaysDenied]).lint(
      files: files.map { SourceFile(path: $0.0, text: $0.1) })
    let finding = try #require(report.findings.first)
    #expect(
      finding.flowPath.map { "\($0.location.path):\($0.location.line):\($0.location.column) \($0.message)" } == [
        "lib/saver.dart:3:30 Permission.storage.request() asks for storage", "lib/saver.dart:2:16 in Saver.save",
        "lib/save_dialog.dart:6:14 called from saveAll",
      ])
  }
}
