#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Why a finding is accepted rather than reported: a comment next to it or an entry in the
/// configuration's `ignore:`. Maps to a SARIF `suppression`.
public struct Suppression: Hashable, Sendable {
  /// Where the suppression is written down.
  public enum Kind: String, Hashable, Sendable {
    /// A comment in the file that has the finding (SARIF `inSource`).
    case inSource
    /// An `ignore:` entry in `.permlint.yml` (SARIF `external`).
    case external
  }

  /// Where it is written down.
  public var kind: Kind
  /// The reason given for it.
  public var justification: String
  /// The comment or `ignore:` entry.
  public var location: FileLocation

  /// Creates a suppression.
  public init(kind: Kind, justification: String, location: FileLocation) {
    self.kind = kind
    self.justification = justification
    self.location = location
  }
}

/// How a finding compares with a baseline (SARIF `baselineState`).
public enum BaselineState: String, Hashable, Sendable {
  /// Not in the baseline: reported.
  case new
  /// In the baseline: accepted, not reported.
  case unchanged
  /// In the baseline but no longer found: fixed.
  case absent
}
