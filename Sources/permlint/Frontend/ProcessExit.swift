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

/// Ending the process from inside a command, whose own static `exit(withError:)` hides the C
/// library's: for a command that runs until told to stop (`lsp`, `--watch`) while a thread it
/// started still waits.
enum ProcessExit {
  static func now(_ status: Int32) -> Never {
    exit(status)
  }
}
