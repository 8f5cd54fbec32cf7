import ArgumentParser
import PermlintKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `permlint pre-commit FILE...`: what the pre-commit hook runs. It lints the whole project
/// (the current directory, the repository root under pre-commit) as soon as one of the staged
/// files is a file permlint reads, since a change to one file (a purpose string deleted from
/// Info.plist) shows only against the others (the code that asks for it); otherwise it does
/// nothing. Which files count is the registry of input kinds, so the hook never falls behind
/// what permlint reads.
struct PreCommitCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pre-commit",
    abstract: "For pre-commit hooks: lint the whole project when a staged file is one permlint reads."
  )

  @Option(help: "Exit with status 1 when a finding is at or above this severity: error, warning, note or never.")
  var failOn: String?

  @Option(help: "Configuration file (default: .permlint.yml as `permlint` finds it).", completion: .file())
  var config: String?

  @Argument(help: "The staged files, as pre-commit passes them.")
  var files: [String] = []

  func run() async throws {
    guard files.contains(where: { InputKind.classify(path: $0) != nil }) else { return }
    var arguments = ["."]
    if let failOn { arguments += ["--fail-on", failOn] }
    if let config { arguments += ["--config", config] }
    let lint = try LintCommand.parse(arguments)
    try lint.validate()
    try await lint.run()
  }
}
