import Foundation
import Testing

@_spi(Testing) @testable import PermlintKit

/// A development aid, run only with PERMLINT_DUMP_CODE=<folder>: the code flow index of each
/// app of the folder (requests, openers, resume hooks), printed.
@Suite("Code flow dump")
struct CodeFlowDumpTests {
  @Test(
    "dump the code flow index of PERMLINT_DUMP_CODE",
    .enabled(if: ProcessInfo.processInfo.environment["PERMLINT_DUMP_CODE"] != nil))
  func dump() throws {
    let root = ProcessInfo.processInfo.environment["PERMLINT_DUMP_CODE"]!
    var files: [(String, String)] = []
    let enumerator = FileManager.default.enumerator(atPath: root)!
    while let path = enumerator.nextObject() as? String {
      let parts = path.split(separator: "/")
      if parts.contains(where: { FileDiscovery.skippedDirectories.contains(String($0)) }) { continue }
      guard InputKind.classify(path: path) != nil,
        let text = try? String(contentsOfFile: root + "/" + path, encoding: .utf8)
      else { continue }
      files.append((path, text))
    }
    for app in TestDocuments.apps(files) {
      let code = CodeFlowIndex(app.allCodeOutlines, vocabulary: PermissionCatalog.builtIn.codeFlows)
      print("APP \(app.root): \(Dictionary(grouping: app.codeOutlines, by: \.language.rawValue).mapValues(\.count))")
      for site in code.requests {
        print(
          "  request \(site.text) \(site.permissions.sorted()) at \(site.location) in \(site.ref.map(code.describe) ?? "-")"
        )
      }
      for opener in code.openers {
        print(
          "  opener \(opener.text) \(opener.permissions.sorted()) at \(opener.location) in \(opener.ref.map(code.describe) ?? "-")"
        )
      }
      for root in code.resumeRoots { print("  resume \(code.describe(root)) at \(code.location(root))") }
    }
  }
}
