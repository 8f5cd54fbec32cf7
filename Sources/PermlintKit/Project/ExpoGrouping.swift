#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Prepares Expo configs for grouping: of several configs in one folder only the one Expo uses
/// is kept (the evaluated `expo-config.json`, else a literal `app.config.js`/`.ts`, else the
/// JSON), and each config learns which native folders are committed next to it.
enum ExpoGrouping {
  static func prepare(_ documents: [any InputDocument]) -> [any InputDocument] {
    var strongest: [String: Int] = [:]
    for config in documents.of(ExpoConfigDocument.self) {
      strongest[AppGrouping.directory(of: config.path), default: 0] = max(
        strongest[AppGrouping.directory(of: config.path)] ?? 0, config.precedence)
    }
    // Without an Expo config nothing below is asked: the documents are handed back as they are.
    guard !strongest.isEmpty else { return documents }
    let nativePaths = documents.compactMap { document -> String? in
      document.is(InfoPlistDocument.self) || document.is(XcodeProjectDocument.self)
        || document.is(AndroidManifestDocument.self) || document.is(GradleBuildFile.self) ? document.path : nil
    }
    let packages = Dictionary(
      documents.of(PackageJSONDocument.self).map { (AppGrouping.directory(of: $0.path), $0) },
      uniquingKeysWith: { first, _ in first })
    return documents.compactMap { document -> (any InputDocument)? in
      guard var config = document.cast(ExpoConfigDocument.self) else { return document }
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
      return config
    }
  }
}
