import Foundation
import PermlintTestSupport
import Testing

/// Lints a React Native app using react-native-permissions through the built binary: the
/// Podfile's handlers against the code's constants and the Info.plist's purpose strings.
@Suite("React Native react-native-permissions, end to end")
struct ReactNativePermissionsEndToEndTests {
  @Test("a handler not linked, a handler without its purpose string, an unused handler")
  func handlers() throws {
    let result = try PermlintBinary.run([], in: "rn-permissions")
    let findings = LintOutcome(result).findings
    #expect(
      findings == [
        // app.json with an `expo` object beside a committed ios/: the Podfile belongs to the
        // app built from ios/, never to the config's (empty) Info.plist.
        "app.json:3:11 expo-config-scope",
        "ios/Podfile:10:3 rn-permissions-purpose-string",
        "ios/Podfile:11:3 rn-permissions-unused-handler",
        "src/screens/Proof.tsx:7:53 rn-permissions-handler-missing",
        // The Android manifest Expo prebuild would write is not known well enough for an error.
        "src/screens/Proof.tsx:7:100 permission-requested-undeclared",
      ])
    #expect(result.stdout.contains("src/screens/Proof.tsx:7:100: note:"))
    // Comments, a commented-out setup call and tests are not uses.
    #expect(!result.stdout.contains("SIRI") && !result.stdout.contains("Siri"))
  }
}
