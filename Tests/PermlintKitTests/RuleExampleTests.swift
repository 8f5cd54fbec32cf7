@_spi(Testing) import PermlintKit
import PermlintTestSupport
import Testing

/// Every rule's documented examples run as tests: triggering examples must produce findings
/// of that rule exactly at their `↓` markers, non-triggering ones none at all.
@Suite("Rule examples")
struct RuleExampleTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var rule: Rule
    var example: RuleExample
    var testDescription: String { "\(rule.id): \(example.name)" }
  }

  static let cases: [Case] = RuleRegistry.all.flatMap { rule in
    rule.descriptor.examples.map { Case(rule: rule, example: $0) }
  }

  @Test("example", arguments: cases)
  func example(_ testCase: Case) async throws {
    var files: [SourceFile] = []
    var expected: [PermlintKit.FileLocation] = []
    for (path, contents) in testCase.example.files {
      let marked = MarkedSource(contents)
      files.append(SourceFile(path: path, text: marked.text))
      expected += marked.markers.map { FileLocation(path: path, position: $0) }
    }
    let report = await Linter().lint(files: files)
    let actual = report.findings.filter { $0.ruleID == testCase.rule.id }.map(\.location).sorted()
    if testCase.example.triggers {
      #expect(!expected.isEmpty, "a triggering example needs at least one ↓ marker")
      #expect(actual == expected.sorted(), "findings: \(report.findings.map { "\($0.location) \($0.message)" })")
    } else {
      #expect(actual.isEmpty, "findings: \(report.findings.map { "\($0.location) \($0.message)" })")
    }
  }

  @Test("every rule has triggering and non-triggering examples and complete metadata")
  func metadata() {
    for rule in RuleRegistry.all {
      let descriptor = rule.descriptor
      #expect(descriptor.examples.contains { $0.triggers }, "\(rule.id) has no triggering example")
      #expect(descriptor.examples.contains { !$0.triggers }, "\(rule.id) has no non-triggering example")
      #expect(!descriptor.references.isEmpty, "\(rule.id) has no reference")
      #expect(!descriptor.rationale.isEmpty && !descriptor.fix.isEmpty)
      #expect(descriptor.id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(rule.id) is not kebab-case")
    }
    #expect(Set(RuleRegistry.all.map(\.id)).count == RuleRegistry.all.count, "rule ids are unique")
  }
}
