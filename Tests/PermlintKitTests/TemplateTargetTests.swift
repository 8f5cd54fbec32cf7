@_spi(Testing) import PermlintKit
import Testing

/// A target React Native's old template left (found judging ZeusLN/zeus f39a8ee52: its
/// `zeus-tvOS` target, bundle identifier `com.facebook.REACT.zeus-tvOS`, keeps the template's
/// Info.plist with an empty location purpose string, and was an error for a product no store
/// gets).
@Suite("Targets React Native's old template left: a note, not linted")
struct TemplateTargetTests {
  /// An iOS app target and a tvOS target, each with its Info.plist and bundle identifier.
  static func project(tvOSIdentifier: String) -> String {
    """
    // !$*UTF8*$!
    {
      objects = {
        A1 = { isa = PBXProject; buildConfigurationList = A2; knownRegions = (en, Base); targets = (A3, B3); };
        A2 = { isa = XCConfigurationList; buildConfigurations = (A4); };
        A3 = { isa = PBXNativeTarget; buildConfigurationList = A5; name = Wallet; productType = "com.apple.product-type.application"; };
        A4 = { isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 15.0; }; name = Release; };
        A5 = { isa = XCConfigurationList; buildConfigurations = (A6); };
        A6 = {
          isa = XCBuildConfiguration;
          buildSettings = { INFOPLIST_FILE = Wallet/Info.plist; PRODUCT_BUNDLE_IDENTIFIER = com.example.wallet; SDKROOT = iphoneos; };
          name = Release;
        };
        B3 = { isa = PBXNativeTarget; buildConfigurationList = B5; name = "Wallet-tvOS"; productType = "com.apple.product-type.application"; };
        B5 = { isa = XCConfigurationList; buildConfigurations = (B6); };
        B6 = {
          isa = XCBuildConfiguration;
          buildSettings = { INFOPLIST_FILE = "Wallet-tvOS/Info.plist"; PRODUCT_BUNDLE_IDENTIFIER = "\(tvOSIdentifier)"; SDKROOT = appletvos; };
          name = Release;
        };
      };
      rootObject = A1;
    }

    """
  }

  static func report(tvOSIdentifier: String) async -> LintReport {
    let plist = { (value: String) in
      PurposeStringPrecisionTests.plist([("NSLocationWhenInUseUsageDescription", value)])
    }
    return await Linter(rules: [.missingPurposeString]).lint(files: [
      SourceFile(path: "ios/Wallet.xcodeproj/project.pbxproj", text: project(tvOSIdentifier: tvOSIdentifier)),
      SourceFile(path: "ios/Wallet/Info.plist", text: plist("Shows the shops near you that take the card.")),
      SourceFile(path: "ios/Wallet-tvOS/Info.plist", text: plist("")),
    ])
  }

  @Test("the template's tvOS target: its empty purpose string is no error; one note names the target")
  func template() async {
    let report = await Self.report(tvOSIdentifier: "com.facebook.REACT.$(PRODUCT_NAME:rfc1034identifier)")
    #expect(report.findings.isEmpty)
    #expect(
      report.notifications.map { "\($0.path) \($0.severity): \($0.message)" } == [
        "ios/Wallet-tvOS/Info.plist note: target 'Wallet-tvOS' in ios/Wallet.xcodeproj/project.pbxproj is React "
          + "Native's old project template's (bundle identifier com.facebook.REACT.Wallet-tvOS): an app ships no "
          + "target under that identifier, so it is not linted; delete the target, or give it the app's own bundle "
          + "identifier to have it linted."
      ])
  }

  @Test("a tvOS target with the app's own identifier is linted: the error stays")
  func ownIdentifier() async {
    let report = await Self.report(tvOSIdentifier: "com.example.wallet.tv")
    #expect(
      report.findings.map { "\($0.location) \($0.ruleID) \($0.severity)" } == [
        "ios/Wallet-tvOS/Info.plist:4:3 missing-purpose-string error"
      ])
    #expect(report.notifications.isEmpty)
  }
}
