#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
  /// Other localized resources of the main bundle (`Localizable.strings`, storyboards),
  /// `Base` left out: evidence of the locales it ships.
  let resources: [LocalizedResource]
  /// Whether the main bundle's target builds a string catalog whose languages permlint did
  /// not read (one it could not parse): Xcode compiles one `.lproj` folder per language, and
  /// adds each language to the project's `knownRegions`, which then stand in for them.
  let buildsUnreadCatalog: Bool

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
    func isMain(_ path: String) -> Bool {
      let owner = folders.filter { path.hasPrefix($0.0 == "." ? "" : $0.0 + "/") }.max { $0.0.count < $1.0.count }
      return owner?.1 ?? true
    }
    // Where the project lists what the target copies, a file it does not list is not in the
    // app: `.lproj` folders left over from a template or a removed language ship nothing.
    let built = bundle.target?.resources
    func ships(_ path: String) -> Bool { built?.contains(path) ?? true }
    self.documents = app.localizedStrings.filter {
      !LocaleName.isBase($0.locale) && isMain($0.path) && ships($0.path)
    }
    // A string catalog's languages (`StringCatalogLanguages`) count only where the target
    // builds the catalog: one of a Swift package or another target is another bundle's.
    self.resources = app.localizedResources.filter {
      !LocaleName.isBase($0.locale) && isMain($0.path)
        && ($0.path.hasSuffix(".xcstrings") ? built?.contains($0.path) ?? false : ships($0.path))
    }
    let read = Set(app.localizedResources.map(\.path)).union(app.stringCatalogs.map(\.path))
    self.buildsUnreadCatalog = built?.files.contains { $0.hasSuffix(".xcstrings") && !read.contains($0) } ?? false
  }

  /// The development language of `app`'s main bundle, `nil` without one: what
  /// `developmentLanguage` holds, without reading the app's localized files (a rule that needs
  /// only the language made the whole localization of every app for it, issue 23).
  static func developmentLanguage(of app: AppModel) -> String? {
    app.mainBundle.map { developmentLanguage(app, $0) }
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
  func translatableKeys(_ catalog: PermissionCatalog) -> [(key: String, location: FileLocation)] {
    var result: [(key: String, location: FileLocation)] = []
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
  /// order found, with where each is declared: the feature map's `locales:`, the languages of
  /// the bundle's `InfoPlist.strings` and catalogs, its other `.lproj` folders, and the
  /// Info.plist's `CFBundleLocalizations`. iOS picks a bundle's language from its `.lproj`
  /// folders and `CFBundleLocalizations`, so a region of the project's `knownRegions` counts
  /// only where the bundle has files for it (it is then reported at the region), including
  /// the languages of the string catalogs the target builds, or where the target builds a
  /// catalog permlint could not read, never alone: it may be an extension's, a framework's,
  /// a watch app's or a leftover. Only files the target builds count, when the project lists
  /// them. `Base` is not a language.
  func shippedLocales() -> [(name: String, location: FileLocation)] {
    var found: [(name: String, location: FileLocation)] = []
    if let map = app.featureMap {
      found += map.locales.map { ($0.value, map.location($0.position)) }
    }
    found += documents.map { ($0.locale, FileLocation(path: $0.path, position: .start)) }
    if let project = app.xcodeProjects.first(where: { $0.path == bundle.projectPath }) {
      found += project.knownRegions.filter { region in
        buildsUnreadCatalog || !documents(serving: region.value).isEmpty
          || resources.contains { LocaleName.serves($0.locale, region.value) }
      }.map { ($0.value, project.location($0.position)) }
    }
    found += resources.map { ($0.locale, FileLocation(path: $0.path, position: .start)) }
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
