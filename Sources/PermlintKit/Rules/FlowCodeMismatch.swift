extension Rule {
  /// The feature map and the code disagree on which flows exist and where they are.
  public static let flowCodeMismatch: Rule = Rule(
    RuleDescriptor(
      id: "flow-code-mismatch",
      title: "Feature map and code disagree",
      severity: .warning,
      category: .flows,
      rationale: """
        The flow checks prove what `permlint.yml` says; the code rules prove what the code \
        does. They prove the same app only where the two agree. This rule ties them: a flow's \
        `code:` must name a source file (and function) that exists and asks for or checks the \
        flow's permission (an error when the file or function is not there); every permission \
        the code asks for must have a flow in the map, or its Settings path, re-check and \
        denial handling are described nowhere (a warning at the request, with the map as \
        related location). What permlint cannot know is a note: code named by `code:` in \
        which it sees no request or check (a library may ask inside), and flows that ask for \
        permissions no code it reads asks for (one note for all of them).
        """,
      fix: """
        Fix the `code:` path (relative to permlint.yml) or function name; add a flow for each \
        permission the code asks for (`permlint init` writes one from the code); name the code \
        of a flow whose request permlint cannot see with `code:`, or remove a flow the app no \
        longer has.
        """,
      references: [
        RuleReference("The feature-map format", "Docs/feature-map.md")
      ],
      examples: RuleExample.embedded("flow-code-mismatch"),
      appliesTo: "Applies to apps with a feature map (permlint.yml) and code permlint reads."
    )
  ) { context in
    guard let map = context.app.featureMap, !map.flows.isEmpty else { return [] }
    let code = context.code
    return FlowCodeAgreement(map: map, code: code, context: context).findings()
  }
}

/// The three checks of `flow-code-mismatch`, over one app's map and code.
private struct FlowCodeAgreement {
  let map: FeatureMap
  let code: CodeFlowIndex
  let context: RuleContext

  func findings() -> [Finding] {
    references() + uncoveredRequests() + flowsWithoutCode()
  }

  /// The permissions a flow checks or requests, and those of the features it guards.
  private func permissions(of subject: FlowSubject) -> Set<String> {
    var result = Set(subject.features.flatMap { $0.requires.map(\.value) })
    for state in subject.flow.states.indices where subject.isPermissionStep(state) {
      if let permission = subject.permission(of: state) { result.insert(permission) }
    }
    return result
  }

  /// Whether a flow about `flowPermission` covers a request for `requested`: the same, or
  /// one it implies (a flow for Always location covers the While-in-use request before it).
  private func covers(_ flowPermission: String, _ requested: String) -> Bool {
    flowPermission == requested
      || context.catalog.permissions[flowPermission]?.implies.contains(requested) == true
  }

  // MARK: `code:` entries

  private func references() -> [Finding] {
    let subjects = Dictionary(FlowSubject.all(in: context).map { ($0.flow.id, $0) }, uniquingKeysWith: { a, _ in a })
    let deferred = Set(context.app.allDeferredCode.map(\.path))
    var result: [Finding] = []
    for (flowID, reference) in map.codeReferences {
      let at = map.location(reference.written.position)
      guard let path = reference.path, let file = code.outlines.firstIndex(where: { $0.path == path }) else {
        // Read in the run but not in this check (no reader): nothing to say of it.
        if let path = reference.path, deferred.contains(path) { continue }
        result.append(
          context.finding(
            .noSuchFile(flow: flowID, written: reference.written.value), at: at,
            stableKey: "file:\(flowID):\(reference.written.value)", severity: .error))
        continue
      }
      let outline = code.outlines[file]
      var roots: [CodeFlowIndex.Ref] = []
      if let function = reference.function {
        roots = Self.functions(named: function, in: outline).map { CodeFlowIndex.Ref(file: file, function: $0) }
        if roots.isEmpty {
          let declared = Array(Set(outline.functions.compactMap(\.name))).sorted()
          result.append(
            context.finding(
              .noSuchFunction(
                flow: flowID, function: function, path: path, declared: declared,
                suggestion: DidYouMean.closest(to: function, in: declared)),
              at: at, stableKey: "function:\(flowID):\(reference.written.value)", severity: .error))
          continue
        }
      } else {
        roots = outline.functions.indices.map { CodeFlowIndex.Ref(file: file, function: $0) }
      }
      guard let subject = subjects[flowID] else { continue }
      let wanted = permissions(of: subject)
      let known = wanted.filter { code.vocabulary.permissions[$0] != nil }
      guard !known.isEmpty else { continue }
      let reach = code.reachable(from: roots)
      let related = { (held: String) in known.contains { covers(held, $0) || covers($0, held) } }
      // Named in the code (`Permission.camera`), or asked for by a call that says it
      // (`recorder.hasPermission()` asks for the microphone).
      let named =
        reach.contains { code.permissions(of: $0).contains(where: related) }
        || code.requests.contains { site in
          site.permissions.contains(where: related) && (site.ref.map(reach.contains) ?? false)
        }
      if !named {
        result.append(
          context.finding(
            .silentCode(flow: flowID, written: reference.written.value, permissions: known.sorted()), at: at,
            stableKey: "silent:\(flowID):\(reference.written.value)", severity: .note))
      }
    }
    return result
  }

