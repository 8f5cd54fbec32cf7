extension Rule {
  /// Code that sends the user to Settings for a permission but never checks it again when
  /// the app returns to the foreground.
  public static let recheckOnReturnInCode: Rule = Rule(
    RuleDescriptor(
      id: "recheck-on-return-in-code",
      title: "Settings opened for a permission, but nothing re-checks it when the app returns",
      severity: .warning,
      category: .flows,
      rationale: """
        A user sent to Settings after a denial comes back to the app with the permission \
        granted, or still denied. Unless the app checks the status again when it returns to \
        the foreground, the screen keeps saying the permission is missing and the user has \
        to find their own way to the feature. This rule reads the code: for each permission \
        whose request leads to code that opens the app's settings, one of the app's resume \
        hooks (`didChangeAppLifecycleState` with `resumed`, `AppLifecycleListener`, \
        `AppState` 'change', `useFocusEffect`, `onResume`, `scenePhase`, \
        `willEnterForegroundNotification`, `repeatOnLifecycle(RESUMED)`, …) must reach a \
        check or request of that permission through the calls the code makes by name. The \
        hooks are data, in `rules/code-flows.yml`.
        """,
      fix: """
        Check the permission again when the app returns to the foreground (for example in \
        `didChangeAppLifecycleState` on `AppLifecycleState.resumed`, an `AppState` 'change' \
        listener on 'active', or `onResume`), and update the screen from the new status.
        """,
      references: [
        .androidRuntimePermissions,
        RuleReference(
          "Managing your app's life cycle (UIKit)",
          "https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle"),
      ],
      examples: RuleExample.embedded("recheck-on-return-in-code"),
      appliesTo:
        "Applies to the code of every app: Dart, JavaScript and TypeScript, Swift, Objective-C, Kotlin and Java, with or without a feature map."
    )
  ) { context in
    let code = context.code
    guard !code.openers.isEmpty, !code.requests.isEmpty else { return [] }
    let resumed = code.resumeReach()
    // The first opener each permission's requests lead to, and the request that leads there.
    var reached: [String: (opener: CodeFlowIndex.Opener, site: CodeFlowIndex.RequestSite)] = [:]
    var reachCache: [CodeFlowIndex.Ref: RefSet] = [:]
    for site in code.requests.sorted(by: { $0.location < $1.location }) {
      guard let ref = site.ref else { continue }
      let reach =
        reachCache[ref]
        ?? {
          let computed = code.answerRegion(of: ref)
          reachCache[ref] = computed
          return computed
        }()
      for permission in site.permissions.sorted() where reached[permission] == nil {
        // The opener must be on this permission's path: reached from the request or the code
        // just above it, and not in code that handles only other permissions.
        if let opener = code.openers.first(where: { opener in
          guard opener.serves(permission), let ref = opener.ref, reach.contains(ref) else { return false }
          let owners = code.heldPermissions(code.outermost(ref))
          return owners.isEmpty || owners.contains(permission)
        }) {
          reached[permission] = (opener, site)
        }
      }
    }
    var missing: [FileLocation: [(String, CodeFlowIndex.RequestSite)]] = [:]
    var openerAt: [FileLocation: CodeFlowIndex.Opener] = [:]
    for (permission, pair) in reached where !code.isChecked(permission, in: resumed) {
      // Only where the denial stays on screen (the code keeps the answer as state) or the
      // code listens for the return itself: a denial shown in an alert that Settings closes
      // leaves the user where a tap asks again.
      guard code.keepsAnswer(pair.site) || code.listensForReturn(near: pair.opener, pair.site) else { continue }
      missing[pair.opener.location, default: []].append((permission, pair.site))
      openerAt[pair.opener.location] = pair.opener
    }
    return missing.keys.sorted().compactMap { location -> Finding? in
      guard let opener = openerAt[location], let entries = missing[location]?.sorted(by: { $0.0 < $1.0 }),
        let first = entries.first
      else { return nil }
      let permissions = entries.map(\.0)
      var steps = code.steps(for: first.1, permission: first.0, depth: 1)
      steps.append(FlowStep(location: opener.location, message: "\(opener.text) opens the app's settings"))
      steps.append(
        FlowStep(
          location: opener.location,
          message: code.resumeRoots.isEmpty
            ? "nothing in the code runs when the app returns to the foreground"
            : "no resume hook reaches a check of \(permissions.joined(separator: ", "))"))
      return context.finding(
        .noRecheck(permissions: permissions, opener: opener.text, hooks: code.resumeRoots.count),
        at: opener.location, stableKey: "recheck:\(permissions.joined(separator: ","))", flowPath: steps,
        relatedLocations: entries.map {
          RelatedLocation(location: $0.1.location, message: "\($0.1.text)() asks for \($0.0)")
        }
          + context.mapCounterpart(
            of: first.0, action: .openSettings,
            saying: "checks \(first.0) again on the return from Settings here; the code does not"))
    }
  }
}

