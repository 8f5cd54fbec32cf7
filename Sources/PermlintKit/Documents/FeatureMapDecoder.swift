#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads a `FeatureMap` from YAML, reporting every mistake in the map at its exact node
/// instead of stopping at the first one.
@_spi(RuleAuthoring) @_spi(Testing) public struct FeatureMapDecoder {
  /// A mistake in the feature map itself.
  @_spi(RuleAuthoring) @_spi(Testing) public struct Problem: Sendable {
    /// Where it is.
    public var position: SourcePosition
    /// What is wrong and how to fix it.
    public var message: String
  }

  private let path: String
  private let knownPermissions: Set<String>
  /// The permissions each permission implies (`location-always` implies `location`).
  private var implied: [String: [String]] = [:]
  /// Reads keys and values strictly and keeps every problem at its node.
  private var yaml = StrictYAMLDecoder()

  /// Decodes a feature map and collects its problems.
  public static func decode(
    _ document: YAMLDocument, path: String, catalog: PermissionCatalog
  ) -> (map: FeatureMap, problems: [Problem]) {
    var decoder = FeatureMapDecoder(path: path, knownPermissions: Set(catalog.permissions.keys))
    decoder.implied = catalog.permissions.mapValues(\.implies)
    let map = decoder.featureMap(document.root)
    // A node reused through a YAML alias is decoded once per use; report its mistake once,
    // and only the first problem of any one node, since later ones follow from it.
    var seen = Set<SourcePosition>()
    let problems = decoder.yaml.problems.filter { seen.insert($0.position).inserted }.map {
      Problem(position: $0.position, message: $0.message)
    }
    return (map, problems)
  }

  private init(path: String, knownPermissions: Set<String>) {
    self.path = path
    self.knownPermissions = knownPermissions
  }

  private mutating func problem(_ position: SourcePosition, _ message: String) {
    yaml.problem(position, message)
  }

  private mutating func featureMap(_ root: YAMLNode?) -> FeatureMap {
    var map = FeatureMap(
      path: path, app: nil, platforms: [], locales: [], policies: Policies(), permissions: [], features: [],
      flows: [], position: root?.position ?? .start)
    guard let root else {
      problem(.start, "the feature map is empty; start with `app:`, `permissions:` and `features:`")
      return map
    }
    guard let pairs = yaml.mapping(root, "the feature map") else { return map }
    for (key, value) in checkedKeys(
      pairs, known: FeatureMapKeys.top,
      in: "the feature map")
    {
      switch key {
      case "app": map.app = yaml.string(value, "app")
      case "platforms":
        map.platforms = yaml.strings(value, "platforms")
        for platform in map.platforms where !FeatureMapKeys.platforms.contains(platform.value) {
          problem(platform.position, "unknown platform '\(platform.value)'; use ios or android")
        }
      case "locales": map.locales = yaml.strings(value, "locales")
      case "policies": map.policies = policies(value)
      case "permissions": map.permissions = permissions(value)
      case "features": map.features = features(value)
      case "flows": map.flows = flows(value)
      default: break
      }
    }
    // Indexed once, from the flows that won: a duplicate `flows:` key replaces the first list.
    for (offset, flow) in map.flows.enumerated() where map.flowIndex[flow.id] == nil {
      map.flowIndex[flow.id] = offset
    }
    declareRequiredPermissions(&map)
    checkReferences(map)
    return map
  }

  /// A permission a feature requires is declared by that, with the permissions it implies:
  /// `permissions:` is only needed to give a permission options. Unknown ids are left for
  /// `checkReferences` to report.
  private func declareRequiredPermissions(_ map: inout FeatureMap) {
    var declared = Set(map.permissions.map(\.id))
    for feature in map.features {
      for permission in feature.requires where knownPermissions.contains(permission.value) {
        for id in [permission.value] + (implied[permission.value] ?? []) where !declared.contains(id) {
          declared.insert(id)
          map.permissions.append(
            PermissionDeclaration(id: id, position: permission.position, android: [], precise: nil))
        }
      }
    }
  }

