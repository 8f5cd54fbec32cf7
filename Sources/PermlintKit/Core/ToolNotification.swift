#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A problem with the inputs that is not a finding in any file: a path that does not exist,
/// a file that cannot be read. Reported as a SARIF tool execution notification.
public struct ToolNotification: Error, Sendable, Hashable {
  /// The path concerned, relative to the scanned root.
  public var path: String
  /// What happened.
  public var message: String
  /// How serious it is.
  public var severity: Severity

  /// Creates a notification.
  public init(path: String, message: String, severity: Severity) {
    self.path = path
    self.message = message
    self.severity = severity
  }
}
