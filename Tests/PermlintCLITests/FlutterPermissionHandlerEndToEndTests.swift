import Foundation
import PermlintTestSupport
import Testing

/// Lints a Flutter app using permission_handler through the built binary: Podfile macros
/// against the Dart code's uses and the Info.plist's purpose strings.
@Suite("Flutter permission_handler, end to end")
struct FlutterPermissionHandlerEndToEndTests {
  @Test("a commented-out macro, a macro set to 0, a macro without its purpose string, an unused macro")
  func macros() throws {
    let result = try PermlintBinary.run([], in: "flutter-permission-handler")
    let findings = LintOutcome(result).findings
    #expect(
      findings == [
        "ios/Podfile:12:9 permission-handler-purpose-string",
        "ios/Podfile:13:9 permission-handler-unused-macro",
        "lib/screens/proof.dart:5:24 permission-handler-macro-missing",
        "lib/screens/proof.dart:6:23 permission-handler-macro-missing",
      ])
    // A package's example app has its own pubspec: the app's macros are not its business.
    #expect(!result.stdout.contains("packages/parcel_widgets"))
    // Comments, and tests that mock permissions, are not uses.
    #expect(!result.stdout.contains("Permission.location"))
    #expect(result.stdout.contains("PERMISSION_MICROPHONE is set to 0 at ios/Podfile:11:9"))
  }
}
