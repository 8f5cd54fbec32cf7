import Foundation
import PermlintTestSupport
import Testing

@_spi(Testing) @testable import PermlintKit

/// Run-level rules (a check over the whole run, such as the suppression rules) and what a run
/// owns: the decisions about its findings and its string interner.
@Suite("Run-level rules")
struct RunLevelRuleTests {
  static let plist = """
    <plist version="1.0">
    <dict>
      <!-- permlint-disable-next-line short-purpose-string: approved copy -->
      <key>NSCameraUsageDescription</key>
      <string>Scan.</string>
      <!-- permlint-disable-next-line vague-purpose-string: kept from an old release -->
      <key>NSMicrophoneUsageDescription</key>
      <string>Records the voice notes you attach to a delivery, so the dispatcher can hear them.</string>
    </dict>
    </plist>
    """

  /// A run-level rule that reports, once per call, which comments of the run suppressed
  /// something.
  static let probe = Rule(
    RuleDescriptor(
      id: "run-probe", title: "Probe", severity: .note, category: .input, rationale: "", fix: "", references: [],
      examples: []),
    runCheck: { context in
      let comments = context.comments.sorted { $0.key < $1.key }.flatMap { path, comments in
        comments.indices.map { index in
          "\(path)#\(index)=\(context.used.contains(path: path, comment: index, ruleID: comments[index].ruleIDs[0]))"
        }
      }
      return [
        context.rule!.finding(
          "linted \(context.linted.sorted()), ran \(context.ranRuleIDs.sorted()), \(comments.joined(separator: " "))",
          at: FileLocation(path: "Info.plist", line: 1, column: 1), stableKey: "")
      ]
    })

  @Test("a run-level rule runs once per run, after the suppression filter, and sees what each comment suppressed")
  func runsOnceAfterTheFilter() async {
    let linter = Linter(rules: [.shortPurposeString, .vaguePurposeString, Self.probe])
    let report = await linter.lint(files: [
      SourceFile(path: "Info.plist", text: Self.plist), SourceFile(path: "App/Info.plist", text: Self.plist),
    ])
    #expect(
      report.findings.filter { $0.ruleID == "run-probe" }.map(\.message) == [
        "linted [\"App/Info.plist\", \"Info.plist\"], ran [\"run-probe\", \"short-purpose-string\", \"vague-purpose-string\"], "
          + "App/Info.plist#0=true App/Info.plist#1=false Info.plist#0=true Info.plist#1=false"
      ])
    #expect(
      report.suppressed.map { "\($0.location.path):\($0.location.line) \($0.ruleID)" } == [
        "App/Info.plist:5 short-purpose-string", "Info.plist:5 short-purpose-string",
      ])
  }

  @Test("a run-level rule turned off in the configuration does not run")
  func offRunLevelRule() async throws {
    let configuration = try Configuration.load(
      SourceFile(path: ".permlint.yml", text: "rules:\n  unused-suppression: off\n"))
    let report = await Linter(configuration: configuration).lint(files: [
      SourceFile(path: "Info.plist", text: Self.plist)
    ])
    #expect(!report.findings.contains { $0.ruleID == "unused-suppression" })
    let reported = await Linter().lint(files: [SourceFile(path: "Info.plist", text: Self.plist)])
    #expect(
      reported.findings.filter { $0.ruleID == "unused-suppression" }.map { "\($0.location.line):\($0.location.column)" }
        == ["6:8"])
  }

  @Test("the suppression filter only filters: it reads no rule registry and reports nothing of its own")
  func filterOnlyFilters() throws {
    let text = try String(
      contentsOf: PackagePaths.path("Sources/PermlintKit/Suppression/SuppressionFilter.swift"), encoding: .utf8)
    #expect(!text.contains("RuleRegistry"))
    #expect(!text.contains(".finding("))
  }

  /// The interners the probe rule saw, kept alive so that two lints' interners cannot share
  /// an address.
  final class Seen: @unchecked Sendable {
    private let lock = NSLock()
    private var interners: [StringInterner?] = []
    func add(_ interner: StringInterner?) { lock.withLock { interners.append(interner) } }
    var all: [StringInterner?] { lock.withLock { interners } }
  }

  @Test("the string interner belongs to one lint: each lint has its own, and none is left after it")
  func internerPerLint() async throws {
    let seen = Seen()
    // An app rule that notes which interner its run has.
    let probe = Rule(
      RuleDescriptor(
        id: "interner-probe", title: "Probe", severity: .note, category: .input, rationale: "", fix: "",
        references: [], examples: [])
    ) { _ in
      seen.add(StringInterner.current)
      return []
    }
    let linter = Linter(rules: [probe])
    let files = [SourceFile(path: "Info.plist", text: Self.plist)]
    _ = await linter.lint(files: files)
    _ = await linter.lint(files: files)
    let interners = seen.all
    #expect(interners.count == 2)
    let first = try #require(interners.first ?? nil)
    let second = try #require(interners.last ?? nil)
    #expect(first !== second)
    #expect(StringInterner.current == nil)
    #expect(StringInterner.intern("NSCameraUsageDescription") == "NSCameraUsageDescription")
  }

  @Test("a reported finding reads through to the finding its rule made")
  func reportedFindingReadsThrough() {
    let finding = Rule.shortPurposeString.descriptor.finding(
      "Too short", at: FileLocation(path: "Info.plist", line: 4, column: 3), stableKey: "NSCameraUsageDescription")
    let reported = ReportedFinding(finding, baselineState: .unchanged)
    #expect(reported.ruleID == "short-purpose-string" && reported.location.line == 4)
    #expect(reported.finding == finding && reported.suppression == nil && reported.baselineState == .unchanged)
  }
}
