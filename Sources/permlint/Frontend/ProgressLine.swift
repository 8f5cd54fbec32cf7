import PermlintKit

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

/// A line on a terminal's standard error that counts the files read, for runs long enough to
/// wonder about (40,000 files take seconds): drawn only after the first second, at most ten
/// times a second, and erased before anything else is written. Never in a pipe, a file or CI.
final class ProgressLine: @unchecked Sendable {
  private let lock = Lock()
  private let start = Date()
  private var lastDrawn: Date?
  private var drawn = false

  /// A progress line when standard error is a terminal outside CI and output is not quiet;
  /// `nil` otherwise.
  static func forTerminal(quiet: Bool, environment: [String: String]) -> ProgressLine? {
    guard !quiet, StandardStreams.errorIsTerminal, environment["CI"] == nil, environment["TERM"] != "dumb" else {
      return nil
    }
    return ProgressLine()
  }

  /// Shows `read` of `found` files, if it is time to.
  func update(read: Int, found: Int) {
    lock.withLock {
      let now = Date()
      guard now.timeIntervalSince(start) >= 1, now.timeIntervalSince(lastDrawn ?? .distantPast) >= 0.1 else {
        return
      }
      lastDrawn = now
      drawn = true
      StandardStreams.error("\r\u{1B}[Kpermlint: read \(read) of \(found) files…")
    }
  }

  /// Erases the line, so that the report and the summary start on a clean line.
  func finish() {
    lock.withLock {
      if drawn { StandardStreams.error("\r\u{1B}[K") }
      drawn = false
      lastDrawn = .distantFuture
    }
  }
}
