@_spi(Testing) import PermlintKit
import Testing

/// Each rule's fix, applied to files in memory: the exact bytes it writes, then a second lint
/// that no longer has the finding and has nothing new, and a second application that changes
/// nothing.
@Suite("Rule fixes")
struct RuleFixTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var rule: String
    var files: [String: String]
    /// The changed files after applying the rule's fixes of `safety` and safer.
    var expected: [String: String]
    var unsafe = false
    /// Findings the fix is meant to leave (`rule subject`), such as the placeholder it writes.
    var left: [String] = []
    var testDescription: String { "\(rule): \(name)" }
  }

  static let gradle = "android {\n    compileSdk 34\n    defaultConfig { minSdk 24; targetSdk 34 }\n}\n"

  /// A Flutter app that asks for the camera, with `podfile` as its ios/Podfile.
  static func flutter(podfile: String) -> [String: String] {
    [
      "pubspec.yaml": "name: scan\ndependencies:\n  permission_handler: ^11.3.1\n",
      "lib/scan.dart": "Future<void> scan() async {\n  await Permission.camera.request();\n}\n",
      "ios/Runner/Info.plist":
        "<plist version=\"1.0\"><dict><key>NSCameraUsageDescription</key><string>Scan the parcel's QR code to confirm the delivery.</string></dict></plist>\n",
      "ios/Podfile": podfile,
    ]
  }

  /// A React Native app that asks for the camera, with `podfile` as its ios/Podfile.
  static func reactNative(podfile: String) -> [String: String] {
    [
      "package.json":
        "{ \"dependencies\": { \"react-native\": \"0.74.0\", \"react-native-permissions\": \"4.1.5\" } }\n",
      "src/scan.ts":
        "import { PERMISSIONS, request } from 'react-native-permissions';\nexport const scan = () => request(PERMISSIONS.IOS.CAMERA);\n",
      "ios/App/Info.plist":
        "<plist version=\"1.0\"><dict><key>NSCameraUsageDescription</key><string>Scan the parcel's QR code to confirm the delivery.</string></dict></plist>\n",
      "ios/Podfile": podfile,
    ]
  }

  static let podfileHead =
    "platform :ios, '13.0'\npost_install do |installer|\n  installer.pods_project.targets.each do |target|\n    target.build_configurations.each do |config|\n"
  static let podfileTail = "    end\n  end\nend\n"

  static let cases: [Case] = [
    Case(
      name: "a macro set to 0 is set to 1",
      rule: "permission-handler-macro-missing",
      files: flutter(
        podfile: podfileHead
          + "      config.build_settings['GCC_PREPROCESSOR_DEFINITIONS'] ||= [\"$(inherited)\", \"PERMISSION_CAMERA=0\"]\n"
          + podfileTail),
      expected: [
        "ios/Podfile": podfileHead
          + "      config.build_settings['GCC_PREPROCESSOR_DEFINITIONS'] ||= [\"$(inherited)\", \"PERMISSION_CAMERA=1\"]\n"
          + podfileTail
      ]),
    Case(
      name: "a missing macro goes on its own line after the list's last element, with its comma",
      rule: "permission-handler-macro-missing",
      files: flutter(
        podfile: podfileHead
          + "      config.build_settings['GCC_PREPROCESSOR_DEFINITIONS'] ||= [\r\n        '$(inherited)',\r\n        'PERMISSION_NOTIFICATIONS=1',\r\n      ]\r\n"
          + podfileTail),
      expected: [
        "ios/Podfile": podfileHead
          + "      config.build_settings['GCC_PREPROCESSOR_DEFINITIONS'] ||= [\r\n        '$(inherited)',\r\n        'PERMISSION_NOTIFICATIONS=1',\r\n        'PERMISSION_CAMERA=1',\r\n      ]\r\n"
          + podfileTail
      ]),
    Case(
      name: "an unused macro's line removed, to review",
      rule: "permission-handler-unused-macro",
      files: flutter(
        podfile: podfileHead
          + "      config.build_settings['GCC_PREPROCESSOR_DEFINITIONS'] ||= [\n        '$(inherited)',\n        'PERMISSION_CAMERA=1',\n        'PERMISSION_CONTACTS=1',\n      ]\n"
          + podfileTail),
      expected: [
        "ios/Podfile": podfileHead
          + "      config.build_settings['GCC_PREPROCESSOR_DEFINITIONS'] ||= [\n        '$(inherited)',\n        'PERMISSION_CAMERA=1',\n      ]\n"
          + podfileTail
      ],
      unsafe: true),
    Case(
      name: "an unused handler's line removed, to review",
      rule: "rn-permissions-unused-handler",
      files: reactNative(podfile: "setup_permissions([\n  'Camera',\n  'Contacts',\n])\ntarget 'App' do\nend\n"),
      expected: ["ios/Podfile": "setup_permissions([\n  'Camera',\n])\ntarget 'App' do\nend\n"],
      unsafe: true),
    Case(
      name: "a handler added after the list's last, and into an empty list",
      rule: "rn-permissions-handler-missing",
      files: reactNative(podfile: "setup_permissions(['Notifications'])\ntarget 'App' do\nend\n"),
      expected: ["ios/Podfile": "setup_permissions(['Notifications', 'Camera'])\ntarget 'App' do\nend\n"]),
    Case(
      name: "a handler into an empty list written over lines",
      rule: "rn-permissions-handler-missing",
      files: reactNative(podfile: "setup_permissions([\n])\ntarget 'App' do\nend\n"),
      expected: ["ios/Podfile": "setup_permissions([\n  'Camera',\n])\ntarget 'App' do\nend\n"]),
    Case(
      name: "maxSdkVersion on a legacy Bluetooth permission, attribute order and spacing kept",
      rule: "uncapped-legacy-permission",
      files: [
        "app/build.gradle": gradle,
        "app/src/main/AndroidManifest.xml":
          "<manifest xmlns:a=\"http://schemas.android.com/apk/res/android\">\r\n  <uses-permission a:name=\"android.permission.BLUETOOTH_ADMIN\"   a:required=\"true\"/>\r\n</manifest>\r\n",
      ],
      expected: [
        "app/src/main/AndroidManifest.xml":
          "<manifest xmlns:a=\"http://schemas.android.com/apk/res/android\">\r\n  <uses-permission a:name=\"android.permission.BLUETOOTH_ADMIN\" a:maxSdkVersion=\"30\"   a:required=\"true\"/>\r\n</manifest>\r\n"
      ]),
    Case(
      name: "WRITE_EXTERNAL_STORAGE capped at 29 for an app that keeps legacy storage, certain",
      rule: "uncapped-legacy-permission",
      files: [
        "app/build.gradle": gradle,
        "app/src/main/AndroidManifest.xml":
          "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\n  <uses-permission android:name=\"android.permission.WRITE_EXTERNAL_STORAGE\"/>\n  <application android:requestLegacyExternalStorage=\"true\"/>\n</manifest>\n",
      ],
      expected: [
        "app/src/main/AndroidManifest.xml":
          "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\n  <uses-permission android:name=\"android.permission.WRITE_EXTERNAL_STORAGE\" android:maxSdkVersion=\"29\"/>\n  <application android:requestLegacyExternalStorage=\"true\"/>\n</manifest>\n"
      ]),
    Case(
      name: "coarse location declared beside fine location, with its tab indentation and CR LF",
      rule: "missing-companion-permission",
      files: [
        "app/build.gradle": gradle,
        "app/src/main/AndroidManifest.xml":
          "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\r\n\t<uses-permission android:name=\"android.permission.ACCESS_FINE_LOCATION\" />\r\n</manifest>\r\n",
      ],
      expected: [
        "app/src/main/AndroidManifest.xml":
          "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\r\n\t<uses-permission android:name=\"android.permission.ACCESS_COARSE_LOCATION\" />\r\n\t<uses-permission android:name=\"android.permission.ACCESS_FINE_LOCATION\" />\r\n</manifest>\r\n"
      ]),
    Case(
      name: "the While-in-use key with a placeholder beside Always, which permlint then reports",
      rule: "missing-purpose-string",
      files: [
        "App/Info.plist":
          "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>CFBundleName</key>\n\t<string>Trails</string>\n\t<key>NSLocationAlwaysAndWhenInUseUsageDescription</key>\n\t<string>Trails warns you of closed paths near you, even while the app is closed.</string>\n</dict>\n</plist>\n",
        "App/Tracker.swift":
          "import CoreLocation\nfinal class Tracker {\n  let manager = CLLocationManager()\n  func start() { manager.requestAlwaysAuthorization() }\n}\n",
      ],
      expected: [
        "App/Info.plist":
          "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string>TODO</string>\n\t<key>CFBundleName</key>\n\t<string>Trails</string>\n\t<key>NSLocationAlwaysAndWhenInUseUsageDescription</key>\n\t<string>Trails warns you of closed paths near you, even while the app is closed.</string>\n</dict>\n</plist>\n"
      ],
      unsafe: true, left: ["placeholder-purpose-string NSLocationWhenInUseUsageDescription"]),
    Case(
      name: "the ios.infoPlist text a plugin option replaces removed: the only member, one alone on its line, the last",
      rule: "expo-plugin-override",
      files: [
        "app.json":
          "{\n  \"expo\": {\n    \"name\": \"Rider\",\n    \"ios\": {\n      \"infoPlist\": {\n        \"NSCameraUsageDescription\": \"Take a photo of the parcel.\",\n        \"ITSAppUsesNonExemptEncryption\": false,\n        \"NSMicrophoneUsageDescription\": \"Record a voice note for the customer.\"\n      }\n    },\n    \"plugins\": [[\"expo-camera\", { \"cameraPermission\": \"Scan the parcel label.\", \"microphonePermission\": \"Record the delivery video.\" }]]\n  }\n}\n"
      ],
      expected: [
        "app.json":
          "{\n  \"expo\": {\n    \"name\": \"Rider\",\n    \"ios\": {\n      \"infoPlist\": {\n        \"ITSAppUsesNonExemptEncryption\": false\n      }\n    },\n    \"plugins\": [[\"expo-camera\", { \"cameraPermission\": \"Scan the parcel label.\", \"microphonePermission\": \"Record the delivery video.\" }]]\n  }\n}\n"
      ],
      unsafe: true),
    Case(
      name: "neverForLocation on a Bluetooth scan, to review",
      rule: "missing-never-for-location",
      files: [
        "app/build.gradle": gradle,
        "app/src/main/AndroidManifest.xml":
          "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\n    <uses-permission android:name=\"android.permission.BLUETOOTH_SCAN\" />\n</manifest>\n",
      ],
      expected: [
        "app/src/main/AndroidManifest.xml":
          "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\n    <uses-permission android:name=\"android.permission.BLUETOOTH_SCAN\" android:usesPermissionFlags=\"neverForLocation\" />\n</manifest>\n"
      ],
      unsafe: true),
    Case(
      name: "a suppression comment alone on its line and one after code",
      rule: "unused-suppression",
      files: [
        "app/build.gradle": gradle,
        "app/src/main/AndroidManifest.xml":
          "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\n    <!-- permlint-disable-next-line uncapped-legacy-permission: built for API 28 only -->\n    <uses-permission android:name=\"android.permission.CAMERA\" />  <!-- permlint-disable-line missing-purpose-string: old -->\n</manifest>",
      ],
      expected: [
        "app/src/main/AndroidManifest.xml":
          "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\n    <uses-permission android:name=\"android.permission.CAMERA\" />\n</manifest>"
      ]),
  ]

  static func lint(_ files: [String: String]) async -> LintReport {
    await Linter().lint(files: files.map { SourceFile(path: $0.key, text: $0.value) })
  }

  static func apply(_ report: LintReport, rule: String, unsafe: Bool, to files: [String: String]) -> [String: [UInt8]] {
    let fixes = report.findings.sorted().filter { $0.ruleID == rule }.compactMap(\.fix).filter {
      unsafe || $0.safety == .safe
    }
    return FixApplication.apply(fixes) { files[$0].map { Array($0.utf8) } }.files
  }

  @Test("the fix writes exactly the expected bytes; the finding is gone and nothing is new", arguments: cases)
  func fix(_ testCase: Case) async throws {
    let before = await Self.lint(testCase.files)
    #expect(before.findings.contains { $0.ruleID == testCase.rule && $0.fix != nil })
    let changed = Self.apply(before, rule: testCase.rule, unsafe: testCase.unsafe, to: testCase.files)
    #expect(changed.mapValues { String(decoding: $0, as: UTF8.self) } == testCase.expected)
    var after = testCase.files
    for (path, bytes) in changed { after[path] = String(decoding: bytes, as: UTF8.self) }
    let relinted = await Self.lint(after)
    #expect(!relinted.findings.contains { $0.ruleID == testCase.rule && $0.fix != nil })
    let old = Set(before.findings.map { "\($0.ruleID) \($0.stableKey)" })
    let new = relinted.findings.map { "\($0.ruleID) \($0.stableKey)" }.filter { !old.contains($0) }
    #expect(new == testCase.left, "the fix made new findings")
    // Idempotent: nothing left to apply.
    #expect(Self.apply(relinted, rule: testCase.rule, unsafe: testCase.unsafe, to: after).isEmpty)
  }

  /// Found in review: places where a fix would be wrong are left without one.
  static let withoutFix: [Case] = [
    Case(
      name: "coarse location already declared, capped: no second element",
      rule: "missing-companion-permission",
      files: [
        "app/build.gradle": gradle,
        "app/src/main/AndroidManifest.xml":
          "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\n    <uses-permission android:name=\"android.permission.ACCESS_COARSE_LOCATION\" android:maxSdkVersion=\"30\" />\n    <uses-permission android:name=\"android.permission.ACCESS_FINE_LOCATION\" />\n</manifest>\n",
      ],
      expected: [:]),
    Case(
      name: "a block comment that goes on past its line",
      rule: "unused-suppression",
      files: [
        "app/build.gradle": gradle,
        "app/src/main/AndroidManifest.xml":
          "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\n    <!-- permlint-disable-next-line uncapped-legacy-permission: asked\n         only on tablets -->\n    <uses-permission android:name=\"android.permission.CAMERA\" />\n</manifest>\n",
      ],
      expected: [:]),
    Case(
      name: "GCC_PREPROCESSOR_DEFINITIONS set to a string, not an array",
      rule: "permission-handler-macro-missing",
      files: flutter(
        podfile: podfileHead
          + "      config.build_settings['GCC_PREPROCESSOR_DEFINITIONS'] = '$(inherited)'\n"
          + "      config.build_settings['IPHONEOS_DEPLOYMENT_TARGET'] = '13.0'\n" + podfileTail),
      expected: [:]),
  ]

  @Test("the finding is reported without a fix", arguments: withoutFix)
  func noFix(_ testCase: Case) async {
    let report = await Self.lint(testCase.files)
    #expect(report.findings.contains { $0.ruleID == testCase.rule })
    #expect(!report.findings.contains { $0.ruleID == testCase.rule && $0.fix != nil })
  }

  @Test("a maxSdkVersion on an assumed targetSdk is to review")
  func assumedTarget() async throws {
    let report = await Self.lint([
      "app/build.gradle": "android {\n    defaultConfig { targetSdkVersion rootProject.ext.targetSdkVersion }\n}\n",
      "app/src/main/AndroidManifest.xml":
        "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\n    <uses-permission android:name=\"android.permission.READ_EXTERNAL_STORAGE\" />\n</manifest>\n",
    ])
    let fix = try #require(report.findings.first { $0.ruleID == "uncapped-legacy-permission" }?.fix)
    #expect(fix.safety == .needsReview)
  }

  /// standardnotes/mobile f920814: the code asks for WRITE_EXTERNAL_STORAGE on every level
  /// before a download; capping it makes the request fail at once above the cap.
  @Test("a maxSdkVersion on a permission the code asks for is to review")
  func requestedInCode() async throws {
    let report = await Self.lint([
      "package.json": #"{"dependencies": {"react-native": "0.67.4"}}"#,
      "src/package.json": #"{"name": "@Root"}"#,
      "src/Lib/Files.ts":
        "import { PermissionsAndroid } from 'react-native';\nexport async function save() {\n"
        + "  await PermissionsAndroid.request(PermissionsAndroid.PERMISSIONS.WRITE_EXTERNAL_STORAGE);\n}\n",
      "android/app/build.gradle": "android {\n    defaultConfig { targetSdkVersion 30 }\n}\n",
      "android/app/src/main/java/x/MainActivity.kt": "package x\nclass MainActivity\n",
      "android/app/src/main/AndroidManifest.xml":
        "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\n    <uses-permission android:name=\"android.permission.WRITE_EXTERNAL_STORAGE\" />\n</manifest>\n",
    ])
    let fix = try #require(report.findings.first { $0.ruleID == "uncapped-legacy-permission" }?.fix)
    #expect(fix.safety == .needsReview)
    // The nested package.json is an import alias: the request is the app's, not unrequested.
    #expect(!report.findings.contains { $0.ruleID == "declared-permission-unrequested" })
  }
}
