#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The builds a store receives, read where they lie: an `.ipa`, `.apk` or `.aab` (ZIP
/// archives) found by another source is opened in place and its entries become files of the
/// run, at logical paths such as `app.ipa!/Payload/App.app/Info.plist`. Entries are inflated
/// in memory, one at a time, under `ArchiveLimits`; nothing is written to disk. Every other
/// file comes from the wrapped source unchanged. An archive on disk is read where it lies
/// (`pread`, never whole); one the wrapped source holds in memory is read from its bytes.
struct ArchiveSource<Inner: InputSource>: InputSource {
  var inner: Inner
  var limits = ArchiveLimits()
  /// The entries of every archive opened by `discover()`, for `read`.
  private let index = ArchiveIndex()

  init(inner: Inner, limits: ArchiveLimits = ArchiveLimits()) {
    self.inner = inner
    self.limits = limits
  }

  func discover() -> (entries: [InputEntry], notifications: [ToolNotification]) {
    let (found, innerNotifications) = inner.discover()
    var entries: [InputEntry] = []
    var notifications = innerNotifications
    for entry in found {
      guard entry.kind.reading == .archive else {
        entries.append(entry)
        continue
      }
      let opened = open(entry)
      entries += opened.entries
      notifications += opened.notifications
    }
    return (entries, notifications)
  }

  func locate(_ paths: [String]) -> [InputEntry] {
    // Documents inside a build name no other file; the wrapped source answers for the rest.
    inner.locate(paths.filter { !$0.contains(ArchivePath.separator) })
  }

  func read(_ entry: InputEntry, limit: Int) -> Result<[UInt8], FileSystemCalls.ReadFailure> {
    guard let member = index.member(entry.key) else { return inner.read(entry, limit: limit) }
    guard let input = member.archive.input() else {
      return .failure(.refused("the archive could not be opened again"))
    }
    return ZIPInflater.contents(of: member.entry, in: input, limit: limit, limits: limits) { [index, limits] count in
      index.spend(count, of: member.archive.key, limit: limits.total)
    }
  }

  /// The archive's entries of kinds a build holds, with a notification for each entry that
  /// is refused (a name that leaves the archive, a duplicate) and for a damaged directory.
  private func open(_ archiveEntry: InputEntry) -> (entries: [InputEntry], notifications: [ToolNotification]) {
    var handle = ArchiveHandle(path: archiveEntry.path, key: archiveEntry.key, build: BuildKind(archiveEntry.path))
    if !isOnDisk(archiveEntry) {
      // An editor's buffer, a test: the wrapped source holds the bytes.
      guard case .success(let bytes) = inner.read(archiveEntry, limit: Int.max) else {
        return ([], [handle.problem("the archive could not be read; skipped")])
      }
      handle.bytes = bytes
    }
    guard let input = handle.input(), let listing = ZIPDirectory.read(input, limit: limits.entryCount) else {
      return ([], [handle.problem("not a ZIP archive or its end of central directory is missing; skipped")])
    }
    var notifications: [ToolNotification] = []
    let count = listing.entries.count
    if count > limits.entryCount {
      notifications.append(handle.problem("holds more than \(limits.entryCount) entries; the rest is skipped"))
    } else if count < listing.expected {
      notifications.append(
        handle.problem(
          "its central directory lists \(listing.expected) entries but only \(count) could be read (truncated or "
            + "damaged); the entries read are linted"))
    }
    let listed = listing.entries.prefix(limits.entryCount).filter(\.isFile)
    let names = Dictionary(grouping: listed.map(\.name)) { $0 }
    var entries: [InputEntry] = []
    var reported = Set<String>()
    for entry in listed {
      let name = entry.name
      if let problem = ArchivePath.problem(name) {
        notifications.append(handle.problem("entry \(ArchivePath.quoted(name)) \(problem); skipped", entry: nil))
        continue
      }
      let path = handle.path + ArchivePath.separator + name
      guard let kind = InputKind.classify(path: path), handle.build.reads(kind, at: name) else { continue }
      if names[name, default: []].count > 1 {
        // Which copy a device installs is not defined: neither is judged.
        if reported.insert(name).inserted {
          notifications.append(
            handle.problem("entry is listed \(names[name, default: []].count) times; none is read", entry: name))
        }
        continue
      }
      let key = handle.key + "\u{0}" + name
      index.add(ArchiveMember(archive: handle, entry: entry), key: key)
      entries.append(InputEntry(path: path, kind: kind, key: key))
    }
    // A build laid out otherwise (an .ipa zipped from the folder above Payload/) would
    // otherwise pass as a clean app.
    if entries.isEmpty && notifications.isEmpty {
      notifications.append(
        handle.problem("holds nothing where a store reads it (\(handle.build.layout)); nothing of it is linted"))
    }
    return (entries, notifications)
  }

  private func isOnDisk(_ entry: InputEntry) -> Bool {
    entry.key.hasPrefix("/") && FileSystemCalls.status(entry.key, followLinks: true)?.isDirectory == false
  }
}

/// The hard limits on what a build may make permlint inflate.
struct ArchiveLimits: Sendable {
  /// The largest entry inflated, whatever the file limit: an app's binary can be large.
  var entrySize = 512 * 1024 * 1024
  /// All entries of one archive together.
  var total = 2 * 1024 * 1024 * 1024
  /// How many times its compressed size an entry may inflate to…
  var ratio = 100
  /// …once it is past this size (small files of repeated text compress well).
  var ratioFloor = 1024 * 1024
  /// Entries listed in one archive.
  var entryCount = 200_000
}

/// One archive of the run: where it is reported and read, and what build it is.
struct ArchiveHandle: Sendable {
  var path: String
  var key: String
  var build: BuildKind
  /// The archive's bytes when the wrapped source holds it in memory; `nil` for a file on disk.
  var bytes: [UInt8]?

  /// The archive, opened for reading.
  func input() -> ZIPInput? {
    if let bytes { return ZIPInput(bytes: bytes) }
    return ZIPInput(path: key)
  }

  func problem(_ message: String, entry: String? = nil) -> ToolNotification {
    ToolNotification(
      path: entry.map { path + ArchivePath.separator + $0 } ?? path, message: message, severity: .error)
  }
}

/// One entry of an archive, as `read` finds it again.
struct ArchiveMember: Sendable {
  var archive: ArchiveHandle
  var entry: ZIPEntry
}

/// What `discover()` learns and `read` needs, shared by the concurrent reads: the members by
/// key, and the bytes inflated from each archive so far.
final class ArchiveIndex: @unchecked Sendable {
  private let lock = Lock()
  private var members: [String: ArchiveMember] = [:]
  private var spent: [String: Int] = [:]

  func add(_ member: ArchiveMember, key: String) { lock.withLock { members[key] = member } }
  func member(_ key: String) -> ArchiveMember? { lock.withLock { members[key] } }

  /// Adds `count` inflated bytes to the archive's total; `false` once the total passes `limit`.
  func spend(_ count: Int, of key: String, limit: Int) -> Bool {
    lock.withLock {
      spent[key, default: 0] += count
      return spent[key, default: 0] <= limit
    }
  }
}
