#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The check behind `missing-localized-purpose-string`: which shipped locales lack which
/// purpose strings, reported once per cause. An app that translates no purpose string into
/// any shipped locale is one finding; so are the locales that translate none while others
/// do; otherwise a key missing in many locales is one finding at the key. Each locale's file
/// (or the declaration of the locale) is a related location.
struct PurposeStringCoverage {
  let context: RuleContext
  /// What the check asks of every key in every locale, measured once per app.
  private let measured = Measured()

  init(context: RuleContext) { self.context = context }

  private final class Measured {
    /// Keys whose prompt the app never shows (`PhotoPickerPrompt`), asked once.
    var unshownKeys: Set<String>?
    var developmentTexts: [String: String?] = [:]
    var documentsServing: [String: [LocalizedStringsDocument]] = [:]
    /// The documents serving each locale in the order iOS prefers them (`rankedDocuments`).
    var ranked: [String: [[LocalizedStringsDocument]]] = [:]
  }

  /// Locales named in messages before "and N more".
  static let listedLocales = 10

  /// A shipped locale and where it is declared.
  private typealias Locale = (name: String, location: FileLocation)
  /// A purpose key that needs a translation, and the locales that lack one.
  private typealias Gap = (key: String, location: FileLocation, locales: [Locale])

  func findings() -> [Finding] {
    guard let localization = AppLocalization(context.app) else { return [] }
    let keys = keysToTranslate(localization)
    // A feature-map locale with no strings at all is missing-purpose-string-locale's, an error.
    let mapLocales = Set((context.app.featureMap?.locales ?? []).map { LocaleName.normalize($0.value) })
    let shipped = localization.shippedLocales().filter { locale in
      !(mapLocales.contains(LocaleName.normalize(locale.name)) && localization.documents(serving: locale.name).isEmpty)
    }
    // A locale whose InfoPlist.strings is committed empty is filled by a build step permlint
    // does not run (a fastlane lane writing the translations): said once, never judged.
    let writer = context.app.infoPlistStringsWriters.first
    let filledAtBuild = writer == nil ? [] : shipped.filter { isEmptyPlaceholder($0.name, localization) }
    let locales = shipped.filter { locale in !filledAtBuild.contains { $0.name == locale.name } }
    var result: [Finding] = []
    if !keys.isEmpty, let first = filledAtBuild.first {
      let file = localization.documents(serving: first.name).first { $0.path.hasSuffix(".strings") }
      result.append(
        context.finding(
          .filledAtBuild(locales: Self.describe(filledAtBuild.map(\.name)), writer: writer ?? ""),
          at: FileLocation(path: file?.path ?? first.location.path, position: .start),
          stableKey: "filled-at-build", severity: .note,
          relatedLocations: filledAtBuild.dropFirst().compactMap { locale in
            localization.documents(serving: locale.name).first { $0.path.hasSuffix(".strings") }.map {
              RelatedLocation(location: FileLocation(path: $0.path, position: .start), message: "empty")
            }
          }))
    }
    guard !keys.isEmpty, !locales.isEmpty else { return result }
    var gaps: [Gap] = keys.map { key in
      (key.key, key.location, locales.filter { !translates(localization, $0.name, key.key) })
    }
    // A locale that translates a sibling of a declared key (NSPhotoLibraryUsageDescription for
    // NSPhotoLibraryAddUsageDescription) has a translation under the wrong key: said once at
    // the declared key, naming the key translated and the file.
    let declared = Set(keys.map(\.key))
    var mismatched = Set<String>()
    for index in gaps.indices {
      let misplaced = gaps[index].locales.compactMap { locale in
        sibling(of: gaps[index].key, in: locale.name, declared: declared, localization).map { (locale, $0) }
      }
      guard !misplaced.isEmpty else { continue }
      result.append(mismatchFinding(gaps[index], misplaced, declared: declared, localization))
      let names = Set(misplaced.map { LocaleName.normalize($0.0.name) })
      mismatched.formUnion(names)
      gaps[index].locales.removeAll { names.contains(LocaleName.normalize($0.name)) }
    }
    guard keys.count > 1 else { return result + gaps.compactMap { perKeyFinding($0, localization) } }
    let untranslated = locales.filter { locale in
      !mismatched.contains(LocaleName.normalize(locale.name))
        && !keys.contains { translates(localization, locale.name, $0.key) }
    }
    if untranslated.count == locales.count {
      return result + [wholeAppFinding(gaps[0], locales, keys.map(\.key), localization)]
    }
    if !untranslated.isEmpty {
      result.append(untranslatedLocalesFinding(gaps[0], untranslated, keys.map(\.key), localization))
      let names = Set(untranslated.map { LocaleName.normalize($0.name) })
      for index in gaps.indices {
        gaps[index].locales.removeAll { names.contains(LocaleName.normalize($0.name)) }
      }
    }
    return result + gaps.compactMap { perKeyFinding($0, localization) }
  }

