import Foundation
import ZIPFoundation

/// The builds a store receives, read where they lie: an `.ipa`, `.apk` or `.aab` (ZIP
/// archives) found by another source is opened in place and its entries become files of the
/// run, at logical paths such as `app.ipa!/Payload/App.app/Info.plist`. Entries are inflated
/// in memory, one at a time, under `ArchiveLimits`; nothing is written to disk. Every other
/// file comes from the wrapped source unchanged. Only archives on disk are opened:
/// ZIPFoundation's reader of archives held in memory traps on some damaged archives (a range
/// past the data in `MemoryFile.readData`, found by the `archive` fuzz target), while its
/// reader of files goes through `fread`, which cannot.
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
    guard let file = FileHandle(forReadingAtPath: member.archive.key) else {
      return .failure(.refused("the archive could not be opened again"))
    }
    defer { try? file.close() }
    return inflate(member, from: file, limit: limit)
  }

  /// The archive's entries of kinds a build holds, with a notification for each entry that
  /// is refused (a name that leaves the archive, a duplicate) and for a damaged directory.
  private func open(_ archiveEntry: InputEntry) -> (entries: [InputEntry], notifications: [ToolNotification]) {
    var handle = ArchiveHandle(path: archiveEntry.path, key: archiveEntry.key, build: BuildKind(archiveEntry.path))
    handle.size = FileSystemCalls.status(archiveEntry.key, followLinks: true)?.size ?? 0
    guard isOnDisk(archiveEntry) else {
      return ([], [handle.problem("an archive is read only from a file on disk; skipped")])
    }
    let archive: Archive
    do {
      archive = try openArchive(handle)
    } catch {
      return ([], [handle.problem("not a ZIP archive or its end of central directory is missing; skipped")])
    }
    var notifications: [ToolNotification] = []
    let expected = ZIPDirectoryCount.expected(in: handle.key)
    let dataOffsets = ZIPDataOffsets.read(handle.key, limit: limits.entryCount)
    var listed: [(name: String, entry: Entry, dataOffset: Int?)] = []
    var count = 0
    for entry in archive {
      count += 1
      if count > limits.entryCount {
        notifications.append(handle.problem("holds more than \(limits.entryCount) entries; the rest is skipped"))
        break
      }
      guard entry.type == .file else { continue }
      listed.append((entry.path, entry, count - 1 < dataOffsets.count ? dataOffsets[count - 1] : nil))
    }
    if let expected, count < expected, count <= limits.entryCount {
      notifications.append(
        handle.problem(
          "its central directory lists \(expected) entries but only \(count) could be read (truncated or damaged); "
            + "the entries read are linted"))
    }
    let names = Dictionary(grouping: listed.map(\.name)) { $0 }
    var entries: [InputEntry] = []
    var reported = Set<String>()
    for (name, entry, dataOffset) in listed {
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
      index.add(ArchiveMember(archive: handle, name: name, entry: entry, dataOffset: dataOffset), key: key)
      entries.append(InputEntry(path: path, kind: kind, key: key))
    }
    return (entries, notifications)
  }

  private func isOnDisk(_ entry: InputEntry) -> Bool {
    entry.key.hasPrefix("/") && FileManager.default.fileExists(atPath: entry.key)
  }

  private func openArchive(_ handle: ArchiveHandle) throws -> Archive {
    try Archive(url: URL(fileURLWithPath: handle.key), accessMode: .read)
  }

  /// The entry's bytes, inflated chunk by chunk (ZIPFoundation's inflater, fed from the
  /// entry's data and never past it) and stopped as soon as a limit is crossed.
  private func inflate(
    _ member: ArchiveMember, from file: FileHandle, limit: Int
  ) -> Result<[UInt8], FileSystemCalls.ReadFailure> {
    let entry = member.entry.value
    let compressed = Int(clamping: entry.compressedSize)
    let stored = entry.isCompressed ? compressed : Int(clamping: entry.uncompressedSize)
    guard let start = member.dataOffset else {
      return .failure(.refused("its local header could not be read"))
    }
    guard stored <= member.archive.size - start else {
      return .failure(
        .refused("its directory entry claims \(stored) bytes of data, past the end of the archive"))
    }
    let entryLimit = min(limit, limits.entrySize)
    var bytes: [UInt8] = []
    // The declared size is only a hint (the consumer enforces the limits), but it saves
    // copying a large binary as it grows.
    bytes.reserveCapacity(min(Int(clamping: entry.uncompressedSize), entryLimit))
    var refusal: FileSystemCalls.ReadFailure?
    let consume = { (chunk: Data) throws in
      if bytes.count + chunk.count > entryLimit {
        refusal = .tooLarge(size: max(Int(clamping: entry.uncompressedSize), bytes.count + chunk.count))
        throw ArchiveStop()
      }
      bytes += chunk
      if bytes.count > limits.ratioFloor, bytes.count / max(compressed, 1) > limits.ratio {
        refusal = .refused(
          "inflates to over \(limits.ratio) times its compressed size of \(compressed) bytes (a ZIP bomb?)")
        throw ArchiveStop()
      }
      if !index.spend(chunk.count, of: member.archive.key, limit: limits.total) {
        refusal = .refused("the archive inflates to more than \(limits.total) bytes in all; the rest is skipped")
        throw ArchiveStop()
      }
    }
    // Reads the entry's data only: a stream that has not ended by then is cut short.
    let provide = { (position: Int64, size: Int) throws -> Data in
      let remaining = stored - Int(position)
      guard remaining > 0 else {
        refusal = .refused("its compressed data ends before the deflate stream does (truncated)")
        throw ArchiveStop()
      }
      try file.seek(toOffset: UInt64(start) + UInt64(position))
      var chunk = try file.read(upToCount: min(size, remaining)) ?? Data()
      guard !chunk.isEmpty else {
        refusal = .refused("its data is cut short by the end of the archive")
        throw ArchiveStop()
      }
      // ZIPFoundation's inflater hands zlib `size` bytes whatever the chunk holds (zlib read
      // past a shorter last chunk, found by the archive fuzz target): the chunk is padded, and
      // the padding is never reached by a stream that ends in the entry's data; one that does
      // not end there is refused at the next call, and garbage fails the CRC.
      if chunk.count < size { chunk.append(Data(count: size - chunk.count)) }
      return chunk
    }
    do {
      var checksum: CRC32 = 0
      if entry.isCompressed {
        checksum = try Data.decompress(
          size: Int64(compressed), bufferSize: 64 * 1024, skipCRC32: false, provider: provide, consumer: consume)
      } else {
        var position = 0
        while position < stored {
          let chunk = try provide(Int64(position), 64 * 1024).prefix(stored - position)
          checksum = chunk.crc32(checksum: checksum)
          try consume(chunk)
          position += chunk.count
        }
      }
      guard checksum == entry.checksum else { return .failure(.refused("its CRC-32 does not match")) }
    } catch {
      if let refusal { return .failure(refusal) }
      return .failure(.refused("its data could not be inflated (damaged or truncated)"))
    }
    return .success(bytes)
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

/// Thrown from the inflater's consumer to stop at a limit.
private struct ArchiveStop: Error {}

/// One archive of the run: where it is reported and read, and what build it is.
struct ArchiveHandle: Sendable {
  var path: String
  var key: String
  var build: BuildKind
  /// The archive's size in bytes, which no entry's data can exceed.
  var size = 0

  func problem(_ message: String, entry: String? = nil) -> ToolNotification {
    ToolNotification(
      path: entry.map { path + ArchivePath.separator + $0 } ?? path, message: message, severity: .error)
  }
}

/// A ZIP entry, which ZIPFoundation does not mark `Sendable`: a value of plain fields that is
/// only read after it is stored.
struct SendableEntry: @unchecked Sendable {
  let value: Entry
}

/// One entry of an archive, as `read` finds it again.
struct ArchiveMember: Sendable {
  var archive: ArchiveHandle
  var name: String
  var entry: SendableEntry
  /// Where its data starts (`ZIPDataOffsets`), or `nil` when its local header is unreadable.
  var dataOffset: Int?

  init(archive: ArchiveHandle, name: String, entry: Entry, dataOffset: Int?) {
    self.archive = archive
    self.name = name
    self.entry = SendableEntry(value: entry)
    self.dataOffset = dataOffset
  }
}

/// What `discover()` learns and `read` needs, shared by the concurrent reads: the members by
/// key, and the bytes inflated from each archive so far.
final class ArchiveIndex: @unchecked Sendable {
  private let lock = NSLock()
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
