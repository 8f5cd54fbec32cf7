import Dispatch

/// The directories of a tree listed ahead of the walk, several at once: listing a folder is
/// a few system calls that mostly wait on the file system, and a monorepo has tens of
/// thousands of folders. The walk (`FileDiscovery`) still decides everything in its own order
/// (links, exclusions, which of two paths to a folder is reported): it finds each folder's
/// status and entries here instead of asking the file system itself, and takes the subtrees
/// the workers walked with the same walk (`Walker`) whole, unless it reached one of their
/// folders already through a link (then it lists and walks that subtree itself).
///
/// Only real directories are listed ahead: links are left to the walk, which keeps the
/// visited folders that end a cycle, and a subtree that holds one is not walked ahead. A
/// folder the walk never descends into (`build`, `Pods`, excluded paths) is not listed ahead
/// either.
struct DirectoryPrefetch: Sendable {
  /// A folder's status and its entries sorted by name (`nil` when it could not be listed).
  struct Listing: Sendable {
    var status: FileSystemCalls.Status
    var entries: [FileSystemCalls.Entry]?
  }

  /// What the walk of one subtree found, walked on the worker that listed it (`Walker`): the
  /// walk then takes it whole instead of listing and classifying the subtree on its own thread.
  struct WalkedSubtree: Sendable {
    /// The subtree's top folder, relative to the scanned root, as the walk names it.
    var relative: String
    var files: [DiscoveredFile]
    var notifications: [ToolNotification]
    /// Every folder the subtree's walk descended into: the walk's visited folders, which end a
    /// link's descent into the same folder.
    var directories: [FileIdentity]
  }

  /// Walks the subtree whose top is at the path, from the listings of its folders, as the walk
  /// would; `nil` when what it found may depend on the rest of the tree (a symbolic link,
  /// which the walk resolves in its own order).
  typealias Walker = @Sendable (_ top: String, _ listings: [String: Listing]) -> WalkedSubtree?

  private var listings: [String: Listing] = [:]
  private var walked: [String: WalkedSubtree] = [:]

  /// Listings made elsewhere, for the walk of one subtree.
  init(listings: [String: Listing]) { self.listings = listings }

