import Foundation
import PermlintTestSupport
import Testing

@_spi(Testing) @testable import PermlintKit

/// The parts of the iOS source-versus-build comparison (`build-differs-from-source`) that the
/// end-to-end fixture does not show one by one.
@Suite("Apple builds against their sources")
struct AppleBuildComparisonTests {
  @Test(
    "a source text matches the built one with its build variables expanded, case and spacing aside",
    arguments: [
      ("$(PRODUCT_NAME) scans receipts.", "Demo scans receipts.", true),
      ("Allow ${PRODUCT_NAME} to scan receipts.", "allow  Demo Pro to scan receipts.", true),
      ("Scans receipts for $(PRODUCT_NAME)", "Scans receipts for Demo", true),
      ("$(A) and $(B:rfc1034identifier)", "x and y", true),
      ("Scans receipts.", "Scans receipts.", true),
      ("Scans receipts.", "Uses your camera.", false),
      ("$(PRODUCT_NAME) scans receipts.", "Demo uses your camera.", false),
      ("Scans $(X) receipts.", "Scans receipts", false),
    ])
  func textMatch(_ source: String, _ built: String, _ matches: Bool) {
    #expect(BuiltTextMatch.matches(source: source, built: built) == matches)
  }

  @Test("a target's names: PRODUCT_NAME (the target's by default) and the bundle identifier it expands")
  func names() {
    var names = BuiltBundleNames()
    names.record(
      target: "Widget", productName: "$(TARGET_NAME)", bundleIdentifier: "org.demo.$(PRODUCT_NAME:rfc1034identifier)")
    names.record(target: "Widget", productName: nil, bundleIdentifier: "$(BASE_ID).widget")
    #expect(names.productNames == ["Widget"])
    #expect(names.bundleIdentifiers == ["org.demo.Widget"])
    var spaced = BuiltBundleNames()
    spaced.record(target: "My App", productName: nil, bundleIdentifier: "org.demo.$(PRODUCT_NAME:rfc1034identifier)")
    #expect(spaced.bundleIdentifiers == ["org.demo.My-App"])
  }

  static let project = """
    // !$*UTF8*$!
    {
      objects = {
        P1 = { isa = PBXProject; buildConfigurationList = PL; targets = (T1, T2); };
        PL = { isa = XCConfigurationList; buildConfigurations = (PR); };
        PR = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Release; };
        T1 = { isa = PBXNativeTarget; buildConfigurationList = T1L; name = Scanner;
          productType = "com.apple.product-type.application"; };
        T1L = { isa = XCConfigurationList; buildConfigurations = (T1R); };
        T1R = { isa = XCBuildConfiguration; buildSettings = {
          INFOPLIST_FILE = Scanner/Info.plist; PRODUCT_BUNDLE_IDENTIFIER = org.demo.scanner; }; name = Release; };
        T2 = { isa = PBXNativeTarget; buildConfigurationList = T2L; name = Scanner2;
          productType = "com.apple.product-type.application"; };
        T2L = { isa = XCConfigurationList; buildConfigurations = (T2R); };
        T2R = { isa = XCBuildConfiguration; buildSettings = {
          INFOPLIST_FILE = Scanner2/Info.plist; PRODUCT_BUNDLE_IDENTIFIER = org.demo.scanner2; }; name = Release; };
      };
      rootObject = P1;
    }
    """

  static func plist(_ entries: [(String, String)]) -> String {
    "<plist version=\"1.0\"><dict>\n"
      + entries.map { "<key>\($0.0)</key><string>\($0.1)</string>\n" }.joined() + "</dict></plist>\n"
  }

  @Test("a key the build has that another target declares names that target; joined by product name")
  func anotherTarget() async {
    let report = await Linter().lint(files: [
      SourceFile(path: "Scanner.xcodeproj/project.pbxproj", text: Self.project),
      SourceFile(path: "Scanner/Info.plist", text: Self.plist([("NSCameraUsageDescription", "Scans receipts.")])),
      SourceFile(
        path: "Scanner2/Info.plist",
        text: Self.plist([("NSCameraUsageDescription", "Scans receipts."), ("NSMicrophoneUsageDescription", "Notes.")])),
      // Built by hand: no CFBundleIdentifier, so it is joined by its folder's name.
      SourceFile(
        path: "Build/Scanner.app/Info.plist",
        text: Self.plist([("NSCameraUsageDescription", "Scans receipts."), ("NSMicrophoneUsageDescription", "Notes.")])),
    ])
    let findings = report.findings.filter { $0.ruleID == "build-differs-from-source" }
    #expect(findings.map { "\($0.location) \($0.severity)" } == ["Build/Scanner.app/Info.plist:3:1 note"])
    #expect(
      findings.first?.message.contains(
        "target 'Scanner2' in Scanner.xcodeproj/project.pbxproj declares it (Scanner2/Info.plist:3:1): the build "
          + "may have been made from that target") == true)
    #expect(findings.first?.relatedLocations.map { "\($0.location)" } == ["Scanner2/Info.plist:3:1"])
  }

  @Test("a product name does not join a build whose bundle identifier another app has (two Flutter Runners)")
  func identifierKeepsAppsApart() async {
    let report = await Linter().lint(files: [
      SourceFile(path: "Scanner.xcodeproj/project.pbxproj", text: Self.project),
      SourceFile(path: "Scanner/Info.plist", text: Self.plist([("NSCameraUsageDescription", "Scans receipts.")])),
      SourceFile(
        path: "Build/Scanner.app/Info.plist",
        text: Self.plist([("CFBundleIdentifier", "org.other.scanner"), ("NSContactsUsageDescription", "Friends.")])),
    ])
    #expect(!report.findings.contains { $0.ruleID == "build-differs-from-source" })
  }
}
