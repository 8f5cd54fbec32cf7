import Foundation
import PermlintKit

/// Developer tool: regenerates the files derived from rules/ and from the rule registry.
///
///     swift run permlint-dev generate   # rewrite generated files
///     swift run permlint-dev check      # exit 1 if any generated file is stale
let arguments = CommandLine.arguments.dropFirst()
guard let command = arguments.first, ["generate", "check"].contains(command) else {
  FileHandle.standardError.write(Data("usage: permlint-dev generate|check (run from the package root)\n".utf8))
  exit(2)
}
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
do {
  let outputs = try GeneratedFiles.all(packageRoot: root.path)
  var stale: [String] = []
  for output in outputs {
    let url = root.appendingPathComponent(output.path)
    let current = try? String(contentsOf: url, encoding: .utf8)
    guard current != output.contents else { continue }
    stale.append(output.path)
    if command == "generate" {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try output.contents.write(to: url, atomically: true, encoding: .utf8)
    }
  }
  // Pages of rules that no longer exist are stale too.
  let expected = Set(outputs.map(\.path))
  let pages =
    (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Docs/rules").path)) ?? []
  for page in pages.sorted() where page.hasSuffix(".md") && !expected.contains("Docs/rules/\(page)") {
    stale.append("Docs/rules/\(page)")
    if command == "generate" {
      try FileManager.default.removeItem(at: root.appendingPathComponent("Docs/rules/\(page)"))
    }
  }
  for path in stale { print(command == "generate" ? "updated \(path)" : "stale: \(path)") }
  if command == "check", !stale.isEmpty { exit(1) }
} catch {
  FileHandle.standardError.write(Data("permlint-dev: \(error)\n".utf8))
  exit(1)
}
