#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Writes a starter feature map (`permlint init`) for the app found in a set of files: the
/// permissions its manifests declare, one feature per permission, and for each a gate flow
/// that passes every flow rule. What permlint cannot know (why Always location is needed,
/// the copy in other languages) is left for the user, marked, and reported until written.
public enum FeatureMapStarter {
  /// A starter map and what it contains.
  public struct Starter: Sendable {
    /// The YAML text of `permlint.yml`.
    public var text: String
    /// The permission ids it declares, sorted.
    public var permissions: [String]
    /// The app's development language, the first of `locales`.
    public var locale: String
    /// Every locale the app ships, the development language first: the map's `locales:`,
    /// each with its screen copy.
    public var locales: [String]
    /// The locales whose copy is English, to be translated (permlint has no starter copy in
    /// their language).
    public var untranslated: [String]
    /// Whether some copy is English under another locale, to be translated.
    public var needsTranslation: Bool { !untranslated.isEmpty }
    /// What the map was not written from, said once: example and test apps of packages in
    /// the tree, which are not the app's.
    public var notifications: [ToolNotification] = []
  }

  /// The starter map for the apps among `files` (all of them together: the map is written
  /// at the root of what was scanned).
  public static func generate(files: [SourceFile]) -> Starter {
    generate(files: files, catalog: .builtIn)
  }

  /// The starter map for the apps among `files`, with another catalog.
  @_spi(Testing) public static func generate(files: [SourceFile], catalog: PermissionCatalog) -> Starter {
    let documents = files.compactMap { file -> (any InputDocument)? in
      guard let kind = InputKind.classify(path: file.path), kind != .featureMap, kind.reading != .notLinted else {
        return nil
      }
      return kind.document(file, catalog: catalog)
    }
    let grouped = AppGrouping.groups(from: documents)
    let apps = grouped.apps.map { AppGrouping.resolved($0, android: grouped.android) }
    var found = declaredPermissions(apps, catalog: catalog)
    // The permissions the code asks for count too (notifications need no declaration on iOS),
    // and each flow is written from what its code does.
    let code = StarterCodeFacts.collect(apps, files: files, vocabulary: catalog.codeFlows)
    for id in code.keys where catalog.permissions[id] != nil && found[id] == nil {
      found[id] = []
      for implied in catalog.permissions[id]?.implies ?? [] where found[implied] == nil { found[implied] = [] }
    }
    let permissions = found.keys.sorted()
    let precise = Set(precisePermissions(apps, catalog: catalog).filter(permissions.contains))
    // On an app that ships both platforms, a permission found on one only is marked so, or
    // the other platform's checks would ask for declarations the app does not need.
    let shipsBoth =
      apps.contains { $0.bundles.contains { $0.platform != .macOS } } && apps.contains { !$0.androidModules.isEmpty }
    let onePlatform = shipsBoth ? found.filter { $0.value.count == 1 }.mapValues { $0.first! } : [:]
    let localization = apps.lazy.compactMap { AppLocalization($0) }.first
    let locale = localization.map { LocaleName.normalize($0.developmentLanguage) } ?? "en"
    // Every locale the app ships gets its copy, or screen-copy would report the map the
    // moment the user lists them (as they are told to).
    // As the app spells them (`zh-Hans`, `pt-BR`), each once.
    var locales = [locale]
    var seen: Set = [LocaleName.normalize(locale)]
    for shipped in localization?.shippedLocales() ?? [] where seen.insert(LocaleName.normalize(shipped.name)).inserted {
      locales.append(shipped.name.replacing("_", with: "-"))
    }
    locales = [locale] + locales.dropFirst().sorted()
    let name = appName(apps)
    var writer = StarterWriter(catalog: catalog, locales: locales, code: code)
    let text = writer.map(app: name, permissions: permissions, precise: precise, onePlatform: onePlatform)
    return Starter(
      text: text, permissions: permissions, locale: locale, locales: locales,
      untranslated: locales.filter { StarterCopy.forLanguage($0).isFallback }, notifications: grouped.notifications)
  }

