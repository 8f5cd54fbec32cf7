/// What an app's localized purpose strings look like: its development language and the
/// strings files and catalogs that belong to its main bundle.
struct AppLocalization {
  let app: AppModel
  /// The main bundle, whose purpose strings must be translated.
  let bundle: InfoPlistBundle
  /// The language of the base Info.plist values.
  let developmentLanguage: String
  /// Localized strings of the main bundle (not an extension's), `Base` left out.
  let documents: [LocalizedStringsDocument]

  init?(_ app: AppModel) {
    guard let bundle = app.mainBundle else { return nil }
    self.app = app
    self.bundle = bundle
    self.developmentLanguage = Self.developmentLanguage(app, bundle)
    // A strings file belongs to the bundle whose Info.plist folder is its nearest ancestor;
    // files under no bundle's folder belong to the main bundle.
    let folders = app.bundles.compactMap { other in
      other.plist.map { (AppGrouping.directory(of: $0.path), other.name == bundle.name) }
    }
    self.documents = app.localizedStrings.filter { strings in
      guard !LocaleName.isBase(strings.locale) else { return false }
      let owner =
        folders.filter { strings.path.hasPrefix($0.0 == "." ? "" : $0.0 + "/") }
        .max { $0.0.count < $1.0.count }
      return owner?.1 ?? true
    }
  }

  /// The development region: the Info.plist's `CFBundleDevelopmentRegion` unless it is a
  /// build variable, else the project's `developmentRegion`, else a catalog's source
  /// language, else English, Xcode's default.
  private static func developmentLanguage(_ app: AppModel, _ bundle: InfoPlistBundle) -> String {
    if let region = bundle.declaration("CFBundleDevelopmentRegion")?.value.string, !region.contains("$"),
      !region.isBlank
    {
      return region
    }
    let project = app.xcodeProjects.first { $0.path == bundle.projectPath } ?? app.xcodeProjects.first
    if let region = project?.developmentRegion?.value { return region }
    if let language = app.stringCatalogs.first?.sourceLanguage?.value { return language }
    return "en"
  }

  /// Whether `locale` is the development language or a regional variant of it, which the
  /// base values serve.
  func isDevelopmentLanguage(_ locale: String) -> Bool {
    Self.language(locale) == Self.language(developmentLanguage)
  }

  /// The language part of a locale: `pt` for `pt-BR`, `zh` for `zh-Hans`.
  static func language(_ locale: String) -> String {
    String(LocaleName.normalize(locale).split(separator: "-").first ?? "")
  }

  /// The strings files and catalog locales that users of `locale` see.
  func documents(serving locale: String) -> [LocalizedStringsDocument] {
    documents.filter { LocaleName.serves($0.locale, locale) }
  }

  /// The main bundle's non-blank purpose keys, which need a translation, each where it is
  /// first declared: string keys by name, dictionary keys by the purpose keys inside them.
  func translatableKeys(_ catalog: PermissionCatalog) -> [(key: String, location: SourceLocation)] {
    var result: [(key: String, location: SourceLocation)] = []
    var seen = Set<String>()
    for declaration in bundle.declarations where catalog.isPurposeKey(declaration.key) {
      if let entries = declaration.value.dictionary {
        for entry in entries where !(entry.value.string?.isBlank ?? true) && seen.insert(entry.key).inserted {
          result.append((entry.key, declaration.location(entry.keyPosition)))
        }
      } else if let text = declaration.value.string, !text.isBlank, seen.insert(declaration.key).inserted {
        result.append((declaration.key, declaration.keyLocation))
      }
    }
    return result
  }

  /// The locales the main bundle ships besides its development language, each once, in the
  /// order found, with where each is declared: the feature map's `locales:`, the bundle's
  /// `InfoPlist.strings` folders and catalog languages, the project's `knownRegions` and the
  /// Info.plist's `CFBundleLocalizations`. `Base` is not a language.
  func shippedLocales() -> [(name: String, location: SourceLocation)] {
    var found: [(name: String, location: SourceLocation)] = []
    if let map = app.featureMap {
      found += map.locales.map { ($0.value, map.location($0.position)) }
    }
    found += documents.map { ($0.locale, SourceLocation(path: $0.path, position: .start)) }
    if let project = app.xcodeProjects.first(where: { $0.path == bundle.projectPath }) {
      // `knownRegions` is the whole project's: a region whose only Info.plist strings belong
      // to an extension is that extension's language, not the app's.
      let elsewhere = app.localizedStrings.filter { strings in !documents.contains { $0.path == strings.path } }
      found += project.knownRegions.filter { region in
        !documents(serving: region.value).isEmpty
          || !elsewhere.contains { LocaleName.serves($0.locale, region.value) }
      }.map { ($0.value, project.location($0.position)) }
    }
    for declaration in bundle.declarations(of: "CFBundleLocalizations") {
      found += (declaration.value.array ?? []).compactMap { item in
        item.string.map { ($0, declaration.location(item.position)) }
      }
    }
    var seen = Set<String>()
    return found.filter { locale in
      !locale.name.isBlank && !locale.name.contains("$") && !LocaleName.isBase(locale.name)
        && !isDevelopmentLanguage(locale.name) && seen.insert(LocaleName.normalize(locale.name)).inserted
    }
  }
}
