@_spi(Testing) import PermlintKit
import Testing

/// Which `Package.resolved` an Xcode app builds with (found judging pocket-casts-ios c23892d),
/// and the permissions an app's JavaScript or Dart libraries ask for on their own (found
/// judging Rocket.Chat 2af4bda, mattermost-mobile 06ed862 and standardnotes/mobile f920814).
@Suite("Package.resolved in effect; library permission uses")
struct LocksAndLibraryUsesTests {
  /// A Package.resolved (version 1) that pins SnapKit at `version` (its first release with a
  /// privacy manifest is 5.7.0).
  static func resolved(_ version: String) -> String {
    """
    {
      "object": {
        "pins": [
          {
            "package": "SnapKit",
            "repositoryURL": "https://github.com/SnapKit/SnapKit",
            "state": { "branch": null, "revision": "abc", "version": "\(version)" }
          }
        ]
      },
      "version": 1
    }
    """
  }

  static func sdkFindings(_ locks: [(String, String)]) async -> [String] {
    await PrivacyManifestTests.lint(
      [.sdkWithoutPrivacyManifest], [("Info.plist", PrivacyManifestTests.plist)] + locks)
  }

  @Test("a project's lock beside its workspace's, and a local package's own lock: the workspace's is read")
  func workspaceLockWins() async {
    #expect(
      await Self.sdkFindings([
        ("App.xcworkspace/xcshareddata/swiftpm/Package.resolved", Self.resolved("5.7.1")),
        ("App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved", Self.resolved("5.6.0")),
        ("Modules/Server/Package.resolved", Self.resolved("5.6.0")),
      ]) == [])
    // Without a workspace the project's lock is the app's.
    #expect(
      await Self.sdkFindings([
        ("App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved", Self.resolved("5.6.0"))
      ]) == [
        "App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved:7:66 sdk-without-privacy-manifest"
      ])
  }

  @Test("a loose lock that is the app's only one (a Tuist project's) is read")
  func looseLockAlone() async {
    #expect(
      await Self.sdkFindings([("Tuist/Package.resolved", Self.resolved("5.6.0"))])
        == ["Tuist/Package.resolved:7:66 sdk-without-privacy-manifest"])
  }

  static let keys = PurposeStringPrecisionTests.plist([
    ("NSCameraUsageDescription", "Take a photo of the receipt to attach it to the expense."),
    ("NSFaceIDUsageDescription", "Unlock your saved expenses with Face ID."),
  ])

  static func unrequested(_ package: String) async -> [String] {
    await PurposeStringPrecisionTests.lint(
      [.declaredPermissionUnrequested],
      [
        ("package.json", package),
        ("ios/Expenses/Info.plist", Self.keys),
        ("ios/Expenses/AppDelegate.swift", "import UIKit\nclass AppDelegate: UIResponder {}\n"),
        ("src/App.tsx", "export const App = () => null;\n"),
      ]
    ).map { String($0.prefix(while: { $0 != " " })) }
  }

  @Test("keys a dependency's own code uses (image picker, Face ID) are not reported as unrequested")
  func libraryUses() async {
    #expect(
      await Self.unrequested(
        #"{"dependencies": {"react-native": "0.74.0", "react-native-image-crop-picker": "^0.41.0", "expo-local-authentication": "~14.0.0"}}"#
      ) == [])
    // Without them, both keys are reported (one note at the first).
    #expect(await Self.unrequested(#"{"dependencies": {"react-native": "0.74.0"}}"#) == ["ios/Expenses/Info.plist:3:3"])
  }
}
