import Foundation
@_spi(Testing) import PermlintKit
import PermlintTestSupport
import Testing

/// The `json` and `gitlab` reports, streamed, are what `JSONEncoder` wrote before, byte for
/// byte: on the golden report, every rule's examples, hostile text and an empty report.
@Suite("JSON report stream equivalence")
struct JSONReportStreamEquivalenceTests {
  static func expectSame(_ report: LintReport, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(Reporter.json.render(report) == Reporter.jsonEncoded(report), sourceLocation: sourceLocation)
    #expect(Reporter.gitlab.render(report) == Reporter.gitlabEncoded(report), sourceLocation: sourceLocation)
  }

  @Test("the golden report")
  func golden() async {
    Self.expectSame(await ReporterGoldenTests.report())
  }

  @Test("every rule's examples", arguments: RuleRegistry.all.map(\.id))
  func ruleExamples(_ id: String) async throws {
    let rule = try #require(RuleRegistry.rule(id))
    for example in rule.descriptor.examples {
      let files = example.files.map { SourceFile(path: $0.path, text: MarkedSource($0.contents).text) }
      Self.expectSame(await Linter().lint(files: files))
    }
  }

  @Test("fixes, flow paths, ends at UInt32.max and hostile text")
  func tricky() throws {
    let report = try SARIFStreamEquivalenceTests.trickyReport(findings: 30)
    Self.expectSame(report)
    let json = Reporter.json.render(report)
    for key in ["\"fix\"", "\"edits\"", "\"path\" : [", "\"endLine\" : 4294967295", "\\u001f", "\\\\"] {
      #expect(json.contains(key), "\(key) is not in the report")
    }
  }

  @Test("an empty report")
  func empty() {
    let report = LintReport(findings: [], notifications: [], rules: [], fileCount: 0)
    Self.expectSame(report)
    #expect(Reporter.gitlab.render(report) == "[\n\n]\n")
  }
}
