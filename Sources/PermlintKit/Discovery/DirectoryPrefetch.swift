import Dispatch

/// The directories of a tree listed ahead of the walk, several at once: listing a folder is
/// a few system calls that mostly wait on the file system, and a monorepo has tens of
/// thousands of folders. The walk (`FileDiscovery`) still decides everything in its own order
/// (links, exclusions, which of two paths to a folder is reported); it only finds each
/// folder's status and entries here instead of asking the file system itself.
///
/// Only real directories are listed ahead: links are left to the walk, which keeps the
/// visited folders that end a cycle. A folder the walk never descends into (`build`, `Pods`,
/// excluded paths) is not listed ahead either.
struct DirectoryPrefetch: Sendable {
  /// A folder's status and its entries sorted by name (`nil` when it could not be listed).
  struct Listing: Sendable {
    var status: FileSystemCalls.Status
    var entries: [FileSystemCalls.Entry]?
  }

  private var listings: [String: Listing] = [:]

  /// Lists every real directory below `roots` (absolute paths) that the walk of `discovery`
  /// may descend into, `jobs` at a time, one level of the tree after the other.
  init(roots: [String], discovery: FileDiscovery, jobs: Int) {
    // One at a time, the walk lists each folder itself when it comes to it, and no list of
    // every folder's entries need be held.
    guard jobs > 1 else { return }
    var level: [String] = roots
    let workers = jobs
    // Each folder is listed once, however many paths reach it (a bind mount of a parent), so
    // that a file system that loops ends here as the walk ends.
    var listed = Set<FileIdentity>()
    while !level.isEmpty {
      let current = level
      let results = Self.map(current, workers: workers) { path -> (Listing, [String])? in
        // Opened once for its status and its entries: a status by path and a listing by path
        // walked the path twice.
        guard let directory = FileSystemCalls.directory(path) else { return nil }
        let status = directory.status
        let entries = discovery.isUnreadable(path) ? nil : directory.entries?.sorted { $0.name < $1.name }
        var below: [String] = []
        for entry in entries ?? [] where entry.kind == .directory {
          guard !FileDiscovery.skippedDirectories.contains(entry.name) else { continue }
          let child = path == "/" ? "/\(entry.name)" : "\(path)/\(entry.name)"
          if discovery.isExcluded(discovery.relativePath(child)) { continue }
          below.append(child)
        }
        return (Listing(status: status, entries: entries), below)
      }
      level = []
      for (path, result) in zip(current, results) {
        guard let (listing, below) = result,
          listed.insert(FileIdentity(device: listing.status.device, inode: listing.status.inode)).inserted
        else { continue }
        listings[path] = listing
        level += below
      }
    }
  }

  /// What was listed at `path`, if it was.
  func listing(_ path: String) -> Listing? { listings[path] }

  /// `transform` of every path, in order, on up to `workers` threads.
  private static func map<Output: Sendable>(
    _ paths: [String], workers: Int, _ transform: @Sendable (String) -> Output
  ) -> [Output] {
    guard workers > 1, paths.count > 1 else { return paths.map(transform) }
    let slots = ResultSlots<Output>(count: paths.count)
    let stride = min(workers, paths.count)
    DispatchQueue.concurrentPerform(iterations: stride) { worker in
      var index = worker
      while index < paths.count {
        slots.set(index, transform(paths[index]))
        index += stride
      }
    }
    return slots.values
  }
}
