#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Reporter {
  /// The SARIF base id that artifact URIs are relative to.
  public static let sourceRootBaseID = "%SRCROOT%"

  /// GitHub code scanning's limits on the results of one SARIF run: it keeps the first 5,000
  /// and rejects a run of more than 25,000 (docs.github.com, "SARIF results exceed limit",
  /// read 2026-11-25).
  static let gitHubShownResults = 5_000
  static let gitHubAcceptedResults = 25_000

  /// A warning for a SARIF log of `count` results that GitHub code scanning would cut or
  /// reject, or `nil` when it keeps them all.
  public static func sarifLimitWarning(results count: Int) -> String? {
    guard count > gitHubShownResults else { return nil }
    let fate =
      count > gitHubAcceptedResults
      ? "GitHub code scanning rejects a run of more than 25,000 results, so none of them would be uploaded"
      : "GitHub code scanning keeps only 5,000 results of a run and drops the rest without an alert"
    return "the SARIF report has \(count) results; \(fate). Errors come first in the report. Lint fewer apps "
      + "per upload (one SARIF category each), turn off rules you do not use, or accept the existing findings "
      + "with a baseline (--write-baseline) so that only new ones are reported."
  }

  /// How many results the SARIF log of `report` has: one per rule and location, accepted
  /// findings included.
  public static func sarifResultCount(_ report: LintReport) -> Int {
    // How many groups there are does not depend on the findings' order: not sorted first.
    SARIFBuilder.resultCount(report)
  }

  /// SARIF 2.1.0 for GitHub code scanning. `rootURI`, a `file://` URI ending in `/`, tells
  /// consumers where `%SRCROOT%` is; leave it `nil` for output that does not depend on the
  /// machine.
  /// `jobs` results are made and rendered at once; they are written in order either way.
  public static func sarif(rootURI: String?, jobs: Int = 1) -> Reporter {
    Reporter(
      name: "sarif",
      stream: { report, output in
        try withoutActuallyEscaping(output) { output in
          var json = JSONByteWriter(output: output)
          SARIFBuilder(report: report, rootURI: rootURI).log(jobs: jobs).write(to: &json)
          json.newline()
          try json.finish()
        }
      })
  }

  /// The SARIF log of `report` as `JSONEncoder` writes it, which the streamed log has to
  /// equal byte for byte.
  @_spi(Testing) public static func sarifEncoded(_ report: LintReport, rootURI: String?) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(SARIFBuilder(report: report, rootURI: rootURI).log()) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

/// Builds the SARIF log for one report.
struct SARIFBuilder {
  let report: LintReport
  let rootURI: String?

  /// The archives and entries the report's paths name, indexed once.
  private let archives: SARIFArchives
  /// Every finding, reported or accepted, in report order: suppressed and baselined results
  /// stay in the log, marked, so code scanning can show them as accepted.
  private let all: [ReportedFinding]
  /// The fingerprint of each of `all`.
  private let fingerprints: [String]
  private let ruleIndex: [String: Int]
  /// The findings of each result (indices into `all`), in the log's order.
  private let groups: [[Int]]
  /// What GitHub would do with a run this long, or `nil` when it keeps every result.
  private let limitWarning: String?
  /// The artifact location of every path the findings and notifications name, made once per
  /// path: a path is named by many results, and encoding it each time was a fiftieth of a log.
  private let artifactsByPath: [String: SARIFLog.ArtifactLocation]

