import ArgumentParser
import PermlintKit

/// The root command: `permlint [lint] [PATH ...]`.
struct PermlintCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "permlint",
    abstract: "Checks mobile-app permissions: purpose strings, least privilege and permission flows.",
    discussion: """
      Reads Info.plist, InfoPlist.strings, AndroidManifest.xml, feature maps (permlint.yml) \
      and .permlint.yml under each PATH and reports findings as text, SARIF or GitHub \
      annotations. Exit status: 0 when nothing is at or above --fail-on, 1 when something is, \
      2 on a usage or configuration error.
      """,
    version: PermlintInfo.version,
    subcommands: [LintCommand.self, RulesCommand.self],
    defaultSubcommand: LintCommand.self
  )
}
