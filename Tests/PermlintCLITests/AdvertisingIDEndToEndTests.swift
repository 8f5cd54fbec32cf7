import Foundation
import PermlintTestSupport
import Testing

@Suite("Android advertising ID kept where the app says it does not use it, end to end")
struct AdvertisingIDEndToEndTests {
  @Test(
    "Firebase's adid collection off while firebase-analytics merges AD_ID: a warning at the value, fixed by removal")
  func collectionOff() throws {
    let lint = try PermlintBinary.lint(fixture: "advertising-id-android")
    #expect(lint.findings == ["app/src/main/AndroidManifest.xml:7:24 advertising-id-declared-unused"])
    let result = try PermlintBinary.run([], in: "advertising-id-android")
    #expect(
      result.stdout.contains(
        "AndroidManifest.xml:7:24: warning: google_analytics_adid_collection_enabled is false, so the app says it "
          + "collects no advertising ID, but the merged manifest keeps com.google.android.gms.permission.AD_ID "
          + "(added by Google Analytics for Firebase)"))
    #expect(result.stderr.contains("1 fixable with --fix-unsafe"))

    let copy = try MergedFeaturesEndToEndTests.Copy("advertising-id-android")
    let fixed = try copy.run(["--fix-unsafe"])
    #expect(fixed.stderr.hasPrefix("permlint: applied 1 fix in 1 file\n"))
    #expect(fixed.stderr.contains("0 errors, 0 warnings, 0 notes"))
    let manifest = try String(
      contentsOf: copy.root.appendingPathComponent("app/src/main/AndroidManifest.xml"), encoding: .utf8)
    #expect(
      manifest.contains(
        "<uses-permission android:name=\"com.google.android.gms.permission.AD_ID\" tools:node=\"remove\" />"))
  }

  @Test("a React Native app's yarn.lock pins react-native, whose version hermes-engine takes: one note at the lock")
  func npmLock() throws {
    let lint = try PermlintBinary.lint(fixture: "privacy-npm")
    #expect(lint.findings == ["yarn.lock:6:12 sdk-without-privacy-manifest"])
    let result = try PermlintBinary.run([], in: "privacy-npm")
    #expect(
      result.stdout.contains(
        "yarn.lock:6:12: note: On Apple's list of SDKs that must ship their own privacy "
          + "manifest (ITMS-91061): hermes (react-native) 0.74.1."))
  }

  @Test(
    "with a Podfile.lock that pins no hermes-engine (Hermes off in the Podfile), react-native in the lock says nothing")
  func podLockDecides() throws {
    let copy = try MergedFeaturesEndToEndTests.Copy("privacy-npm")
    try FileManager.default.createDirectory(
      at: copy.root.appendingPathComponent("ios"), withIntermediateDirectories: true)
    try copy.write("ios/Podfile.lock", "PODS:\n  - Yoga (1.14.0)\n\nCOCOAPODS: 1.15.2\n")
    let result = try copy.run([])
    #expect(!result.stdout.contains("sdk-without-privacy-manifest"))
    #expect(result.stderr.contains("0 errors, 0 warnings, 0 notes"))
  }
}
