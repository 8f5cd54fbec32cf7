import ArgumentParser

// FoundationEssentials and the C library on Linux; Foundation, which brings Darwin, on macOS.
#if canImport(Glibc)
  import FoundationEssentials
  import Glibc
#elseif canImport(Musl)
  import FoundationEssentials
  import Musl
#else
  import Foundation
#endif
#if canImport(CJemalloc)
  // Linked for its malloc, which replaces the C library's in the whole process.
  import CJemalloc
#endif

/// Runs the command and maps every outcome to permlint's exit contract: 0 clean, 1 findings
/// at or above `--fail-on`, 2 usage or configuration error.
@main
enum Main {
  static func main() async {
    do {
      var command = try parseCommand(Array(CommandLine.arguments.dropFirst()))
      if var asyncCommand = command as? AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch let failure as UsageFailure {
      let text = failure.isLocated ? failure.description : "permlint: error: \(failure.description)"
      StandardStreams.error(text + "\n")
      exit(2)
    } catch {
      let code = PermlintCommand.exitCode(for: error)
      if code == .success || error is ExitCode {
        PermlintCommand.exit(withError: error)
      }
      StandardStreams.error(PermlintCommand.fullMessage(for: error) + "\n")
      exit(2)
    }
  }

  /// The command `arguments` ask for: the lint command read from plain arguments without
  /// ArgumentParser when they are (`PlainLintArguments`), otherwise ArgumentParser's parse
  /// from the root command.
  static func parseCommand(_ arguments: [String]) throws -> ParsableCommand {
    if let lint = PlainLintArguments.command(arguments, subcommands: subcommandNames) { return lint }
    return try PermlintCommand.parseAsRoot(arguments)
  }

  /// The words ArgumentParser reads as a command: the subcommands' names and `help`.
  static let subcommandNames: Set<String> = Set(
    PermlintCommand.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"])
}