  /// Permission ids whose keys or Android permissions the apps declare, with the ones they
  /// imply, and the platforms each was found on. Always location needs a background key or
  /// `ACCESS_BACKGROUND_LOCATION`: the When-In-Use key alone is foreground location.
  static func declaredPermissions(_ apps: [AppModel], catalog: PermissionCatalog) -> [String: Set<String>] {
    var found: [String: Set<String>] = [:]
    for app in apps {
      // The map's iOS side is the iOS app's: a macOS app built from the same tree (Flutter's
      // macos/Runner) and test bundles declare keys the iOS app does not.
      let iOSBundles = app.bundles.filter { $0.platform != .macOS && $0.kind != .test }
      let keys = Set(iOSBundles.flatMap { $0.declarations.map(\.key) })
      // A permission's first key is its own; later ones are companions (speech also needs
      // the microphone key), which do not mean the app uses it.
      for (id, info) in catalog.permissions where info.iosKeys.first.map(keys.contains) == true {
        found[id, default: []].insert("ios")
      }
    }
    // An Android permission may serve several ids (READ_MEDIA_IMAGES: photos or storage):
    // one the iOS side already declares, else the one with the fewest iOS keys, so that the
    // map does not ask iOS for a purpose string the app never needed.
    for app in apps {
      for name in Set(app.androidModules.flatMap { $0.releasePermissions.map(\.shortName) }).sorted() {
        let candidates = catalog.permissions.filter { $0.value.androidAnyOf.contains(name) }
        if let known = candidates.keys.sorted().first(where: { found[$0] != nil }) {
          found[known, default: []].insert("android")
          continue
        }
        let best = candidates.min { ($0.value.iosKeys.count, $0.key) < ($1.value.iosKeys.count, $1.key) }
        if let best { found[best.key, default: []].insert("android") }
      }
    }
    for (id, platforms) in found {
      for implied in catalog.permissions[id]?.implies ?? [] { found[implied, default: []].formUnion(platforms) }
    }
    return found
  }

  /// Permission ids whose precise Android permission (ACCESS_FINE_LOCATION) a release
  /// manifest declares: the map says so, or every such declaration would be reported.
  static func precisePermissions(_ apps: [AppModel], catalog: PermissionCatalog) -> [String] {
    let android = Set(apps.flatMap { $0.androidModules.flatMap { $0.releasePermissions.map(\.shortName) } })
    return catalog.permissions.filter { $0.value.androidPrecise.contains(where: android.contains) }.keys.sorted()
  }

  /// The app's display name from its Info.plist, else its folder, else "App".
  private static func appName(_ apps: [AppModel]) -> String {
    for app in apps {
      for key in ["CFBundleDisplayName", "CFBundleName"] {
        if let name = app.mainBundle?.declaration(key)?.value.string, !name.contains("$"), !name.isBlank {
          return name
        }
      }
    }
    return "App"
  }
}

/// Writes the YAML of a starter map.
private struct StarterWriter {
  let catalog: PermissionCatalog
  /// The locales of the map, the development language first, each with its copy.
  let copies: [(locale: String, copy: StarterCopy)]
  /// What the code does for each permission it asks for.
  let code: [String: StarterCodeFacts.Permission]
  var text = ""

  init(catalog: PermissionCatalog, locales: [String], code: [String: StarterCodeFacts.Permission]) {
    self.catalog = catalog
    copies = locales.map { ($0, StarterCopy.forLanguage($0)) }
    self.code = code
  }

