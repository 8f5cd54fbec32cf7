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
        reported).
        """,
      fix: """
        Add the successor key named in the finding, with a purpose string for the current \
        access level. Keep the deprecated key as well only while the deployment target is \
        below the version that deprecated it.
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
      examples: DeprecatedPurposeKeyExamples.all,
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
        let localizedOnly = context.app.localizedStrings.first { strings in
          strings.path.hasPrefix(bundle.folder) && strings.entries.contains { info.successors.contains($0.key) }
        }
        let note =
          localizedOnly.map {
            " (\(successors) is only in \($0.path), which translates Info.plist keys but does not declare them.)"
          } ?? ""
        result.append(
          context.finding(
            .deprecatedAlone(
              declaration.key, since: deprecated, successors: successors, whereToAdd: bundle.whereToAdd, note: note),
            at: declaration.keyLocation, stableKey: declaration.key, severity: localizedOnly == nil ? nil : .warning))
      }
    }
    return result
  }
}

extension Finding.Message {
  fileprivate static func deprecatedAlone(
    _ key: String, since version: String, successors: String, whereToAdd: String, note: String
  ) -> Self {
    Self(
      "\(key) alone does not work since iOS \(version); add \(successors) to "
        + "\(whereToAdd) so that the permission can be requested on iOS \(version) and later.\(note)")
  }
}
