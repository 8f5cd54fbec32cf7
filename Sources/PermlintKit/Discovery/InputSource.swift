#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A file an input source holds: its logical path (relative to the scanned root, or absolute
/// when outside it), its kind, and the key the source reads it by.
struct InputEntry: Sendable, Hashable {
  /// The path findings are reported at.
  var path: String
  /// What the file is read as.
  var kind: InputKind
  /// What the source reads the file by (an absolute path on disk), which also tells two
  /// entries for one file apart from two files.
  var key: String
}

/// Where files come from, before any is parsed: the disk walk, buffers in memory, and later an
/// archive's entries. A run asks for the files in rounds (the first round, then the files its
/// documents name) and reads each file once, through the source, under the size limit.
protocol InputSource: Sendable {
  /// The first round: every file of a kind permlint reads, with what the source noticed
  /// (broken links, unreadable folders, a path that holds nothing to read).
  func discover() -> (entries: [InputEntry], notifications: [ToolNotification])
  /// A later round: of the paths documents name, the files that exist and are not excluded.
  func locate(_ paths: [String]) -> [InputEntry]
  /// The bytes of a file of at most `limit` bytes.
  func read(_ entry: InputEntry, limit: Int) -> Result<[UInt8], FileSystemCalls.ReadFailure>
}

/// The files on disk under the paths a run is given.
struct DiskSource: InputSource {
  var discovery: FileDiscovery
  /// The paths the run was given, as the user wrote them.
  var paths: [String]

  func discover() -> (entries: [InputEntry], notifications: [ToolNotification]) {
    let discovered = discovery.discover(paths)
    let entries = discovered.files.compactMap { file in
      file.kind.map { InputEntry(path: file.path, kind: $0, key: file.absolutePath) }
    }
    var notifications = discovered.notifications
    if entries.allSatisfy({ $0.kind.reading == .notLinted }), notifications.isEmpty {
      notifications.append(Self.nothingFound(paths.map(discovery.relativePath)))
    }
    return (entries, notifications)
  }

  /// The note for a run that found nothing to read, which names what permlint reads: a
  /// wrong PATH otherwise passes as a clean app.
  static func nothingFound(_ paths: [String]) -> ToolNotification {
    ToolNotification(
      path: paths.count == 1 ? paths[0] : paths.joined(separator: ", "),
      message: "no file permlint reads was found; it reads \(InputKind.readableNames.joined(separator: ", "))",
      severity: .note)
  }

  func locate(_ paths: [String]) -> [InputEntry] {
    paths.compactMap { path in
      // A relative path is relative to the scanned root, like the paths of the documents
      // that name it.
      let absolute = path.hasPrefix("/") ? path : (discovery.root == "/" ? "/" : discovery.root + "/") + path
      guard !discovery.isExcluded(path), let kind = InputKind.classify(path: path),
        FileManager.default.fileExists(atPath: absolute)
      else { return nil }
      return InputEntry(path: path, kind: kind, key: absolute)
    }
  }

  func read(_ entry: InputEntry, limit: Int) -> Result<[UInt8], FileSystemCalls.ReadFailure> {
    FileSystemCalls.contents(of: entry.key, limit: limit)
  }
}

/// Files already in memory (rule examples, tests, an editor's buffers, stdin), by path.
struct MemorySource: InputSource {
  var files: [SourceFile]

  func discover() -> (entries: [InputEntry], notifications: [ToolNotification]) {
    let entries = files.compactMap { file in
      InputKind.classify(path: file.path).map { InputEntry(path: file.path, kind: $0, key: file.path) }
    }
    return (entries, [])
  }

  func locate(_ paths: [String]) -> [InputEntry] {
    let held = Set(files.map(\.path))
    return paths.compactMap { path in
      guard held.contains(path), let kind = InputKind.classify(path: path) else { return nil }
      return InputEntry(path: path, kind: kind, key: path)
    }
  }

  func read(_ entry: InputEntry, limit: Int) -> Result<[UInt8], FileSystemCalls.ReadFailure> {
    guard let file = files.first(where: { $0.path == entry.key }) else { return .failure(.unreadable) }
    return file.bytes.count > limit ? .failure(.tooLarge(size: file.bytes.count)) : .success(file.bytes)
  }
}
