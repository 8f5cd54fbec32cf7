#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The files on disk, with some of them replaced by bytes held in memory: an editor's unsaved
/// buffers over the app it belongs to. The app is judged as a whole, so the files that are not
/// open still come from disk; a buffer of a file not yet saved joins the run as a new file.
struct OverlaySource: InputSource {
  var disk: DiskSource
  /// Bytes by absolute path, in place of the disk's.
  var overlay: [String: [UInt8]]

  func discover() -> (entries: [InputEntry], notifications: [ToolNotification]) {
    var (entries, notifications) = disk.discover()
    let found = Set(entries.map(\.key))
    // A buffer never saved is not on disk for the walk to find; it is linted where it would be.
    let root = disk.discovery.root
    let prefix = root == "/" ? "/" : root + "/"
    for key in overlay.keys.sorted() where !found.contains(key) && key.hasPrefix(prefix) {
      let path = String(key.dropFirst(prefix.count))
      guard !disk.discovery.isExcluded(path), let kind = InputKind.classify(path: path) else { continue }
      entries.append(InputEntry(path: path, kind: kind, key: key))
    }
    // The note that nothing was found is wrong when a buffer was found after all.
    if entries.contains(where: { $0.kind.reading != .notLinted }) {
      let nothing = DiskSource.nothingFound(disk.paths.map(disk.discovery.relativePath))
      notifications.removeAll { $0 == nothing }
    }
    return (entries, notifications)
  }

  func locate(_ paths: [String]) -> [InputEntry] {
    disk.locate(paths)
  }

  func read(_ entry: InputEntry, limit: Int) -> Result<[UInt8], FileSystemCalls.ReadFailure> {
    guard let bytes = overlay[entry.key] else { return disk.read(entry, limit: limit) }
    return bytes.count > limit ? .failure(.tooLarge(size: bytes.count)) : .success(bytes)
  }
}
