import PermlintKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension LintCommand {
  /// `--fix`, `--fix-unsafe`, `--diff`: the fixes of the reported findings (the safe ones, or
  /// all with `--fix-unsafe`), applied in report order, each whole or not at all. With
  /// `--diff` they are printed and no file changes; otherwise the files are written and the
  /// caller lints again. Returns the exit status for `--diff` (1 when something would
  /// change), `nil` otherwise.
  func applyFixes(_ report: LintReport, root: String) throws -> Int32? {
    let fixes = report.findings.sorted().compactMap(\.fix).filter {
      options.fixes.fixUnsafe || $0.safety == .safe
    }
    let result = FixApplication.apply(fixes) { path in
      FileManager.default.contents(atPath: Self.absolute(path, root: root)).map { Array($0) }
    }
    let paths = result.files.keys.sorted()
    if options.fixes.diff {
      var text = ""
      for path in paths {
        guard let new = result.files[path],
          let old = FileManager.default.contents(atPath: Self.absolute(path, root: root)).map({ Array($0) })
        else { continue }
        text += FixApplication.unifiedDiff(path: path, old: old, new: new)
      }
      StandardStreams.output(text)
      StandardStreams.error(summary(result, verb: "would apply", files: paths.count) + "\n")
      return paths.isEmpty ? 0 : 1
    }
    for path in paths {
      guard let bytes = result.files[path] else { continue }
      do throws(ReportFile.Failure) {
        try ReportFile.overwrite(bytes, at: Self.absolute(path, root: root))
      } catch {
        throw UsageFailure("cannot write the fix of \(path): \(error.reason)")
      }
    }
    StandardStreams.error(summary(result, verb: "applied", files: paths.count) + "\n")
    return nil
  }

  private func summary(_ result: FixApplication.Result, verb: String, files: Int) -> String {
    var text = "permlint: \(verb) \(result.applied.count) fix\(result.applied.count == 1 ? "" : "es")"
    text += " in \(files) file\(files == 1 ? "" : "s")"
    if !result.skipped.isEmpty {
      text += "; \(result.skipped.count) left for another run (they overlap one applied, or their file changed)"
    }
    return text
  }

  /// A reported path (relative to the root, or absolute) as an absolute path.
  static func absolute(_ path: String, root: String) -> String {
    path.hasPrefix("/") ? path : root + "/" + path
  }
}
