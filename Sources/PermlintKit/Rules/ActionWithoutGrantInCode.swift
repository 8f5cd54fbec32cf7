extension Rule {
  /// Code that uses a protected resource after asking for it, on a path where the answer was
  /// not granted.
  public static let actionWithoutGrantInCode: Rule = Rule(
    RuleDescriptor(
      id: "action-without-grant-in-code",
      title: "Feature runs in code where the permission was not granted",
      severity: .warning,
      category: .flows,
      rationale: """
        After a request the code must look at the answer before it uses what the permission \
        protects. This rule follows each request (`Permission.location.request()`, \
        `request(PERMISSIONS.IOS.CAMERA)`, `requestCameraPermissionsAsync()`, \
        `AVCaptureDevice.requestAccess`) to the calls after it in the same function and its \
        completion closures, and through the app's own functions, to a use of the same \
        permission (`Geolocator.getCurrentPosition`, `Geolocation.watchPosition`, \
        `ImagePicker.launchCameraAsync`, `session.startRunning()`, …). It reports a use in a \
        branch whose condition says the permission is not granted, and a use that nothing \
        between the request and it tests at all: after a denial the feature runs anyway, and \
        the call throws, fails or works on nothing, instead of the app saying why and offering \
        Settings. A use under any other condition may be guarded there and is left alone, and \
        so are requests answered in a delegate or callback elsewhere (Core Location, Android's \
        `requestPermissions`). The words are data, in `rules/code-flows.yml`.
        """,
      fix: """
        Use the feature only in the branch where the answer is granted (`if (status.isGranted)`, \
        `status === RESULTS.GRANTED`, `guard granted else { return }`), and answer the other \
        outcomes: explain, and after a permanent denial offer the app's settings.
        """,
      references: [
        .androidRuntimePermissions,
        RuleReference(
          "Requesting access to protected resources",
          "https://developer.apple.com/documentation/uikit/protecting_the_user_s_privacy/requesting_access_to_protected_resources"
        ),
      ],
      examples: RuleExample.embedded("action-without-grant-in-code"),
      appliesTo:
        "Applies to Dart, JavaScript and TypeScript, Swift and Objective-C code whose request returns its answer in place."
    )
  ) { context in
    let code = context.code
    // The nearest request before each use decides it: one finding per use.
    var found: [FileLocation: Finding] = [:]
    for site in code.requests.sorted(by: { $0.location < $1.location }) {
      guard let ref = site.ref, !site.permissions.isEmpty else { continue }
      let outline = code.outlines[site.file]
      let request = outline.calls[site.call]
      guard !code.vocabulary.answeredLater.contains(request.name) else { continue }
      let outer = code.outermost(ref)
      let span = code.function(outer).body
      for use in outline.calls where use.token > request.token && span.contains(use.token) {
        // Only what runs after the request: in its function or a closure of it (its answer's).
        // A use in a named function nested here runs where that function is called, which
        // is followed from the call.
        guard !request.arguments.contains(use.token),
          code.isNested(use.function, in: request.function, of: site.file),
          !code.isInNamedFunction(use.function, below: request.function, of: site.file),
          let action = code.actionPath(from: use, in: site.file, permissions: site.permissions),
          let verdict = code.grantVerdict(at: use, after: request, in: outline, within: outer.function)
        else { continue }
        let useLocation = FileLocation(path: outline.path, position: use.position)
        var steps = [FlowStep(location: site.location, message: "\(site.text)() asks for \(action.permission)")]
        if let condition = verdict {
          let test = CodeOutline.text(condition.branch.words)
          steps.append(
            FlowStep(
              location: FileLocation(path: outline.path, position: condition.branch.position),
              message: "`\(test)` \(condition.holds ? "holds" : "fails"): not granted"))
        }
        for (offset, step) in action.steps.enumerated() {
          steps.append(
            FlowStep(
              location: step.location,
              message: offset == action.steps.count - 1
                ? "\(step.text)() uses \(action.permission)" : "\(step.text)() runs"))
        }
        let used = action.steps.last!
        let message: Finding.Message =
          if let condition = verdict {
            .usedWhenDenied(
              call: action.steps[0].text, permission: action.permission, use: used, request: site,
              condition: CodeOutline.text(condition.branch.words), holds: condition.holds,
              line: condition.branch.position.line)
          } else {
            .usedWhatever(call: action.steps[0].text, permission: action.permission, use: used, request: site)
          }
        found[useLocation] = context.finding(
          message, at: useLocation, stableKey: "\(site.text):\(action.steps[0].text):\(action.permission)",
          flowPath: steps)
      }
    }
    return found.keys.sorted().map { found[$0]! }
  }
}

