/// One app: a feature map's directory and everything below it, or a manifest standing alone.
public struct AppModel: Sendable {
  /// The app's root directory relative to the scanned root (`.` for the root itself).
  public var root: String
  /// The feature map, if the app has one.
  public var featureMap: FeatureMap?
  /// Problems in the feature map itself.
  public var featureMapProblems: [FeatureMapDecoder.Problem]
  /// Every Info.plist of the app (app and extensions).
  public var infoPlists: [InfoPlistDocument]
  /// Localized purpose strings.
  public var localizedStrings: [LocalizedStringsDocument]
  /// Every AndroidManifest.xml of the app.
  public var androidManifests: [AndroidManifestDocument]
  /// Every `build.gradle` and `build.gradle.kts` of the app.
  public var gradleBuildFiles: [GradleBuildFile]
  /// Files of this app that could not be parsed, and non-fatal syntax problems such as
  /// duplicate keys.
  public var syntaxProblems: [ParseError]

  /// Creates an empty app rooted at `root`.
  public init(root: String) {
    self.root = root
    self.featureMap = nil
    self.featureMapProblems = []
    self.infoPlists = []
    self.localizedStrings = []
    self.androidManifests = []
    self.gradleBuildFiles = []
    self.syntaxProblems = []
  }

  /// Whether the app ships on iOS: the feature map says so, or it has an Info.plist.
  public var shipsIOS: Bool { ships("ios", evidence: !infoPlists.isEmpty) }

  /// Whether the app ships on Android: the feature map says so, or it has a manifest.
  public var shipsAndroid: Bool { ships("android", evidence: !androidManifests.isEmpty) }

  private func ships(_ platform: String, evidence: Bool) -> Bool {
    guard let platforms = featureMap?.platforms, !platforms.isEmpty else { return evidence }
    return platforms.contains { $0.value == platform }
  }

  /// The iOS app's own Info.plist: not an extension's, a test bundle's or a macOS runner's
  /// (Flutter projects have `macos/Runner/Info.plist` beside `ios/Runner/Info.plist`), the
  /// shallowest one if several remain.
  public var mainInfoPlist: InfoPlistDocument? {
    infoPlists.filter { plist in
      // Only folders inside the app count: a repository kept under `IntegrationTests/` is not a test bundle.
      let inside =
        root != "." && plist.path.hasPrefix(root + "/") ? String(plist.path.dropFirst(root.count + 1)) : plist.path
      let folders = inside.split(separator: "/").dropLast().map { $0.lowercased() }
      return !plist.isExtension && !folders.contains("macos")
        && !folders.contains { $0.hasSuffix("tests") || $0.hasSuffix("uitests") }
    }.min { ($0.path.split(separator: "/").count, $0.path) < ($1.path.split(separator: "/").count, $1.path) }
  }
}
