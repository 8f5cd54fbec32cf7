#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A file permlint will read.
@_spi(Testing) public struct DiscoveredFile: Sendable, Hashable {
  /// The absolute path on disk.
  public var absolutePath: String
  /// The path relative to the scanned root, with forward slashes (absolute when outside it).
  public var path: String
  /// What permlint reads the file as, decided once from its name.
  public var kind: InputKind?

  /// A file at `absolutePath`, reported as `path`; its kind is decided from `path` unless given.
  init(absolutePath: String, path: String, kind: InputKind?? = nil) {
    self.absolutePath = absolutePath
    self.path = path
    self.kind = kind ?? InputKind.classify(path: path)
  }
}

/// Finds the files permlint reads under the paths it is given.
@_spi(Testing) public struct FileDiscovery: Sendable {
  /// Directory names never descended into.
  public static let skippedDirectories: Set<String> = [
    ".git", ".build", "build", "DerivedData", "Pods", "node_modules", ".gradle", ".dart_tool",
  ]

  /// The files read from each installed npm package (`node_modules/<package>/…`).
  public static let installedPackageFiles = FlutterPluginDependencies.installedPackageFiles

  /// The scanned root that reported paths are relative to.
  public var root: String
  /// Path prefixes (relative to the root) to leave out.
  public var excludes: [String]
  /// The Android build variant whose merged manifests under `build/intermediates` are read;
  /// without one, build output is skipped like any other.
  public var androidVariant: String?
  /// Whether a directory is to be read as if it could not be: tests make a folder
  /// unreadable this way, which permission bits cannot do for root.
  var isUnreadable: @Sendable (String) -> Bool = { _ in false }

  /// The entries of a directory (following a link to one); `nil` when it cannot be read.
  func listDirectory(_ path: String) -> [FileSystemCalls.Entry]? {
    isUnreadable(path) ? nil : FileSystemCalls.entries(of: path)
  }
  /// How many directories are listed, and their subtrees walked, at once ahead of the walk
  /// (`DirectoryPrefetch`); the files found never depend on it.
  var jobs = 1

  /// Creates a discovery rooted at an absolute directory.
  public init(root: String, excludes: [String] = []) {
    self.root = FileDiscovery.normalize(root)
    self.excludes = excludes
  }

  /// Every readable file of a kind permlint knows under `paths`, sorted by path.
  public func discover(_ paths: [String]) -> (files: [DiscoveredFile], notifications: [ToolNotification]) {
    // Sorted, so that which of two paths to the same directory is reported never depends on
    // the order of the arguments.
    let absolutes = Set(paths.map { FileDiscovery.normalize($0.hasPrefix("/") ? $0 : "\(root)/\($0)") }).sorted()
    // A path named on the command line is followed wherever it points, so its own target is
    // inside the tree too.
    let trees = ([root] + absolutes).map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
    let prefetch = DirectoryPrefetch(roots: absolutes, discovery: self, jobs: jobs) { [self] top, listings in
      // The walk of one subtree, on the worker that listed it: the same walk, from the same
      // listings, so it finds what the walk would; one that meets a link is left to the walk.
      var walk = Walk(discovery: self, trees: trees, prefetch: DirectoryPrefetch(listings: listings))
      walk.stopsAtLink = true
      let relative = relativePath(top)
      walk.visit(top, explicit: false, relative: relative)
      guard !walk.sawLink else { return nil }
      return DirectoryPrefetch.WalkedSubtree(
        relative: relative, files: walk.files, notifications: walk.notifications,
        directories: Array(walk.visitedDirectories))
    }
    var walk = Walk(discovery: self, trees: trees, prefetch: prefetch)
    for absolute in absolutes {
      walk.visit(absolute, explicit: true)
    }
    // A file reached twice (paths that overlap) is kept once: sorted, then repeats dropped,
    // which costs less than hashing every file of a monorepo into a set.
    let sorted = walk.files.sorted { ($0.path, $0.absolutePath) < ($1.path, $1.absolutePath) }
    var files: [DiscoveredFile] = []
    files.reserveCapacity(sorted.count)
    for file in sorted where file != files.last { files.append(file) }
    return (files, walk.notifications)
  }

