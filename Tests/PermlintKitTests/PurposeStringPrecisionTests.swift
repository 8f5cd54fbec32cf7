@_spi(Testing) import PermlintKit
import Testing

/// Purpose-string rules say only what the project shows: the locales its targets build, the
/// key a translation is really of, texts that are copies or templates.
@Suite("purpose-string precision")
struct PurposeStringPrecisionTests {
  static func lint(_ rules: [Rule], _ files: [(String, String)]) async -> [String] {
    let report = await Linter(rules: rules).lint(files: files.map { SourceFile(path: $0.0, text: $0.1) })
    return report.findings.map {
      "\($0.location.path):\($0.location.line):\($0.location.column) \($0.ruleID): \($0.message)"
    }
  }

  static func plist(_ entries: [(String, String)]) -> String {
    let body = entries.map { "  <key>\($0.0)</key>\n  <string>\($0.1)</string>" }.joined(separator: "\n")
    return "<plist version=\"1.0\">\n<dict>\n\(body)\n</dict>\n</plist>\n"
  }

  /// A project whose app target copies `resources` (variant groups: name and languages) and a
  /// string catalog, with `regions` as its known regions.
  static func project(regions: String, variants: [(String, [String])], catalog: Bool) -> String {
    var objects: [String] = []
    var buildFiles: [String] = []
    for (index, variant) in variants.enumerated() {
      let children = variant.1.enumerated().map { "V\(index)C\($0.offset)" }
      for (child, language) in zip(children, variant.1) {
        objects.append(
          "\(child) = { isa = PBXFileReference; name = \(language); path = \(language).lproj/\(variant.0); sourceTree = \"<group>\"; };"
        )
      }
      objects.append(
        "V\(index) = { isa = PBXVariantGroup; children = (\(children.joined(separator: ", "))); name = \(variant.0); sourceTree = \"<group>\"; };"
      )
      objects.append("B\(index) = { isa = PBXBuildFile; fileRef = V\(index); };")
      buildFiles.append("B\(index)")
    }
    if catalog {
      objects.append("CF = { isa = PBXFileReference; path = Localizable.xcstrings; sourceTree = \"<group>\"; };")
      objects.append("CB = { isa = PBXBuildFile; fileRef = CF; };")
      buildFiles.append("CB")
    }
    let children = (0..<variants.count).map { "V\($0)" } + (catalog ? ["CF"] : [])
    return """
      // !$*UTF8*$!
      {
        objects = {
          P = { isa = PBXProject; buildConfigurationList = PL; developmentRegion = en; knownRegions = (\(regions)); mainGroup = G; targets = (T); };
          G = { isa = PBXGroup; children = (R); sourceTree = "<group>"; };
          R = { isa = PBXGroup; children = (\(children.joined(separator: ", "))); path = Runner; sourceTree = "<group>"; };
          PL = { isa = XCConfigurationList; buildConfigurations = (PC); };
          PC = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Release; };
          T = { isa = PBXNativeTarget; buildConfigurationList = TL; buildPhases = (RP); name = Runner; productType = "com.apple.product-type.application"; };
          RP = { isa = PBXResourcesBuildPhase; files = (\(buildFiles.joined(separator: ", "))); };
          TL = { isa = XCConfigurationList; buildConfigurations = (TC); };
          TC = { isa = XCBuildConfiguration; buildSettings = { INFOPLIST_FILE = Runner/Info.plist; }; name = Release; };
          \(objects.joined(separator: "\n    "))
        };
        rootObject = P;
      }
      """
  }

  /// Both keys of `twoKeys` translated into French.
  static let frenchStrings = (
    "ios/App/fr.lproj/InfoPlist.strings",
    "\"NSCameraUsageDescription\" = \"Scannez le code QR du colis.\";\n"
      + "\"NSMicrophoneUsageDescription\" = \"Enregistrez une note vocale.\";\n"
  )