extension CodeFlowIndex {
  /// Everything that runs when the app returns to the foreground: the resume hooks and what
  /// they reach; a hook that sets state reaches the screen that state redraws (the type's
  /// methods, or the component function around it).
  func resumeReach() -> RefSet {
    var reach = reachable(from: resumeRoots)
    var redrawn: [Ref] = []
    for ref in reach where setsState(ref) {
      redrawn.append(outermost(ref))
      if let owner = function(ref).owner {
        let functions = outlines[ref.file].functions
        for index in functions.indices where functions[index].owner == owner {
          redrawn.append(Ref(file: ref.file, function: index))
        }
      }
    }
    if !redrawn.isEmpty { reach.formUnion(reachable(from: redrawn)) }
    return reach
  }

  /// Where the answer of a request is handled, narrowly: the request's function and what it
  /// calls, and the bodies (with their closures, not what they call) of the functions that
  /// call it.
  func answerRegion(of ref: Ref) -> RefSet {
    let outer = outermost(ref)
    var region = reachable(from: [outer] + answerCallbacks.filter { $0.file == ref.file })
    for caller in callers(of: outer) {
      let top = outermost(caller)
      region.insert(top)
      let body = function(top).body
      for (index, held) in outlines[top.file].functions.enumerated()
      where held.body.lowerBound > body.lowerBound && held.body.upperBound <= body.upperBound {
        region.insert(Ref(file: top.file, function: index))
      }
    }
    return region
  }

  /// Whether the answer of `site` is kept as state: the request's function, a closure in it
  /// or a function up to two levels above it redraws from new state (`setState`, a React
  /// state setter), other than a busy flag (`keepsState`). The closures passed by a label in
  /// the functions around the request's function or a caller's closure are other handlers
  /// (a switch's `onChanged` beside the button's `onPressed` in one `build`), not where its
  /// answer goes.
  func keepsAnswer(_ site: RequestSite) -> Bool {
    guard let ref = site.ref else { return false }
    var region = callerRegion(of: ref, depth: 2)
    // The functions around the request's function and around its callers' closures.
    var around = Set<Ref>()
    for item in Array(region) {
      var current = item
      while let parent = function(current).parent {
        current = Ref(file: item.file, function: parent)
        around.insert(current)
      }
    }
    for item in Array(region) {
      for (index, function) in outlines[item.file].functions.enumerated() where function.parent == item.function {
        // Around the request, a closure passed by a label (`onChanged:`) is another handler;
        // one chained on the work (`.then((s) { … })`) takes its answer.
        if around.contains(item), function.label != nil { continue }
        region.insert(Ref(file: item.file, function: index))
      }
    }
    let leading = Set(region.compactMap { function($0).name })
    return region.contains { keepsState($0, site: site, leading: leading) }
  }

