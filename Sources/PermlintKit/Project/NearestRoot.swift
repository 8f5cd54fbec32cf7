/// The nearest of a set of folders above a path: the folder of the path, then each folder
/// above it up to the scanned root `.` (a path `.` itself has none). The one walk up the
/// folders of a path that the project facts share; `root(of:)` remembers each folder's
/// answer: the thousands of sources of a monorepo lie in a few hundred folders, and walking
/// up each path made a string per level (issue 23).
struct NearestRoot {
  private let roots: Set<String>
  private var byFolder: [String: String?] = [:]

  init(_ roots: Set<String>) { self.roots = roots }

  /// The nearest folder above `path` that `isRoot` accepts, or `nil`.
  static func nearest(_ path: String, where isRoot: (String) -> Bool) -> String? {
    var current = path
    while current != "." {
      current = AppGrouping.directory(of: current)
      if isRoot(current) { return current }
    }
    return nil
  }

  /// `nearest(path)` among the roots, remembered per folder.
  mutating func root(of path: String) -> String? {
    path == "." ? nil : root(at: AppGrouping.directory(of: path))
  }

  /// The nearest root at or above `folder`.
  private mutating func root(at folder: String) -> String? {
    if let known = byFolder[folder] { return known }
    let found = roots.contains(folder) ? folder : folder == "." ? nil : root(at: AppGrouping.directory(of: folder))
    byFolder[folder] = found
    return found
  }
}
