#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// Dart code uses a permission_handler permission whose Podfile macro is off.
  public static let permissionHandlerMacroMissing: Rule = Rule(
    RuleDescriptor(
      id: "permission-handler-macro-missing",
      title: "permission_handler permission used in Dart but compiled out on iOS",
      severity: .error,
      category: .platformRequirements,
      rationale: """
        Since permission_handler 8, every iOS permission is compiled out unless the Podfile \
        turns it on with a preprocessor macro such as `PERMISSION_CAMERA=1` in \
        `GCC_PREPROCESSOR_DEFINITIONS`. A permission the Dart code requests or checks while \
        its macro is off or missing always reports denied (or permanently denied) on iOS: the \
        system prompt never appears, and the feature is dead on iPhone while it works on \
        Android. When permlint cannot tell the plugin's version, the finding is a warning. \
        When Flutter builds plugins with Swift Package Manager (the Xcode project links \
        `FlutterGeneratedPluginSwiftPackage`), permission_handler_apple 9.4.8 and later take \
        the switches from the Info.plist's keys instead of the Podfile, and the \
        permission_handler rules stay silent.
        """,
      fix: """
        In `ios/Podfile`, inside `post_install`, add the macro to \
        `config.build_settings['GCC_PREPROCESSOR_DEFINITIONS']` (for example \
        `'PERMISSION_CAMERA=1'`), add the permission's purpose string to the Info.plist, then \
        run `pod install` and rebuild.
        """,
      references: [
        .permissionHandlerSetup,
        RuleReference(
          "permission_handler 8.0.0 changelog: iOS permissions disabled by default",
          "https://pub.dev/packages/permission_handler/changelog#800"),
      ],
      examples: RuleExample.embedded("permission-handler-macro-missing"),
      scope: .mainIOSApp
    )
  ) { context in
    guard let flutter = context.app.flutter, flutter.podfileDecides, let podfile = flutter.podfile,
      let bundle = context.app.mainBundle, Rule.permissionHandlerMacroMissing.descriptor.scope?.includes(bundle) ?? true
    else { return [] }
    let catalog = context.catalog.permissionHandler
    // Before version 8 every macro was on unless set to 0.
    let legacy = flutter.major.map { $0 < catalog.optInSince } ?? false
    var seen = Set<String>()
    var result: [Finding] = []
    for use in flutter.uses where seen.insert(use.name).inserted {
      guard let macros = catalog.permissions[use.name], !macros.isEmpty else { continue }
      let explicit = podfile.macros.filter { macros.contains($0.name) }
      let enabled = legacy ? explicit.allSatisfy(\.isEnabled) : explicit.contains(where: \.isEnabled)
      guard !enabled else { continue }
      // The macro the message names, which every version reads (PERMISSION_LOCATION_WHENINUSE
      // exists only from permission_handler 11.3.1).
      let chosen = macros[0]
      let others = flutter.uses.filter { $0.name == use.name }.count - 1
      let elsewhere = others > 0 ? " (and \(others) more use\(others == 1 ? "" : "s"))" : ""
      let state =
        explicit.first.map { "is set to 0 at \($0.location)" } ?? "is not set in \(podfile.path)"
      let certainty =
        flutter.major == nil
        ? " permlint could not read permission_handler's version from pubspec.lock or pubspec.yaml; this holds from version \(catalog.optInSince) on."
        : ""
      result.append(
        context.finding(
          .macroOff(
            use.name, elsewhere: elsewhere, macros: macros, state: state, podfile: podfile.path, certainty: certainty),
          at: use.location, stableKey: "Permission.\(use.name)", severity: flutter.major == nil ? .warning : nil,
          relatedLocations: explicit.map { RelatedLocation(location: $0.location, message: "\($0.name) is off") },
          // The code asks for it: turning its macro on is what the message says, and certain.
          fix: podfile.enabling(chosen).map { Fix("Set \(chosen)=1 in \(podfile.path)", safety: .safe, edits: [$0]) }
        ))
    }
    return result
  }
}

extension Finding.Message {
  fileprivate static func macroOff(
    _ permission: String, elsewhere: String, macros: [String], state: String, podfile: String, certainty: String
  ) -> Self {
    let alternatives = macros.count > 1 ? " (or \(macros.dropFirst().joined(separator: ", ")))" : ""
    return Self(
      "Permission.\(permission) is used here\(elsewhere), but \(macros[0])\(alternatives) "
        + "\(state): permission_handler compiles the permission out on iOS, so it always reports denied and "
        + "the prompt never appears. Add '\(macros[0])=1' to GCC_PREPROCESSOR_DEFINITIONS in \(podfile)."
        + certainty)
  }
}
