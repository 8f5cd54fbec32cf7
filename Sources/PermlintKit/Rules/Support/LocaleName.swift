/// Locale codes as Xcode projects write them: `de`, `pt-BR`, `zh_Hans`, `English`.
enum LocaleName {
  /// Names that old projects use for their `.lproj` folders and development region.
  private static let legacyNames = [
    "english": "en", "german": "de", "french": "fr", "japanese": "ja", "spanish": "es", "italian": "it",
    "dutch": "nl", "korean": "ko", "chinese": "zh", "portuguese": "pt", "swedish": "sv", "danish": "da",
    "norwegian": "nb", "finnish": "fi", "russian": "ru", "polish": "pl",
    // Withdrawn ISO 639 codes that projects still list, and Norwegian as iOS names it.
    "in": "id", "iw": "he", "ji": "yi", "no": "nb",
  ]

  /// The code in lower case with `-` between its parts (`en_AU` is `en-au`, English for
  /// Australia; `zh_Hans` is `zh-hans`); legacy names and withdrawn codes become today's
  /// codes, in the language part too (`no-NO` is `nb-no`).
  static func normalize(_ name: String) -> String {
    let lowered = name.trimmingWhitespace().lowercased().replacing("_", with: "-")
    if let code = legacyNames[lowered] { return code }
    let parts = lowered.split(separator: "-", maxSplits: 1).map(String.init)
    guard parts.count == 2, let language = legacyNames[parts[0]], language.count <= 3 else { return lowered }
    return "\(language)-\(parts[1])"
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
