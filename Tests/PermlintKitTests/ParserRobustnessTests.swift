import Testing

@_spi(Testing) @testable import PermlintKit

/// Every prefix and every single-byte corruption of valid inputs is parsed or refused with a
/// `ParseError`, never a crash or a hang.
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

  @Test("JSON string catalogs")
  func json() {
    for bytes in Self.mutations(Self.catalog) {
      let file = SourceFile(path: "InfoPlist.xcstrings", bytes: bytes)
      _ = ParsedDocument.parse(file, kind: .stringCatalog, catalog: .builtIn)
    }
  }

  @Test("project.pbxproj files")
  func pbxproj() {
    for bytes in Self.mutations(
      ExampleProject.pbxproj(targetSettings: ["INFOPLIST_KEY_NSCameraUsageDescription = \"A\";"]))
    {
      let file = SourceFile(path: "App.xcodeproj/project.pbxproj", bytes: bytes)
      _ = ParsedDocument.parse(file, kind: .xcodeProject, catalog: .builtIn)
    }
  }

  @Test("xcconfig files")
  func xcconfig() {
    for bytes in Self.mutations(Self.xcconfig) {
      _ = try? XCConfigParser.parse(SourceFile(path: "App.xcconfig", bytes: bytes))
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