  // MARK: - Sections

  private mutating func policies(_ node: YAMLNode) -> Policies {
    var policies = Policies()
    guard let pairs = yaml.mapping(node, "policies") else { return policies }
    let known = FeatureMapKeys.policies
    for (key, value) in checkedKeys(pairs, known: known, in: "policies") {
      switch key {
      case "background-location":
        if let text = yaml.string(value, key) {
          if let policy = Policies.BackgroundLocation(rawValue: text.value) {
            policies.backgroundLocation = Located(policy, at: value.position)
          } else {
            problem(value.position, "background-location must be forbidden or justified, not '\(text.value)'")
          }
        }
      case "explainer-before-request": policies.explainerBeforeRequest = yaml.bool(value, key)?.value ?? false
      case "request-after-user-action": policies.requestAfterUserAction = yaml.bool(value, key)?.value ?? false
      case "repeat-mandatory-on-launch": policies.repeatMandatoryOnLaunch = yaml.bool(value, key)?.value ?? false
      case "blocking-screens-dismissible": policies.blockingScreensDismissible = yaml.bool(value, key)?.value
      default: break
      }
    }
    return policies
  }

  private mutating func permissions(_ node: YAMLNode) -> [PermissionDeclaration] {
    // A plain list of ids is accepted as shorthand for ids with no options.
    if let items = node.sequence {
      return items.compactMap { item in
        yaml.string(item, "a permission id").map {
          checkPermissionID($0)
          return PermissionDeclaration(id: $0.value, position: $0.position, android: [], precise: nil)
        }
      }
    }
    guard let pairs = yaml.mapping(node, "permissions") else { return [] }
    var result: [PermissionDeclaration] = []
    for pair in pairs {
      guard let id = yaml.string(pair.key, "a permission id") else { continue }
      checkPermissionID(id)
      var declaration = PermissionDeclaration(id: id.value, position: id.position, android: [], precise: nil)
      if pair.value.string != nil {
        problem(
          pair.value.position,
          "permission '\(id.value)' takes a mapping of options (android, precise, platforms, description), not a value; "
            + "for background location declare `location-always` as its own permission")
      } else if pair.value.mapping != nil {
        for (key, value) in checkedKeys(
          pair.value.mapping ?? [], known: FeatureMapKeys.permission, in: "permission '\(id.value)'")
        {
          switch key {
          case "android": declaration.android = yaml.strings(value, "android")
          case "precise": declaration.precise = yaml.bool(value, key)
          case "platforms":
            declaration.platforms = yaml.strings(value, key)
            for platform in declaration.platforms where !FeatureMapKeys.platforms.contains(platform.value) {
              problem(platform.position, "unknown platform '\(platform.value)'; use ios or android")
            }
          default: _ = yaml.string(value, key)
          }
        }
      }
      result.append(declaration)
    }
    return result
  }

  private mutating func features(_ node: YAMLNode) -> [Feature] {
    guard let pairs = yaml.mapping(node, "features") else { return [] }
    var result: [Feature] = []
    let known = FeatureMapKeys.feature
    for pair in pairs {
      guard let id = yaml.string(pair.key, "a feature id") else { continue }
      var feature = Feature(
        id: id.value, position: id.position, requires: [], mandatory: false, trigger: nil, flow: nil,
        justification: nil, acceptsLimited: false)
      guard let fields = yaml.mapping(pair.value, "feature '\(id.value)'") else { continue }
      for (key, value) in checkedKeys(fields, known: known, in: "feature '\(id.value)'") {
        switch key {
        case "requires": feature.requires = yaml.strings(value, key)
        case "mandatory": feature.mandatory = yaml.bool(value, key)?.value ?? false
        case "trigger":
          guard let text = yaml.string(value, key) else { continue }
          if let trigger = FeatureTrigger(rawValue: text.value) {
            feature.trigger = Located(trigger, at: text.position)
          } else {
            problem(text.position, "trigger must be user-action, launch or background, not '\(text.value)'")
          }
        case "flow": feature.flow = yaml.string(value, key)
        case "justification": feature.justification = yaml.string(value, key)
        case "accepts-limited": feature.acceptsLimited = yaml.bool(value, key)?.value ?? false
        default: _ = yaml.string(value, key)
        }
      }
      result.append(feature)
    }
    return result
  }

