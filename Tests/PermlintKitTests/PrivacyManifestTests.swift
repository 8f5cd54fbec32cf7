@_spi(Testing) import PermlintKit
import Testing

/// Privacy manifests, required-reason APIs and the SDKs that must ship a manifest: what the
/// real projects showed.
@Suite("privacy manifests")
struct PrivacyManifestTests {
  static func lint(_ rules: [Rule], _ files: [(String, String)]) async -> [String] {
    let report = await Linter(rules: rules).lint(files: files.map { SourceFile(path: $0.0, text: $0.1) })
    return report.findings.map { "\($0.location.path):\($0.location.line):\($0.location.column) \($0.ruleID)" }
  }

  static let plist =
    "<plist version=\"1.0\">\n<dict>\n  <key>CFBundleName</key>\n  <string>App</string>\n</dict>\n</plist>\n"

  @Test("a Swift function named stat, called with labels or declared in the file, is not the C API")
  func swiftFunctionNamedStat() async {
    let swift = """
      struct Row {
        var body: some View {
          stat(value: "12 km", label: "Range")
        }
        private func stat(value: String, label: String) -> some View { Text(value) }
      }
      func size(_ path: String) -> Int {
        var info = Darwin.stat()
        return Int(lstat(path, &info))
      }
      """
    let findings = await Self.lint(
      [.missingRequiredReason], [("App/Info.plist", Self.plist), ("App/Row.swift", swift)])
    #expect(findings == ["App/Row.swift:9:14 missing-required-reason"])
  }

  @Test("code under Pods, Carthage, vendored folders and Flutter's plugin links is not the app's")
  func dependenciesAreNotTheAppsCode() async {
    let code = "let d = UserDefaults.standard\n"
    let findings = await Self.lint(
      [.missingRequiredReason],
      [
        ("ios/Info.plist", Self.plist), ("ios/ThirdParty/Kit/Store.swift", code),
        ("ios/.symlinks/plugins/x/ios/Classes/Plugin.swift", code), ("ios/Carthage/Checkouts/y/Y.swift", code),
        ("ios/Vendor/Z.xcframework/Headers/Z.swift", code),
      ])
    #expect(findings.isEmpty)
  }

  @Test("versions compare number by number, builds and pre-releases included")
  func versionOrder() {
    #expect(VersionOrder.isBelow("5.8.1", "5.9.0"))
    #expect(!VersionOrder.isBelow("5.9.0", "5.9.0"))
    #expect(!VersionOrder.isBelow("5.10.0", "5.9.0"))
    #expect(VersionOrder.isBelow("16.3.1", "16.3.1+1"))
    #expect(!VersionOrder.isBelow("16.3.2", "16.3.1+1"))
    #expect(VersionOrder.isBelow("5.9.0-beta.1", "5.9.0"))
    #expect(!VersionOrder.isBelow("v2.3.1", "2.3.1"))
  }

