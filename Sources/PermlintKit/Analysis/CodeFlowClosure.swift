/// Completes an app's code model where its permission flows lead, and indexes it.
///
/// At parse time only the files that name a seed word of the flow vocabulary (a request, an
/// opener, a resume hook) have their structure read; the others wait as paths. Here the
/// index of the read files says which names it cannot settle (`unsettledNames`), the waiting
/// files that mention one are read, and so on until nothing new is needed. The index the
/// rules see is therefore the one the whole code would give for the flows they check, at the
/// cost of reading the few files those flows touch: an app that asks for nothing reads none.
enum CodeFlowClosure {
  /// Reads a file of the app's code by its path, `nil` when it cannot be read.
  typealias Reader = @Sendable (String) -> SourceFile?

  /// Words of the code where an app starts, whose files are read when the app asks for
  /// anything (`request-at-app-start` follows from them).
  static let entryWords = IdentifierSet([
    "runApp", "registerComponent", "registerRootComponent", "WindowGroup", "UIApplicationDelegate",
    "UIWindowSceneDelegate",
  ])

  /// How many rounds of reading at most: each follows the flows one file further (three
  /// levels of callers and the calls below them are reached in fewer).
  static let maximumRounds = 8

  /// The app with the code its flows lead to added to `codeOutlines`, and the index of its
  /// code.
  /// `app` is taken, not borrowed: the linter hands over each app it resolved, and a copy
  /// here retained and released every collection of the model once per app.
  static func complete(
    _ app: consuming AppModel, vocabulary: CodeFlowVocabulary, read: Reader?, cache: Cache? = nil
  ) -> (app: AppModel, index: CodeFlowIndex) {
    var app = app
    let outlines = app.allCodeOutlines
    // Most apps of a monorepo of manifests have no code: nothing to close or index.
    if outlines.isEmpty, app.deferredCode.isEmpty, app.nativeCode.appleSources.isEmpty,
      app.nativeCode.allAndroidSources.isEmpty
    {
      return (app, CodeFlowIndex(outlines, vocabulary: vocabulary))
    }
    // The apps of one React Native or Flutter project (its ios/ and android/ folders) share
    // its code: the closure is made once for them.
    // The files the feature map names as its flows' code are read whatever they mention.
    let named = Set(app.featureMap?.codeReferences.compactMap(\.reference.path) ?? [])
    let key = (outlines.map(\.path) + ["|"] + app.allDeferredCode.map(\.path) + ["|"] + named.sorted())
      .joined(separator: "\n")
    if let cached = cache?.value(for: key) {
      app.codeOutlines += cached.added
      return (app, cached.index)
    }
    let closed = close(
      outlines, waiting: app.allDeferredCode, named: named, vocabulary: vocabulary, read: read, cache: cache)
    cache?.store(closed, for: key)
    app.codeOutlines += closed.added
    return (app, closed.index)
  }

