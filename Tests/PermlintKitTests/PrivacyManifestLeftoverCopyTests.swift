@_spi(Testing) import PermlintKit
import Testing

/// A privacy manifest no target copies, beside the one the app target copies (ZeusLN/zeus
/// f39a8ee52 keeps `ios/PrivacyInfo.xcprivacy` beside the bundled `ios/zeus/…`): adding the
/// stray one to the target would put two PrivacyInfo.xcprivacy files in one bundle, which
/// fails the build, so it is judged against the bundled one.
@Suite("privacy-manifest-not-bundled: a leftover copy beside the bundled manifest")
struct PrivacyManifestLeftoverCopyTests {
  /// A project whose App target copies `ios/App/PrivacyInfo.xcprivacy` when `bundled`, and
  /// whose AppTests bundle copies it when `testBundled`; `ios/PrivacyInfo.xcprivacy` is in a
  /// group of the project and no target copies it.
  static func project(bundled: Bool, testBundled: Bool = false) -> String {
    """
    // !$*UTF8*$!
    {
      objects = {
        P = { isa = PBXProject; buildConfigurationList = PL; mainGroup = G; targets = (T, U); };
        G = { isa = PBXGroup; children = (A, S); sourceTree = "<group>"; };
        A = { isa = PBXGroup; children = (F1, F2); path = App; sourceTree = "<group>"; };
        F1 = { isa = PBXFileReference; path = Assets.xcassets; sourceTree = "<group>"; };
        F2 = { isa = PBXFileReference; path = PrivacyInfo.xcprivacy; sourceTree = "<group>"; };
        S = { isa = PBXFileReference; path = PrivacyInfo.xcprivacy; sourceTree = "<group>"; };
        B1 = { isa = PBXBuildFile; fileRef = F1; };
        B2 = { isa = PBXBuildFile; fileRef = F2; };
        B3 = { isa = PBXBuildFile; fileRef = F2; };
        PL = { isa = XCConfigurationList; buildConfigurations = (PC); };
        PC = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Release; };
        T = { isa = PBXNativeTarget; buildConfigurationList = TL; buildPhases = (RP); name = App; productType = "com.apple.product-type.application"; };
        RP = { isa = PBXResourcesBuildPhase; files = (B1\(bundled ? ", B2" : "")); };
        TL = { isa = XCConfigurationList; buildConfigurations = (TC); };
        TC = { isa = XCBuildConfiguration; buildSettings = { INFOPLIST_FILE = App/Info.plist; }; name = Release; };
        U = { isa = PBXNativeTarget; buildConfigurationList = UL; buildPhases = (UP); name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; };
        UP = { isa = PBXResourcesBuildPhase; files = (\(testBundled ? "B3" : "")); };
        UL = { isa = XCConfigurationList; buildConfigurations = (UC); };
        UC = { isa = XCBuildConfiguration; buildSettings = { PRODUCT_NAME = AppTests; }; name = Release; };
      };
      rootObject = P;
    }

    """
  }

