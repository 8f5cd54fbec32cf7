#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Rule {
  /// A deprecated purpose key declared without any key that replaced it.
  public static let deprecatedPurposeKey: Rule = Rule(
    RuleDescriptor(
      id: "deprecated-purpose-key",
      title: "Deprecated purpose key without its successor",
      severity: .error,
      category: .purposeStrings,
      rationale: """
        Some purpose keys stopped working on their own in a later iOS version, and every app \
        runs on the latest iOS whatever its deployment target. Since iOS 11, Always location \
        needs NSLocationAlwaysAndWhenInUseUsageDescription: with only \
        NSLocationAlwaysUsageDescription, requestAlwaysAuthorization does nothing. Since iOS 13 \
        Core Bluetooth needs NSBluetoothAlwaysUsageDescription and terminates an app that has \
        only NSBluetoothPeripheralUsageDescription. Since iOS 17 EventKit grants calendar and \
        reminder access only with the full-access or write-only keys. NSLocationUsageDescription \
        has done nothing on iOS since iOS 8 (it is still current on macOS, where it is not \
        reported). It is an error when something in the app asks for the permission: a \
        Swift or Objective-C request or use of the API, a permission_handler macro or Dart \
        `Permission`, a react-native-permissions handler or constant, or a permission of the \
        feature map. When nothing permlint scanned asks for it, the key is dead weight on \
        current iOS, and a library permlint did not scan may still need the permission: a \
        warning.
        """,
      fix: """
        If the app uses the permission, add the successor key named in the finding, with a \
        purpose string for the current access level; keep the deprecated key as well only \
        while the deployment target is below the version that deprecated it. If nothing uses \
        it, remove the deprecated key.
        """,
      references: [
        RuleReference(
          "Choosing the location services authorization to request",
          "https://developer.apple.com/documentation/bundleresources/choosing-the-location-services-authorization-to-request"
        ),
        .calendarAccessLevels,
        RuleReference(
          "NSBluetoothAlwaysUsageDescription",
          "https://developer.apple.com/documentation/bundleresources/information-property-list/nsbluetoothalwaysusagedescription"
        ),
      ],
      examples: RuleExample.embedded("deprecated-purpose-key"),
      scope: .shippedIOSBundles
    )
  ) { context in
    var result: [Finding] = []
    var seen = Set<String>()
    let descriptor = context.descriptor
    for bundle in context.bundles(for: descriptor) {
      for declaration in bundle.declarations {
        guard let info = context.catalog.iosKeys[declaration.key], let deprecated = info.deprecated,
          !info.successors.isEmpty, !info.successors.contains(where: bundle.declares),
          seen.insert("\(declaration.keyLocation)|\(declaration.key)").inserted
        else { continue }
        let successors = info.successors.joined(separator: " or ")
        // A successor written only in a localized strings file: strings files translate the
        // Info.plist's keys rather than declare them, but whether iOS honours such a key
        // cannot be known from the files, so it is a warning that says so, not an error.
        let localizedOnly = context.app.localizedStrings.filter { strings in
          strings.path.hasPrefix(bundle.folder) && strings.entries.contains { info.successors.contains($0.key) }
        }.map(\.path).sorted()
        // Every file that has it, not the first: pocket-casts translates it in 15 locales.
        let note =
          switch localizedOnly.count {
          case 0: ""
          case 1:
            " (\(successors) is only in \(localizedOnly[0]), which translates Info.plist keys but does not declare them.)"
          default:
            " (\(successors) is only in \(localizedOnly.count) localized strings files ("
              + localizedOnly.prefix(3).joined(separator: ", ") + (localizedOnly.count > 3 ? ", …" : "")
              + "), which translate Info.plist keys but do not declare them.)"
          }
        // The key alone is certainly dead on current iOS; whether the app needs the permission
        // (add the successor) or not (remove the key) is only known from what asks for it.
        guard let evidence = PermissionEvidence(context: context).asking(for: [declaration.key] + info.successors)
        else {
          let resource = info.successors.compactMap { context.catalog.iosKeys[$0]?.resource }.first ?? info.resource
          result.append(
            context.finding(
              .deprecatedUnused(
                declaration.key, since: deprecated, resource: PermissionEvidence.plain(resource),
                successors: successors, whereToAdd: bundle.whereToAdd, note: note),
              at: declaration.keyLocation, stableKey: declaration.key, severity: .warning))
          continue
        }
        result.append(
          context.finding(
            .deprecatedAlone(
              declaration.key, since: deprecated, successors: successors, whereToAdd: bundle.whereToAdd,
              note: " \(evidence.what) asks for it." + note),
            at: declaration.keyLocation, stableKey: declaration.key, severity: localizedOnly.isEmpty ? nil : .warning,
            relatedLocations: evidence.location.map {
              [
                RelatedLocation(
                  location: $0, message: "\(evidence.what.replacing(" in the app's code", with: "")) asks for it here")
              ]
            }
              ?? []))
      }
    }
    return result
  }
}

