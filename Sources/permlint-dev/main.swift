import Foundation
import PermlintGenerators

/// Developer tool: regenerates the files derived from rules/ and from the rule registry.
///
///     swift run permlint-dev generate   # rewrite generated files
///     swift run permlint-dev check      # exit 1 if any generated file is stale
///     swift run permlint-dev export-examples RULE-ID...   # move a rule's Swift examples to rules/examples
let arguments = CommandLine.arguments.dropFirst()
guard let command = arguments.first, ["generate", "check", "export-examples"].contains(command) else {
  FileHandle.standardError.write(
    Data("usage: permlint-dev generate|check|export-examples RULE-ID... (run from the package root)\n".utf8))
  exit(2)
}
let root = FileManager.default.currentDirectoryPath
if command == "export-examples" {
  do {
    try ExamplesEmbedder.export(Array(arguments.dropFirst()), packageRoot: root)
    exit(0)
  } catch {
    FileHandle.standardError.write(Data("permlint-dev: \(error)\n".utf8))
    exit(1)
  }
}
do {
  let drift = try GeneratedFilesDrift(packageRoot: root)
  if command == "generate" { try drift.fix(packageRoot: root) }
  for path in drift.paths { print(command == "generate" ? "updated \(path)" : "stale: \(path)") }
  if command == "check", !drift.paths.isEmpty { exit(1) }
} catch {
  FileHandle.standardError.write(Data("permlint-dev: \(error)\n".utf8))
  exit(1)
}
