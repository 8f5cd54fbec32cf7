import Foundation
import PermlintTestSupport
import Testing

@_spi(Testing) @_spi(Generators) @testable import PermlintKit

/// Which rules run on builds, found by moving every triggering example into a build (its
/// Info.plist folder into `Example.app/`, its manifest into `example.apk!/`) and linting the
/// binaries of the build fixtures.
@Suite("Rules on builds")
struct RulesOnBuildsTests {
  /// The files of an example that a build ships, where a build holds them; `nil` when it has none.
  static func asBuild(_ files: [(path: String, contents: String)]) -> [SourceFile]? {
    var result: [SourceFile] = []
    // The bundle's folder: its shallowest Info.plist's, else its privacy manifest's.
    let plists = files.map(\.path).filter { $0.hasSuffix("Info.plist") && !$0.contains(".lproj/") }
    let bundleFiles = plists.isEmpty ? files.map(\.path).filter { $0.hasSuffix("PrivacyInfo.xcprivacy") } : plists
    if let main = bundleFiles.min(by: { ($0.split(separator: "/").count, $0) < ($1.split(separator: "/").count, $1) }) {
      let folder = RelativePath.directory(of: main)
      for file in files {
        guard let inside = RelativePath.below(file.path, folder) ?? (folder == "." ? file.path : nil) else { continue }
        let name = inside.split(separator: "/").last.map(String.init) ?? ""
        guard inside == "Info.plist" || inside.contains(".lproj/") || name == "PrivacyInfo.xcprivacy" else { continue }
        result.append(SourceFile(path: "Example.app/\(inside)", text: MarkedSource(file.contents).text))
      }
    }
    let manifests = files.filter { $0.path.hasSuffix("AndroidManifest.xml") && !$0.path.contains("/build/") }
    if let manifest = manifests.first(where: { $0.path.contains("src/main/") }) ?? manifests.first {
      result.append(SourceFile(path: "example.apk!/AndroidManifest.xml", text: MarkedSource(manifest.contents).text))
    }
    return result.isEmpty ? nil : result
  }

  /// The rules that report inside a build: in the examples as written (a build beside its
  /// sources), in the examples moved into a build, and in the build fixtures' binaries.
  static func rulesReportingInBuilds() async throws -> [String: String] {
    var seen: [String: String] = [:]
    func record(_ report: LintReport, rule: String?) {
      for finding in report.findings where rule == nil || finding.ruleID == rule {
        guard BuiltProduct.root(of: finding.location.path) != nil, seen[finding.ruleID] == nil else { continue }
        seen[finding.ruleID] = "\(finding.location)"
      }
    }
    for rule in RuleRegistry.all {
      for example in rule.descriptor.examples where example.triggers {
        let written = example.files.map { SourceFile(path: $0.path, text: MarkedSource($0.contents).text) }
        record(await Linter().lint(files: written), rule: rule.id)
        if let moved = asBuild(example.files) { record(await Linter().lint(files: moved), rule: rule.id) }
      }
    }
    // Binaries: the fixture app without its executable (so its camera key is unrequested),
    // with a framework only the chained fixups show asking for location.
    let app = CompiledReadersTests.app
    var binaries: [SourceFile] = []
    for name in ["Info.plist", "PlugIns/Widget.appex/Widget", "PlugIns/Widget.appex/Info.plist"] {
      binaries.append(SourceFile(path: "Demo.app/\(name)", bytes: try CompiledReadersTests.bytes("\(app)/\(name)")))
    }
    binaries.append(
      SourceFile(
        path: "Demo.app/Frameworks/Tracker.framework/Tracker",
        bytes: try CompiledReadersTests.bytes("\(MachOChainedFixupsTests.linked)/Stripped")))
    record(await Linter().lint(files: binaries), rule: nil)
    return seen
  }

  @Test("every rule that reports inside a build says so on its page, and only those")
  func documented() async throws {
    let seen = try await Self.rulesReportingInBuilds()
    let documented = Set(RuleRegistry.all.filter { $0.descriptor.onBuilds != nil }.map(\.id))
    for id in Set(seen.keys).subtracting(documented).sorted() {
      Issue.record("\(id) reports in a build (\(seen[id] ?? "")) but its page does not say it runs on builds")
    }
    for id in documented.subtracting(seen.keys).sorted() {
      Issue.record("\(id)'s page says it runs on builds, but no example or build fixture shows it")
    }
    for rule in RuleRegistry.all where rule.descriptor.onBuilds != nil {
      let page = try String(contentsOf: PackagePaths.path("Docs/rules/\(rule.id).md"), encoding: .utf8)
      #expect(page.contains("Runs on builds"), "\(rule.id)")
    }
  }
}
