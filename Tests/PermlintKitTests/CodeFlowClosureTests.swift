import Testing

@_spi(Testing) @testable import PermlintKit

/// The code model reads closely only the files that name a permission API (seeds) and, later,
/// the files their flows lead to. A flow through a file that names no API must be followed
/// as if every file had been read: a way to Settings two calls away is still found, and a
/// denial handled in a caller that names no API is still judged.
@Suite("Code flows follow files that name no permission API")
struct CodeFlowClosureTests {
  /// A Flutter app asking for the camera in `lib/scanner.dart`, with `files` added.
  func lint(_ files: [(String, String)]) async -> [String] {
    let project: [(String, String)] = [
      ("pubspec.yaml", "name: rider\ndependencies:\n  permission_handler: ^11.3.1\n"),
      (
        "ios/Podfile",
        "post_install do |installer|\n  x = ['$(inherited)', 'PERMISSION_CAMERA=1', 'PERMISSION_NOTIFICATIONS=1']\nend\n"
      ),
      (
        "ios/Runner/Info.plist",
        "<plist><dict><key>NSCameraUsageDescription</key><string>Take a photo of the parcel as proof of delivery.</string></dict></plist>"
      ),
      (
        "lib/reminders.dart",
        """
        import 'package:permission_handler/permission_handler.dart';
        Future<void> enableReminders() async {
          final status = await Permission.notification.request();
          if (status.isPermanentlyDenied) await openAppSettings();
        }
        """
      ),
    ]
    let report = await Linter().lint(files: (project + files).map { SourceFile(path: $0.0, text: $0.1) })
    return report.findings.filter { $0.ruleID == "settings-unreachable-in-code" }.map { "\($0.location)" }
  }

  let scanner = """
    import 'package:flutter/material.dart';
    import 'package:permission_handler/permission_handler.dart';
    import 'dialogs.dart';
    class ScanButton extends StatelessWidget {
      @override
      Widget build(BuildContext context) => FilledButton(onPressed: _scan, child: const Text('Scan'));
      Future<void> _scan() async {
        final status = await Permission.camera.request();
        if (status.isPermanentlyDenied) showBlockedDialog();
      }
    }
    """

  @Test("Settings opened two calls away, through a file that names no API: no finding")
  func openerThroughBridge() async {
    let findings = await lint([
      ("lib/scanner.dart", scanner),
      ("lib/dialogs.dart", "void showBlockedDialog() {\n  goToSettings();\n}\n"),
      ("lib/navigation.dart", "void goToSettings() {\n  openTheSettingsPage();\n}\n"),
      (
        "lib/settings_page.dart",
        "import 'package:permission_handler/permission_handler.dart';\nvoid openTheSettingsPage() => openAppSettings();\n"
      ),
    ])
    #expect(findings == [])
  }

  @Test("the bridge leads nowhere near Settings: one finding at the request")
  func bridgeToNothing() async {
    let findings = await lint([
      ("lib/scanner.dart", scanner),
      ("lib/dialogs.dart", "void showBlockedDialog() {\n  print('blocked');\n}\n"),
    ])
    #expect(findings == ["lib/scanner.dart:8:44"])
  }

  let service = """
    import 'package:permission_handler/permission_handler.dart';
    Future<PermissionStatus> askCamera() => Permission.camera.request();
    """

  /// A screen (naming no permission API) whose tap asks through the service and handles a
  /// permanent denial with `handler`.
  func screen(_ handler: String) -> String {
    """
    import 'package:flutter/material.dart';
    class ScanScreen extends StatelessWidget {
      @override
      Widget build(BuildContext context) => FilledButton(onPressed: _tap, child: const Text('Scan'));
      Future<void> _tap() async {
        final s = await askCamera();
        if (s.isPermanentlyDenied) \(handler);
      }
    }
    """
  }

  @Test("a caller that names no API handles the denial with a way to Settings: no finding")
  func callerOpensSettings() async {
    let findings = await lint([
      ("lib/service.dart", service), ("lib/screen.dart", screen("showSettingsHint()")),
      (
        "lib/hint.dart",
        "import 'package:permission_handler/permission_handler.dart';\nvoid showSettingsHint() { openAppSettings(); }\n"
      ),
    ])
    #expect(findings == [])
  }

  @Test("a caller that names no API handles the denial without a way to Settings: one finding")
  func callerDeadEnd() async {
    let findings = await lint([("lib/service.dart", service), ("lib/screen.dart", screen("print('denied')"))])
    #expect(findings == ["lib/service.dart:2:59"])
  }

