@_spi(Testing) import PermlintKit
import Testing

/// Info.plist arrays an Expo config plugin fills at prebuild (found judging
/// streamyfin/streamyfin, 7d57cf1: react-native-google-cast writes NSBonjourServices).
@Suite("Expo config plugins that fill Info.plist arrays")
struct ExpoPluginArraysTests {
  static func appJSON(plugins: String) -> [(String, String)] {
    [
      (
        "app.json",
        """
        {
          "expo": {
            "name": "Reel",
            "ios": {
              "bundleIdentifier": "org.example.reel",
              "infoPlist": {
                "NSLocalNetworkUsageDescription": "Reel finds the Chromecast devices on your Wi-Fi to play videos on your TV."
              }
            },
            "plugins": [\(plugins)]
          }
        }

        """
      )
    ]
  }

  @Test("react-native-google-cast adds its Bonjour service types: no finding")
  func googleCast() async {
    let files = Self.appJSON(plugins: #"["react-native-google-cast", { "receiverAppId": "CC1AD845" }]"#)
    #expect(await PurposeStringPrecisionTests.lint([.localNetworkBonjour, .malformedBonjourService], files) == [])
  }

  @Test("without the plugin, the purpose string asks for service types nobody lists")
  func withoutPlugin() async {
    let findings = await PurposeStringPrecisionTests.lint([.localNetworkBonjour], Self.appJSON(plugins: ""))
    #expect(
      findings == [
        "app.json:7:9 local-network-bonjour: NSLocalNetworkUsageDescription is declared but NSBonjourServices lists "
          + "no service types; if the app browses or advertises Bonjour services, list each type (such as "
          + "`_smb._tcp`) in NSBonjourServices, or iOS blocks them without asking."
      ])
  }

  @Test("the plugin's array is read as the plugin writes it")
  func arrayValues() throws {
    let plugin = try #require(PermissionCatalog.builtIn.expoPlugins["react-native-google-cast"])
    #expect(plugin.arrays == ["NSBonjourServices": ["_googlecast._tcp", "_CC1AD845._googlecast._tcp"]])
  }
}
