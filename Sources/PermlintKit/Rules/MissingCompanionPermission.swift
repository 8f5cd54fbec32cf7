#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// A permission that does nothing without another one beside it: fine location without
  /// coarse from targetSdk 31, background location without foreground location.
  public static let missingCompanionPermission: Rule = Rule(
    RuleDescriptor(
      id: "missing-companion-permission",
      title: "Fine location without coarse location (and other permissions that need a companion)",
      severity: .error,
      category: .platformRequirements,
      rationale: """
        From Android 12, an app that targets API 31 or later must request \
        ACCESS_COARSE_LOCATION together with ACCESS_FINE_LOCATION: the user can always \
        choose approximate location, and a request for fine location alone is ignored, so the \
        feature never gets a location at all. Likewise ACCESS_BACKGROUND_LOCATION grants \
        nothing unless the app also holds foreground location, and BODY_SENSORS_BACKGROUND \
        nothing without BODY_SENSORS. Which permission needs which companion, and from which \
        targetSdk, is data in `rules/android-permissions.yml`. The targetSdk is read from the \
        module's `build.gradle(.kts)` or `<uses-sdk>`; when permlint cannot read it, a \
        targetSdk-dependent finding is a note that says so. The code is read too: a Kotlin, \
        Java or JavaScript request whose arguments name ACCESS_FINE_LOCATION and not \
        ACCESS_COARSE_LOCATION (`requestPermissions(arrayOf(ACCESS_FINE_LOCATION), 1)`, \
        `PermissionsAndroid.request(…ACCESS_FINE_LOCATION)`) is a warning at the call; \
        arguments it cannot see (a list built elsewhere) and a request under an API-level \
        test are left alone, and Flutter's permission_handler asks for both itself.
        """,
      fix: """
        Declare the companion permission in the same release manifest (for location: \
        `<uses-permission android:name="android.permission.ACCESS_COARSE_LOCATION" />`) and \
        request both in the same call, handling the case where the user grants only \
        approximate location.
        """,
      references: [
        RuleReference(
          "Android: request location permissions (approximate and precise)",
          "https://developer.android.com/develop/sensors-and-location/location/permissions"),
        .androidApproximateLocation,
        RuleReference(
          "Android Lint: CoarseFineLocation",
          "https://googlesamples.github.io/android-custom-lint-rules/checks/CoarseFineLocation.md.html"),
      ],
      examples: RuleExample.embedded("missing-companion-permission")
    )
  ) { context in
    let descriptor = context.descriptor
    var result: [Finding] = []
    // Known libraries' manifests are merged into the app's: a companion one declares is
    // declared; one a dependency permlint does not know may declare makes the finding a
    // warning that names them.
    let hedge = ExternalLibraryHedge(modules: context.app.androidModules)
    for module in context.app.androidModules {
      for declared in module.releasePermissions where !declared.isSuppressed(byLint: ["CoarseFineLocation"]) {
        guard let companion = context.catalog.androidPermissions[declared.shortName]?.lifecycle.companion,
          declared.isRequested(atAPI: companion.fromTarget)
        else { continue }
        let requested = context.app.androidReleasePermissionNames(atAPI: companion.fromTarget)
        guard requested.isDisjoint(with: companion.anyOf), !companion.anyOf.contains(where: { hedge.added[$0] != nil })
        else { continue }
        let wanted = companion.anyOf.joined(separator: " or ")
        var severity = descriptor.severity
        var condition = ""
        if let level = companion.fromTarget {
          guard let gate = AndroidTargetGate(module, from: level, severity: descriptor.severity) else { continue }
          severity = gate.severity
          condition = ", \(gate.clause)"
        }
        result.append(
          context.finding(
            .missingCompanion(
              declared.shortName, wanted: wanted, condition: condition, why: companion.why, first: companion.anyOf[0],
              hedge: hedge.clause),
            about: declared, stableKey: "\(declared.shortName)>\(wanted)", severity: hedge.severity(severity),
            fix: module.releasePermissions.contains { companion.anyOf.contains($0.shortName) }
              ? nil : companionFix(declared, companion: companion.anyOf[0], certain: companion.anyOf.count == 1)))
      }
    }
    return result + requestsWithoutCompanion(context, hedge: hedge)
  }

  /// The calls that request a permission whose companion must be requested with it (from a
  /// targetSdk) and whose arguments name the one and not the other.
  private static func requestsWithoutCompanion(_ context: RuleContext, hedge: ExternalLibraryHedge) -> [Finding] {
    let modules = context.app.androidModules.filter { $0.buildFile?.pluginKind != .library }.sorted {
      $0.path < $1.path
    }
    guard !modules.isEmpty else { return [] }
    let companions = context.catalog.androidPermissions.compactMap { entry -> (String, AndroidCompanion, Int)? in
      guard let companion = entry.value.lifecycle.companion, let level = companion.fromTarget else { return nil }
      return (entry.key, companion, level)
    }.sorted { $0.0 < $1.0 }
    guard !companions.isEmpty else { return [] }
    // A request of a permission no release manifest declares is permission-requested-undeclared's.
    let declared = context.app.androidReleasePermissionNames().union(hedge.added.keys)
    var result: [Finding] = []
    let code = context.code
    for (file, outline) in code.outlines.enumerated() where [.kotlin, .java, .javaScript].contains(outline.language) {
      for call in outline.calls where requestCalls.contains(call.name) && call.argumentWords.count < 48 {
        // A request under an API-level test may run only where the pair is not needed
        // (tasks asks for fine location alone in its API 29 and older branches).
        let outer = call.function.map { code.outermost(CodeFlowIndex.Ref(file: file, function: $0)).function }
        if code.isUnderSDKCheck(outline.conditions(at: call.token, within: outer))
          || (call.isConditional && code.testsSDKLevel(call.test, holds: call.runsWhenTestHolds, below: false))
        {
          continue
        }
        let named = Set(
          call.argumentWords.map { word in
            word.isString ? String(word.text.split(separator: ".").last ?? "") : word.text
          })
        for (permission, companion, level) in companions
        where named.contains(permission) && declared.contains(permission)
          && !companion.anyOf.contains(where: named.contains)
        {
          let owner = modules.last { outline.path.hasPrefix($0.path.isEmpty || $0.path == "." ? "" : $0.path + "/") }
          guard let gate = AndroidTargetGate(owner ?? modules[0], from: level, severity: .warning) else { continue }
          result.append(
            context.finding(
              .requestWithoutCompanion(
                call.name, permission: permission, wanted: companion.anyOf.joined(separator: " or "),
                condition: gate.clause, why: companion.why),
              at: FileLocation(path: outline.path, position: call.position),
              stableKey: "request:\(permission)>\(companion.anyOf.joined(separator: ","))", severity: gate.severity))
        }
      }
    }
    return result
  }

  /// Calls that ask for the runtime permissions their arguments name.
  private static let requestCalls: Set<String> = [
    "requestPermissions", "launch", "request", "requestMultiple",
  ]
}

