extension Rule {
  /// What a build ships against what its sources declare: an Android module's permissions,
  /// an Apple bundle's purpose strings (`AppleBuildComparison`).
  public static let buildDiffersFromSource: Rule = Rule(
    RuleDescriptor(
      id: "build-differs-from-source",
      title: "The build ships permissions or purpose strings the sources do not declare, or drops ones they do",
      severity: .note,
      category: .input,
      rationale: """
        Google Play judges the manifest the build merged, not the one in `src/main`: every \
        library's manifest adds its permissions, and a `tools:node="remove"` anywhere takes one \
        away. When permlint reads a module's sources together with what they built (an APK or \
        App Bundle under the module's `build/outputs/`, or the merged manifest \
        `--android-variant` reads), it compares the two: each permission the build ships that no \
        manifest of the sources declares is reported once per library that brought it (a \
        library the module's manifest-merger report names when it is read, \
        `build/outputs/logs/manifest-merger-<variant>-report.txt`, else a library of \
        `rules/android-libraries.yml` by name, else the Gradle dependencies permlint cannot \
        read), at the permission in the built manifest; each permission the sources \
        declare that the build does not ship is reported at its declaration (a removal in \
        another manifest, another variant, or a stale build). Both are notes: the build is \
        what ships, and the other rules judge it.

        An iOS build (an `.ipa`, an `.xcarchive`, an `.app`) read together with the Xcode, \
        Flutter or React Native sources it was built from is compared the same way: each bundle \
        of the build (the app, its extensions, its App Clip) is joined to the target that made \
        it by bundle identifier (`PRODUCT_BUNDLE_IDENTIFIER`), else by product name (the \
        `<name>.app` folder), and its compiled Info.plist and `.lproj/InfoPlist.strings` are \
        compared with the target's Info.plist, `INFOPLIST_KEY_` build settings and `.lproj` \
        strings. A purpose string the build has and the target does not declare (a Run Script \
        phase, a CocoaPods script or a plugin added it) is a note at the key in the build, \
        once per origin (another target or an Info.plist no target uses, when one declares \
        it); a purpose string the target declares and the build lacks is a warning at the \
        declaration (a stale build, or one of another target; a key only a Debug \
        configuration sets is not expected); a text that reads differently once build \
        variables such as `$(PRODUCT_NAME)` are expanded is a note at the source text, per \
        locale. None is an error: the build itself is judged by the other rules.
        """,
      fix: """
        Keep a permission a library brings only if the app needs it; otherwise remove it in \
        the app's manifest with `<uses-permission android:name="…" tools:node="remove" />` \
        (and `xmlns:tools="http://schemas.android.com/tools"` on `<manifest>`). For a \
        permission the build dropped, rebuild, or remove the declaration if the removal is \
        intended. For an iOS build, declare a purpose string a build step adds in the \
        target's Info.plist (so that its text is reviewed with the others) or remove the step \
        that adds it, and rebuild when the build lacks or rewords what the sources declare.
        """,
      references: [
        RuleReference(
          "Android: merge multiple manifest files", "https://developer.android.com/build/manage-manifests"),
        RuleReference(
          "Apple: Information Property List",
          "https://developer.apple.com/documentation/bundleresources/information-property-list"),
      ],
      examples: RuleExample.embedded("build-differs-from-source"),
      appliesTo:
        "Applies to an Android module whose sources are read together with a manifest its build merged (an APK or AAB under `build/outputs/`, or `--android-variant`), and to an iOS app whose sources are read together with its build (an `.ipa`, `.xcarchive` or `.app` in the tree or named beside it)."
    )
  ) { context in
    var findings: [Finding] = []
    for module in context.app.androidModules where module.buildFile?.pluginKind != .library {
      let built = module.manifests.filter { AndroidModulePath.isMerged($0.path) }
      let sources = module.manifests.filter {
        !AndroidModulePath.isMerged($0.path)
          && AndroidModulePath.isRelease(sourceSet: AndroidModulePath.sourceSet(of: $0.path))
      }
      // Without the sources there is nothing to compare.
      guard !built.isEmpty, !sources.isEmpty else { continue }
      let libraryManifests = module.sourceLibraries.flatMap(\.manifests)
      var declared = Set<String>()
      for manifest in sources + libraryManifests {
        for permission in manifest.permissions where !permission.isRemoved { declared.insert(permission.name) }
      }
      var removed = Set<String>()
      for manifest in sources {
        for permission in manifest.permissions where permission.isRemoved { removed.insert(permission.name) }
      }
      var shipped: [String: (UsesPermission, AndroidManifestDocument)] = [:]
      var order: [String] = []
      for manifest in built {
        for permission in manifest.permissions where !permission.isRemoved && shipped[permission.name] == nil {
          shipped[permission.name] = (permission, manifest)
          order.append(permission.name)
        }
      }
      // Shipped but undeclared, one finding per library that brought them.
      let known = module.permissionsFromExternalLibraries
      let reports = context.app.manifestMergerReports.filter { AndroidModulePath.module(of: $0.path) == module.path }
      var byLibrary: [String: [(UsesPermission, AndroidManifestDocument)]] = [:]
      var libraries: [String] = []
      for name in order where !declared.contains(name) {
        guard let entry = shipped[name] else { continue }
        // The merger's own record first, then what permlint knows of the Maven dependencies.
        let merged = reports.lazy.compactMap { report in
          report.permissions[name].flatMap { origin in
            origin.libraries.first.map { "\($0) (as \(report.path) says)" }
          }
        }.first
        let library =
          merged ?? known[entry.0.shortName].map { "\($0.known?.name ?? $0.coordinate) (\($0.coordinate))" } ?? ""
        if byLibrary[library] == nil { libraries.append(library) }
        byLibrary[library, default: []].append(entry)
      }
      let mainManifest = sources.first { AndroidModulePath.sourceSet(of: $0.path) == "main" } ?? sources[0]
      for library in libraries {
        let entries = byLibrary[library] ?? []
        guard let first = entries.first else { continue }
        let names = entries.map(\.0.name)
        findings.append(
          context.finding(
            .shipsUndeclared(
              names: names, library: library, module: module.path, manifest: mainManifest.path),
            at: first.1.location(first.0.position), stableKey: "ships:\(module.path):\(names.joined(separator: ","))",
            relatedLocations: entries.dropFirst().map {
              RelatedLocation(location: $0.1.location($0.0.position), message: $0.0.name)
            }))
      }
      // Declared but not shipped.
      for manifest in sources {
        for permission in manifest.permissions
        where !permission.isRemoved && shipped[permission.name] == nil && !removed.contains(permission.name) {
          let remover = reports.lazy.compactMap { report in
            report.permissions[permission.name].flatMap { origin in
              origin.removedBy.first.map { "\($0) removes it (as \(report.path) says)" }
            }
          }.first
          findings.append(
            context.finding(
              .dropped(name: permission.name, built: built[0].path, remover: remover),
              at: manifest.location(permission.position), stableKey: "dropped:\(permission.name)"))
        }
      }
    }
    return findings + AppleBuildComparison.findings(context)
  }
}

extension Finding.Message {
  fileprivate static func shipsUndeclared(names: [String], library: String, module: String, manifest: String) -> Self {
    let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    let from =
      library.isEmpty
      ? "a dependency whose manifest permlint cannot read (Gradle dependencies are not scanned; the module's "
        + "build/outputs/logs/manifest-merger-<variant>-report.txt names it)"
      : library
    return Self(
      "the build of \(module) ships \(list), which no manifest of its sources declares: "
        + "\(names.count == 1 ? "it comes" : "they come") from \(from). If the app does not need "
        + "\(names.count == 1 ? "it" : "them"), remove \(names.count == 1 ? "it" : "each") in \(manifest) with "
        + "`<uses-permission android:name=\"\(names[0])\" tools:node=\"remove\" />`.")
  }

  fileprivate static func dropped(name: String, built: String, remover: String?) -> Self {
    Self(
      "\(name) is declared here but \(built) does not ship it: "
        + (remover.map { "\($0)." }
          ?? "a `tools:node=\"remove\"` in another manifest, another variant, or a build older than this declaration."))
  }
}
