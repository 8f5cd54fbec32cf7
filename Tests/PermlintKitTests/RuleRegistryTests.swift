import Foundation
@_spi(Testing) import PermlintKit
import PermlintTestSupport
import Testing

/// A rule cannot exist without running: every `static let <name>: Rule` declared under
/// `Sources/PermlintKit/Rules` is in `RuleRegistry.all`, and the registry holds nothing else.
@Suite("Rule registry")
struct RuleRegistryTests {
  /// The rule ids the files under Rules/ declare, from each declaration's `id:` line.
  static func declaredIDs() throws -> [String: String] {
    let folder = PackagePaths.path("Sources/PermlintKit/Rules")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
    var ids: [String: String] = [:]
    let declaration = /static let (\w+): Rule = Rule\(\s*RuleDescriptor\(\s*id: "([a-z-]+)"/
    for file in files {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for match in text.matches(of: declaration) { ids[String(match.2)] = file }
      #expect(
        text.matches(of: /static let \w+: Rule\b/).count == text.matches(of: declaration).count,
        "\(file) declares a rule whose id this test cannot read")
    }
    return ids
  }

  @Test("every rule declared under Rules/ is registered, and only those")
  func registryMatchesRulesFolder() throws {
    let declared = try Self.declaredIDs()
    let registered = RuleRegistry.all.map(\.id)
    for (id, file) in declared.sorted(by: { $0.key < $1.key }) {
      #expect(registered.contains(id), "\(file) declares '\(id)', which RuleRegistry.all does not run")
    }
    for id in registered {
      #expect(declared[id] != nil, "RuleRegistry.all runs '\(id)', which no file under Rules/ declares")
    }
    #expect(Set(registered).count == registered.count, "a rule is registered twice")
  }
}
