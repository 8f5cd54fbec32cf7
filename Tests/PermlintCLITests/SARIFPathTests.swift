import Foundation
@_spi(Testing) import PermlintKit
import PermlintTestSupport
import Testing

/// Paths as GitHub's SARIF upload needs them, and output framing on the two streams.
@Suite("SARIF paths and output framing")
struct SARIFPathTests {
  /// A temporary directory holding a copy of a fixture and a symbolic link to it.
  private final class LinkedFixture {
    let base: URL
    var real: URL { base.appendingPathComponent("real") }
    var link: URL { base.appendingPathComponent("link") }

    init(_ fixture: String) throws {
      base = FileManager.default.temporaryDirectory.appendingPathComponent("permlint-link-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: PermlintBinary.fixture(fixture), to: base.appendingPathComponent("real"))
      try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
    }

    deinit { try? FileManager.default.removeItem(at: base) }
  }

  private func uris(_ sarif: String) throws -> [String] {
    let json = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
    let results = try #require((json["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    return results.compactMap {
      ((($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"]
        as? [String: Any])?["uri"] as? String
    }
  }

  @Test(
    "a root or working directory spelled through a symbolic link still gives relative URIs",
    arguments: [
      ["--root", "LINK", "--format", "sarif", "."], ["--root", "LINK", "--format", "sarif", "LINK"],
      ["--root", ".", "--format", "sarif", "LINK/permlint.yml"],
    ])
  func symbolicLinkRoot(_ template: [String]) throws {
    let fixture = try LinkedFixture("courier")
    let arguments = template.map { $0.replacingOccurrences(of: "LINK", with: fixture.link.path) }
    // The process starts in the link, as `cd link` leaves a shell.
    let result = try ProcessRunner.run(PermlintBinary.url.path, arguments, in: fixture.link)
    #expect(result.status == 1)
    let found = try uris(result.stdout)
    #expect(!found.isEmpty)
    #expect(found.allSatisfy { !$0.hasPrefix("file:") && !$0.hasPrefix("/") }, "\(found)")
    #expect(found.contains("permlint.yml"))
  }

  @Test(
    "the report on standard output ends with a line break before the summary on standard error",
    arguments: ["text", "github", "sarif"])
  func framing(_ format: String) throws {
    let result = try PermlintBinary.run(["--format", format], in: "broken")
    #expect(result.stdout.hasSuffix("\n"))
    // The summary line goes to standard error only (rule help may quote "permlint: " text).
    #expect(!result.stdout.contains("files checked"))
    #expect(result.stderr.hasPrefix("permlint: "))
  }
}
