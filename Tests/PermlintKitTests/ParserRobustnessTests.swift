import Testing

@_spi(Testing) @testable import PermlintKit

/// Every prefix and every single-byte corruption of valid inputs is parsed or refused with a
/// `ParseError` that names the file and a line and column inside it, never a crash or a hang;
/// a few truncations pin the exact message and place.
@Suite("Parser robustness")
struct ParserRobustnessTests {
  static let catalog = """
    {"sourceLanguage":"en","strings":{"NSCameraUsageDescription":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Kamera \\u00fc \\ud83d\\udcf7"}}}}},"version":"1.0"}
    """

  static let xcconfig = """
    #include "Base.xcconfig"
    INFOPLIST_KEY_NSCameraUsageDescription[sdk=iphoneos*] = "Scan receipts" // comment
    """

  static func mutations(_ text: String) -> [[UInt8]] {
    let bytes = Array(text.utf8)
    var result = (0..<bytes.count).map { Array(bytes.prefix($0)) }
    for index in bytes.indices {
      for replacement: UInt8 in [0x22, 0x5C, 0x7B, 0x28, 0x3B, 0x0A, 0xFF] {
        var corrupted = bytes
        corrupted[index] = replacement
        result.append(corrupted)
      }
    }
    return result
  }

  /// Checks that a refusal names the file, a place inside it and a reason.
  static func expectLocated(_ error: ParseError, in file: SourceFile) {
    let lines = String(decoding: file.bytes, as: UTF8.self).split(omittingEmptySubsequences: false) { $0.isNewline }
    #expect(error.location.path == file.path)
    #expect((1...max(1, lines.count + 1)).contains(error.location.line), "\(error) is past the end of the file")
    #expect(error.location.column >= 1, "\(error)")
    #expect(!error.message.isEmpty, "\(error) says nothing")
  }

  /// Parses `file` as `kind` and returns the refusal, if any, after checking its place.
  @discardableResult
  static func parse(_ file: SourceFile, as kind: InputKind) -> ParseError? {
    guard let failed = kind.document(file, catalog: .builtIn) as? FailedDocument else { return nil }
    #expect(failed.path == file.path)
    expectLocated(failed.error, in: file)
    return failed.error
  }

  @Test("JSON string catalogs")
  func json() {
    var refused = 0
    for bytes in Self.mutations(Self.catalog) {
      let file = SourceFile(path: "InfoPlist.xcstrings", bytes: bytes)
      if Self.parse(file, as: .stringCatalog) != nil { refused += 1 }
    }
    #expect(refused > 0, "no corruption was refused: the test no longer exercises errors")
  }

  @Test("a truncated string catalog is refused at its end, saying what is missing")
  func truncatedJSON() throws {
    let file = SourceFile(path: "InfoPlist.xcstrings", text: #"{"sourceLanguage":"en","strings":{"#)
    let error = try #require(Self.parse(file, as: .stringCatalog))
    #expect(
      error.description
        == "InfoPlist.xcstrings:1:35: expected a member name in double quotes, found the end of the file")
  }

  @Test("project.pbxproj files")
  func pbxproj() {
    var refused = 0
    for bytes in Self.mutations(
      ExampleProject.pbxproj(targetSettings: ["INFOPLIST_KEY_NSCameraUsageDescription = \"A\";"]))
    {
      let file = SourceFile(path: "App.xcodeproj/project.pbxproj", bytes: bytes)
      if Self.parse(file, as: .xcodeProject) != nil { refused += 1 }
    }
    #expect(refused > 0, "no corruption was refused: the test no longer exercises errors")
  }

  @Test("a project.pbxproj cut inside a dictionary is refused where it ends")
  func truncatedPbxproj() throws {
    let file = SourceFile(path: "App.xcodeproj/project.pbxproj", text: "// !$*UTF8*$!\n{\n\tobjects = {\n")
    let error = try #require(Self.parse(file, as: .xcodeProject))
    #expect(error.description == "App.xcodeproj/project.pbxproj:4:1: expected a key or '}', found the end of the file")
  }

  @Test("xcconfig files")
  func xcconfig() {
    for bytes in Self.mutations(Self.xcconfig) {
      let file = SourceFile(path: "App.xcconfig", bytes: bytes)
      do {
        _ = try XCConfigParser.parse(file)
      } catch {
        Self.expectLocated(error, in: file)
      }
    }
  }

  @Test("rule descriptions have no stray line-continuation backslashes")
  func descriptorText() {
    for rule in RuleRegistry.all {
      #expect(!rule.descriptor.rationale.contains("\\\n") && !rule.descriptor.rationale.hasSuffix("\\"), "\(rule.id)")
      #expect(!rule.descriptor.fix.contains("\\\n") && !rule.descriptor.fix.hasSuffix("\\"), "\(rule.id)")
    }
  }
}
