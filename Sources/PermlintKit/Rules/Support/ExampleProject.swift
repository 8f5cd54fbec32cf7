#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Builds the small `project.pbxproj` files that rule examples use: one app target with one
/// Release configuration, as Xcode writes them, minus the objects permlint does not read.
enum ExampleProject {
  /// A project whose app target has `targetSettings` and whose project level has
  /// `projectSettings`; each setting is one line such as `SDKROOT = iphoneos;`.
  static func pbxproj(
    targetSettings: [String],
    projectSettings: [String] = ["IPHONEOS_DEPLOYMENT_TARGET = 15.0;", "SDKROOT = iphoneos;"],
    target: String = "App"
  ) -> String {
    func settings(_ lines: [String]) -> String {
      lines.map { "        \($0)" }.joined(separator: "\n")
    }
    return """
      // !$*UTF8*$!
      {
        archiveVersion = 1;
        objectVersion = 56;
        objects = {
          A1 /* Project object */ = {
            isa = PBXProject;
            buildConfigurationList = A2;
            developmentRegion = en;
            knownRegions = (en, Base);
            targets = (A3);
          };
          A2 = { isa = XCConfigurationList; buildConfigurations = (A4); };
          A3 /* \(target) */ = {
            isa = PBXNativeTarget;
            buildConfigurationList = A5;
            name = \(target);
            productType = "com.apple.product-type.application";
          };
          A4 /* Release */ = {
            isa = XCBuildConfiguration;
            buildSettings = {
      \(settings(projectSettings))
            };
            name = Release;
          };
          A5 = { isa = XCConfigurationList; buildConfigurations = (A6); };
          A6 /* Release */ = {
            isa = XCBuildConfiguration;
            buildSettings = {
      \(settings(targetSettings))
            };
            name = Release;
          };
        };
        rootObject = A1;
      }
      """
  }
}
