import Foundation
@_spi(Testing) import PermlintKit
import PermlintTestSupport
import Testing

/// The public surface of PermlintKit is the list in Docs/architecture.md, and the list of
/// what permlint reads is the one in the README: a new public type or input kind has to be
/// written down where users read.
@Suite("Public surface")
struct PublicSurfaceTests {
  /// Every type declared `public` (not `@_spi`) under Sources/PermlintKit, by its last name.
  static func declaredPublicTypes() throws -> Set<String> {
    let folder = PackagePaths.path("Sources/PermlintKit")
    let pattern = try Regex(#"^\s*public\s+(?:final\s+)?(?:class|struct|enum|protocol|actor|typealias)\s+(\w+)"#)
    var names = Set<String>()
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let url = files?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      var previous: Substring = ""
      for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
        // `@_spi(...)` may stand on the line above, where the formatter puts a long list.
        if let match = line.firstMatch(of: pattern), let name = match.output[1].substring,
          !previous.trimmingCharacters(in: .whitespaces).hasPrefix("@_spi")
        {
          names.insert(String(name))
        }
        previous = line
      }
    }
    return names
  }

  /// The types listed in the "Public API" table of Docs/architecture.md, by their last name.
  static func documentedPublicTypes() throws -> Set<String> {
    let text = try String(contentsOf: PackagePaths.path("Docs/architecture.md"), encoding: .utf8)
    guard let start = text.range(of: "## Public API\n") else { return [] }
    let section = text[start.upperBound...].prefix { _ in true }
    let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
    var names = Set<String>()
    for line in section[..<end].split(separator: "\n") where line.hasPrefix("| `") {
      let cell = line.dropFirst(3).prefix { $0 != "`" }
      names.insert(String(cell.split(separator: ".").last ?? cell))
    }
    // Nested public types named in the "what it is for" column, as `Outer.Inner`.
    for line in section[..<end].split(separator: "\n") {
      for match in line.matches(of: #/\(with `(\w+)\.(\w+)`\)/#) { names.insert(String(match.output.2)) }
    }
    return names
  }

  @Test("every public type of PermlintKit is listed in Docs/architecture.md, and every listed one is public")
  func listed() throws {
    let declared = try Self.declaredPublicTypes()
    let documented = try Self.documentedPublicTypes()
    #expect(!documented.isEmpty, "Docs/architecture.md has no '## Public API' table")
    for name in declared.subtracting(documented).sorted() {
      Issue.record(
        "public type \(name) is not in Docs/architecture.md's Public API list: list it, or make it internal or @_spi(Testing)"
      )
    }
    for name in documented.subtracting(declared).sorted() {
      Issue.record("Docs/architecture.md lists \(name), which is not a public type of PermlintKit")
    }
  }

  @Test("the public surface stays small")
  func small() throws {
    // 40 for running permlint and reading its results, 5 for fixes (`Fix`, its edits and
    // safety, `FixApplication` and its result), which an editor integration applies.
    #expect(try Self.declaredPublicTypes().count <= 45)
  }

  @Test("the README's table of what permlint reads is the registry of input kinds, in order")
  func readmeInputs() throws {
    let readme = try String(contentsOf: PackagePaths.path("README.md"), encoding: .utf8)
    let section = try #require(readme.range(of: "### What permlint reads\n")).upperBound
    let rows = readme[section...].split(separator: "\n", omittingEmptySubsequences: false)
      .drop { !$0.hasPrefix("| file |") }.dropFirst(2).prefix { $0.hasPrefix("| ") }
    let names = rows.map {
      $0.dropFirst(2).dropLast(2).replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(
        of: "&gt;", with: ">")
    }
    #expect(names == InputKind.all.compactMap(\.readableName))
    // `--help` and the note of a run that found nothing print this list (checked by
    // ExplainAndRulesTests and RunPolicyTests).
    #expect(InputKind.readableNames == InputKind.all.compactMap(\.readableName))
  }
}
