import Foundation
@_spi(Testing) import PermlintKit
import PermlintTestSupport
import Testing

/// `permlint explain`, `permlint rules` and `permlint --help`: understanding a finding.
@Suite("explain, rules and help")
struct ExplainAndRulesTests {
  @Test("explain prints every rule's page: why, how to fix, the guidelines and the examples")
  func explainEveryRule() throws {
    for rule in RuleRegistry.all {
      let result = try PermlintBinary.run(["explain", rule.id], in: "clean")
      #expect(result.status == 0, "\(rule.id): \(result.stderr)")
      let descriptor = rule.descriptor
      #expect(result.stdout.hasPrefix("\(rule.id): \(descriptor.title)\n"))
      for heading in ["WHY\n", "HOW TO FIX\n", "STORE GUIDELINES AND REFERENCES\n", "EXAMPLES"] {
        #expect(result.stdout.contains(heading), "\(rule.id) lacks \(heading)")
      }
      for reference in descriptor.references {
        #expect(result.stdout.contains(reference.url), "\(rule.id) lacks \(reference.url)")
      }
      for example in descriptor.examples {
        #expect(result.stdout.contains(example.name), "\(rule.id) lacks example '\(example.name)'")
      }
    }
  }

  @Test("explain keeps a YAML snippet's indentation, so that pasted it is a valid map")
  func explainKeepsSnippets() throws {
    let result = try PermlintBinary.run(["explain", "least-privilege-location"], in: "clean")
    let snippet = """
          features:
            <feature-name>:
              requires: [location-always]
              justification: "<why it needs location while not in use>"
      """
    #expect(result.stdout.contains("\n\n" + snippet + "\n\n"), "\(result.stdout)")
    // Pasted and read as YAML, the snippet is the minimal feature map.
    let yaml = try ProcessRunner.run(
      "/usr/bin/env",
      [
        "python3", "-c", "import sys, yaml, json; print(json.dumps(yaml.safe_load(sys.argv[1]), sort_keys=True))",
        snippet,
      ])
    #expect(
      yaml.stdout
        == #"{"features": {"<feature-name>": {"justification": "<why it needs location while not in use>", "requires": ["location-always"]}}}"#
        + "\n")
  }

  @Test("explain suggests the closest rule for a typo and exits 2")
  func explainTypo() throws {
    let result = try PermlintBinary.run(["explain", "setings-redirect"], in: "clean")
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "permlint: error: unknown rule 'setings-redirect' (did you mean 'settings-redirect'?); "
        + "`permlint rules` lists every rule\n")
  }

  @Test("rules lines up every id, whatever its length")
  func rulesAligned() throws {
    let result = try PermlintBinary.run(["rules"], in: "clean")
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == RuleRegistry.all.count)
    let width = RuleRegistry.all.map(\.id.count).max()!
    for (line, rule) in zip(lines, RuleRegistry.all) {
      #expect(line.hasPrefix(rule.id))
      let severity = line.dropFirst(width + 2)
      #expect(severity.hasPrefix(rule.descriptor.severity.rawValue), "\(line)")
      #expect(line.hasSuffix("  \(rule.descriptor.title)"))
    }
  }

  @Test("rules takes rule ids and categories, and --format json")
  func rulesFilterAndJSON() throws {
    let result = try PermlintBinary.run(["rules", "input", "settings-redirect", "--format", "json"], in: "clean")
    #expect(result.status == 0)
    let entries = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: String]])
    let expected = RuleRegistry.all.filter { $0.descriptor.category == .input || $0.id == "settings-redirect" }
    #expect(entries.map { $0["id"] ?? "" } == expected.map(\.id))
    #expect(entries.first?["category"] == "input")
    #expect(entries.first?["documentation"] == PermlintInfo.documentationURL(forRule: "malformed-file"))
    let unknown = try PermlintBinary.run(["rules", "flow"], in: "clean")
    #expect(unknown.status == 2)
    #expect(
      unknown.stderr.hasPrefix("permlint: error: 'flow' is neither a rule nor a category (did you mean 'flows'?)"))
  }

  @Test("--help names every input kind permlint reads and the explain command")
  func helpNamesInputs() throws {
    let result = try PermlintBinary.run(["--help"], in: "clean")
    let help = result.stdout.replacingOccurrences(of: "\n", with: " ")
    // The help wraps lines at spaces, so each name reads whole once line breaks are spaces.
    for input in InputKind.readableNames + [".permlint.yml", "explain", "init"] {
      #expect(help.contains(input), "--help does not mention \(input)")
    }
  }
}
