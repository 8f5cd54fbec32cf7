import Foundation

/// Runs a program and measures the largest resident memory it used, from the kernel's account
/// of that one child (`wait4`), so that tests running beside it do not count.
public enum PeakMemory {
  /// What a finished process returned and the most memory it held at once.
  public struct Result: Sendable {
    /// Exit status.
    public var status: Int32
    /// Peak resident set size, in bytes.
    public var peakBytes: Int
  }

  /// Runs `executable` with `arguments`, its output discarded.
  public static func run(_ executable: String, _ arguments: [String]) throws -> Result {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) == -1 {
      guard errno == EINTR else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EINVAL) }
    }
    // Linux reports ru_maxrss in kilobytes.
    return Result(status: (status >> 8) & 0xFF, peakBytes: Int(usage.ru_maxrss) * 1024)
  }
}
