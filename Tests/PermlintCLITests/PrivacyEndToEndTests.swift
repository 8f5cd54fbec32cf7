import Foundation
import PermlintTestSupport
import Testing

@Suite("Privacy manifests, required-reason APIs and listed SDKs, end to end")
struct PrivacyEndToEndTests {
  /// The privacy rules' findings of a fixture, as `file:line:col rule`.
  static func findings(in fixture: String) throws -> [String] {
    try PermlintBinary.lint(fixture: fixture).findings.filter { finding in
      [
        "invalid-privacy-manifest", "privacy-manifest-not-bundled", "missing-required-reason",
        "sdk-without-privacy-manifest",
      ]
      .contains { finding.hasSuffix(" " + $0) }
    }
  }

  @Test("a Flutter app: pubspec.lock's discontinued plugin, disk space in AppDelegate, Flutter itself as one note")
  func flutter() throws {
    #expect(
      try Self.findings(in: "privacy-flutter") == [
        "ios/Podfile.lock:2:5 sdk-without-privacy-manifest",
        "ios/Runner/AppDelegate.swift:10:87 missing-required-reason",
        "pubspec.lock:14:14 sdk-without-privacy-manifest",
      ])
    let result = try PermlintBinary.run([], in: "privacy-flutter")
    // The Flutter pod's 1.0.0 is not Flutter's release; sqflite 2.3.3+1 ships its manifest.
    #expect(result.stdout.contains("(ITMS-91061): Flutter. permlint does not know"))
    #expect(result.stdout.contains("Move to path_provider_foundation"))
    #expect(!result.stdout.contains("sqflite"))
  }

  @Test(
    "a React Native app: hermes-engine as a note, SDWebImage below 5.18.1, user defaults undeclared, a misspelt reason")
  func reactNative() throws {
    #expect(
      try Self.findings(in: "privacy-rn") == [
        "ios/Podfile.lock:4:5 sdk-without-privacy-manifest",
        "ios/Podfile.lock:9:5 sdk-without-privacy-manifest",
        "ios/Rider/AppDelegate.mm:9:5 missing-required-reason",
        "ios/Rider/PrivacyInfo.xcprivacy:21:9 invalid-privacy-manifest",
      ])
    let result = try PermlintBinary.run([], in: "privacy-rn")
    #expect(result.stdout.contains("hermes-engine 0.73.6"))
    #expect(result.stdout.contains("did you mean '3D61.1'?"))
  }

  @Test("a native app with Swift Package Manager: Alamofire 5.8.1, a file timestamp undeclared, a string for a boolean")
  func swiftPackageManager() throws {
    #expect(
      try Self.findings(in: "privacy-spm") == [
        "Notes/Notes.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved:10:21 sdk-without-privacy-manifest",
        "Notes/Notes/PrivacyInfo.xcprivacy:5:3 invalid-privacy-manifest",
        "Notes/Notes/PrivacyInfo.xcprivacy:14:7 invalid-privacy-manifest",
        "Notes/Notes/Store.swift:6:24 missing-required-reason",
      ])
  }

  @Test("vendored xcframeworks: one carrying its manifest passes, one without is an error at the framework")
  func vendoredFrameworks() throws {
    #expect(
      try Self.findings(in: "privacy-xcframework") == [
        "Frameworks/UnityFramework.xcframework/Info.plist:1:1 sdk-without-privacy-manifest"
      ])
  }

  @Test(
    "installed pods: a pod whose folder under Pods/ ships a manifest, installed at the version the Podfile.lock pins, is not judged by its version"
  )
  func installedPods() throws {
    // hermes-engine carries its manifest under ios/Pods (with a misspelt key: the vendor's to
    // fix, not validated) and Pods/Manifest.lock agrees: no note. SDWebImage's folder has a
    // manifest, but Manifest.lock says 5.19.0 was installed while the Podfile.lock pins
    // 5.17.0: a stale Pods/ is not what CI builds, so the error stays. FMDB has no manifest;
    // its attributesOfItemAtPath: in Pods/ is the pod's, not the app's.
    #expect(
      try Self.findings(in: "privacy-pods") == [
        "ios/Podfile.lock:2:5 sdk-without-privacy-manifest", "ios/Podfile.lock:8:5 sdk-without-privacy-manifest",
      ])
    let result = try PermlintBinary.run([], in: "privacy-pods")
    #expect(!result.stdout.contains("hermes-engine"), "\(result.stdout)")
    #expect(result.stderr.contains("5 files checked"), "\(result.stderr)")
  }

  @Test("installed pods without Pods/Manifest.lock are not trusted: the versions decide")
  func podsWithoutSandboxRecord() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("permlint-pods-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(at: PermlintBinary.fixture("privacy-pods"), to: folder)
    try FileManager.default.removeItem(at: folder.appendingPathComponent("ios/Pods/Manifest.lock"))
    let result = try ProcessRunner.run(PermlintBinary.url.path, [], in: folder)
    #expect(result.stdout.contains("ios/Podfile.lock:5:5: note:"), "\(result.stdout)")
    #expect(result.stdout.contains("hermes-engine 0.73.6"), "\(result.stdout)")
  }
}
