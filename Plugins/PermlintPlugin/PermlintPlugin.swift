import Foundation
import PackagePlugin

/// `swift package permlint [PATH ...] [permlint options]`: lints the package's directory (or
/// the given PATHs) and reports each finding as a SwiftPM diagnostic at its file and line,
/// which SwiftPM prints and Xcode lists in its issue navigator. Fails when permlint does
/// (a finding at or above `--fail-on`, or a usage error).
@main
struct PermlintPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    try Self.run(
      tool: try context.tool(named: "permlint").url, directory: context.package.directoryURL,
      workDirectory: context.pluginWorkDirectoryURL, arguments: arguments)
  }

  /// Runs permlint in `directory`, writing its JSON report into `workDirectory`, the one
  /// place the plugin sandbox lets it write.
  static func run(tool: URL, directory: URL, workDirectory: URL, arguments: [String]) throws {
    let report = workDirectory.appendingPathComponent("permlint-report.json")
    defer { try? FileManager.default.removeItem(at: report) }
    let process = Process()
    process.executableURL = tool
    process.currentDirectoryURL = directory
    // --root makes paths relative to the package, and the JSON report carries positions
    // the diagnostics need; the text report on standard output is silenced.
    process.arguments = ["--root", directory.path, "--report", "json=\(report.path)"] + arguments
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    if let data = try? Data(contentsOf: report) {
      emitDiagnostics(data, directory: directory, failing: process.terminationStatus != 0)
    }
    // permlint's ExitStatus: the binary applies the library's configuration lookup and
    // fail threshold, so the plugin decides nothing itself.
    switch process.terminationStatus {
    case 0: return
    case 1: throw PluginFailure("permlint found problems at or above --fail-on (see the diagnostics above)")
    default: throw PluginFailure("permlint could not run (exit status \(process.terminationStatus))")
    }
  }

  /// One diagnostic per finding, from permlint's JSON report (Docs/schema/permlint-report.schema.json).
  /// SwiftPM fails a command whose plugin emitted an error, so when permlint passed (a
  /// `--fail-on` above the findings), its errors are shown as warnings that say so.
  static func emitDiagnostics(_ data: Data, directory: URL, failing: Bool) {
    guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let findings = json["findings"] as? [[String: Any]]
    else { return }
    for finding in findings {
      guard let location = finding["location"] as? [String: Any], let file = location["file"] as? String,
        let message = finding["message"] as? String, let rule = finding["ruleId"] as? String
      else { continue }
      let path = file.hasPrefix("/") ? file : directory.appendingPathComponent(file).path
      let line = location["line"] as? Int
      // `swift package` prints a command plugin's diagnostics without their location, so the
      // text names it too; Xcode also places the issue at the file and line.
      let place = [file, line.map(String.init), (location["column"] as? Int).map(String.init)]
        .compactMap { $0 }.joined(separator: ":")
      let text = "\(place): \(message) [\(rule)]"
      switch finding["severity"] as? String {
      case "error" where failing: Diagnostics.error(text, file: path, line: line)
      case "error": Diagnostics.warning("\(text) (an error; --fail-on lets the run pass)", file: path, line: line)
      case "warning": Diagnostics.warning(text, file: path, line: line)
      default: Diagnostics.remark(text, file: path, line: line)
      }
    }
  }
}

struct PluginFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension PermlintPlugin: XcodeCommandPlugin {
    /// From Xcode's project menu: lints the project's directory.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      try Self.run(
        tool: try context.tool(named: "permlint").url, directory: context.xcodeProject.directoryURL,
        workDirectory: context.pluginWorkDirectoryURL, arguments: arguments)
    }
  }
#endif