  /// Lists every real directory below `roots` (absolute paths) that the walk of `discovery`
  /// may descend into, `jobs` at a time: level by level by path until a level has enough
  /// folders to share among the workers, then the subtree of each on one worker, depth-first,
  /// every folder opened relative to its parent (`listSubtree`), and walked there by `walker`
  /// when one is given. A path of `roots` is not walked ahead: the walk visits it as a path
  /// it was given, which a subtree's walk is not.
  init(roots: [String], discovery: FileDiscovery, jobs: Int, walker: Walker? = nil) {
    // One at a time, the walk lists each folder itself when it comes to it, and no list of
    // every folder's entries need be held.
    guard jobs > 1 else { return }
    var level: [String] = roots
    let workers = jobs
    // A folder is listed once however many paths reach it (a bind mount of a parent) above
    // the subtrees, and once per path inside them, where a folder that is its own ancestor
    // ends the descent: a file system that loops ends here as the walk ends.
    var listed = Set<FileIdentity>()
    while !level.isEmpty, level.count < workers * Self.subtreesPerWorker {
      let current = level
      let results = Self.map(current, workers: workers) { path -> (Listing, [String])? in
        // Opened once for its status and its entries: a status by path and a listing by path
        // walked the path twice.
        guard let directory = FileSystemCalls.directory(path) else { return nil }
        let listing = Self.listing(path, status: directory.status, entries: directory.entries, discovery: discovery)
        let below = listing.entries.map { Self.folders(in: $0, of: path, discovery: discovery) } ?? []
        return (listing, below.map(\.path))
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
    guard !level.isEmpty else { return }
    let above = listed
    let given = Set(roots)
    let levels = Self.levels(workers: workers)
    let subtrees = Self.map(level, workers: workers) {
      path -> (top: FileIdentity, listings: [(path: String, listing: Listing)], walked: WalkedSubtree?)? in
      let descriptor = FileSystemCalls.openDirectory(path)
      guard descriptor >= 0 else { return nil }
      var found: [(path: String, listing: Listing)] = []
      var seen = Set<FileIdentity>()
      Self.listSubtree(
        descriptor, path: path, levelsBelow: levels, discovery: discovery, above: above, seen: &seen, into: &found)
      guard let top = found.first else { return nil }
      let identity = FileIdentity(device: top.listing.status.device, inode: top.listing.status.inode)
      // Walked here, on the worker, while the listings are at hand: the walk of a monorepo's
      // folders, one thread classifying every file after the listing ended, was a tenth of a
      // clean run (issue 23). The listings are kept only where the walk must do it itself.
      if let walker, !given.contains(path),
        let walked = walker(path, Dictionary(found, uniquingKeysWith: { first, _ in first }))
      {
        return (identity, [], walked)
      }
      return (identity, found, nil)
    }
    for (path, subtree) in zip(level, subtrees) {
      // A folder of the level that an earlier path already reached is left to the walk.
      guard let subtree, listed.insert(subtree.top).inserted else { continue }
      if let walked = subtree.walked {
        self.walked[path] = walked
      } else {
        for (path, listing) in subtree.listings { listings[path] = listing }
      }
    }
  }

  /// How many folders a level must have per worker before each one's subtree is listed on
  /// one worker: enough that the subtrees, uneven as they are, keep every worker busy.
  private static let subtreesPerWorker = 8
  /// How many levels below a subtree's top are listed ahead: each level holds a descriptor
  /// open on its worker, and all the workers together stay within three quarters of the
  /// descriptors the process may have open (1,024 by default on Linux, 256 in a macOS
  /// shell). Deeper folders are left to the walk, which lists them itself (as it does a
  /// folder the prefetch could not open).
  static func levels(workers: Int) -> Int {
    max(8, min(48, FileSystemCalls.openFileLimit * 3 / 4 / max(workers, 1)))
  }

  /// The listing of the open folder `descriptor` at `path` and, depth-first, of the folders
  /// below it, each opened by its name relative to its parent's descriptor: opening by
  /// absolute path made the kernel look up every component of the path again, 7% of a clean
  /// monorepo's run on a machine whose dentry cache was crowded (issue 23). A folder listed
  /// already in the subtree (`seen`: a bind mount of a parent, or of a sibling) or above it
  /// (`above`) is listed once, and ends the descent, as the walk's visited folders end its own.
  private static func listSubtree(
    _ descriptor: Int32, path: String, levelsBelow: Int, discovery: FileDiscovery, above: Set<FileIdentity>,
    seen: inout Set<FileIdentity>, into found: inout [(path: String, listing: Listing)]
  ) {
    _ = FileSystemCalls.listing(descriptor) { status, entries, descriptor in
      let identity = FileIdentity(device: status.device, inode: status.inode)
      guard !above.contains(identity), seen.insert(identity).inserted else { return }
      let listing = Self.listing(path, status: status, entries: entries, discovery: discovery)
      found.append((path, listing))
      guard levelsBelow > 0, let entries = listing.entries else { return }
      for folder in folders(in: entries, of: path, discovery: discovery) {
        let child = FileSystemCalls.openDirectory(folder.name, in: descriptor)
        guard child >= 0 else { continue }
        listSubtree(
          child, path: folder.path, levelsBelow: levelsBelow - 1, discovery: discovery, above: above,
          seen: &seen, into: &found)
      }
    }
  }

  /// The listing of the folder at `path`, its entries sorted by name (none when `discovery`
  /// is to read it as unreadable).
  private static func listing(
    _ path: String, status: FileSystemCalls.Status, entries: [FileSystemCalls.Entry]?, discovery: FileDiscovery
  ) -> Listing {
    Listing(status: status, entries: discovery.isUnreadable(path) ? nil : entries?.sorted { $0.name < $1.name })
  }

  /// The folders among `entries` of the folder at `path` that the walk may descend into.
  private static func folders(
    in entries: [FileSystemCalls.Entry], of path: String, discovery: FileDiscovery
  ) -> [(name: String, path: String)] {
    var below: [(name: String, path: String)] = []
    for entry in entries where entry.kind == .directory {
      guard !FileDiscovery.skippedDirectories.contains(entry.name) else { continue }
      let child = path == "/" ? "/\(entry.name)" : "\(path)/\(entry.name)"
      if discovery.isExcluded(discovery.relativePath(child)) { continue }
      below.append((entry.name, child))
    }
    return below
  }

  /// What was listed at `path`, if it was.
  func listing(_ path: String) -> Listing? { listings[path] }

  /// What the walk of the subtree whose top is at `path` found on a worker, if it was walked
  /// there.
  func walkedSubtree(_ path: String) -> WalkedSubtree? { walked.isEmpty ? nil : walked[path] }

  /// `transform` of every path, in order, on at most `workers` threads, each taking the next
  /// path when it is done with one (subtrees differ in size). Bounded by `workers`, not by
  /// the machine's cores: each thread of the subtree phase holds descriptors open.
  private static func map<Output: Sendable>(
    _ paths: [String], workers: Int, _ transform: @Sendable (String) -> Output
  ) -> [Output] {
    guard workers > 1, paths.count > 1 else { return paths.map(transform) }
    let slots = ResultSlots<Output>(count: paths.count)
    let next = NextIndex()
    DispatchQueue.concurrentPerform(iterations: min(workers, paths.count)) { _ in
      while case let index = next.take(), index < paths.count {
        slots.set(index, transform(paths[index]))
      }
    }
    return slots.takeAll()
  }

  /// The next index to work on, shared by the threads of `map`.
  private final class NextIndex: @unchecked Sendable {
    private let lock = Lock()
    private var value = 0

    func take() -> Int {
      lock.withLock {
        defer { value += 1 }
        return value
      }
    }
  }
}
