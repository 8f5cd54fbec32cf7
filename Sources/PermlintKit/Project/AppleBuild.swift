/// An Apple build (`.ipa`, `.xcarchive`, `.app`) read in the same run as the sources of an
/// app: what its bundles' compiled Info.plists and `InfoPlist.strings` hold, so that
/// `build-differs-from-source` can compare them with what the sources declare. The build is
/// also an app of its own, which the other rules judge as it ships.
struct AppleBuild: Sendable {
  /// The built `.app` folder, such as `Demo.ipa!/Payload/Demo.app`.
  var root: String
  /// The Info.plist of each bundle in it (the app, its extensions, its frameworks).
  var infoPlists: [InfoPlistDocument]
  /// Its localized `InfoPlist.strings` files.
  var localizedStrings: [LocalizedStringsDocument]

  /// Whether an app of the run is an Apple build: its root is the outermost `.app` of a
  /// built product.
  static func isBuild(_ app: AppModel) -> Bool {
    app.root.hasSuffix(".app") && BuiltProduct.root(of: app.root + "/Info.plist") == app.root
  }

  /// Whether an app of the run is read from sources (not from any build).
  private static func isSource(_ app: AppModel) -> Bool {
    BuiltProduct.root(of: app.root + "/Info.plist") == nil && !app.root.contains(".xcarchive/")
      && (!app.xcodeProjects.isEmpty || !app.infoPlists.isEmpty)
  }

  /// The apps with every Apple build of the run attached to the source apps it may come
  /// from: the deepest source app whose folder holds the build, else (a build named beside
  /// the sources) every source app. The rule joins a build's bundles to the sources' by
  /// bundle identifier or product name, so a build of another app compares with nothing.
  static func attach(to apps: [AppModel]) -> [AppModel] {
    let builds = apps.filter(isBuild).map {
      AppleBuild(root: $0.root, infoPlists: $0.infoPlists, localizedStrings: $0.localizedStrings)
    }
    guard !builds.isEmpty else { return apps }
    let sources = apps.indices.filter { isSource(apps[$0]) }
    var result = apps
    for build in builds {
      let holders = sources.filter { RelativePath.isInside(build.root, apps[$0].root) }
      let deepest = holders.max { apps[$0].root.count < apps[$1].root.count }
      for index in deepest.map({ [$0] }) ?? sources { result[index].appleBuilds.append(build) }
    }
    return result
  }
}
