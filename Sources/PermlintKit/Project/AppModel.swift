#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One app: a feature map's directory and everything below it, or a manifest standing alone.
@_spi(RuleAuthoring) @_spi(Testing) public struct AppModel: Sendable {
  /// The app's root directory relative to the scanned root (`.` for the root itself).
  public var root: String
  /// The feature map, if the app has one.
  public var featureMap: FeatureMap?
  /// Problems in the feature map itself.
  public var featureMapProblems: [FeatureMapDecoder.Problem]
  /// Every Info.plist of the app (app and extensions).
  public var infoPlists: [InfoPlistDocument]
  /// Localized purpose strings: every `InfoPlist.strings` file, and one document per locale
  /// of every `InfoPlist.xcstrings` catalog.
  public var localizedStrings: [LocalizedStringsDocument]
  /// Other localized resources in `.lproj` folders (`Localizable.strings`, storyboards):
  /// evidence of the locales the app's bundles ship.
  public var localizedResources: [LocalizedResource] = []
  /// Every AndroidManifest.xml of the app.
  public var androidManifests: [AndroidManifestDocument]
  /// Every `build.gradle` and `build.gradle.kts` of the app.
  public var gradleBuildFiles: [GradleBuildFile]
  /// Build scripts of the app's repository that write `InfoPlist.strings` (a fastlane lane
  /// filling translations at build time).
  public var infoPlistStringsWriters: [String] = []
  /// The app's Android modules, each with its manifests and build script, sorted by path;
  /// resolved once the app's documents are all known.
  public var androidModules: [AndroidModule] = []
  /// Gradle's manifest-merger reports of the app's modules (which library added what).
  public var manifestMergerReports: [ManifestMergerReport] = []
  /// Every Xcode project (`project.pbxproj`) of the app.
  public var xcodeProjects: [XcodeProjectDocument] = []
  /// Every `.xcconfig` file of the app.
  public var buildConfigurationFiles: [XCConfigDocument] = []
  /// Every `InfoPlist.xcstrings` string catalog of the app. Their values are also in
  /// `localizedStrings`, one document per catalog and locale.
  public var stringCatalogs: [StringCatalogDocument] = []
  /// The app's bundles, each with its Info.plist keys from wherever they are declared
  /// (Info.plist files and `INFOPLIST_KEY_` build settings); resolved once the app's
  /// documents are all known. Rules read Info.plist keys here.
  public var bundles: [InfoPlistBundle] = []
  /// Info.plist files inside an Xcode project's folder that no target's `INFOPLIST_FILE`
  /// names: they ship in no product, so they are not linted, and are listed once as a note.
  public var unusedInfoPlists: [InfoPlistDocument] = []
  /// Targets whose `INFOPLIST_FILE` could not be followed (a build variable in the path, a
  /// file outside the scanned tree), so that the note about unused plists can name them.
  public var targetsWithUnfollowedInfoPlist: [String] = []
  /// Targets React Native's old template left, whose bundle identifier is still the
  /// template's: they ship in no store, so they are not linted, and are listed once as a note.
  public var templateTargets: [InfoPlistBundle] = []
  /// Expo app configs, whose Info.plist and manifest are also in `infoPlists` and
  /// `androidManifests`.
  public var expoConfigs: [ExpoConfigDocument] = []
  /// Expo configs written as code (`app.config.js`/`.ts`), which permlint does not evaluate.
  public var expoDynamicConfigs: [String] = []
  /// The Flutter project the app is built from, with its permission_handler switches and
  /// uses, when it depends on permission_handler.
  public var flutter: FlutterPermissionFacts?
  /// The React Native project the app is built from, with its react-native-permissions
  /// handlers and uses, when it depends on react-native-permissions.
  public var reactNativePermissions: ReactNativePermissionFacts?
  /// The app's Swift, Objective-C, Kotlin and Java sources and what they request.
  public var nativeCode = NativeCodeFacts()
  /// The packages the app's JavaScript or Dart project depends on (npm or pub names), from the
  /// nearest package.json or pubspec.yaml at or above its folder.
  public var codeDependencies: Set<String> = []
  /// The app's privacy manifests, the lock files of its dependencies and its prebuilt
  /// frameworks.
  public var privacy = PrivacyFacts()
  /// The structure of the app's Dart or JavaScript and TypeScript sources (its own, not
  /// dependencies), for the flow rules; `allCodeOutlines` adds the native ones.
  public var codeOutlines: [CodeOutline] = []
  /// The paths of the app's Dart or JavaScript and TypeScript sources whose structure is read
  /// only if the flows lead to them; `allDeferredCode` adds the native ones.
  var deferredCode: [DeferredCode] = []
  /// Files of this app that could not be parsed, and non-fatal syntax problems such as
  /// duplicate keys.
  public var syntaxProblems: [ParseError]
  /// Files of the app that could not be read or parsed: whatever depends on them is unknown.
  var unreadInputs: [UnreadInput] = []
  /// Apple builds read in the same run that may have been built from this app's sources
  /// (`AppleBuild.attach(to:)`), for `build-differs-from-source`.
  var appleBuilds: [AppleBuild] = []

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

  /// Whether the app ships on iOS: the feature map says so, or it has an Info.plist or an
  /// Xcode project.
  public var shipsIOS: Bool { ships("ios", evidence: !infoPlists.isEmpty || !xcodeProjects.isEmpty) }

  /// Whether the app ships on Android: the feature map says so, or it has a manifest.
  public var shipsAndroid: Bool { ships("android", evidence: !androidManifests.isEmpty) }

  private func ships(_ platform: String, evidence: Bool) -> Bool {
    guard let platforms = featureMap?.platforms, !platforms.isEmpty else { return evidence }
    return platforms.contains { $0.value == platform }
  }

  /// The iOS app's own bundle (see `InfoPlistBundleResolver.mainIndex`): its Info.plist
  /// together with its target's build settings.
  public var mainBundle: InfoPlistBundle? {
    InfoPlistBundleResolver.mainIndex(of: bundles).map { bundles[$0] }
  }

  /// The app's lowest iOS deployment target, where the project states it: the main bundle's
  /// target, else the lowest one set at project level.
  public var deploymentTarget: BuildSetting? {
    mainBundle?.deploymentTarget
      ?? InfoPlistBundleResolver.lowestDeploymentTarget(
        xcodeProjects.flatMap { $0.configurations.flatMap(\.settings) }.filter {
          $0.name == "IPHONEOS_DEPLOYMENT_TARGET"
        })
  }

  /// Fills `bundles` from the app's Info.plists, projects and `.xcconfig` files.
  mutating func resolveBundles() {
    (bundles, unusedInfoPlists, targetsWithUnfollowedInfoPlist, templateTargets) = InfoPlistBundleResolver.bundles(
      root: root, plists: infoPlists, projects: xcodeProjects, configurations: buildConfigurationFiles,
      unread: unreadInputs)
  }
}
