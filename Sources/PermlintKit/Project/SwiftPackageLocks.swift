/// Which of an app's `Package.resolved` files Xcode builds it with. Xcode keeps an app's lock
/// in its workspace (`App.xcworkspace/xcshareddata/swiftpm/`) or, without one, in its project
/// (`App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/`); a repository may also hold a
/// stale project lock beside the workspace's, and the locks of its local Swift packages
/// (`Modules/Server/Package.resolved`, beside their `Package.swift`), which Xcode ignores when
/// the app builds them (pocket-casts-ios reported SDK versions from both that it does not ship).
enum SwiftPackageLocks {
  /// `locks` without the `Package.resolved` files another lock of the same app supersedes:
  /// a project's when a workspace in the same folder has its own, and a loose one (a Swift
  /// package's) when the app has a lock inside an Xcode project or workspace. A loose lock is
  /// kept when it is the only kind (a Tuist project's `Tuist/Package.resolved`).
  static func inEffect(_ locks: [DependencyLockDocument]) -> [DependencyLockDocument] {
    let resolved = locks.filter { $0.tool == .swiftPackageManager }
    guard resolved.count > 1 else { return locks }
    // The folders that hold a workspace of their own (not a project's `project.xcworkspace`).
    let workspaceFolders = Set(
      resolved.compactMap { lock in
        xcodeContainer(of: lock.path).flatMap { $0.hasSuffix(".xcworkspace") ? AppGrouping.directory(of: $0) : nil }
      })
    let hasXcodeLock = resolved.contains { xcodeContainer(of: $0.path) != nil }
    return locks.filter { lock in
      guard lock.tool == .swiftPackageManager else { return true }
      guard let container = xcodeContainer(of: lock.path) else { return !hasXcodeLock }
      // `App.xcodeproj/project.xcworkspace/…` beside `App.xcworkspace/…`: the workspace's wins.
      if container.hasSuffix(".xcodeproj"), workspaceFolders.contains(AppGrouping.directory(of: container)) {
        return false
      }
      return true
    }
  }

  /// The `.xcodeproj` or `.xcworkspace` folder a lock is inside (a project's own workspace
  /// counts as its project), `nil` for a loose lock.
  private static func xcodeContainer(of path: String) -> String? {
    container(of: path, suffix: ".xcodeproj") ?? container(of: path, suffix: ".xcworkspace")
  }

  /// The path of the first folder of `path` whose name ends with `suffix`.
  private static func container(of path: String, suffix: String) -> String? {
    let components = path.split(separator: "/", omittingEmptySubsequences: false)
    guard let index = components.firstIndex(where: { $0.hasSuffix(suffix) }), index < components.count - 1 else {
      return nil
    }
    return components[...index].joined(separator: "/")
  }
}