  /// The path relative to the root, or the absolute path when it is outside the root.
  public func relativePath(_ absolute: String) -> String {
    RelativePath.display(absolute, in: root)
  }

  func isExcluded(_ relative: String) -> Bool {
    excludes.contains { exclude in
      let trimmed = exclude.hasSuffix("/") ? String(exclude.dropLast()) : exclude
      return relative == trimmed || relative.hasPrefix(trimmed + "/")
    }
  }

  /// An absolute path without `.`/`..` components, duplicate or trailing slashes.
  static func normalize(_ path: String) -> String { RelativePath.normalizedAbsolute(path) }
}

/// One traversal; remembers visited directories so that symlink cycles end.
private struct Walk {
  let discovery: FileDiscovery
  /// Resolved directories that links may point into.
  let trees: [String]
  /// The real directories already listed, several at once.
  let prefetch: DirectoryPrefetch
  var files: [DiscoveredFile] = []
  var notifications: [ToolNotification] = []
  private(set) var visitedDirectories = Set<FileIdentity>()
  /// Whether the walk met a symbolic link: where it leads depends on what else the walk saw.
  private(set) var sawLink = false
  /// Whether the walk ends at the first link it meets: a worker's walk of one subtree, whose
  /// result is then thrown away (a link in every app of a monorepo to a shared folder would
  /// have each worker walk that folder for nothing).
  var stopsAtLink = false
  // For the rarely visited parts (installed packages, build output); the walk itself makes
  // direct system calls.
  private let manager = FileManager.default

  init(discovery: FileDiscovery, trees: [String], prefetch: DirectoryPrefetch) {
    self.discovery = discovery
    self.trees = trees
    self.prefetch = prefetch
  }

  /// Visits a path; `relative`, when the caller knows it, is `discovery.relativePath(absolute)`.
  mutating func visit(_ absolute: String, explicit: Bool, relative known: String? = nil) {
    let relative = known ?? discovery.relativePath(absolute)
    // A subtree a worker walked is taken whole, unless this walk reached one of its folders
    // already (through a link): then it is walked here, as it would be without the workers.
    if !explicit, let walked = prefetch.walkedSubtree(absolute), walked.relative == relative,
      !walked.directories.contains(where: visitedDirectories.contains)
    {
      visitedDirectories.formUnion(walked.directories)
      files += walked.files
      notifications += walked.notifications
      return
    }
    let listing = prefetch.listing(absolute)
    let listed = listing.map { listing in
      (
        identity: FileIdentity(device: listing.status.device, inode: listing.status.inode), isDirectory: true,
        isBrokenLink: false, isLink: false
      )
    }
    guard let info = listed ?? FileIdentity.stat(absolute) else {
      if explicit {
        notifications.append(ToolNotification(path: relative, message: "no such file or directory", severity: .error))
      }
      return
    }
    if info.isLink || info.isBrokenLink {
      sawLink = true
      if stopsAtLink { return }
    }
    if info.isBrokenLink {
      if explicit || InputKind.classify(path: relative) != nil {
        notifications.append(
          ToolNotification(path: relative, message: "broken symbolic link; skipped", severity: .warning))
      }
      return
    }
    if !explicit, discovery.isExcluded(relative) { return }
    if !explicit, info.isLink, let outside = linkLeavingRoot(absolute) {
      notifications.append(
        ToolNotification(
          path: relative, message: "symbolic link to \(outside) leaves the scanned tree; skipped", severity: .note))
      return
    }
    if info.isDirectory {
      visitDirectory(absolute, relative: relative, listing: listing, identity: info.identity, explicit: explicit)
    } else if explicit || InputKind.classify(path: relative) != nil {
      guard InputKind.classify(path: relative) != nil else {
        notifications.append(
          ToolNotification(
            path: relative,
            message:
              "not a file permlint reads (\(InputKind.readableNames.joined(separator: ", ")))",
            severity: .warning))
        return
      }
      files.append(DiscoveredFile(absolutePath: absolute, path: relative))
    }
  }

