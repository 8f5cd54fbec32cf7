/// The nearest of a set of folders above a path (`ReactNativePermissionFacts.nearest`),
/// remembered per folder: the thousands of sources of a monorepo lie in a few hundred
/// folders, and walking up each path made a string per level (issue 23).
struct NearestRoot {
  private let roots: Set<String>
  private var byFolder: [String: String?] = [:]

  init(_ roots: Set<String>) { self.roots = roots }

  /// The nearest root at or above the folder of `path`, or `nil`.
  mutating func root(of path: String) -> String? {
    let folder = AppGrouping.directory(of: path)
    if let known = byFolder[folder] { return known }
    let found = roots.contains(folder) ? folder : folder == "." ? nil : root(of: folder)
    byFolder[folder] = found
    return found
  }
}
