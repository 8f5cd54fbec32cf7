import Foundation

extension Reporter {
  /// The SARIF base id that artifact URIs are relative to.
  public static let sourceRootBaseID = "%SRCROOT%"

  /// SARIF 2.1.0 for GitHub code scanning. `rootURI`, a `file://` URI ending in `/`, tells
  /// consumers where `%SRCROOT%` is; leave it `nil` for output that does not depend on the
  /// machine.
  public static func sarif(rootURI: String?) -> Reporter {
    Reporter(name: "sarif") { report in
      SARIFBuilder(report: report, rootURI: rootURI).json()
    }
  }
}

/// Builds the SARIF log for one report.
private struct SARIFBuilder {
  let report: LintReport
  let rootURI: String?

  func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(log()) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  private func log() -> SARIFLog {
    let ruleIndex = Dictionary(report.rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    var fingerprints = FingerprintCounter()
    let results = report.findings.map { finding in
      SARIFLog.Result(
        ruleId: finding.ruleID,
        ruleIndex: ruleIndex[finding.ruleID],
        level: level(finding.severity),
        message: .init(text: finding.message),
        locations: [location(finding.location, message: nil)],
        partialFingerprints: ["permlint/v1": fingerprints.fingerprint(for: finding)],
        codeFlows: finding.path.isEmpty ? nil : [codeFlow(finding)],
        relatedLocations: finding.relatedLocations.isEmpty
          ? nil : finding.relatedLocations.map { location($0.location, message: $0.message) })
    }
    let notifications = report.notifications.map { notification in
      SARIFLog.Notification(
        level: level(notification.severity),
        message: .init(text: notification.message),
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
      results: results,
      invocations: [
        SARIFLog.Invocation(
          executionSuccessful: !report.notifications.contains { $0.severity == .error },
          toolExecutionNotifications: notifications)
      ])
    return SARIFLog(runs: [run])
  }

  private func descriptor(_ rule: RuleDescriptor) -> SARIFLog.ReportingDescriptor {
    let references = rule.references.map { "- [\($0.title)](\($0.url))" }.joined(separator: "\n")
    let plainReferences = rule.references.map { "- \($0.title): \($0.url)" }.joined(separator: "\n")
    return SARIFLog.ReportingDescriptor(
      id: rule.id,
      name: rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(),
      shortDescription: .init(text: rule.title),
      fullDescription: .init(text: rule.rationale),
      help: .init(
        text: "\(rule.rationale)\n\nHow to fix: \(rule.fix)\n\nReferences:\n\(plainReferences)",
        markdown: "\(rule.rationale)\n\n**How to fix:** \(rule.fix)\n\n**References**\n\n\(references)"),
      helpUri: PermlintInfo.documentationURL(forRule: rule.id),
      defaultConfiguration: .init(level: level(rule.severity)),
      properties: .init(
        tags: ["permissions", "privacy", rule.category.rawValue], problemSeverity: rule.severity.rawValue))
  }

  private func codeFlow(_ finding: Finding) -> SARIFLog.CodeFlow {
    SARIFLog.CodeFlow(
      message: .init(text: "Path into the problem, one step per flow state"),
      threadFlows: [
        SARIFLog.ThreadFlow(
          locations: finding.path.map { step in
            SARIFLog.ThreadFlowLocation(location: location(step.location, message: step.message))
          })
      ])
  }

  private func location(_ location: SourceLocation, message: String?) -> SARIFLog.Location {
    SARIFLog.Location(
      physicalLocation: .init(
        artifactLocation: artifact(location.path),
        region: .init(startLine: location.line, startColumn: location.column)),
      message: message.map { .init(text: $0) })
  }

  private func artifact(_ path: String) -> SARIFLog.ArtifactLocation {
    if path.hasPrefix("/") {
      return SARIFLog.ArtifactLocation(uri: "file://" + URIEncoding.encodePath(path), uriBaseId: nil)
    }
    return SARIFLog.ArtifactLocation(uri: URIEncoding.encodePath(path), uriBaseId: Reporter.sourceRootBaseID)
  }

  private func level(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }
}

/// Fingerprints that survive edits which move lines: rule, file, subject, and the
/// occurrence number among identical ones.
private struct FingerprintCounter {
  private var seen: [String: Int] = [:]

  mutating func fingerprint(for finding: Finding) -> String {
    let base = "\(finding.ruleID)|\(finding.location.path)|\(finding.subject)"
    let occurrence = seen[base, default: 0]
    seen[base] = occurrence + 1
    return StableHash.hex("\(base)|\(occurrence)")
  }
}
