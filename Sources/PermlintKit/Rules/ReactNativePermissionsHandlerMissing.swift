#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// Code uses a react-native-permissions iOS permission whose handler the Podfile does not link.
  public static let reactNativePermissionsHandlerMissing: Rule = Rule(
    RuleDescriptor(
      id: "rn-permissions-handler-missing",
      title: "react-native-permissions permission used in code but its iOS handler is not linked",
      severity: .error,
      category: .platformRequirements,
      rationale: """
        Since react-native-permissions 2, each iOS permission is a separate handler the app \
        links on purpose: `setup_permissions([...])` in `ios/Podfile` from version 4, a \
        `Permission-<Handler>` pod in versions 2 and 3, or the Expo config plugin's \
        `iosPermissions`. `check` or `request` on a permission whose handler is not linked \
        fails on iOS instead of showing the prompt, so the feature is dead on iPhone while it \
        works on Android. When permlint cannot read the library's version from package.json, \
        the finding is a warning.
        """,
      fix: """
        Add the handler to `setup_permissions([...])` in `ios/Podfile` (for example \
        `'Camera'`), add its purpose string to the Info.plist, then run `pod install`.
        """,
      references: [
        .reactNativePermissionsSetup
      ],
      examples: RuleExample.embedded("rn-permissions-handler-missing"),
      scope: .mainIOSApp
    )
  ) { context in
    guard let setup = ReactNativePermissionsSetup(context) else { return [] }
    let (project, podfile, bundle) = (setup.project, setup.podfile, setup.bundle)
    let catalog = context.catalog.reactNativePermissions
    if let major = project.major, major < catalog.handlersSince { return [] }
    let linked = project.linkedHandlers
    var seen = Set<String>()
    var result: [Finding] = []
    for use in project.uses where seen.insert(use.name).inserted {
      guard let handler = catalog.constants[use.name], !linked.contains(handler) else { continue }
      let others = project.uses.filter { $0.name == use.name }.count - 1
      let elsewhere = others > 0 ? " (and \(others) more use\(others == 1 ? "" : "s"))" : ""
      let written = use.name == "NOTIFICATIONS" ? "notifications" : "PERMISSIONS.IOS.\(use.name)"
      let certainty =
        project.major == nil
        ? " permlint could not read react-native-permissions' version from \(project.dependency.path); this holds from version \(catalog.handlersSince) on."
        : ""
      result.append(
        context.finding(
          .handlerNotLinked(
            written, elsewhere: elsewhere, podfile: podfile.path, handler: handler, certainty: certainty),
          at: use.location, stableKey: "\(handler)", severity: project.major == nil ? .warning : nil,
          // The code asks for it: linking its handler is what the message says, and certain.
          fix: podfile.addingHandler(handler).map {
            Fix("Add '\(handler)' to setup_permissions in \(podfile.path)", safety: .safe, edits: [$0])
          }))
    }
    return result
  }
}

extension Finding.Message {
  fileprivate static func handlerNotLinked(
    _ written: String, elsewhere: String, podfile: String, handler: String, certainty: String
  ) -> Self {
    Self(
      "\(written) is used here\(elsewhere), but \(podfile) does not link the '\(handler)' handler: on iOS "
        + "check and request fail instead of showing the prompt. Add '\(handler)' to setup_permissions([...]) in "
        + "\(podfile) and run pod install.\(certainty)")
  }
}
