/// The check behind `missing-localized-purpose-string`: which shipped locales lack which
/// purpose strings, reported once per cause. A key missing in many locales is one finding at
/// the key; an app that translates no purpose string into any shipped locale is one finding
/// for the whole app. Each locale file (or declaration of the locale) is a related location.
struct PurposeStringCoverage {
  let context: RuleContext
  var descriptor: RuleDescriptor { Rule.missingLocalizedPurposeString.descriptor }

  /// Locales named in messages before "and N more".
  static let listedLocales = 10

  func findings() -> [Finding] {
    guard let localization = AppLocalization(context.app) else { return [] }
    // A legacy key that no supported iOS version shows (NSBluetoothPeripheralUsageDescription
    // with a deployment target of iOS 13 or later) needs no translation.
    let deployment = (localization.bundle.deploymentTarget ?? context.app.deploymentTarget).flatMap {
      IOSVersion($0.value)
    }
    let keys = localization.translatableKeys(context.catalog).filter { key in
      guard catalogEntry(key.key)?.entry.shouldTranslate != false else { return false }
      guard let deployment, let retired = context.catalog.iosKeys[key.key]?.deprecated.flatMap(IOSVersion.init)
      else { return true }
      return deployment < retired
    }
    guard !keys.isEmpty else { return [] }
    // A feature-map locale with no strings at all is missing-purpose-string-locale's, an error.
    let mapLocales = Set((context.app.featureMap?.locales ?? []).map { LocaleName.normalize($0.value) })
    let locales = localization.shippedLocales().filter { locale in
      !(mapLocales.contains(LocaleName.normalize(locale.name)) && localization.documents(serving: locale.name).isEmpty)
    }
    guard !locales.isEmpty else { return [] }
    var lacking = keys.map { key in
      (key: key.key, location: key.location, locales: locales.filter { !translates(localization, $0.name, key.key) })
    }
    let developmentLanguage = localization.developmentLanguage
    if keys.count > 1, lacking.allSatisfy({ $0.locales.count == locales.count }) {
      let first = lacking[0]
      return [
        descriptor.finding(
          "the app ships \(Self.describe(locales.map(\.name))) but translates none of its purpose strings "
            + "(\(keys.map(\.key).joined(separator: ", "))) into any of them, so users of every language see the "
            + "\(developmentLanguage) text in permission prompts; translate them in each locale's "
            + "InfoPlist.strings or in InfoPlist.xcstrings.",
          at: location(of: first.key, declaredAt: first.location), subject: "untranslated:*",
          relatedLocations: related(localization, locales, key: first.key))
      ]
    }
    // Locales that translate none of the keys are one cause: one finding names them all.
    let keyNames = keys.map(\.key)
    let untranslated = locales.filter { locale in !keyNames.contains { translates(localization, locale.name, $0) } }
    var result: [Finding] = []
    if keys.count > 1, !untranslated.isEmpty {
      let first = lacking[0]
      let names = Set(untranslated.map { LocaleName.normalize($0.name) })
      result.append(
        descriptor.finding(
          "the app ships \(Self.describe(untranslated.map(\.name))) with none of its purpose strings "
            + "(\(keyNames.joined(separator: ", "))) translated, so users of "
            + "\(untranslated.count == 1 ? "that language" : "those languages") see the \(developmentLanguage) text "
            + "in every permission prompt; add \(untranslated.count == 1 ? "its" : "their") InfoPlist.strings or "
            + "translate them in InfoPlist.xcstrings.",
          at: location(of: first.key, declaredAt: first.location), subject: "untranslated-locales",
          relatedLocations: related(localization, untranslated, key: first.key)))
      for index in lacking.indices {
        lacking[index].locales.removeAll { names.contains(LocaleName.normalize($0.name)) }
      }
    }
    return result
      + lacking.filter { !$0.locales.isEmpty }.map { entry in
        // A catalog or one or two files are worth naming; more are the related locations.
        let paths = Set(entry.locales.flatMap { localization.documents(serving: $0.name).map(\.path) }).sorted()
        let files = paths.isEmpty || paths.count > 2 ? "" : " in \(paths.joined(separator: ", "))"
        let missing =
          entry.locales.count == 1
          ? "no '\(entry.locales[0].name)' translation"
          : "no translation in \(Self.describe(entry.locales.map(\.name)))"
        return descriptor.finding(
          "\(entry.key) has \(missing)\(files), so users of "
            + "\(entry.locales.count == 1 ? "that language" : "those languages") see the \(developmentLanguage) "
            + "text in the permission prompt; translate it.",
          at: location(of: entry.key, declaredAt: entry.location), subject: "untranslated:\(entry.key)",
          relatedLocations: related(localization, entry.locales, key: entry.key))
      }
  }

  /// Whether users of `locale` see a translation of `key`.
  private func translates(_ localization: AppLocalization, _ locale: String, _ key: String) -> Bool {
    localization.documents(serving: locale).contains { $0.entries.contains { $0.key == key } }
  }

  /// Where a missing translation belongs: the key's catalog entry when a catalog holds it,
  /// else where the key is declared.
  private func location(of key: String, declaredAt location: SourceLocation) -> SourceLocation {
    catalogEntry(key).map { $0.catalog.location($0.entry.keyPosition) } ?? location
  }

  private func catalogEntry(_ key: String) -> (entry: StringCatalogEntry, catalog: StringCatalogDocument)? {
    for catalog in context.app.stringCatalogs {
      if let entry = catalog.entries.first(where: { $0.key == key }) { return (entry, catalog) }
    }
    return nil
  }

  /// One related location per locale: the file its users read, else where the locale is declared.
  private func related(
    _ localization: AppLocalization, _ locales: [(name: String, location: SourceLocation)], key: String
  ) -> [RelatedLocation] {
    locales.map { locale in
      let document = localization.documents(serving: locale.name).first
      let place =
        document.map { document in
          context.app.stringCatalogs.contains { $0.path == document.path }
            ? location(of: key, declaredAt: locale.location) : SourceLocation(path: document.path, position: .start)
        } ?? locale.location
      return RelatedLocation(location: place, message: "\(locale.name): no translation of \(key)")
    }
  }

  /// `1 locale (de)`, `3 locales (de, fr, ja)`, `32 locales (ar, … and 22 more)`.
  static func describe(_ locales: [String]) -> String {
    "\(locales.count) locale\(locales.count == 1 ? "" : "s") (\(listed(locales, limit: listedLocales)))"
  }

  private static func listed(_ items: [String], limit: Int) -> String {
    let shown = items.prefix(limit).joined(separator: ", ")
    return items.count > limit ? "\(shown) and \(items.count - limit) more" : shown
  }
}
