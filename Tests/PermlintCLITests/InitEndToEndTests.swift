import Foundation
@_spi(Testing) import PermlintKit
import PermlintTestSupport
import Testing

/// `permlint init`: a starter feature map for each sample and for Flutter, React Native and
/// native fixtures, linted clean; never overwriting; `--stdout`.
@Suite("permlint init, end to end")
struct InitEndToEndTests {
  /// A copy of a folder in a scratch directory, removed afterwards.
  final class Copy {
    let root: URL

    init(_ source: URL, removing: [String] = []) throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent("permlint-init-\(UUID().uuidString)")
      try FileManager.default.copyItem(at: source, to: root)
      for path in removing { try FileManager.default.removeItem(at: root.appendingPathComponent(path)) }
    }

    func run(_ arguments: [String]) throws -> ProcessRunner.Result {
      try ProcessRunner.run(PermlintBinary.url.path, arguments, in: root)
    }

    func read(_ path: String) throws -> String {
      try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(at: root) }
  }

  /// Findings that are not left for the user on purpose (the justification of Always
  /// location, which least-privilege-location reports until it is written).
  static func unexpected(_ output: String) -> [String] {
    output.split(separator: "\n").filter { !$0.hasPrefix(" ") && !$0.hasSuffix("[least-privilege-location]") }
      .filter { $0.contains(": error: ") || $0.contains(": warning: ") }.map(String.init)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var fixture: String
    var permissions: String
    var locale: String
    var background: Bool
    var testDescription: String { fixture }
  }

  static let fixtures: [Case] = [
    Case(fixture: "flutter", permissions: "camera, location, photos", locale: "en", background: false),
    Case(
      fixture: "react-native", permissions: "location, location-always, microphone, notifications", locale: "en",
      background: true),
    Case(fixture: "native-ios", permissions: "camera, contacts", locale: "de", background: false),
  ]

  @Test("writes a map that lints clean, in the development language; never overwrites", arguments: fixtures)
  func fixture(_ testCase: Case) throws {
    let app = try Copy(PermlintBinary.fixture("init/\(testCase.fixture)"))
    let written = try app.run(["init"])
    #expect(written.status == 0, "\(written.stderr)")
    #expect(written.stderr.hasPrefix("permlint: wrote permlint.yml with "))
    #expect(written.stderr.contains("(\(testCase.permissions))"))
    let map = try app.read("permlint.yml")
    #expect(map.contains("locales: [\(testCase.locale)]\n"))
    let linted = try app.run([])
    #expect(Self.unexpected(linted.stdout) == [], "\(map)")
    #expect(linted.stdout.contains("[least-privilege-location]") == testCase.background)
    #expect(try SchemaValidator.featureMapViolations([app.root.appendingPathComponent("permlint.yml").path]) == [])
    if testCase.background {
      // Once the justification is written, nothing is left.
      let justified = map.replacingOccurrences(
        of: "justification: \"\"",
        with: "justification: \"Shares your position with the dispatcher during a delivery.\"")
      try Data(justified.utf8).write(to: app.root.appendingPathComponent("permlint.yml"))
      let clean = try app.run([])
      #expect(clean.status == 0)
      #expect(clean.stdout == "", "\(clean.stdout)")
    }
    // A second run refuses to overwrite; --stdout prints the same map.
    let again = try app.run(["init"])
    #expect(again.status == 2)
    #expect(
      again.stderr
        == "permlint: error: permlint.yml already exists; permlint init never overwrites a file. "
        + "Use --stdout to print a starter map instead.\n")
    let printed = try app.run(["init", "--stdout"])
    #expect(printed.status == 0)
    #expect(printed.stdout == map)
  }

  @Test("every locale the app ships is in `locales:`, each screen in each, English copy marked to translate")
  func shippedLocales() throws {
    let app = try Copy(PermlintBinary.fixture("init/flutter"))
    // The same three purpose strings in each locale (the texts do not matter here).
    for locale in ["ja", "zh-Hans", "de"] {
      let folder = app.root.appendingPathComponent("ios/Runner/\(locale).lproj")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let keys = ["NSCameraUsageDescription", "NSPhotoLibraryUsageDescription", "NSLocationWhenInUseUsageDescription"]
      try Data(keys.map { "\"\($0)\" = \"Translated purpose of \($0) for this locale.\";\n" }.joined().utf8)
        .write(to: folder.appendingPathComponent("InfoPlist.strings"))
    }
    let written = try app.run(["init"])
    #expect(written.status == 0, "\(written.stderr)")
    #expect(written.stderr.contains("permlint: the screens' copy is in English under 'ja', 'zh-Hans'; translate it"))
    let map = try app.read("permlint.yml")
    #expect(map.contains("locales: [en, de, ja, zh-Hans]\n"), "\(map)")
    #expect(
      map.contains(
        "          primary: { en: \"Open Settings\", de: \"Einstellungen öffnen\", ja: \"Open Settings\", "
          + "zh-Hans: \"Open Settings\" }\n"), "\(map)")
    #expect(map.contains("  # English: translate into 'ja', 'zh-Hans'\n"))
    let linted = try app.run([])
    #expect(Self.unexpected(linted.stdout) == [], "\(linted.stdout)")
  }

  @Test(
    "on each sample, the starter map lints clean",
    arguments: ["attendance", "media-player", "rider", "smart-city-guide", "technician-travel"])
  func sample(_ name: String) throws {
    let app = try Copy(PackagePaths.path("samples/\(name)"), removing: ["permlint.yml"])
    let written = try app.run(["init"])
    #expect(written.status == 0, "\(written.stderr)")
    let linted = try app.run([])
    let map = try app.read("permlint.yml")
    #expect(Self.unexpected(linted.stdout) == [], "\(map)")
    #expect(linted.stderr.contains(" 0 warnings"))
  }

  @Test("Always location is declared as location-always with an empty justification for the user")
  func alwaysLocation() throws {
    let printed = try PermlintBinary.run(["init", "--stdout"], in: "init/react-native")
    #expect(printed.stdout.contains("  location-always:\n    requires: [location-always]\n    accepts-limited: true\n"))
    #expect(printed.stdout.contains("    justification: \"\"\n    flow: location-always-gate\n"))
    // Foreground first, then a disclosure about the background permission, then its request.
    #expect(printed.stdout.contains("      disclose:\n        action: explain\n        permission: location-always\n"))
  }
}
