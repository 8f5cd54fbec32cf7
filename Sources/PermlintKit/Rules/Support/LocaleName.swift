/// Locale codes as Xcode projects write them: `de`, `pt-BR`, `zh_Hans`, `English`.
enum LocaleName {
  /// Names that old projects use for their `.lproj` folders and development region.
  private static let legacyNames = [
    "english": "en", "german": "de", "french": "fr", "japanese": "ja", "spanish": "es", "italian": "it",
    "dutch": "nl", "korean": "ko", "chinese": "zh", "portuguese": "pt", "swedish": "sv", "danish": "da",
    "norwegian": "nb", "finnish": "fi", "russian": "ru", "polish": "pl",
  ]

  /// The code in lower case with `-` between its parts; legacy English names become codes.
  static func normalize(_ name: String) -> String {
    let lowered = name.trimmingWhitespace().lowercased().replacing("_", with: "-")
    return legacyNames[lowered] ?? lowered
  }

  /// Whether strings for `available` serve users of `required`: the same locale, a more
  /// specific one (`de-AT` serves `de`), or the language it falls back to (`pt` serves `pt-BR`).
  static func serves(_ available: String, _ required: String) -> Bool {
    let have = normalize(available)
    let want = normalize(required)
    return have == want || have.hasPrefix(want + "-") || want.hasPrefix(have + "-")
  }

  /// Whether the name is Xcode's `Base` localization rather than a language.
  static func isBase(_ name: String) -> Bool { normalize(name) == "base" }
}
