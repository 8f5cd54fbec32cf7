#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An event a flow transition may use (Docs/feature-map.md#events). The questions rules ask
/// of an event (is it a grant, a refusal, a lifecycle event) are answered here, once.
@_spi(Generators) @_spi(RuleAuthoring) @_spi(Testing)
public enum FlowEvent: String, Sendable, CaseIterable, CustomStringConvertible {
  /// Full access.
  case granted
  /// Partial access: iOS Photos "Limited", approximate location, provisional notifications.
  case limited
  /// Refused, but the system may still prompt again.
  case denied
  /// Permanently denied: only Settings can grant it.
  case blocked
  /// The user cannot grant it (parental controls, device management).
  case restricted
  /// Never asked yet.
  case notDetermined = "not-determined"
  /// The screen's primary button.
  case primary
  /// The screen's secondary button.
  case secondary
  /// The screen was closed without either button.
  case dismiss
  /// The app returned to the foreground.
  case resume
  /// The app was launched.
  case launch
  /// An action with a single result finished (`next:`).
  case done

  /// What sort of event it is.
  @_spi(RuleAuthoring) @_spi(Testing) public enum Category: Sendable {
    /// A permission status a check or request reports.
    case outcome
    /// A tap or dismissal on a screen.
    case user
    /// The app's lifecycle.
    case lifecycle
    /// Completion of an action with a single result.
    case completion
  }

  /// What sort of event it is.
  public var category: Category {
    switch self {
    case .granted, .limited, .denied, .blocked, .restricted, .notDetermined: .outcome
    case .primary, .secondary, .dismiss: .user
    case .resume, .launch: .lifecycle
    case .done: .completion
    }
  }

  /// A permission status (`granted` … `not-determined`).
  public var isOutcome: Bool { category == .outcome }
  /// A tap or dismissal on a screen.
  public var isUserEvent: Bool { category == .user }
  /// The app resumed or launched.
  public var isLifecycle: Bool { category == .lifecycle }
  /// Access was given, fully or in part: `granted` or `limited`.
  public var isGrant: Bool { self == .granted || self == .limited }
  /// Access was refused: `denied`, `blocked` or `restricted`.
  public var isRefusal: Bool { self == .denied || self == .blocked || self == .restricted }

  /// The event as written in a feature map.
  public var description: String { rawValue }

  /// Permission statuses, in the order the docs and messages list them.
  public static let outcomes = allCases.filter(\.isOutcome)
  /// Every event's name as written, in the order messages and the schema list them.
  public static let all = allCases.map(\.rawValue)
}

/// What starts a feature's flow (a feature's `trigger:`).
@_spi(RuleAuthoring) @_spi(Testing) public enum FeatureTrigger: String, Sendable, CaseIterable, CustomStringConvertible
{
  /// A tap or other user action.
  case userAction = "user-action"
  /// The app's launch.
  case launch
  /// Work in the background.
  case background

  /// The trigger as written in a feature map.
  public var description: String { rawValue }
}
