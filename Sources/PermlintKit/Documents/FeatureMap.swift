#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A project's feature map (`permlint.yml`): its permissions, features and permission flows.
@_spi(RuleAuthoring) @_spi(Testing) public struct FeatureMap: Sendable {
  /// The file's path relative to the scanned root.
  public var path: String
  /// The app's name.
  public var app: Located<String>?
  /// Platforms the app ships on; empty means "inferred from the manifests found".
  public var platforms: [Located<String>]
  /// Locales the app ships in.
  public var locales: [Located<String>]
  /// Policies that tune the checks.
  public var policies: Policies
  /// Permissions the app uses, in file order.
  public var permissions: [PermissionDeclaration]
  /// Features, in file order.
  public var features: [Feature]
  /// Flows by id, in file order.
  public var flows: [Flow]
  /// Where the whole document starts.
  public var position: SourcePosition

  /// The location of a position in this file.
  public func location(_ position: SourcePosition) -> FileLocation {
    FileLocation(path: path, position: position)
  }

  /// The flow with this id (the first, if several share it).
  public func flow(_ id: String) -> Flow? {
    flowIndex[id].map { flows[$0] }
  }

  /// Flow positions by id, built when the map is decoded.
  var flowIndex: [String: Int] = [:]
}

/// Policies that differ from app to app and tune the checks.
@_spi(Generators) @_spi(RuleAuthoring) @_spi(Testing) public struct Policies: Sendable {
  /// How background ("Always") location is treated.
  @_spi(Generators) @_spi(RuleAuthoring) @_spi(Testing) public enum BackgroundLocation: String, Sendable, CaseIterable {
    /// Never allowed, even with a justification.
    case forbidden
    /// Allowed only for a feature that gives a justification (the default).
    case justified
  }

  /// How background location is treated.
  public var backgroundLocation: Located<BackgroundLocation>?
  /// Every system request must follow an explainer screen.
  public var explainerBeforeRequest: Bool = false
  /// System requests only follow a user action.
  public var requestAfterUserAction: Bool = false
  /// Mandatory permissions are asked again at each launch until granted.
  public var repeatMandatoryOnLaunch: Bool = false
  /// Whether blocking screens may be dismissed.
  public var blockingScreensDismissible: Bool?
}

/// A permission the app uses.
@_spi(RuleAuthoring) @_spi(Testing) public struct PermissionDeclaration: Sendable {
  /// The catalog id, for example `location` or `camera`.
  public var id: String
  /// Where the id is written.
  public var position: SourcePosition
  /// Android permissions named explicitly (short or full names).
  public var android: [Located<String>]
  /// Whether precise (fine) location is needed.
  public var precise: Located<Bool>?
  /// The platforms the app uses the permission on (`ios`, `android`); empty means every
  /// platform the app ships, so each platform's declarations are checked.
  public var platforms: [Located<String>] = []

  /// Whether the app uses the permission on a platform.
  public func isUsed(on platform: String) -> Bool {
    platforms.isEmpty || platforms.contains { $0.value == platform }
  }
}

/// A user-facing feature gated by permissions.
@_spi(RuleAuthoring) @_spi(Testing) public struct Feature: Sendable {
  /// The feature id.
  public var id: String
  /// Where the id is written.
  public var position: SourcePosition
  /// Permission ids the feature requires.
  public var requires: [Located<String>]
  /// Whether the app cannot work without the feature's permissions.
  public var mandatory: Bool
  /// What starts the feature's flow; `nil` when unset or not one of the triggers (the
  /// decoder reports those).
  public var trigger: Located<FeatureTrigger>?
  /// The flow id that guards the feature.
  public var flow: Located<String>?
  /// Why the feature needs background access, shown to reviewers.
  public var justification: Located<String>?
  /// Whether the feature may run with limited access (for example selected photos).
  public var acceptsLimited: Bool
}

/// A permission flow: a state machine over permission outcomes, user events and lifecycle.
@_spi(RuleAuthoring) @_spi(Testing) public struct Flow: Sendable {
  /// The flow id.
  public var id: String
  /// Where the id is written.
  public var position: SourcePosition
  /// The permission the flow's checks and requests are about, if stated at flow level.
  public var permission: Located<String>?
  /// The state the flow starts in.
  public var start: Located<String>?
  /// States in file order.
  public var states: [FlowState]
  /// The code that implements the flow, as written under `code:`: `path` or
  /// `path:function`, relative to the map's folder.
  public var code: [Located<String>] = []
}

/// One state of a flow.
@_spi(RuleAuthoring) @_spi(Testing) public struct FlowState: Sendable {
  /// The state id.
  public var id: String
  /// Where the id is written.
  public var position: SourcePosition
  /// What the app does in this state.
  public var action: Located<FlowAction>?
  /// The permission this state checks or requests, overriding the flow's.
  public var permission: Located<String>?
  /// The screen shown in this state, if any.
  public var screen: Screen?
  /// Outgoing transitions in file order.
  public var transitions: [Transition]
}

/// What a flow state does.
@_spi(Generators) @_spi(RuleAuthoring) @_spi(Testing) public enum FlowAction: String, Sendable, CaseIterable {
  /// Reads the permission status without prompting.
  case check
  /// Shows the system permission prompt.
  case request
  /// Shows an explainer (pre-permission) screen.
  case explain
  /// Shows any other screen, such as a blocking screen.
  case show
  /// Opens the app's page in the system Settings.
  case openSettings = "open-settings"
  /// Runs the gated feature.
  case runFeature = "run-feature"
  /// Gives up and returns without running the feature.
  case cancel
  /// Ends the flow.
  case end
}

/// A transition on an event.
@_spi(RuleAuthoring) @_spi(Testing) public struct Transition: Sendable {
  /// The event as written: a permission outcome, a user event or a lifecycle event. An
  /// unknown one is reported by the decoder and kept, so the flow's shape stays as written.
  public var event: Located<String>

  /// The event, if it is one the format defines.
  public var kind: FlowEvent? { FlowEvent(rawValue: event.value) }
  /// The target state id.
  public var target: Located<String>
}

/// A screen shown by a flow state.
@_spi(RuleAuthoring) @_spi(Testing) public struct Screen: Sendable {
  /// Where the `screen` mapping starts.
  public var position: SourcePosition
  /// Whether the user can dismiss it without choosing an action.
  public var dismissible: Located<Bool>?
  /// Copy fields (`title`, `message`, `primary`, `secondary`) by locale.
  public var copy: [String: [String: Located<String>]]
}
