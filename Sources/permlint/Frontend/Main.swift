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
      var command = try PermlintCommand.parseAsRoot()
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
}
