import ArgumentParser
import PermlintKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The root command: `permlint [lint] [PATH ...]`.
struct PermlintCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "permlint",
    abstract: "Checks mobile-app permissions: purpose strings, least privilege and permission flows.",
    discussion: "Reads, under each PATH: \(InputKind.readableNames.joined(separator: ", ")); "
      + """
      .permlint.yml configures permlint itself. Reports findings as text, SARIF, GitHub \
      annotations, JSON, GitLab Code Quality, JUnit, Checkstyle, Markdown or Xcode diagnostics. \
      Exit status: 0 when nothing is at or above --fail-on, 1 when something is, 2 on a usage \
      or configuration error. `permlint explain RULE` explains a finding's rule.
      """,
    version: PermlintInfo.version,
    subcommands: [
      LintCommand.self, RulesCommand.self, ExplainCommand.self, InitCommand.self, PreCommitCommand.self,
      LSPCommand.self,
    ],
    defaultSubcommand: LintCommand.self
  )
}
