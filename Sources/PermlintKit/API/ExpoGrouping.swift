/// Prepares Expo configs for grouping: the evaluated config (`expo-config.json`) replaces the
/// static ones beside it, and each config learns which native folders are committed next to it.
enum ExpoGrouping {
  static func prepare(_ documents: [ParsedDocument]) -> [ParsedDocument] {
    let evaluated = Set(
      documents.compactMap { document -> String? in
        guard case .expoConfig(let config) = document, config.path.hasSuffix("expo-config.json") else { return nil }
        return AppGrouping.directory(of: config.path)
      })
    let nativePaths = documents.compactMap { document -> String? in
      switch document {
      case .infoPlist, .xcodeProject, .androidManifest, .gradleBuild: document.path
      default: nil
      }
    }
    return documents.compactMap { document in
      guard case .expoConfig(var config) = document else { return document }
      let folder = AppGrouping.directory(of: config.path)
      if evaluated.contains(folder), !config.path.hasSuffix("expo-config.json") { return nil }
      let prefix = folder == "." ? "" : folder + "/"
      config.committedNativeFolders = ["ios", "android"].filter { native in
        nativePaths.contains { $0.hasPrefix(prefix + native + "/") }
      }.map { prefix + $0 }
      return .expoConfig(config)
    }
  }
}
