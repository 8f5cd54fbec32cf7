import Foundation
import PermlintTestSupport
import Testing

/// Example and test apps of packages inside the tree are not the app: a Flutter app with
/// vendored plugins whose example apps have Info.plists of their own, and a macOS runner.
@Suite("Example apps in the tree, end to end")
struct ExampleAppsEndToEndTests {
  static let note =
    "permlint: note: plugins/barcode_kit/example, plugins/scanner/example: example or test apps of packages in "
    + "the tree, each built from its own project: not part of the apps found (ios/Runner, macos/Runner), so left "
    + "out. To lint one on its own, pass its folder: permlint plugins/barcode_kit/example\n"

  @Test("the Podfile's PERMISSION_CAMERA=1 is judged against ios/Runner/Info.plist, not a plugin example's")
  func rootAppOnly() throws {
    let result = try PermlintBinary.run([], in: "flutter-vendored-plugin")
    // Before: ios/Podfile:9:9 permission-handler-purpose-string against
    // plugins/barcode_kit/example/ios/Runner/Info.plist (a false ITMS-90683 error), and the
    // scanner example's Dart code reported as the app's.
    #expect(LintOutcome(result) == LintOutcome(status: 0, findings: []), "\(result.stdout)")
    #expect(
      result.stderr == "permlint: 12 files checked, 0 errors, 0 warnings, 0 notes; 1 notice about the input below\n"
        + Self.note)
  }

  @Test("an example app passed as the path is linted as the app it is, without the note")
  func exampleOnItsOwn() throws {
    let result = try PermlintBinary.run(["plugins/scanner/example"], in: "flutter-vendored-plugin")
    #expect(
      LintOutcome(result)
        == LintOutcome(status: 0, findings: ["plugins/scanner/example/lib/main.dart:4:9 settings-unreachable-in-code"]))
    #expect(result.stderr == "permlint: 3 files checked, 0 errors, 1 warning, 0 notes\n")
  }

  @Test("init writes the iOS app's own permissions and development language, not the examples' or macOS's")
  func initWritesTheIOSApp() throws {
    let result = try PermlintBinary.run(["init", "--stdout"], in: "flutter-vendored-plugin")
    #expect(result.status == 0)
    #expect(result.stderr == Self.note)
    #expect(
      result.stdout == """
        # Feature map for permlint (https://github.com/permlint/permlint/blob/main/Docs/feature-map.md),
        # written by `permlint init`. One feature per permission the app declares, each with a
        # gate flow: check, request, every outcome, a blocked screen with a way to Settings, and a
        # re-check on return. Rename each feature after what it does for the user, adapt its flow
        # and copy to the app's real screens, add the locales the app ships with their copy, and
        # delete what the app does not use. Run `permlint` to check it. A flow whose permission the
        # code asks for names that code (`code:`) and says what the code does and does not do.
        app: "Grocer"
        locales: [fr]
        features:
          camera:
            requires: [camera]
            flow: camera-gate
        flows:
          camera-gate:
            # From the code: Permission.camera.request() asks at lib/main.dart:4.
            # After a denial, openAppSettings() opens the app's settings (lib/main.dart:6).
            # Not found in the code: a check of camera in what runs when the app returns to the foreground;
            # the `settings` state below re-checks on resume (recheck-on-return-in-code checks the code).
            code: "lib/main.dart:scanProduct"
            permission: camera
            start: check
            states:
              check: { action: check, on: { granted: run, denied: ask, blocked: blocked, restricted: blocked, not-determined: ask } }
              ask: { action: request, on: { granted: run, denied: declined, blocked: blocked, restricted: blocked } }
              blocked:
                screen:
                  message: { fr: "Cette fonction a besoin d’une autorisation qui est désactivée. Autorisez-la dans les Réglages." }
                  primary: { fr: "Ouvrir les Réglages" }
                  secondary: { fr: "Plus tard" }
                on: { primary: settings, secondary: declined, dismiss: declined }
              settings: { action: open-settings, on: { resume: check, launch: check } }
              declined: { action: cancel }
              run: { action: run-feature }

        """)
  }

  @Test("the map init writes lints clean: no purpose string asked for the example's or macOS's permissions")
  func initMapLintsClean() throws {
    let app = try InitEndToEndTests.Copy(PermlintBinary.fixture("flutter-vendored-plugin"))
    let written = try app.run(["init"])
    #expect(written.status == 0, "\(written.stderr)")
    let linted = try app.run([])
    #expect(LintOutcome(linted) == LintOutcome(status: 0, findings: []), "\(linted.stdout)")
  }
}