  /// The main bundle's purpose keys that need a translation: not those a catalog marks
  /// "Don't translate", nor a legacy key that no supported iOS version shows
  /// (NSBluetoothPeripheralUsageDescription with a deployment target of iOS 13 or later).
  private func keysToTranslate(_ localization: AppLocalization) -> [(key: String, location: FileLocation)] {
    let deployment = (localization.bundle.deploymentTarget ?? context.app.deploymentTarget).flatMap {
      IOSVersion($0.value)
    }
    return localization.translatableKeys(context.catalog).filter { key in
      guard catalogEntry(key.key, localization)?.entry.shouldTranslate != false else { return false }
      guard let deployment, let retired = context.catalog.iosKeys[key.key]?.deprecated.flatMap(IOSVersion.init)
      else { return true }
      return deployment < retired
    }
  }

  /// Whether a locale's only strings are InfoPlist.strings files with no entry: a placeholder
  /// a build step fills, not a translation that was forgotten.
  private func isEmptyPlaceholder(_ locale: String, _ localization: AppLocalization) -> Bool {
    let documents = localization.documents(serving: locale)
    return !documents.isEmpty
      && documents.allSatisfy { $0.path.hasSuffix("InfoPlist.strings") && $0.entries.isEmpty }
  }

  /// Keys whose prompt the app never shows: a missing translation of one is a note.
  private var unshownKeys: Set<String> {
    if let known = measured.unshownKeys { return known }
    let keys: Set<String> = PhotoPickerPrompt.neverShown(in: context) ? [PhotoPickerPrompt.key] : []
    measured.unshownKeys = keys
    return keys
  }

  /// A note, with the reason, when every key of a finding is one whose prompt never shows.
  private func quieted(_ message: Finding.Message, keys: [String]) -> (Finding.Message, Severity?) {
    guard !keys.isEmpty, Set(keys).isSubset(of: unshownKeys) else { return (message, nil) }
    return (message.appending(Finding.Message.promptNeverShown.text), .note)
  }

  private func wholeAppFinding(
    _ first: Gap, _ locales: [Locale], _ keys: [String], _ localization: AppLocalization
  ) -> Finding {
    let (message, severity) = quieted(
      .noneTranslated(
        locales: Self.describe(locales.map(\.name)), keys: keys, language: localization.developmentLanguage),
      keys: keys)
    return context.finding(
      message, at: location(of: first.key, declaredAt: first.location, localization), stableKey: "untranslated:*",
      severity: severity, relatedLocations: related(localization, locales, key: first.key))
  }

  private func untranslatedLocalesFinding(
    _ first: Gap, _ locales: [Locale], _ keys: [String], _ localization: AppLocalization
  ) -> Finding {
    let (message, severity) = quieted(
      .localesUntranslated(
        locales: Self.describe(locales.map(\.name)), count: locales.count, keys: keys,
        language: localization.developmentLanguage),
      keys: keys)
    return context.finding(
      message, at: location(of: first.key, declaredAt: first.location, localization),
      stableKey: "untranslated-locales", severity: severity,
      relatedLocations: related(localization, locales, key: first.key))
  }

