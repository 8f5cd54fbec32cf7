extension Rule {
  /// A permission the app uses has no purpose string, or an empty one.
  public static let missingPurposeString: Rule = Rule(
    RuleDescriptor(
      id: "missing-purpose-string",
      title: "Purpose string missing or empty",
      severity: .error,
      category: .purposeStrings,
      rationale: """
        iOS shows an app's purpose string in every permission prompt. Without it the app is \
        terminated the moment it touches the protected API, or the request is silently \
        ignored (location), and App Store Connect rejects the upload with ITMS-90683. An empty \
        or blank string is rejected the same way. Some keys need a companion: Always location \
        does nothing unless When-In-Use is also described.
        """,
      fix: """
        Add the key to the app's Info.plist (or its localized InfoPlist.strings) with a \
        sentence that names the feature and says what the app does with the data, for example \
        "Your location is used to record check-in at your work site."
        """,
      references: [
        RuleReference(
          "App Review Guideline 5.1.1: purpose strings",
          "https://developer.apple.com/app-store/review/guidelines/#data-collection-and-storage"),
        RuleReference(
          "Requesting access to protected resources",
          "https://developer.apple.com/documentation/uikit/protecting_the_user_s_privacy/requesting_access_to_protected_resources"
        ),
        RuleReference(
          "Choosing the location services authorization to request",
          "https://developer.apple.com/documentation/bundleresources/choosing-the-location-services-authorization-to-request"
        ),
      ],
      examples: [
        .triggering(
          "the feature map declares the camera, the Info.plist has no camera purpose string",
          [
            ("permlint.yml", "app: Rider\npermissions:\n  ↓camera: {}\n"),
            (
              "ios/Rider/Info.plist",
              """
              <?xml version="1.0" encoding="UTF-8"?>
              <plist version="1.0">
              <dict>
                <key>CFBundleName</key>
                <string>Rider</string>
              </dict>
              </plist>
              """
            ),
          ]),
        .triggering(
          "an empty purpose string, and Always location without When-In-Use",
          [
            (
              "Info.plist",
              """
              <plist version="1.0">
              <dict>
                <key>NSCameraUsageDescription</key>
                ↓<string>   </string>
                ↓<key>NSLocationAlwaysAndWhenInUseUsageDescription</key>
                <string>Shows nearby stops while the app is closed.</string>
              </dict>
              </plist>
              """
            )
          ]),
        .triggering(
          "the key is only in the macOS runner and a test bundle, not in the iOS app",
          [
            ("permlint.yml", "app: Scanner\nplatforms: [ios]\npermissions:\n  ↓camera: {}\n"),
            ("ios/Runner/Info.plist", "<plist version=\"1.0\"><dict/></plist>"),
            (
              "macos/Runner/Info.plist",
              "<plist><dict><key>NSCameraUsageDescription</key><string>Scan receipts.</string></dict></plist>"
            ),
            (
              "ios/RunnerTests/Info.plist",
              "<plist><dict><key>NSCameraUsageDescription</key><string>Scan receipts.</string></dict></plist>"
            ),
          ]),
        .nonTriggering(
          "an app kept under a folder whose name ends in Tests is still the app",
          [
            ("IntegrationTests/scanner/permlint.yml", "app: Scanner\nplatforms: [ios]\npermissions:\n  camera: {}\n"),
            (
              "IntegrationTests/scanner/ios/Runner/Info.plist",
              "<plist><dict><key>NSCameraUsageDescription</key><string>Scan receipts.</string></dict></plist>"
            ),
          ]),
        .nonTriggering(
          "every declared permission is described",
          [
            ("permlint.yml", "app: Rider\npermissions:\n  camera: {}\n  location: {}\n"),
            (
              "ios/Rider/Info.plist",
              """
              <plist version="1.0">
              <dict>
                <key>NSCameraUsageDescription</key>
                <string>Take a photo of the parcel as proof of delivery.</string>
                <key>NSLocationWhenInUseUsageDescription</key>
                <string>Your location is used to offer deliveries near you.</string>
              </dict>
              </plist>
              """
            ),
          ]),
      ]
    )
  ) { context in
    PurposeStringCheck(context: context).findings()
  }
}

