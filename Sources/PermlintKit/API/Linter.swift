import Dispatch

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Runs permlint: files → documents with positions → apps → rules → findings.
public struct Linter: Sendable {
  /// Files larger than this are not parsed; real manifests are far smaller.
  public static let defaultMaximumFileSize = 8 * 1024 * 1024

  /// The rules to run.
  public var rules: [Rule]
  /// Permission knowledge.
  @_spi(Testing) public var catalog: PermissionCatalog {
    get { givenCatalog ?? .builtIn }
    set { givenCatalog = newValue }
  }
  /// The catalog the linter was given; `nil` for the built-in one, which a run builds on
  /// another thread while it walks the tree (`lint(source:)`).
  private var givenCatalog: PermissionCatalog?
  /// Severity overrides and exclusions.
  public var configuration: Configuration
  /// Largest file, in bytes, that is parsed.
  public var maximumFileSize: Int
  /// How many files are read and parsed at once. Output never depends on it.
  public var jobs: Int
  /// Told, from the tasks that read files, how many files have been read of how many found
  /// so far; for a progress line. It must return quickly.
  public typealias Progress = @Sendable (_ read: Int, _ found: Int) -> Void
  /// Called as files are read; `nil` for none.
  public var progress: Progress?
  /// The day (`YYYY-MM-DD`, UTC) that picks the Google Play target requirement in force;
  /// today unless set.
  public var today: String = Linter.currentDay()

  /// Creates a linter with the built-in rules data. `maximumFileSize` defaults to the
  /// configuration's, `jobs` to the number of processors.
  public init(
    configuration: Configuration = Configuration(), rules: [Rule] = RuleRegistry.all,
    maximumFileSize: Int? = nil, jobs: Int? = nil
  ) {
    self.init(
      configuration: configuration, rules: rules, givenCatalog: nil, maximumFileSize: maximumFileSize, jobs: jobs)
  }

  /// Creates a linter with another catalog of permission knowledge.
  @_spi(Testing) public init(
    configuration: Configuration = Configuration(), rules: [Rule] = RuleRegistry.all,
    catalog: PermissionCatalog, maximumFileSize: Int? = nil, jobs: Int? = nil
  ) {
    self.init(
      configuration: configuration, rules: rules, givenCatalog: catalog, maximumFileSize: maximumFileSize, jobs: jobs)
  }

