#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// How a finding about something that matters only from a targetSdk on is reported: with the
/// rule's severity when the module's targetSdk is known to be that high, not at all when it
/// is known to be lower, and as a note that says so when it is unknown, since permlint never
/// guesses a targetSdk.
struct AndroidTargetGate {
  /// The severity to report with.
  var severity: Severity
  /// The clause that states the targetSdk condition, to follow a comma in the message:
  /// either the known value and where it is set, or the condition and why the value is
  /// unknown.
  var clause: String

  /// The gate for a condition that holds from targetSdk `level`, or `nil` when the module is
  /// known to target a lower level.
  init?(_ module: AndroidModule, from level: Int, severity: Severity) {
    switch module.targetSdk {
    case .known(let value, _, _):
      guard value >= level else { return nil }
      self.severity = severity
      self.clause = "and the app targets API \(value) (\(module.targetSdk.citation))"
    case .unknown(let reason):
      self.severity = .note
      self.clause = "which matters if the app targets API \(level) or later (\(reason))"
    case .assumed(let value, let reason) where value >= level:
      // Play accepts no lower target, but the value is still an assumption: never an error.
      // In a Gradle module `android-target-assumed` says once why, and how to state the real
      // value; a lone manifest has no such place, so each finding says it.
      self.severity = min(severity, .warning)
      self.clause =
        module.buildFile == nil
        ? "and the app targets API \(value) or later (\(reason))"
        : "and the app is assumed to target API \(value) or later (see android-target-assumed)"
    case .assumed(let value, let reason):
      self.severity = .note
      self.clause =
        module.buildFile == nil
        ? "which matters if the app targets API \(level) or later (\(reason))"
        : "which matters if the app targets API \(level) or later (it is assumed to target API \(value); see "
          + "android-target-assumed)"
    }
  }
}
