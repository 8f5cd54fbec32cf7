@_spi(Testing) import PermlintKit
import Testing

/// missing-localized-purpose-string for a photo-library text whose prompt never shows (found
/// judging lichess-org/mobile 7b06b26bb: its only photo access is image_picker's `pickImage`
/// with `requestFullMetadata: false`, and 53 locales were said to show the English prompt).
@Suite("missing-localized-purpose-string: image_picker without the library prompt")
struct PhotoPickerPromptTests {
  static let plist = """
    <plist version="1.0">
    <dict>
      <key>CFBundleLocalizations</key>
      <array><string>en</string><string>de</string><string>fr</string></array>
      <key>NSPhotoLibraryUsageDescription</key>
      <string>Pick one of your photos to use as the background behind the board.</string>
    </dict>
    </plist>

    """

  static func findings(dependencies: [String] = ["image_picker"], code: String) async -> [String] {
    let pubspec =
      "name: board\ndependencies:\n  flutter:\n    sdk: flutter\n"
      + dependencies.map { "  \($0): ^1.0.0\n" }.joined()
    let report = await Linter(rules: [.missingLocalizedPurposeString]).lint(files: [
      SourceFile(path: "pubspec.yaml", text: pubspec),
      SourceFile(path: "ios/Runner/Info.plist", text: plist),
      SourceFile(path: "lib/background.dart", text: code),
    ])
    return report.findings.map { "\($0.location) \($0.ruleID) \($0.severity): \($0.message)" }
  }

  static let untranslated =
    "NSPhotoLibraryUsageDescription has no translation in 2 locales (de, fr), so users of those languages see "
    + "the en text in the permission prompt; translate it."

  static func picking(_ arguments: String, call: String = "pickImage") -> String {
    "import 'package:image_picker/image_picker.dart';\n\n"
      + "Future<XFile?> pickBackground() => ImagePicker().\(call)(\(arguments));\n"
  }

  @Test("every pick passes requestFullMetadata: false: a note that says why")
  func noPrompt() async {
    #expect(
      await Self.findings(code: Self.picking("source: ImageSource.gallery, requestFullMetadata: false")) == [
        "ios/Runner/Info.plist:5:3 missing-localized-purpose-string note: " + Self.untranslated
          + " The app reaches the photo library only through image_picker with `requestFullMetadata: false`, "
          + "which picks photos without asking for the library, so this prompt is not shown as the code stands; "
          + "translate it if another library or a later change asks."
      ])
  }

  @Test(
    "full metadata (the default), a value that is no literal, a video pick, another library: the warning stays",
    arguments: [
      (["image_picker"], picking("source: ImageSource.gallery")),
      (["image_picker"], picking("source: ImageSource.gallery, requestFullMetadata: !kIsWeb")),
      (["image_picker"], picking("source: ImageSource.gallery", call: "pickVideo")),
      (["image_picker", "photo_manager"], picking("source: ImageSource.gallery, requestFullMetadata: false")),
    ])
  func promptShown(_ dependencies: [String], _ code: String) async {
    #expect(
      await Self.findings(dependencies: dependencies, code: code) == [
        "ios/Runner/Info.plist:5:3 missing-localized-purpose-string warning: " + Self.untranslated
      ])
  }
}