  private init(
    configuration: Configuration, rules: [Rule], givenCatalog: PermissionCatalog?, maximumFileSize: Int?, jobs: Int?
  ) {
    self.configuration = configuration
    self.rules = rules
    self.givenCatalog = givenCatalog
    self.maximumFileSize = maximumFileSize ?? configuration.maximumFileSize ?? Linter.defaultMaximumFileSize
    self.jobs = max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount)
  }

  /// Lints files and directories on disk. `root` is the absolute directory that reported
  /// paths are relative to.
  public func lint(paths: [String], root: String) async -> LintReport {
    await lint(source: ArchiveSource(inner: diskSource(paths: paths, root: root)))
  }

  /// Lints files and directories on disk as `lint(paths:root:)` does, with some files' bytes
  /// taken from memory instead of the disk: an editor's unsaved buffers, keyed by absolute
  /// path. The rest of each app is read from disk, so a buffer is judged with its app.
  public func lint(paths: [String], root: String, overlay: [String: [UInt8]]) async -> LintReport {
    await lint(
      source: ArchiveSource(inner: OverlaySource(disk: diskSource(paths: paths, root: root), overlay: overlay)))
  }

  /// The absolute paths of the files a lint of `paths` starts from (before the files they
  /// name), with the closest configuration file: what a watcher polls for changes.
  public func inputFiles(paths: [String], root: String) -> [String] {
    diskSource(paths: paths, root: root).discover().entries.map(\.key)
  }

  private func diskSource(paths: [String], root: String) -> DiskSource {
    var discovery = FileDiscovery(root: root, excludes: configuration.excludes)
    discovery.androidVariant = configuration.androidVariant
    discovery.jobs = jobs
    return DiskSource(discovery: discovery, paths: paths)
  }

  /// Lints files already in memory, such as rule examples or editor buffers, as the same files
  /// on disk would be linted.
  public func lint(files: [SourceFile]) async -> LintReport {
    await lint(source: ArchiveSource(inner: MemorySource(files: files)))
  }

  /// Lints the files of a source: reads and parses them (`InputRounds`), then groups them into
  /// apps and runs the rules.
  func lint(source: some InputSource) async -> LintReport {
    // The built-in catalog (about 5 ms of decoding the embedded rules data) is begun on another
    // thread while the tree is walked, which needs none of it: a run asks for it once the walk
    // is done and makes the half not yet taken (`BuiltInCatalog`, issue 23). Once a process:
    // later runs (a watch, an editor's) find it made.
    if givenCatalog == nil, jobs > 1 { _ = Self.builtInCatalogMadeAhead }
    return await StringInterner.withRunInterner {
      var input = await InputRounds.read(
        source, limit: maximumFileSize, jobs: jobs, catalog: { catalog }, progress: progress)
      let nested = NestedConfigurations.read(
        input.configurations, from: source, limit: maximumFileSize, runPath: configuration.path)
      // The app's code files whose structure the flows need after all are read again, by path.
      let entries = input.codeEntries
      let limit = maximumFileSize
      let readCode: CodeFlowClosure.Reader = { path in
        guard let entry = entries[path], case .success(let bytes) = source.read(entry, limit: limit) else { return nil }
        return SourceFile(path: path, bytes: bytes)
      }
      // The documents are handed over, not shared: each app's are freed once its rules ran.
      let parsed = input.parsed
      input.parsed = []
      return await lint(parsed: consume parsed, unread: input.unread, nested: nested.configurations, readCode: readCode)
        .adding(notifications: input.notifications + nested.notifications)
    }
  }

  /// What one app's task returns.
  private struct AppOutcome: Sendable {
    var findings: [Finding]
    /// Info.plists no target of the app uses, which are not linted.
    var unusedInfoPlists: [String]
    var notifications: [ToolNotification]
    /// Where the app's note about sources permlint does not read goes, and those sources.
    var unreadSources: (path: String, unread: [String])
    var app: ReportedApp
  }

  /// Groups parsed files into apps, runs every rule on every app and applies suppressions.
  private func lint(
    parsed: consuming [ParsedFile], unread: [UnreadInput], nested: NestedConfigurations,
    readCode: CodeFlowClosure.Reader?
  ) async -> LintReport {
    let catalog = self.catalog
    // Each file's document goes to the apps and its suppression comments stay here, so that no
    // document outlives its app's task; both are moved out of the list, last first from the
    // reversed list, instead of copied and released again on one thread.
    var parsed = parsed
    parsed.reverse()
    var documents: [any InputDocument] = []
    documents.reserveCapacity(parsed.count + unread.count)
    var paths: [String] = []
    paths.reserveCapacity(parsed.count)
    var suppressionComments: [String: [InlineSuppression]] = [:]
    while let file = parsed.popLast() {
      paths.append(file.path)
      if let document = file.document { documents.append(document) }
      if !file.suppressions.isEmpty { suppressionComments[file.path] = file.suppressions }
    }
    // A file that could not be read still joins its app, which then knows it is missing.
    documents += unread.map { $0 as any InputDocument }
    // Apps are independent: each app's rules run as one task, and the results are joined in
    // app order, so output never depends on scheduling.
    let texts = PurposeTextAnalyzer(catalog: catalog)
    let sharedCatalog = SharedCatalog(catalog)
    let vocabulary = catalog.codeFlows
    let rules = self.rules
    // Each rule's id and check, taken once: a copy of a whole rule per app retained every
    // field of its descriptor.
    let checks = rules.map { (id: $0.id, check: $0.check) }
    let configuration = self.configuration
    var android = AndroidBuildEnvironment()
    android.assumptions = catalog.androidTargets
    android.libraries = catalog.androidLibraries
    android.configuredTarget = configuration.androidTargetSdk
    android.today = today
    var grouped = AppGrouping.groups(from: documents, android: android, jobs: jobs)
    documents = []
    let environment = grouped.android
    let allComments = suppressionComments
    let closures = CodeFlowClosure.Cache()
    // The apps with the most code first (ties in app order): in the order of their roots, a
    // large app met last ran alone on one core at the end of the run while the others were done.
    let weights = grouped.apps.map(Self.codeWeight)
    let heaviestFirst = weights.indices.sorted { (-weights[$0], $0) < (-weights[$1], $1) }
    // Each app is taken out of the list by its task, so its documents and models are freed when
    // the task ends instead of when the last app is done.
    let waiting = TakeOnce(grouped.apps)
    grouped.apps = []
    var perApp = await Self.concurrentMap(Array(0..<waiting.count), jobs: jobs, order: heaviestFirst) {
      index -> AppOutcome in
      let (app, code) = CodeFlowClosure.complete(
        AppGrouping.resolved(waiting.take(index), android: environment), vocabulary: vocabulary,
        read: readCode,
        cache: closures)
      let configuration = nested.configuration(forAppAt: app.root, run: configuration)
      let context = RuleContext(
        app: app, catalog: sharedCatalog, configuration: configuration, texts: texts, code: code,
        inlineSuppressions: allComments, unreadCode: UnreadCodeOutlines(read: readCode, cache: closures))
      var findings: [Finding] = []
      for (id, check) in checks {
        if configuration.isOff(id) { continue }
        findings += check(context).compactMap { configuration.configured($0, ruleID: id) }
      }
      return AppOutcome(
        findings: findings,
        unusedInfoPlists: app.unusedInfoPlists.map(\.path) + app.templateTargets.compactMap { $0.plist?.path },
        notifications: app.unusedInfoPlistNotifications,
        unreadSources: (app.featureMap?.path ?? app.root, app.nativeCode.unreadSources), app: ReportedApp(app))
    }
    let unused = perApp.flatMap(\.unusedInfoPlists)
    let notifications =
      grouped.notifications + perApp.flatMap(\.notifications)
      + AppModel.unreadSourceNotices(perApp.map(\.unreadSources))
    // A file no app judges (an Info.plist no target uses) cannot use a suppression: its
    // comments and `ignore:` entries are neither applied nor reported as unused.
    let judged = Set(paths).subtracting(unused)
    let comments = allComments.filter { judged.contains($0.key) }
    let merged = FindingMerger.merge(perApp.flatMap(\.findings), isExpoConfig: ExpoKinds.isConfig)
    // The nested files' `ignore:` entries join the run's, each scoped to its folder.
    var suppressing = configuration
    suppressing.ignores += nested.ignores
    let (reported, suppressed, used) = SuppressionFilter(comments: comments, configuration: suppressing)
      .apply(to: merged)
    // Run-level rules see the whole run once, after the suppressions: their findings are
    // about the run itself and are not suppressed.
    let run = RunContext(
      comments: comments, linted: judged, configuration: suppressing, ranRuleIDs: Set(rules.map(\.id)),
      knownRuleIDs: RuleRegistry.all.map(\.id), used: used)
    var aboutRun: [Finding] = []
    for rule in rules where !configuration.isOff(rule.id) {
      guard let runCheck = rule.runCheck else { continue }
      aboutRun += runCheck(run).compactMap { configuration.configured($0, ruleID: rule.id) }
    }
    var report = LintReport(
      findings: reported + aboutRun, notifications: notifications, rules: rules.map(\.descriptor),
      fileCount: paths.count)
    report.suppressed = suppressed.sorted { $0.finding < $1.finding }
    report.apps = perApp.map(\.app)
    // What only the run needed is freed on another thread while the report is written: the
    // apps' findings (merged copies are reported), every file's path, and the
    // analyses of every text took 15 ms of one thread at the end of a run with 10,000
    // findings (issue 23).
    Self.freeElsewhere(perApp)
    perApp = []
    Self.freeElsewhere(paths)
    paths = []
    Self.freeElsewhere(texts.takeCache())
    return report
  }

  /// Starts making the built-in catalog on another thread, the first time it is asked for.
  private static let builtInCatalogMadeAhead: Void = DispatchQueue.global().async { _ = PermissionCatalog.builtIn }

  /// Frees `value` on another thread: the reference handed here is its last one.
  private static func freeElsewhere<Value: Sendable>(_ value: Value) {
    Task.detached(priority: .utility) { withExtendedLifetime(value) {} }
  }

  /// Today in UTC as `YYYY-MM-DD`.
  public static func currentDay() -> String {
    day(secondsSince1970: Int(Date().timeIntervalSince1970))
  }

  /// The UTC day of a moment as `YYYY-MM-DD`.
  static func day(secondsSince1970 seconds: Int) -> String {
    let moment = UTCDateTime(secondsSince1970: Int64(seconds))
    return "\(UTCDateTime.padded(moment.year, 4))-\(UTCDateTime.padded(moment.month, 2))-"
      + UTCDateTime.padded(moment.day, 2)
  }

  /// How much code an app's task reads and indexes, to start the largest first.
  private static func codeWeight(_ app: AppModel) -> Int {
    app.codeOutlines.count + app.deferredCode.count + app.nativeCode.appleSources.count
      + app.nativeCode.allAndroidSources.count
  }

  /// Maps with at most `jobs` transforms running at once and returns results in input
  /// order, so output never depends on scheduling.
  ///
  /// `jobs` worker tasks take the next input in turn until none is left: in input order, or
  /// in `order` (a permutation of the inputs' indices) when given. A task per input, with the
  /// group's owner woken to start the next one whenever one ended, spent a quarter of the
  /// reading of a tree of small files creating, scheduling and completing tasks.
  static func concurrentMap<Input: Sendable, Output: Sendable>(
    _ inputs: [Input], jobs: Int, order: [Int]? = nil, _ transform: @escaping @Sendable (Input) -> Output
  ) async -> [Output] {
    let workers = min(max(jobs, 1), inputs.count)
    guard workers > 1 else { return inputs.map(transform) }
    let slots = ResultSlots<Output>(count: inputs.count)
    let queue = WorkQueue(count: inputs.count)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<workers {
        group.addTask {
          while let next = queue.next() {
            let index = order?[next] ?? next
            slots.set(index, transform(inputs[index]))
          }
        }
      }
    }
    return slots.takeAll()
  }
}
