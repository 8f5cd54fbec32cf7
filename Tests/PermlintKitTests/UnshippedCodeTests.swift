import Testing

@_spi(Testing) @testable import PermlintKit

/// Code in no build App Store Connect receives: compiled for the Simulator alone (tested in
/// `JudgeSet45PrecisionTests`) or for debugging alone (`#if DEBUG`, `#ifdef DEBUG`). Found
/// judging Ice Cubes (Dimillian/IceCubesApp), whose app delegate registers defaults in a
/// `#if DEBUG` block: `missing-required-reason` was reported there, not at a use that ships.
@Suite("Code compiled for debugging alone ships in no binary")
struct UnshippedCodeTests {
  static func lint(_ files: [(String, String)]) async -> [String] {
    let plist = PurposeStringPrecisionTests.plist([("CFBundleIdentifier", "com.example.defaults")])
    return await PurposeStringPrecisionTests.lint(
      [.missingRequiredReason], [("App/Info.plist", plist)] + files
    ).map { String($0.prefix(while: { $0 != " " })) }
  }

  @Test("a use under #if DEBUG or #ifdef DEBUG is none; its #else, #ifndef DEBUG and a joined condition ship")
  func debugBlocks() async {
    #expect(
      await Self.lint([
        ("App/Debug.swift", "func reset() {\n#if DEBUG\n  UserDefaults.standard.set(1, forKey: \"a\")\n#endif\n}\n")
      ])
        == [])
    #expect(
      await Self.lint([
        (
          "App/Debug.m",
          "- (void)reset {\n#ifdef DEBUG\n  [[NSUserDefaults standardUserDefaults] removeObjectForKey:@\"a\"];\n#endif\n}\n"
        )
      ]) == [])
    #expect(
      await Self.lint([
        (
          "App/Debug.swift",
          "func reset() {\n#if DEBUG\n  print(1)\n#else\n  UserDefaults.standard.set(1, forKey: \"a\")\n#endif\n}\n"
        )
      ]) == ["App/Debug.swift:5:3"])
    #expect(
      await Self.lint([
        (
          "App/Debug.m",
          "- (void)reset {\n#ifndef DEBUG\n  [[NSUserDefaults standardUserDefaults] removeObjectForKey:@\"a\"];\n#endif\n}\n"
        )
      ]) == ["App/Debug.m:3:5"])
    #expect(
      await Self.lint([
        (
          "App/Debug.swift",
          "func reset() {\n#if DEBUG || BETA\n  UserDefaults.standard.set(1, forKey: \"a\")\n#endif\n}\n"
        )
      ]) == ["App/Debug.swift:3:3"])
  }

  @Test("with a use under #if DEBUG and one that ships, the finding is at the one that ships")
  func reportedWhereItShips() async {
    #expect(
      await Self.lint([
        (
          "App/AppDelegate.swift",
          "func launch() {\n#if DEBUG\n  UserDefaults.standard.register(defaults: [:])\n#endif\n}\n"
        ),
        ("App/Preferences.swift", "struct Preferences {\n  let store = UserDefaults(suiteName: \"group.a\")\n}\n"),
      ]) == ["App/Preferences.swift:2:15"])
  }
}
