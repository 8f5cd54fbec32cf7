import Foundation

/// Runs permlint: files → documents with positions → apps → rules → findings.
public struct Linter: Sendable {
  /// Files larger than this are not parsed; real manifests are far smaller.
  public static let defaultMaximumFileSize = 8 * 1024 * 1024

  /// The rules to run.
  public var rules: [Rule]
  /// Permission knowledge.
  public var catalog: PermissionCatalog
  /// Severity overrides and exclusions.
  public var configuration: Configuration
  /// Largest file, in bytes, that is parsed.
  public var maximumFileSize: Int
  /// How many files are read and parsed at once. Output never depends on it.
  public var jobs: Int

  /// Creates a linter.
  public init(
    configuration: Configuration = Configuration(), rules: [Rule] = RuleRegistry.all,
    catalog: PermissionCatalog = .builtIn, maximumFileSize: Int? = nil, jobs: Int? = nil
  ) {
    self.configuration = configuration
    self.rules = rules
    self.catalog = catalog
    self.maximumFileSize = maximumFileSize ?? configuration.maximumFileSize ?? Linter.defaultMaximumFileSize
    self.jobs = max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount)
  }

  /// Lints files and directories on disk. `root` is the absolute directory that reported
  /// paths are relative to.
  public func lint(paths: [String], root: String) async -> LintReport {
    let discovery = FileDiscovery(root: root, excludes: configuration.excludes)
    let discovered = discovery.discover(paths)
    // Configuration files are read by the front end before linting, not linted.
    let files = discovered.files.filter { FileKind.classify(path: $0.path) != .configuration }
    let notifications = discovered.notifications
    let limit = maximumFileSize
    let loaded = await Self.concurrentMap(files, jobs: jobs) { file -> Result<SourceFile, ToolNotification> in
      Self.read(file, limit: limit)
    }
    var sources: [SourceFile] = []
    var allNotifications = notifications
    for result in loaded {
      switch result {
      case .success(let source): sources.append(source)
      case .failure(let notification): allNotifications.append(notification)
      }
    }
    var report = await lint(files: sources)
    report = LintReport(
      findings: report.findings, notifications: report.notifications + allNotifications, rules: report.rules,
      fileCount: sources.count)
    return report
  }

  /// Lints files already in memory, such as rule examples or editor buffers.
  public func lint(files: [SourceFile]) async -> LintReport {
    let catalog = self.catalog
    let documents = await Self.concurrentMap(files, jobs: jobs) { file -> ParsedDocument in
      guard let kind = FileKind.classify(path: file.path) else { return .ignored }
      return ParsedDocument.parse(file, kind: kind, catalog: catalog)
    }
    var findings: [Finding] = []
    var notifications: [ToolNotification] = []
    for app in AppGrouping.apps(from: documents) {
      notifications += app.unusedInfoPlistNotifications
      let context = RuleContext(app: app, catalog: catalog, configuration: configuration)
      for rule in rules {
        let override = configuration.ruleSeverities[rule.id]
        if case .some(.none) = override { continue }
        for var finding in rule.check(context) {
          if case .some(.some(let severity)) = override { finding.severity = severity }
          findings.append(finding)
        }
      }
    }
    return LintReport(
      findings: FindingMerger.merge(findings), notifications: notifications, rules: rules.map(\.descriptor),
      fileCount: files.count)
  }

  private static func read(_ file: DiscoveredFile, limit: Int) -> Result<SourceFile, ToolNotification> {
    // Only the folder of a localized resource matters: its contents are never read.
    if case .localizedResource = FileKind.classify(path: file.path) {
      return .success(SourceFile(path: file.path, bytes: []))
    }
    let attributes = try? FileManager.default.attributesOfItem(atPath: file.absolutePath)
    if let size = (attributes?[.size] as? NSNumber)?.intValue, size > limit {
      return .failure(
        ToolNotification(
          path: file.path, message: "file is \(size) bytes, over the \(limit)-byte limit; skipped", severity: .warning))
    }
    guard let data = FileManager.default.contents(atPath: file.absolutePath) else {
      return .failure(ToolNotification(path: file.path, message: "file could not be read; skipped", severity: .error))
    }
    return .success(SourceFile(path: file.path, bytes: Array(data)))
  }

  /// Maps with at most `jobs` transforms running at once and returns results in input
  /// order, so output never depends on scheduling.
  static func concurrentMap<Input: Sendable, Output: Sendable>(
    _ inputs: [Input], jobs: Int, _ transform: @escaping @Sendable (Input) -> Output
  ) async -> [Output] {
    await withTaskGroup(of: (Int, Output).self) { group in
      var results = [Output?](repeating: nil, count: inputs.count)
      var next = 0
      while next < min(jobs, inputs.count) {
        let index = next
        group.addTask { (index, transform(inputs[index])) }
        next += 1
      }
      for await (index, output) in group {
        results[index] = output
        if next < inputs.count {
          let index = next
          group.addTask { (index, transform(inputs[index])) }
          next += 1
        }
      }
      return results.compactMap { $0 }
    }
  }
}
