import PermlintTestSupport
import Testing

/// An app that asks for its Health Connect permissions the ways Home Assistant does: the
/// platform's `HealthPermissions.READ_HEART_RATE`, Jetpack's
/// `HealthPermission.getReadPermission(record)` with the record class held in a map, and
/// `HealthPermission.PERMISSION_READ_HEALTH_DATA_IN_BACKGROUND`. None of them spells
/// `Manifest.permission`, and each was reported as declared but never requested.
@Suite("Android: Health Connect permissions named in Kotlin, end to end")
struct HealthConnectEndToEndTests {
  /// Every line of the text report but the summary.
  static func lines(in fixture: String) throws -> [String] {
    let result = try PermlintBinary.run([], in: fixture)
    return result.stdout.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("permlint:") }
  }

  @Test("each health permission the code names through Health Connect's APIs is requested: no finding")
  func named() throws {
    #expect(try Self.lines(in: "android-health-connect") == [])
  }

  @Test("a declared health permission the code never names: the note stays, naming it alone")
  func unnamed() throws {
    #expect(
      try Self.lines(in: "android-health-connect-unnamed") == [
        "app/src/main/AndroidManifest.xml:4:22: note: this permission is declared but not requested in the code "
          + "permlint scanned (health.READ_HEALTH_DATA_IN_BACKGROUND); permlint did not scan Gradle dependencies, "
          + "which may request it. Check that a library you ship needs it; otherwise remove the <uses-permission> "
          + "if no feature needs it. [declared-permission-unrequested]"
      ])
  }
}
