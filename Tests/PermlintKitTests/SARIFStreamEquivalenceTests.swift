import Foundation
import PermlintTestSupport
import Testing

@_spi(Testing) @testable import PermlintKit

/// The SARIF log streamed result by result is the log `JSONEncoder` wrote before, byte for
/// byte, on the golden report, on every rule's examples, and on reports made to hold every
/// optional field and every kind of character.
@Suite("SARIF stream equivalence")
struct SARIFStreamEquivalenceTests {
  static func expectSame(_ report: LintReport, rootURI: String?, sourceLocation: SourceLocation = #_sourceLocation) {
    let streamed = Reporter.sarif(rootURI: rootURI).render(report)
    let encoded = Reporter.sarifEncoded(report, rootURI: rootURI)
    #expect(streamed == encoded, sourceLocation: sourceLocation)
    // Results rendered on several threads, window by window, are written as one thread writes them.
    #expect(Reporter.sarif(rootURI: rootURI, jobs: 3).render(report) == streamed, sourceLocation: sourceLocation)
    if streamed != encoded {
      let first = zip(streamed.utf8, encoded.utf8).prefix { $0 == $1 }.count
      Issue.record(
        "first difference at byte \(first): \(String(decoding: Array(streamed.utf8.dropFirst(first).prefix(80)), as: UTF8.self))",
        sourceLocation: sourceLocation)
    }
  }

  @Test("the golden report, with and without a root URI")
  func golden() async throws {
    let report = await ReporterGoldenTests.report()
    Self.expectSame(report, rootURI: ReporterGoldenTests.rootURI)
    Self.expectSame(report, rootURI: nil)
    let golden = try String(
      contentsOf: PackagePaths.path("Tests/PermlintKitTests/Golden/report.sarif"), encoding: .utf8)
    #expect(Reporter.sarifEncoded(report, rootURI: ReporterGoldenTests.rootURI) == golden)
  }

  @Test("every rule's examples", arguments: RuleRegistry.all.map(\.id))
  func ruleExamples(_ id: String) async throws {
    let rule = try #require(RuleRegistry.rule(id))
    for example in rule.descriptor.examples {
      let files = example.files.map { SourceFile(path: $0.path, text: MarkedSource($0.contents).text) }
      Self.expectSame(await Linter().lint(files: files), rootURI: "file:///src/app/")
    }
  }

  /// Text with every character that JSON escapes or might be expected to.
  static let tricky =
    "say \"hi\" \\ back/slash {0} {{x}} `code` "
    + String(String.UnicodeScalarView((0..<0x20).map { Unicode.Scalar(UInt8($0)) }))
    + "\u{7F} é 中 😀 \u{2028}\u{2029} end"

