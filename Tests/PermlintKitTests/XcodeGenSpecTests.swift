import Testing

@_spi(Testing) @testable import PermlintKit

/// An XcodeGen spec read as the project it generates.
@Suite("XcodeGen specs")
struct XcodeGenSpecTests {
  @Test("settings: groups, base, then the configuration's; conditions; per-platform targets and SDKs")
  func settingsAndPlatforms() throws {
    let apps = TestDocuments.apps([
      (
        "ios/project.yml",
        """
        name: Parcel
        settingGroups:
          shared:
            INFOPLIST_KEY_NSContactsUsageDescription: Pick the recipient from your contacts.
        targets:
          Parcel:
            type: application
            platform: [iOS, macOS]
            settings:
              groups: [shared]
              base:
                GENERATE_INFOPLIST_FILE: true
              configs:
                release:
                  INFOPLIST_KEY_NSCameraUsageDescription[sdk=iphoneos*]: Scan the QR code on a parcel.
        """
      )
    ])
    let app = try #require(apps.first)
    #expect(app.root == "ios")
    #expect(
      app.bundles.map(\.name) == ["target 'Parcel_iOS' in ios/project.yml", "target 'Parcel_macOS' in ios/project.yml"])
    #expect(app.bundles.map(\.platform) == [.iOS, .macOS])
    let main = try #require(app.mainBundle)
    #expect(main.target?.name == "Parcel_iOS")
    #expect(main.declarations.map(\.key) == ["NSContactsUsageDescription", "NSCameraUsageDescription"])
    let camera = try #require(main.declaration("NSCameraUsageDescription"))
    #expect(camera.keyLocation.description == "ios/project.yml:15:11")
    #expect(camera.source == .buildSetting(configuration: "Release"))
  }

  @Test("info: properties are declared at their line; a copy of the generated plist adds only its other keys")
  func infoProperties() throws {
    let apps = TestDocuments.apps([
      (
        "project.yml",
        """
        name: Parcel
        targets:
          Parcel:
            type: application
            platform: iOS
            sources: [Parcel]
            info:
              path: Parcel/Info.plist
              properties:
                NSCameraUsageDescription: Scan the QR code on a parcel.
                UIBackgroundModes: [location]
        """
      ),
      (
        "Parcel/Info.plist",
        """
        <plist version="1.0">
        <dict>
          <key>NSCameraUsageDescription</key>
          <string>An older text.</string>
          <key>NSMicrophoneUsageDescription</key>
          <string>Record a voice note for the recipient.</string>
        </dict>
        </plist>
        """
      ),
    ])
    let app = try #require(apps.first)
    #expect(app.unusedInfoPlists.isEmpty)
    let main = try #require(app.mainBundle)
    #expect(main.kind == .app)
    #expect(
      main.declarations.map { "\($0.key) \($0.keyLocation)" } == [
        "NSCameraUsageDescription project.yml:10:9", "UIBackgroundModes project.yml:11:9",
        "NSMicrophoneUsageDescription Parcel/Info.plist:5:3",
      ])
    #expect(main.declaration("UIBackgroundModes")?.value.array?.first?.string == "location")
  }

  @Test("without info: or INFOPLIST_FILE, the first Info.plist among the target's sources is its own")
  func sourcesSearch() throws {
    let apps = TestDocuments.apps([
      (
        "project.yml",
        """
        name: Parcel
        targets:
          Parcel:
            type: application
            platform: iOS
            sources:
              - path: Parcel
          ParcelWidget:
            type: app-extension
            platform: iOS
            sources: Widget
        """
      ),
      ("Parcel/Support/Info.plist", TestDocuments.cameraPlist),
      ("Widget/Info.plist", TestDocuments.cameraPlist),
    ])
    let app = try #require(apps.first)
    #expect(app.bundles.map { $0.plist?.path } == ["Parcel/Support/Info.plist", "Widget/Info.plist"])
    #expect(app.bundles.map(\.kind) == [.app, .appExtension])
  }

  @Test("a spec beside the project it generated is not read twice; another tool's project.yml is not a spec")
  func generatedProjectWins() throws {
    let spec = """
      name: App
      targets:
        App:
          type: application
          platform: iOS
          info:
            path: App/Info.plist
            properties:
              NSCameraUsageDescription: Scan the QR code on a parcel.
      """
    let apps = TestDocuments.apps([
      ("project.yml", spec),
      ("App.xcodeproj/project.pbxproj", ExampleProject.pbxproj(targetSettings: ["INFOPLIST_FILE = App/Info.plist;"])),
      ("App/Info.plist", TestDocuments.cameraPlist),
      ("tools/project.yml", "version: 2\njobs: {}\n"),
    ])
    let app = try #require(apps.first)
    #expect(app.xcodeProjects.map(\.path) == ["App.xcodeproj/project.pbxproj"])
    #expect(app.mainBundle?.declaration("NSCameraUsageDescription")?.path == "App/Info.plist")
  }
}
