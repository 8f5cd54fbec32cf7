#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
        ignored (location), and App Store Connect reports ITMS-90683 by email once it has \
        processed the upload (sources in `rules/store-outcomes.yml`). An empty or blank string \
        counts as missing (ITMS-90738, invalid purpose string value). Some keys need a companion: Always location \
        does nothing unless When-In-Use is also described. An app that tracks users (`tracking` \
        in the feature map) cannot show the App Tracking Transparency prompt without \
        NSUserTrackingUsageDescription, and App Review rejects tracking without that prompt \
        (Guidelines 5.1.2 and 2.1). Keys count wherever Xcode takes them from: the Info.plist \
        (XML or binary) or `INFOPLIST_KEY_<key>` build settings in the project or an \
        `.xcconfig` file.
        """,
      fix: """
        Add the key to the app's Info.plist, or as an `INFOPLIST_KEY_<key>` build setting of \
        the app target when Xcode generates the Info.plist, with a sentence that names the \
        feature and says what the app does with the data, for example "Your location is used \
        to record check-in at your work site." Translate it in each locale's InfoPlist.strings \
        or in InfoPlist.xcstrings.
        """,
      references: [
        .appReviewPurposeStrings,
        RuleReference(
          "Requesting access to protected resources",
          "https://developer.apple.com/documentation/uikit/protecting_the_user_s_privacy/requesting_access_to_protected_resources"
        ),
        RuleReference(
          "Choosing the location services authorization to request",
          "https://developer.apple.com/documentation/bundleresources/choosing-the-location-services-authorization-to-request"
        ),
        RuleReference(
          "App Review Guideline 5.1.2 (data use and sharing) and App Tracking Transparency",
          "https://developer.apple.com/documentation/apptrackingtransparency"),
      ],
      examples: RuleExample.embedded("missing-purpose-string"),
      scope: RuleScope(
        products: [.app, .appClip, .appExtension], platforms: [.iOS, .watchOS, .macOS],
        remark:
          "An app extension, and a watch app that names its companion iPhone app, use the host app's location authorization: a companion key the host declares counts, and one the host lacks is a note at the extension."
      )
    ),
    checkedBy: PurposeStringCheck.self)
}

/// The checks behind `missing-purpose-string`, one method per source of obligation. Keys are
/// read through the app's bundles, so an `INFOPLIST_KEY_` build setting counts as much as an
/// Info.plist entry, and each finding points where its key is written.
private struct PurposeStringCheck: RuleCheck {
  let context: RuleContext
  var catalog: PermissionCatalog { context.catalog }

  func findings() -> [Finding] {
    var result: [Finding] = []
    var seen = Set<String>()
    for bundle in context.scopedBundles {
      // A build setting written once at project level is declared by every target.
      for finding in blankValues(in: bundle) + missingCompanions(in: bundle)
      where seen.insert("\(finding.location)|\(finding.stableKey)").inserted {
        result.append(finding)
      }
    }
    result += blankLocalizedValues() + missingDeclaredKeys()
    return result
  }

  /// Purpose strings that are present but empty or blank, including dictionary entries. A
  /// build setting blank in several configurations of the target (Debug and Release) is one
  /// mistake: one finding, at the configuration that ships (Release, else the first), the
  /// others related.
  private func blankValues(in bundle: InfoPlistBundle) -> [Finding] {
    var result: [Finding] = []
    var settings: [String: [(declaration: InfoPlistDeclaration, configuration: String)]] = [:]
    var order: [String] = []
    for declaration in bundle.declarations where catalog.isPurposeKey(declaration.key) {
      if case .buildSetting(let configuration?) = declaration.source, declaration.value.string?.isBlank ?? false {
        if settings[declaration.key] == nil { order.append(declaration.key) }
        settings[declaration.key, default: []].append((declaration, configuration))
        continue
      }
      let values = declaration.value.dictionary.map { $0.map(\.value) } ?? [declaration.value]
      for value in values where value.string?.isBlank ?? false {
        result.append(
          context.finding(
            .blank(declaration.key, resource: resource(declaration.key)),
            at: declaration.location(value.position), stableKey: declaration.key))
      }
    }
    for key in order {
      guard let blank = settings[key] else { continue }
      let shipped = blank.firstIndex { $0.configuration == "Release" } ?? 0
      let declaration = blank[shipped].declaration
      let others = blank.indices.filter { $0 != shipped }.map { blank[$0] }
      result.append(
        context.finding(
          .blank(key, resource: resource(key)), at: declaration.location(declaration.value.position),
          stableKey: key,
          relatedLocations: others.map {
            RelatedLocation(
              location: $0.declaration.location($0.declaration.value.position),
              message: "blank in the \($0.configuration) configuration too")
          }))
    }
    return result
  }

  /// Why a bundle needs a key it lacks: a declared key that needs a companion, or background
  /// modes that imply a purpose string.
  private struct MissingKeyCause {
    var required: String
    var message: Finding.Message
    var location: FileLocation
    var stableKey: String
    /// What needs the key, for the other causes' mention: `NSLocationAlwaysUsageDescription`,
    /// `background mode 'location'`.
    var subject: String
    var plural = false
  }

  /// Keys that need a companion key (Always needs When-In-Use), and background modes that
  /// imply a purpose string: one finding per missing key, at its first cause (companion keys
  /// before background modes), with the other causes as related locations. A key needed for
  /// one cause keeps that cause's stable key; with more, the first cause's.
  private func missingCompanions(in bundle: InfoPlistBundle) -> [Finding] {
    // Companion keys and UIBackgroundModes are iOS's authorization model, not macOS's.
    guard bundle.platform != .macOS else { return [] }
    var causes: [MissingKeyCause] = []
    for declaration in bundle.declarations {
      for required in catalog.iosKeys[declaration.key]?.requires ?? [] where !bundle.declares(required) {
        causes.append(
          MissingKeyCause(
            required: required,
            message: .companionMissing(declaration.key, required: required, whereToAdd: bundle.whereToAdd),
            location: declaration.keyLocation, stableKey: "\(declaration.key)>\(required)", subject: declaration.key))
      }
    }
    for declaration in bundle.declarations(of: "UIBackgroundModes") {
      // One cause per missing key: `bluetooth-central` and `bluetooth-peripheral` both need
      // NSBluetoothAlwaysUsageDescription, which is one thing to add.
      var modesByKey: [(required: String, modes: [String], position: SourcePosition)] = []
      for mode in declaration.value.array ?? [] {
        guard let name = mode.string, let info = catalog.backgroundModes[name] else { continue }
        for required in info.requiresKeys where !bundle.declares(required) {
          if let index = modesByKey.firstIndex(where: { $0.required == required }) {
            if !modesByKey[index].modes.contains(name) { modesByKey[index].modes.append(name) }
          } else {
            modesByKey.append((required, [name], mode.position))
          }
        }
      }
      for (required, modes, position) in modesByKey {
        causes.append(
          MissingKeyCause(
            required: required,
            message: .backgroundModesNeedKey(modes, required: required, whereToAdd: bundle.whereToAdd),
            location: declaration.location(position), stableKey: "UIBackgroundModes.\(modes[0])>\(required)",
            subject: "background mode\(modes.count > 1 ? "s" : "") \(Finding.Message.quotedList(modes))",
            plural: modes.count > 1))
      }
    }
    var order: [String] = []
    var causesByKey: [String: [MissingKeyCause]] = [:]
    for cause in causes {
      if causesByKey[cause.required] == nil { order.append(cause.required) }
      causesByKey[cause.required, default: []].append(cause)
    }
    let host = hostApp(of: bundle)
    return order.compactMap { required in
      guard let causes = causesByKey[required], let first = causes.first else { return nil }
      let others = causes.dropFirst()
      let message = others.isEmpty ? first.message : first.message.neededAlso(by: others.map(\.subject))
      let related = others.map {
        RelatedLocation(location: $0.location, message: "\($0.subject) need\($0.plural ? "" : "s") \(required)")
      }
      guard let host else {
        return context.finding(
          message, at: first.location, stableKey: first.stableKey, relatedLocations: related,
          fix: bundle.addingPlaceholder(for: required))
      }
      // An extension or a companion watch app uses its host app's authorization: the key
      // counts where the host declares it, and otherwise only the host can be judged.
      guard !host.declares(required) else { return nil }
      return context.finding(
        .hostLacks(message, bundle: bundle.name, required: required, whereToAdd: host.whereToAdd),
        at: first.location, stableKey: first.stableKey, severity: .note, relatedLocations: related)
    }
  }

  /// The app whose grant `bundle` uses: the main bundle, for an app extension or a watch app
  /// that names its companion iPhone app; `nil` for a bundle that asks on its own.
  private func hostApp(of bundle: InfoPlistBundle) -> InfoPlistBundle? {
    guard let main = context.app.mainBundle, main.name != bundle.name else { return nil }
    let companionWatchApp =
      bundle.platform == .watchOS && bundle.declares("WKCompanionAppBundleIdentifier")
      && bundle.declaration("WKRunsIndependentlyOfCompanionApp")?.bool != true
    return bundle.kind == .appExtension || companionWatchApp ? main : nil
  }

  /// Localized purpose strings that are blank: they replace the base text with nothing.
  private func blankLocalizedValues() -> [Finding] {
    var result: [Finding] = []
    for strings in context.app.localizedStrings {
      for entry in strings.entries where catalog.isPurposeKey(entry.key) && entry.value.isBlank {
        result.append(
          context.finding(
            .blankInLocale(entry.key, locale: strings.locale),
            at: FileLocation(path: strings.path, position: entry.valuePosition),
            stableKey: "\(strings.locale).\(entry.key)"))
      }
    }
    return result
  }

  /// Keys that the feature map's permissions need but the app's own bundle lacks, in its
  /// Info.plist and in its build settings alike.
  private func missingDeclaredKeys() -> [Finding] {
    guard let map = context.app.featureMap, context.app.shipsIOS else { return [] }
    let bundle = context.app.mainBundle
    var result: [Finding] = []
    for declaration in map.permissions where declaration.isUsed(on: "ios") {
      guard let info = catalog.permissions[declaration.id] else { continue }
      for key in info.iosKeys where !(bundle?.declares(key) ?? false) {
        let target =
          bundle.map { "add it to \($0.whereToAdd)" }
          ?? "no iOS app Info.plist or Xcode app target was found under \(context.app.root); add one with this key"
        let effect = catalog.iosKeys[key]?.whenMissing.map { " Without it \($0)." } ?? ""
        let ignored =
          bundle?.ignoredDeclarations.first { $0.key == key }.map {
            " (INFOPLIST_KEY_\(key) at \($0.keyLocation) is ignored, because GENERATE_INFOPLIST_FILE is NO.)"
          } ?? ""
        result.append(
          context.finding(
            .declaredKeyMissing(
              declaration.id, key: key, target: target, resource: resource(key), effect: effect, ignored: ignored),
            at: map.location(declaration.position), stableKey: "\(declaration.id)>\(key)",
            fix: bundle?.addingPlaceholder(for: key)))
      }
    }
    return result
  }

  private func resource(_ key: String) -> String {
    catalog.iosKeys[key].map { $0.resource.lowercased() } ?? "this data"
  }
}

extension Finding.Message {
  fileprivate static func blank(_ key: String, resource: String) -> Self {
    Self(
      "\(key) is empty; iOS shows this text in the permission prompt, which then gives users no reason, and "
        + "App Store Connect flags it (ITMS-90738, invalid purpose string value) when it processes the upload. "
        + "Say what the app does with \(resource).")
  }

  fileprivate static func companionMissing(_ key: String, required: String, whereToAdd: String) -> Self {
    Self(
      "\(key) needs \(required) as well; without it iOS ignores the location request. "
        + "Add \(required) to \(whereToAdd).")
  }

  fileprivate static func backgroundModesNeedKey(_ modes: [String], required: String, whereToAdd: String) -> Self {
    guard modes.count > 1 else {
      return Self("background mode '\(modes[0])' uses a permission that needs \(required); add it to \(whereToAdd).")
    }
    return Self(
      "background modes \(quotedList(modes)) use a permission that needs \(required); add it to \(whereToAdd).")
  }

  /// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
  fileprivate static func quotedList(_ names: [String]) -> String { names.map { "'\($0)'" }.listed }

  /// The first cause's message, naming the other causes of the same missing key.
  fileprivate func neededAlso(by subjects: [String]) -> Self { appending(" It is also needed by \(subjects.listed).") }

  /// `message` said of an extension or watch app whose host app lacks the key too.
  fileprivate static func hostLacks(_ message: Self, bundle: String, required: String, whereToAdd: String) -> Self {
    Self(
      "\(message.text) \(bundle) uses the location authorization of its host app, which does not declare "
        + "\(required) either; add it to \(whereToAdd).")
  }

  fileprivate static func blankInLocale(_ key: String, locale: String) -> Self {
    Self(
      "\(key) is empty in locale '\(locale)'; users of that language would see "
        + "a prompt with no reason. Translate the purpose string.")
  }

  fileprivate static func declaredKeyMissing(
    _ permission: String, key: String, target: String, resource: String, effect: String, ignored: String
  ) -> Self {
    Self(
      "permission '\(permission)' needs the purpose string \(key), but the app has none; "
        + "\(target) saying why the app uses \(resource).\(effect)\(ignored)")
  }
}

extension [String] {
  /// The elements as a sentence lists them: `a`, `a and b`, `a, b and c`.
  fileprivate var listed: String {
    guard let last, count > 1 else { return first ?? "" }
    return dropLast().joined(separator: ", ") + " and " + last
  }
}
