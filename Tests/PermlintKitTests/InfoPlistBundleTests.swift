import Testing

@_spi(Testing) @testable import PermlintKit

/// How an app's Info.plist keys are gathered from Info.plists, projects and xcconfig files.
@Suite("Info.plist bundles")
struct InfoPlistBundleTests {
  /// An app target whose Info.plist (at `infoPlistFile`) asks for the camera and whose build
  /// settings add a microphone purpose string.
  static func cameraPlistWithMicrophoneSetting(infoPlistFile: String) -> [(String, String)] {
    [
      (
        "ios/App.xcodeproj/project.pbxproj",
        ExampleProject.pbxproj(targetSettings: [
          "INFOPLIST_FILE = \(infoPlistFile);", "GENERATE_INFOPLIST_FILE = YES;",
          "INFOPLIST_KEY_NSMicrophoneUsageDescription = \"Record a voice note.\";",
        ])
      ),
      ("ios/App/Info.plist", TestDocuments.cameraPlist),
    ]
  }

  @Test("a target's Info.plist and its build settings form one bundle, with the Info.plist first")
  func targetMergesPlistAndSettings() throws {
    let apps = TestDocuments.apps(Self.cameraPlistWithMicrophoneSetting(infoPlistFile: #""$(SRCROOT)/App/Info.plist""#))
    // The project directory holds one app, even without a feature map.
    #expect(apps.count == 1)
    let bundle = try #require(apps.first?.mainBundle)
    #expect(bundle.plist?.path == "ios/App/Info.plist")
    #expect(bundle.target?.name == "App")
    #expect(bundle.declarations.map(\.key) == ["NSCameraUsageDescription", "NSMicrophoneUsageDescription"])
    let microphone = try #require(bundle.declaration("NSMicrophoneUsageDescription"))
    #expect(microphone.source == .buildSetting(configuration: "Release"))
    #expect(microphone.value.string == "Record a voice note.")
    #expect(
      microphone.keyLocation
        == PermlintKit.FileLocation(path: "ios/App.xcodeproj/project.pbxproj", line: 34, column: 9))
    #expect(apps.first?.bundles.count == 1, "the Info.plist a target names is not a bundle of its own")
    #expect(apps.first?.deploymentTarget?.value == "15.0")
  }

  @Test("GENERATE_INFOPLIST_FILE = NO makes Xcode ignore INFOPLIST_KEY_ settings")
  func generateOff() throws {
    let apps = TestDocuments.apps([
      (
        "App.xcodeproj/project.pbxproj",
        ExampleProject.pbxproj(targetSettings: [
          "GENERATE_INFOPLIST_FILE = NO;", "INFOPLIST_KEY_NSCameraUsageDescription = \"Scan receipts.\";",
        ])
      )
    ])
    #expect(apps.first?.mainBundle?.declares("NSCameraUsageDescription") == false)
    #expect(apps.first?.mainBundle?.ignoredDeclarations.map(\.key) == ["NSCameraUsageDescription"])
  }

  @Test("settings layer as in Xcode: project xcconfig < project < target xcconfig (after its includes) < target")
  func layering() throws {
    let project = ExampleProject.pbxproj(
      targetSettings: ["INFOPLIST_KEY_NSCameraUsageDescription = \"From the target.\";"],
      projectSettings: [
        "INFOPLIST_KEY_NSCameraUsageDescription = \"From the project.\";",
        "INFOPLIST_KEY_NSMicrophoneUsageDescription = \"From the project.\";",
      ]
    ).replacing(
      "A6 /* Release */ = {\n      isa = XCBuildConfiguration;",
      with: "A6 /* Release */ = {\n      isa = XCBuildConfiguration;\n      baseConfigurationReference = F1;"
    ).replacing(
      "A5 = {",
      with: "F1 = { isa = PBXFileReference; path = Config/App.xcconfig; sourceTree = SOURCE_ROOT; };\n    A5 = {")
    let apps = TestDocuments.apps([
      ("ios/App.xcodeproj/project.pbxproj", project),
      (
        "ios/Config/App.xcconfig",
        "#include \"Shared.xcconfig\"\nINFOPLIST_KEY_NSMicrophoneUsageDescription = From the target xcconfig.\n"
      ),
      (
        "ios/Config/Shared.xcconfig",
        "INFOPLIST_KEY_NSContactsUsageDescription = From an included file.\nIPHONEOS_DEPLOYMENT_TARGET = 12.0\n"
      ),
    ])
    let app = try #require(apps.first)
    let bundle = try #require(app.mainBundle)
    func value(_ key: String) -> String? { bundle.declaration(key)?.value.string }
    #expect(value("NSCameraUsageDescription") == "From the target.")
    #expect(value("NSMicrophoneUsageDescription") == "From the target xcconfig.")
    #expect(value("NSContactsUsageDescription") == "From an included file.")
    #expect(bundle.declaration("NSContactsUsageDescription")?.path == "ios/Config/Shared.xcconfig")
    // The target's xcconfig outranks the project level.
    #expect(app.deploymentTarget?.value == "12.0")
    #expect(app.deploymentTarget?.path == "ios/Config/Shared.xcconfig")
  }

  @Test("xcconfig keys no configuration uses join the main bundle")
  func unclaimedXCConfig() throws {
    let apps = TestDocuments.apps([
      ("permlint.yml", "app: Scanner\npermissions: [camera]\n"),
      ("ios/Runner/Info.plist", "<plist><dict/></plist>"),
      ("ios/Config/App.xcconfig", "INFOPLIST_KEY_NSCameraUsageDescription = Scan receipts to file expenses.\n"),
    ])
    let bundle = try #require(apps.first?.mainBundle)
    #expect(bundle.plist?.path == "ios/Runner/Info.plist")
    #expect(bundle.declaration("NSCameraUsageDescription")?.path == "ios/Config/App.xcconfig")
  }

  @Test("the main bundle is the iOS app, not an extension, a test bundle or a macOS app")
  func mainBundle() throws {
    let project = ExampleProject.pbxproj(targetSettings: ["INFOPLIST_FILE = App/Info.plist;"])
      .replacing("targets = (A3);", with: "targets = (T0, A3);")
      .replacing(
        "A5 = {",
        with: """
          T0 = { isa = PBXNativeTarget; buildConfigurationList = L0; name = Widget; productType = "com.apple.product-type.app-extension"; };
              L0 = { isa = XCConfigurationList; buildConfigurations = (C0); };
              C0 = { isa = XCBuildConfiguration; buildSettings = { INFOPLIST_FILE = Widget/Info.plist; }; name = Release; };
              A5 = {
          """)
    let apps = TestDocuments.apps([
      ("ios/App.xcodeproj/project.pbxproj", project),
      ("ios/App/Info.plist", TestDocuments.cameraPlist),
      ("ios/Widget/Info.plist", "<plist><dict/></plist>"),
      ("ios/AppTests/Info.plist", TestDocuments.cameraPlist),
    ])
    let app = try #require(apps.first)
    #expect(app.mainBundle?.target?.name == "App")
    #expect(app.bundles.map(\.kind) == [.appExtension, .app])
    // No target names the test plist: it ships in nothing, so it is listed, not linted.
    #expect(app.unusedInfoPlists.map(\.path) == ["ios/AppTests/Info.plist"])
  }

  /// The example app's project with a Widget extension target whose Release build settings
  /// are `settings`.
  static func appWithWidget(settings: String) -> String {
    ExampleProject.pbxproj(targetSettings: ["INFOPLIST_FILE = App/Info.plist;"])
      .replacing("targets = (A3);", with: "targets = (T0, A3);")
      .replacing(
        "A5 = {",
        with: """
          T0 = { isa = PBXNativeTarget; buildConfigurationList = L0; name = Widget; productType = "com.apple.product-type.app-extension"; };
              L0 = { isa = XCConfigurationList; buildConfigurations = (C0); };
              C0 = { isa = XCBuildConfiguration; buildSettings = { \(settings) }; name = Release; };
              A5 = {
          """)
  }

  /// Found judging jmshrv/finamp (34d696b): `Runner/Info-$(CONFIGURATION).plist` was not
  /// followed, its plists not read, and the key they declare was reported missing (an error).
  @Test("INFOPLIST_FILE with $(CONFIGURATION): each configuration's plist is claimed, the Release one is the bundle's")
  func perConfigurationPlists() throws {
    let setting = #"INFOPLIST_FILE = "App/Info-$(CONFIGURATION).plist";"#
    let apps = TestDocuments.apps([
      (
        "App.xcodeproj/project.pbxproj", BlankPurposeStringConfigurationsTests.project(debug: setting, release: setting)
      ),
      ("App/Info-Debug.plist", "<plist><dict/></plist>"),
      ("App/Info-Release.plist", TestDocuments.cameraPlist),
    ])
    let app = try #require(apps.first)
    #expect(app.mainBundle?.plist?.path == "App/Info-Release.plist")
    #expect(app.mainBundle?.declares("NSCameraUsageDescription") == true)
    #expect(app.unusedInfoPlists.isEmpty)
    #expect(app.targetsWithUnfollowedInfoPlist.isEmpty)
  }

  /// Found reviewing the change above: without a project, `Info-Debug.plist` beside the
  /// `Info.plist` was taken for the app's; `Info-Keys.plist` became an app of its own.
  @Test("Info-<Name>.plist no target names is no bundle, and not the app's beside its Info.plist")
  func unclaimedConfigurationPlists() throws {
    let apps = TestDocuments.apps([
      ("App/Info.plist", TestDocuments.cameraPlist),
      ("App/Info-Debug.plist", "<plist><dict><key>CFBundleName</key><string>App</string></dict></plist>"),
      ("App/Info-Keys.plist", "<plist><dict><key>MapboxAccessToken</key><string>x</string></dict></plist>"),
    ])
    #expect(apps.count == 1)
    let app = try #require(apps.first)
    #expect(app.bundles.map { $0.plist?.path } == ["App/Info.plist"])
    #expect(app.mainBundle?.declares("NSCameraUsageDescription") == true)
  }

  @Test("without a Release configuration, a configuration other than Debug ships")
  func productionConfiguration() throws {
    let setting = #"INFOPLIST_FILE = "App/Info-$(CONFIGURATION).plist";"#
    let project = BlankPurposeStringConfigurationsTests.project(debug: setting, release: setting).replacing(
      "name = Release;\n    };\n  };", with: "name = Production;\n    };\n  };")
    let apps = TestDocuments.apps([
      ("App.xcodeproj/project.pbxproj", project),
      ("App/Info-Debug.plist", "<plist><dict/></plist>"),
      ("App/Info-Production.plist", TestDocuments.cameraPlist),
    ])
    let app = try #require(apps.first)
    #expect(app.mainBundle?.plist?.path == "App/Info-Production.plist")
  }

  @Test("INFOPLIST_FILE with $(PROJECT_NAME) and a plain $(PRODUCT_NAME) is followed")
  func projectAndProductNames() throws {
    // An extension adopts no plist when its path cannot be followed, so this shows the expansion.
    let project = Self.appWithWidget(
      settings: #"INFOPLIST_FILE = "$(PROJECT_NAME)/$(PRODUCT_NAME)-Info.plist"; PRODUCT_NAME = "Shop Widget";"#)
    let apps = TestDocuments.apps([
      ("ios/Shop.xcodeproj/project.pbxproj", project),
      ("ios/App/Info.plist", TestDocuments.cameraPlist),
      ("ios/Shop/Shop Widget-Info.plist", "<plist><dict/></plist>"),
    ])
    let app = try #require(apps.first)
    #expect(app.bundles.first { $0.target?.name == "Widget" }?.plist?.path == "ios/Shop/Shop Widget-Info.plist")
    #expect(app.unusedInfoPlists.isEmpty)
    #expect(app.targetsWithUnfollowedInfoPlist.isEmpty)
  }

  @Test("an extension whose INFOPLIST_FILE cannot be followed is named in the note about unused plists")
  func unfollowedExtensionPlist() throws {
    let project = Self.appWithWidget(settings: #"INFOPLIST_FILE = "$(WIDGET_DIR)/Info.plist";"#)
    let apps = TestDocuments.apps([
      ("ios/App.xcodeproj/project.pbxproj", project),
      ("ios/App/Info.plist", TestDocuments.cameraPlist),
      ("ios/Widget/Info.plist", "<plist><dict/></plist>"),
    ])
    let app = try #require(apps.first)
    #expect(app.unusedInfoPlists.map(\.path) == ["ios/Widget/Info.plist"])
    #expect(app.targetsWithUnfollowedInfoPlist == ["Widget"])
    #expect(
      app.unusedInfoPlistNotifications.first?.message.contains("The INFOPLIST_FILE of 'Widget' could not be followed")
        == true)
  }

  @Test("an app target whose INFOPLIST_FILE cannot be followed takes the app's unclaimed Info.plist")
  func unresolvedInfoPlistFile() throws {
    let apps = TestDocuments.apps(
      Self.cameraPlistWithMicrophoneSetting(infoPlistFile: #""App/Info-$(CONFIGURATION).plist""#))
    let app = try #require(apps.first)
    #expect(app.bundles.count == 1)
    #expect(app.mainBundle?.declarations.map(\.key) == ["NSCameraUsageDescription", "NSMicrophoneUsageDescription"])
  }
}