  private func perKeyFinding(_ gap: Gap, _ localization: AppLocalization) -> Finding? {
    guard !gap.locales.isEmpty else { return nil }
    let one = gap.locales.count == 1
    // A catalog or one or two files are worth naming; more are the related locations.
    let paths = Set(gap.locales.flatMap { localization.documents(serving: $0.name).map(\.path) }).sorted()
    let files = paths.isEmpty || paths.count > 2 ? "" : " in \(paths.joined(separator: ", "))"
    let copied = gap.locales.filter { copies(localization, $0.name, gap.key) }.map(\.name)
    let language = localization.developmentLanguage
    var missing =
      one ? "no '\(gap.locales[0].name)' translation" : "no translation in \(Self.describe(gap.locales.map(\.name)))"
    if copied.count == gap.locales.count {
      missing =
        one
        ? "a '\(copied[0])' value that copies the \(language) text"
        : "values that copy the \(language) text in \(Self.describe(copied))"
    } else if !copied.isEmpty {
      missing +=
        " (\(Self.listed(copied, limit: Self.listedLocales)) \(copied.count == 1 ? "copies" : "copy") the \(language) text)"
    }
    let (message, severity) = quieted(
      .keyUntranslated(gap.key, missing: missing + files, oneLocale: one, language: localization.developmentLanguage),
      keys: [gap.key])
    return context.finding(
      message, at: location(of: gap.key, declaredAt: gap.location, localization), stableKey: "untranslated:\(gap.key)",
      severity: severity, relatedLocations: related(localization, gap.locales, key: gap.key))
  }

  /// A key that `locale` translates in place of `key`: one of its group (the same resource)
  /// that the bundle does not declare, or its predecessor or successor (NSCalendarsUsageDescription
  /// for NSCalendarsFullAccessUsageDescription), with the file that translates it.
  private func sibling(
    of key: String, in locale: String, declared: Set<String>, _ localization: AppLocalization
  ) -> (key: String, path: String)? {
    guard let group = context.catalog.iosKeys[key]?.group else { return nil }
    let successors = context.catalog.iosKeys[key]?.successors ?? []
    for document in documents(localization, serving: locale) {
      for entry in document.entries where entry.key != key && !entry.value.isBlank {
        guard let other = context.catalog.iosKeys[entry.key], other.group == group else { continue }
        if !declared.contains(entry.key) || successors.contains(entry.key) || other.successors.contains(key) {
          return (entry.key, document.path)
        }
      }
    }
    return nil
  }

  private func mismatchFinding(
    _ gap: Gap, _ misplaced: [(Locale, (key: String, path: String))], declared: Set<String>,
    _ localization: AppLocalization
  ) -> Finding {
    let locales = misplaced.map(\.0)
    let one = locales.count == 1
    let missing =
      one ? "no '\(locales[0].name)' translation" : "no translation in \(Self.describe(locales.map(\.name)))"
    var otherKeys: [String] = []
    for (_, other) in misplaced where !otherKeys.contains(other.key) { otherKeys.append(other.key) }
    var paths: [String] = []
    for (_, other) in misplaced where !paths.contains(other.path) { paths.append(other.path) }
    let files = paths.count > 2 ? "their InfoPlist.strings" : paths.joined(separator: ", ")
    let (message, severity) = quieted(
      .translatedUnderAnotherKey(
        gap.key, missing: missing, files: files, filesCount: paths.count, otherKeys: otherKeys,
        undeclared: otherKeys.allSatisfy { !declared.contains($0) }, oneLocale: one,
        language: localization.developmentLanguage),
      keys: [gap.key])
    return context.finding(
      message, at: location(of: gap.key, declaredAt: gap.location, localization), stableKey: "untranslated:\(gap.key)",
      severity: severity,
      relatedLocations: misplaced.map { locale, other in
        RelatedLocation(
          location: FileLocation(path: other.path, position: .start),
          message: "\(locale.name): translates \(other.key), not \(gap.key)")
      })
  }

  /// Whether users of `locale` see a translation of `key`: a value that copies the
  /// development-language text word for word is none (a purpose string the same in two
  /// languages is rare; a copy is a translation not done).
  private func translates(_ localization: AppLocalization, _ locale: String, _ key: String) -> Bool {
    let base = developmentText(localization, key)
    return decidingValues(localization, locale, key).contains { ComparableText.of($0) != base }
  }

