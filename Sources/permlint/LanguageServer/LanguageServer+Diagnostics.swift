import PermlintKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension LanguageServer {
  /// Lints the workspace with the open buffers over the disk and publishes the diagnostics of
  /// every file that has findings, had them, or was just changed.
  func lintAndPublish() async {
    needsLint = false
    var overlay: [String: [UInt8]] = [:]
    for (path, text) in buffers { overlay[path] = Array(text.utf8) }
    let linter = Linter(configuration: loadConfiguration())
    let report = await linter.lint(paths: [root], root: root, overlay: overlay)
    self.report = report
    publish(report)
  }

  /// The workspace's `.permlint.yml`, read again for every lint, as the command line would;
  /// a broken one is logged once and the defaults are used.
  private func loadConfiguration() -> Configuration {
    do {
      return try Configuration.forLinting(paths: [root], root: root)
    } catch {
      let problem: String
      switch error {
      case .unreadable(let path): problem = "cannot read configuration file \(path)"
      case .invalid(let invalid): problem = invalid.description
      }
      if problem != loggedConfigurationProblem {
        loggedConfigurationProblem = problem
        notify("window/logMessage", ["type": 1, "message": .string("permlint: \(problem); using the defaults")])
      }
      return Configuration()
    }
  }

  private func publish(_ report: LintReport) {
    var byURI: [String: [JSON]] = [:]
    for finding in report.findings.sorted() {
      guard let uri = uri(finding.location.path) else { continue }
      byURI[uri, default: []].append(diagnostic(finding))
    }
    let touchedURIs = Set(touched.map(DocumentURI.uri))
    touched = []
    for uri in Set(byURI.keys).union(published.keys).union(touchedURIs).sorted() {
      let diagnostics = JSON.array(byURI[uri] ?? [])
      guard published[uri] != diagnostics || touchedURIs.contains(uri) else { continue }
      published[uri] = byURI[uri] == nil ? nil : diagnostics
      notify("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": diagnostics])
    }
  }

  /// The absolute path of a path as findings name it (relative to the root, or absolute).
  func absolute(_ path: String) -> String {
    path.hasPrefix("/") ? path : (root == "/" ? "/" : root + "/") + path
  }

  /// The URI of a path as findings name it; `nil` inside a build archive, which no editor opens.
  func uri(_ path: String) -> String? {
    path.contains("!/") ? nil : DocumentURI.uri(absolute(path))
  }

  func diagnostic(_ finding: Finding) -> JSON {
    let severity: Int =
      switch finding.severity {
      case .error: 1
      case .warning: 2
      case .note: 3
      }
    var diagnostic: [String: JSON] = [
      "range": Self.range(finding.location.position),
      "severity": .integer(severity),
      "code": .string(finding.ruleID),
      "codeDescription": ["href": .string(PermlintInfo.documentationURL(forRule: finding.ruleID))],
      "source": "permlint",
      "message": .string(finding.message),
    ]
    let related: [JSON] = finding.relatedLocations.compactMap { related in
      uri(related.location.path).map { uri in
        [
          "location": ["uri": .string(uri), "range": Self.range(related.location.position)],
          "message": .string(related.message),
        ]
      }
    }
    if !related.isEmpty { diagnostic["relatedInformation"] = .array(related) }
    return .object(diagnostic)
  }

  /// The LSP range of a position: 0-based lines and UTF-16 characters, to the token's end
  /// when the parser knew it, else empty (editors then mark the word that starts there).
  static func range(_ position: SourcePosition) -> JSON {
    let start = point(line: position.line - 1, character: position.utf16Column - 1)
    let end = position.end.map { point(line: $0.line - 1, character: $0.utf16Column - 1) } ?? start
    return ["start": start, "end": end]
  }

  static func point(line: Int, character: Int) -> JSON {
    ["line": .integer(line), "character": .integer(character)]
  }
}
