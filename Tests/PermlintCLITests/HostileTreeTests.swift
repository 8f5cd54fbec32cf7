import Foundation
@_spi(Testing) import PermlintKit
import PermlintTestSupport
import Testing

/// The binary on a scratch tree of awkward files: limits, odd names, determinism and no
/// writes outside `--output`.
@Suite("permlint on hostile trees")
struct HostileTreeTests {
  /// A scratch directory removed afterwards.
  final class Tree {
    let root: URL

    init(_ files: [String: [UInt8]]) throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent("permlint-tree-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
      for (path, bytes) in files {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
      }
    }

    func run(_ arguments: [String]) throws -> ProcessRunner.Result {
      try ProcessRunner.run(PermlintBinary.url.path, arguments, in: root)
    }

    /// Every path below the root with its size and modification time.
    func listing() throws -> [String] {
      let enumerator = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.contentModificationDateKey])
      var result: [String] = []
      while let url = enumerator?.nextObject() as? URL {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        result.append("\(url.path) \(attributes[.size] ?? 0) \(attributes[.modificationDate] ?? "")")
      }
      return result.sorted()
    }

    deinit { try? FileManager.default.removeItem(at: root) }
  }

  static let blank = Array("<plist><dict><key>NSCameraUsageDescription</key><string></string></dict></plist>".utf8)

  @Test("a file over max-file-size is skipped with a warning that names it; the rest is linted")
  func sizeCap() throws {
    let tree = try Tree([
      ".permlint.yml": Array("max-file-size: 1KB\n".utf8),
      "big/Info.plist": Array(("<plist><dict>" + String(repeating: " ", count: 2048) + "</dict></plist>").utf8),
      "small/Info.plist": Self.blank,
    ])
    let result = try tree.run(["."])
    #expect(result.status == 1)
    #expect(result.stdout.hasPrefix("small/Info.plist:1:49: error:"))
    #expect(result.stderr.contains("warning: big/Info.plist: file is 2076 bytes, over the 1024-byte limit; skipped"))
  }

  @Test("a directory named like a file is walked, not read")
  func directoryNamedLikeFile() throws {
    let tree = try Tree(["Info.plist/inner/Info.plist": Self.blank])
    let result = try tree.run(["."])
    #expect(result.stdout.hasPrefix("Info.plist/inner/Info.plist:1:49: error:"))
  }

  @Test("paths with spaces and non-ASCII characters are reported as written and percent-encoded in SARIF")
  func awkwardNames() throws {
    let tree = try Tree(["My App/Ünïcødé #1/Info.plist": Self.blank])
    let text = try tree.run(["."])
    #expect(text.stdout.hasPrefix("My App/Ünïcødé #1/Info.plist:1:49: error:"))
    let sarif = try tree.run(["--format", "sarif", "."])
    #expect(sarif.stdout.contains("\"uri\" : \"My%20App/%C3%9Cn%C3%AFc%C3%B8d%C3%A9%20%231/Info.plist\""))
    #expect(try SARIFSchemaValidator.violations(in: sarif.stdout) == [])
  }

  @Test("output is byte-identical at every degree of parallelism and in every order of PATHs")
  func parallelism() throws {
    var files: [String: [UInt8]] = [:]
    for index in 0..<40 { files["app\(index)/ios/Info.plist"] = Self.blank }
    files["broken/AndroidManifest.xml"] = Array("<manifest><oops></manifest>".utf8)
    let tree = try Tree(files)
    let paths = (0..<40).map { "app\($0)" } + ["broken"]
    // Sorted, reversed, and interleaved (odd apps first, the broken file in the middle).
    let orders = [
      paths, paths.reversed(),
      paths.enumerated().sorted { ($0.offset % 2, $0.offset) > ($1.offset % 2, $1.offset) }.map(\.element),
    ]
    var outputs: [String: String] = [:]
    for jobs in [1, 2, 8, 64] {
      for (index, order) in orders.enumerated() {
        let result = try tree.run(["--format", "sarif", "--jobs", "\(jobs)"] + order)
        #expect(result.status == 1, "the broken manifest is a malformed-file error")
        outputs["--jobs \(jobs), order \(index)"] = result.stdout
      }
    }
    let first = try #require(outputs["--jobs 1, order 0"])
    for (run, output) in outputs.sorted(by: { $0.key < $1.key }) {
      #expect(output == first, "\(run) differs from --jobs 1 with sorted PATHs")
    }
    #expect(first.contains("app39/ios/Info.plist"))
    #expect(first.contains("broken/AndroidManifest.xml"))
  }

  @Test("permlint writes nothing in the tree it lints, only its --output")
  func writesNothing() throws {
    let tree = try Tree([
      "app/ios/Info.plist": Self.blank, "app/permlint.yml": Array("app: A\npermissions: [camera]\n".utf8),
    ])
    let before = try tree.listing()
    let output = try TemporaryFile("", extension: "sarif")
    _ = try tree.run(["--format", "sarif", "--output", output.url.path, "."])
    _ = try tree.run(["."])
    #expect(try tree.listing() == before)
    #expect(try String(contentsOf: output.url, encoding: .utf8).contains("\"version\" : \"2.1.0\""))
  }
}
