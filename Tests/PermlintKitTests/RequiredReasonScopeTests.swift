@_spi(Testing) import PermlintKit
import Testing

/// missing-required-reason judges the code that ships in an app on a platform where Apple
/// requires the reasons (found judging localsend af0416b and invoiceninja's admin-portal
/// 8062696: two false errors on macOS code, one in a file no target compiles).
@Suite("missing-required-reason: macOS apps and files no target compiles")
struct RequiredReasonScopeTests {
  static let code =
    "import Foundation\nfunc shared() -> String? {\n  UserDefaults(suiteName: \"group.x\")?.string(forKey: \"k\")\n}\n"

  static let message =
    "UserDefaults is one of Apple's user defaults APIs, and the app has no PrivacyInfo.xcprivacy to declare it;"

  static func lint(_ files: [(String, String)]) async -> [String] {
    await PurposeStringPrecisionTests.lint([.missingRequiredReason], files).map {
      String($0.prefix(while: { $0 != ";" })) + ";"
    }
  }

  @Test("a Flutter app's macos/ folder is not judged; its ios/ folder is")
  func macOSFolder() async {
    let plist = PurposeStringPrecisionTests.plist([("CFBundleName", "Demo")])
    #expect(await Self.lint([("macos/Runner/Info.plist", plist), ("macos/Runner/Store.swift", Self.code)]) == [])
    #expect(
      await Self.lint([("ios/Runner/Info.plist", plist), ("ios/Runner/Store.swift", Self.code)]) == [
        "ios/Runner/Store.swift:3:3 missing-required-reason: " + Self.message
      ])
  }

  /// An iOS project whose Runner target compiles `AppDelegate.swift`, and, when `built`,
  /// `Widget/Widget.swift`, which its group lists either way.
  static func project(built: Bool) -> String {
    let widgetBuild = built ? "B2 = {isa = PBXBuildFile; fileRef = F2; };\n" : ""
    let phaseFiles = built ? "B1, B2" : "B1"
    return """
      // !$*UTF8*$!
      {
        objects = {
          B1 = {isa = PBXBuildFile; fileRef = F1; };
          \(widgetBuild)F1 = {isa = PBXFileReference; path = AppDelegate.swift; sourceTree = "<group>"; };
          F2 = {isa = PBXFileReference; path = Widget.swift; sourceTree = "<group>"; };
          F3 = {isa = PBXFileReference; path = Info.plist; sourceTree = "<group>"; };
          G0 = {isa = PBXGroup; children = (G1, G2); sourceTree = "<group>"; };
          G1 = {isa = PBXGroup; children = (F1, F3); path = Runner; sourceTree = "<group>"; };
          G2 = {isa = PBXGroup; children = (F2); path = Widget; sourceTree = "<group>"; };
          S1 = {isa = PBXSourcesBuildPhase; files = (\(phaseFiles)); };
          T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1); name = Runner; productType = "com.apple.product-type.application"; };
          P1 = {isa = PBXProject; buildConfigurationList = L2; mainGroup = G0; targets = (T1); };
          C1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = Runner/Info.plist; SDKROOT = iphoneos; }; name = Release; };
          C2 = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
          L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
          L2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
        };
        rootObject = P1;
      }

      """
  }

  @Test("a file the project lists but no target compiles holds no shipped code")
  func uncompiledFile() async {
    let plist = PurposeStringPrecisionTests.plist([("CFBundleName", "Demo")])
    func files(built: Bool) -> [(String, String)] {
      [
        ("ios/Runner.xcodeproj/project.pbxproj", Self.project(built: built)), ("ios/Runner/Info.plist", plist),
        ("ios/Runner/AppDelegate.swift", "import UIKit\n"), ("ios/Widget/Widget.swift", Self.code),
      ]
    }
    #expect(await Self.lint(files(built: false)) == [])
    #expect(
      await Self.lint(files(built: true)) == ["ios/Widget/Widget.swift:3:3 missing-required-reason: " + Self.message])
  }
}