  /// The outlines the flows of `outlines` lead to among `waiting`, and the index of all.
  private static func close(
    _ outlines: [CodeOutline], waiting: [DeferredCode], named: Set<String>, vocabulary: CodeFlowVocabulary,
    read: Reader?, cache: Cache?
  ) -> (added: [CodeOutline], index: CodeFlowIndex) {
    func make(_ path: String, file: SourceFile?) -> CodeOutline? { Self.make(path, file: file, read: read) }
    func claimed(_ path: String, file: SourceFile?, in cache: Cache) -> CodeOutline?? {
      Self.claimed(path, file: file, read: read, in: cache)
    }
    func outline(_ path: String, file: SourceFile? = nil) -> CodeOutline? {
      Self.outline(of: path, file: file, read: read, cache: cache)
    }
    // The outlines of many files, in their order. The apps of a project close at once on
    // different tasks and read the same files in the same order: a file another task is
    // outlining is passed over and taken at the end, so that the tasks share the work
    // instead of each outlining every file (a third of rainbow's outlines were repeats).
    func outlined(_ paths: [String]) -> [CodeOutline] {
      guard let cache else { return paths.compactMap { make($0, file: nil) } }
      var result = [CodeOutline?](repeating: nil, count: paths.count)
      var passed: [Int] = []
      for (offset, path) in paths.enumerated() {
        if let outline = claimed(path, file: nil, in: cache) { result[offset] = outline } else { passed.append(offset) }
      }
      for offset in passed { result[offset] = cache.waitForOutline(of: paths[offset]) }
      return result.compactMap { $0 }
    }
    var outlines = outlines
    var waiting = waiting
    var added: [CodeOutline] = []
    if read != nil, !named.isEmpty {
      added = outlined(waiting.filter { named.contains($0.path) }.map(\.path))
      waiting.removeAll { named.contains($0.path) }
      outlines = (outlines + added).sorted { $0.path < $1.path }
    }
    let memo: CodeFlowIndex.FactsMemo? = cache.map { cache in { cache.facts(of: $0, $1) } }
    let names = cache?.names ?? CodeNameTable()
    // The index of the outlines as they stand, made only when a round's question was not
    // answered for the same outlines before (`Cache.rounds`) and kept until they change.
    var built: (key: String, index: CodeFlowIndex)?
    func index(of outlines: [CodeOutline], key: String) -> CodeFlowIndex {
      if let built, built.key == key { return built.index }
      let index = CodeFlowIndex(outlines, vocabulary: vocabulary, facts: memo, names: names)
      cache?.countIndexMade()
      built = (key, index)
      return index
    }
    func answers(_ outlines: [CodeOutline], unsettled: Bool) -> Cache.RoundAnswers {
      let key = Cache.key(outlines)
      var answers = cache?.answers(for: key) ?? Cache.RoundAnswers()
      if answers.hasRequests == nil || (unsettled && answers.unsettled == nil) {
        let index = index(of: outlines, key: key)
        answers.hasRequests = !index.requests.isEmpty
        if unsettled { answers.unsettled = index.unsettledNames() }
        cache?.store(answers, for: key)
      }
      return answers
    }
    func finalIndex(_ outlines: [CodeOutline]) -> CodeFlowIndex {
      let key = Cache.key(outlines)
      if built?.key != key, let known = cache?.index(for: key) { return known }
      let index = index(of: outlines, key: key)
      cache?.store(index, for: key)
      return index
    }
    guard let read else { return ([], finalIndex(outlines)) }
    // Where the app starts (`runApp`, `AppRegistry.registerComponent`, a SwiftUI `App`'s
    // `WindowGroup`, the app and scene delegates): a request reached from there is asked at
    // launch, and these files rarely name a permission API themselves.
    if !waiting.isEmpty, answers(outlines, unsettled: false).hasRequests == true {
      let entries = waiting.filter {
        Self.entryWords.mayOccur(in: $0.fingerprint)
          && (read($0.path).map { Self.entryWords.occurs(in: $0.bytes) } ?? false)
      }
      let found = outlined(entries.map(\.path))
      if !found.isEmpty {
        let paths = Set(entries.map(\.path))
        waiting.removeAll { paths.contains($0.path) }
        added += found
        outlines = (outlines + found).sorted { $0.path < $1.path }
      }
    }
    let total = outlines.count + waiting.count
    var settled: Set<String> = []
    for _ in 0..<maximumRounds where !waiting.isEmpty {
      let unsettled = answers(outlines, unsettled: true).unsettled ?? ([], [])
      let callers = unsettled.callers.subtracting(settled)
      let callees = unsettled.callees.subtracting(settled)
      guard !callers.isEmpty || !callees.isEmpty else { break }
      settled.formUnion(callers)
      settled.formUnion(callees)
      let callerSearch = IdentifierSet(callers)
      let calleeSearch = IdentifierSet(callees)
      let search = IdentifierSet(callers.union(callees))
      var found: [CodeOutline] = []
      var left: [DeferredCode] = []
      for code in waiting {
        // The fingerprint answers for most files: a file that may call one of `callers` or
        // declare one of `callees` is read, and outlined if the name is really there.
        guard callerSearch.mayOccur(in: code.fingerprint) || calleeSearch.mayBeDeclared(in: code.fingerprint),
          let file = read(code.path), search.occurs(in: file.bytes)
        else {
          left.append(code)
          continue
        }
        if let outline = outline(code.path, file: file) { found.append(outline) }
      }
      waiting = left
      guard !found.isEmpty else { break }
      // Flows that reach a large part of the code (a React Native app whose screens all ask
      // for something) are closed by reading the rest at once: one index instead of one per
      // round, the cost of reading the whole code, never more.
      if (added.count + found.count) * 4 > total {
        // Through the run's outlines too: the apps of a React Native project (its ios/ and
        // android/ folders, its native modules' example apps) each read the same rest.
        found += outlined(waiting.map(\.path))
        waiting = []
      }
      added += found
      outlines = (outlines + found).sorted { $0.path < $1.path }
    }
    return (added, finalIndex(outlines))
  }

  /// The outline of the file at `path` (`file` when it was read already), made once per run:
  /// apps that share a project outline its files once, and a file already read is not read
  /// again. `nil` when the file cannot be read.
  static func outline(of path: String, file: SourceFile? = nil, read: Reader?, cache: Cache?) -> CodeOutline? {
    guard let cache else { return make(path, file: file, read: read) }
    return claimed(path, file: file, read: read, in: cache) ?? cache.waitForOutline(of: path)
  }

  private static func make(_ path: String, file: SourceFile?, read: Reader?) -> CodeOutline? {
    guard let file = file ?? read?(path) else { return nil }
    return CodeOutline.read(file)
  }