  mutating func map(
    app: String, permissions: [String], precise: Set<String>, onePlatform: [String: String]
  ) -> String {
    line("# Feature map for permlint (https://github.com/permlint/permlint/blob/main/Docs/feature-map.md),")
    line("# written by `permlint init`. One feature per permission the app declares, each with a")
    line("# gate flow: check, request, every outcome, a blocked screen with a way to Settings, and a")
    line("# re-check on return. Rename each feature after what it does for the user, adapt its flow")
    line("# and copy to the app's real screens, add the locales the app ships with their copy, and")
    line("# delete what the app does not use. Run `permlint` to check it. A flow whose permission the")
    line("# code asks for names that code (`code:`) and says what the code does and does not do.")
    line("app: \(quoted(app))")
    line("locales: [\(copies.map(\.locale).joined(separator: ", "))]")
    if permissions.isEmpty {
      line("# No permission was found in the manifests; describe features as they are added.")
      line("features: {}")
      return text
    }
    let withOptions = permissions.filter { precise.contains($0) || onePlatform[$0] != nil }
    if !withOptions.isEmpty {
      line("permissions:")
      for id in withOptions {
        var options: [String] = []
        var why: [String] = []
        if precise.contains(id) {
          options.append("precise: true")
          why.append("the Android manifest asks for precise location")
        }
        if let platform = onePlatform[id] {
          options.append("platforms: [\(platform)]")
          why.append("only the \(platform == "ios" ? "iOS" : "Android") manifests declare it")
        }
        line("  \(id): { \(options.joined(separator: ", ")) }  # \(why.joined(separator: "; "))")
      }
    }
    line("features:")
    for id in permissions {
      line("  \(id):")
      line("    requires: [\(id)]")
      if acceptsLimited(id) { line("    accepts-limited: true") }
      if catalog.permissions[id]?.isBackground == true {
        line("    # Why the app needs this while it is not in use, for a store reviewer. permlint reports")
        line("    # the background permission (least-privilege-location) until this is written.")
        line("    justification: \"\"")
      }
      line("    flow: \(id)-gate")
    }
    line("flows:")
    for id in permissions {
      if let background = catalog.permissions[id], background.isBackground, let foreground = background.implies.first {
        backgroundFlow(id, foreground: foreground)
      } else {
        gateFlow(id)
      }
    }
    return text
  }

  /// check → request → run, with every outcome routed; blocked and restricted lead to a
  /// screen that opens Settings, and Settings re-checks on resume and launch.
  private mutating func gateFlow(_ id: String) {
    let outcomes = catalog.permissions[id]?.outcomes ?? []
    let limited = acceptsLimited(id)
    let blocks =
      outcomes.contains(.blocked) || outcomes.contains(.restricted) || (outcomes.contains(.limited) && !limited)
    line("  \(id)-gate:")
    codeLines(id)
    line("    permission: \(id)")
    line("    start: check")
    line("    states:")
    line(
      "      check: { action: check, on: { \(routes(outcomes, granted: "run", notDetermined: "ask", denied: "ask", limited: limited)) } }"
    )
    line(
      "      ask: { action: request, on: { \(routes(outcomes, granted: "run", notDetermined: nil, denied: "declined", limited: limited)) } }"
    )
    if blocks { blockedStates(id) }
    line("      declined: { action: cancel }")
    line("      run: { action: run-feature }")
  }

  /// Foreground first, then a disclosure, then the background request, as Android 11 and
  /// Google Play require and iOS accepts.
  private mutating func backgroundFlow(_ id: String, foreground: String) {
    let foregroundOutcomes = catalog.permissions[foreground]?.outcomes ?? []
    let outcomes = catalog.permissions[id]?.outcomes ?? []
    line("  \(id)-gate:")
    codeLines(id)
    line("    start: check")
    line("    states:")
    line(
      "      check: { action: check, permission: \(foreground), on: { "
        + routes(foregroundOutcomes, granted: "check-background", notDetermined: "ask", denied: "ask", limited: true)
        + " } }")
    line(
      "      ask: { action: request, permission: \(foreground), on: { "
        + routes(foregroundOutcomes, granted: "check-background", notDetermined: nil, denied: "declined", limited: true)
        + " } }")
    line(
      "      check-background: { action: check, permission: \(id), on: { "
        + routes(outcomes, granted: "run", notDetermined: "disclose", denied: "disclose", limited: true) + " } }")
    line("      disclose:")
    line("        action: explain")
    line("        permission: \(id)")
    line("        screen:")
    line("          message: \(texts(\.disclosure))\(translate)")
    line("          primary: \(texts(\.continueLabel))")
    line("        on: { primary: ask-background }")
    line(
      "      ask-background: { action: request, permission: \(id), on: { "
        + routes(outcomes, granted: "run", notDetermined: nil, denied: "declined", limited: true) + " } }")
    blockedStates(foreground)
    line("      declined: { action: cancel }")
    line("      run: { action: run-feature }")
  }

