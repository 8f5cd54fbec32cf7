#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `package.json`: the npm dependencies whose `android/` folders React Native autolinking
/// merges into the app.
@_spi(RuleAuthoring) @_spi(Testing) public struct PackageJSONDocument: Sendable {
  /// The file's path relative to the scanned root.
  public var path: String
  /// Each entry of `dependencies`: the package name and its version or `file:` spec.
  public var dependencies: [KeyValueEntry]

  /// Reads the file.
  public init(file: SourceFile) throws(ParseError) {
    path = file.path
    let root = try JSONParser.parse(file)
    dependencies = (root["dependencies"]?.object ?? []).compactMap { member in
      member.value.string.map { KeyValueEntry(key: member.key, value: $0, position: member.value.position) }
    }
  }

  /// The directory each dependency's `android/` folder is in, relative to the scanned root:
  /// the `file:` path, or `node_modules/<package>`.
  public func packageDirectories() -> [(name: String, directory: String)] {
    let base = RelativePath.directory(of: path)
    return dependencies.map { entry in
      if entry.value.hasPrefix("file:") {
        return (entry.key, RelativePath.join(base, String(entry.value.dropFirst("file:".count))))
      }
      return (entry.key, RelativePath.join(base, "node_modules/\(entry.key)"))
    }
  }
}

/// `.flutter-plugins-dependencies`, written by `flutter pub get`: each Android plugin and the
/// directory it was unpacked to (usually in the pub cache, outside the project).
@_spi(RuleAuthoring) @_spi(Testing) public struct FlutterPluginDependencies: Sendable {
  /// The file's path relative to the scanned root.
  public var path: String
  /// Each Android plugin's name and directory: absolute as `flutter pub get` writes it, or
  /// relative to the scanned root.
  public var plugins: [(name: String, directory: String)]

  /// Reads the file.
  public init(file: SourceFile) throws(ParseError) {
    path = file.path
    let root = try JSONParser.parse(file)
    let android: [JSONValue]
    if case .array(let values)? = root["plugins"]?["android"]?.kind { android = values } else { android = [] }
    plugins = android.compactMap { plugin in
      // Flutter leaves plugins that are only dev dependencies out of release builds.
      guard let name = plugin["name"]?.string, var directory = plugin["path"]?.string,
        plugin["dev_dependency"]?.bool != true
      else { return nil }
      while directory.count > 1, directory.hasSuffix("/") { directory.removeLast() }
      if !directory.hasPrefix("/") { directory = RelativePath.join(RelativePath.directory(of: file.path), directory) }
      return (name, directory)
    }
  }

  /// The files of each plugin permlint reads, as absolute paths.
  public var pluginFiles: [String] {
    plugins.flatMap { plugin in Self.installedPackageFiles.map { "\(plugin.directory)/\($0)" } }
  }
}

extension FlutterPluginDependencies {
  /// The files read from each installed package, npm's (`node_modules/<package>/…`) or a
  /// Flutter plugin's: React Native autolinking and Flutter merge its Android module.
  static let installedPackageFiles = [
    "android/src/main/AndroidManifest.xml", "android/build.gradle", "android/build.gradle.kts",
  ]
}