  /// The values of `key` users of `locale` see: those of the files for that very locale when
  /// they have the key, else of the nearest more general one (`es` for `es-MX`), else of the
  /// more specific ones. iOS takes `es-MX.lproj`'s value over `es.lproj`'s, so an `es-MX` copy
  /// of the English text is what Mexican users read, whatever `es` says (home-assistant).
  private func decidingValues(_ localization: AppLocalization, _ locale: String, _ key: String) -> [String] {
    for group in rankedDocuments(localization, serving: locale) {
      var values: [String] = []
      for document in group {
        for entry in document.entries where entry.key == key { values.append(entry.value) }
      }
      if !values.isEmpty { return values }
    }
    return []
  }

  /// The documents serving `locale` in groups, the group iOS prefers first: the locale's own,
  /// then each more general one from the nearest, then the more specific ones; once per locale.
  private func rankedDocuments(_ localization: AppLocalization, serving locale: String) -> [[LocalizedStringsDocument]]
  {
    if let known = measured.ranked[locale] { return known }
    let wanted = LocaleName.normalize(locale)
    var exact: [LocalizedStringsDocument] = []
    var general: [Int: [LocalizedStringsDocument]] = [:]
    var specific: [LocalizedStringsDocument] = []
    for document in documents(localization, serving: locale) {
      let have = LocaleName.normalize(document.locale)
      if have == wanted {
        exact.append(document)
      } else if wanted.hasPrefix(have + "-") {
        general[have.count, default: []].append(document)
      } else {
        specific.append(document)
      }
    }
    let ranked = [exact] + general.keys.sorted(by: >).compactMap { general[$0] } + [specific]
    measured.ranked[locale] = ranked
    return ranked
  }

  /// `localization.documents(serving:)`, once per locale.
  private func documents(_ localization: AppLocalization, serving locale: String) -> [LocalizedStringsDocument] {
    if let known = measured.documentsServing[locale] { return known }
    let documents = localization.documents(serving: locale)
    measured.documentsServing[locale] = documents
    return documents
  }

  /// Whether `locale`'s value of `key` is the development-language text itself.
  private func copies(_ localization: AppLocalization, _ locale: String, _ key: String) -> Bool {
    guard let base = developmentText(localization, key) else { return false }
    return decidingValues(localization, locale, key).contains { ComparableText.of($0) == base }
  }

  /// The text the Info.plist gives `key`, trimmed, when it is a string in the development
  /// language: where permlint knows that language's function words and the text has none
  /// of them (a Vietnamese text under an English region), a locale holding the same text may
  /// well be its translation, so it is not called a copy.
  private func developmentText(_ localization: AppLocalization, _ key: String) -> String? {
    if let known = measured.developmentTexts[key] { return known }
    let text = measuredDevelopmentText(localization, key)
    measured.developmentTexts[key] = .some(text)
    return text
  }

  private func measuredDevelopmentText(_ localization: AppLocalization, _ key: String) -> String? {
    guard let text = localization.bundle.declaration(key)?.value.string.map(ComparableText.of), !text.isEmpty
    else { return nil }
    let language = AppLocalization.language(localization.developmentLanguage)
    if let markers = context.catalog.purposeTopics.functionWords[language],
      !context.texts.analysis(of: text).words.contains(where: markers.contains)
    {
      return nil
    }
    return text
  }

  /// Where a missing translation belongs: the key's entry in the main bundle's catalog when
  /// one holds it, else where the key is declared.
  private func location(
    of key: String, declaredAt location: FileLocation, _ localization: AppLocalization
  ) -> FileLocation {
    catalogEntry(key, localization).map { $0.catalog.location($0.entry.keyPosition) } ?? location
  }

  /// The key's entry in a catalog of the main bundle (not an extension's).
  private func catalogEntry(
    _ key: String, _ localization: AppLocalization
  ) -> (entry: StringCatalogEntry, catalog: StringCatalogDocument)? {
    for catalog in context.app.stringCatalogs where localization.documents.contains(where: { $0.path == catalog.path })
    {
      if let entry = catalog.entries.first(where: { $0.key == key }) { return (entry, catalog) }
    }
    return nil
  }