extension CodeFlowIndex {
  /// How the code between `request` and `use` decides on the answer: `.some(nil)` when
  /// nothing tests anything there, `.some(condition)` for a condition that says the
  /// permission is not granted, `nil` when a condition says it is, or may (unknown tests and
  /// tests of other things), or when no path leads from the request to the use.
  fileprivate func grantVerdict(
    at use: CodeOutline.Call, after request: CodeOutline.Call, in outline: CodeOutline, within function: Int?
  ) -> (branch: CodeOutline.Branch, holds: Bool)?? {
    // `granted ? use() : …`, `ok && use()`: a test in the expression, which no branch records.
    if use.isConditional { return nil }
    for branch in outline.branches where branch.body.contains(request.token) && !branch.body.contains(use.token) {
      // The request's branch leaves the block, or the use is in the other arm of its test.
      if branch.exits { return nil }
      let otherArm = outline.branches.contains {
        $0.body.contains(use.token) && !$0.body.contains(request.token)
          && ($0.condition == branch.condition
            || ($0.isCase && branch.isCase && $0.enclosingEnd == branch.enclosingEnd))
      }
      if otherArm { return nil }
    }
    // Conditions decided before the request (it runs under them, or not at all) say nothing
    // of its answer.
    var after = outline.conditions(at: use.token, within: function).filter {
      $0.branch.condition.upperBound > request.token && !$0.branch.body.contains(request.token)
    }
    // An early exit after the request in a block that holds the request (`if (denied) {
    // status = await request(); if (status.isDenied) return; }`) is on every path from the
    // request to a use after that block, though not on every path to the use.
    // One nested in tests made after the request (`if (denied || deniedForever) { …; if (…)
    // return; }`) is on the paths through them: every path then passes a test of something.
    var onSomePaths = false
    for branch in outline.branches
    where branch.exits && branch.condition.lowerBound > request.token && branch.body.upperBound <= use.token
      && branch.enclosingEnd <= use.token
    {
      guard
        isNested(
          outline.function(containing: use.token), in: outline.function(containing: branch.condition.lowerBound),
          of: outline)
      else { continue }
      let holders = outline.branches.filter { $0.body.contains(branch.condition.lowerBound) }
        .sorted { $0.body.count < $1.body.count }
      if holders.first.map({ $0.body.contains(request.token) }) ?? true {
        after.append((branch, !branch.whenTrue))
      } else if holders.prefix(while: { !$0.body.contains(request.token) }).allSatisfy({
        $0.condition.lowerBound > request.token
      }) {
        onSomePaths = true
      }
    }
    if after.isEmpty { return onSomePaths ? nil : .some(nil) }
    let facts = after.map { grantFact($0.branch, holds: $0.holds) }
    if facts.contains(.granted) { return nil }
    if let index = facts.firstIndex(of: .notGranted) { return .some(after[index]) }
    return nil
  }
}

extension Finding.Message {
  fileprivate static func usedWhatever(
    call: String, permission: String, use: CodeFlowIndex.ActionStep, request: CodeFlowIndex.RequestSite
  ) -> Self {
    Self(
      "\(call)() \(call == use.text ? "uses \(permission)" : "reaches \(use.text)() at line \(use.location.line), which uses \(permission),") "
        + "after \(request.text)() asked for it at line \(request.location.line), whatever the answer: nothing between "
        + "them tests that it was granted. After a denial the feature runs without access and the call fails, throws or "
        + "works on nothing. Use it only where the answer is granted, and explain the other outcomes.")
  }

  fileprivate static func usedWhenDenied(
    call: String, permission: String, use: CodeFlowIndex.ActionStep, request: CodeFlowIndex.RequestSite,
    condition: String, holds: Bool, line: Int
  ) -> Self {
    Self(
      "\(call)() \(call == use.text ? "uses \(permission)" : "reaches \(use.text)() at line \(use.location.line), which uses \(permission),") "
        + "where the code has found it not granted (`\(condition)` \(holds ? "holds" : "fails") at line \(line)), after "
        + "\(request.text)() asked for it at line \(request.location.line): the feature runs without access and the call "
        + "fails, throws or works on nothing. Use it only where the answer is granted.")
  }
}