  /// The Android parts of installed npm packages: React Native autolinking merges
  /// `node_modules/<package>/android` into the app, so its manifest and build script are
  /// read, and nothing else under `node_modules`.
  private mutating func visitInstalledPackages(_ absolute: String) {
    let entries = (try? manager.contentsOfDirectory(atPath: absolute).sorted()) ?? []
    var packages: [String] = []
    for entry in entries where !entry.hasPrefix(".") {
      if entry.hasPrefix("@") {
        let scoped = (try? manager.contentsOfDirectory(atPath: "\(absolute)/\(entry)").sorted()) ?? []
        packages += scoped.map { "\(absolute)/\(entry)/\($0)" }
      } else {
        packages.append("\(absolute)/\(entry)")
      }
    }
    for package in packages {
      for file in FileDiscovery.installedPackageFiles {
        let path = "\(package)/\(file)"
        let relative = discovery.relativePath(path)
        guard manager.fileExists(atPath: path), !discovery.isExcluded(relative) else { continue }
        files.append(DiscoveredFile(absolutePath: path, path: relative))
      }
    }
  }

  /// Build output that holds merged manifests is skipped, but said once per module, with the
  /// variants it has, so the user knows `--android-variant` can read what ships.
  private mutating func offerMergedManifests(_ build: String) {
    var variants: [String] = []
    for folder in ["merged_manifests", "merged_manifest"] {
      let entries = (try? manager.contentsOfDirectory(atPath: "\(build)/intermediates/\(folder)")) ?? []
      variants += entries.filter { !$0.hasPrefix(".") }
    }
    guard !variants.isEmpty else { return }
    let names = Array(Set(variants)).sorted()
    let example = names.contains("release") ? "release" : names[0]
    notifications.append(
      ToolNotification(
        path: discovery.relativePath(build),
        message:
          "build output with merged manifests (variants: \(names.joined(separator: ", "))) is skipped; "
          + "--android-variant \(example) reads the manifest the build merged as the ground truth",
        severity: .note))
  }

  /// The regular files below `directory` (paths relative to it, sorted) whose name and folder
  /// `wanted` accepts, depth-first; symbolic links are not followed (build output has none
  /// worth following, and those under `Pods/Headers` point at headers).
  private func files(below directory: String, wanted: (_ folder: String, _ name: String) -> Bool) -> [String] {
    var found: [String] = []
    var pending = [""]
    while let relative = pending.popLast() {
      for entry in discovery.listDirectory(relative.isEmpty ? directory : "\(directory)/\(relative)") ?? [] {
        let path = relative.isEmpty ? entry.name : "\(relative)/\(entry.name)"
        let status = entry.kind == .other ? FileSystemCalls.status("\(directory)/\(path)", followLinks: false) : nil
        if entry.kind == .directory || status?.isDirectory == true {
          pending.append(path)
        } else if entry.kind == .regularFile || status?.isSymbolicLink == false, wanted(relative, entry.name) {
          found.append(path)
        }
      }
    }
    return found.sorted()
  }

  /// The manifests the Android Gradle plugin merged for one variant:
  /// `build/intermediates/merged_manifests/<variant>/…/AndroidManifest.xml` (AGP 7 and 8) or
  /// `build/intermediates/merged_manifest/<variant>/…`.
  private mutating func visitMergedManifests(_ build: String, variant: String) {
    for folder in ["merged_manifests", "merged_manifest"] {
      let directory = "\(build)/intermediates/\(folder)/\(variant)"
      for entry in files(below: directory, wanted: { _, name in name == "AndroidManifest.xml" }) {
        let path = "\(directory)/\(entry)"
        files.append(DiscoveredFile(absolutePath: path, path: discovery.relativePath(path)))
      }
    }
  }

