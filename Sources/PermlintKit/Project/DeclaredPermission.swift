#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A `<uses-permission>` of a release build, with the manifest that declares it.
@_spi(RuleAuthoring) @_spi(Testing) public struct DeclaredPermission: Sendable {
  /// The element, with `android:maxSdkVersion` as the merged manifest has it.
  public var permission: UsesPermission
  /// The manifest's path.
  public var manifestPath: String
  /// The library that adds it, when the app module does not declare it itself.
  public var library: String?
  /// For a permission a library adds: the app's manifest, where findings about it are put.
  public var anchor: FileLocation?
  /// The product flavours whose manifests remove it (`tools:node="remove"`): only the other
  /// variants request it.
  public var absentFromVariants: [String] = []
  /// For a permission no release build requests: the source sets of other build types that do
  /// (`src/github` of mastodon's `githubRelease`).
  public var onlyInOtherBuilds: [OtherBuildSourceSet] = []
  /// For a permission the release builds request: the source sets of other build types whose
  /// manifests remove it (`tools:node="remove"`), one of which may be the build uploaded.
  public var removedInOtherBuilds: [OtherBuildSourceSet] = []
  /// Lint issues suppressed for the whole manifest.
  var manifestIgnores: Set<String>

  init(permission: UsesPermission, manifest: AndroidManifestDocument) {
    self.permission = permission
    self.manifestPath = manifest.path
    self.manifestIgnores = manifest.ignoredLintIssues
  }

  /// The name without `android.permission.`.
  public var shortName: String { permission.shortName }

  /// Where findings about it go: its `android:name` attribute, or for a permission a library
  /// adds, the app's manifest, which is where the developer can remove it.
  public var location: FileLocation { anchor ?? declarationLocation }

  /// Where its `android:name` attribute is.
  public var declarationLocation: FileLocation {
    FileLocation(path: manifestPath, position: permission.position)
  }

  /// Whether some variants do not request it: the release builds of some flavours, or every
  /// release build (only another build type's source set declares it).
  public var isAbsentFromSomeVariants: Bool {
    !absentFromVariants.isEmpty || !onlyInOtherBuilds.isEmpty || !removedInOtherBuilds.isEmpty
  }

  /// For a permission a library adds, a sentence naming the library and the line that
  /// removes it; for one that some flavours remove, a sentence naming them; for one only other
  /// build types request, a sentence naming them; empty otherwise.
  public var provenance: String {
    var variants =
      absentFromVariants.isEmpty
      ? ""
      // Absent there, by a removal or because only another flavour's source set declares it
      // (owntracks declares it in `src/oss/` alone): "removes" was wrong for the latter.
      : " Only some variants request it: the flavour"
        + (absentFromVariants.count == 1 ? " " : "s ") + absentFromVariants.joined(separator: ", ")
        + (absentFromVariants.count == 1 ? " does" : " do") + " not."
    if !onlyInOtherBuilds.isEmpty {
      variants +=
        " Only builds other than release request it: " + onlyInOtherBuilds.map(\.description).joined(separator: "; ")
        + "; if such a build is uploaded to Google Play, on any track, the policy applies to it."
    }
    if !removedInOtherBuilds.isEmpty {
      variants +=
        " Not every build requests it: it is removed in "
        + removedInOtherBuilds.map(\.description).joined(separator: "; ") + "."
    }
    guard let library else { return variants }
    return variants + " The library \(library) adds it (\(declarationLocation)); if the app does not need it, add "
      + "`<uses-permission android:name=\"\(permission.name)\" tools:node=\"remove\" />` to this manifest "
      + "(with xmlns:tools=\"http://schemas.android.com/tools\" on <manifest>)."
  }

  /// The fix that adds `android:<attribute>="<value>"` after the element's name, written with
  /// the manifest's prefix; `nil` for a permission a library adds (the app's manifest does not
  /// hold the element) or where the name's end is not known.
  func addingAttribute(_ attribute: String, value: String, safety: Fix.Safety) -> Fix? {
    guard library == nil, let end = permission.nameEnd else { return nil }
    let text = "\(permission.androidPrefix):\(attribute)=\"\(value)\""
    return Fix("Add \(text)", safety: safety, edits: [.insert(" " + text, at: end, in: manifestPath)])
  }

  /// Whether the element requests the permission on devices at API `level` (any level when
  /// `nil`): `android:maxSdkVersion` caps it.
  public func isRequested(atAPI level: Int?) -> Bool {
    guard let level, let maximum = permission.maxSdkVersion else { return true }
    return maximum >= level
  }

  /// Whether `tools:ignore` on the element or the manifest names one of these Android Lint
  /// issues (or `all`): the developer has reviewed what the equivalent Lint check says.
  public func isSuppressed(byLint issues: Set<String>) -> Bool {
    AndroidTools.suppresses(permission.ignoredLintIssues.union(manifestIgnores), issues)
  }
}
