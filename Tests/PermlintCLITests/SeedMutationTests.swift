import Foundation
import PermlintTestSupport
import Testing

/// Each seed's sample (samples/), broken in each way its specification forbids, through the
/// built binary: the exact rule, file, line and column that report it. Docs/seeds.md maps every
/// acceptance criterion to these cases, and lists the violations no rule can see.
@Suite("Seed mutations, end to end")
struct SeedMutationTests {
  /// One textual change to a file of the sample.
  struct Edit: Sendable {
    var file: String
    var old: String
    var new: String
    /// Replace every occurrence; otherwise `old` must occur exactly once.
    var everywhere = false

    init(_ file: String, _ old: String, _ new: String, everywhere: Bool = false) {
      self.file = file
      self.old = old
      self.new = new
      self.everywhere = everywhere
    }
  }

  /// A violation of a seed's acceptance criterion and the errors and warnings it must cause.
  struct Mutation: CustomTestStringConvertible, Sendable {
    var sample: String
    var criterion: String
    var violation: String
    var edits: [Edit]
    /// `path:line:column rule-id` of every error and warning, in report order.
    var expected: [String]
    /// What a binary that reads Swift and Kotlin code reports instead, when that differs.
    var expectedWithNativeCode: [String]?
    var testDescription: String { "\(sample) (\(criterion)): \(violation)" }

    init(
      _ sample: String, _ criterion: String, _ violation: String, _ edits: [Edit], expect: [String],
      withNativeCode: [String]? = nil
    ) {
      self.sample = sample
      self.criterion = criterion
      self.violation = violation
      self.edits = edits
      self.expected = expect
      self.expectedWithNativeCode = withNativeCode
    }
  }

  /// A copy of a sample in a temporary folder, removed afterwards.
  final class SampleCopy {
    let folder: URL
    let root: URL

    init(_ name: String) throws {
      folder = FileManager.default.temporaryDirectory.appendingPathComponent("permlint-seed-\(UUID().uuidString)")
      root = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: PackagePaths.path("samples/\(name)"), to: root)
    }

    func apply(_ edit: Edit) throws {
      let url = root.appendingPathComponent(edit.file)
      let text = try String(contentsOf: url, encoding: .utf8)
      let count = text.components(separatedBy: edit.old).count - 1
      try #require(edit.everywhere ? count >= 1 : count == 1, "\(edit.file): \(count) occurrences of \(edit.old)")
      try Data(text.replacingOccurrences(of: edit.old, with: edit.new).utf8).write(to: url)
    }

