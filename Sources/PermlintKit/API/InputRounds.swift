#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One file after parsing: its document and the suppression comments it holds, taken while its
/// bytes are at hand.
struct ParsedFile: Sendable {
  var path: String
  /// `nil` when the file has nothing to say (see `InputKind.parse`).
  var document: (any InputDocument)?
  var suppressions: [InlineSuppression]
}

/// Reads and parses the files of a source in rounds: the files it discovers, then the files
/// their documents name (settings.gradle's project folders, Flutter's plugins), until no new
/// file is named. Every file is read once, through the source, under the size limit.
enum InputRounds {
  static func read(
    _ source: some InputSource, limit: Int, jobs: Int, catalog: () -> PermissionCatalog,
    progress: Linter.Progress? = nil
  ) async -> (
    parsed: [ParsedFile], unread: [UnreadInput], configurations: [InputEntry], notifications: [ToolNotification],
    codeEntries: [String: InputEntry]
  ) {
    let discovered = source.discover()
    // Asked for after the walk, which needs none of it (`Linter.lint(source:)`).
    let catalog = catalog()
    var notifications = discovered.notifications
    // Configuration files are read by the front end before linting, not linted.
    var round = discovered.entries.filter { $0.kind.reading != .notLinted }
    var seen = Set(round.map(\.key))
    var parsed: [ParsedFile] = []
    var unread: [UnreadInput] = []
    // The app's code files whose structure was left for later, by path (`CodeFlowClosure`).
    var codeEntries: [String: InputEntry] = [:]
    let counter = ProgressCounter(progress)
    while !round.isEmpty {
      counter.add(total: round.count)
      // Each file is read and parsed in one task, so its bytes are freed as soon as it is
      // parsed instead of every file of a monorepo staying in memory until the end.
      let loaded = await Linter.concurrentMap(round, jobs: jobs) { entry -> Result<ParsedFile, ToolNotification> in
        defer { counter.step() }
        return read(entry, from: source, limit: limit).map { parse($0, kind: entry.kind, catalog: catalog) }
      }
      let start = parsed.count
      parsed.reserveCapacity(start + loaded.count)
      for (entry, result) in zip(round, loaded) {
        switch result {
        case .success(let file):
          if file.document?.isDeferredCode == true { codeEntries[file.path] = entry }
          parsed.append(file)
        case .failure(let notification):
          notifications.append(notification)
          unread.append(entry.kind.unread(entry.path))
        }
      }
      // Files found through build metadata: each once, and `exclude:` applies to them as to
      // the files the first round found.
      var named: [String] = []
      if parsed[start...].contains(where: { $0.document?.mayNameFiles == true }) {
        let known = Set(parsed.map(\.path))
        for file in parsed[start...] {
          for path in file.document?.namedFiles(known: known) ?? [] where !named.contains(path) { named.append(path) }
        }
      }
      round = source.locate(named).filter { $0.kind.reading != .notLinted && seen.insert($0.key).inserted }
    }
    return (parsed, unread, discovered.entries.filter { $0.kind == .configuration }, notifications, codeEntries)
  }

  private static func read(
    _ entry: InputEntry, from source: some InputSource, limit: Int
  ) -> Result<SourceFile, ToolNotification> {
    // Only the folder of a localized resource matters: its contents are never read.
    if entry.kind.reading == .nameOnly { return .success(SourceFile(path: entry.path, bytes: [])) }
    let limit = entry.kind.sizeLimit.map { max($0, limit) } ?? limit
    switch source.read(entry, limit: limit) {
    case .success(let bytes):
      return .success(SourceFile(path: entry.path, bytes: bytes))
    case .failure(.tooLarge(let size)):
      return .failure(
        ToolNotification(
          path: entry.path, message: "file is \(size) bytes, over the \(limit)-byte limit; skipped", severity: .warning)
      )
    case .failure(.unreadable):
      return .failure(ToolNotification(path: entry.path, message: "file could not be read; skipped", severity: .error))
    case .failure(.refused(let reason)):
      return .failure(ToolNotification(path: entry.path, message: "\(reason); skipped", severity: .error))
    }
  }

  private static func parse(_ file: SourceFile, kind: InputKind, catalog: PermissionCatalog) -> ParsedFile {
    ParsedFile(
      path: file.path, document: kind.document(file, catalog: catalog),
      suppressions: InlineSuppressionScanner.scan(file, kind: kind))
  }
}

/// Counts the files read for a `Linter.Progress` callback, from the tasks that read them.
private final class ProgressCounter: @unchecked Sendable {
  private let progress: Linter.Progress?
  private let lock = Lock()
  private var done = 0
  private var total = 0

  init(_ progress: Linter.Progress?) { self.progress = progress }

  func add(total more: Int) {
    guard progress != nil else { return }
    lock.withLock { total += more }
  }

  func step() {
    guard let progress else { return }
    let (done, total) = lock.withLock {
      self.done += 1
      return (self.done, self.total)
    }
    progress(done, total)
  }
}
