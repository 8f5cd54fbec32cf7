import Testing

@_spi(Testing) @testable import PermlintKit

/// An app whose code is partly in a language permlint does not read is told so once, and no
/// rule calls a permission, handler or macro unused.
@Suite("sources permlint does not read")
struct UnreadSourcesTests {
  static let files: [(String, String)] = [
    ReactNativePermissionsExamples.packageJSON,
    ReactNativePermissionsExamples.podfile(["'Camera'", "'Microphone'"]),
    ReactNativePermissionsExamples.infoPlist([
      "NSCameraUsageDescription": "Take a photo of the parcel as proof of delivery.",
      "NSMicrophoneUsageDescription": "Record a voice note for the courier.",
    ]),
    ("src/proof.ts", "export const ask = () => request(PERMISSIONS.IOS.CAMERA);\n"),
  ]

  static let rules: [Rule] = [.reactNativePermissionsUnusedHandler, .declaredPermissionUnrequested]

  @Test("without unread sources, the Microphone handler is called unused")
  func control() async {
    let report = await Linter(rules: Self.rules).lint(files: Self.files.map { SourceFile(path: $0.0, text: $0.1) })
    #expect(
      report.findings.map { "\($0.location.path):\($0.location.line) \($0.ruleID)" }.contains(
        "ios/Podfile:9 rn-permissions-unused-handler"))
    #expect(!report.notifications.contains { $0.message.contains("does not read") })
  }

  @Test("ClojureScript sources: one note naming them, and no use called missing")
  func clojureScript() async {
    let files =
      Self.files + [
        ("src/app/voice.cljs", "(ns app.voice)\n(defn ask [] (rnp/request \"ios.permission.MICROPHONE\"))\n"),
        ("src/app/db.cljs", "(ns app.db)\n"),
      ]
    let report = await Linter(rules: Self.rules).lint(files: files.map { SourceFile(path: $0.0, text: $0.1) })
    #expect(report.findings.isEmpty)
    #expect(
      report.notifications.map { "\($0.path): \($0.message)" } == [
        "ios/Rider/Info.plist: the app's code includes 2 ClojureScript sources (.cljs), which permlint does not read (it reads Swift, "
          + "Objective-C, Kotlin, Java, Dart, JavaScript and TypeScript), so it does not say that a declared "
          + "permission, a react-native-permissions handler or a permission_handler macro goes unused."
      ])
  }
}

/// status-mobile c62d7d5: the apps of one project (its `ios/` and `android/` folders) share
/// its ClojureScript; the note was printed once per app.
@Suite("sources permlint does not read, shared by several apps")
struct SharedUnreadSourcesTests {
  @Test("one note for the apps that share the same unread sources, naming them")
  func oneNote() {
    let notices = AppModel.unreadSourceNotices([
      (path: "ios", unread: ["2 ClojureScript sources (.cljs)"]),
      (path: "android/app", unread: ["2 ClojureScript sources (.cljs)"]),
      (path: "modules/native/android", unread: ["2 ClojureScript sources (.cljs)"]),
      (path: "modules/native/ios", unread: ["2 ClojureScript sources (.cljs)"]),
      (path: "tools/app", unread: []),
      (path: "other/app", unread: ["1 C# source (.cs)"]),
    ])
    #expect(
      notices.map { "\($0.path): \($0.message.components(separatedBy: ", which").first ?? "")" } == [
        "android/app: the code of 4 apps (android/app, ios, modules/native/android and 1 more) includes 2 "
          + "ClojureScript sources (.cljs)",
        "other/app: the app's code includes 1 C# source (.cs)",
      ])
  }
}

/// A React Native app with react-native-permissions: its package.json, Podfile and Info.plist.
private enum ReactNativePermissionsExamples {
  static let packageJSON = (
    "package.json",
    """
    {
      "name": "rider",
      "dependencies": { "react-native": "0.76.5", "react-native-permissions": "^4.1.5" }
    }
    """
  )

  static func podfile(_ handlers: [String]) -> (String, String) {
    (
      "ios/Podfile",
      """
      def node_require(script)
        require Pod::Executable.execute_command('node', ['-p', "require.resolve('#{script}')"]).strip
      end
      node_require('react-native-permissions/scripts/setup.rb')

      platform :ios, '15.1'
      setup_permissions([
      \(handlers.map { "  \($0)," }.joined(separator: "\n"))
      ])

      target 'Rider' do
        use_react_native!
      end
      """
    )
  }

  static func infoPlist(_ keys: [String: String]) -> (String, String) {
    let entries = keys.sorted { $0.key < $1.key }.map { "  <key>\($0.key)</key>\n  <string>\($0.value)</string>" }
    return (
      "ios/Rider/Info.plist", "<plist version=\"1.0\">\n<dict>\n\(entries.joined(separator: "\n"))\n</dict>\n</plist>"
    )
  }
}