  /// German strings whose camera value copies the English text of `twoKeys`.
  static let germanCopyingCamera = (
    "ios/App/de.lproj/InfoPlist.strings",
    "\"NSCameraUsageDescription\" = \"Scan the QR code on a parcel.\";\n"
      + "\"NSMicrophoneUsageDescription\" = \"Eine Sprachnachricht aufnehmen.\";\n"
  )

  static let twoKeys = plist([
    ("NSCameraUsageDescription", "Scan the QR code on a parcel."),
    ("NSMicrophoneUsageDescription", "Record a voice note for the courier."),
  ])

  @Test("stray .lproj folders that no target builds ship no locale; a built string catalog ships the known regions")
  func strayLocaleFolders() async {
    // it.lproj and fr.lproj hold storyboard strings that the variant group does not list
    // (only Base): the app is not in Italian or French. Localizable.xcstrings is built, so
    // the known region de ships.
    let findings = await Self.lint(
      [.missingLocalizedPurposeString],
      [
        (
          "ios/Runner.xcodeproj/project.pbxproj",
          Self.project(regions: "en, Base, de", variants: [("Main.storyboard", ["Base"])], catalog: true)
        ),
        ("ios/Runner/Info.plist", Self.twoKeys),
        ("ios/Runner/it.lproj/Main.strings", "\"a.text\" = \"Ciao\";\n"),
        ("ios/Runner/fr.lproj/Main.strings", "\"a.text\" = \"Salut\";\n"),
        ("ios/Runner/fr.lproj/InfoPlist.strings", "\"CFBundleName\" = \"Runner\";\n"),
      ])
    #expect(
      findings == [
        "ios/Runner/Info.plist:3:3 missing-localized-purpose-string: the app ships 1 locale (de) but translates "
          + "none of its purpose strings (NSCameraUsageDescription, NSMicrophoneUsageDescription) into any of "
          + "them, so users of every language see the en text in permission prompts; translate them in each "
          + "locale's InfoPlist.strings or in InfoPlist.xcstrings."
      ])
  }

  /// Found judging BlueWallet (7dc4fc5): its 23 known regions were a watch app's, and the
  /// app's `Localizable.xcstrings` holds only en_US, es and fr.
  @Test(
    "a built Localizable.xcstrings ships its own languages, not the known regions; one it cannot read, the regions",
    arguments: [
      (
        "{\"sourceLanguage\": \"en\", \"strings\": {\"Hello\": {\"localizations\": "
          + "{\"en\": {}, \"ja\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"こんにちは\"}}}}}}\n",
        "1 locale (ja)"
      ),
      ("{\"sourceLanguage\": ", "3 locales (de, ja, fr)"),
    ])
  func catalogLanguages(_ catalog: String, _ shipped: String) async {
    let findings = await Self.lint(
      [.missingLocalizedPurposeString],
      [
        (
          "ios/Runner.xcodeproj/project.pbxproj",
          Self.project(regions: "en, Base, de, ja, fr", variants: [("Main.storyboard", ["Base"])], catalog: true)
        ),
        ("ios/Runner/Info.plist", Self.twoKeys),
        ("ios/Runner/Localizable.xcstrings", catalog),
      ])
    #expect(
      findings == [
        "ios/Runner/Info.plist:3:3 missing-localized-purpose-string: the app ships \(shipped) but translates "
          + "none of its purpose strings (NSCameraUsageDescription, NSMicrophoneUsageDescription) into any of "
          + "them, so users of every language see the en text in permission prompts; translate them in each "
          + "locale's InfoPlist.strings or in InfoPlist.xcstrings."
      ])
  }

  @Test("InfoPlist.strings committed empty that a Fastfile writes are said once as a note, not judged")
  func emptyStringsFilledAtBuild() async {
    let findings = await Self.lint(
      [.missingLocalizedPurposeString],
      [
        (
          "ios/Runner.xcodeproj/project.pbxproj",
          Self.project(regions: "en, Base, de, fr", variants: [("InfoPlist.strings", ["de", "fr"])], catalog: false)
        ),
        ("ios/Runner/Info.plist", Self.twoKeys),
        ("ios/Runner/de.lproj/InfoPlist.strings", ""),
        ("ios/Runner/fr.lproj/InfoPlist.strings", ""),
        ("fastlane/Fastfile", "lane :strings do\n  File.write(\"#{dir}/InfoPlist.strings\", lines)\nend\n"),
      ])
    #expect(
      findings == [
        "ios/Runner/de.lproj/InfoPlist.strings:1:1 missing-localized-purpose-string: the InfoPlist.strings of 2 "
          + "locales (de, fr) are committed empty, and fastlane/Fastfile writes InfoPlist.strings: a build step "
          + "fills them, so permlint cannot see their texts and does not judge those locales; lint the app the build "
          + "produces to check its translations."
      ])
  }

  @Test("a built variant group's languages ship; a stray folder beside it does not")
  func builtVariantGroup() async {
    let findings = await Self.lint(
      [.missingLocalizedPurposeString],
      [
        (
          "ios/Runner.xcodeproj/project.pbxproj",
          Self.project(regions: "en, Base, de, it", variants: [("InfoPlist.strings", ["de"])], catalog: false)
        ),
        ("ios/Runner/Info.plist", Self.twoKeys),
        ("ios/Runner/de.lproj/InfoPlist.strings", "\"NSCameraUsageDescription\" = \"Scanne den QR-Code.\";\n"),
        ("ios/Runner/it.lproj/Main.strings", "\"a.text\" = \"Ciao\";\n"),
      ])
    #expect(
      findings == [
        "ios/Runner/Info.plist:5:3 missing-localized-purpose-string: NSMicrophoneUsageDescription has no 'de' "
          + "translation in ios/Runner/de.lproj/InfoPlist.strings, so users of that language see the en text in "
          + "the permission prompt; translate it."
      ])
  }

  @Test("a locale that translates a sibling key the Info.plist does not declare: one finding at the declared key")
  func siblingKeyTranslated() async {
    let findings = await Self.lint(
      [.missingLocalizedPurposeString],
      [
        ("ios/App/Info.plist", Self.plist([("NSPhotoLibraryAddUsageDescription", "Save your receipts to Photos.")])),
        ("ios/App/de.lproj/InfoPlist.strings", "\"NSPhotoLibraryUsageDescription\" = \"Belege in Fotos sichern.\";\n"),
      ])
    #expect(
      findings == [
        "ios/App/Info.plist:3:3 missing-localized-purpose-string: NSPhotoLibraryAddUsageDescription has no 'de' "
          + "translation: ios/App/de.lproj/InfoPlist.strings translates NSPhotoLibraryUsageDescription instead, "
          + "which the Info.plist does not declare, so users of that language see the en text in the "
          + "NSPhotoLibraryAddUsageDescription prompt; name the entry NSPhotoLibraryAddUsageDescription (or "
          + "declare NSPhotoLibraryUsageDescription if the app uses it)."
      ])
  }

  @Test("locales that translate the legacy calendars key but not its iOS 17 successor")
  func predecessorTranslated() async {
    let findings = await Self.lint(
      [.missingLocalizedPurposeString],
      [
        (
          "ios/App/Info.plist",
          Self.plist([
            ("NSCalendarsUsageDescription", "Add your deadlines to your calendar."),
            ("NSCalendarsFullAccessUsageDescription", "Add your deadlines to your calendar."),
          ])
        ),
        (
          "ios/App/de.lproj/InfoPlist.strings",
          "\"NSCalendarsUsageDescription\" = \"Fristen im Kalender eintragen.\";\n"
        ),
        ("ios/App/it.lproj/InfoPlist.strings", "\"NSCalendarsUsageDescription\" = \"Aggiungi le scadenze.\";\n"),
      ])
    #expect(
      findings == [
        "ios/App/Info.plist:5:3 missing-localized-purpose-string: NSCalendarsFullAccessUsageDescription has no "
          + "translation in 2 locales (de, it): ios/App/de.lproj/InfoPlist.strings, ios/App/it.lproj/InfoPlist.strings "
          + "translate NSCalendarsUsageDescription instead, a different key, so users of those languages see the en "
          + "text in the NSCalendarsFullAccessUsageDescription prompt; translate NSCalendarsFullAccessUsageDescription "
          + "there too."
      ])
  }

  @Test("a locale whose value copies the development-language text is not translated")
  func copiedText() async {
    let findings = await Self.lint(
      [.missingLocalizedPurposeString],
      [
        ("ios/App/Info.plist", Self.twoKeys),
        Self.germanCopyingCamera,
        Self.frenchStrings,
      ])
    #expect(
      findings == [
        "ios/App/Info.plist:3:3 missing-localized-purpose-string: NSCameraUsageDescription has a 'de' value that "
          + "copies the en text in ios/App/de.lproj/InfoPlist.strings, so users of that language see the en text in "
          + "the permission prompt; translate it."
      ])
  }

  /// home-assistant/iOS d722d78: an Info.plist value over several indented lines, copied to a
  /// strings file on one line.
  @Test("a copy that differs from the development-language text only in its whitespace is a copy")
  func copiedTextOtherWhitespace() async {
    let findings = await Self.lint(
      [.missingLocalizedPurposeString],
      [
        (
          "ios/App/Info.plist",
          Self.plist([
            ("NSCameraUsageDescription", "Scan the QR code\n\t\t\ton a parcel."),
            ("NSMicrophoneUsageDescription", "Record a voice note for the courier."),
          ])
        ),
        Self.germanCopyingCamera,
        Self.frenchStrings,
      ])
    #expect(findings.count == 1)
    #expect(findings.first?.contains("has a 'de' value that copies the en text") == true)
  }

  /// home-assistant/iOS d722d78: es-MX.lproj copies the English text while es.lproj translates
  /// it; iOS shows Mexican users es-MX's value.
  @Test("a regional copy of the development-language text is a copy where the language translates it")
  func regionalCopy() async {
    let findings = await Self.lint(
      [.missingLocalizedPurposeString],
      [
        ("ios/App/Info.plist", Self.twoKeys),
        (
          "ios/App/es.lproj/InfoPlist.strings",
          "\"NSCameraUsageDescription\" = \"Escanea el código QR del paquete.\";\n"
            + "\"NSMicrophoneUsageDescription\" = \"Graba una nota de voz.\";\n"
        ),
        (
          "ios/App/es-MX.lproj/InfoPlist.strings",
          "\"NSCameraUsageDescription\" = \"Scan the QR code on a parcel.\";\n"
            + "\"NSMicrophoneUsageDescription\" = \"Graba una nota de voz.\";\n"
        ),
      ])
    #expect(findings.count == 1)
    #expect(findings.first?.contains("has a 'es-MX' value that copies the en text") == true)
  }

  @Test("generic 'needs <key> permission' and '$(PRODUCT_NAME) needs <resource> permission' texts are placeholders")
  func genericTemplates() async {
    let findings = await Self.lint(
      [.placeholderPurposeString],
      [
        (
          "ios/App/Info.plist",
          Self.plist([
            ("NSMotionUsageDescription", "The app needs NSMotionUsageDescription permission"),
            ("NSCameraUsageDescription", "$(PRODUCT_NAME) needs camera permission."),
            ("NSMicrophoneUsageDescription", "$(PRODUCT_NAME) needs microphone permission to record voice notes."),
          ])
        )
      ])
    let advice =
      "; users see it in the permission prompt and App Review rejects it. Say which feature needs the "
      + "permission and what it does with the data."
    #expect(
      findings == [
        "ios/App/Info.plist:4:3 placeholder-purpose-string: NSMotionUsageDescription is placeholder text (it "
          + "follows the generic template '… needs <key> permission')" + advice,
        "ios/App/Info.plist:6:3 placeholder-purpose-string: NSCameraUsageDescription is placeholder text (it "
          + "follows the generic template '… needs <resource> permission')" + advice,
      ])
  }

  @Test("a playback-only audio session is no microphone use; a recording category is")
  func audioSessionCategories() async {
    let plist = Self.plist([("NSMicrophoneUsageDescription", "Record a voice note for the courier.")])
    let playback = await Self.lint(
      [.declaredPermissionUnrequested],
      [
        ("ios/App/Info.plist", plist),
        (
          "ios/App/Player.swift",
          "import AVFoundation\nfunc play() throws {\n  try AVAudioSession.sharedInstance().setCategory(.playback)\n"
            + "  let engine = AVAudioEngine()\n  try engine.start()\n}\n"
        ),
      ])
    #expect(
      playback == [
        "ios/App/Info.plist:3:3 declared-permission-unrequested: NSMicrophoneUsageDescription is declared, but no "
          + "code of the app requests or uses it, and every source of the app was scanned; remove the key if no "
          + "feature needs it."
      ])
    for source in [
      "try AVAudioSession.sharedInstance().setCategory(.playAndRecord, mode: .voiceChat)",
      "[[AVAudioSession sharedInstance] setCategory:AVAudioSessionCategoryRecord error:nil];",
      "let recorder = try AVAudioRecorder(url: url, settings: [:])",
      "let input = engine.inputNode",
    ] {
      let recording = await Self.lint(
        [.declaredPermissionUnrequested],
        [("ios/App/Info.plist", plist), ("ios/App/Recorder.swift", "import AVFoundation\n\(source)\n")])
      #expect(recording == [], "\(source)")
    }
  }

  @Test("'geo-location' and 'geolocation' are about location")
  func geoLocation() async {
    let findings = await Self.lint(
      [.offTopicPurposeString],
      [
        (
          "ios/App/Info.plist",
          Self.plist([
            ("NSLocationWhenInUseUsageDescription", "The app uses your geo-location to show the offers of the day."),
            ("NSLocationAlwaysAndWhenInUseUsageDescription", "Your geolocation is used to show you the offers."),
            ("NSCameraUsageDescription", "Your geolocation is used to show you the offers."),
          ])
        )
      ])
    #expect(
      findings == [
        "ios/App/Info.plist:8:3 off-topic-purpose-string: NSCameraUsageDescription asks for camera, but its text "
          + "says nothing about it (no word such as 'camera…', 'photo…', 'picture…'): \"Your geolocation is used to "
          + "show you the offers.\". Say what the app uses camera for."
      ])
  }

  @Test("keys a partial feature map leaves unclaimed are one finding; a key suppressed on its own line stays apart")
  func unclaimedKeysOneFinding() async throws {
    let files = [
      ("permlint.yml", "app: Scanner\npermissions: [camera]\n"),
      (
        "ios/App/Info.plist",
        """
        <plist version="1.0">
        <dict>
          <key>NSCameraUsageDescription</key>
          <string>Scan receipts with the camera.</string>
          <key>NSMicrophoneUsageDescription</key>
          <string>Record a voice note for a receipt.</string>
          <key>NSContactsUsageDescription</key> <!-- permlint-disable-line unclaimed-purpose-string: sharing ships in 2.1 -->
          <string>Share a receipt with a contact.</string>
          <key>NSMotionUsageDescription</key>
          <string>Count your steps between shops.</string>
        </dict>
        </plist>
        """
      ),
    ]
    let report = await Linter(rules: [.unclaimedPurposeString]).lint(
      files: files.map { SourceFile(path: $0.0, text: $0.1) })
    #expect(
      report.findings.map { "\($0.location.path):\($0.location.line):\($0.location.column) \($0.message)" } == [
        "ios/App/Info.plist:5:3 2 purpose strings are declared that no permission in permlint.yml needs: "
          + "NSMicrophoneUsageDescription (microphone), NSMotionUsageDescription (motion and fitness); remove each one "
          + "no feature uses, or declare its permission and feature."
      ])
    #expect(report.findings.first?.relatedLocations.map(\.location.line) == [9])
    #expect(report.suppressed.map { "\($0.location.line) \($0.ruleID)" } == ["7 unclaimed-purpose-string"])
  }
}