  /// The privacy manifests of the pods CocoaPods installed (`Pods/<Pod>/…/PrivacyInfo.xcprivacy`)
  /// and the record of what it installed (`Pods/Manifest.lock`), and nothing else of `Pods/`:
  /// a pod's sources are not the app's, but whether the pod ships a manifest is read there
  /// instead of guessed from its version.
  private mutating func visitInstalledPods(_ pods: String) {
    let found = files(below: pods) { folder, name in
      name.hasSuffix(".xcprivacy") || (folder.isEmpty && name == "Manifest.lock")
    }
    for entry in found {
      let path = "\(pods)/\(entry)"
      let relative = discovery.relativePath(path)
      guard !discovery.isExcluded(relative), let kind = InputKind.classify(path: relative) else { continue }
      files.append(DiscoveredFile(absolutePath: path, path: relative, kind: kind))
    }
  }

  /// The target of a symbolic link that points outside every scanned tree, if this is one.
  private func linkLeavingRoot(_ absolute: String) -> String? {
    let target = URL(fileURLWithPath: absolute).resolvingSymlinksInPath().path
    guard target != absolute else { return nil }
    let inside = trees.contains { tree in RelativePath.isInside(target, tree) }
    return inside ? nil : target
  }

  /// `listing` is what the prefetch listed at `absolute`, if it did.
  private mutating func visitDirectory(
    _ absolute: String, relative: String, listing: DirectoryPrefetch.Listing?, identity: FileIdentity, explicit: Bool
  ) {
    guard visitedDirectories.insert(identity).inserted else { return }
    let name = RelativePath.lastComponent(of: absolute)
    if !explicit, name == "node_modules" {
      visitInstalledPackages(absolute)
      return
    }
    if !explicit, name == "build", let variant = discovery.androidVariant {
      visitMergedManifests(absolute, variant: variant)
      return
    }
    if !explicit, name == "build" { offerMergedManifests(absolute) }
    if !explicit, name == "Pods" {
      visitInstalledPods(absolute)
      return
    }
    if !explicit, FileDiscovery.skippedDirectories.contains(name) { return }
    guard
      let entries = listing == nil
        ? discovery.listDirectory(absolute)?.sorted(by: { $0.name < $1.name }) : listing?.entries
    else {
      // Its files were not linted, as an unreadable file is not: the run cannot vouch for
      // the project, so this is an error (exit 2), never a warning a green run hides.
      notifications.append(
        ToolNotification(
          path: discovery.relativePath(absolute), message: "directory could not be read; skipped",
          severity: .error))
      return
    }
    for entry in entries {
      if sawLink && stopsAtLink { return }
      let path = absolute == "/" ? "/\(entry.name)" : "\(absolute)/\(entry.name)"
      // The entry's relative path from the folder's: `relativePath(path)` made it again from
      // the absolute path for every entry of a monorepo. A folder outside the root (a path
      // given above it) may hold the root: its entries are asked as before.
      let child =
        relative == "."
        ? entry.name
        : relative.hasPrefix("/") ? discovery.relativePath(path) : "\(relative)/\(entry.name)"
      // A regular file needs no system call of its own: its name says whether it is read.
      if entry.kind == .regularFile {
        if let kind = InputKind.classify(path: child), !discovery.isExcluded(child) {
          files.append(DiscoveredFile(absolutePath: path, path: child, kind: kind))
        }
      } else {
        visit(path, explicit: false, relative: child)
      }
    }
  }
}

/// A file's device and inode, which identify a directory however it was reached.
struct FileIdentity: Hashable {
  var device: UInt64
  var inode: UInt64

  /// Follows symbolic links; `nil` when nothing is at the path. A link whose target is
  /// missing resolves to itself and is reported as broken.
  static func stat(_ path: String) -> (identity: FileIdentity, isDirectory: Bool, isBrokenLink: Bool, isLink: Bool)? {
    guard let own = FileSystemCalls.status(path, followLinks: false) else { return nil }
    guard own.isSymbolicLink else {
      return (FileIdentity(device: own.device, inode: own.inode), own.isDirectory, false, false)
    }
    guard let target = FileSystemCalls.status(path, followLinks: true) else {
      return (FileIdentity(device: own.device, inode: own.inode), false, true, true)
    }
    return (FileIdentity(device: target.device, inode: target.inode), target.isDirectory, false, true)
  }
}
