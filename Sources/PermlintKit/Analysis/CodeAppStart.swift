/// What runs when the app starts, before the user does anything: the code's entry points and
/// what they run at once. Deliberately narrow, so that a request it finds is one the user
/// sees at launch: it follows only calls whose name one function of the app answers, closures
/// handed to something that runs them at once (`useEffect`, `addPostFrameCallback`,
/// `LaunchedEffect`), and from a constructor to the methods that run when the object is made
/// (`createState`, `initState`, `componentDidMount`, `onCreate`), never a screen's layout
/// (`build`, `render`), whose children may appear only later.
extension CodeFlowIndex {
  /// A chain from an entry point to a function that runs at start, entry first.
  @_spi(RuleAuthoring) @_spi(Testing) public typealias StartPath = [Ref]

  /// Methods the system calls when an object of the type is made.
  static let startMethods: Set<String> = [
    "createState", "initState", "componentDidMount", "constructor", "init", "onCreate", "onStart", "onResume",
    "viewDidLoad", "viewWillAppear", "viewDidAppear",
  ]

  /// Calls whose closure builds the first screen at once: SwiftUI's `WindowGroup { RootView() }`,
  /// whose root view's `body` is drawn at launch (and only the root's: the views its body
  /// makes may appear later).
  static let rootViewClosures: Set<String> = ["WindowGroup"]

  /// Calls whose closure argument runs at once or right after the first frame.
  static let immediateClosures: Set<String> = [
    "useEffect", "useLayoutEffect", "addPostFrameCallback", "LaunchedEffect", "SideEffect", "scheduleMicrotask",
    "microtask", "onAppear", "task", "Task", "withCheckedContinuation", "withCheckedThrowingContinuation",
  ]

  /// The entry points of the code: Dart's `main`, the root component React Native or Expo
  /// registers, an Android `Application`'s `onCreate`, the start methods of the activities
  /// named in `launchers`, and on iOS the app delegate's `application(_:didFinishLaunching…)`
  /// family, the scene delegate's `scene(_:willConnectTo:…)` and a SwiftUI `App`'s `body`.
  public func entryPoints(launchers: Set<String>) -> [Ref] {
    var result: [Ref] = []
    for (file, outline) in outlines.enumerated() {
      for index in outline.functions.indices where !outline.functions[index].isClosure {
        let name = outline.functions[index].name
        let owner = outline.functions[index].owner
        if outline.language == .dart, name == "main", owner == nil { result.append(Ref(file: file, function: index)) }
        if [.swift, .objectiveC].contains(outline.language), let owner, let name {
          let supertypes = outline.types.first { $0.name == owner }?.supertypes ?? []
          let appDelegate = supertypes.contains("UIApplicationDelegate") || owner == "AppDelegate"
          let sceneDelegate = supertypes.contains("UIWindowSceneDelegate") || owner == "SceneDelegate"
          // Only the methods that run at launch: not `application(_:open:options:)`, quick
          // actions, notifications or `scene(_:openURLContexts:)`, which follow something.
          let words = Set(outline.functions[index].parameterWords)
          let launches = !words.isDisjoint(with: ["didFinishLaunchingWithOptions", "willFinishLaunchingWithOptions"])
          if (appDelegate && name == "application" && launches)
            || (sceneDelegate && name == "scene" && words.contains("willConnectTo"))
            || (supertypes.contains("App") && ["body", "init"].contains(name))
          {
            result.append(Ref(file: file, function: index))
          }
        }
        if [.kotlin, .java].contains(outline.language), let owner, let name {
          // The process starts in the Application's onCreate, the first screen in the
          // launcher activity's lifecycle.
          let type = outline.types.first { $0.name == owner }
          let isApplication = type?.supertypes.first.map { $0 == "Application" || $0 == "MultiDexApplication" } ?? false
          if (isApplication && name == "onCreate")
            || (launchers.contains(owner) && ["onCreate", "onStart", "onResume"].contains(name))
          {
            result.append(Ref(file: file, function: index))
          }
        }
      }
      for callIndex in outline.calls.indices
      where ["registerComponent", "registerRootComponent"].contains(outline.calls[callIndex].name) {
        for word in outline.calls[callIndex].argumentWords where !word.isString {
          guard let candidates = byName[word.text], candidates.count == 1 else { continue }
          result.append(candidates[0])
        }
      }
    }
    return result
  }

  /// Every function that runs at start, with the chain from an entry point that reaches it.
  public func startPaths(from entries: [Ref]) -> [Ref: StartPath] {
    var paths: [Ref: StartPath] = [:]
    var queue: [Ref] = []
    for entry in entries where paths[entry] == nil {
      paths[entry] = [entry]
      queue.append(entry)
    }
    var next = 0
    while next < queue.count {
      let current = queue[next]
      next += 1
      let path = paths[current] ?? [current]
      for target in runsAtOnce(from: current) where paths[target] == nil {
        paths[target] = path + [target]
        queue.append(target)
      }
    }
    return paths
  }

  /// The functions `ref` runs at once.
  private func runsAtOnce(from ref: Ref) -> [Ref] {
    let outline = outlines[ref.file]
    var result: [Ref] = []
    for index in outline.functions.indices where outline.functions[index].parent == ref.function {
      if let passedTo = outline.functions[index].passedTo,
        Self.immediateClosures.contains(passedTo) || Self.rootViewClosures.contains(passedTo)
      {
        result.append(Ref(file: ref.file, function: index))
      }
    }
    let buildsRoot = outline.functions[ref.function].passedTo.map(Self.rootViewClosures.contains) ?? false
    for callIndex in outline.calls.indices where outline.calls[callIndex].function == ref.function {
      let name = outline.calls[callIndex].name
      if let candidates = byName[name] {
        let local = candidates.filter { $0.file == ref.file }
        // Only a call one function answers: a name several share may be any of them.
        if candidates.count == 1 { result.append(candidates[0]) } else if local.count == 1 { result.append(local[0]) }
      }
      // A constructor (`RiderApp()`, Dart's private `_RiderAppState()`).
      if name.drop(while: { $0 == "_" }).first?.isUppercase == true {
        result += startMethods(of: name, drawn: buildsRoot)
      }
    }
    return result
  }

  /// The start methods of the type `name`, when one type of the app has that name; Flutter's
  /// `createState` leads to its state class, whose `initState` runs then. A view `drawn` at
  /// launch (the root of a `WindowGroup`) has its `body` run too.
  private func startMethods(of name: String, drawn: Bool = false) -> [Ref] {
    var result: [Ref] = []
    var owners = 0
    for (file, outline) in outlines.enumerated() where outline.types.contains(where: { $0.name == name }) {
      owners += 1
      for index in outline.functions.indices
      where outline.functions[index].owner == name
        && (Self.startMethods.contains(outline.functions[index].name ?? "")
          || (drawn && outline.functions[index].name == "body"))
      {
        result.append(Ref(file: file, function: index))
      }
    }
    return owners == 1 ? result : []
  }
}
