extension Rule {
  /// A privacy manifest that no target copies into its bundle.
  public static let privacyManifestNotBundled: Rule = Rule(
    RuleDescriptor(
      id: "privacy-manifest-not-bundled",
      title: "Privacy manifest is in no target's bundle",
      severity: .warning,
      category: .platformRequirements,
      rationale: """
        A privacy manifest counts only inside a bundle: Xcode copies `PrivacyInfo.xcprivacy` \
        into the app when a target lists it in its Copy Bundle Resources phase (or holds it in \
        a folder synchronized with the file system). A manifest dropped into the project's \
        folder without being added to a target ships in no product, so the reasons it declares \
        are not in the upload and App Store Connect reports the required-reason APIs as \
        undeclared (ITMS-91053). A target holds one `PrivacyInfo.xcprivacy`, though (a second \
        fails the build: "Multiple commands produce"), so a manifest left over beside the one a \
        target copies is judged against that one: a copy that declares nothing it lacks is only a \
        note, to delete, and what a copy declares beyond it is named, to move into it. Judged \
        only where every target of the project says what it copies; manifests of prebuilt \
        frameworks are the framework's.
        """,
      fix: """
        In Xcode, select the file and tick the app target under Target Membership (or add it \
        to the target's Copy Bundle Resources phase). When the target already copies another \
        privacy manifest, move the entries the finding names into that one and delete this file.
        """,
      references: [
        RuleReference(
          "Adding a privacy manifest to your app or third-party SDK",
          "https://developer.apple.com/documentation/bundleresources/adding-a-privacy-manifest-to-your-app-or-third-party-sdk"
        ),
        .requiredReasonAPI,
      ],
      examples: RuleExample.embedded("privacy-manifest-not-bundled"),
      appliesTo:
        "Applies to the app's own privacy manifests inside an Xcode project's folder whose every target lists what it copies."
    )
  ) { context in
    let manifests = context.app.privacy.ownManifests
    var result: [Finding] = []
    for manifest in manifests {
      // The projects whose folder holds the manifest, and whose every target says what it copies.
      let projects = context.app.xcodeProjects.filter { project in
        !project.isXcodeGenSpec && !project.targets.isEmpty
          && (project.projectDirectory == "." || manifest.path.hasPrefix(project.projectDirectory + "/"))
      }
      guard !projects.isEmpty,
        projects.allSatisfy({ $0.targets.allSatisfy { $0.resources != nil } }),
        !projects.contains(where: { $0.targets.contains { $0.resources?.contains(manifest.path) == true } })
      else { continue }
      // A target that already copies a manifest cannot take this one too (two files named
      // PrivacyInfo.xcprivacy in one bundle fail the build): what this one declares belongs
      // in that manifest, and where that one declares it all, this is a leftover copy.
      guard let closest = BundledManifest.closest(to: manifest, among: manifests, in: projects) else {
        result.append(
          context.finding(
            .notBundled(projects.map(\.path)), at: manifest.location(.start), stableKey: manifest.path))
        continue
      }
      if closest.missing.isEmpty {
        result.append(
          context.finding(
            .leftoverCopy(of: closest), at: manifest.location(.start), stableKey: manifest.path, severity: .note))
      } else {
        result.append(
          context.finding(
            .notInBundledManifest(closest, projects: projects.map(\.path)), at: manifest.location(.start),
            stableKey: manifest.path))
      }
    }
    return result
  }
}

extension Finding.Message {
  fileprivate static func notBundled(_ projects: [String]) -> Self {
    Self(
      "No target of \(projects.joined(separator: ", ")) copies this privacy manifest into its bundle, so it ships in "
        + "no product and the reasons it declares are not in the upload: add it to the app target's Copy Bundle "
        + "Resources phase (Target Membership in Xcode).")
  }

  fileprivate static func leftoverCopy(of bundled: BundledManifest) -> Self {
    Self(
      "No target copies this privacy manifest, but \(bundled.path), which \(bundled.copiedBy), "
        + "already declares all it does: this is a leftover copy that ships in no product, and an edit to it would "
        + "not reach the upload. Delete it.")
  }

  fileprivate static func notInBundledManifest(_ bundled: BundledManifest, projects: [String]) -> Self {
    Self(
      "No target of \(projects.joined(separator: ", ")) copies this privacy manifest into its bundle, and "
        + "\(bundled.path), which \(bundled.copiedBy), does not declare \(bundled.missing.joined(separator: ", ")): "
        + "those declarations are not in the upload. Move them into \(bundled.path) and delete this file; adding it "
        + "to the target as well would put two PrivacyInfo.xcprivacy files in one bundle, which fails the build "
        + "(\"Multiple commands produce\").")
  }
}
