#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One problem found by a rule, at an exact place. A rule makes it and nothing changes it
/// after: what the run decides about it (suppressed, in the baseline) is the report's, in
/// `ReportedFinding`.
public struct Finding: Hashable, Sendable {
  /// The stable kebab-case id of the rule that found it.
  public let ruleID: String
  /// How serious it is, after configuration.
  public let severity: Severity
  /// What is wrong and what to do, in one or two sentences.
  public let message: String
  /// Where it is: the key, attribute or node that is wrong.
  public let location: FileLocation
  /// What the finding is about, stable across edits that move lines (for example the
  /// Info.plist key or permission name); the input of SARIF fingerprints and baseline matching,
  /// written as `subject` in JSON and matched by an `ignore:` entry's `subject:`.
  public let stableKey: String
  /// For flow findings: the shortest path through the flow that demonstrates the problem, one
  /// step per state (SARIF `codeFlows`). Not to be confused with `location.path`, the file.
  public let flowPath: [FlowStep]
  /// Other places that share the cause, such as each locale file that lacks a translation;
  /// reported as SARIF `relatedLocations`.
  public let relatedLocations: [RelatedLocation]
  /// The change that resolves it, when a rule can make one (`permlint --fix`, SARIF `fixes`).
  public let fix: Fix?

  /// Creates a finding.
  public init(
    ruleID: String,
    severity: Severity,
    message: String,
    location: FileLocation,
    stableKey: String = "",
    flowPath: [FlowStep] = [],
    relatedLocations: [RelatedLocation] = [],
    fix: Fix? = nil
  ) {
    self.ruleID = ruleID
    self.severity = severity
    self.message = message
    self.location = location
    self.stableKey = stableKey
    self.flowPath = flowPath
    self.relatedLocations = relatedLocations
    self.fix = fix
  }

  /// This finding at another severity, as the configuration sets it.
  func with(severity: Severity) -> Finding { copy(severity: severity) }

  /// This finding with one more related location, as merging findings of one cause makes it.
  func adding(_ related: RelatedLocation) -> Finding { copy(relatedLocations: relatedLocations + [related]) }

  /// This finding with some fields replaced: a Finding is never changed in place.
  private func copy(severity: Severity? = nil, relatedLocations: [RelatedLocation]? = nil) -> Finding {
    Finding(
      ruleID: ruleID, severity: severity ?? self.severity, message: message, location: location,
      stableKey: stableKey, flowPath: flowPath, relatedLocations: relatedLocations ?? self.relatedLocations, fix: fix)
  }
}

extension Finding {
  /// A finding's text as a named template. Each rule declares every message it can emit as a
  /// `fileprivate static` member (or function, when the text has parts) of `Finding.Message`
  /// at the bottom of its file, so its wording is read in one place and tested by name.
  struct Message: Sendable, Equatable, ExpressibleByStringInterpolation {
    /// The rendered text.
    let text: String

    init(_ text: String) { self.text = text }
    init(stringLiteral value: String) { self.text = value }
    init(stringInterpolation: DefaultStringInterpolation) {
      self.text = String(stringInterpolation: stringInterpolation)
    }

    /// The message followed by `suffix`, such as a library's provenance.
    func appending(_ suffix: String) -> Message { Message(text + suffix) }
  }
}

/// A place with a short note of its part in a finding: another place that shares the
/// finding's cause (`RelatedLocation`, for example `de: no translation`), or one step of a
/// counter-example path (`FlowStep`, for example `check → blocked`).
public struct AnnotatedLocation: Hashable, Sendable {
  /// Where it is.
  public var location: FileLocation
  /// What it is, or what happens there.
  public var message: String

  /// Creates an annotated location.
  public init(location: FileLocation, message: String) {
    self.location = location
    self.message = message
  }
}

/// A place that shares a finding's cause, with a short note of its part in it.
public typealias RelatedLocation = AnnotatedLocation

/// One step of a counter-example path through a permission flow or the app's code.
public typealias FlowStep = AnnotatedLocation

extension Finding: Comparable {
  /// Deterministic report order: path, line, column, rule, then message.
  public static func < (lhs: Finding, rhs: Finding) -> Bool {
    if lhs.location != rhs.location { return lhs.location < rhs.location }
    if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
    return lhs.message < rhs.message
  }
}