extension Finding.Message {
  fileprivate static func requestWithoutCompanion(
    _ call: String, permission: String, wanted: String, condition: String, why: String
  ) -> Self {
    Self(
      "\(call)() asks for \(permission) here without \(wanted), \(condition): \(why). Ask for \(wanted) in the same "
        + "request, and let the feature work with approximate location.")
  }

  fileprivate static func missingCompanion(
    _ permission: String, wanted: String, condition: String, why: String, first: String, hedge: String
  )
    -> Self
  {
    Self(
      "\(permission) is declared without \(wanted)\(condition): \(why). "
        + "Declare \(first) in this manifest and request both together, or remove \(permission) if no feature "
        + "of the app uses it.\(hedge)")
  }
}

/// The companion declared on the line before the permission that needs it, written as that
/// element is (its indentation, its prefix, the file's line break): certain when one
/// permission is the companion (the permission does nothing without it), to review when the
/// app chooses among several (foreground location: coarse or fine). Only where the app's
/// manifest declares it, the element starts its line, and the app declares none of them
/// (one capped by maxSdkVersion is corrected by hand, not doubled).
private func companionFix(_ declared: DeclaredPermission, companion: String, certain: Bool) -> Fix? {
  let permission = declared.permission
  guard declared.library == nil, let indentation = permission.indentation else { return nil }
  let name = companion.contains(".") ? companion : "android.permission.\(companion)"
  let element = "<\(permission.elementName) \(permission.androidPrefix):name=\"\(name)\" />"
  return Fix(
    "Declare \(companion)", safety: certain ? .safe : .needsReview,
    edits: [
      .insert(
        element + permission.lineBreak + indentation, at: permission.elementStart, in: declared.manifestPath)
    ])
}
