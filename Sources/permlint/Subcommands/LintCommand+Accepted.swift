import ArgumentParser
import PermlintKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension BaselineOptions {
  func validate() throws {
    if baseline?.isEmpty == true || writeBaseline?.isEmpty == true {
      throw ValidationError("--baseline and --write-baseline need a file name.")
    }
    if strictBaseline, baseline == nil {
      throw ValidationError("--strict-baseline needs --baseline FILE.")
    }
  }
}

extension LintCommand {
  /// Writes the baseline when `--write-baseline` asks for it; returns the line to print.
  func writeBaselineIfAsked(_ report: LintReport, currentDirectory: String) throws -> String? {
    guard let file = options.baseline.writeBaseline else { return nil }
    let baseline = Baseline(report: report)
    do throws(ReportFile.Failure) {
      try ReportFile.save(baseline.json(), to: file.hasPrefix("/") ? file : "\(currentDirectory)/\(file)")
    } catch {
      throw UsageFailure("cannot write --write-baseline \(file): \(error.reason)")
    }
    let count = baseline.findings.count
    return "permlint: wrote \(count) finding\(count == 1 ? "" : "s") to \(file); "
      + "run with --baseline \(file) to report only new ones"
  }

  /// Applies `--baseline`: findings in it are accepted, fixed ones listed.
  func applyBaseline(to report: LintReport, currentDirectory: String) throws -> LintReport {
    guard let file = options.baseline.baseline else { return report }
    let path = file.hasPrefix("/") ? file : "\(currentDirectory)/\(file)"
    guard let data = FileManager.default.contents(atPath: path) else {
      throw UsageFailure("cannot read --baseline \(file); write one with --write-baseline \(file)")
    }
    do {
      return try Baseline.decode(data, path: file).apply(to: report)
    } catch {
      throw UsageFailure(error.description)
    }
  }

  /// `, 2 suppressed, 5 in the baseline, 1 fixed since the baseline`, then one line per fixed
  /// entry, so the summary says what was accepted and what can leave the baseline.
  func acceptedSummary(_ report: LintReport) -> String {
    var text = ""
    if !report.suppressed.isEmpty { text += ", \(report.suppressed.count) suppressed" }
    if options.baseline.baseline != nil {
      text += ", \(report.baselined.count) in the baseline"
      if !report.fixedSinceBaseline.isEmpty {
        text += ", \(report.fixedSinceBaseline.count) fixed since the baseline"
      }
    }
    for entry in report.fixedSinceBaseline {
      let about = entry.subject.isEmpty ? "" : " (\(entry.subject))"
      text += "\npermlint: fixed: \(entry.path): [\(entry.rule)]\(about) \(entry.message)"
    }
    if !report.fixedSinceBaseline.isEmpty, let file = options.baseline.baseline {
      let strict = options.baseline.strictBaseline ? " (--strict-baseline fails until then)" : ""
      text += "\npermlint: remove fixed findings from the baseline with --write-baseline \(file)\(strict)"
    }
    return text
  }
}
