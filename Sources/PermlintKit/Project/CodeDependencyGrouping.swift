/// Attaches to each app the packages its JavaScript or Dart project depends on: those of the
/// nearest `package.json` (outside `node_modules`) and `pubspec.yaml` at or above the app's
/// folder, so that rules can tell what the app's libraries ask for on their own
/// (`LibraryPermissionUses`).
enum CodeDependencyGrouping {
  static func attach(_ documents: [any InputDocument], to apps: [AppModel]) -> [AppModel] {
    var byFolder: [String: Set<String>] = [:]
    // A package.json without dependencies (an import alias) says nothing of the project.
    for package in documents.of(PackageJSONDocument.self)
    where !package.path.contains("node_modules/") && !package.dependencies.isEmpty {
      byFolder[AppGrouping.directory(of: package.path), default: []].formUnion(package.dependencies.map(\.key))
    }
    for pubspec in documents.of(PubspecDocument.self) where pubspec.lock == nil {
      byFolder[AppGrouping.directory(of: pubspec.path), default: []].formUnion(pubspec.dependencyNames)
    }
    guard !byFolder.isEmpty else { return apps }
    var result = apps
    for index in result.indices {
      let folder = NativeCodeGrouping.folder(of: result[index])
      // The folder itself first: `nearest` starts at the folder of the path it is given.
      guard let root = NearestRoot.nearest(RelativePath.join(folder, "package.json"), where: { byFolder[$0] != nil })
      else { continue }
      result[index].codeDependencies = byFolder[root] ?? []
    }
    return result
  }
}