    func run(_ arguments: [String] = []) throws -> ProcessRunner.Result {
      try ProcessRunner.run(PermlintBinary.url.path, arguments, in: root)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }
  }

  /// `path:line:column rule-id` of each error and warning of a text report.
  static func findings(_ output: String) -> [String] {
    output.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") }
      .filter { !$0.hasPrefix(" ") && !$0.hasPrefix("permlint:") }
      .map { line in "\(line.prefix { $0 != " " }.dropLast()) \(line.split(separator: "[").last?.dropLast() ?? "")" }
  }

  /// Whether the binary has the rules that read native Swift and Kotlin permission requests
  /// (they are merged separately): SmartCityGuide's Swift code then counts too.
  static let readsNativeCode: Bool = {
    let result = try? ProcessRunner.run(PermlintBinary.url.path, ["rules", "declared-permission-unrequested"])
    return result?.status == 0
  }()

  static let samples = ["attendance", "media-player", "technician-travel", "rider", "smart-city-guide"]

  @Test("every sample lints clean as shipped, its accepted risks suppressed with reasons", arguments: samples)
  func clean(_ sample: String) throws {
    let result = try SampleCopy(sample).run(["--fail-on", "warning"])
    #expect(result.status == 0, "\(result.stdout)")
    #expect(Self.findings(result.stdout) == [])
    #expect(result.stderr.contains(" 0 errors, 0 warnings, 0 notes"), "\(result.stderr)")
  }

  @Test("the broken rider example fails with the finding the README shows")
  func brokenRider() throws {
    let result = try ProcessRunner.run(
      PermlintBinary.url.path, ["examples/broken-rider"], in: PackagePaths.path("."))
    #expect(result.status == 1)
    #expect(Self.findings(result.stdout) == ["examples/broken-rider/permlint.yml:115:7 settings-redirect"])
  }

  @Test("each violation a seed forbids is reported at its place", arguments: mutations)
  func mutation(_ mutation: Mutation) throws {
    let copy = try SampleCopy(mutation.sample)
    for edit in mutation.edits { try copy.apply(edit) }
    let result = try copy.run()
    let expected = Self.readsNativeCode ? mutation.expectedWithNativeCode ?? mutation.expected : mutation.expected
    #expect(Self.findings(result.stdout) == expected, "\(result.stdout)")
  }

  static let mutations: [Mutation] =
    codeMutations + [
      Mutation(
        "attendance", "US-077 AC-001/AC-003", "the guidance dialog's Open Settings does not lead to Settings",
        [
          Edit("permlint.yml", "          primary: settings\n", "          primary: not-performed\n")
        ],
        expect: ["permlint.yml:68:7 settings-redirect"]),
      Mutation(
        "attendance", "US-077 AC-004/AC-005", "no re-check when the user returns from Settings",
        [
          Edit(
            "permlint.yml", "on: { resume: recheck, launch: recheck }",
            "on: { resume: not-performed, launch: not-performed }")
        ],
        expect: ["permlint.yml:82:7 recheck-on-return"]),
      Mutation(
        "attendance", "US-077 AC-001", "a permanent denial prompts again instead of showing the dialog",
        [
          Edit("permlint.yml", "proceed.\n          blocked: guidance", "proceed.\n          blocked: ask")
        ],
        expect: ["permlint.yml:60:7 reprompt-after-block"]),
      Mutation(
        "attendance", "US-077 AC-006", "dismissing the dialog checks in anyway",
        [
          Edit("permlint.yml", "          dismiss: not-performed\n", "          dismiss: record\n")
        ],
        expect: ["permlint.yml:68:7 blocking-screen-dismissal", "permlint.yml:105:7 action-without-grant"]),
      Mutation(
        "attendance", "US-077 AC-003", "the Dart code no longer calls openAppSettings()",
        [
          Edit("lib/location_guidance.dart", "    await openAppSettings();\n", "")
        ],
        expect: ["lib/location_guidance.dart:17:41 settings-unreachable-in-code"]),
      Mutation(
        "attendance", "US-077 AC-001", "the PERMISSION_LOCATION_WHENINUSE macro is removed from the Podfile",
        [
          Edit("ios/Podfile", "        'PERMISSION_LOCATION_WHENINUSE=1',\n", "")
        ],
        expect: ["lib/location_guidance.dart:15:24 permission-handler-macro-missing"]),
      Mutation(
        "attendance", "US-077 4.3", "the location purpose string is removed from Info.plist",
        [
          Edit(
            "ios/Runner/Info.plist",
            "\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string>Your location is checked when you tap Check-In or Check-Out, to confirm that you are at your work site and record your attendance.</string>\n",
            "")
        ],
        expect: ["ios/Podfile:42:9 permission-handler-purpose-string", "permlint.yml:22:3 missing-purpose-string"]),
      Mutation(
        "attendance", "US-077 AC-002", "the dialog no longer says why location is needed",
        [
          Edit(
            "permlint.yml",
            "          message:\n            en: \"Location is required to record your attendance. Open Settings and allow location access for this app, then try again.\"\n",
            "")
        ],
        expect: ["permlint.yml:70:9 screen-copy"]),
      Mutation(
        "media-player", "media player AC 5",
        "\"Don't ask again\" on Storage/Photos: the card's CTA no longer opens Settings",
        [
          Edit("permlint.yml", "on: { primary: settings-photos,", "on: { primary: enter-app,")
        ],
        expect: ["permlint.yml:123:7 settings-redirect"]),
      Mutation(
        "media-player", "media player AC 1/AC 4", "the explainer is no longer shown at launch",
        [
          Edit("permlint.yml", "    trigger: launch\n", "    trigger: user-action\n")
        ],
        expect: ["permlint.yml:48:16 mandatory-asked-at-launch", "permlint.yml:48:24 mandatory-asked-at-launch"]),
      Mutation(
        "media-player", "media player AC 6", "a soft-block overlay's message is not in Vietnamese",
        [
          Edit(
            "permlint.yml",
            "title: { vi: \"Cần quyền Mạng cục bộ\" }\n          message: { vi: \"Bạn cần cấp quyền Mạng cục bộ để duyệt thiết bị trong mạng nội bộ và phát nội dung từ đó.\" }",
            "title: { vi: \"Cần quyền Mạng cục bộ\" }\n          message: { en: \"You need to allow Local Network access to browse and play from devices on your network.\" }"
          )
        ],
        expect: ["permlint.yml:294:9 screen-copy"]),
      Mutation(
        "media-player", "media player AC 6", "an English Info.plist whose vi.lproj lacks the Photos purpose string",
        [
          Edit(
            "ios/Runner/Info.plist", "<key>CFBundleDevelopmentRegion</key>\n\t<string>vi</string>",
            "<key>CFBundleDevelopmentRegion</key>\n\t<string>en</string>"),
          Edit(
            "ios/Runner/Info.plist",
            "\t<string>Ứng dụng cần truy cập Ảnh để quét, phát và quản lý file/video trong máy.</string>",
            "\t<string>The app scans, plays and manages the photos and videos on this device.</string>"),
          Edit(
            "ios/Runner/vi.lproj/InfoPlist.strings",
            "\"NSPhotoLibraryUsageDescription\" = \"Ứng dụng cần truy cập Ảnh để quét, phát và quản lý file/video trong máy.\";\n",
            ""),
        ],
        expect: ["ios/Runner/Info.plist:39:2 missing-localized-purpose-string"]),
      Mutation(
        "media-player", "media player Scope (Location excluded)", "the Android manifest declares location",
        [
          Edit(
            "android/app/src/main/AndroidManifest.xml",
            "    <uses-permission android:name=\"android.permission.INTERNET\" />\n",
            "    <uses-permission android:name=\"android.permission.INTERNET\" />\n    <uses-permission android:name=\"android.permission.ACCESS_COARSE_LOCATION\" />\n"
          )
        ],
        expect: ["android/app/src/main/AndroidManifest.xml:6:22 unclaimed-android-permission"]),
      Mutation(
        "media-player", "media player Scope (Location excluded)", "the Dart code asks for location",
        [
          Edit(
            "lib/permission_service.dart", "  Future<PermissionStatus> photosStatus() => Permission.photos.status;\n",
            "  Future<PermissionStatus> photosStatus() => Permission.photos.status;\n\n  Future<PermissionStatus> nearbyShares() => Permission.locationWhenInUse.request();\n"
          )
        ],
        expect: [
          "lib/permission_service.dart:11:46 permission-handler-macro-missing",
          "lib/permission_service.dart:11:75 flow-code-mismatch",
        ]),
      Mutation(
        "media-player", "media player Local Network", "the Bonjour service types are removed",
        [
          Edit(
            "ios/Runner/Info.plist",
            "\t<key>NSBonjourServices</key>\n\t<array>\n\t\t<string>_smb._tcp</string>\n\t</array>\n", "")
        ],
        expect: ["ios/Runner/Info.plist:33:2 local-network-bonjour"]),
      Mutation(
        "media-player", "media player AC 2", "the PERMISSION_PHOTOS macro is removed from the Podfile",
        [
          Edit("ios/Podfile", "        'PERMISSION_PHOTOS=1',\n", "")
        ],
        expect: ["lib/permission_explainer.dart:44:26 permission-handler-macro-missing"]),
      Mutation(
        "media-player", "media player AC 5", "the Dart code no longer calls openAppSettings()",
        [
          Edit("lib/permission_service.dart", "      await openAppSettings();\n", "", everywhere: true)
        ],
        expect: ["lib/permission_service.dart:18:12 settings-unreachable-in-code"]),
      Mutation(
        "media-player", "media player AC 5", "a suppressed Storage/Photos prompt is requested again",
        [
          Edit(
            "permlint.yml",
            "          blocked: card-photos-settings\n          restricted: card-photos-settings\n      check-network-only:",
            "          blocked: card-photos\n          restricted: card-photos-settings\n      check-network-only:")
        ],
        expect: ["permlint.yml:114:7 reprompt-after-block"]),
      Mutation(
        "media-player", "media player AC 5", "no re-check when the user returns from Settings",
        [
          Edit(
            "permlint.yml", "on: { resume: check-photos, launch: check-photos }",
            "on: { resume: enter-app, launch: enter-app }")
        ],
        expect: ["permlint.yml:133:7 recheck-on-return"]),
      Mutation(
        "technician-travel", "US-122 NFR 7.2", "Info.plist asks for Always location",
        [
          Edit(
            "ios/TechnicianTravel/Info.plist", "\t<key>NSLocationWhenInUseUsageDescription</key>\n",
            "\t<key>NSLocationAlwaysAndWhenInUseUsageDescription</key>\n\t<string>Travel Mode keeps sharing your location with the customer of the job while the app is in the background.</string>\n\t<key>NSLocationWhenInUseUsageDescription</key>\n"
          )
        ],
        expect: ["ios/TechnicianTravel/Info.plist:34:2 least-privilege-location"]),
      Mutation(
        "technician-travel", "US-122 NFR 7.2", "the manifest declares ACCESS_BACKGROUND_LOCATION",
        [
          Edit(
            "android/app/src/main/AndroidManifest.xml",
            "        android:name=\"android.permission.ACCESS_FINE_LOCATION\" />\n",
            "        android:name=\"android.permission.ACCESS_FINE_LOCATION\" />\n    <uses-permission\n        android:name=\"android.permission.ACCESS_BACKGROUND_LOCATION\" />\n"
          )
        ],
        expect: ["android/app/src/main/AndroidManifest.xml:12:9 least-privilege-location"]),
      Mutation(
        "technician-travel", "US-122 NFR 7.2", "the code asks for PERMISSIONS.IOS.LOCATION_ALWAYS",
        [
          Edit(
            "src/travelMode.ts", "  ios: PERMISSIONS.IOS.LOCATION_WHEN_IN_USE,",
            "  ios: PERMISSIONS.IOS.LOCATION_ALWAYS,"
          )
        ],
        expect: ["src/travelMode.ts:8:8 rn-permissions-handler-missing", "src/travelMode.ts:20:20 flow-code-mismatch"]),
      Mutation(
        "technician-travel", "US-122 AC-003", "a previous denial shows the OS prompt again",
        [
          Edit(
            "permlint.yml",
            "          denied: location-off\n          blocked: location-off\n          restricted: location-off\n      ask:",
            "          denied: location-off\n          blocked: ask\n          restricted: location-off\n      ask:")
        ],
        expect: ["permlint.yml:59:7 reprompt-after-block"]),
      Mutation(
        "technician-travel", "US-122 AC-003/AC-004", "the in-app message has no way to Settings",
        [
          Edit("permlint.yml", "          primary: settings\n", "          primary: inactive\n")
        ],
        expect: ["permlint.yml:68:7 settings-redirect"]),
      Mutation(
        "technician-travel", "US-122 BR-001", "Travel Mode starts before location is granted",
        [
          Edit("permlint.yml", "          not-determined: ask\n", "          not-determined: activate\n")
        ],
        expect: ["permlint.yml:86:7 action-without-grant"]),
      Mutation(
        "technician-travel", "US-122 AC-001", "the LocationWhenInUse entry is removed from setup_permissions",
        [
          Edit("ios/Podfile", "  'LocationWhenInUse',\n", "")
        ],
        expect: ["src/travelMode.ts:8:8 rn-permissions-handler-missing"]),
      Mutation(
        "technician-travel", "US-122 AC-003", "the code no longer calls openSettings()",
        [
          Edit(
            "src/travelMode.ts", "      { text: 'Open Settings', onPress: () => openSettings('application') },\n", "")
        ],
        expect: ["src/travelMode.ts:8:8 settings-unreachable-in-code"]),
      Mutation(
        "rider", "RDR-020 AC-001", "the GPS blocking screen is dismissible",
        [
          Edit(
            "permlint.yml", "          dismissible: false\n          title: { en: \"Location access required\" }",
            "          dismissible: true\n          title: { en: \"Location access required\" }")
        ],
        expect: ["permlint.yml:74:24 blocking-screen-dismissal"]),
      Mutation(
        "rider", "RDR-020 AC-001", "dismissing the GPS blocking screen goes online",
        [
          Edit(
            "permlint.yml", "        on: { primary: gps-settings }",
            "        on: { primary: gps-settings, dismiss: go-online }")
        ],
        expect: [
          "permlint.yml:71:7 blocking-screen-dismissal", "permlint.yml:74:24 blocking-screen-dismissal",
          "permlint.yml:84:7 action-without-grant",
        ]),
      Mutation(
        "rider", "RDR-020 AC-003", "\"Don't Ask Again\" prompts again",
        [
          Edit(
            "permlint.yml",
            "          # AC-003: \"Don't Ask Again\" -> no prompt, the same screen at once.\n          blocked: gps-blocked",
            "          # AC-003: \"Don't Ask Again\" -> no prompt, the same screen at once.\n          blocked: ask")
        ],
        expect: ["permlint.yml:63:7 reprompt-after-block"]),
      Mutation(
        "rider", "RDR-020 AC-004/AC-005", "no re-check on resume from Settings",
        [
          Edit(
            "permlint.yml", "        on: { resume: check, launch: check }",
            "        on: { resume: gps-blocked, launch: gps-blocked }")
        ],
        expect: ["permlint.yml:71:7 flow-dead-end", "permlint.yml:80:7 recheck-on-return"]),
      Mutation(
        "rider", "RDR-020 NFR 7.2", "location is requested at launch, not from the rider's tap",
        [
          Edit(
            "permlint.yml", "    mandatory: true\n    trigger: user-action\n    flow: gps-gate",
            "    mandatory: true\n    trigger: launch\n    flow: gps-gate")
        ],
        expect: ["permlint.yml:63:7 request-after-user-action"]),
      Mutation(
        "rider", "RDR-020 BR-RDR-PERM-01", "approximate location lets the rider go online",
        [
          Edit(
            "permlint.yml",
            "          granted: go-online\n          # Approximate location is not enough to go online (BR-RDR-PERM-01).\n          limited: gps-blocked",
            "          granted: go-online\n          # Approximate location is not enough to go online (BR-RDR-PERM-01).\n          limited: go-online"
          )
        ],
        expect: ["permlint.yml:84:7 action-without-grant"]),
      Mutation(
        "rider", "RDR-020 AC-002/AC-003", "the camera screen's Go to Settings only closes it",
        [
          Edit(
            "permlint.yml", "        on: { primary: camera-settings }",
            "        on: { primary: camera-closed }\n      camera-closed:\n        action: cancel")
        ],
        expect: ["permlint.yml:107:7 settings-redirect"]),
      Mutation(
        "rider", "RDR-020 AC-002", "the Camera entry is removed from setup_permissions",
        [
          Edit("ios/Podfile", "  'Camera',\n", "")
        ],
        expect: ["src/permissionGate.ts:18:8 rn-permissions-handler-missing"]),
      Mutation(
        "rider", "RDR-020 AC-001", "the code no longer calls openSettings()",
        [
          Edit("src/permissionGate.ts", "    openSettings('application');\n", "")
        ],
        expect: ["src/permissionGate.ts:14:8 settings-unreachable-in-code"]),
      Mutation(
        "rider", "RDR-020 BR-RDR-PERM-01", "Info.plist makes reduced accuracy the default",
        [
          Edit(
            "ios/Rider/Info.plist", "\t<key>NSLocationWhenInUseUsageDescription</key>\n",
            "\t<key>NSLocationDefaultAccuracyReduced</key>\n\t<true/>\n\t<key>NSLocationWhenInUseUsageDescription</key>\n"
          )
        ],
        expect: ["ios/Rider/Info.plist:37:2 precise-location-reduced"]),
      Mutation(
        "smart-city-guide", "SmartCityGuide Out of Scope (only German)",
        "the completion screen's message is not in German",
        [
          Edit(
            "permlint.yml",
            "message: { de: \"SmartCityGuide ist eingerichtet. Viel Spaß beim Entdecken deiner Stadt!\" }",
            "message: { en: \"SmartCityGuide is ready. Enjoy exploring your city!\" }")
        ],
        expect: ["permlint.yml:235:9 screen-copy"]),
      Mutation(
        "smart-city-guide", "SmartCityGuide Scope 3", "Always location loses its justification",
        [
          Edit(
            "permlint.yml",
            "    justification: >-\n      SmartCityGuide notifies the user about sights they pass while the app is closed,\n      using region monitoring around nearby sights. This only works with Always\n      authorization; the user opts in on a dedicated explainer screen and can skip it.\n",
            "")
        ],
        expect: ["SmartCityGuide.xcodeproj/project.pbxproj:167:5 least-privilege-location"],
        // The Always request in Swift is the same cause, reported once at the declaration.
        withNativeCode: ["SmartCityGuide.xcodeproj/project.pbxproj:167:5 least-privilege-location"]),
      Mutation(
        "smart-city-guide", "SmartCityGuide Scope 4", "the notifications dialog comes without its explainer",
        [
          Edit(
            "permlint.yml", "          not-determined: explain-notifications\n",
            "          not-determined: request-notifications\n")
        ],
        expect: ["permlint.yml:207:11 unused-suppression", "permlint.yml:217:7 explainer-before-request"]),
      Mutation(
        "smart-city-guide", "SmartCityGuide Scope 7", "the profile's denied-location hint no longer opens Settings",
        [
          Edit(
            "permlint.yml",
            "primary: { de: \"Einstellungen öffnen\" }\n          secondary: { de: \"Abbrechen\" }\n        on: { primary: settings, secondary: back, dismiss: back }\n      settings:\n        action: open-settings\n        on: { resume: check, launch: check }\n      back:\n        action: cancel\n      show-nearby:",
            "primary: { de: \"Einstellungen öffnen\" }\n          secondary: { de: \"Abbrechen\" }\n        on: { primary: back, secondary: back, dismiss: back }\n      settings:\n        action: open-settings\n        on: { resume: check, launch: check }\n      back:\n        action: cancel\n      show-nearby:"
          )
        ],
        expect: ["permlint.yml:276:7 settings-redirect"]),
      // Swift is read only with the native-code rules; without them these two go unreported
      // (Docs/seeds.md, Gaps).
      Mutation(
        "smart-city-guide", "SmartCityGuide Scope 3", "the Always dialog is no longer requested in Swift",
        [Edit("SmartCityGuide/Onboarding/PermissionManager.swift", "      manager.requestAlwaysAuthorization()\n", "")],
        expect: [],
        withNativeCode: ["SmartCityGuide.xcodeproj/project.pbxproj:167:5 declared-permission-unrequested"]),
      Mutation(
        "smart-city-guide", "SmartCityGuide Scope 7", "the Swift code no longer opens the app's settings",
        [
          Edit(
            "SmartCityGuide/Onboarding/PermissionManager.swift",
            "    guard let url = URL(string: UIApplication.openSettingsURLString) else { return }\n    UIApplication.shared.open(url)\n",
            "")
        ],
        expect: [],
        withNativeCode: ["SmartCityGuide/Onboarding/PermissionManager.swift:27:15 settings-unreachable-in-code"]),
    ]

  /// Mutations of the samples' code only (permlint.yml untouched), caught by the rules that
  /// read the code's flows.
  static let codeMutations: [Mutation] = [
    Mutation(
      "technician-travel", "US-122 AC-003 (code)", "the alert's Open Settings button only closes the alert",
      [
        Edit("src/travelMode.ts", "onPress: () => openSettings('application') }", "onPress: () => undefined }")
      ],
      expect: ["src/travelMode.ts:8:8 settings-unreachable-in-code"]),
    Mutation(
      "media-player", "media player AC 5 (code)", "the explainer no longer re-checks when the app resumes",
      [
        Edit(
          "lib/permission_explainer.dart", "if (state == AppLifecycleState.resumed) _refresh();",
          "if (state == AppLifecycleState.resumed) {}")
      ],
      expect: [
        "lib/permission_service.dart:16:13 recheck-on-return-in-code",
        "lib/permission_service.dart:26:13 recheck-on-return-in-code",
      ]),
    Mutation(
      "attendance", "US-077 AC-001 (code)", "a permanent denial asks again instead of showing the dialog",
      [
        Edit(
          "lib/location_guidance.dart",
          "if (status.isPermanentlyDenied || status.isRestricted) await _showGuidance();",
          "if (status.isPermanentlyDenied || status.isRestricted) status = await Permission.locationWhenInUse.request();"
        )
      ],
      expect: ["lib/location_guidance.dart:24:104 reprompt-after-block-in-code"]),
    Mutation(
      "rider", "RDR-020 NFR 7.2 (code)", "the camera request moved to the root component, as the app opens",
      [
        Edit(
          "src/permissionGate.ts",
          "  return kind !== 'gps' || Platform.OS !== 'ios' || (await checkLocationAccuracy()) === 'full';\n}\n",
          "  return kind !== 'gps' || Platform.OS !== 'ios' || (await checkLocationAccuracy()) === 'full';\n}\n\n"
            + "export function RiderRoot() {\n  useEffect(() => {\n    request(CAMERA);\n  }, []);\n  return null;\n}\n"
            + "AppRegistry.registerComponent('rider', () => RiderRoot);\n")
      ],
      expect: ["src/permissionGate.ts:75:5 request-at-app-start"]),
    Mutation(
      "attendance", "US-077 (code)", "location asked for in the root widget's initState, before any tap",
      [
        Edit(
          "lib/location_guidance.dart",
          "You can check in now.')),\n      );\n    }\n  }\n}\n",
          "You can check in now.')),\n      );\n    }\n  }\n}\n\n"
            + "void main() => runApp(const AttendanceApp());\n\n"
            + "class AttendanceApp extends StatefulWidget {\n  const AttendanceApp({super.key});\n\n"
            + "  @override\n  State<AttendanceApp> createState() => _AttendanceAppState();\n}\n\n"
            + "class _AttendanceAppState extends State<AttendanceApp> {\n  @override\n  void initState() {\n"
            + "    super.initState();\n    Permission.locationWhenInUse.request();\n  }\n\n"
            + "  @override\n  Widget build(BuildContext context) => const MaterialApp(home: Text('Attendance'));\n}\n")
      ],
      expect: ["lib/location_guidance.dart:82:34 request-at-app-start"]),
    Mutation(
      "technician-travel", "US-122 BR-001 (code)",
      "Travel Mode starts sharing right after the prompt, whatever the answer",
      [
        Edit(
          "src/travelMode.ts", "    status = await request(LOCATION);\n",
          "    status = await request(LOCATION);\n    startSharing(jobId);\n")
      ],
      expect: ["src/travelMode.ts:21:5 action-without-grant-in-code"]),
    Mutation(
      "technician-travel", "US-122 BR-001 (code)", "a denial falls back to sharing the position anyway",
      [
        Edit("src/travelMode.ts", "  showLocationOff();\n  return false;", "  startSharing(jobId);\n  return false;")
      ],
      expect: ["src/travelMode.ts:29:3 action-without-grant-in-code"]),
    Mutation(
      "smart-city-guide", "Onboarding (code)", "the While-in-use dialog is asked as the intro appears, before any tap",
      [
        Edit(
          "SmartCityGuide/Onboarding/IntroFlowView.swift", "    .padding()\n",
          "    .padding()\n    .onAppear { Task { _ = await permissions.requestWhenInUse() } }\n")
      ],
      expect: ["SmartCityGuide/Onboarding/PermissionManager.swift:27:15 request-at-app-start"]),
    Mutation(
      "technician-travel", "US-122 (map and code)", "the function the map names as the flow's code is renamed",
      [
        Edit(
          "src/travelMode.ts", "export async function activateTravelMode(", "export async function startTravelMode(")
      ],
      expect: ["permlint.yml:42:11 flow-code-mismatch"]),
    Mutation(
      "attendance", "US-077 (map and code)", "the code asks for the camera, which no flow of the map describes",
      [
        Edit(
          "lib/location_guidance.dart", "  Future<void> _showGuidance() async {",
          "  Future<bool> takeSelfie() async => (await Permission.camera.request()).isGranted;\n\n"
            + "  Future<void> _showGuidance() async {")
      ],
      expect: [
        "lib/location_guidance.dart:28:45 permission-handler-macro-missing",
        "lib/location_guidance.dart:28:63 flow-code-mismatch",
      ]),
  ]
}