  /// The flow's `code:` and what the code does, when the code asks for the permission: its
  /// request, its way to Settings, its re-check on return, and what is missing or could not
  /// be told, each at its place.
  private mutating func codeLines(_ id: String) {
    guard let facts = code[id] else { return }
    let request = facts.request
    line("    # From the code: \(request.text)() asks at \(request.location.path):\(request.location.line).")
    if let opener = facts.settings {
      line(
        "    # After a denial, \(opener.text) opens the app's settings (\(opener.location.path):\(opener.location.line))."
      )
    } else if facts.answeredUnseen {
      line("    # Could not tell from the code: its answer is handled where permlint cannot follow (the function")
      line("    # is called from code it does not read); the `blocked` screen below is a proposal.")
    } else {
      line("    # Not found in the code: a way to the app's settings from the code that handles the answer;")
      line("    # the `blocked` screen below describes one (settings-unreachable-in-code checks the code).")
    }
    if let hook = facts.recheck {
      line("    # On return to the app, \(hook.path):\(hook.line) checks \(id) again.")
    } else {
      line("    # Not found in the code: a check of \(id) in what runs when the app returns to the foreground;")
      line("    # the `settings` state below re-checks on resume (recheck-on-return-in-code checks the code).")
    }
    line("    code: \(quoted(facts.reference))")
  }

  private mutating func blockedStates(_ id: String) {
    let title = catalog.permissions[id]?.title ?? id
    line("      blocked:")
    line("        screen:")
    line("          message: \(texts { $0.blocked.replacing("%@", with: title.lowercased()) })\(translate)")
    line("          primary: \(texts(\.openSettings))")
    line("          secondary: \(texts(\.notNow))")
    line("        on: { primary: settings, secondary: declined, dismiss: declined }")
    line("      settings: { action: open-settings, on: { resume: check, launch: check } }")
  }

  /// The `on:` entries for the outcomes a permission has.
  private func routes(
    _ outcomes: [FlowEvent], granted: String, notDetermined: String?, denied: String, limited: Bool
  ) -> String {
    var result: [String] = []
    for outcome in outcomes {
      switch outcome {
      case .granted: result.append("granted: \(granted)")
      case .limited: result.append("limited: \(limited ? granted : "blocked")")
      case .notDetermined: if let notDetermined { result.append("not-determined: \(notDetermined)") }
      case .denied: result.append("denied: \(denied)")
      case .blocked, .restricted: result.append("\(outcome): blocked")
      default: result.append("\(outcome): declined")
      }
    }
    return result.joined(separator: ", ")
  }

  /// Whether a limited grant reaches the feature: only approximate location, which serves
  /// most location features. Other limited grants (selected photos) lead to the blocked
  /// screen, whose Settings button lets the user give more; the user decides otherwise.
  private func acceptsLimited(_ id: String) -> Bool {
    let ids = [id] + (catalog.permissions[id]?.implies ?? [])
    return ids.contains { other in
      guard let info = catalog.permissions[other] else { return false }
      return !info.androidPrecise.isEmpty && info.outcomes.contains(.limited)
    }
  }

  /// A screen text in every locale of the map, as a YAML flow mapping.
  private func texts(_ text: (StarterCopy) -> String) -> String {
    "{ " + copies.map { "\($0.locale): \(quoted(text($0.copy)))" }.joined(separator: ", ") + " }"
  }

  /// The comment that marks English copy standing in for other locales.
  private var translate: String {
    let untranslated = copies.filter(\.copy.isFallback).map { "'\($0.locale)'" }
    return untranslated.isEmpty ? "" : "  # English: translate into \(untranslated.joined(separator: ", "))"
  }

  private mutating func line(_ text: String) {
    self.text += text + "\n"
  }

  private func quoted(_ text: String) -> String {
    "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
  }
}
