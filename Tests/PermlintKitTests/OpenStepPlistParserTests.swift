@_spi(Testing) import PermlintKit
import Testing

@Suite("Old-style property-list reader (project.pbxproj)")
struct OpenStepPlistParserTests {
  @Test("dictionaries, arrays, comments, quoted and bare strings keep their positions")
  func basics() throws {
    let text = """
      // !$*UTF8*$!
      {
      \tobjects = {
      \t\tA1 /* Release */ = {
      \t\t\tbuildSettings = {
      \t\t\t\t"INFOPLIST_KEY_NSCameraUsageDescription[sdk=iphoneos*]" = "Scan \\"receipts\\"\\nnow";
      \t\t\t\tLD_RUNPATH_SEARCH_PATHS = (
      \t\t\t\t\t"$(inherited)",
      \t\t\t\t\t"@executable_path/Frameworks",
      \t\t\t\t);
      \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 12.0;
      \t\t\t};
      \t\t};
      \t};
      \tdata = <0fA1 ff>;
      }
      """
    let root = try OpenStepPlistParser.parse(SourceFile(path: "project.pbxproj", text: text))
    let settings = try #require(root.entry("objects")?.value.entry("A1")?.value.entry("buildSettings")?.value)
    let camera = try #require(settings.dictionary?.first)
    #expect(camera.key == "INFOPLIST_KEY_NSCameraUsageDescription[sdk=iphoneos*]")
    #expect(camera.value.string == "Scan \"receipts\"\nnow")
    #expect(camera.keyPosition == SourcePosition(line: 6, column: 5))
    #expect(camera.value.position == SourcePosition(line: 6, column: 63))
    #expect(settings.entry("LD_RUNPATH_SEARCH_PATHS")?.value.array?.count == 2)
    #expect(settings.entry("IPHONEOS_DEPLOYMENT_TARGET")?.value.string == "12.0")
    guard case .data("0fA1ff") = root.entry("data")?.value.kind else {
      Issue.record("data not read")
      return
    }
  }

  @Test(
    "malformed projects are errors at the offending character",
    arguments: [
      ("{\n  a = b\n}", 3, 1, "';'"),
      ("{ a b; }", 1, 5, "'='"),
      ("{ a = \"open; }", 1, 7, "never closed"),
      ("{ a = (x y); }", 1, 10, "',' or ')'"),
      ("{ /* open", 1, 3, "comment"),
      ("{ a = b; } }", 1, 12, "after the end"),
    ])
  func malformed(_ text: String, _ line: Int, _ column: Int, _ message: String) {
    let error = #expect(throws: ParseError.self) {
      try OpenStepPlistParser.parse(SourceFile(path: "project.pbxproj", text: text))
    }
    #expect(error?.location == PermlintKit.FileLocation(path: "project.pbxproj", line: line, column: column))
    #expect(error?.message.contains(message) == true, "\(error?.message ?? "")")
  }
}
