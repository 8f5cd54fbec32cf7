#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// A foreground service's types and the FOREGROUND_SERVICE_* permissions that do not match.
  public static let foregroundServicePermission: Rule = Rule(
    RuleDescriptor(
      id: "foreground-service-permission",
      title: "Foreground-service type and FOREGROUND_SERVICE_* permission do not match",
      severity: .error,
      category: .platformRequirements,
      rationale: """
        From targetSdk 34 every foreground service names its types in \
        `android:foregroundServiceType` (several separated by `|`), and each type needs its \
        own FOREGROUND_SERVICE_<TYPE> permission besides FOREGROUND_SERVICE; some types also \
        need a runtime permission first (camera: CAMERA, location: coarse or fine location, \
        microphone: RECORD_AUDIO). A missing one makes `startForeground` throw a \
        SecurityException, a crash that only shows on Android 14. In the other direction, a \
        FOREGROUND_SERVICE_<TYPE> permission that no service uses still makes Play Console ask \
        for a foreground-service declaration for that type. Types, permissions and \
        prerequisites are data in `rules/android-foreground-services.yml`. A permission \
        capped with `android:maxSdkVersion` below 34 is taken as a deliberate choice not to \
        use that type on Android 14.
        """,
      fix: """
        Declare the FOREGROUND_SERVICE_<TYPE> permission (and FOREGROUND_SERVICE) for every \
        type a service lists, and the runtime permission the type needs; remove types the \
        service does not use. Remove a FOREGROUND_SERVICE_<TYPE> permission no service needs, \
        unless a library's service does.
        """,
      references: [
        RuleReference(
          "Android 14: foreground service types are required",
          "https://developer.android.com/about/versions/14/changes/fgs-types-required"),
        RuleReference(
          "Android: foreground service types",
          "https://developer.android.com/develop/background-work/services/fg-service-types"),
        RuleReference(
          "Google Play: foreground service declaration",
          "https://support.google.com/googleplay/android-developer/answer/13392821"),
      ],
      examples: RuleExample.embedded("foreground-service-permission")
    ),
    checkedBy: ForegroundServiceCheck.self)
}

/// The checks behind `foreground-service-permission`.
struct ForegroundServiceCheck: RuleCheck {
  let context: RuleContext
  var catalog: ForegroundServiceCatalog { context.catalog.foregroundServices }
  /// What the app's external libraries add or leave open, worked out once for every service.
  let hedge: ExternalLibraryHedge

  /// A check that reports as foreground-service-permission, also when another rule
  /// (android-unavailable-library) asks what it would report.
  init(context: RuleContext) {
    var context = context
    context.rule = Rule.foregroundServicePermission.descriptor
    self.context = context
    hedge = ExternalLibraryHedge(modules: context.app.androidModules)
  }

  func findings() -> [Finding] {
    // Any declaration counts, even one capped below 34: that cap is a deliberate choice.
    let declared = context.app.androidReleasePermissionNames().union(hedge.added.keys)
    let usedTypes = Set(context.app.androidModules.flatMap { $0.releaseServices.flatMap(\.service.types) }.map(\.value))
    var result: [Finding] = []
    for module in context.app.androidModules {
      // A service from a library permlint cannot read may have its permissions declared in
      // that library's manifest: `android-unavailable-library` says so once instead.
      let unavailable = Set(module.servicesFromUnavailableLibraries.map(\.service.name))
      for service in module.releaseServices where !service.isSuppressed(byLint: ["ForegroundServicePermission"]) {
        if unavailable.contains(service.service.name) { continue }
        result += findings(for: service, in: module, declared: declared)
      }
      result += unusedTypePermissions(in: module, usedTypes: usedTypes)
    }
    return result
  }

  /// What the rule reports about one service.
  func findings(for service: DeclaredService, in module: AndroidModule, declared: Set<String>) -> [Finding] {
    var result: [Finding] = []
    let types = service.service.types
    for type in types {
      result += check(type, of: service, in: module, declared: declared)
    }
    if let first = types.first(where: { catalog.types[$0.value] != nil }) {
      result += missingBasePermission(first, of: service, in: module, declared: declared)
    }
    return result
  }

