import ArgumentParser
import PermlintKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
    if let jobs = options.jobs, jobs < 1 {
      throw ValidationError("--jobs must be at least 1.")
    }
    if options.fixes.isFixing, options.baseline.writeBaseline != nil {
      throw ValidationError("--fix, --fix-unsafe and --diff cannot be combined with --write-baseline.")
    }
    if options.watch, options.fixes.isFixing || options.baseline.writeBaseline != nil || options.output != nil {
      throw ValidationError(
        "--watch prints to the terminal: it cannot be combined with --fix, --diff, --output or --write-baseline.")
    }
    _ = try ReportRequest.requests(reports: options.reports, format: options.format?.format, output: options.output)
    try options.baseline.validate()
  }

  func run() async throws {
    // PATHs, --config and --output are relative to the current directory, as in any other
    // command; the root (`ReportRoot`) decides what reported paths are relative to.
    let currentDirectory = FileManager.default.currentDirectoryPath
    let givenRoot = options.root.map { PathResolution.physical(absolute($0, from: currentDirectory)) }
    if let givenRoot, PathKind.of(givenRoot) != .directory {
      throw UsageFailure("--root \(options.root ?? ".") is not a directory")
    }
    let paths = options.paths.map { PathResolution.physical(absolute($0, from: currentDirectory)) }
    for (given, path) in zip(options.paths, paths) where !FileManager.default.fileExists(atPath: path) {
      throw UsageFailure("\(given): no such file or directory")
    }
    let physicalCurrent = PathResolution.physical(currentDirectory)
    let root = ReportRoot.resolve(
      given: givenRoot, paths: paths, currentDirectory: physicalCurrent,
      isDirectory: { PathKind.of($0) == .directory },
      isRepository: { FileManager.default.fileExists(atPath: $0 + "/.git") },
      isConfigured: { FileManager.default.fileExists(atPath: $0 + "/" + Configuration.fileName) })
    // The configuration is looked for as before the root could follow the PATHs: from the
    // first PATH up, then from --root or the current directory.
    let lookupRoot = givenRoot ?? physicalCurrent
    for given in options.paths where InputKind.classify(path: given) == .configuration {
      throw UsageFailure(
        "\(given) is the configuration, not something to lint: pass it with --config \(given), and lint the app's "
          + "directory or its feature map. \(FileRoles.explanation)")
    }
    var configuration = try loadConfiguration(
      paths: paths, root: root, lookupRoot: lookupRoot, currentDirectory: currentDirectory)
    if let variant = options.androidVariant { configuration.androidVariant = variant }
    var linter = Linter(configuration: configuration, jobs: options.jobs)
    let progress = ProgressLine.forTerminal(quiet: options.quiet, environment: ProcessInfo.processInfo.environment)
    if let progress { linter.progress = { progress.update(read: $0, found: $1) } }
    if options.watch {
      linter.progress = nil
      try await watch(linter, paths: paths, root: root) {
        var reloaded = try loadConfiguration(
          paths: paths, root: root, lookupRoot: lookupRoot, currentDirectory: currentDirectory)
        reloaded.androidVariant = configuration.androidVariant
        return reloaded
      }
    }
    var report = await linter.lint(paths: paths, root: root)
    progress?.finish()
    noteOutsideRoot(paths, root: root, given: givenRoot != nil, in: &report)
    // A baseline of a run that could not read every file would accept too little.
    if options.baseline.writeBaseline != nil, report.notifications.contains(where: { $0.severity == .error }) {
      printSummary(report)
      throw UsageFailure(
        "did not write --write-baseline \(options.baseline.writeBaseline ?? ""): a file above could not be read; "
          + "fix it and run again")
    }
    if let written = try writeBaselineIfAsked(report, currentDirectory: currentDirectory) {
      StandardStreams.error(written + "\n")
      return
    }
    report = try applyBaseline(to: report, currentDirectory: currentDirectory)
    // Fixes only for what is reported: a finding the baseline accepts is left as it is.
    if options.fixes.isFixing {
      if let status = try applyFixes(report, root: root) {
        if status != 0 { throw ExitCode(status) }
        return
      }
      // What is left after the fixes, reported as any run reports.
      report = await linter.lint(paths: paths, root: root)
      noteOutsideRoot(paths, root: root, given: givenRoot != nil, in: &report)
      report = try applyBaseline(to: report, currentDirectory: currentDirectory)
    }
    let requests = try ReportRequest.requests(
      reports: options.reports, format: options.format?.format, output: options.output)
    let environment = ProcessInfo.processInfo.environment
    for request in requests {
      var reporter = Reporter.reporter(for: request.format, root: root, environment: environment, jobs: linter.jobs)
      if request.format == .text {
        let colored = options.color.colors(
          isTerminal: request.file == nil && StandardStreams.outputIsTerminal, environment: environment)
        reporter = options.statistics ? .statistics(colored: colored) : .text(colored: colored)
      }
      try write(report, with: reporter, to: request.file)
      if request.format == .sarif, let warning = Reporter.sarifLimitWarning(results: Reporter.sarifResultCount(report))
      {
        StandardStreams.error("permlint: warning: \(warning)\n")
      }
    }
    printSummary(report)
    let threshold = FailThreshold.resolved(commandLine: options.failOn?.threshold, configuration: configuration)
    let status = ExitStatus.of(report, threshold: threshold, strictBaseline: options.baseline.strictBaseline)
    if status != .success {
      throw ExitCode(status.rawValue)
    }
  }

  /// `--config`, else the closest `.permlint.yml` to the first PATH or above it, else to
  /// `lookupRoot` (`--root` or the current directory); named relative to `root`.
  private func loadConfiguration(
    paths: [String], root: String, lookupRoot: String, currentDirectory: String
  ) throws -> Configuration {
    do {
      return try Configuration.forLinting(
        paths: paths, root: root, explicit: options.config.map { absolute($0, from: currentDirectory) },
        searchingFrom: lookupRoot)
    } catch .unreadable(let path) {
      throw UsageFailure("cannot read configuration file \(options.config ?? path)")
    } catch .invalid(let error) {
      // Already `path:line:col: error: message`, the form editors jump to.
      throw UsageFailure(error.description, isLocated: true)
    }
  }

  /// Streams the report: a SARIF log of tens of thousands of results is never whole in
  /// memory.
  private func write(_ report: LintReport, with reporter: Reporter, to output: String?) throws {
    guard let output else {
      // The summary follows on standard error; a report must end its last line itself, or
      // a terminal showing both streams glues the summary to it.
      var last: UInt8?
      try? reporter.stream(report) { bytes in
        StandardStreams.output(bytes)
        last = bytes.last ?? last
      }
      if let last, last != UInt8(ascii: "\n") { StandardStreams.output("\n") }
      return
    }
    do throws(ReportFile.Failure) {
      try ReportFile.save(to: absolute(output, from: FileManager.default.currentDirectoryPath)) { output in
        try reporter.stream(report, output)
      }
    } catch {
      throw UsageFailure("cannot write report \(output): \(error.reason)")
    }
  }

  private func printSummary(_ report: LintReport) {
    if options.quiet {
      // Findings only; a file that could not be read still says so, or exit status 2
      // would come without a word.
      let errors = report.notifications.filter { $0.severity == .error }
      let text = errors.map { "permlint: error: \($0.path): \($0.message)\n" }.joined()
      StandardStreams.error(text)
      return
    }
    // One pass, each finding read in place: a `count(where:)` per severity and per kind of fix
    // copied every finding five times.
    var bySeverity: [Severity: Int] = [:]
    var safe = 0
    var review = 0
    for index in report.findings.indices {
      bySeverity[report.findings[index].severity, default: 0] += 1
      switch report.findings[index].fix?.safety {
      case .safe: safe += 1
      case .needsReview: review += 1
      case nil: break
      }
    }
    let counts = Severity.allCases.reversed().map { severity in
      let count = bySeverity[severity] ?? 0
      return "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
    }
    var summary = "permlint: \(report.fileCount) file\(report.fileCount == 1 ? "" : "s") checked, "
    summary += counts.joined(separator: ", ")
    if safe > 0 { summary += "; \(safe) fixable with --fix" }
    if review > 0 {
      summary += safe > 0 ? " (\(review) more with --fix-unsafe)" : "; \(review) fixable with --fix-unsafe"
    }
    let accepted = acceptedSummary(report)
    let firstLine = accepted.prefix { $0 != "\n" }
    summary += firstLine
    // Notices about the inputs (an unreadable file, an Info.plist no target uses) are not
    // findings in a file: counted apart and named, so "0 notes" above a `note:` line is clear.
    let notices = report.notifications.count
    if notices > 0 { summary += "; \(notices) notice\(notices == 1 ? "" : "s") about the input below" }
    summary += accepted.dropFirst(firstLine.count)
    for notification in report.notifications {
      summary += "\npermlint: \(notification.severity.rawValue): \(notification.path): \(notification.message)"
    }
    StandardStreams.error(summary + "\n")
  }

  /// Says once per PATH outside the root that its files are reported by absolute path and
  /// why its results may differ from a run with a root that holds it.
  private func noteOutsideRoot(_ paths: [String], root: String, given: Bool, in report: inout LintReport) {
    let outside = ReportRoot.outside(paths, root: root)
    guard !outside.isEmpty else { return }
    let what = given ? "--root \(root)" : "the current directory \(root), which paths are reported relative to"
    let remedy =
      given
      ? "pass a --root that contains it, or leave --root out"
      : "lint it from a folder that contains it, or pass a --root that contains every PATH"
    report.notifications += outside.map { path in
      ToolNotification(
        path: path,
        message:
          "outside \(what): its files are reported by absolute path, and the paths they name (an Xcode "
          + "project's INFOPLIST_FILE, a Gradle module's folder) are relative to the root, so targets and modules "
          + "may not find their files; \(remedy)",
        severity: .note)
    }
    report.notifications.sort { ($0.path, $0.message) < ($1.path, $1.message) }
  }

  private func absolute(_ path: String, from base: String) -> String {
    let joined = path.hasPrefix("/") ? path : "\(base)/\(path)"
    return URL(fileURLWithPath: joined).standardizedFileURL.path
  }
}

/// A usage or configuration error: printed as `permlint: error: …`, exit status 2.
struct UsageFailure: Error, CustomStringConvertible {
  var description: String
  /// Whether the description already names a file location and severity.
  var isLocated: Bool

  init(_ description: String, isLocated: Bool = false) {
    self.description = description
    self.isLocated = isLocated
  }
}