  init(report: LintReport, rootURI: String?) {
    self.report = report
    self.rootURI = rootURI
    all = FingerprintCounter.allFindings(of: report)
    var paths = report.notifications.map { $0.path }
    // By index, each finding read in place: a `for … in` copied every finding (a retain and a
    // release of each of its strings), part of the serial end of a run with 10,000 findings.
    for index in all.indices {
      paths.append(all[index].finding.location.path)
      paths += all[index].finding.relatedLocations.map { $0.location.path }
      paths += all[index].finding.flowPath.map { $0.location.path }
    }
    archives = SARIFArchives(paths: paths, archiveLocation: SARIFBuilder.diskArtifact)
    var artifactsByPath: [String: SARIFLog.ArtifactLocation] = [:]
    for path in paths where artifactsByPath[path] == nil {
      artifactsByPath[path] = archives.location(of: path) ?? Self.diskArtifact(path)
    }
    self.artifactsByPath = artifactsByPath
    fingerprints = FingerprintCounter.fingerprints(of: all)
    ruleIndex = Dictionary(report.rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    var groups = Self.resultGroups(all)
    limitWarning = Reporter.sarifLimitWarning(results: groups.count)
    if limitWarning != nil {
      // What GitHub keeps of a long run is its first results: the most severe ones, then.
      let rank = ["error": 0, "warning": 1, "note": 2]
      let all = all
      let ranks = groups.map { group in rank[Self.level(group.map { all[$0].severity }.max() ?? .note)] ?? 3 }
      groups = groups.indices.sorted { (ranks[$0], $0) < (ranks[$1], $1) }.map { groups[$0] }
    }
    self.groups = groups
  }

  /// The log, its results made as they are written, `jobs` at a time.
  func log(jobs: Int = 1) -> SARIFLog {
    // A result of several findings takes its first finding's fingerprint, the one that
    // finding has in every other report.
    let results = SARIFLog.Results(count: groups.count, jobs: jobs) { index in
      let group = groups[index]
      return result(
        group.map { all[$0] }, ruleIndex: ruleIndex[all[group[0]].ruleID], fingerprint: fingerprints[group[0]])
    }
    let limitNotes =
      limitWarning.map {
        [SARIFLog.Notification(level: "warning", message: .init(text: $0), locations: [])]
      } ?? []
    let notifications = report.notifications.map { notification in
      SARIFLog.Notification(
        level: Self.level(notification.severity),
        message: .init(text: notification.message.replacingAll("`", with: "'")),
        locations: [
          SARIFLog.Location(
            physicalLocation: .init(artifactLocation: artifact(notification.path), region: nil), message: nil)
        ])
    }
    let run = SARIFLog.Run(
      tool: .init(
        driver: .init(
          name: PermlintInfo.name, version: PermlintInfo.version, semanticVersion: PermlintInfo.version,
          informationUri: PermlintInfo.homepage, rules: report.rules.map(descriptor))),
      originalUriBaseIds: rootURI.map {
        [Reporter.sourceRootBaseID: SARIFLog.ArtifactLocation(uri: $0, uriBaseId: nil)]
      },
      artifacts: archives.artifacts.isEmpty ? nil : archives.artifacts,
      results: results,
      invocations: [
        SARIFLog.Invocation(
          executionSuccessful: !report.notifications.contains { $0.severity == .error },
          toolExecutionNotifications: limitNotes + notifications + report.fixedSinceBaseline.map(fixedNotification))
      ])
    return SARIFLog(runs: [run])
  }

  /// Findings of one rule at one location become one result: GitHub derives an alert's
  /// identity from the rule and the line's contents, so two results there would merge into
  /// one alert and hide the second cause. Findings accepted differently (suppressed, in the
  /// baseline, or reported) stay apart, since a result has one state.
  static func resultGroups(_ findings: [ReportedFinding]) -> [[Int]] {
    // Each key names its group by position: one lookup per finding, in a table sized once.
    var groupOfKey: [ResultKey: Int] = [:]
    groupOfKey.reserveCapacity(findings.count)
    var groups: [[Int]] = []
    for (index, reported) in findings.enumerated() {
      let group = Self.slot(&groupOfKey[ResultKey(reported), default: -1], next: groups.count)
      if group == groups.count { groups.append([index]) } else { groups[group].append(index) }
    }
    return groups
  }

  /// A key's group, given `next` for a key seen first (its slot in the table is -1 then);
  /// through the table's modify accessor, so the key is hashed once.
  private static func slot(_ group: inout Int, next: Int) -> Int {
    if group < 0 { group = next }
    return group
  }

  /// How many results `findings` make (`resultGroups(_:).count`), in any order.
  static func resultCount(_ report: LintReport) -> Int {
    var keys = Set<ResultKey>(minimumCapacity: report.findings.count)
    // The reported findings read in place (`report.reported` copied each into a new list).
    let state = report.isComparedWithBaseline ? BaselineState.new.rawValue : nil
    for index in report.findings.indices {
      keys.insert(ResultKey(report.findings[index], suppression: nil, baselineState: state))
    }
    for reported in report.suppressed { keys.insert(ResultKey(reported)) }
    for reported in report.baselined { keys.insert(ResultKey(reported)) }
    return keys.count
  }

  /// What findings of one result share: rule, location and state. (A string of them was made
  /// for every finding, twice per log.)
  private struct ResultKey: Hashable {
    let ruleID: String
    let path: String
    let line: Int
    let column: Int
    let suppression: SuppressionKey?
    let baselineState: String?

    struct SuppressionKey: Hashable {
      let kind: String
      let justification: String
      let path: String
      let line: Int
      let column: Int
    }

    init(_ reported: ReportedFinding) {
      self.init(
        reported.finding,
        suppression: reported.suppression.map {
          SuppressionKey(
            kind: $0.kind.rawValue, justification: $0.justification, path: $0.location.path,
            line: $0.location.line, column: $0.location.column)
        },
        baselineState: reported.baselineState?.rawValue)
    }

    init(_ finding: Finding, suppression: SuppressionKey?, baselineState: String?) {
      ruleID = finding.ruleID
      path = finding.location.path
      line = finding.location.line
      column = finding.location.column
      self.suppression = suppression
      self.baselineState = baselineState
    }
  }

  private func result(
    _ group: [ReportedFinding], ruleIndex: Int?, fingerprint: String
  ) -> SARIFLog.Result {
    // Read through `finding`: a reported finding's forwarding subscript takes a key path.
    let first = group[0]
    let text = group.map { PlainMessage.text($0.finding.message) }.joined(separator: "\n\n")
    let flows = group.filter { !$0.finding.flowPath.isEmpty }.map { codeFlow($0.finding) }
    let related = group.flatMap { $0.finding.relatedLocations }.map { location($0.location, message: $0.message) }
    return SARIFLog.Result(
      ruleId: first.finding.ruleID,
      ruleIndex: ruleIndex,
      level: Self.level(group.map { $0.finding.severity }.max() ?? first.finding.severity),
      message: .init(text: text),
      locations: [location(first.finding.location, message: nil)],
      partialFingerprints: ["permlint/v1": fingerprint],
      codeFlows: flows.isEmpty ? nil : flows,
      suppressions: first.suppression.map { [suppression($0)] },
      baselineState: first.baselineState?.rawValue,
      relatedLocations: related.isEmpty ? nil : related,
      fixes: { () -> [SARIFLog.Fix]? in
        let fixes = group.compactMap { $0.finding.fix }.map(sarifFix)
        return fixes.isEmpty ? nil : fixes
      }())
  }

  /// A fix as SARIF `artifactChanges`, one per file, its edits as replacements in order.
  private func sarifFix(_ fix: Fix) -> SARIFLog.Fix {
    var order: [String] = []
    var byPath: [String: [SARIFLog.Replacement]] = [:]
    for edit in fix.edits {
      if byPath[edit.path] == nil { order.append(edit.path) }
      byPath[edit.path, default: []].append(
        SARIFLog.Replacement(
          deletedRegion: .init(
            startLine: edit.start.line, startColumn: edit.start.utf16Column, endLine: edit.end.line,
            endColumn: edit.end.utf16Column),
          insertedContent: edit.replacement.isEmpty ? nil : .init(text: edit.replacement)))
    }
    let safety = fix.safety == .safe ? "" : " (needs review)"
    return SARIFLog.Fix(
      description: .init(text: fix.title + safety),
      artifactChanges: order.map { SARIFLog.ArtifactChange(artifactLocation: artifact($0), replacements: byPath[$0]!) })
  }

  private func suppression(_ suppression: Suppression) -> SARIFLog.SuppressionRecord {
    SARIFLog.SuppressionRecord(
      kind: suppression.kind.rawValue, justification: suppression.justification,
      location: location(suppression.location, message: nil))
  }

  /// A baseline entry no longer found: a note of the run, not a result. GitHub code scanning
  /// ignores a result's `kind` and `level: none` and would open an alert for a `pass` result,
  /// the opposite of what a fix deserves.
  private func fixedNotification(_ entry: BaselineEntry) -> SARIFLog.Notification {
    SARIFLog.Notification(
      level: "note",
      message: .init(
        text: "Fixed since the baseline: [\(entry.rule)] \(entry.message.replacingAll("`", with: "'"))"),
      locations: [location(FileLocation(path: entry.path, line: max(1, entry.line), column: 1), message: nil)])
  }

  private func descriptor(_ rule: RuleDescriptor) -> SARIFLog.ReportingDescriptor {
    let references = rule.references.map { "- [\(MarkdownText.escapingHTML($0.title))](\($0.url))" }
      .joined(separator: "\n")
    let plainReferences = rule.references.map { "- \($0.title): \($0.url)" }.joined(separator: "\n")
    let rationale = MarkdownText.escapingHTML(rule.rationale)
    let fix = MarkdownText.escapingHTML(rule.fix)
    return SARIFLog.ReportingDescriptor(
      id: rule.id,
      name: rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(),
      shortDescription: .init(text: rule.title.replacingAll("`", with: "'")),
      fullDescription: .init(text: Self.shortDescription(rule.rationale)),
      help: .init(
        // Plain text shows backticks literally; names are quoted as the messages quote them.
        text: "\(rule.rationale)\n\nHow to fix: \(rule.fix)\n\nReferences:\n\(plainReferences)"
          .replacingAll("`", with: "'"),
        markdown: "\(rationale)\n\n**How to fix:** \(fix)\n\n**References**\n\n\(references)"),
      helpUri: PermlintInfo.documentationURL(forRule: rule.id),
      defaultConfiguration: .init(level: Self.level(rule.severity)),
      properties: .init(
        tags: ["permissions", "privacy", rule.category.rawValue], problemSeverity: problemSeverity(rule.severity)))
  }

  /// GitHub shows at most 1,024 characters of `fullDescription`; the whole rationale is in
  /// `help`. Whole sentences up to this many characters are kept.
  static let fullDescriptionLimit = 500

  /// The rationale's leading sentences within `fullDescriptionLimit`, without backticks.
  static func shortDescription(_ rationale: String) -> String {
    let plain = rationale.replacingAll("`", with: "'")
    guard plain.count > fullDescriptionLimit else { return plain }
    var kept = ""
    for sentence in plain.split(separator: ". ", omittingEmptySubsequences: false) {
      let candidate = kept.isEmpty ? String(sentence) : kept + ". " + sentence
      if candidate.count + 1 > fullDescriptionLimit { break }
      kept = candidate
    }
    if kept.isEmpty { kept = String(plain.prefix(fullDescriptionLimit - 1)) }
    return kept.hasSuffix(".") ? kept : kept + "."
  }

  private func codeFlow(_ finding: Finding) -> SARIFLog.CodeFlow {
    SARIFLog.CodeFlow(
      message: .init(text: "Path into the problem, one step per flow state"),
      threadFlows: [
        SARIFLog.ThreadFlow(
          locations: finding.flowPath.map { step in
            SARIFLog.ThreadFlowLocation(
              location: location(step.location, message: step.message.replacingAll("`", with: "'")))
          })
      ])
  }

  private func location(_ location: FileLocation, message: String?) -> SARIFLog.Location {
    let position = location.position
    return SARIFLog.Location(
      physicalLocation: .init(
        artifactLocation: artifact(location.path),
        region: .init(
          startLine: position.line, startColumn: position.utf16Column, endLine: position.end?.line,
          endColumn: position.end?.utf16Column)),
      message: message.map { .init(text: $0) })
  }

  private func artifact(_ path: String) -> SARIFLog.ArtifactLocation {
    artifactsByPath[path] ?? archives.location(of: path) ?? Self.diskArtifact(path)
  }

  static func diskArtifact(_ path: String) -> SARIFLog.ArtifactLocation {
    if path.hasPrefix("/") {
      return SARIFLog.ArtifactLocation(uri: "file://" + URIEncoding.encodePath(path), uriBaseId: nil)
    }
    return SARIFLog.ArtifactLocation(uri: URIEncoding.encodePath(path), uriBaseId: Reporter.sourceRootBaseID)
  }

  /// GitHub's `problem.severity` accepts `error`, `warning` and `recommendation` only.
  private func problemSeverity(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "recommendation"
    }
  }

  private static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }
}