  /// A manifest of `body`, the entries of its top dictionary.
  static func manifest(_ body: String) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\(body)</dict>\n</plist>\n"
  }

  /// `NSPrivacyAccessedAPITypes` of `categories`, each with its reasons.
  static func accessed(_ categories: [(String, [String])]) -> String {
    let items = categories.map { category, reasons in
      "    <dict>\n      <key>NSPrivacyAccessedAPIType</key>\n      <string>\(category)</string>\n"
        + "      <key>NSPrivacyAccessedAPITypeReasons</key>\n      <array>"
        + reasons.map { "<string>\($0)</string>" }.joined() + "</array>\n    </dict>\n"
    }
    return "  <key>NSPrivacyAccessedAPITypes</key>\n  <array>\n\(items.joined())  </array>\n"
  }

  /// `NSPrivacyCollectedDataTypes` of one email address, collected for `purposes`.
  static func collectsEmail(linked: Bool, purposes: [String]) -> String {
    "  <key>NSPrivacyCollectedDataTypes</key>\n  <array>\n    <dict>\n"
      + "      <key>NSPrivacyCollectedDataType</key>\n      <string>NSPrivacyCollectedDataTypeEmailAddress</string>\n"
      + "      <key>NSPrivacyCollectedDataTypeLinked</key>\n      <\(linked)/>\n"
      + "      <key>NSPrivacyCollectedDataTypeTracking</key>\n      <false/>\n"
      + "      <key>NSPrivacyCollectedDataTypePurposes</key>\n      <array>"
      + purposes.map { "<string>\($0)</string>" }.joined() + "</array>\n    </dict>\n  </array>\n"
  }

  static let stray: [(String, [String])] = [
    ("NSPrivacyAccessedAPICategoryFileTimestamp", ["C617.1"]),
    ("NSPrivacyAccessedAPICategoryUserDefaults", ["CA92.1"]),
  ]

  /// The rule's findings, as `path:line:column severity rule: message`.
  static func lint(stray: String, bundled: String, project: String = Self.project(bundled: true)) async -> [String] {
    let files = [
      ("ios/App.xcodeproj/project.pbxproj", project),
      ("ios/App/Info.plist", PurposeStringPrecisionTests.plist([("CFBundleIdentifier", "com.example.app")])),
      ("ios/App/PrivacyInfo.xcprivacy", bundled),
      ("ios/PrivacyInfo.xcprivacy", stray),
    ]
    let report = await Linter(rules: [.privacyManifestNotBundled]).lint(
      files: files.map { SourceFile(path: $0.0, text: $0.1) })
    return report.findings.map {
      "\($0.location.path):\($0.location.line):\($0.location.column) \($0.severity.rawValue) \($0.ruleID): \($0.message)"
    }
  }

  @Test("a stray copy whose every declaration the bundled manifest makes is a note to delete it")
  func leftoverCopy() async {
    // The bundled manifest declares more reasons, in another order, and a category more.
    let bundled = Self.manifest(
      Self.accessed([
        ("NSPrivacyAccessedAPICategoryUserDefaults", ["CA92.1"]),
        ("NSPrivacyAccessedAPICategoryFileTimestamp", ["3B52.1", "C617.1"]),
        ("NSPrivacyAccessedAPICategoryDiskSpace", ["E174.1"]),
      ]) + "  <key>NSPrivacyTracking</key>\n  <false/>\n")
    let stray = Self.manifest(Self.accessed(Self.stray) + "  <key>NSPrivacyTracking</key>\n  <false/>\n")
    // A note rather than nothing: the copy ships nowhere, and whoever edits it to declare a
    // new reason changes nothing in the upload.
    #expect(
      await Self.lint(stray: stray, bundled: bundled) == [
        "ios/PrivacyInfo.xcprivacy:1:1 note privacy-manifest-not-bundled: No target copies this privacy manifest, but "
          + "ios/App/PrivacyInfo.xcprivacy, which the App target copies, already declares all it does: this is a "
          + "leftover copy that ships in no product, and an edit to it would not reach the upload. Delete it."
      ])
  }

  @Test("a stray copy that declares a reason the bundled manifest lacks names it, to move into the bundled one")
  func declaresMore() async {
    let bundled = Self.manifest(
      Self.accessed([
        ("NSPrivacyAccessedAPICategoryFileTimestamp", ["C617.1"]),
        ("NSPrivacyAccessedAPICategoryUserDefaults", ["CA92.1"]),
      ]))
    let stray = Self.manifest(
      Self.accessed([
        ("NSPrivacyAccessedAPICategoryFileTimestamp", ["C617.1", "0A2A.1"]),
        ("NSPrivacyAccessedAPICategoryUserDefaults", ["CA92.1"]),
        ("NSPrivacyAccessedAPICategorySystemBootTime", ["35F9.1"]),
      ]))
    #expect(
      await Self.lint(stray: stray, bundled: bundled) == [
        "ios/PrivacyInfo.xcprivacy:1:1 warning privacy-manifest-not-bundled: No target of ios/App.xcodeproj/project.pbxproj "
          + "copies this privacy manifest into its bundle, and ios/App/PrivacyInfo.xcprivacy, which the App target "
          + "copies, does not declare NSPrivacyAccessedAPICategoryFileTimestamp (0A2A.1), "
          + "NSPrivacyAccessedAPICategorySystemBootTime (35F9.1): those declarations are not in the upload. Move them "
          + "into ios/App/PrivacyInfo.xcprivacy and delete this file; adding it to the target as well would put two "
          + "PrivacyInfo.xcprivacy files in one bundle, which fails the build (\"Multiple commands produce\")."
      ])
  }

  @Test(
    "tracking, its domains and collected data count too: the bundled manifest must declare them at least as broadly",
    arguments: [
      // Tracking the bundled manifest does not declare, with its domain.
      (
        "  <key>NSPrivacyTracking</key>\n  <true/>\n  <key>NSPrivacyTrackingDomains</key>\n"
          + "  <array><string>ads.example.com</string></array>\n",
        "  <key>NSPrivacyTracking</key>\n  <false/>\n",
        "NSPrivacyTracking true, tracking domain ads.example.com"
      ),
      // A data type the bundled manifest collects unlinked, for fewer purposes.
      (
        Self.collectsEmail(
          linked: true,
          purposes: ["NSPrivacyCollectedDataTypePurposeAppFunctionality", "NSPrivacyCollectedDataTypePurposeAnalytics"]
        ),
        Self.collectsEmail(linked: false, purposes: ["NSPrivacyCollectedDataTypePurposeAppFunctionality"]),
        "NSPrivacyCollectedDataTypeEmailAddress (NSPrivacyCollectedDataTypeLinked true, "
          + "NSPrivacyCollectedDataTypePurposeAnalytics)"
      ),
      // A data type the bundled manifest does not collect at all.
      (
        Self.collectsEmail(linked: false, purposes: ["NSPrivacyCollectedDataTypePurposeAppFunctionality"]), "",
        "NSPrivacyCollectedDataTypeEmailAddress"
      ),
    ])
  func otherDeclarations(_ stray: String, _ bundled: String, _ missing: String) async {
    let findings = await Self.lint(stray: Self.manifest(stray), bundled: Self.manifest(bundled))
    #expect(
      findings == [
        "ios/PrivacyInfo.xcprivacy:1:1 warning privacy-manifest-not-bundled: No target of ios/App.xcodeproj/project.pbxproj "
          + "copies this privacy manifest into its bundle, and ios/App/PrivacyInfo.xcprivacy, which the App target "
          + "copies, does not declare \(missing): those declarations are not in the upload. Move them into "
          + "ios/App/PrivacyInfo.xcprivacy and delete this file; adding it to the target as well would put two "
          + "PrivacyInfo.xcprivacy files in one bundle, which fails the build (\"Multiple commands produce\")."
      ])
    // Declaring more than the stray copy does, the bundled manifest covers it the other way round.
    let reversed = await Self.lint(stray: Self.manifest(bundled), bundled: Self.manifest(stray))
    #expect(reversed.count == 1)
    #expect(reversed.allSatisfy { $0.hasPrefix("ios/PrivacyInfo.xcprivacy:1:1 note ") }, "\(reversed)")
  }

  @Test(
    "without a manifest any shipped target copies (none, or only a test bundle's), the warning is today's",
    arguments: [false, true])
  func noBundledManifest(_ testBundled: Bool) async {
    let manifest = Self.manifest(Self.accessed(Self.stray))
    let warning =
      ":1:1 warning privacy-manifest-not-bundled: No target of ios/App.xcodeproj/project.pbxproj copies this "
      + "privacy manifest into its bundle, so it ships in no product and the reasons it declares are not in the "
      + "upload: add it to the app target's Copy Bundle Resources phase (Target Membership in Xcode)."
    // The test bundle copies ios/App's manifest, which is then in a bundle (not reported), but
    // not in the upload: it does not make the stray one a leftover copy.
    let expected =
      (testBundled ? [] : ["ios/App/PrivacyInfo.xcprivacy" + warning]) + ["ios/PrivacyInfo.xcprivacy" + warning]
    #expect(
      await Self.lint(
        stray: manifest, bundled: manifest, project: Self.project(bundled: false, testBundled: testBundled))
        == expected)
  }
}
