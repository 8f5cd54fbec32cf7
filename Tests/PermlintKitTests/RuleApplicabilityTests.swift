import PermlintGenerators
@_spi(Testing) import PermlintKit
import Testing

@Suite("Rule applicability")
struct RuleApplicabilityTests {
  @Test("every rule's page says which products and platforms it applies to")
  func everyPageSaysWhatItJudges() {
    let pages = RuleDocumentation.pages().filter { !$0.path.hasSuffix("README.md") }
    #expect(!pages.isEmpty)
    for page in pages {
      #expect(page.contents.contains("\nApplies to "), "\(page.path) does not say what it applies to")
    }
  }

  @Test("Info.plist rules read bundles through their scope: never tests or frameworks")
  func scopesExcludeTestsAndFrameworks() {
    for rule in RuleRegistry.all {
      guard let scope = rule.descriptor.scope else { continue }
      #expect(!scope.products.contains(.test), "\(rule.id)")
      #expect(!scope.products.contains(.other), "\(rule.id)")
    }
  }
}
