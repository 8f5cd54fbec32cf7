#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension FeatureMapStarter {
  /// The starter map for the app in the absolute directory `root`: its files are found and
  /// read as a lint run finds and reads them (files over the default size limit are left out).
  public static func generate(directory root: String) -> Starter {
    let discovered = FileDiscovery(root: root).discover([root])
    let files = discovered.files.compactMap { file -> SourceFile? in
      guard let data = FileManager.default.contents(atPath: file.absolutePath),
        data.count <= Linter.defaultMaximumFileSize
      else { return nil }
      return SourceFile(path: file.path, bytes: Array(data))
    }
    return generate(files: files)
  }
}

extension FeatureMapStarter.Starter {
  /// Whether a declared permission is a background one, whose feature needs a written
  /// `justification:`.
  public var hasBackgroundPermission: Bool {
    let known = PermissionCatalog.builtIn.permissions
    return permissions.contains { known[$0]?.isBackground == true }
  }
}