  /// One related location per locale: the file its users read, else where the locale is declared.
  private func related(_ localization: AppLocalization, _ locales: [Locale], key: String) -> [RelatedLocation] {
    locales.map { locale in
      let place =
        localization.documents(serving: locale.name).first.map { document in
          context.app.stringCatalogs.contains { $0.path == document.path }
            ? location(of: key, declaredAt: locale.location, localization)
            : FileLocation(path: document.path, position: .start)
        } ?? locale.location
      let what =
        copies(localization, locale.name, key)
        ? "copies the \(localization.developmentLanguage) text of \(key)" : "no translation of \(key)"
      return RelatedLocation(location: place, message: "\(locale.name): \(what)")
    }
  }

  /// `1 locale (de)`, `3 locales (de, fr, ja)`, `32 locales (ar, … and 22 more)`.
  static func describe(_ locales: [String]) -> String {
    "\(locales.count) locale\(locales.count == 1 ? "" : "s") (\(listed(locales, limit: listedLocales)))"
  }

  static func listed(_ items: [String], limit: Int) -> String {
    let shown = items.prefix(limit).joined(separator: ", ")
    return items.count > limit ? "\(shown) and \(items.count - limit) more" : shown
  }
}

extension Finding.Message {
  /// Why a missing translation of the photo-library text is a note.
  fileprivate static let promptNeverShown = Self(
    " The app reaches the photo library only through image_picker with `requestFullMetadata: false`, which "
      + "picks photos without asking for the library, so this prompt is not shown as the code stands; translate it "
      + "if another library or a later change asks.")

  fileprivate static func filledAtBuild(locales: String, writer: String) -> Self {
    Self(
      "the InfoPlist.strings of \(locales) are committed empty, and \(writer) writes InfoPlist.strings: a build "
        + "step fills them, so permlint cannot see their texts and does not judge those locales; lint the app the "
        + "build produces to check its translations.")
  }

  fileprivate static func noneTranslated(locales: String, keys: [String], language: String) -> Self {
    Self(
      "the app ships \(locales) but translates none of its purpose strings "
        + "(\(keys.joined(separator: ", "))) into any of them, so users of every language see the "
        + "\(language) text in permission prompts; translate them in each locale's "
        + "InfoPlist.strings or in InfoPlist.xcstrings.")
  }

  fileprivate static func localesUntranslated(locales: String, count: Int, keys: [String], language: String) -> Self {
    let one = count == 1
    return Self(
      "the app ships \(locales) with none of its purpose strings "
        + "(\(keys.joined(separator: ", "))) translated, so users of \(one ? "that language" : "those languages") "
        + "see the \(language) text in every permission prompt; add "
        + "\(one ? "its" : "their") InfoPlist.strings or translate them in InfoPlist.xcstrings.")
  }

  fileprivate static func translatedUnderAnotherKey(
    _ key: String, missing: String, files: String, filesCount: Int, otherKeys: [String], undeclared: Bool,
    oneLocale: Bool, language: String
  ) -> Self {
    let others = otherKeys.joined(separator: " and ")
    let verb = filesCount == 1 ? "translates" : "translate"
    let why = undeclared ? ", which the Info.plist does not declare" : ", a different key"
    let fix =
      undeclared
      ? "name the entry \(key) (or declare \(others) if the app uses it)"
      : "translate \(key) there too"
    return Self(
      "\(key) has \(missing): \(files) \(verb) \(others) instead\(why), so users of "
        + "\(oneLocale ? "that language" : "those languages") see the \(language) text in the \(key) prompt; \(fix).")
  }

  /// `missing` says which translations are missing and where, such as "no 'de' translation".
  fileprivate static func keyUntranslated(_ key: String, missing: String, oneLocale: Bool, language: String) -> Self {
    Self(
      "\(key) has \(missing), so users of \(oneLocale ? "that language" : "those languages") see the "
        + "\(language) text in the permission prompt; translate it.")
  }
}
