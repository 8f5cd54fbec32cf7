#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The languages of a string catalog other than `InfoPlist.xcstrings` (`Localizable.xcstrings`):
/// its source language and every language one of its strings is localized into. Xcode
/// compiles one `<language>.lproj` folder per language into the bundle that builds the
/// catalog, so these are languages that bundle ships; without them permlint could only take
/// the project's `knownRegions`, which lists the regions of every target (a watch app's too).
/// The strings themselves are not kept.
struct StringCatalogLanguages: Sendable {
  /// The file's path relative to the scanned root.
  var path: String
  /// The source language first, then the others in first-seen order.
  var languages: [String]

  /// The languages of the catalog whose JSON is `root`; `nil` when it is not shaped like a
  /// catalog (the languages then stay unknown, as if the file had not been read).
  init?(path: String, root: JSONValue) {
    guard root.object != nil else { return nil }
    self.path = path
    var seen = Set<String>()
    var languages: [String] = []
    if let source = root["sourceLanguage"]?.string, !source.isEmpty, seen.insert(source).inserted {
      languages.append(source)
    }
    for member in root["strings"]?.object ?? [] {
      for localization in member.value["localizations"]?.object ?? [] where seen.insert(localization.key).inserted {
        languages.append(localization.key)
      }
    }
    self.languages = languages
  }

  /// The languages, each as a resource of the catalog's path (`AppModel.localizedResources`).
  var resources: [LocalizedResource] { languages.map { LocalizedResource(path: path, locale: $0) } }
}
