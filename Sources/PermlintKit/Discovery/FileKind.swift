/// What permlint reads a file as, decided by its name.
public enum FileKind: Sendable, Equatable {
  /// `Info.plist` or `<Target>-Info.plist`.
  case infoPlist
  /// `AndroidManifest.xml`.
  case androidManifest
  /// `<locale>.lproj/InfoPlist.strings`.
  case infoPlistStrings(locale: String)
  /// `permlint.yml`.
  case featureMap
  /// `.permlint.yml`.
  case configuration

  /// The kind of a file from its path, or `nil` when permlint does not read it.
  public static func classify(path: String) -> FileKind? {
    let components = path.split(separator: "/")
    guard let name = components.last.map(String.init) else { return nil }
    if name == "permlint.yml" { return .featureMap }
    if name == ".permlint.yml" { return .configuration }
    if name.hasSuffix("Info.plist") { return .infoPlist }
    if name.hasSuffix("AndroidManifest.xml") { return .androidManifest }
    if name.hasSuffix("InfoPlist.strings") {
      return .infoPlistStrings(locale: locale(in: components) ?? "Base")
    }
    return nil
  }

  /// The locale of the nearest `<locale>.lproj` component of a path.
  private static func locale(in components: [Substring]) -> String? {
    for component in components.reversed() {
      guard let range = component.range(of: ".lproj") else { continue }
      let prefix = component[..<range.lowerBound]
      // Names such as `OWNER__REPO__fr.lproj__InfoPlist.strings` carry the locale last.
      return String(prefix.split(separator: "_").last ?? prefix)
    }
    return nil
  }
}
