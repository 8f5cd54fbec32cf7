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
    if let module = plainModule(of: path) { return module }
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

  /// `module(of:)` of a relative path without empty components (no `//`, no `/` at either
  /// end), where the folders are the path's own substrings: found from its last slashes,
  /// not by splitting it into components and joining them again (a Gradle workspace asks it
  /// of every manifest and build script of a monorepo). `.some(nil)` is no module; `nil`
  /// leaves the path to the general case.
  private static func plainModule(of path: String) -> String?? {
    guard let parts = LastComponents(path) else { return nil }
    switch parts.name {
    case "AndroidManifest.xml":
      // `<module>/src/<sourceSet>/AndroidManifest.xml`: two components up.
      guard let parent = parts.parent else { return "." }
      guard parts.grandparent == "src" else { return String(parent) }
      return parts.aboveGrandparent.map(String.init) ?? "."
    case "build.gradle", "build.gradle.kts":
      return parts.parent.map(String.init) ?? "."
    default:
      return .some(nil)
    }
  }

  /// The source set of a manifest at `<module>/src/<sourceSet>/AndroidManifest.xml`; `main`
  /// for any other manifest.
  static func sourceSet(of path: String) -> String {
    if isMerged(path) { return "merged" }
    if let parts = LastComponents(path) {
      guard parts.parent != nil, parts.grandparent == "src" else { return "main" }
      return String(parts.parentName)
    }
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

/// The last components of a relative path without empty components (see
/// `AndroidModulePath.plainModule`), found from its last three slashes.
private struct LastComponents {
  /// The last component.
  var name: Substring
  /// Everything before the last slash, if there is one.
  var parent: Substring?
  /// The last component of `parent`.
  var parentName: Substring
  /// The component before `parentName`, if there is one.
  var grandparent: Substring?
  /// Everything before `grandparent`, if anything is.
  var aboveGrandparent: Substring?

  /// `nil` for an absolute path, a path ending in `/` or one with `//`, which splitting
  /// treats differently from slicing, and for one that is not ASCII (splitting reads
  /// characters, and a `/` a combining mark follows is no separator there).
  init?(_ path: String) {
    let utf8 = path.utf8
    guard let first = utf8.first, first != UInt8(ascii: "/"), utf8.last != UInt8(ascii: "/") else { return nil }
    // The last three slashes, the last first.
    var last: String.Index?
    var second: String.Index?
    var third: String.Index?
    var previousWasSlash = false
    var index = utf8.startIndex
    while index < utf8.endIndex {
      guard utf8[index] < 0x80 else { return nil }
      let isSlash = utf8[index] == UInt8(ascii: "/")
      if isSlash {
        if previousWasSlash { return nil }
        (third, second, last) = (second, last, index)
      }
      previousWasSlash = isSlash
      index = utf8.index(after: index)
    }
    guard let last else {
      name = path[...]
      parent = nil
      parentName = ""
      grandparent = nil
      aboveGrandparent = nil
      return
    }
    name = path[utf8.index(after: last)...]
    parent = path[..<last]
    if let second {
      parentName = path[utf8.index(after: second)..<last]
      grandparent = third.map { path[utf8.index(after: $0)..<second] } ?? path[..<second]
    } else {
      parentName = path[..<last]
      grandparent = nil
    }
    aboveGrandparent = third.map { path[..<$0] }
  }
}
