import Foundation
import PermlintTestSupport
import Testing

/// Always location declared without a justification and requested in Swift is one cause: one
/// finding at the declaration, with the request among its related locations.
@Suite("Always location: one finding for the key and the request")
struct AlwaysLocationOneCauseTests {
  @Test("least-privilege-location carries the Swift request; always-location-requested-in-code stays silent")
  func oneFinding() throws {
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("permlint-always-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: copy) }
    try FileManager.default.copyItem(at: PackagePaths.path("samples/smart-city-guide"), to: copy)
    let map = copy.appendingPathComponent("permlint.yml")
    let text = try String(contentsOf: map, encoding: .utf8)
    let start = try #require(text.range(of: "    justification: >-\n"))
    var end = start.upperBound
    while text[end...].hasPrefix("      "), let newline = text[end...].firstIndex(of: "\n") {
      end = text.index(after: newline)
    }
    try (text[..<start.lowerBound] + text[end...]).write(to: map, atomically: true, encoding: .utf8)

    let result = try ProcessRunner.run(PermlintBinary.url.path, ["--format", "sarif", "."], in: copy)
    let sarif = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let results = try #require(((sarif["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
    let reported = results.filter { $0["suppressions"] == nil }
    #expect(reported.compactMap { $0["ruleId"] as? String } == ["least-privilege-location"])
    let related = (reported.first?["relatedLocations"] as? [[String: Any]] ?? []).compactMap { entry -> String? in
      guard let physical = entry["physicalLocation"] as? [String: Any],
        let uri = (physical["artifactLocation"] as? [String: Any])?["uri"] as? String,
        let region = physical["region"] as? [String: Any]
      else { return nil }
      return "\(uri):\(region["startLine"] ?? 0):\(region["startColumn"] ?? 0)"
    }
    #expect(related.contains("SmartCityGuide/Onboarding/PermissionManager.swift:39:15"))
    #expect(result.status == 1)
  }
}
