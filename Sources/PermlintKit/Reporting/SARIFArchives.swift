/// SARIF's nested artifacts for files inside build archives: `app.ipa!/Payload/App.app/Info.plist`
/// becomes the artifact `/Payload/App.app/Info.plist` whose `parentIndex` is the artifact
/// `app.ipa` (SARIF 2.1.0 §3.24.3: a nested artifact's URI is relative to its parent and
/// starts with `/`), and results point at it by `index`.
struct SARIFArchives {
  private(set) var artifacts: [SARIFLog.Artifact] = []
  private var indexByPath: [String: Int] = [:]

  init(paths: [String], archiveLocation: (String) -> SARIFLog.ArtifactLocation) {
    for path in paths.sorted() {
      guard indexByPath[path] == nil, let (archive, entry) = ArchivePath.split(path) else { continue }
      let parent: Int
      if let known = indexByPath[archive] {
        parent = known
      } else {
        parent = artifacts.count
        artifacts.append(SARIFLog.Artifact(location: archiveLocation(archive), parentIndex: nil))
        indexByPath[archive] = parent
      }
      indexByPath[path] = artifacts.count
      artifacts.append(
        SARIFLog.Artifact(
          location: SARIFLog.ArtifactLocation(uri: "/" + URIEncoding.encodePath(entry), uriBaseId: nil),
          parentIndex: parent))
    }
  }

  /// Where a result points for a path inside an archive; `nil` for a file on disk.
  func location(of path: String) -> SARIFLog.ArtifactLocation? {
    guard let index = indexByPath[path], ArchivePath.split(path) != nil else { return nil }
    var location = artifacts[index].location
    location.index = index
    return location
  }
}
