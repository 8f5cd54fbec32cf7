@_spi(Testing) import PermlintKit
import Testing

/// storage-request-always-denied on requests that the test around them keeps below API 33 or
/// off Android, in the forms real code writes (found judging localsend af0416b and
/// invoiceninja's admin-portal 8062696).
@Suite("storage-request-always-denied: API-level and platform tests where the request is")
struct StorageRequestTestsInPlaceTests {
  /// A Flutter app targeting API 35 whose `lib/attach.dart` is `body` inside `attach()`.
  static func files(_ body: String) -> [(String, String)] {
    Array(StorageRequestGuardTests.files(caller: "").prefix(3)) + [
      (
        "lib/attach.dart",
        """
        import 'dart:io';
        import 'package:permission_handler/permission_handler.dart';
        Future<void> attach(DeviceInfo info) async {
          PermissionStatus? status;
        \(body)
          if (status == PermissionStatus.granted) pick();
        }

        """
      )
    ]
  }

  static func lint(_ body: String) async -> [String] {
    await PurposeStringPrecisionTests.lint([.storageRequestAlwaysDenied], Self.files(body)).map {
      String($0.prefix(while: { $0 != " " }))
    }
  }

  @Test(
    "an API-level test through a name of the app's own, a ternary or `&&`: no finding",
    arguments: [
      "  final androidSdkInt = info.androidSdkInt;\n  if (androidSdkInt != null && androidSdkInt < 33) {\n    status = await Permission.storage.request();\n  }",
      "  status = info.version.sdkInt >= 33 ? PermissionStatus.granted : await Permission.storage.request();",
      "  final deviceApiLevel = info.level;\n  status = deviceApiLevel < 33 ? await Permission.storage.request() : PermissionStatus.granted;",
      "  info.version.sdkInt < 33 && await Permission.storage.request().isGranted;",
      "  if (!(info.version.sdkInt >= 33)) {\n    status = await Permission.storage.request();\n  }",
      "  if (Platform.OS == 'ios') {\n    status = await Permission.storage.request();\n  }",
    ])
  func levelTests(_ body: String) async {
    #expect(await Self.lint(body) == [])
  }

  @Test(
    "a request that runs on iOS only: no finding",
    arguments: [
      "  if (Platform.isIOS) {\n    status = await Permission.storage.request();\n  }",
      "  if (Platform.isAndroid) {\n    status = PermissionStatus.granted;\n  } else {\n    status = await Permission.storage.request();\n  }",
      "  status = Platform.isIOS ? await Permission.storage.request() : PermissionStatus.granted;",
    ])
  func iOSOnly(_ body: String) async {
    #expect(await Self.lint(body) == [])
  }

  @Test(
    "tests that do not keep the request below 33 or off Android: the finding stays",
    arguments: [
      ("  if (!Platform.isIOS) {\n    status = await Permission.storage.request();\n  }", "lib/attach.dart:6:39"),
      (
        "  if (Platform.isIOS || info.isTablet) {\n    status = await Permission.storage.request();\n  }",
        "lib/attach.dart:6:39"
      ),
      ("  status = info.isTablet ? await Permission.storage.request() : null;", "lib/attach.dart:5:53"),
      (
        "  final targetSdkVersion = 35;\n  if (targetSdkVersion < 33) status = await Permission.storage.request();",
        "lib/attach.dart:6:64"
      ),
      // Found reviewing the change: negations and comparisons the platform reader does not
      // follow, strings that name another device's platform, names of other levels, and a
      // test that keeps the request at or above 33.
      (
        "  if (defaultTargetPlatform != TargetPlatform.iOS) {\n    status = await Permission.storage.request();\n  }",
        "lib/attach.dart:6:39"
      ),
      ("  if (!(Platform.isIOS)) {\n    status = await Permission.storage.request();\n  }", "lib/attach.dart:6:39"),
      (
        "  if (Platform.isIOS == false) {\n    status = await Permission.storage.request();\n  }",
        "lib/attach.dart:6:39"
      ),
      ("  if (info.peerOs == 'ios') {\n    status = await Permission.storage.request();\n  }", "lib/attach.dart:6:39"),
      (
        "  if (info.flutterSdkVersion < 33) {\n    status = await Permission.storage.request();\n  }",
        "lib/attach.dart:6:39"
      ),
      (
        "  if (info.minimumSdkInt < 33) {\n    status = await Permission.storage.request();\n  }",
        "lib/attach.dart:6:39"
      ),
      (
        "  if (info.version.sdkInt >= 33) {\n    status = await Permission.storage.request();\n  }",
        "lib/attach.dart:6:39"
      ),
      ("  status = info.version.sdkInt >= 33 ? await Permission.storage.request() : null;", "lib/attach.dart:5:65"),
    ])
  func stays(_ body: String, _ location: String) async {
    #expect(await Self.lint(body) == [location])
  }
}
