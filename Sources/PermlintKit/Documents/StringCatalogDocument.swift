#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A parsed `InfoPlist.xcstrings` string catalog (Xcode 15 and later): per Info.plist key,
/// its value in each locale. Xcode compiles it into `<locale>.lproj/InfoPlist.strings`.
@_spi(RuleAuthoring) @_spi(Testing) public struct StringCatalogDocument: Sendable {
  /// The file's path relative to the scanned root.
  public var path: String
  /// The catalog's `sourceLanguage`, the language of the base Info.plist values.
  public var sourceLanguage: Located<String>?
  /// The catalog's strings in file order.
  public var entries: [StringCatalogEntry]

  /// Every locale that has at least one value in the catalog, in first-seen order.
  public var locales: [String] {
    var seen = Set<String>()
    return entries.flatMap { $0.localizations.map(\.locale) }.filter { seen.insert($0).inserted }
  }

  /// The catalog's values for one locale, in the same shape as an `InfoPlist.strings` file,
  /// so that every check of localized purpose strings reads both kinds of file alike. Each
  /// entry's key position is the catalog key's, its value position the `"value"` string's.
  public func localizedStrings(for locale: String) -> LocalizedStringsDocument {
    let localized = entries.compactMap { entry -> StringsEntry? in
      guard let localization = entry.localizations.first(where: { $0.locale == locale }),
        let value = localization.value
      else { return nil }
      return StringsEntry(
        key: entry.key, keyPosition: entry.keyPosition, value: value.value, valuePosition: value.position)
    }
    return LocalizedStringsDocument(path: path, locale: locale, entries: localized)
  }

  /// The location of a position in this file.
  public func location(_ position: SourcePosition) -> FileLocation {
    FileLocation(path: path, position: position)
  }
}

/// One key of a string catalog.
@_spi(RuleAuthoring) @_spi(Testing) public struct StringCatalogEntry: Sendable {
  /// The key: for an `InfoPlist.xcstrings`, the Info.plist key.
  public var key: String
  /// Where the key is written.
  public var keyPosition: SourcePosition
  /// `false` when the catalog marks the key "Don't translate".
  public var shouldTranslate: Bool
  /// The key's localizations in file order.
  public var localizations: [StringCatalogLocalization]
}

/// One locale's value of a catalog key.
@_spi(RuleAuthoring) @_spi(Testing) public struct StringCatalogLocalization: Sendable {
  /// The locale code, for example `de` or `zh-Hans`.
  public var locale: String
  /// Where the locale code is written.
  public var position: SourcePosition
  /// The `stringUnit` value (the first one, for keys that vary by device or plural), or
  /// `nil` when the localization has none.
  public var value: Located<String>?
}

extension StringCatalogDocument {
  /// Reads the catalog model from its JSON. A string catalog that is valid JSON but not
  /// shaped like a catalog is an error at the offending value.
  init(path: String, root: JSONValue) throws(ParseError) {
    self.path = path
    guard root.object != nil else {
      throw ParseError(
        location: FileLocation(path: path, position: root.position),
        message: "a string catalog must be a JSON object with `sourceLanguage` and `strings`")
    }
    if let language = root["sourceLanguage"], let text = language.string {
      sourceLanguage = Located(text, at: language.position)
    }
    entries = []
    guard let strings = root["strings"] else { return }
    guard let members = strings.object else {
      throw ParseError(
        location: FileLocation(path: path, position: strings.position),
        message: "`strings` must be an object of keys to their localizations")
    }
    for member in members {
      let localizations = (member.value["localizations"]?.object ?? []).map { localization in
        StringCatalogLocalization(
          locale: localization.key, position: localization.keyPosition,
          value: Self.firstStringUnit(localization.value))
      }
      entries.append(
        StringCatalogEntry(
          key: member.key, keyPosition: member.keyPosition,
          shouldTranslate: member.value["shouldTranslate"]?.bool ?? true, localizations: localizations))
    }
  }

  /// The `stringUnit.value` of a localization, or of its first variation, found breadth
  /// first with a bounded queue.
  private static func firstStringUnit(_ localization: JSONValue) -> Located<String>? {
    var queue = [localization]
    var index = 0
    while index < queue.count, index < 1000 {
      let node = queue[index]
      index += 1
      if let value = node["stringUnit"]?["value"], let text = value.string {
        return Located(text, at: value.position)
      }
      for member in node.object ?? [] where member.value.object != nil { queue.append(member.value) }
    }
    return nil
  }
}
