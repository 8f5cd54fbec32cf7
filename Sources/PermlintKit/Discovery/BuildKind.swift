/// What a build archive is, by its extension, and which of its entries permlint reads: the
/// files that ship and that a store judges, never the rest (an app's JavaScript bundle, its
/// assets).
enum BuildKind: Sendable {
  /// `.ipa`: `Payload/<App>.app/…`.
  case ipa
  /// `.apk`: the binary `AndroidManifest.xml` at its root.
  case apk
  /// `.aab`: `base/manifest/AndroidManifest.xml`, a protocol buffer.
  case aab

  init(_ path: String) {
    if path.hasSuffix(".apk") {
      self = .apk
    } else if path.hasSuffix(".aab") {
      self = .aab
    } else {
      self = .ipa
    }
  }

  /// The extensions of the archives permlint opens.
  static let extensions = [".ipa", ".apk", ".aab"]

  /// The kinds read from a build: what the app ships and declares.
  static let readKinds: Set<String> = [
    "infoPlist", "infoPlistStrings", "localizedResource", "androidManifest", "machOBinary",
    // A privacy manifest kind, once there is one, is read from a build like any other.
    "privacyManifest",
  ]

  /// Where a store reads this build, for the notice about an archive that holds nothing there.
  var layout: String {
    switch self {
    case .ipa: "an .ipa's app is the folder Payload/<Name>.app/ at its root"
    case .apk: "an APK's manifest is AndroidManifest.xml at its root"
    case .aab: "an App Bundle's manifest is base/manifest/AndroidManifest.xml"
    }
  }

  /// Whether an entry of this build is read as `kind`.
  func reads(_ kind: InputKind, at name: String) -> Bool {
    guard Self.readKinds.contains(kind.id) else { return false }
    switch self {
    case .ipa: return name.hasPrefix("Payload/") && name.contains(".app/")
    case .apk: return name == "AndroidManifest.xml"
    case .aab: return name == "base/manifest/AndroidManifest.xml"
    }
  }
}
