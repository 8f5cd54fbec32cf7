import Foundation
import PermlintTestSupport
import Testing

/// A fresh clone alone must build and pass its tests: no test, script or source may read a
/// file outside the repository, and no machine path may appear in what ships with it.
@Suite("Self-containment")
struct SelfContainmentTests {
  /// Folders and files whose text is checked; upstream schemas are kept byte for byte.
  static let checked = [
    "Sources", "Tests", "Scripts", ".ci", "samples", "examples", "Docs", "rules", "Package.swift", "README.md",
  ]
  static let skipped = ["Tests/Schemas/"]

  /// Text that reaches outside the repository. Built from pieces so this file does not match.
  static let outsidePatterns: [(pattern: String, why: String)] = [
    ("\\.\\./" + "shared", "a sibling folder of the clone"),
    ("/" + "work/", "a path on the developers' machine"),
    ("/" + "Users/", "a home folder"),
    ("/" + "home/", "a home folder"),
    ("sha" + "red/(seeds|sarif|corpus|reference)", "the developers' shared folder"),
    ("root\\.deleting" + "LastPathComponent", "a folder above the package root"),
    ("\"\\.\\." + "/", "a path relative to the folder above"),
    ("\\$\\(dirname[^)]*\\)/\\.\\." + "/\\.\\.", "a folder above the repository"),
  ]

  /// Files that may mention such text for a reason other than reading it.
  static let allowed: [String: [String]] = [
    // A made-up `originalUriBaseIds` root in golden SARIF output, never read.
    "Tests/PermlintKitTests/ReporterGoldenTests.swift": ["/" + "work/"],
    "Tests/PermlintKitTests/Golden/report.sarif": ["/" + "work/"],
    "Tests/PermlintKitTests/Golden/report.xcode.txt": ["/" + "work/rider/"],
    "Tests/PermlintKitTests/ReportFormatTests.swift": ["/" + "work/rider/"],
    "Tests/PermlintKitTests/SARIFGitHubTests.swift": ["file:///" + "work/app/"],
    // Example output on a Mac, in the documentation.
    "Docs/cli.md": ["/" + "Users/me/"],
    // Documentation of the Gradle syntax permlint reads, not a path it opens.
    "Sources/PermlintKit/Documents/GradleSettingsFile.swift": ["file(\"." + "./x\")"],
    "Sources/PermlintKit/Project/AndroidSdkLevel.swift": ["\"." + "./common.gradle\""],
    "Sources/PermlintKit/Documents/GradleScriptFacts.swift": ["\"." + "./common.gradle\""],
    "Tests/PermlintKitTests/GradleBuildFileTests.swift": ["\"." + "./common.gradle\""],
    // A fixture's sourceSets directory in a sibling module of the fixture.
    "Tests/PermlintCLITests/Fixtures/android-geofence/app/build.gradle.kts": ["\"." + "./zones/"],
  ]

  /// Patterns that only mean reading outside the repository in code; build scripts of test
  /// fixtures legitimately name folders above them, as `includeBuild` does for node_modules.
  static let codeOnlyPatterns: Set<String> = ["\"\\.\\." + "/"]
  static let codeExtensions = [".swift", ".sh", ".py"]

  @Test("no test, script, source, sample or document reaches outside the repository")
  func nothingOutside() throws {
    var problems: [String] = []
    for relative in try Self.files() {
      let url = PackagePaths.path(relative)
      guard let data = FileManager.default.contents(atPath: url.path),
        let text = String(data: data, encoding: .utf8)
      else { continue }
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        for (pattern, why) in Self.outsidePatterns where line.range(of: pattern, options: .regularExpression) != nil {
          if Self.codeOnlyPatterns.contains(pattern), !Self.codeExtensions.contains(where: relative.hasSuffix) {
            continue
          }
          if Self.allowed[relative]?.contains(where: { line.contains($0) }) == true { continue }
          problems.append("\(relative):\(number + 1): \(why): \(line.trimmingCharacters(in: .whitespaces))")
        }
      }
    }
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test("every schema the tests validate against lives in the repository")
  func schemasInRepository() {
    let root = PackagePaths.root.standardizedFileURL.path + "/"
    for schema in [PackagePaths.sarifSchema, PackagePaths.codeQLActionSARIFSchema] {
      #expect(schema.standardizedFileURL.path.hasPrefix(root))
      #expect(FileManager.default.fileExists(atPath: schema.path), "\(schema.path) is missing")
    }
    #expect(FileManager.default.fileExists(atPath: PackagePaths.path("Tests/Schemas/sarif/SOURCE.md").path))
  }

  @Test("the checker finds a path outside the repository")
  func checkerCatches() {
    let line = "let schema = root.deleting" + "LastPathComponent().appendingPathComponent(\"sha" + "red/sarif/x.json\")"
    let hits = Self.outsidePatterns.filter { line.range(of: $0.pattern, options: .regularExpression) != nil }
    #expect(hits.count == 2)
  }

  /// Files under the checked folders, relative to the package root, skipping build output.
  static func files() throws -> [String] {
    var result: [String] = []
    let manager = FileManager.default
    for entry in checked {
      let url = PackagePaths.path(entry)
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
      guard isDirectory.boolValue else {
        result.append(entry)
        continue
      }
      let enumerator = manager.enumerator(atPath: url.path)
      while let path = enumerator?.nextObject() as? String {
        let relative = "\(entry)/\(path)"
        if skipped.contains(where: relative.hasPrefix) { continue }
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: PackagePaths.path(relative).path, isDirectory: &isFolder), !isFolder.boolValue {
          result.append(relative)
        }
      }
    }
    return result.sorted()
  }
}