  @Test("Package.resolved version 1, Cartfile.resolved and Podfile.lock subspecs name the SDK at its version")
  func lockFormats() async {
    let resolved = """
      {
        "object": {
          "pins": [
            {
              "package": "SnapKit",
              "repositoryURL": "https://github.com/SnapKit/SnapKit",
              "state": { "branch": null, "revision": "abc", "version": "5.6.0" }
            }
          ]
        },
        "version": 1
      }
      """
    let cartfile =
      "github \"Alamofire/Alamofire\" \"5.8.0\"\ngit \"https://github.com/onevcat/Kingfisher.git\" \"7.0.0\"\n"
    let podfile =
      "PODS:\n  - GoogleUtilities/Environment (7.12.0):\n    - PromisesObjC (< 3.0, >= 1.2)\n  - GoogleUtilities/Logger (7.12.0)\n"
    let findings = await Self.lint(
      [.sdkWithoutPrivacyManifest],
      [
        ("Info.plist", Self.plist), ("App.xcworkspace/xcshareddata/swiftpm/Package.resolved", resolved),
        ("Cartfile.resolved", cartfile), ("Podfile.lock", podfile),
      ])
    #expect(
      findings == [
        "App.xcworkspace/xcshareddata/swiftpm/Package.resolved:7:66 sdk-without-privacy-manifest",
        "Cartfile.resolved:1:31 sdk-without-privacy-manifest", "Cartfile.resolved:2:50 sdk-without-privacy-manifest",
        "Podfile.lock:2:5 sdk-without-privacy-manifest",
      ])
  }

  @Test("a CocoaPods constraint excludes a version when no release it allows reaches it")
  func constraintExcludes() {
    #expect(VersionOrder.excludes("< 3.0, >= 1.1", atOrAbove: "3.3.0"))
    #expect(VersionOrder.excludes("< 3.0", atOrAbove: "3.0"))
    #expect(!VersionOrder.excludes("< 4.0, >= 1.1", atOrAbove: "3.3.0"))
    #expect(VersionOrder.excludes("~> 2.1", atOrAbove: "3.3.0"))
    #expect(!VersionOrder.excludes("~> 3.1", atOrAbove: "3.3.0"))
    #expect(VersionOrder.excludes("~> 3.1.4", atOrAbove: "3.3.0"))
    #expect(!VersionOrder.excludes("~> 3.3.0", atOrAbove: "3.3.0"))
    #expect(VersionOrder.excludes("~> 2", atOrAbove: "3.3.0"))
    #expect(VersionOrder.excludes("= 2.3.0", atOrAbove: "3.3.0"))
    #expect(VersionOrder.excludes("2.3.0", atOrAbove: "3.3.0"))
    #expect(!VersionOrder.excludes("= 3.3.0", atOrAbove: "3.3.0"))
    #expect(VersionOrder.excludes("<= 3.2.9", atOrAbove: "3.3.0"))
    #expect(!VersionOrder.excludes(">= 1.1", atOrAbove: "3.3.0"))
    #expect(!VersionOrder.excludes("whatever", atOrAbove: "3.3.0"))
  }

  /// smooth-app (Open Food Facts): GTMSessionFetcher 2.3.0, which MLKitCommon and MLKitVision
  /// hold below 3.0 where its first release with a manifest is 3.3.0; the finding names them.
  @Test("an SDK that other pods hold below its first release with a manifest names them")
  func heldBack() async throws {
    let podfile = """
      PODS:
        - GTMSessionFetcher/Core (2.3.0)
        - MLKitCommon (9.0.0):
          - GTMSessionFetcher/Core (< 3.0, >= 1.1)
          - GoogleUtilitiesComponents (~> 1.0)
        - MLKitVision (5.0.0):
          - GTMSessionFetcher/Core (< 3.0, >= 1.1)
          - MLKitCommon (~> 9.0)
        - Other (1.0.0):
          - GTMSessionFetcher/Core (>= 1.1)

      """
    let report = await Linter(rules: [.sdkWithoutPrivacyManifest]).lint(files: [
      SourceFile(path: "Info.plist", text: Self.plist), SourceFile(path: "Podfile.lock", text: podfile),
    ])
    let finding = try #require(report.findings.first)
    #expect(report.findings.count == 1)
    #expect("\(finding.location.path):\(finding.location.line):\(finding.location.column)" == "Podfile.lock:2:5")
    #expect(
      finding.message.hasSuffix(
        "It cannot be updated alone: MLKitCommon 9.0.0 requires GTMSessionFetcher (< 3.0, >= 1.1); MLKitVision 5.0.0 "
          + "requires GTMSessionFetcher (< 3.0, >= 1.1). Update those pods (or what brings them in) to a release that "
          + "allows GTMSessionFetcher 3.3.0 or later, then commit the new Podfile.lock."))
    #expect(
      finding.relatedLocations.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
        "4:7 MLKitCommon 9.0.0 requires GTMSessionFetcher (< 3.0, >= 1.1)",
        "7:7 MLKitVision 5.0.0 requires GTMSessionFetcher (< 3.0, >= 1.1)",
      ])
    // Without a pod that holds it back, the advice is the update itself.
    let alone = await Linter(rules: [.sdkWithoutPrivacyManifest]).lint(files: [
      SourceFile(path: "Info.plist", text: Self.plist),
      SourceFile(
        path: "Podfile.lock",
        text: "PODS:\n  - GTMSessionFetcher/Core (2.3.0)\n  - Other (1.0.0):\n    - GTMSessionFetcher/Core (>= 1.1)\n"),
    ])
    #expect(
      alone.findings.first?.message.hasSuffix(
        "Update GTMSessionFetcher to 3.3.0 or later and commit the new Podfile.lock.") == true)
    #expect(alone.findings.first?.relatedLocations.isEmpty == true)
  }

  @Test("a manifest that is not a property list is reported as malformed, at its line")
  func notAPlist() async {
    let findings = await Self.lint(
      [.malformedFile, .invalidPrivacyManifest], [("App/PrivacyInfo.xcprivacy", "<plist version=\"1.0\">\n<dict>\n")])
    #expect(findings.count == 1)
    #expect(findings.first?.hasPrefix("App/PrivacyInfo.xcprivacy:") == true)
  }

  @Test("the mistakes the examples do not show: a misnamed file, a top value that is not a dictionary, no reasons")
  func otherMistakes() async {
    let empty = """
      <plist version="1.0">
      <dict>
        <key>NSPrivacyAccessedAPITypes</key>
        <array>
          <dict>
            <key>NSPrivacyAccessedAPIType</key>
            <string>NSPrivacyAccessedAPICategoryDiskSpace</string>
            <key>NSPrivacyAccessedAPITypeReasons</key>
            <array/>
          </dict>
          <string>NSPrivacyAccessedAPICategoryUserDefaults</string>
        </array>
      </dict>
      </plist>
      """
    let findings = await Self.lint(
      [.invalidPrivacyManifest],
      [
        ("A/PrivacyInfo.xcprivacy", empty), ("B/Privacy.xcprivacy", "<plist version=\"1.0\">\n<array/>\n</plist>\n"),
      ])
    #expect(
      findings == [
        "A/PrivacyInfo.xcprivacy:9:7 invalid-privacy-manifest", "A/PrivacyInfo.xcprivacy:11:5 invalid-privacy-manifest",
        "B/Privacy.xcprivacy:1:1 invalid-privacy-manifest", "B/Privacy.xcprivacy:2:1 invalid-privacy-manifest",
      ])
  }

  @Test("a pubspec.lock is the lock of the Flutter app's ios/ folder, not of a native app beside it")
  func pubspecLockBelongsToFlutter() async {
    let lock = "packages:\n  wakelock:\n    source: hosted\n    version: \"0.6.2\"\n"
    let findings = await Self.lint(
      [.sdkWithoutPrivacyManifest],
      [("pubspec.lock", lock), ("ios/Runner/Info.plist", Self.plist), ("native/Watch/Info.plist", Self.plist)])
    #expect(findings == ["pubspec.lock:4:14 sdk-without-privacy-manifest"])
  }

  /// A Firebase app's Podfile.lock: every Firebase pod carries the firebase-ios-sdk release,
  /// whose first with manifests is 10.22.0; nanopb's pod numbers 0.3.9.10 as 2.30910.0, which
  /// FirebaseMessaging allows from 10.22.0 on (10.21.0 requires `< 2.30910.0`).
  static func firebasePodfile(firebase: String, nanopb: String, hermes: Bool = false) -> String {
    let bound = VersionOrder.isBelow(firebase, "10.22.0") ? "2.30910.0" : "2.30911.0"
    return
      """
      PODS:
        - FirebaseCore (\(firebase)):
          - FirebaseCoreInternal (~> 10.0)
        - FirebaseCoreInternal (\(firebase))
        - FirebaseMessaging (\(firebase)):
          - FirebaseCore (~> 10.0)
          - nanopb (< \(bound), >= 2.30908.0)
        - nanopb (\(nanopb)):
          - nanopb/decode (= \(nanopb))
        - nanopb/decode (\(nanopb))
      \(hermes ? "  - hermes-engine (0.73.6)\n" : "")

      """
  }

  static func sdkFindings(_ podfile: String) async -> [Finding] {
    await Linter(rules: [.sdkWithoutPrivacyManifest]).lint(files: [
      SourceFile(path: "ios/Runner/Info.plist", text: Self.plist), SourceFile(path: "ios/Podfile.lock", text: podfile),
    ]).findings
  }

  @Test("Firebase pods below 10.22.0 and nanopb below 2.30910.0 are warnings at their lock lines")
  func firebaseBelowFirstManifest() async {
    let findings = await Self.sdkFindings(Self.firebasePodfile(firebase: "10.21.0", nanopb: "2.30909.1"))
    #expect(
      findings.map { "\($0.location.path):\($0.location.line):\($0.location.column) \($0.ruleID)" } == [
        "ios/Podfile.lock:2:5 sdk-without-privacy-manifest", "ios/Podfile.lock:4:5 sdk-without-privacy-manifest",
        "ios/Podfile.lock:5:5 sdk-without-privacy-manifest", "ios/Podfile.lock:8:5 sdk-without-privacy-manifest",
      ])
    // A new app, or an update that adds them, is refused; an app that shipped them before is
    // not asked, and the tree does not say which.
    #expect(findings.allSatisfy { $0.severity == .warning })
    #expect(
      findings.first?.message
        == "FirebaseCore 10.21.0 is on Apple's list of SDKs that must ship a privacy manifest, and its first release "
        + "that ships one is 10.22.0; App Store Connect refuses a new app with it, or an update that adds it, with "
        + "ITMS-91061 (Missing privacy manifest) since 2025-02-12. Update FirebaseCore to 10.22.0 or later and commit the new Podfile.lock."
    )
    #expect(
      findings.last?.message
        == "nanopb 2.30909.1 is on Apple's list of SDKs that must ship a privacy manifest, and its first release "
        + "that ships one is 2.30910.0; App Store Connect refuses a new app with it, or an update that adds it, with "
        + "ITMS-91061 (Missing privacy manifest) since 2025-02-12. It cannot be updated alone: FirebaseMessaging 10.21.0 requires nanopb (< 2.30910.0, "
        + ">= 2.30908.0). Update FirebaseMessaging (or what brings it in) to a release that allows nanopb 2.30910.0 or "
        + "later, then commit the new Podfile.lock.")
  }

  @Test("Firebase 10.22.0 with nanopb 2.30910.0 ships every manifest: nothing to say, not even the note")
  func firebaseAtFirstManifest() async {
    #expect(await Self.sdkFindings(Self.firebasePodfile(firebase: "10.22.0", nanopb: "2.30910.0")).isEmpty)
    #expect(await Self.sdkFindings(Self.firebasePodfile(firebase: "11.6.0", nanopb: "3.30910.0")).isEmpty)
  }

  /// smooth-app (Open Food Facts): the note listed FirebaseCore 11.x and nanopb among the SDKs
  /// whose first release with a manifest was unknown.
  @Test("the unknown-first-release note no longer names Firebase pods or nanopb")
  func unknownNoteLeavesFirebaseOut() async throws {
    let findings = await Self.sdkFindings(Self.firebasePodfile(firebase: "11.6.0", nanopb: "3.30910.0", hermes: true))
    let note = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(note.ruleID == "sdk-without-privacy-manifest")
    #expect(note.severity == .note)
    #expect("\(note.location.path):\(note.location.line):\(note.location.column)" == "ios/Podfile.lock:11:5")
    #expect(
      note.message
        == "On Apple's list of SDKs that must ship their own privacy manifest (ITMS-91061): hermes-engine 0.73.6. "
        + "permlint does not know from which release each ships one: check that the version you lock includes "
        + "PrivacyInfo.xcprivacy (its release notes, or its folder under Pods/ or the package's ios/ folder).")
  }
}
