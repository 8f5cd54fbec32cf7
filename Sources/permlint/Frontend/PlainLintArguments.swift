import ArgumentParser

/// The lint command from plain arguments (`permlint --fail-on warning --format sarif
/// --output out.sarif ios android`) without ArgumentParser's parse.
///
/// ArgumentParser reflects every option of every command on each start: the Swift runtime's
/// protocol-conformance lookups for each property make it a quarter of a cold start, more
/// than linting a small app (issue 23). The common invocations of CI and editors are PATHs
/// and a few options with one value each; those are read here, and anything else (help, a
/// subcommand, a repeated, attached, unknown or report option, `--`, a value that looks like
/// an option, a value the option does not accept, a failed validation) returns `nil`, and
/// the root command parses the arguments as it always did, with its messages and exits.
/// `PlainLintArgumentsTests` holds the result to ArgumentParser's own parse of the same
/// arguments, field by field, and to the list of the lint command's options.
enum PlainLintArguments {
  /// The options read here: each takes one value.
  static let valueOptions: Set<String> = [
    "--format", "--output", "--config", "--fail-on", "--root", "--jobs", "--android-variant", "--color", "--baseline",
  ]
  /// The flags read here.
  static let flags: Set<String> = ["--quiet", "-q", "--statistics", "--strict-baseline"]

  /// The lint command `arguments` ask for, or `nil` when ArgumentParser must read them.
  static func command(_ arguments: [String], subcommands: Set<String>) -> LintCommand? {
    var values: [String: String] = [:]
    // The options and flags given so far: each may be given once here.
    var given: Set<String> = []
    var paths: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      guard argument.hasPrefix("-") else {
        // A word ArgumentParser may read as a command, wherever it stands.
        guard !subcommands.contains(argument) else { return nil }
        paths.append(argument)
        continue
      }
      if flags.contains(argument) {
        // `-q` and `--quiet` are one flag.
        let name = argument == "-q" ? "--quiet" : argument
        guard given.insert(name).inserted else { return nil }
        continue
      }
      guard valueOptions.contains(argument), index < arguments.count, !arguments[index].hasPrefix("-"),
        given.insert(argument).inserted
      else { return nil }
      values[argument] = arguments[index]
      index += 1
    }
    var options = LintOptions()
    options.paths = paths.isEmpty ? ["."] : paths
    options.reports = []
    options.output = values["--output"]
    options.config = values["--config"]
    options.root = values["--root"]
    options.androidVariant = values["--android-variant"]
    options.format = nil
    if let format = values["--format"] {
      guard let argument = FormatArgument(argument: format) else { return nil }
      options.format = argument
    }
    options.failOn = nil
    if let failOn = values["--fail-on"] {
      guard let argument = FailOnArgument(argument: failOn) else { return nil }
      options.failOn = argument
    }
    options.jobs = nil
    if let jobs = values["--jobs"] {
      guard let number = Int(jobs) else { return nil }
      options.jobs = number
    }
    options.color = .auto
    if let color = values["--color"] {
      guard let choice = ColorChoice(rawValue: color) else { return nil }
      options.color = choice
    }
    options.quiet = given.contains("--quiet")
    options.statistics = given.contains("--statistics")
    options.watch = false
    var baseline = BaselineOptions()
    baseline.baseline = values["--baseline"]
    baseline.writeBaseline = nil
    baseline.strictBaseline = given.contains("--strict-baseline")
    options.baseline = baseline
    var fixes = FixOptions()
    fixes.fix = false
    fixes.fixUnsafe = false
    fixes.diff = false
    options.fixes = fixes
    var command = LintCommand()
    command.options = options
    guard (try? command.validate()) != nil else { return nil }
    return command
  }
}
