@_spi(Testing) import PermlintKit
import Testing

@Suite("Feature-map decoder")
struct FeatureMapDecoderTests {
  func problems(_ text: String) throws -> [(line: Int, column: Int, message: String)] {
    let document = try YAMLParser.parse(SourceFile(path: "permlint.yml", text: text))
    return FeatureMapDecoder.decode(document, path: "permlint.yml", catalog: .builtIn).problems.map {
      ($0.position.line, $0.position.column, $0.message)
    }
  }

  @Test("a swapped-letter typo gets a suggestion")
  func transposition() throws {
    let found = try problems("app: A\npermissions: [camera]\nfeatures:\n  f:\n    requires: [camera]\n    flwo: g\n")
    #expect(found.count == 1)
    #expect(found.first?.line == 6 && found.first?.column == 5)
    #expect(found.first?.message.contains("did you mean 'flow'?") == true)
  }

  @Test("a scalar where a permission's options belong is a problem at the value")
  func scalarPermission() throws {
    let found = try problems("app: A\npermissions:\n  location: always\n")
    #expect(found.map { "\($0.line):\($0.column)" } == ["3:13"])
  }

  @Test("a misspelt action is reported once, at the action")
  func misspeltAction() throws {
    let text = "app: A\npermissions: [camera]\nflows:\n  g:\n    start: s\n    states:\n      s: { action: reqest }\n"
    let found = try problems(text)
    #expect(found.map { "\($0.line):\($0.column)" } == ["7:20"])
    #expect(found.first?.message.contains("did you mean 'request'?") == true)
  }

  @Test("a mistake inside an anchor reused by an alias is reported once")
  func aliasDuplicate() throws {
    let text = """
      app: A
      permissions: [camera]
      flows:
        g:
          start: a
          states:
            a: &shared { action: cancel, colour: red }
            b: *shared
      """
    let found = try problems(text)
    #expect(found.filter { $0.message.contains("colour") }.count == 1)
  }

  @Test("unknown permission ids and dangling transitions are reported at their nodes")
  func references() throws {
    let text = """
      app: A
      permissions: [camra]
      flows:
        g:
          start: a
          states:
            a: { action: check, on: { granted: b } }
      """
    let found = try problems(text)
    #expect(found.map { "\($0.line):\($0.column)" } == ["2:15", "7:42"])
    #expect(found[0].message.contains("did you mean 'camera'?"))
  }

  /// Found by fuzzing: a second `flows:` key left the flow index pointing into the first
  /// list, and looking a flow up crashed.
  @Test("a duplicate flows key replaces the flows without stale lookups")
  func duplicateFlowsKey() async throws {
    let text = """
      app: A
      permissions: [camera]
      features:
        f: { requires: [camera], flow: b }
      flows:
        a: { start: s, states: { s: { action: end } } }
        b: { start: s, states: { s: { action: end } } }
      flows:
        b: { start: s, states: { s: { action: end } } }
      """
    let report = await Linter().lint(files: [SourceFile(path: "permlint.yml", text: text)])
    #expect(report.findings.contains { $0.ruleID == "malformed-file" && $0.location.line == 8 })
    let document = try YAMLParser.parse(SourceFile(path: "permlint.yml", text: text))
    let map = FeatureMapDecoder.decode(document, path: "permlint.yml", catalog: .builtIn).map
    #expect(map.flow("b")?.id == "b")
    #expect(map.flow("a") == nil)
  }
}