/// The checks behind `missing-purpose-string`, one method per source of obligation.
private struct PurposeStringCheck {
  let context: RuleContext
  var descriptor: RuleDescriptor { Rule.missingPurposeString.descriptor }
  var catalog: PermissionCatalog { context.catalog }

  func findings() -> [Finding] {
    var result: [Finding] = []
    for plist in context.app.infoPlists {
      result += blankValues(in: plist) + missingCompanions(in: plist)
    }
    result += blankLocalizedValues() + missingDeclaredKeys()
    return result
  }

  /// Purpose strings that are present but empty or blank, including dictionary entries.
  private func blankValues(in plist: InfoPlistDocument) -> [Finding] {
    var result: [Finding] = []
    for entry in plist.entries where catalog.isPurposeKey(entry.key) {
      let values = entry.value.dictionary.map { $0.map(\.value) } ?? [entry.value]
      for value in values where value.string?.isBlank ?? false {
        result.append(
          descriptor.finding(
            "\(entry.key) is empty; iOS shows this text in the permission prompt and App Store Connect "
              + "rejects blank purpose strings. Say what the app does with \(resource(entry.key)).",
            at: plist.location(value.position), subject: entry.key))
      }
    }
    return result
  }

  /// Keys that need a companion key (Always needs When-In-Use), and background modes that
  /// imply a purpose string.
  private func missingCompanions(in plist: InfoPlistDocument) -> [Finding] {
    var result: [Finding] = []
    for entry in plist.entries {
      for required in catalog.iosKeys[entry.key]?.requires ?? [] where plist.entry(required) == nil {
        result.append(
          descriptor.finding(
            "\(entry.key) needs \(required) as well; without it iOS ignores the location request. "
              + "Add \(required) to \(plist.path).",
            at: plist.location(entry.keyPosition), subject: "\(entry.key)>\(required)"))
      }
    }
    for mode in plist.entry("UIBackgroundModes")?.value.array ?? [] {
      guard let name = mode.string, let info = catalog.backgroundModes[name] else { continue }
      for required in info.requiresKeys where plist.entry(required) == nil {
        result.append(
          descriptor.finding(
            "background mode '\(name)' uses a permission that needs \(required); add it to \(plist.path).",
            at: plist.location(mode.position), subject: "UIBackgroundModes.\(name)>\(required)"))
      }
    }
    return result
  }

  /// Localized purpose strings that are blank: they replace the base text with nothing.
  private func blankLocalizedValues() -> [Finding] {
    var result: [Finding] = []
    for strings in context.app.localizedStrings {
      for entry in strings.entries where catalog.isPurposeKey(entry.key) && entry.value.isBlank {
        result.append(
          descriptor.finding(
            "\(entry.key) is empty in locale '\(strings.locale)'; users of that language would see "
              + "a prompt with no reason. Translate the purpose string.",
            at: SourceLocation(path: strings.path, position: entry.valuePosition),
            subject: "\(strings.locale).\(entry.key)"))
      }
    }
    return result
  }

  /// Keys that the feature map's permissions need but the app's own Info.plist lacks.
  private func missingDeclaredKeys() -> [Finding] {
    guard let map = context.app.featureMap, context.app.shipsIOS else { return [] }
    let plist = context.app.mainInfoPlist
    var result: [Finding] = []
    for declaration in map.permissions {
      guard let info = catalog.permissions[declaration.id] else { continue }
      for key in info.iosKeys where plist?.entry(key) == nil {
        let target =
          plist.map { "add it to \($0.path)" }
          ?? "no iOS app Info.plist was found under \(context.app.root); add one with this key"
        result.append(
          descriptor.finding(
            "permission '\(declaration.id)' needs the purpose string \(key), but the app has none; "
              + "\(target) saying why the app uses \(resource(key)).",
            at: map.location(declaration.position), subject: "\(declaration.id)>\(key)"))
      }
    }
    return result
  }

  private func resource(_ key: String) -> String {
    catalog.iosKeys[key].map { $0.resource.lowercased() } ?? "this data"
  }
}
