import PermlintTestSupport
import Testing

@Suite("Native code: permission requests in Swift, Objective-C, Kotlin and Java")
struct NativeCodeEndToEndTests {
  /// `file:line:col rule` of every finding line in text output.
  private func findings(_ stdout: String) -> [String] {
    stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") && !$0.hasPrefix("permlint:") }
      .map { line in "\(line.prefix { $0 != " " }.dropLast()) \(line.split(separator: "[").last?.dropLast() ?? "")" }
  }

  @Test("an iOS app: requests without keys, an unused key; comments, strings, declarations and tests are not requests")
  func iosApp() throws {
    let result = try PermlintBinary.run([], in: "native-ios")
    #expect(
      findings(result.stdout) == [
        "Courier/Info.plist:10:3 declared-permission-unrequested",
        "Courier/LocationTracker.m:18:19 permission-requested-undeclared",
        "Courier/RecipientPicker.swift:11:11 permission-requested-undeclared",
      ])
    // Two calls for contacts are one finding; the tests' camera request and VisionKit's
    // ImageAnalyzer are no camera request; the app opens Settings from Swift.
    #expect(result.stdout.components(separatedBy: "NSContactsUsageDescription:").count == 2)
    #expect(!result.stdout.contains("camera"))
    #expect(!result.stdout.contains("settings-unreachable-in-code"))
  }

  @Test("an Android app: imported and string permissions, a library module's requests, the unscanned dependencies")
  func androidApp() throws {
    let result = try PermlintBinary.run([], in: "native-android")
    #expect(
      findings(result.stdout) == [
        "app/src/main/AndroidManifest.xml:4:22 declared-permission-unrequested",
        "app/src/main/java/com/example/parcel/Export.java:8:24 storage-request-always-denied",
        "app/src/main/java/com/example/parcel/Export.java:9:17 settings-unreachable-in-code",
        "app/src/main/java/com/example/parcel/MainActivity.kt:12:25 permission-requested-undeclared",
        "app/src/main/java/com/example/parcel/VoiceNote.java:5:67 permission-requested-undeclared",
      ])
    #expect(result.stdout.contains("note: this permission is declared but not requested"))
    #expect(result.stdout.contains("permlint did not scan Gradle dependencies"))
    // CAMERA, requested in the library module, is declared by the app that merges it;
    // READ_EXTERNAL_STORAGE is implied by WRITE_EXTERNAL_STORAGE; SEND_SMS is only in a test.
    #expect(!result.stdout.contains("declares READ_EXTERNAL_STORAGE"))
    #expect(!result.stdout.contains("CAMERA"))
    #expect(!result.stdout.contains("SEND_SMS"))
  }

  @Test("a React Native app: Android permissions named in JavaScript are checked against the merged manifest")
  func reactNativeAndroid() throws {
    let result = try PermlintBinary.run([], in: "rn-android")
    #expect(
      findings(result.stdout) == [
        // Fine location asked for alone, from targetSdk 31 (the code-level companion check).
        "src/Ride.ts:6:9 missing-companion-permission",
        "src/Ride.ts:7:17 permission-requested-undeclared",
        "src/Ride.ts:8:36 permission-requested-undeclared",
      ])
    // ACCESS_FINE_LOCATION is declared; a comment is not a use.
    #expect(!result.stdout.contains("READ_CONTACTS"))
  }
}