  /// The outline of `path` if this task may have it now: made before, or made here; `nil`
  /// while another task is making it.
  private static func claimed(_ path: String, file: SourceFile?, read: Reader?, in cache: Cache) -> CodeOutline?? {
    switch cache.claimOutline(of: path) {
    case .made(let outline): return .some(outline)
    case .making: return nil
    case .yours:
      let outline = make(path, file: file, read: read)
      cache.finishOutline(outline, of: path)
      return .some(outline)
    }
  }

  /// The closures a run has made, by the code they were made from.
  final class Cache: @unchecked Sendable {
    private let lock = Lock()
    private var values: [String: (added: [CodeOutline], index: CodeFlowIndex)] = [:]
    /// The outlines of the run's files by path, `nil` for a file that has none; a path
    /// being outlined is `making` until its outline is stored, under `outlineLock`.
    private var outlines: [String: OutlineState] = [:]
    private let outlineLock = Lock()
    private var facts: [String: OutlineVocabularyFacts] = [:]
    /// The run's names of code, numbered.
    let names = CodeNameTable()

    func knownFacts(of path: String) -> OutlineVocabularyFacts? { lock.withLock { facts[path] } }

    func store(_ value: OutlineVocabularyFacts, for path: String) { lock.withLock { facts[path] = value } }

    private enum OutlineState {
      case making
      case made(CodeOutline?)
    }

    /// What a task that needs the outline of a path does.
    enum OutlineClaim {
      /// Takes it: made before (`nil` when the file has none).
      case made(CodeOutline?)
      /// Waits for it (`waitForOutline`) or comes back later: another task is making it.
      case making
      /// Makes it and hands it to `finishOutline`, which every task waiting for it needs.
      case yours
    }

    /// Claims the outline of `path`: `yours` once per path and run.
    func claimOutline(of path: String) -> OutlineClaim {
      outlineLock.withLock {
        switch outlines[path] {
        case .made(let outline): return .made(outline)
        case .making: return .making
        case nil:
          outlines[path] = .making
          claimed += 1
          return .yours
        }
      }
    }

    /// How many outlines the closures that used this cache made (`CodeFlowClosureTests`).
    var outlinesMade: Int { outlineLock.withLock { claimed } }
    private var claimed = 0

    /// Stores the outline of `path` that this task claimed, and wakes the tasks waiting for it.
    func finishOutline(_ outline: CodeOutline?, of path: String) {
      outlineLock.withLockBroadcasting { outlines[path] = .made(outline) }
    }

    /// The outline of `path`, claimed by another task, once that task has stored it.
    func waitForOutline(of path: String) -> CodeOutline? {
      outlineLock.wait {
        if case .made(let outline) = outlines[path] { return .some(outline) }
        return nil
      }
    }

    init() {}

    /// What a closure's round asks of the index of some outlines: whether the code requests
    /// anything, and the names it cannot settle (`CodeFlowIndex.unsettledNames`), each `nil`
    /// until asked.
    struct RoundAnswers {
      var hasRequests: Bool?
      var unsettled: (callers: Set<String>, callees: Set<String>)?
    }

    /// The answers of the rounds of every closure so far, by the paths of the outlines they
    /// were asked of, in order. The apps of a React Native project (its `android/` folder and
    /// each native module's) hold the same code but for a few native files the flows never
    /// reach: their closures go through the same rounds, and each round's index was made
    /// again for every app (two thirds of mattermost-mobile's run, issue 25). An index is
    /// a function of its outlines alone (one file per path in a run), so an answer given
    /// for the same outlines is the answer; the indexes themselves are not kept.
    private var rounds: [String: RoundAnswers] = [:]
    /// The indexes closures ended with, by the same key.
    private var indexes: [String: CodeFlowIndex] = [:]

    /// The key of `outlines` in `rounds` and `indexes`: their paths, in order.
    static func key(_ outlines: [CodeOutline]) -> String { outlines.map(\.path).joined(separator: "\n") }

    /// How many indexes the closures that used this cache made (`CodeFlowClosureTests`).
    var indexesMade: Int { lock.withLock { made } }
    private var made = 0

    func countIndexMade() { lock.withLock { made += 1 } }

    func answers(for key: String) -> RoundAnswers? { lock.withLock { rounds[key] } }

    func store(_ answers: RoundAnswers, for key: String) { lock.withLock { rounds[key] = answers } }

    func index(for key: String) -> CodeFlowIndex? { lock.withLock { indexes[key] } }

    func store(_ index: CodeFlowIndex, for key: String) { lock.withLock { indexes[key] = index } }

    func value(for key: String) -> (added: [CodeOutline], index: CodeFlowIndex)? {
      lock.withLock { values[key] }
    }

    func store(_ value: (added: [CodeOutline], index: CodeFlowIndex), for key: String) {
      lock.withLock { values[key] = value }
    }
  }
}
