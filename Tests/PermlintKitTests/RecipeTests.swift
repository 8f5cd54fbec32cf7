import Foundation
import PermlintTestSupport
import Testing

/// The "Recipes" section of Docs/architecture.md names the files to touch to add a rule, an
/// input kind or a reporter; every path it names exists, so the recipe stays true as the tree
/// moves.
@Suite("Recipes in Docs/architecture.md")
struct RecipeTests {
  /// The text of the "## Recipes" section.
  static func section() throws -> String {
    let text = try String(contentsOf: PackagePaths.path("Docs/architecture.md"), encoding: .utf8)
    guard let start = text.range(of: "## Recipes\n") else { return "" }
    let rest = text[start.upperBound...]
    return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
  }

  /// Every code span of the section that is a path in the package: it starts with a top-level
  /// folder or is a root file. A `<placeholder>` stands for the new file's name.
  static func paths(in section: String) -> [String] {
    let roots = ["Sources/", "Tests/", "Docs/", "rules/", "Plugins/", "Scripts/"]
    return section.matches(of: /`([^`\s]+)`/).map { String($0.output.1) }.filter { span in
      roots.contains { span.hasPrefix($0) } || ["README.md", "Package.swift"].contains(span)
    }
  }

  @Test("the recipe has its three parts, each naming files")
  func parts() throws {
    let section = try Self.section()
    for part in ["**Add a rule.**", "**Add an input kind.**", "**Add a reporter.**"] {
      let start = try #require(section.range(of: part), "Docs/architecture.md's Recipes has no \(part)")
      let rest = section[start.upperBound...]
      let body = rest[..<(rest.range(of: "\n**Add ")?.lowerBound ?? rest.endIndex)]
      #expect(Self.paths(in: String(body)).count >= 5, "\(part) names fewer than five files")
    }
  }

  @Test("every path the recipe names exists; a <placeholder> path's folder exists")
  func pathsExist() throws {
    let paths = Self.paths(in: try Self.section())
    #expect(paths.count >= 20)
    for path in paths {
      // `rules/*.yml`, `Sources/.../<Name>.swift`: the folder before the first pattern.
      let fixed = String(path.prefix { $0 != "<" && $0 != "*" })
      let folder = fixed == path ? path : String(fixed[..<(fixed.lastIndex(of: "/") ?? fixed.startIndex)])
      #expect(
        FileManager.default.fileExists(atPath: PackagePaths.path(folder).path),
        "Docs/architecture.md's Recipes names \(path), but \(folder) does not exist")
    }
  }

  @Test("paths are read from code spans; other code spans are not paths")
  func readsPaths() {
    let text =
      "edit `Sources/PermlintKit/Rules/<Name>.swift`, `README.md` and `rules/*.yml`, not `Rule(` or `swift test`"
    #expect(Self.paths(in: text) == ["Sources/PermlintKit/Rules/<Name>.swift", "README.md", "rules/*.yml"])
  }
}
