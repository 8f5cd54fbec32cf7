/// Groups parsed documents into apps: a feature map's directory and everything below it form
/// one app; a manifest with no feature map above it stands alone.
enum AppGrouping {
  static func apps(from documents: [ParsedDocument]) -> [AppModel] {
    let mapRoots = documents.compactMap { document -> String? in
      guard case .featureMap(let map, _, _) = document else { return nil }
      return directory(of: map.path)
    }
    // Deepest first, so a nested feature map owns its own subtree.
    let roots = Set(mapRoots).sorted { ($0.count, $0) > ($1.count, $1) }
    var apps: [String: AppModel] = [:]
    for document in documents {
      guard let path = document.path else { continue }
      let root = roots.first { contains($0, path) } ?? standaloneRoot(for: document, path: path, documents: documents)
      var app = apps[root] ?? AppModel(root: root)
      add(document, to: &app)
      apps[root] = app
    }
    return apps.keys.sorted().compactMap { apps[$0] }
  }

  private static func add(_ document: ParsedDocument, to app: inout AppModel) {
    switch document {
    case .infoPlist(let plist): app.infoPlists.append(plist)
    case .strings(let strings): app.localizedStrings.append(strings)
    case .androidManifest(let manifest): app.androidManifests.append(manifest)
    case .featureMap(let map, let problems, let syntax):
      app.featureMap = map
      app.featureMapProblems = problems
      app.syntaxProblems += syntax
    case .failed(_, let error): app.syntaxProblems.append(error)
    case .ignored: break
    }
  }

  /// Without a feature map a manifest is its own app; strings files join the Info.plist of
  /// the directory that holds their `.lproj` folder.
  private static func standaloneRoot(for document: ParsedDocument, path: String, documents: [ParsedDocument]) -> String {
    guard case .strings = document else { return path }
    let lprojParent = directory(of: directory(of: path))
    let plist = documents.compactMap { other -> String? in
      guard case .infoPlist(let plist) = other, directory(of: plist.path) == lprojParent else { return nil }
      return plist.path
    }.sorted().first
    return plist ?? path
  }

  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return String(path[..<slash])
  }

  private static func contains(_ directory: String, _ path: String) -> Bool {
    directory == "." || path.hasPrefix(directory + "/")
  }
}
