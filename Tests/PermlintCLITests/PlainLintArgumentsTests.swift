import ArgumentParser
import Testing

@testable import permlint

/// The lint command read from plain arguments without ArgumentParser (`PlainLintArguments`,
/// for the cold start) is the command ArgumentParser parses from the same arguments, and
/// everything else is left to ArgumentParser.
@Suite("Plain lint arguments")
struct PlainLintArgumentsTests {
  /// Every option of the lint command, as text.
  static func fields(_ command: LintCommand) -> String {
    let options = command.options
    let parts: [String] = [
      "\(options.paths)", options.format.map(\.format.rawValue) ?? "-", options.output ?? "-",
      "\(options.reports.count)", options.config ?? "-", options.failOn.map { "\($0.threshold)" } ?? "-",
      options.root ?? "-", options.jobs.map(String.init) ?? "-", options.androidVariant ?? "-", "\(options.color)",
      "\(options.quiet)", "\(options.statistics)", "\(options.watch)", options.baseline.baseline ?? "-",
      options.baseline.writeBaseline ?? "-", "\(options.baseline.strictBaseline)", "\(options.fixes.fix)",
      "\(options.fixes.fixUnsafe)", "\(options.fixes.diff)",
    ]
    return parts.joined(separator: " | ")
  }

  @Test(
    "plain arguments give the command ArgumentParser gives",
    arguments: [
      [], ["."], ["ios", "android"], ["--fail-on", "never", "app"], ["--fail-on", "warning"],
      ["--format", "sarif", "--output", "out.sarif", "ios"], ["ios", "--format", "json"],
      ["--config", "a/.permlint.yml", "--root", "a", "a/ios"], ["--jobs", "1", "x"], ["--jobs", "12"],
      ["--android-variant", "release"], ["--color", "never"], ["--color", "always", "-q"], ["--quiet", "x"],
      ["--statistics"], ["--baseline", "b.json", "--strict-baseline"], ["--baseline", "b.json"],
      ["a b", "é/ü", "--format", "text"], ["--fail-on", "note", "--quiet", "--statistics", "--jobs", "3", "p"],
    ])
  func same(_ arguments: [String]) throws {
    let plain = try #require(PlainLintArguments.command(arguments, subcommands: Main.subcommandNames))
    let parsed = try #require(try PermlintCommand.parseAsRoot(arguments) as? LintCommand)
    #expect(Self.fields(plain) == Self.fields(parsed))
  }

  @Test(
    "help, subcommands, other options, repeats, bad values and failed validations are ArgumentParser's",
    arguments: [
      ["--help"], ["-h"], ["--version"], ["help"], ["rules"], ["explain", "missing-purpose-string"], ["ios", "init"],
      ["lint", "ios"], ["--format"], ["--format", "nope"], ["--format=sarif"], ["--fail-on", "sometimes"],
      ["--jobs", "0"], ["--jobs", "x"], ["--jobs", "-1"], ["--output", ""], [""], ["--", "ios"], ["--output", "-"],
      ["--report", "sarif"], ["--fix"], ["--fix-unsafe"], ["--diff"], ["--watch"], ["--write-baseline", "b.json"],
      ["--strict-baseline"], ["-qq"], ["--quiet", "--quiet"], ["-q", "--quiet"],
      ["--format", "json", "--format", "sarif"],
      ["--generate-completion-script", "bash"], ["--color", "blue"], ["-x"], ["--unknown"],
    ])
  func declined(_ arguments: [String]) {
    #expect(PlainLintArguments.command(arguments, subcommands: Main.subcommandNames) == nil)
  }

  @Test("the lint command's options are the ones this reading knows (a new option must be added to it or declined)")
  func everyOption() {
    func labels(_ value: Any) -> [String] { Mirror(reflecting: value).children.compactMap(\.label) }
    #expect(
      labels(LintOptions()) == [
        "_paths", "_format", "_output", "_reports", "_config", "_failOn", "_root", "_jobs", "_androidVariant", "_color",
        "_quiet", "_statistics", "_watch", "_baseline", "_fixes",
      ])
    #expect(labels(BaselineOptions()) == ["_baseline", "_writeBaseline", "_strictBaseline"])
    #expect(labels(FixOptions()) == ["_fix", "_fixUnsafe", "_diff"])
    #expect(labels(LintCommand()) == ["_options"])
  }
}
