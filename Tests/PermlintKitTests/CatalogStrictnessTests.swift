import Foundation
import PermlintGenerators
import PermlintTestSupport
import Testing

@_spi(Testing) @testable import PermlintKit

/// The catalog (the YAML under `rules/`) is read strictly: a typo there is a failure at its
/// line, never data silently read as empty.
@Suite("Strict catalog")
struct CatalogStrictnessTests {
  /// Every problem of one catalog file, as `file:line:col: message`.
  func problems(_ name: String, _ text: String) throws -> [String] {
    try PermissionCatalog.read(SourceFile(path: "rules/\(name)", text: text)).problems.map {
      "\($0.location.path):\($0.location.line):\($0.location.column): \($0.message)"
    }
  }

  @Test("every file under rules/ reads strictly, with no unknown key, wrong type or missing field")
  func everyFileReadsStrictly() throws {
    let folder = PackagePaths.path("rules")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yml") }
      .sorted()
    #expect(!names.isEmpty)
    for name in names {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      let found = try problems(name, text)
      #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }
  }

  @Test("every file the binary embeds has a shape, and the catalog loads from them")
  func embeddedFilesHaveShapes() throws {
    for name in RuleDataEmbedder.fileNames {
      #expect(CatalogShapes.byFile[name] != nil, "rules/\(name) has no shape in CatalogShapes.byFile")
    }
    _ = try PermissionCatalog(files: RuleDataEmbedder.files(packageRoot: PackagePaths.root.path))
  }

  @Test("an unknown key in the catalog is reported at its line and column with did-you-mean")
  func unknownKey() throws {
    let text = """
      permissions:
        camera:
          title: Camera
          outcomes: [granted, denied]
          implys: [photos]
      """
    #expect(
      try problems("permissions.yml", text) == [
        "rules/permissions.yml:5:5: unknown key 'implys' in `permissions.camera` (did you mean 'implies'?); "
          + "known keys are title, ios, android, background, implies, outcomes, source"
      ])
  }

  @Test("a single value where the catalog needs a list is reported at the value, not read as empty")
  func wrongShape() throws {
    let text = """
      permissions:
        camera:
          title: Camera
          outcomes: granted
      """
    #expect(
      try problems("permissions.yml", text) == [
        "rules/permissions.yml:4:15: `permissions.camera.outcomes` must be a list, but this is a scalar"
      ])
  }

  @Test("a missing required field is reported at the entry's key")
  func missingField() throws {
    let text = """
      policies:
        contacts:
          title: Contacts
          url: https://support.google.com/googleplay/android-developer/answer/9888170
      """
    #expect(
      try problems("play-policies.yml", text) == [
        "rules/play-policies.yml:2:3: `policies.contacts` has no `declaration`, which it must have"
      ])
  }

  @Test("a value outside its choices, a quoted number and a duplicate key are each reported at their node")
  func valuesAndDuplicates() throws {
    let text = """
      permissions:
        CAMERA: { protection: runtme, added: "23" }
        CAMERA: { protection: runtime }
      """
    #expect(
      try problems("android-permissions.yml", text) == [
        "rules/android-permissions.yml:3:3: duplicate key 'CAMERA' (first defined at line 2); the later value would silently win",
        "rules/android-permissions.yml:2:25: `permissions.CAMERA.protection` must be one of "
          + "runtime, special, normal, not 'runtme' (did you mean 'runtime'?)",
        "rules/android-permissions.yml:2:40: `permissions.CAMERA.added` must be a whole number, "
          + "but this is '23'",
      ])
  }

  @Test("a typo in the catalog stops it from loading, at its line")
  func loadingFails() throws {
    var files = try RuleDataEmbedder.files(packageRoot: PackagePaths.root.path)
    let index = try #require(files.firstIndex { $0.name == "primer-wording.yml" })
    files[index].text = "languages:\n  en:\n    grant-word: [allow]\n"
    #expect {
      _ = try PermissionCatalog(files: files)
    } throws: { error in
      let error = error as? ParseError
      return error?.location.line == 3 && error?.location.column == 5
        && error?.message == "unknown key 'grant-word' in `languages.en` (did you mean 'grant-words'?); "
          + "known keys are grant-words, neutral"
    }
  }
}
