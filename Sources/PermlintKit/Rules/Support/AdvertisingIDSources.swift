/// Where AD_ID comes into an Android app module's merged release manifest: the app's own
/// declaration, a merged library's, or a Maven library whose manifest the catalog knows;
/// `nil` when the release build does not request it (absent, or removed with
/// `tools:node="remove"`).
struct AdvertisingIDSources {
  /// The declaration in the merged model, if a manifest permlint read declares it.
  let declared: DeclaredPermission?
  /// Maven libraries whose manifests add it (`android-libraries.yml` names), with where the
  /// build names them.
  let external: [(name: String, location: FileLocation)]
  /// Whether a library of the build reads the ID for its own function: one of them that
  /// serves ads (`advertising-id.yml` `used-by`), or an attribution or ad SDK of
  /// `tracking-sdks.yml` (`android`) among the Maven dependencies or the React Native and
  /// Flutter packages the module builds, which reads the ID itself whatever Firebase's
  /// switch says.
  let usedByLibrary: Bool
  /// The permission's name.
  let permission: String

  init?(module: AndroidModule, permission: String, privacy: PrivacyCatalog) {
    let removed = module.manifests.contains { manifest in
      manifest.permissions.contains { $0.name == permission && $0.isRemoved }
    }
    guard !removed else { return nil }
    self.permission = permission
    declared = module.releasePermissions.first { $0.permission.name == permission }
    external = module.externalLibraries.compactMap { library in
      guard let known = library.known, known.permissions.contains(PermissionCatalog.shortAndroidName(permission))
      else { return nil }
      return (known.name, library.location)
    }
    guard declared != nil || !external.isEmpty else { return nil }
    let users = Set(privacy.advertisingIDUsers)
    let tracking = privacy.tracking
    usedByLibrary =
      external.contains { users.contains($0.name) }
      || module.externalLibraries.contains { tracking.sdk(android: $0.coordinate) != nil }
      || module.libraries.contains { tracking.sdk(android: $0.name) != nil }
      || module.unresolvedLibraries.contains { tracking.sdk(android: $0.name) != nil }
  }

  /// Where the finding goes: the declaration (or the app's manifest, for a library's), else
  /// the build's line that names the library.
  var location: FileLocation { declared?.location ?? external[0].location }

  /// What adds it, for messages.
  var source: String {
    if let declared {
      return declared.library.map { "added by \($0)" } ?? "declared by the app"
    }
    return "added by " + external.map(\.name).joined(separator: ", ")
  }

  /// The edit that removes it: for one a library adds, `tools:node="remove"` in the app's
  /// main manifest; none for the app's own declaration, whose line the user deletes.
  func removalFix(in module: AndroidModule) -> Fix? {
    if let declared, declared.library == nil { return nil }
    if let declared { return declared.libraryRemovalFix(in: module) }
    guard let manifest = module.manifests.first,
      let edits = manifest.removingLibraryPermission(permission)
    else { return nil }
    return Fix(
      "Remove AD_ID, which \(external.map(\.name).joined(separator: ", ")) adds", safety: .needsReview, edits: edits)
  }
}
