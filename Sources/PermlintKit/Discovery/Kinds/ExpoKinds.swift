#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// Expo's app configs, which prebuild turns into an Info.plist and an Android manifest.

extension InputKind {
  /// An Expo app config: `app.json` (read when it has an `expo` object), `app.config.json`,
  /// or `expo-config.json`, the saved output of `npx expo config --json`.
  static let expoConfig = InputKind(
    id: "expoConfig",
    readableName:
      "Expo configs (app.json, app.config.json, expo-config.json from `npx expo config --json`; app.config.js/ts when a plain object)",
    // `OWNER__REPO__app.json` names a copied config, as for the other kinds.
    recognizes: { ExpoKinds.configNames.contains($0.unprefixedName) }, parse: ExpoKinds.config)

  /// `app.config.js` or `app.config.ts`: an Expo config written as code, which permlint does
  /// not evaluate; a plain object literal is read as written.
  static let expoDynamicConfig = InputKind(
    id: "expoDynamicConfig", readableName: nil, recognizes: ExpoKinds.isDynamicConfig,
    parse: { file, catalog in
      // Anything computed gets one note.
      guard let root = JSObjectLiteralReader.read(file),
        let config = ExpoConfigDocument(
          path: file.path, root: root, plugins: catalog.expoPlugins, requireExpoKey: false)
      else { return ExpoDynamicConfig(path: file.path) }
      return config
    })
}

/// What Expo's kinds share.
enum ExpoKinds {
  /// Expo app configs written as JSON.
  static let configNames: Set<String> = ["app.json", "app.config.json", "expo-config.json"]

  /// Whether a path is an Expo config written as code.
  @Sendable static func isDynamicConfig(_ path: InputPath) -> Bool {
    ExpoConfigDocument.dynamicConfigNames.contains(path.unprefixedName)
  }

  /// Whether a path is any Expo config.
  static func isConfig(_ path: String) -> Bool {
    // Every config's name holds `app.` or `expo-config` (`configNames`, `dynamicConfigNames`):
    // a path without either is no config, told without making its name (asked of every
    // finding of a run, `FindingMerger`).
    guard ByteSearch.mayContain(path, "app.") || ByteSearch.mayContain(path, "expo-config") else { return false }
    let input = InputPath(path)
    return configNames.contains(input.unprefixedName) || isDynamicConfig(input)
  }

  /// An Expo config. An `app.json` is Expo's only when it has an `expo` object (a bare React
  /// Native app's `app.json` names the app and nothing else), so one that is not valid JSON
  /// is reported only when it mentions `expo`.
  static func config(_ file: SourceFile, catalog: PermissionCatalog) throws(ParseError) -> (any InputDocument)? {
    let isAppJSON = file.path == "app.json" || file.path.hasSuffix("/app.json") || file.path.hasSuffix("__app.json")
    let root: JSONValue
    do throws(ParseError) {
      root = try JSONParser.parse(file)
    } catch {
      if isAppJSON, !containsExpoKey(file.bytes) { return nil }
      throw error
    }
    return ExpoConfigDocument(
      path: file.path, root: root, plugins: catalog.expoPlugins, requireExpoKey: isAppJSON,
      text: TextDecoding.utf8(file.bytes).bytes)
  }

  private static func containsExpoKey(_ bytes: [UInt8]) -> Bool {
    let needle = Array("\"expo\"".utf8)
    guard bytes.count >= needle.count else { return false }
    for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
      if Array(bytes[start..<start + needle.count]) == needle { return true }
    }
    return false
  }

  /// A dynamic config joins the static one beside it, as Expo reads them together.
  static func standaloneRoot(_ path: String) -> String {
    AppGrouping.directory(of: path) == "." ? "app.json" : AppGrouping.directory(of: path) + "/app.json"
  }
}

extension ExpoConfigDocument: InputDocument {
  var joinsApp: Bool { true }
  func join(_ app: inout AppModel) {
    app.expoConfigs.append(self)
    // With a native folder committed, the config's empty half is not an app of its own:
    // an empty manifest would otherwise merge every autolinked library a second time.
    if !committedNativeFolders.contains(where: { $0.hasSuffix("ios") }) || !infoPlist.entries.isEmpty {
      app.infoPlists.append(infoPlist)
    }
    if !committedNativeFolders.contains(where: { $0.hasSuffix("android") }) || !androidManifest.permissions.isEmpty {
      app.androidManifests.append(androidManifest)
    }
  }
  func standaloneRoot(plists: [String: String]) -> String { ExpoKinds.standaloneRoot(path) }
}
extension ExpoDynamicConfig: InputDocument {
  var joinsApp: Bool { true }
  func join(_ app: inout AppModel) { app.expoDynamicConfigs.append(path) }
  func standaloneRoot(plists: [String: String]) -> String { ExpoKinds.standaloneRoot(path) }
}