  /// A finding with everything a SARIF result can carry.
  static func finding(
    _ rule: RuleDescriptor, line: Int, path: String = "ios/App/Info.plist", severity: Severity = .warning
  ) -> Finding {
    let big = Int(UInt32.max)
    return Finding(
      ruleID: rule.id, severity: severity, message: "Problem \(line): \(tricky). And more; (aside) https://x.y/z",
      location: FileLocation(
        path: path,
        position: SourcePosition(
          line: line, column: 7, utf16Column: 8, end: SourceEnd(line: big, column: big, utf16Column: big))),
      stableKey: "key \(tricky)",
      flowPath: [
        FlowStep(location: FileLocation(path: "permlint.yml", line: 3, column: 5), message: "step `one` \(tricky)"),
        FlowStep(location: FileLocation(path: "app.ipa!/Payload/A é.app/Info.plist", line: 1, column: 1), message: ""),
      ],
      relatedLocations: [
        RelatedLocation(
          location: FileLocation(path: "/abs/path with space/x.strings", line: big, column: 1), message: tricky)
      ],
      fix: Fix(
        "Fix \(tricky)", safety: line.isMultiple(of: 2) ? .safe : .needsReview,
        edits: [
          Fix.Edit(
            path: path, start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 1),
            replacement: tricky),
          Fix.Edit(
            path: "other/é.xml", start: SourcePosition(line: 2, column: 3), end: SourcePosition(line: 4, column: 5),
            replacement: ""),
          Fix.Edit(
            path: path, start: SourcePosition(line: 9, column: 1), end: SourcePosition(line: 9, column: 2),
            replacement: "x"),
        ]))
  }

  static func trickyReport(findings count: Int) throws -> LintReport {
    let rules = RuleRegistry.all.map(\.descriptor)
    let rule = try #require(rules.first)
    let findings = (1...count).map { line in
      finding(rule, line: line, severity: line.isMultiple(of: 7) ? .error : line.isMultiple(of: 5) ? .note : .warning)
    }
    var report = LintReport(
      findings: findings + [finding(rule, line: 1, path: "b.apk!/AndroidManifest.xml")],
      notifications: [
        ToolNotification(path: "broken/\(tricky).plist", message: "cannot read `it`: \(tricky)", severity: .error),
        ToolNotification(path: "x.ipa!/Payload/X.app/Info.plist", message: "note", severity: .note),
      ],
      rules: rules, fileCount: 3)
    let suppression = Suppression(
      kind: .inSource, justification: "because \(tricky)", location: FileLocation(path: "a.swift", line: 2, column: 1))
    report.suppressed = [
      ReportedFinding(finding(rule, line: 100_000, path: "z/suppressed.plist"), suppression: suppression),
      ReportedFinding(
        finding(rule, line: 100_001, path: "z/ignored.plist"),
        suppression: Suppression(
          kind: .external, justification: "", location: FileLocation(path: ".permlint.yml", line: 9, column: 3))),
    ]
    report.baselined = [ReportedFinding(finding(rule, line: 100_002, path: "z/old.plist"), baselineState: .unchanged)]
    report.fixedSinceBaseline = [
      BaselineEntry(rule: rule.id, path: "gone/\(tricky)", subject: "s", line: 0, message: "was `here` \(tricky)")
    ]
    report.isComparedWithBaseline = true
    return report
  }

  @Test("every optional field, archives, suppressions, baseline states, fixes and hostile text")
  func everyField() throws {
    let report = try Self.trickyReport(findings: 12)
    Self.expectSame(report, rootURI: "file:///src/with%20space/")
    Self.expectSame(report, rootURI: nil)
    let output = Reporter.sarif(rootURI: nil).render(report)
    for key in [
      "\"artifacts\"", "\"parentIndex\"", "\"index\"", "\"suppressions\"", "\"baselineState\"", "\"fixes\"",
      "\"insertedContent\"", "\"codeFlows\"", "\"relatedLocations\"", "\"endLine\" : 4294967295",
    ] {
      #expect(output.contains(key), "\(key) is not in the log")
    }
  }

  @Test("more results than GitHub keeps: errors first, a warning without locations")
  func many() throws {
    Self.expectSame(try Self.trickyReport(findings: 5_003), rootURI: nil)
  }

  @Test("the result count, made without sorting, is the number of results the log has")
  func resultCount() throws {
    for count in [1, 12, 700] {
      let report = try Self.trickyReport(findings: count)
      #expect(
        Reporter.sarifResultCount(report)
          == SARIFBuilder.resultGroups(FingerprintCounter.allFindings(of: report)).count)
    }
  }

  @Test("paths are percent-encoded byte by byte, unreserved characters and slashes kept")
  func encodedPaths() {
    #expect(URIEncoding.encodePath("a b/é#%.swift") == "a%20b/%C3%A9%23%25.swift")
    #expect(URIEncoding.encodePath("/Az09-._~/x") == "/Az09-._~/x")
    #expect(URIEncoding.encodePath("\u{0}\u{7F}") == "%00%7F")
    #expect(URIEncoding.encodePath("") == "")
  }

  @Test("an empty report: no rules, no results, no notifications")
  func emptyReport() {
    Self.expectSame(LintReport(findings: [], notifications: [], rules: [], fileCount: 0), rootURI: nil)
    let output = Reporter.sarif(rootURI: nil).render(
      LintReport(findings: [], notifications: [], rules: [], fileCount: 0))
    #expect(output.contains("\"results\" : [\n\n      ]"))
  }

  @Test("streaming hands over the rendered bytes in pieces of at most a chunk")
  func pieces() throws {
    let report = try Self.trickyReport(findings: 600)
    var bytes: [UInt8] = []
    var sizes: [Int] = []
    try Reporter.sarif(rootURI: nil).stream(report) { piece in
      bytes.append(contentsOf: piece)
      sizes.append(piece.count)
    }
    #expect(String(decoding: bytes, as: UTF8.self) == Reporter.sarifEncoded(report, rootURI: nil))
    #expect(sizes.count > 1)
    #expect(sizes.allSatisfy { $0 <= ChunkedOutput.chunkSize })
  }

  @Test("every reporter streams what it renders", arguments: ReporterGoldenTests.goldens.indices)
  func streamsRendered(_ index: Int) async throws {
    let reporter = ReporterGoldenTests.goldens[index].reporter
    let report = await ReporterGoldenTests.report()
    var bytes: [UInt8] = []
    try reporter.stream(report) { bytes.append(contentsOf: $0) }
    #expect(String(decoding: bytes, as: UTF8.self) == reporter.render(report))
  }
}
