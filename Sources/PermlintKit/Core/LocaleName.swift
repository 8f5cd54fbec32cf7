#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
    // Most names are codes in lower case already (`en`, `de`, `pt-br`): used as they are,
    // without a copy (the rules ask this for every purpose string of every app).
    let lowered = isLowerCode(name) ? name : lowerCode(name)
    if let code = legacyNames[lowered] { return code }
    guard lowered.utf8.contains(UInt8(ascii: "-")) else { return lowered }
    let parts = lowered.split(separator: "-", maxSplits: 1).map(String.init)
    guard parts.count == 2, let language = legacyNames[parts[0]], language.count <= 3 else { return lowered }
    return "\(language)-\(parts[1])"
  }

  /// Whether `lowerCode(name)` is `name`: ASCII small letters, digits and `-` only.
  private static func isLowerCode(_ name: String) -> Bool {
    name.utf8.allSatisfy { byte in
      (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        || byte == UInt8(ascii: "-")
    }
  }

  /// Lower case with `_` as `-`, whitespace trimmed. Locale names are ASCII, and this runs
  /// for every locale comparison, so ASCII skips Unicode case mapping.
  private static func lowerCode(_ name: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(name.utf8.count)
    for byte in name.utf8 {
      guard byte < 0x80 else { return name.trimmingWhitespace().lowercased().replacing("_", with: "-") }
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 0x20)
      case UInt8(ascii: "_"): bytes.append(UInt8(ascii: "-"))
      case 0x20, 0x09...0x0D: if !bytes.isEmpty { bytes.append(byte) }
      default: bytes.append(byte)
      }
    }
    while let last = bytes.last, last == 0x20 || (0x09...0x0D).contains(last) { bytes.removeLast() }
    return String(decoding: bytes, as: UTF8.self)
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