  /// The functions of `outline` that `name` (`run` or `LocationGuidance.run`) names.
  static func functions(named name: String, in outline: CodeOutline) -> [Int] {
    let parts = name.split(separator: ".").map(String.init)
    return outline.functions.indices.filter { index in
      let function = outline.functions[index]
      if parts.count == 2 { return function.owner == parts[0] && function.name == parts[1] }
      return function.name == name
    }
  }

  // MARK: Requests no flow describes

  private func uncoveredRequests() -> [Finding] {
    let subjects = FlowSubject.all(in: context)
    guard !subjects.isEmpty else { return [] }
    let described = subjects.reduce(into: Set<String>()) { $0.formUnion(permissions(of: $1)) }
    let related =
      subjects.first.map {
        [RelatedLocation(location: map.location($0.flow.position), message: "the feature map's flows")]
      } ?? []
    var reported: Set<String> = []
    var result: [Finding] = []
    for site in code.requests.sorted(by: { $0.location < $1.location }) {
      for permission in site.permissions.sorted()
      where !described.contains(where: { covers($0, permission) }) && reported.insert(permission).inserted {
        result.append(
          context.finding(
            .undescribedRequest(
              call: site.text, permission: permission,
              map: String(map.path.split(separator: "/").last ?? "permlint.yml")), at: site.location,
            stableKey: "request:\(permission)", relatedLocations: related))
      }
    }
    return result
  }

  // MARK: Flows whose request the code does not make

  /// One note for every flow whose request no code permlint reads makes, at the first: the
  /// cause is one (the requests are made where permlint does not look), said once.
  private func flowsWithoutCode() -> [Finding] {
    // Only where the code is understood: it asks for something permlint recognises.
    guard !code.requests.isEmpty else { return [] }
    let asked = code.requests.reduce(into: Set<String>()) { $0.formUnion($1.permissions) }
    var unseen: [(flow: String, state: String, permission: String, location: FileLocation)] = []
    for subject in FlowSubject.all(in: context) where subject.flow.code.isEmpty {
      for state in subject.reachableStates where subject.action(state) == .request {
        guard let permission = subject.permission(of: state), code.vocabulary.permissions[permission] != nil,
          !asked.contains(where: { covers($0, permission) })
        else { continue }
        unseen.append((subject.flow.id, subject.flow.states[state].id, permission, subject.location(of: state)))
        break
      }
    }
    unseen.sort { $0.location < $1.location }
    guard let first = unseen.first else { return [] }
    return [
      context.finding(
        .requestsNotInCode(unseen.map { ($0.flow, $0.state, $0.permission) }), at: first.location,
        stableKey: "flows:\(unseen.map(\.flow).joined(separator: ","))", severity: .note,
        relatedLocations: unseen.dropFirst().map {
          RelatedLocation(location: $0.location, message: "flow '\($0.flow)' asks for \($0.permission) here")
        })
    ]
  }
}

extension Finding.Message {
  fileprivate static func noSuchFile(flow: String, written: String) -> Self {
    Self(
      "flow '\(flow)' names `\(written)` as its code, but the app has no source file there that permlint reads: "
        + "write the path relative to permlint.yml (a .dart, .ts, .tsx, .js, .swift, .m, .kt or .java file), "
        + "and check that it is not excluded.")
  }

  fileprivate static func noSuchFunction(
    flow: String, function: String, path: String, declared: [String], suggestion: String?
  ) -> Self {
    let listed = declared.prefix(6).map { "`\($0)`" }.joined(separator: ", ") + (declared.count > 6 ? ", …" : "")
    return Self(
      "flow '\(flow)' names `\(function)` in \(path) as its code, but the file declares no function of that name"
        + (suggestion.map { "; did you mean `\($0)`?" }
          ?? "; name a function or method it declares (`name` or `Type.name`)"
          + (declared.isEmpty ? "." : ": \(listed)."))
    )
  }

  fileprivate static func silentCode(flow: String, written: String, permissions: [String]) -> Self {
    Self(
      "flow '\(flow)' names `\(written)` as its code, but permlint sees neither it nor anything it calls ask for or "
        + "check \(permissions.joined(separator: " or ")): if a library asks inside (an image picker, a scanner), that "
        + "is expected; otherwise the map names the wrong code. Name the code that starts the flow (the function the "
        + "button calls), or fix the flow's permission.")
  }

  fileprivate static func undescribedRequest(call: String, permission: String, map: String) -> Self {
    Self(
      "\(call)() asks for \(permission) here, but no flow of \(map) is about \(permission): what happens after a "
        + "denial, the way to Settings and the re-check on return are described nowhere, so the flow checks never see "
        + "them. Add a feature and a flow for \(permission) (`permlint init` drafts one from this code).")
  }

  fileprivate static func requestsNotInCode(_ flows: [(flow: String, state: String, permission: String)]) -> Self {
    let list = flows.map { "'\($0.flow)' (\($0.permission), state '\($0.state)')" }.joined(separator: ", ")
    return Self(
      "\(flows.count == 1 ? "flow \(list) asks" : "flows \(list) ask") for permissions that no code of the app "
        + "permlint reads asks for: the requests are made where permlint does not look (a plugin such as an image "
        + "or file picker, native code, a library), or the map describes flows the app no longer has. Name the code "
        + "that starts each flow with `code:` (a path, or `path:function`), or remove the flows the app does not have.")
  }
}
