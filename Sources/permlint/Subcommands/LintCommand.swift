import ArgumentParser
import Foundation
import PermlintKit

/// `permlint lint`: the default command.
struct LintCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Lint files and directories (the default command)."
  )

  @OptionGroup var options: LintOptions

  func validate() throws {
    if let output = options.output, output.isEmpty {
      throw ValidationError("--output needs a file name.")
    }
    if options.paths.contains(where: \.isEmpty) {
      throw ValidationError("An empty PATH was given.")
    }
  }

  func run() async throws {
    let currentDirectory = FileManager.default.currentDirectoryPath
    let root = absolute(options.root ?? ".", from: currentDirectory)
    let configuration = try loadConfiguration(root: root)
    let report = await Linter(configuration: configuration).lint(paths: options.paths, root: root)
    let reporter: Reporter =
      switch options.format {
      case .text: .text
      case .sarif: .sarif(rootURI: "file://" + URIEncoding.encodePath(root.hasSuffix("/") ? root : root + "/"))
      case .github: .github
      }
    try write(reporter.render(report))
    printSummary(report)
    // `--fail-on never` is an explicit nil and must not fall through to the defaults.
    let threshold: Severity? =
      if let failOn = options.failOn { failOn.severity } else if let configured = configuration.failOn {
        configured
      } else { .error }
    if let threshold, report.hasFindings(atOrAbove: threshold) {
      throw ExitCode(1)
    }
  }

  private func loadConfiguration(root: String) throws -> Configuration {
    let explicit = options.config.map { absolute($0, from: root) }
    let candidate =
      explicit
      ?? options.paths.lazy.map { absolute($0, from: root) + "/.permlint.yml" }.first {
        FileManager.default.fileExists(atPath: $0)
      }
    guard let path = candidate else { return Configuration() }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw UsageFailure("cannot read configuration file \(path)")
    }
    do {
      return try Configuration.load(SourceFile(path: path, bytes: Array(data)))
    } catch {
      throw UsageFailure(error.description)
    }
  }

  private func write(_ text: String) throws {
    guard let output = options.output else {
      FileHandle.standardOutput.write(Data(text.utf8))
      return
    }
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    } catch {
      throw UsageFailure("cannot write \(output): \(error.localizedDescription)")
    }
  }

  private func printSummary(_ report: LintReport) {
    let counts = Severity.allCases.reversed().map { severity in
      let count = report.findings.filter { $0.severity == severity }.count
      return "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
    }
    var summary = "permlint: \(report.fileCount) file\(report.fileCount == 1 ? "" : "s") checked, "
    summary += counts.joined(separator: ", ")
    for notification in report.notifications {
      summary += "\npermlint: \(notification.severity.rawValue): \(notification.path): \(notification.message)"
    }
    FileHandle.standardError.write(Data((summary + "\n").utf8))
  }

  private func absolute(_ path: String, from base: String) -> String {
    let joined = path.hasPrefix("/") ? path : "\(base)/\(path)"
    return URL(fileURLWithPath: joined).standardizedFileURL.path
  }
}

/// A usage or configuration error: printed as `permlint: error: …`, exit status 2.
struct UsageFailure: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
