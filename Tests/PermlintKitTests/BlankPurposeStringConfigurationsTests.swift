@_spi(Testing) import PermlintKit
import Testing

/// A purpose string left blank by an `INFOPLIST_KEY_` build setting in every configuration
/// of a target is one mistake (found judging mlemgroup/mlem, 83702b6: Debug and Release gave
/// two errors for one key).
@Suite("missing-purpose-string: one finding per blank build setting, whatever the configurations")
struct BlankPurposeStringConfigurationsTests {
  /// An app target with a Debug and a Release configuration, each with its own settings.
  static func project(debug: String, release: String) -> String {
    """
    // !$*UTF8*$!
    {
      objects = {
        A1 = { isa = PBXProject; buildConfigurationList = A2; knownRegions = (en, Base); targets = (A3); };
        A2 = { isa = XCConfigurationList; buildConfigurations = (A4); };
        A3 = { isa = PBXNativeTarget; buildConfigurationList = A5; name = App; productType = "com.apple.product-type.application"; };
        A4 = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 15.0; }; name = Release; };
        A5 = { isa = XCConfigurationList; buildConfigurations = (A6, A7); };
        A6 = {
          isa = XCBuildConfiguration;
          buildSettings = {
            GENERATE_INFOPLIST_FILE = YES;
            \(debug)
          };
          name = Debug;
        };
        A7 = {
          isa = XCBuildConfiguration;
          buildSettings = {
            GENERATE_INFOPLIST_FILE = YES;
            \(release)
          };
          name = Release;
        };
      };
      rootObject = A1;
    }

    """
  }

  static let blank = "INFOPLIST_KEY_NSCameraUsageDescription = \"\";"
  static let message =
    "NSCameraUsageDescription is empty; iOS shows this text in the permission prompt, which then gives users no "
    + "reason, and App Store Connect flags it (ITMS-90738, invalid purpose string value) when it processes the "
    + "upload. Say what the app does with camera."

  static func findings(debug: String, release: String) async -> [Finding] {
    let report = await Linter(rules: [.missingPurposeString]).lint(files: [
      SourceFile(path: "App.xcodeproj/project.pbxproj", text: project(debug: debug, release: release))
    ])
    return report.findings
  }

  @Test("blank in Debug and Release: one error at Release, Debug related")
  func bothConfigurations() async throws {
    let findings = await Self.findings(debug: Self.blank, release: Self.blank)
    #expect(
      findings.map { "\($0.location.line):\($0.location.column) \($0.ruleID): \($0.message)" } == [
        "21:50 missing-purpose-string: " + Self.message
      ])
    let related = try #require(findings.first).relatedLocations
    #expect(
      related.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
        "13:50 blank in the Debug configuration too"
      ])
  }

  @Test("blank in Debug only: one error there, nothing related")
  func debugOnly() async {
    let findings = await Self.findings(
      debug: Self.blank, release: "INFOPLIST_KEY_NSCameraUsageDescription = \"Scans the receipts you file.\";")
    #expect(findings.map { "\($0.location.line):\($0.location.column) \($0.message)" } == ["13:50 " + Self.message])
    #expect(findings.first?.relatedLocations.isEmpty == true)
  }

  @Test("set in both: no finding")
  func neither() async {
    let value = "INFOPLIST_KEY_NSCameraUsageDescription = \"Scans the receipts you file.\";"
    #expect(await Self.findings(debug: value, release: value).isEmpty)
  }
}