  private mutating func flows(_ node: YAMLNode) -> [Flow] {
    guard let pairs = yaml.mapping(node, "flows") else { return [] }
    var result: [Flow] = []
    for pair in pairs {
      guard let id = yaml.string(pair.key, "a flow id") else { continue }
      var flow = Flow(id: id.value, position: id.position, permission: nil, start: nil, states: [])
      guard let fields = yaml.mapping(pair.value, "flow '\(id.value)'") else { continue }
      for (key, value) in checkedKeys(
        fields, known: FeatureMapKeys.flow, in: "flow '\(id.value)'")
      {
        switch key {
        case "permission": flow.permission = yaml.string(value, key)
        case "start": flow.start = yaml.string(value, key)
        case "states": flow.states = states(value, flow: id.value)
        case "code":
          if let items = value.sequence {
            flow.code = items.compactMap { yaml.string($0, "a code reference (`path` or `path:function`)") }
          } else if let one = yaml.string(value, "a code reference (`path` or `path:function`)") {
            flow.code = [one]
          }
        default: _ = yaml.string(value, key)
        }
      }
      if flow.start == nil {
        problem(
          id.position, "flow '\(id.value)' has no `start:`; add `start: <state id>` naming the state it begins in")
      }
      result.append(flow)
    }
    return result
  }

  private mutating func states(_ node: YAMLNode, flow: String) -> [FlowState] {
    guard let pairs = yaml.mapping(node, "states") else { return [] }
    var result: [FlowState] = []
    for pair in pairs {
      guard let id = yaml.string(pair.key, "a state id") else { continue }
      var state = FlowState(
        id: id.value, position: id.position, action: nil, permission: nil, screen: nil, transitions: [])
      guard let fields = yaml.mapping(pair.value, "state '\(id.value)'") else { continue }
      let hasActionKey = fields.contains { $0.key.scalar == "action" }
      for (key, value) in checkedKeys(
        fields, known: FeatureMapKeys.state, in: "state '\(id.value)'")
      {
        switch key {
        case "action":
          guard let text = yaml.string(value, key) else { continue }
          if let action = FlowAction(rawValue: text.value) {
            state.action = Located(action, at: text.position)
          } else {
            let names = FlowAction.allCases.map(\.rawValue)
            problem(
              text.position,
              "unknown action '\(text.value)'\(yaml.suggestion(text.value, names)); use one of \(names.joined(separator: ", "))"
            )
          }
        case "permission": state.permission = yaml.string(value, key)
        case "screen":
          state.screen = screen(value)
          // Point at the `screen:` key, not at the first character of its mapping.
          if let key = fields.first(where: { $0.key.scalar == "screen" }) { state.screen?.position = key.key.position }
        case "next":
          if let target = yaml.string(value, key) {
            state.transitions.append(
              Transition(event: Located(FlowEvent.done.rawValue, at: value.position), target: target))
          }
        case "on": state.transitions += transitions(value, state: id.value)
        default: _ = yaml.string(value, key)
        }
      }
      if state.action == nil {
        state.action = state.screen.map { Located(FlowAction.show, at: $0.position) }
        if state.action == nil, !hasActionKey {
          problem(id.position, "state '\(id.value)' has neither an `action:` nor a `screen:`")
        }
      }
      result.append(state)
    }
    return result
  }

