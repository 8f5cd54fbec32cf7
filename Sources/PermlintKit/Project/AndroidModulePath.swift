#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Gradle's layout: `<module>/src/<sourceSet>/AndroidManifest.xml` and
/// `<module>/build.gradle(.kts)`.
enum AndroidModulePath {
  /// The module directory of a manifest or build script (`.` for the scanned root), or `nil`
  /// when the file's name does not follow Gradle's layout.
  static func module(of path: String) -> String? {
    // A manifest the build merged: `<module>/build/intermediates/merged_manifests/<variant>/…`.
    // The byte tests spare every other path a search on characters.
    if ByteSearch.mayContain(path, "build/intermediates/"), let range = path.firstRange(of: "build/intermediates/"),
      path.hasSuffix("AndroidManifest.xml"),
      range.lowerBound == path.startIndex || path[path.index(before: range.lowerBound)] == "/"
    {
      let module = path[..<range.lowerBound].split(separator: "/").joined(separator: "/")
      return module.isEmpty ? "." : module
    }
    // A build archive or report under its module's outputs: `<module>/build/outputs/apk/release/app.apk!/…`,
    // `<module>/build/outputs/logs/manifest-merger-release-report.txt`.
    let file = ArchivePath.split(path)?.archive ?? path
    if ArchivePath.split(path) != nil || file.hasSuffix("-report.txt"), ByteSearch.mayContain(file, "build/outputs/"),
      let range = file.firstRange(of: "build/outputs/"),
      range.lowerBound == file.startIndex || file[file.index(before: range.lowerBound)] == "/"
    {
      let module = file[..<range.lowerBound].split(separator: "/").joined(separator: "/")
      return module.isEmpty ? "." : module
    }
    var components = path.split(separator: "/").map(String.init)
    guard let name = components.popLast() else { return nil }
    switch name {
    case "AndroidManifest.xml":
      if components.count >= 2, components[components.count - 2] == "src" {
        components.removeLast(2)
      }
    case "build.gradle", "build.gradle.kts":
      break
    default:
      return nil
    }
    return components.isEmpty ? "." : components.joined(separator: "/")
  }

  /// The source set of a manifest at `<module>/src/<sourceSet>/AndroidManifest.xml`; `main`
  /// for any other manifest.
  static func sourceSet(of path: String) -> String {
    if isMerged(path) { return "merged" }
    let components = path.split(separator: "/")
    guard components.count >= 3, components[components.count - 3] == "src" else { return "main" }
    return String(components[components.count - 2])
  }

  /// Whether a source set's manifest is merged into release builds: `main`, `release` and
  /// product flavours are; `debug`, `<flavour>Debug`, Flutter's `profile` and the test source
  /// sets are not.
  static func isRelease(sourceSet: String) -> Bool {
    let name = sourceSet.lowercased()
    return
      !(name.hasSuffix("debug") || name.hasSuffix("profile") || name.hasPrefix("test")
      || name.hasPrefix("androidtest"))
  }

  /// Whether a manifest is one the Android Gradle plugin merged (build output).
  static func isMerged(_ path: String) -> Bool {
    // A build archive's manifest is the merged one that ships.
    path.hasPrefix("build/intermediates/")
      || (ByteSearch.mayContain(path, "/build/intermediates/") && path.contains("/build/intermediates/"))
      || (ByteSearch.mayContain(path, ".apk!/") && path.contains(".apk!/"))
      || (ByteSearch.mayContain(path, ".aab!/") && path.contains(".aab!/"))
  }
}
