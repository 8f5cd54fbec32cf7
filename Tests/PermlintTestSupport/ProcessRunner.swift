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
    // Output goes to files, not pipes: a pipe read can fail with EINTR on a loaded machine
    // (Foundation's readDataToEndOfFile traps on it), and a child that fills one pipe while
    // the other is being drained would block forever.
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "permlint-run-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outURL = scratch.appendingPathComponent("stdout")
    let errURL = scratch.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let output = try FileHandle(forWritingTo: outURL)
    let error = try FileHandle(forWritingTo: errURL)
    defer {
      try? output.close()
      try? error.close()
    }
    process.standardOutput = output
    process.standardError = error
    try process.run()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
  }
}
