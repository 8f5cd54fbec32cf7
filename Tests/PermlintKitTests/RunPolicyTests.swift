@_spi(Testing) import PermlintKit
import PermlintTestSupport
import Testing

/// The policy a plugin shares with the command line: fail thresholds, their precedence,
/// rule settings, the exit status and the note of a run that found nothing.
@Suite("Run policy")
struct RunPolicyTests {
  static func report(_ severities: [Severity], notifications: [ToolNotification] = []) -> LintReport {
    let findings = severities.enumerated().map { index, severity in
      Finding(
        ruleID: "missing-purpose-string", severity: severity, message: "m",
        location: FileLocation(path: "Info.plist", line: index + 1, column: 1))
    }
    return LintReport(findings: findings, notifications: notifications, rules: [], fileCount: 1)
  }

  @Test("--fail-on names are error, warning, note and never")
  func names() {
    #expect(FailThreshold.names == ["error", "warning", "note", "never"])
    #expect(FailThreshold(name: "never") == .never)
    #expect(FailThreshold(name: "warning") == .atOrAbove(.warning))
    #expect(FailThreshold(name: "off") == nil)
    for name in FailThreshold.names { #expect(FailThreshold(name: name)?.name == name) }
  }

  @Test("the command line wins over the configuration, which wins over the default (error)")
  func precedence() throws {
    let configured = try Configuration.load(SourceFile(path: ".permlint.yml", text: "fail-on: never\n"))
    #expect(configured.failOn == .never)
    #expect(FailThreshold.resolved(commandLine: nil, configuration: configured) == .never)
    #expect(FailThreshold.resolved(commandLine: .atOrAbove(.note), configuration: configured) == .atOrAbove(.note))
    #expect(FailThreshold.resolved(commandLine: nil, configuration: Configuration()) == .atOrAbove(.error))
  }

  @Test("exit status: 2 when a file could not be read, 1 at or above the threshold, else 0")
  func exitStatus() {
    let unreadable = ToolNotification(path: "Info.plist", message: "could not be read", severity: .error)
    #expect(ExitStatus.of(Self.report([.warning]), threshold: .default) == .success)
    #expect(ExitStatus.of(Self.report([.warning]), threshold: .atOrAbove(.warning)) == .findings)
    #expect(ExitStatus.of(Self.report([.error]), threshold: .never) == .success)
    #expect(ExitStatus.of(Self.report([], notifications: [unreadable]), threshold: .never) == .failure)
    #expect(ExitStatus.failure.rawValue == 2)
  }

  @Test("a rule is turned off or given a severity in rules:")
  func ruleSettings() throws {
    let text = "rules:\n  missing-purpose-string: off\n  vague-purpose-string: error\n"
    let configuration = try Configuration.load(SourceFile(path: ".permlint.yml", text: text))
    #expect(configuration.ruleSettings["missing-purpose-string"] == .off)
    #expect(configuration.ruleSettings["vague-purpose-string"] == .severity(.error))
    #expect(configuration.ruleSettings["short-purpose-string"] == nil)
  }

  @Test("every format name maps to a reporter of that name")
  func formats() {
    for format in ReportFormat.allCases {
      #expect(Reporter.reporter(for: format, root: "/r").name == format.rawValue)
    }
  }

  @Test("a run that finds nothing to read says what permlint reads")
  func nothingFound() async throws {
    let folder = try TemporaryDirectory()
    defer { withExtendedLifetime(folder) {} }
    let report = await Linter().lint(paths: [folder.path], root: folder.path)
    #expect(report.notifications.count == 1)
    let note = try #require(report.notifications.first)
    #expect(note.severity == .note)
    #expect(note.path == ".")
    #expect(note.message.hasSuffix(InputKind.readableNames.joined(separator: ", ")))
  }
}