  @Test("apps whose code differs by files the flows never reach go through the same rounds: no index made twice")
  func sharedRounds() throws {
    // Fillers name nothing the flows look for, so they wait unread; enough of them that
    // reading two files never reaches a quarter of the code (when the rest is read at once).
    let fillers = (0..<12).map { ("lib/filler\($0).dart", "void filler\($0)() {\n  print('\($0)');\n}\n") }
    let files: [(String, String)] =
      [
        ("pubspec.yaml", "name: rider\ndependencies:\n  permission_handler: ^11.3.1\n"),
        ("ios/Runner/Info.plist", TestDocuments.cameraPlist),
        ("lib/scanner.dart", scanner),
        ("lib/dialogs.dart", "void showBlockedDialog() {\n  goToSettings();\n}\n"),
        ("lib/navigation.dart", "void goToSettings() {\n  openTheSettingsPage();\n}\n"),
        (
          "lib/settings_page.dart",
          "import 'package:permission_handler/permission_handler.dart';\nvoid openTheSettingsPage() => openAppSettings();\n"
        ),
      ] + fillers
    let app = try #require(TestDocuments.apps(files).first { !$0.allCodeOutlines.isEmpty })
    #expect(app.deferredCode.contains { $0.path == "lib/filler0.dart" })
    var other = app
    other.deferredCode.removeAll { $0.path == "lib/filler0.dart" }
    let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.0, SourceFile(path: $0.0, text: $0.1)) })
    let vocabulary = PermissionCatalog.builtIn.codeFlows
    let cache = CodeFlowClosure.Cache()
    let first = CodeFlowClosure.complete(app, vocabulary: vocabulary, read: { byPath[$0] }, cache: cache)
    let made = cache.indexesMade
    #expect(made >= 2)
    let second = CodeFlowClosure.complete(other, vocabulary: vocabulary, read: { byPath[$0] }, cache: cache)
    #expect(cache.indexesMade == made)
    // What the second app was told is what it is told alone.
    let alone = CodeFlowClosure.complete(other, vocabulary: vocabulary, read: { byPath[$0] }, cache: nil)
    #expect(second.app.codeOutlines.map(\.path) == alone.app.codeOutlines.map(\.path))
    #expect(second.index.outlines.map(\.path) == alone.index.outlines.map(\.path))
    #expect(second.index.outlines.map(\.path) == first.index.outlines.map(\.path))
    #expect(
      second.index.openers.map { "\($0.text) \($0.location)" }
        == alone.index.openers.map { "\($0.text) \($0.location)" })
    #expect(alone.index.openers.map(\.text) == ["openAppSettings()"])
  }

  /// The apps of a project close on different tasks at once: each file is outlined by one of
  /// them, the others take it (a third of rainbow's outlines were made twice).
  @Test("apps closed at once outline each file once, and each is told what it is told alone")
  func concurrentClosures() async throws {
    // Every filler is called on the request's path, so the flows reach past a quarter of the
    // code and the rest is read at once.
    let fillers = (0..<40).map { ("lib/filler\($0).dart", "void filler\($0)() {\n  print('\($0)');\n}\n") }
    let calls = (0..<40).map { "  filler\($0)();\n" }.joined()
    let files: [(String, String)] =
      [
        ("pubspec.yaml", "name: rider\ndependencies:\n  permission_handler: ^11.3.1\n"),
        ("ios/Runner/Info.plist", TestDocuments.cameraPlist),
        ("lib/scanner.dart", scanner),
        ("lib/dialogs.dart", "void showBlockedDialog() {\n" + calls + "}\n"),
      ] + fillers
    let app = try #require(TestDocuments.apps(files).first { !$0.allCodeOutlines.isEmpty })
    let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.0, SourceFile(path: $0.0, text: $0.1)) })
    let vocabulary = PermissionCatalog.builtIn.codeFlows
    let alone = CodeFlowClosure.complete(app, vocabulary: vocabulary, read: { byPath[$0] }, cache: nil)
    #expect(alone.app.codeOutlines.count > 30)
    // Apps that differ by a file the flows never reach, so that no closure's answer is taken
    // whole from another's.
    let apps = (0..<4).map { copy in
      var other = app
      other.deferredCode.append(
        DeferredCode(path: "lib/extra\(copy).dart", fingerprint: IdentifierSet.fingerprint(of: [])))
      return other
    }
    let cache = CodeFlowClosure.Cache()
    let results = await withTaskGroup(of: [String].self) { group in
      for other in apps {
        group.addTask {
          CodeFlowClosure.complete(other, vocabulary: vocabulary, read: { byPath[$0] }, cache: cache)
            .app.codeOutlines.map(\.path)
        }
      }
      var results: [[String]] = []
      for await paths in group { results.append(paths) }
      return results
    }
    #expect(results.count == 4)
    #expect(results.allSatisfy { $0 == alone.app.codeOutlines.map(\.path) })
    // Each file once: those the apps share, and each app's extra file (which no reader has).
    #expect(cache.outlinesMade == alone.app.codeOutlines.count - app.codeOutlines.count + apps.count)
  }
}