/// What in the app provably asks for a permission: native calls, permission_handler's Podfile
/// macros and Dart code, react-native-permissions' handlers and constants, and the feature map.
private struct PermissionEvidence {
  let context: RuleContext

  /// The first thing that asks for a permission one of `keys` serves, and where, or `nil`.
  func asking(for keys: [String]) -> (what: String, location: FileLocation?)? {
    let keys = Set(keys)
    let catalog = context.catalog
    let apis = catalog.nativeAPIs
    // Swift and Objective-C: a request, else a use of the resource's API.
    let requests = context.app.nativeCode.appleSources.flatMap(\.requests)
      .filter { !Set(apis.applePermissions[$0.permission]?.keys ?? []).isDisjoint(with: keys) }
      .sorted { ($0.location.path, $0.location.position) < ($1.location.path, $1.location.position) }
    if let request = requests.first { return ("\(request.symbol) in the app's code", request.location) }
    for source in context.app.nativeCode.appleSources {
      for permission in source.usedPermissions.sorted()
      where !Set(apis.applePermissions[permission]?.keys ?? []).isDisjoint(with: keys) {
        return ("code in \(source.path)", nil)
      }
    }
    if let flutter = context.app.flutter {
      let handler = catalog.permissionHandler
      if flutter.podfileDecides,
        let macro = flutter.podfile?.macros.first(where: {
          $0.isEnabled && !Set(handler.macroKeys[$0.name] ?? []).isDisjoint(with: keys)
        })
      {
        return ("\(macro.name)=1 in the Podfile", macro.location)
      }
      // A Dart permission needs a key when every macro that can enable it compiles that key in
      // (`Permission.location` can be When-In-Use only: it is no evidence of Always).
      for use in flutter.uses {
        let macros = handler.permissions[use.name] ?? []
        guard let first = macros.first else { continue }
        let needed = macros.dropFirst().reduce(Set(handler.macroKeys[first] ?? [])) {
          $0.intersection(handler.macroKeys[$1] ?? [])
        }
        if !needed.isDisjoint(with: keys) {
          return ("Permission.\(use.name)", FileLocation(path: use.path, position: use.position))
        }
      }
    }
    if let reactNative = context.app.reactNativePermissions {
      let rn = catalog.reactNativePermissions
      if let handler = reactNative.podfile?.permissionHandlers.first(where: {
        !Set(rn.handlerKeys[$0.value] ?? []).isDisjoint(with: keys)
      }) {
        return ("the '\(handler.value)' handler in the Podfile", nil)
      }
      for use in reactNative.uses {
        guard let handler = rn.constants[use.name], !Set(rn.handlerKeys[handler] ?? []).isDisjoint(with: keys)
        else { continue }
        return ("PERMISSIONS.IOS.\(use.name)", FileLocation(path: use.path, position: use.position))
      }
    }
    if let map = context.app.featureMap {
      let ids = map.permissions.map(\.id) + map.features.flatMap { $0.requires.map(\.value) }
      if let id = ids.first(where: { !Set(catalog.permissions[$0]?.iosKeys ?? []).isDisjoint(with: keys) }) {
        return ("the feature map's permission '\(id)'", nil)
      }
    }
    return nil
  }

  /// A catalog resource name as a sentence says it: `Calendars (full access)` -> `calendars`;
  /// proper names (Bluetooth, Nearby Interaction) keep their capitals.
  static func plain(_ resource: String) -> String {
    let name = (resource.split(separator: "(").first.map(String.init) ?? resource).trimmingWhitespace()
    if name == "Location always" { return "Always location" }
    if ["Bluetooth", "Nearby"].contains(where: name.hasPrefix) { return name }
    return name.prefix(1).lowercased() + name.dropFirst()
  }
}

extension Finding.Message {
  fileprivate static func deprecatedUnused(
    _ key: String, since version: String, resource: String, successors: String, whereToAdd: String, note: String
  ) -> Self {
    Self(
      "\(key) alone does nothing since iOS \(version), and nothing permlint scanned asks for \(resource): remove "
        + "it, or, if the app or a library it ships uses \(resource), add \(successors) to \(whereToAdd).\(note)")
  }

  fileprivate static func deprecatedAlone(
    _ key: String, since version: String, successors: String, whereToAdd: String, note: String
  ) -> Self {
    Self(
      "\(key) alone does not work since iOS \(version); add \(successors) to "
        + "\(whereToAdd) so that the permission can be requested on iOS \(version) and later.\(note)")
  }
}
