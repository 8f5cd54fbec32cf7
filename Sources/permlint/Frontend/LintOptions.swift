import ArgumentParser
import PermlintKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Options shared by every command that lints.
struct LintOptions: ParsableArguments {
  @Argument(help: "Files or directories to lint.", completion: .file())
  var paths: [String] = ["."]

  @Option(help: "Output format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")) (default: text).")
  var format: FormatArgument?

  @Option(help: "Write the report to this file instead of standard output.", completion: .file())
  var output: String?

  @Option(
    name: .customLong("report"),
    help: ArgumentHelp(
      "Also write a report in FORMAT to FILE (standard output without =FILE); repeatable. The project is linted once.",
      valueName: "format[=file]"))
  var reports: [ReportRequest] = []

  @Option(
    help:
      "Configuration file (default: the closest .permlint.yml to the first PATH, in it or above it, else to --root).",
    completion: .file())
  var config: String?

  @Option(help: "Exit with status 1 when a finding is at or above this severity: error, warning, note or never.")
  var failOn: FailOnArgument?

  @Option(
    help: ArgumentHelp(
      "Directory that reported paths are relative to (default: the current directory, or the folder holding every "
        + "PATH when none is inside it).", valueName: "directory"))
  var root: String?

  @Option(
    help: "How many files to read and parse at once (default: the number of processors); output never depends on it.")
  var jobs: Int?

  @Option(
    help: ArgumentHelp(
      "Android build variant whose merged manifests under build/intermediates are the ground truth (such as release).",
      valueName: "variant"))
  var androidVariant: String?

  @Option(
    help: ArgumentHelp(
      "Colour the text report: auto (on a terminal, unless NO_COLOR is set), always or never.", valueName: "when"))
  var color: ColorChoice = .auto

  @Flag(
    name: [.customShort("q"), .long],
    help: "Print the findings only: no summary, and of the notices about the input only errors.")
  var quiet = false

  @Flag(help: "Print, instead of the text report's findings, how many findings each rule has.")
  var statistics = false

  @Flag(
    help:
      "Lint, then lint again whenever a file permlint reads changes and print only what changed (+ new, - resolved); Ctrl-C stops."
  )
  var watch = false

  @OptionGroup(title: "Baseline") var baseline: BaselineOptions

  @OptionGroup(title: "Fixes") var fixes: FixOptions
}

/// Options that change files to resolve findings.
struct FixOptions: ParsableArguments {
  @Flag(help: "Apply the fixes permlint is certain of, then lint again and report what is left.")
  var fix = false

  @Flag(help: "Apply every fix, also those that need a review (placeholders, choices); implies --fix.")
  var fixUnsafe = false

  @Flag(
    help:
      "Print the fixes as a unified diff and change nothing; exit 1 if a fix would change a file (with --fix-unsafe, every fix)."
  )
  var diff = false

  /// Whether the run changes files or prints what it would change.
  var isFixing: Bool { fix || fixUnsafe || diff }
}

/// When the text report is coloured.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
  case auto, always, never

  /// Whether output to a stream is coloured: `always`; `auto` on a terminal unless `NO_COLOR`
  /// is set (https://no-color.org) or the terminal is `dumb`.
  func colors(isTerminal: Bool, environment: [String: String]) -> Bool {
    switch self {
    case .always: true
    case .never: false
    case .auto: isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }
  }
}

/// Options that accept the findings an existing app already has, so only new ones fail.
struct BaselineOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Report only findings not in this baseline file; list the ones fixed since.", valueName: "file"),
    completion: .file())
  var baseline: String?

  @Option(
    help: ArgumentHelp(
      "Write every finding reported now to this baseline file and exit 0, without reporting them.",
      valueName: "file"),
    completion: .file())
  var writeBaseline: String?

  @Flag(help: "With --baseline: exit 1 when a baselined finding was fixed, so the baseline file only shrinks.")
  var strictBaseline = false
}

/// A `--format` value: one of the library's report formats.
struct FormatArgument: ExpressibleByArgument {
  var format: ReportFormat

  init?(argument: String) {
    guard let format = ReportFormat(rawValue: argument) else { return nil }
    self.format = format
  }

  static var allValueStrings: [String] { ReportFormat.allCases.map(\.rawValue) }
  static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}

/// A `--fail-on` value: one of the library's fail thresholds.
struct FailOnArgument: ExpressibleByArgument {
  var threshold: FailThreshold

  init?(argument: String) {
    guard let threshold = FailThreshold(name: argument) else { return nil }
    self.threshold = threshold
  }

  static var allValueStrings: [String] { FailThreshold.names }
  static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