  /// Whether `ref` redraws from new state other than a flag it sets and resets around its
  /// work: `setState(() => _busy = true)` … `setState(() => _busy = false)`, or React's
  /// `setLoading(true)` … `setLoading(false)`, both unconditional, with no exit between them
  /// and around a call toward the request (`leading` names the functions on the way) whose
  /// answer goes nowhere, into a local or into a test, say that something is running, not
  /// what a request answered (openreads' backup screen: every tap asks again, and nothing of
  /// a denial stays on screen). `_granted = await ask()` between the two keeps the answer; a
  /// reset and a set with a `return` between them (`_denied = false` … `_denied = true`) is no
  /// busy flag either.
  func keepsState(_ ref: Ref, site: RequestSite, leading: Set<String>) -> Bool {
    guard setsState(ref) else { return false }
    let outline = outlines[ref.file]
    let body = function(ref).body
    let isCondition = { (token: Int) in outline.branches.contains { $0.condition.contains(token) } }
    let toward = outline.calls.indices.filter { index in
      outline.calls[index].function == ref.function
        && (leading.contains(outline.calls[index].name) || (ref.file == site.file && index == site.call))
    }
    let answerLeft =
      !toward.isEmpty
      && toward.allSatisfy { outline.calls[$0].result != .other || isCondition(outline.calls[$0].token) }
    let setters = outline.calls.filter { $0.function == ref.function && Self.redraws($0.name) }
    let flags = setters.map { call -> [String]? in
      let underBranch =
        call.isConditional
        || outline.branches.contains { branch in
          branch.body.contains(call.token) && branch.body.lowerBound >= body.lowerBound
        }
      return underBranch || !answerLeft ? nil : Self.flagNames(call)
    }
    // Two setters of one flag, a call toward the request between them and no exit.
    func brackets(_ first: Int, _ second: Int) -> Bool {
      let (a, b) = (min(setters[first].token, setters[second].token), max(setters[first].token, setters[second].token))
      return toward.contains { a < outline.calls[$0].token && outline.calls[$0].token < b }
        && !outline.branches.contains { $0.exits && $0.body.lowerBound > a && $0.body.upperBound <= b }
    }
    return setters.indices.contains { index in
      guard let names = flags[index] else { return true }
      return !flags.indices.contains { $0 != index && flags[$0] == names && brackets(index, $0) }
    }
  }

  /// Words that are values in every language the outlines read.
  private static let literalWords: Set<String> = ["true", "false", "null", "nil", "undefined", "YES", "NO"]

  /// The names a state setter's arguments set, each to a literal (`() => _busy = true`,
  /// `{ loading: false }`; the setter's own name for `setLoading(true)`), sorted; `nil` when
  /// they set anything else.
  static func flagNames(_ call: CodeOutline.Call) -> [String]? {
    let words = call.argumentWords
    // Cut at 48 words: what follows is unknown.
    guard words.count < 48 else { return nil }
    func isLiteral(_ word: CodeOutline.Word) -> Bool {
      !word.isString && (literalWords.contains(word.text) || word.text.utf8.allSatisfy { $0 &- 0x30 < 10 })
    }
    var names: [String] = []
    var literals = 0
    var index = 0
    while index < words.count {
      let word = words[index]
      guard !word.isString else { return nil }
      guard let first = word.text.utf8.first else { return nil }
      if isLiteral(word) {
        literals += 1
        index += 1
        continue
      }
      let isName =
        first == UInt8(ascii: "_") || first == UInt8(ascii: "$") || first >= 0x80
        || (first | 0x20) &- UInt8(ascii: "a") < 26
      guard isName else {
        index += 1
        continue
      }
      // `this.name = …` and `self.name = …`: the receiver is no value.
      if word.text == "this" || word.text == "self", index + 1 < words.count, words[index + 1].text == "." {
        index += 2
        continue
      }
      guard index + 2 < words.count, words[index + 1].text == "=" || words[index + 1].text == ":",
        words[index + 2].text != "=", isLiteral(words[index + 2])
      else { return nil }
      names.append(word.text)
      literals += 1
      index += 3
    }
    if names.isEmpty { return literals == 1 && call.name != "setState" ? [call.name] : nil }
    return names.sorted()
  }

  /// Whether the file of the opener or of the request has a resume hook: the code listens
  /// for the user's return there.
  func listensForReturn(near opener: Opener, _ site: RequestSite) -> Bool {
    resumeRoots.contains { root in
      let path = outlines[root.file].path
      return path == opener.location.path || path == site.location.path
    }
  }

  /// Whether a function in `reach` checks or requests `permission`.
  func isChecked(_ permission: String, in reach: RefSet) -> Bool {
    reach.contains { permissions(of: $0).contains(permission) }
      || requests.contains { site in site.permissions.contains(permission) && (site.ref.map(reach.contains) ?? false) }
  }
}

extension Finding.Message {
  fileprivate static func noRecheck(permissions: [String], opener: String, hooks: Int) -> Self {
    let list = permissions.joined(separator: ", ")
    let found =
      switch hooks {
      case 0: "nothing in the code runs when the app returns to the foreground"
      case 1: "the one place that runs when the app returns to the foreground reaches no check of \(list)"
      default: "none of the \(hooks) places that run when the app returns to the foreground reaches a check of \(list)"
      }
    return Self(
      "\(opener) sends the user to the app's settings for \(list) here, but \(found): a user who allows it in "
        + "Settings comes back to a screen that still treats it as denied. Check \(list) again when the app "
        + "resumes (didChangeAppLifecycleState, AppState 'change', onResume, scenePhase).")
  }
}
