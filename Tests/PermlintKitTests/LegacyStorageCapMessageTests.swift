@_spi(Testing) import PermlintKit
import Testing

/// uncapped-legacy-permission names the cap its fix writes (found judging krille-chan/fluffychat
/// 76c4ec488: its manifest sets requestLegacyExternalStorage, the fix wrote 29, and the message
/// still said "28, or 29 if the app sets android:requestLegacyExternalStorage").
@Suite("uncapped-legacy-permission: the cap for an app that keeps legacy storage")
struct LegacyStorageCapMessageTests {
  static func message(legacyStorage: Bool) async -> [String] {
    let application = legacyStorage ? "  <application android:requestLegacyExternalStorage=\"true\"/>\n" : ""
    let report = await Linter(rules: [.uncappedLegacyPermission]).lint(files: [
      SourceFile(
        path: "app/build.gradle", text: "android {\n  defaultConfig { minSdkVersion 21\n targetSdkVersion 35 }\n}\n"),
      SourceFile(
        path: "app/src/main/AndroidManifest.xml",
        text: "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\n"
          + "  <uses-permission android:name=\"android.permission.WRITE_EXTERNAL_STORAGE\"/>\n" + application
          + "</manifest>\n"),
    ])
    return report.findings.map { "\($0.location) \($0.ruleID): \($0.message)" }
  }

  static let head =
    "app/src/main/AndroidManifest.xml:2:20 uncapped-legacy-permission: WRITE_EXTERNAL_STORAGE has no effect on API "
    + "30 and later, and the app targets API 35 (targetSdkVersion 35 at app/build.gradle:3:2). Add android:maxSdkVersion="

  @Test("requestLegacyExternalStorage set: 29, and why")
  func keepsLegacyStorage() async {
    #expect(
      await Self.message(legacyStorage: true) == [
        Self.head + "\"29\" (the app sets android:requestLegacyExternalStorage=\"true\", so writing still works on "
          + "API 29), so that it is requested only where it still works."
      ])
  }

  @Test("not set: 28, or 29 if the app sets it")
  func noLegacyStorage() async {
    #expect(
      await Self.message(legacyStorage: false) == [
        Self.head + "\"28\", or 29 if the app sets android:requestLegacyExternalStorage=\"true\", since from API 29 "
          + "it grants only read access otherwise, so that it is requested only where it still works."
      ])
  }
}
