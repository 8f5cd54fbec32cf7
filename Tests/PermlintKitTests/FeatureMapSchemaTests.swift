import Foundation
import PermlintGenerators
@_spi(Testing) import PermlintKit
import PermlintTestSupport
import Testing

/// The generated JSON Schema accepts every feature map permlint accepts, and rejects mistakes.
@Suite("Feature-map JSON Schema")
struct FeatureMapSchemaTests {
  @Test("every sample's feature map validates")
  func samples() throws {
    let samples = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.path("samples").path).sorted()
    let maps = samples.map { PackagePaths.path("samples/\($0)/permlint.yml").path }
      .filter { FileManager.default.fileExists(atPath: $0) }
    #expect(maps.count == 5)
    #expect(try SchemaValidator.featureMapViolations(maps) == [])
  }

  @Test("every rule example's feature map validates, except those showing map mistakes")
  func ruleExamples() throws {
    var files: [TemporaryFile] = []
    for rule in RuleRegistry.all where ![Rule.invalidFeatureMap.id, Rule.malformedFile.id].contains(rule.id) {
      for example in rule.descriptor.examples {
        for file in example.files where file.path.hasSuffix("permlint.yml") {
          files.append(try TemporaryFile(MarkedSource(file.contents).text))
        }
      }
    }
    #expect(files.count > 20)
    #expect(try SchemaValidator.featureMapViolations(files.map(\.url.path)) == [])
  }

  @Test("a misspelt key, an unknown action and an unknown permission are rejected")
  func mistakes() throws {
    let map = try TemporaryFile(
      """
      app: A
      permissions: [camra]
      features:
        f: { requires: [camera], flwo: g }
      flows:
        g:
          start: s
          states:
            s: { action: reqest, on: { granted: s } }
      """)
    #expect(try SchemaValidator.featureMapViolations([map.url.path]).count == 3)
  }
}
