#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One purpose-string text of an app, wherever it is written: an Info.plist value, an
/// `INFOPLIST_KEY_` build setting, an `InfoPlist.strings` entry or a string-catalog value.
struct PurposeStringValue: Sendable {
  /// The Info.plist key, for example `NSCameraUsageDescription`.
  var key: String { storage.key }
  /// The purpose key inside a dictionary-valued key such as
  /// `NSLocationTemporaryUsageDescriptionDictionary`.
  var entry: String? { storage.entry }
  /// The text.
  var text: String { storage.text }
  /// Where the value is.
  var location: FileLocation { storage.location }
  /// The locale of a localized value; `nil` for the base value.
  var locale: String? { storage.locale }
  /// Values in one scope are shown together: one bundle's base values, or one locale of one
  /// strings file or catalog.
  var scope: String { storage.scope }
  /// Other places with exactly the same text for the same key (the base text copied into
  /// locale files): one cause, so a text rule reports it once, here, with these as related
  /// locations. Filled by `PurposeStringInventory.distinctValues`.
  var copies: [PurposeStringValue] {
    get { storage.copies }
    set { unique().copies = newValue }
  }

  // One reference: the text rules of every app walk these values many times, and a copy of
  // each field per step retained every string in it. Only `copies` changes, copied on write.
  private var storage: Storage

  init(key: String, entry: String?, text: String, location: FileLocation, locale: String?, scope: String) {
    storage = Storage(key: key, entry: entry, text: text, location: location, locale: locale, scope: scope)
  }

  private mutating func unique() -> Storage {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    return storage
  }

  private final class Storage: @unchecked Sendable {
    let key: String
    let entry: String?
    let text: String
    let location: FileLocation
    let locale: String?
    let scope: String
    // Written only through `unique()`, on a storage no other value shares.
    var copies: [PurposeStringValue] = []

    init(key: String, entry: String?, text: String, location: FileLocation, locale: String?, scope: String) {
      self.key = key
      self.entry = entry
      self.text = text
      self.location = location
      self.locale = locale
      self.scope = scope
    }

    func copy() -> Storage {
      let copy = Storage(key: key, entry: entry, text: text, location: location, locale: locale, scope: scope)
      copy.copies = copies
      return copy
    }
  }

  /// The copies as related locations.
  var relatedLocations: [RelatedLocation] {
    copies.map { RelatedLocation(location: $0.location, message: "the same text: \($0.label)") }
  }

  /// A sentence for messages that names the copies, or nothing.
  var copiesNote: String {
    guard !copies.isEmpty else { return "" }
    let locales = copies.map { $0.locale ?? "base" }
    return
      " The same text is in \(copies.count) more place\(copies.count == 1 ? "" : "s") (\(locales.joined(separator: ", ")))."
  }

  /// The key for messages: `Key` or `Key › entry`, with the locale when localized.
  var label: String {
    let name = entry.map { "\(key) › \($0)" } ?? key
    return locale.map { "\(name) (\($0))" } ?? name
  }

  /// The finding key without positions, for SARIF fingerprints and baselines.
  var stableKey: String {
    let name = entry.map { "\(key).\($0)" } ?? key
    return locale.map { "\($0):\(name)" } ?? name
  }
}

/// Collects every purpose-string text of an app, for the rules that judge the text itself.
enum PurposeStringInventory {
  /// Every purpose string of every shipped bundle (`RuleScope.shippedBundles`), then every localized one,
  /// each once even when several bundles share a build setting.
  static func values(in app: AppModel, catalog: PermissionCatalog) -> [PurposeStringValue] {
    var result: [PurposeStringValue] = []
    // A place (its file, line and column) and key seen already, compared as values rather
    // than as a formatted string per value; the key by its parts, which `stableKey` joins
    // (a string made for every value).
    struct Seen: Hashable {
      var path: String
      var line: Int
      var column: Int
      var locale: String?
      var key: String
      var entry: String?

      /// The numbers only, with the lengths of the path and key: hashing every value's path
      /// and key was a fifth of listing an app's values (issue 23). Two places with the same
      /// numbers are told apart by `==`, which compares every part.
      func hash(into hasher: inout Hasher) {
        hasher.combine(line)
        hasher.combine(column)
        hasher.combine(path.utf8.count)
        hasher.combine(key.utf8.count)
      }
    }
    var seen = Set<Seen>()
    func add(_ value: PurposeStringValue) {
      let place = Seen(
        path: value.location.path, line: value.location.position.line, column: value.location.position.column,
        locale: value.locale, key: value.key, entry: value.entry)
      if seen.insert(place).inserted { result.append(value) }
    }
    var dictionaryEntries: [String: String] = [:]
    for bundle in app.bundles where RuleScope.shippedBundles.includes(bundle) {
      for declaration in bundle.declarations where catalog.isPurposeKey(declaration.key) {
        if let entries = declaration.value.dictionary {
          for entry in entries {
            dictionaryEntries[entry.key] = declaration.key
            guard let text = entry.value.string else { continue }
            add(
              PurposeStringValue(
                key: declaration.key, entry: entry.key, text: text,
                location: declaration.location(entry.value.position), locale: nil, scope: bundle.name))
          }
        } else if let text = declaration.value.string {
          add(
            PurposeStringValue(
              key: declaration.key, entry: nil, text: text, location: declaration.valueLocation, locale: nil,
              scope: bundle.name))
        }
      }
    }
    for strings in app.localizedStrings {
      // One scope per file, not one per entry.
      let scope = "\(strings.path)#\(strings.locale)"
      for entry in strings.entries {
        let location = FileLocation(path: strings.path, position: entry.valuePosition)
        if catalog.isPurposeKey(entry.key) {
          add(
            PurposeStringValue(
              key: entry.key, entry: nil, text: entry.value, location: location, locale: strings.locale, scope: scope))
        } else if let parent = dictionaryEntries[entry.key] {
          add(
            PurposeStringValue(
              key: parent, entry: entry.key, text: entry.value, location: location, locale: strings.locale,
              scope: scope))
        }
      }
    }
    return result
  }

  /// `values(in:catalog:)` with each text that repeats for the same key reported once: the
  /// first place (the base value when there is one) carries the others as `copies`.
  static func distinctValues(in app: AppModel, catalog: PermissionCatalog) -> [PurposeStringValue] {
    distinct(values(in: app, catalog: catalog))
  }

  /// `values` with each text that repeats for the same key once, carrying the others as `copies`.
  static func distinct(_ values: [PurposeStringValue]) -> [PurposeStringValue] {
    var result: [PurposeStringValue] = []
    // The values of one key (and dictionary entry), whose texts are compared one by one: a
    // key names a handful of values, and a dictionary keyed by the whole text normalized
    // every non-ASCII text to hash it.
    // The key and the entry as they are: a string joined from both was made for every value.
    struct Key: Hashable {
      var key: String
      var entry: String

      /// The lengths only: an app has a handful of keys, told apart by `==`.
      func hash(into hasher: inout Hasher) {
        hasher.combine(key.utf8.count)
        hasher.combine(entry.utf8.count)
      }
    }
    var byKey: [Key: [Int]] = [:]
    for value in values {
      let key = Key(key: value.key, entry: value.entry ?? "")
      if let first = byKey[key]?.first(where: { result[$0].text == value.text }) {
        result[first].copies.append(value)
      } else {
        byKey[key, default: []].append(result.count)
        result.append(value)
      }
    }
    return result
  }

}
