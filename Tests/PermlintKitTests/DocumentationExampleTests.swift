import Foundation
@_spi(Testing) import PermlintKit
import PermlintTestSupport
import Testing

/// The complete feature maps shown in Docs/feature-map.md are linted: a documented example
/// must be one permlint accepts without findings.
@Suite("Documentation examples")
struct DocumentationExampleTests {
  static func completeMaps() throws -> [String] {
    let text = try String(contentsOf: PackagePaths.path("Docs/feature-map.md"), encoding: .utf8)
    return text.components(separatedBy: "```yaml\n").dropFirst().compactMap { block in
      let yaml = block.components(separatedBy: "```").first ?? ""
      return yaml.hasPrefix("app:") || yaml.contains("\napp:") ? yaml : nil
    }.filter { $0.contains("flows:") }
  }

  @Test("every complete map in Docs/feature-map.md lints clean")
  func featureMapExamples() async throws {
    let maps = try Self.completeMaps()
    #expect(maps.count >= 2)
    for map in maps {
      // Only the map: manifests are not part of the examples, so platforms are not checked.
      let text = map.replacingOccurrences(of: "platforms: [ios, android]", with: "platforms: []")
      let report = await Linter().lint(files: [SourceFile(path: "permlint.yml", text: text)])
      #expect(report.findings.map { "\($0.location) \($0.ruleID)" } == [], "\(map.prefix(80))")
    }
  }
}
