#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Project manifests beside the projects they generate.
enum ProjectManifests {
  /// The documents with each XcodeGen spec dropped where the project it generates is in the
  /// tree (the `.xcodeproj` is what Xcode builds, and reading both would report every key
  /// twice), and one note per manifest permlint cannot read that has no generated project
  /// beside it.
  static func prepare(_ documents: [any InputDocument]) -> (documents: [any InputDocument], notes: [ToolNotification]) {
    // Most trees have neither an XcodeGen spec nor a manifest permlint cannot read: then
    // nothing is dropped, and the list is handed back as it is instead of copied by `filter`
    // (every document of a 6,000-file tree, on the one thread grouping starts on).
    let dropsAny = documents.contains { document in
      document.is(UnreadProjectManifest.self) || document.cast(XcodeProjectDocument.self)?.isXcodeGenSpec == true
    }
    guard dropsAny else { return (documents, []) }
    let generated = Set(
      documents.compactMap { document -> String? in
        guard let project = document.cast(XcodeProjectDocument.self), !project.isXcodeGenSpec else { return nil }
        return project.projectDirectory
      })
    var notes: [ToolNotification] = []
    let kept = documents.filter { document in
      guard document.is(XcodeProjectDocument.self) || document.is(UnreadProjectManifest.self) else { return true }
      switch document {
      case let project as XcodeProjectDocument where project.isXcodeGenSpec:
        return !generated.contains(project.projectDirectory)
      case let manifest as UnreadProjectManifest:
        if !generated.contains(RelativePath.directory(of: manifest.path)) { notes.append(manifest.notification) }
        return false
      default: return true
      }
    }
    return (kept, notes)
  }
}
