import Foundation
import PermlintTestSupport
import Testing

/// Rules report through their context with named `Finding.Message` templates, so a finding's
/// rule id comes from the rule that runs and its wording sits at the bottom of the rule's file.
/// Only `Rules/Support/RuleContextFindings.swift`, which bridges the context to the descriptor,
/// may build a finding from the descriptor.
@Suite("Rule reporting style")
struct RuleReportingStyleTests {
  static let bridge = "Support/RuleContextFindings.swift"

  /// The Swift files under `Sources/PermlintKit/Rules`, by path relative to it.
  static func ruleFiles() throws -> [(path: String, text: String)] {
    let folder = PackagePaths.path("Sources/PermlintKit/Rules")
    let paths = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
    return try paths.sorted().map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
  }

  @Test("no rule builds a finding from its descriptor")
  func noDescriptorFindings() throws {
    let files = try Self.ruleFiles()
    #expect(files.count > 50, "the Rules folder was not found")
    for file in files where file.path != Self.bridge {
      for (index, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      where line.contains("descriptor.finding(") {
        Issue.record(
          Comment(
            rawValue: "Rules/\(file.path):\(index + 1) calls descriptor.finding(; report with "
              + "context.finding(.message(...), at:, stableKey:) and a Finding.Message template"))
      }
    }
  }

  @Test("no rule writes a finding's message inline")
  func noInlineMessages() throws {
    for file in try Self.ruleFiles() where file.path != Self.bridge {
      for match in file.text.matches(of: /finding\(\s*"/) {
        let line = file.text[..<match.range.lowerBound].count { $0 == "\n" } + 1
        Issue.record(
          Comment(
            rawValue: "Rules/\(file.path):\(line) passes a string literal as a finding's message; "
              + "name it as a fileprivate static Finding.Message"))
      }
    }
  }
}
