#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// Dependencies whose manifests permlint cannot merge, said once per app module.
  public static let unavailableAndroidLibrary: Rule = Rule(
    RuleDescriptor(
      id: "android-unavailable-library",
      title: "Library manifest not available to merge",
      severity: .note,
      category: .input,
      rationale: """
        The manifest that ships is the app's merged with every library's: library modules, \
        React Native packages and Flutter plugins add permissions and components, and may \
        declare the permissions their own components need. When a dependency's manifest is not \
        in the scanned tree (a module the app depends on whose directory is missing, a service \
        whose class lives in a package the app does not contain and that no merged library \
        declares), permlint cannot know what it adds. It does not guess: checks that the \
        library's manifest may satisfy stay silent for its components, and this note says once \
        which dependencies were not available and how to make them available.
        """,
      fix: """
        Install the app's dependencies before linting (`npm install` or `yarn` for React \
        Native, so that `node_modules/<package>/android` exists), include the library module's \
        directory in the scan, or silence this note in `.permlint.yml` when the library is \
        known to declare what its components need.
        """,
      references: [
        RuleReference(
          "Android: merge multiple manifest files",
          "https://developer.android.com/build/manage-manifests")
      ],
      examples: RuleExample.embedded("android-unavailable-library")
    )
  ) { context in
    let descriptor = context.descriptor
    var result: [Finding] = []
    let check = ForegroundServiceCheck(context: context)
    let declared = context.app.androidReleasePermissionNames()
    for module in context.app.androidModules {
      // Only the components a check would otherwise report: those are the judgements
      // permlint withholds.
      let services = module.servicesFromUnavailableLibraries.filter {
        !check.findings(for: $0, in: module, declared: declared).isEmpty
      }
      let dependencies = module.unresolvedLibraries.filter { !$0.isUninstalledPackage }
      guard !services.isEmpty || !dependencies.isEmpty else { continue }
      var parts: [String] = []
      if !dependencies.isEmpty {
        parts.append(
          "the module depends on " + Self.list(dependencies.map { "\($0.name) (\($0.location))" })
            + ", whose manifests are not in the scanned tree")
      }
      if !services.isEmpty {
        parts.append(
          "it declares " + Self.list(services.map { "\($0.service.name) (\($0.location($0.service.position)))" })
            + ", whose classes live outside the app's packages and whose libraries' manifests are not available; "
            + "foreground-service-permission would report what they need, which those manifests may declare")
      }
      let location =
        services.first.map { $0.location($0.service.position) } ?? dependencies[0].location
      let remedy =
        module.buildFile?.appliesFlutter == true
        ? "Run `flutter pub get` first, so that permlint reads the plugins' manifests through "
          + ".flutter-plugins-dependencies"
        : "Install the dependencies first (npm install or yarn, so that node_modules/<package>/android exists), "
          + "or scan the directories that hold them"
      result.append(
        context.finding(
          .unmergeable(module: module.path, parts: parts, remedy: remedy),
          at: location, stableKey: module.path))
    }
    return result
  }

  /// `a, b and 3 more`.
  static func list(_ items: [String], limit: Int = 4) -> String {
    guard items.count > limit else { return items.joined(separator: ", ") }
    return items.prefix(limit).joined(separator: ", ") + " and \(items.count - limit) more"
  }
}

extension Finding.Message {
  fileprivate static func unmergeable(module: String, parts: [String], remedy: String) -> Self {
    Self(
      "permlint cannot merge every library into \(module): " + parts.joined(separator: "; ")
        + ". Those manifests may add permissions or declare what the components need, so permlint does not "
        + "judge the components. \(remedy); after a build, --android-variant release reads the merged "
        + "manifest itself.")
  }
}
