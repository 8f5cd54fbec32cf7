import Foundation

/// Runs a program and captures its output.
public enum ProcessRunner {
  /// What a finished process printed and returned.
  public struct Result: Sendable {
    /// Exit status.
    public var status: Int32
    /// Standard output.
    public var stdout: String
    /// Standard error.
    public var stderr: String
  }

  /// Runs `executable` with `arguments` in `directory` and waits for it; `environment`
  /// replaces the inherited environment when given.
  public static func run(
    _ executable: String, _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let environment { process.environment = environment }
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Read both pipes before waiting so a large output cannot block the child.
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }
}
