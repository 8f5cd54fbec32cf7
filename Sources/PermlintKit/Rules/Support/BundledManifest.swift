/// A privacy manifest that targets of an app's projects copy into their bundles, compared with
/// a manifest no target copies: what that one declares and this one does not.
struct BundledManifest: Sendable {
  /// The bundled manifest's path.
  var path: String
  /// The targets that copy it, in project order.
  var targets: [String]
  /// Whether one of them is an application (rather than an extension or a framework).
  var copiedByApp: Bool
  /// What the unbundled manifest declares that this one does not (see
  /// `PrivacyDeclarations.missing(from:)`): empty when it is a copy with nothing of its own.
  var missing: [String]

  /// Who copies it, for a message: `the App target copies`, `the App and Widget targets copy`.
  var copiedBy: String {
    guard let last = targets.last else { return "" }
    guard targets.count > 1 else { return "the \(last) target copies" }
    return "the \(targets.dropLast().joined(separator: ", ")) and \(last) targets copy"
  }

  /// Of the manifests among `manifests` that a shipped target of `projects` copies (a test
  /// bundle is not uploaded), the one that leaves the least of `manifest`'s declarations out,
  /// an app's before an extension's; `nil` when no target copies a manifest.
  static func closest(
    to manifest: PrivacyManifestDocument, among manifests: [PrivacyManifestDocument],
    in projects: [XcodeProjectDocument]
  ) -> BundledManifest? {
    let declared = PrivacyDeclarations(manifest)
    let targets = projects.flatMap(\.targets).filter { !isTest($0) }
    let candidates = manifests.compactMap { other -> BundledManifest? in
      let copying = targets.filter { $0.resources?.contains(other.path) == true }
      guard other.path != manifest.path, !copying.isEmpty else { return nil }
      return BundledManifest(
        path: other.path, targets: copying.map(\.name), copiedByApp: copying.contains(where: isApp),
        missing: declared.missing(from: PrivacyDeclarations(other)))
    }
    // `manifests` is in path order, and `min` keeps the first of equals: the choice is stable.
    return candidates.min { first, second in
      (first.missing.count, first.copiedByApp ? 0 : 1) < (second.missing.count, second.copiedByApp ? 0 : 1)
    }
  }

  private static func isTest(_ target: XcodeTarget) -> Bool {
    let type = target.productType ?? ""
    return type.contains("bundle.unit-test") || type.contains("bundle.ui-testing")
  }

  private static func isApp(_ target: XcodeTarget) -> Bool {
    (target.productType ?? "").hasPrefix("com.apple.product-type.application")
  }
}