  private mutating func transitions(_ node: YAMLNode, state: String) -> [Transition] {
    guard let pairs = yaml.mapping(node, "on") else { return [] }
    var result: [Transition] = []
    for pair in pairs {
      guard let event = yaml.string(pair.key, "an event"), let target = yaml.string(pair.value, "a target state") else {
        continue
      }
      if FlowEvent(rawValue: event.value) == nil {
        problem(
          event.position,
          "unknown event '\(event.value)'\(yaml.suggestion(event.value, FlowEvent.all)); events are "
            + FlowEvent.all.joined(separator: ", "))
      }
      result.append(Transition(event: event, target: target))
    }
    return result
  }

  private mutating func screen(_ node: YAMLNode) -> Screen? {
    guard let pairs = yaml.mapping(node, "screen") else { return nil }
    var screen = Screen(position: node.position, dismissible: nil, copy: [:])
    for (key, value) in checkedKeys(
      pairs, known: FeatureMapKeys.screen, in: "screen")
    {
      if key == "dismissible" {
        screen.dismissible = yaml.bool(value, key)
        continue
      }
      if let text = value.string, value.mapping == nil {
        screen.copy[key] = ["*": Located(text, at: value.position)]
        continue
      }
      guard let localized = yaml.mapping(value, key) else { continue }
      var texts: [String: Located<String>] = [:]
      for entry in localized {
        if let locale = yaml.string(entry.key, "a locale"), let text = yaml.string(entry.value, "copy text") {
          texts[locale.value] = text
        }
      }
      screen.copy[key] = texts
    }
    return screen
  }

  // MARK: - Cross references

  private mutating func checkReferences(_ map: FeatureMap) {
    let declared = Set(map.permissions.map(\.id))
    let flowIDs = map.flows.map(\.id)
    for feature in map.features {
      for permission in feature.requires where !declared.contains(permission.value) {
        problem(
          permission.position,
          "feature '\(feature.id)' requires '\(permission.value)', which is not a permission permlint knows"
            + yaml.suggestion(permission.value, Array(knownPermissions)) + "; known permissions are "
            + knownPermissions.sorted().joined(separator: ", "))
      }
      if let flow = feature.flow, !flowIDs.contains(flow.value) {
        problem(
          flow.position,
          "feature '\(feature.id)' names flow '\(flow.value)', which is not defined under `flows:`\(yaml.suggestion(flow.value, flowIDs))"
        )
      }
    }
    for flow in map.flows {
      let stateIDs = flow.states.map(\.id)
      let knownStates = Set(stateIDs)
      if let start = flow.start, !knownStates.contains(start.value) {
        problem(
          start.position,
          "start state '\(start.value)' is not a state of flow '\(flow.id)'\(yaml.suggestion(start.value, stateIDs))")
      }
      for permission in [flow.permission] + flow.states.map(\.permission) {
        if let permission, !declared.contains(permission.value) {
          problem(
            permission.position,
            "'\(permission.value)' is neither declared under `permissions:` nor required by a feature\(yaml.suggestion(permission.value, Array(declared)))"
          )
        }
      }
      for state in flow.states {
        for transition in state.transitions where !knownStates.contains(transition.target.value) {
          problem(
            transition.target.position,
            "transition '\(transition.event.value)' of state '\(state.id)' goes to '\(transition.target.value)', "
              + "which is not a state of flow '\(flow.id)'\(yaml.suggestion(transition.target.value, stateIDs))")
        }
      }
    }
  }

  private mutating func checkPermissionID(_ id: Located<String>) {
    guard !knownPermissions.contains(id.value) else { return }
    problem(
      id.position,
      "unknown permission '\(id.value)'\(yaml.suggestion(id.value, Array(knownPermissions))); known permissions are "
        + knownPermissions.sorted().joined(separator: ", "))
  }

  // MARK: - Keys

  private mutating func checkedKeys(_ pairs: [YAMLPair], known: [String], in context: String) -> [(String, YAMLNode)] {
    // A configuration key at the top of a feature map is explained, not just called unknown.
    let atTop = context == "the feature map"
    let checked = yaml.knownKeys(pairs, known: known, in: context) { key in
      atTop ? FeatureMapKeys.configurationKeyMessage(key) : nil
    }
    return checked.map { ($0.key, $0.value) }
  }
}
