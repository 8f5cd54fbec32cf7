/// Prepares Expo configs for grouping: of several configs in one folder only the one Expo uses
/// is kept (the evaluated `expo-config.json`, else a literal `app.config.js`/`.ts`, else the
/// JSON), and each config learns which native folders are committed next to it.
enum ExpoGrouping {
  static func prepare(_ documents: [ParsedDocument]) -> [ParsedDocument] {
    var strongest: [String: Int] = [:]
    for document in documents {
      guard case .expoConfig(let config) = document else { continue }
      strongest[AppGrouping.directory(of: config.path), default: 0] = max(
        strongest[AppGrouping.directory(of: config.path)] ?? 0, config.precedence)
    }
    let nativePaths = documents.compactMap { document -> String? in
      switch document {
      case .infoPlist, .xcodeProject, .androidManifest, .gradleBuild: document.path
      default: nil
      }
    }
    let packages = Dictionary(
      documents.compactMap { document -> (String, PackageJSONDocument)? in
        guard case .packageJSON(let package) = document else { return nil }
        return (AppGrouping.directory(of: package.path), package)
      }, uniquingKeysWith: { first, _ in first })
    return documents.compactMap { document in
      guard case .expoConfig(var config) = document else { return document }
      let folder = AppGrouping.directory(of: config.path)
      if let package = packages[folder], let expo = package.dependencies.first(where: { $0.key == "expo" }),
        let major = Int(expo.value.drop { !$0.isNumber }.prefix { $0.isNumber })
      {
        config.expoSDK = (major, FileLocation(path: package.path, position: expo.position))
      }
      if config.precedence < strongest[folder] ?? 0 { return nil }
      let prefix = folder == "." ? "" : folder + "/"
      config.committedNativeFolders = ["ios", "android"].filter { native in
        nativePaths.contains { $0.hasPrefix(prefix + native + "/") }
      }.map { prefix + $0 }
      return .expoConfig(config)
    }
  }
}
