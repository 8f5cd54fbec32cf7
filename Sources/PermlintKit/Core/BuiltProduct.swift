/// Paths inside a built product: an `.app` (also inside an `.xcarchive` or an `.ipa`'s
/// `Payload/`) or an Android build archive. What the build holds is judged as shipped: every
/// file under the outermost `.app` belongs to that app, and a bundle's kind is read from
/// where it sits (`PlugIns/*.appex`, `AppClips/*.app`, `Watch/*.app`, `Frameworks/*.framework`).
enum BuiltProduct {
  /// The folder of the outermost `.app` above a path (`app.ipa!/Payload/App.app`,
  /// `App.xcarchive/Products/Applications/App.app`), or the Android archive a path is in
  /// (`app.apk!`); `nil` outside a built product.
  static func root(of path: String) -> String? {
    // Only a path through a folder ending `.app` or an archive (`!`) can be in a build.
    guard ByteSearch.mayContain(path, ".app/") || ByteSearch.mayContain(path, "!/") else { return nil }
    let components = path.split(separator: "/", omittingEmptySubsequences: false)
    for (index, component) in components.enumerated().dropLast() {
      // An Android build under its module's `build/outputs/` joins that module's app, so the
      // sources and what they built are compared (`build-differs-from-source`).
      if component.hasSuffix(".apk!") || component.hasSuffix(".aab!"), components[..<index].contains("outputs"),
        components[..<index].contains("build")
      {
        return nil
      }
      if component.hasSuffix(".app") || component.hasSuffix(".apk!") || component.hasSuffix(".aab!") {
        return components[...index].joined(separator: "/")
      }
    }
    return nil
  }

  /// Whether an `Info.plist` at `path` is a bundle's: inside a built product only the plist
  /// at the top of an `.app` or `.appex` (or in its `Contents/` on macOS) is, not those of
  /// compiled storyboards, resource bundles or an `.xcarchive`'s own metadata.
  static func isBundleInfoPlist(_ path: String) -> Bool {
    // Most plists lie in no build and no archive: their paths are not split (discovery asks
    // this of every Info.plist of a monorepo).
    if !ByteSearch.mayContain(path, ".xcarchive"), !ByteSearch.mayContain(path, ".dSYM"), root(of: path) == nil {
      return true
    }
    let folders = path.split(separator: "/").dropLast()
    if folders.contains(where: { $0.hasSuffix(".xcarchive") || $0.hasSuffix(".dSYM") }) {
      return folders.last.map { $0.hasSuffix(".app") || $0.hasSuffix(".appex") } ?? false
        && folders.contains("Products")
    }
    guard root(of: path) != nil else { return true }
    guard var parent = folders.last else { return false }
    if parent == "Contents", folders.count >= 2 { parent = folders[folders.count - 2] }
    return parent.hasSuffix(".app") || parent.hasSuffix(".appex")
  }

  /// What the bundle whose Info.plist is at `path` is, from the folder it sits in; `nil`
  /// outside a built product.
  static func bundleKind(ofPlist path: String) -> (kind: Kind, platform: Platform)? {
    guard root(of: path) != nil else { return nil }
    var folders = Array(path.split(separator: "/").dropLast())
    if folders.last == "Contents" { folders.removeLast() }
    guard let bundle = folders.last else { return nil }
    let container = folders.count >= 2 ? folders[folders.count - 2] : ""
    if bundle.hasSuffix(".appex") { return (.appExtension, .unknown) }
    if container == "AppClips" { return (.appClip, .unknown) }
    if container == "Watch" { return (.app, .watchOS) }
    if bundle.hasSuffix(".app") { return (.app, .unknown) }
    return (.other, .unknown)
  }

  /// The kinds of bundle a built product holds.
  enum Kind: Sendable { case app, appExtension, appClip, other }
  /// The platforms a built product's folders tell apart.
  enum Platform: Sendable { case watchOS, unknown }

  /// Whether a file named `name` in `folders` is its bundle's executable: `App.app/App`,
  /// `Widget.appex/Widget`, `Lib.framework/Lib`, inside a built product.
  static func isExecutable(_ path: String) -> Bool {
    guard root(of: path) != nil || path.contains(".xcarchive/") else { return false }
    let components = path.split(separator: "/")
    guard components.count >= 2, let name = components.last else { return false }
    let folder = components[components.count - 2]
    for suffix in [".app", ".appex", ".framework"] where folder.hasSuffix(suffix) {
      return folder.dropLast(suffix.count) == name
    }
    return name.hasSuffix(".dylib") && components.contains { $0.hasSuffix(".app") }
  }

  /// Whether a file may be its bundle's executable though its name is not the folder's: an
  /// extension-less file directly in a built `.app`, `.appex` or `.framework`
  /// (`CFBundleExecutable` need not be the folder's name: `simulator-app.app/very-capable-app`).
  /// Only its bytes tell (`PkgInfo` sits there too).
  static func mayBeExecutable(_ path: String) -> Bool {
    guard !isExecutable(path), root(of: path) != nil || path.contains(".xcarchive/") else { return false }
    let components = path.split(separator: "/")
    guard components.count >= 2, let name = components.last, !name.contains("."), name != "PkgInfo" else {
      return false
    }
    let folder = components[components.count - 2]
    return [".app", ".appex", ".framework"].contains { folder.hasSuffix($0) }
  }
}
