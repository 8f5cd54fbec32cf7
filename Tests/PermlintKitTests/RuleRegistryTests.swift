import Foundation
import PermlintGenerators
@_spi(Testing) import PermlintKit
import PermlintTestSupport
import Testing

/// A rule cannot exist without running: `RuleRegistry.all` is generated from every
/// `static let x = Rule(` declared under `Sources/PermlintKit/Rules`, and the drift check
/// (`permlint-dev check`, `GeneratedFilesTests`) fails when a declared rule is missing.
@Suite("Rule registry")
struct RuleRegistryTests {
  @Test("every rule declared under Rules/ is registered, once, and only those")
  func registryMatchesRulesFolder() throws {
    let root = PackagePaths.root.path
    let declared = try RuleRegistryGenerator.declaredNames(packageRoot: root)
    let generated = try String(
      contentsOf: PackagePaths.path(RuleRegistryGenerator.generatedPath), encoding: .utf8)
    let registered = RuleRegistryGenerator.registeredNames(in: generated)
    for name in Set(declared).subtracting(registered).sorted() {
      Issue.record("Rules/ declares '\(name)', which RuleRegistry.all does not run: swift run permlint-dev generate")
    }
    for name in Set(registered).subtracting(declared).sorted() {
      Issue.record("RuleRegistry.all runs '\(name)', which no file under Rules/ declares")
    }
    #expect(RuleRegistry.all.count == declared.count)
    let ids = RuleRegistry.all.map(\.id)
    #expect(Set(ids).count == ids.count, "a rule is registered twice")
  }

  @Test("a rule declared with or without its type annotation is collected; other declarations are not")
  func collectsEveryDeclaration() {
    let source = """
      extension Rule {
        public static let annotated: Rule = Rule(
          RuleDescriptor(id: "annotated"))
        static let inferred = Rule(RuleDescriptor(id: "inferred")) { _ in [] }
        static let spaced : Rule=Rule (
          RuleDescriptor(id: "spaced"))
        static let descriptor = RuleDescriptor(id: "not-a-rule")
        static let rules: [Rule] = [.annotated]
      }
      """
    #expect(RuleRegistryGenerator.declaredNames(in: source) == ["annotated", "inferred", "spaced"])
  }

  @Test("regenerating keeps the registry's order, drops a removed rule and appends a new one")
  func keepsOrder() {
    #expect(
      RuleRegistryGenerator.order(declared: ["a", "b", "c", "new"], existing: ["c", "gone", "a", "b"]) == [
        "c", "a", "b", "new",
      ])
    let text = RuleRegistryGenerator.source(names: ["c", "a"])
    #expect(RuleRegistryGenerator.registeredNames(in: text) == ["c", "a"])
  }

  @Test("a rule declared but not registered makes the generated registry stale")
  func undeclaredRuleIsDrift() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("registry-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let rules = root.appendingPathComponent(RuleRegistryGenerator.rulesFolder)
    try FileManager.default.createDirectory(
      at: rules.appendingPathComponent("Family"), withIntermediateDirectories: true)
    try "extension Rule {\n  static let first: Rule = Rule(\n".write(
      to: rules.appendingPathComponent("First.swift"), atomically: true, encoding: .utf8)
    let generated = root.appendingPathComponent(RuleRegistryGenerator.generatedPath)
    try FileManager.default.createDirectory(
      at: generated.deletingLastPathComponent(), withIntermediateDirectories: true)
    try RuleRegistryGenerator.source(names: ["first"]).write(to: generated, atomically: true, encoding: .utf8)
    #expect(
      try RuleRegistryGenerator.output(packageRoot: root.path).contents
        == RuleRegistryGenerator.source(names: ["first"]))
    // A new rule in a subfolder, declared without its type annotation.
    try "extension Rule {\n  static let second = Rule(\n".write(
      to: rules.appendingPathComponent("Family/Second.swift"), atomically: true, encoding: .utf8)
    let output = try RuleRegistryGenerator.output(packageRoot: root.path)
    #expect(output.contents != (try String(contentsOf: generated, encoding: .utf8)))
    #expect(RuleRegistryGenerator.registeredNames(in: output.contents) == ["first", "second"])
  }
}