  private func check(
    _ type: Located<String>, of service: DeclaredService, in module: AndroidModule, declared: Set<String>
  ) -> [Finding] {
    let name = service.service.name
    let location = service.location(type.position)
    guard let info = catalog.types[type.value] else {
      // Resource references and placeholders are not type names permlint can check.
      guard type.value.allSatisfy({ $0.isLetter }) else { return [] }
      let hint = DidYouMean.closest(to: type.value, in: Array(catalog.types.keys)).map { " (did you mean '\($0)'?)" }
      return [
        context.finding(
          .unknownType(service: name, type: type.value, hint: hint ?? "", known: catalog.types.keys.sorted()),
          at: location, stableKey: "\(name):\(type.value)", severity: .note)
      ]
    }
    var result: [Finding] = []
    guard
      let gate = AndroidTargetGate(
        module, from: max(catalog.fromTarget, info.added ?? 0), severity: context.descriptor.severity)
    else { return result }
    if let permission = info.permission, !declared.contains(permission) {
      result.append(
        context.finding(
          .typePermissionMissing(service: name, type: type.value, permission: permission, clause: gate.clause)
            .appending(hedge.clause),
          at: location, stableKey: "\(name):\(type.value)>\(permission)", severity: hedge.severity(gate.severity)))
    }
    if info.otherPrerequisite == nil, !info.prerequisites.isEmpty, declared.isDisjoint(with: info.prerequisites) {
      result.append(
        context.finding(
          .prerequisiteMissing(service: name, type: type.value, prerequisites: info.prerequisites, clause: gate.clause),
          at: location, stableKey: "\(name):\(type.value)>\(info.prerequisites[0])", severity: gate.severity))
    }
    return result
  }

  /// FOREGROUND_SERVICE itself, which every foreground service needs from API 28; reported
  /// once per service, at its first type.
  private func missingBasePermission(
    _ type: Located<String>, of service: DeclaredService, in module: AndroidModule, declared: Set<String>
  ) -> [Finding] {
    let base = catalog.basePermission
    guard !declared.contains(base),
      let gate = AndroidTargetGate(
        module, from: context.catalog.androidPermissions[base]?.added ?? 1, severity: context.descriptor.severity)
    else { return [] }
    let name = service.service.name
    return [
      context.finding(
        .basePermissionMissing(service: name, type: type.value, base: base, clause: gate.clause).appending(
          hedge.clause),
        at: service.location(type.position), stableKey: "\(name)>\(base)", severity: hedge.severity(gate.severity))
    ]
  }

  /// Type permissions no service of the app uses. Only when the module is known to target 34
  /// or later: services of library modules the scan cannot see may use them, so this is a
  /// note.
  private func unusedTypePermissions(in module: AndroidModule, usedTypes: Set<String>) -> [Finding] {
    guard module.targetSdk.isAtLeast(catalog.fromTarget) == true else { return [] }
    var result: [Finding] = []
    // Each type's permission is its own (FOREGROUND_SERVICE_<TYPE>).
    var typeByPermission: [String: String] = [:]
    for (type, entry) in catalog.types {
      if let permission = entry.permission { typeByPermission[permission] = type }
    }
    for declared in module.releasePermissions where declared.isRequested(atAPI: catalog.fromTarget) {
      guard let type = typeByPermission[declared.shortName], !usedTypes.contains(type) else { continue }
      result.append(
        context.finding(
          .typePermissionUnused(declared.shortName, type: type),
          about: declared, stableKey: declared.shortName, severity: .note))
    }
    return result
  }
}

extension Finding.Message {
  fileprivate static func unknownType(service: String, type: String, hint: String, known: [String]) -> Self {
    Self(
      "service \(service) declares foregroundServiceType '\(type)', which is not a foreground-service type"
        + "\(hint); the known types are \(known.joined(separator: ", ")).")
  }

  fileprivate static func typePermissionMissing(service: String, type: String, permission: String, clause: String)
    -> Self
  {
    Self(
      "service \(service) declares foregroundServiceType '\(type)', but no release manifest declares "
        + "\(permission), \(clause): startForeground with this type throws a SecurityException. "
        + "Declare \(permission), or remove the type if the service does not use it.")
  }

  fileprivate static func prerequisiteMissing(
    service: String, type: String, prerequisites: [String], clause: String
  ) -> Self {
    Self(
      "service \(service) declares foregroundServiceType '\(type)', which needs "
        + "\(prerequisites.joined(separator: " or ")) before the service "
        + "starts, but no release manifest declares it, \(clause): startForeground throws a "
        + "SecurityException. Declare and request \(prerequisites[0]).")
  }

  fileprivate static func basePermissionMissing(service: String, type: String, base: String, clause: String) -> Self {
    Self(
      "service \(service) is a foreground service ('\(type)'), but no release manifest declares \(base), "
        + "\(clause): startForeground throws a SecurityException. Declare \(base).")
  }

  fileprivate static func typePermissionUnused(_ permission: String, type: String) -> Self {
    Self(
      "\(permission) is declared, but no service in the app's manifests has foregroundServiceType "
        + "'\(type)', and Play Console asks for a foreground-service declaration for every type the app "
        + "requests. Remove it, unless a library's service uses the type.")
  }
}
