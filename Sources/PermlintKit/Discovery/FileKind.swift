/// What permlint reads a file as, decided by its name.
public enum FileKind: Sendable, Hashable {
  /// `Info.plist` or `<Target>-Info.plist`.
  case infoPlist
  /// `AndroidManifest.xml`.
  case androidManifest
  /// `<locale>.lproj/InfoPlist.strings`.
  case infoPlistStrings(locale: String)
  /// `permlint.yml`.
  case featureMap
  /// `.permlint.yml`.
  case configuration
  /// `build.gradle` or `build.gradle.kts`: read for the module's minSdk and targetSdk.
  case gradleBuild
  /// A Gradle script that is not a module's build script: one `apply from:` applies
  /// (`common.gradle`), a precompiled convention plugin (`buildSrc/…/x.android-app.gradle.kts`),
  /// or a Kotlin, Groovy or Java source of a convention-plugin build (`build-logic/`, `buildSrc/`),
  /// read for what it adds to the modules that apply it.
  case gradleScript
  /// `project.pbxproj`, inside an `.xcodeproj` folder: build settings such as `INFOPLIST_KEY_…`.
  case xcodeProject
  /// An XcodeGen spec, `project.yml` (or `project.yaml`): the Xcode project it generates.
  case xcodeGenSpec
  /// A Tuist `Project.swift`, which permlint cannot read (Swift that Tuist evaluates); read as
  /// a Swift source when it does not import ProjectDescription.
  case tuistManifest
  /// An `.xcconfig` build-configuration file.
  case buildConfiguration
  /// `InfoPlist.xcstrings`, a string catalog of localized Info.plist values.
  case stringCatalog
  /// `settings.gradle` or `settings.gradle.kts`: a Gradle build's modules.
  case gradleSettings
  /// `gradle.properties`: project properties build scripts read.
  case gradleProperties
  /// `gradle/libs.versions.toml` (or any `*.versions.toml`): a version catalog.
  case versionCatalog
  /// `package.json`: a React Native app's npm dependencies, which autolinking merges.
  case packageJSON
  /// `.flutter-plugins-dependencies`: where `flutter pub get` put each plugin.
  case flutterPluginDependencies
  /// An Expo app config: `app.json` (read when it has an `expo` object), `app.config.json`,
  /// or `expo-config.json`, the saved output of `npx expo config --json`.
  case expoConfig
  /// `app.config.js` or `app.config.ts`: an Expo config written as code, which permlint does
  /// not evaluate.
  case expoDynamicConfig
  /// A CocoaPods `Podfile`: the preprocessor macros it sets (permission_handler's
  /// `PERMISSION_CAMERA=1`).
  case podfile
  /// `pubspec.yaml` or `pubspec.lock`: a Flutter app's permission_handler version.
  case pubspec(isLock: Bool)
  /// A Dart source file outside test folders: its permission_handler uses.
  case dartSource
  /// A JavaScript or TypeScript source file outside tests: its react-native-permissions uses.
  case javaScriptSource
  /// A Swift, Objective-C, Kotlin or Java source file outside tests: the permissions its
  /// native calls request.
  case nativeSource(NativePlatform)
  /// Another localized resource in a `<locale>.lproj` folder (`Localizable.strings`, a
  /// storyboard's strings, a `.stringsdict`, a storyboard or xib): evidence that the bundle
  /// ships the locale. Its contents are not read.
  case localizedResource(locale: String)
  /// A source file in a language permlint does not read (ClojureScript, ReScript, C#): its
  /// presence means the app's uses of permissions cannot all be known. Its contents are not
  /// read.
  case unreadSource(language: String)
  /// A fastlane `Fastfile`: read only for whether a build step writes `InfoPlist.strings`
  /// (translations filled at build time).
  case buildStep

  /// The platform whose APIs a native source file calls.
  public enum NativePlatform: Sendable, Hashable {
    /// Swift and Objective-C.
    case apple
    /// Kotlin and Java.
    case android
  }

  /// The files permlint reads, as users name them: the one list behind `--help` and the "not a
  /// file permlint reads" message, so neither can leave a kind out.
  public static let readableNames = [
    "Info.plist (XML or binary)", "InfoPlist.strings", "InfoPlist.xcstrings", "project.pbxproj",
    "XcodeGen project.yml", "*.xcconfig",
    "other files in <locale>.lproj folders (for their locale)", "AndroidManifest.xml", "build.gradle(.kts)",
    "settings.gradle(.kts)", "Gradle scripts applied with `apply from:` and convention plugins (buildSrc, build-logic)",
    "gradle.properties", "gradle/*.versions.toml", "package.json",
    ".flutter-plugins-dependencies",
    "Expo configs (app.json, app.config.json, expo-config.json from `npx expo config --json`; app.config.js/ts when a plain object)",
    "ios/Podfile", "fastlane/Fastfile (whether it writes InfoPlist.strings)", "pubspec.yaml and pubspec.lock",
    "Dart sources (permission_handler)",
    "JavaScript and TypeScript sources (react-native-permissions)",
    "Swift, Objective-C, Kotlin and Java sources (permission requests)", "permlint.yml",
  ]

  /// The kind of a file from its path, or `nil` when permlint does not read it.
  public static func classify(path: String) -> FileKind? {
    // Only the last component is needed for most paths; the rest is split only for a locale.
    let name = String(path[(path.lastIndex(of: "/").map(path.index(after:)) ?? path.startIndex)...])
    guard !name.isEmpty else { return nil }
    // The folders, split only for the names that need them.
    func folders() -> ArraySlice<Substring> { path.split(separator: "/").dropLast() }
    if name == "permlint.yml" { return .featureMap }
    if name == ".permlint.yml" { return .configuration }
    // Plists inside an Xcode project or workspace (test baselines) are Xcode's, and those
    // inside a prebuilt framework are its vendor's: neither is a bundle the project builds.
    if isNamed(name, "Info.plist"), !name.hasSuffix("GoogleService-Info.plist"),
      !folders().contains(where: { folder in Self.notBundleFolders.contains { folder.hasSuffix($0) } })
    {
      return .infoPlist
    }
    if isNamed(name, "AndroidManifest.xml") { return .androidManifest }
    if isNamed(name, "build.gradle") || isNamed(name, "build.gradle.kts") { return .gradleBuild }
    if name == "settings.gradle" || name == "settings.gradle.kts" { return .gradleSettings }
    if name == "gradle.properties" { return .gradleProperties }
    if name.hasSuffix(".gradle") || name.hasSuffix(".gradle.kts") { return .gradleScript }
    if name.hasSuffix(".kt") || name.hasSuffix(".groovy") || name.hasSuffix(".java"),
      folders().contains(where: Self.isConventionFolder)
    {
      return .gradleScript
    }
    if name == "package.json" { return .packageJSON }
    // `OWNER__REPO__app.json` names a copied config, as for the other kinds.
    let expoName = name.ranges(of: "__").last.map { String(name[$0.upperBound...]) } ?? name
    if Self.expoConfigNames.contains(expoName) { return .expoConfig }
    if Self.expoDynamicConfigNames.contains(expoName) { return .expoDynamicConfig }
    if name == "Podfile" { return .podfile }
    if name == "Fastfile" { return .buildStep }
    if name == "project.yml" || name == "project.yaml" { return .xcodeGenSpec }
    if name == "Project.swift" { return .tuistManifest }
    if name == "pubspec.yaml" { return .pubspec(isLock: false) }
    if name == "pubspec.lock" { return .pubspec(isLock: true) }
    if Self.javaScriptExtensions.contains(where: { name.hasSuffix($0) }), !name.hasSuffix(".d.ts") {
      return folders().contains { Self.testFolders.contains(String($0)) }
        || [".test.", ".spec."].contains(where: { name.contains($0) }) ? nil : .javaScriptSource
    }
    if name.hasSuffix(".dart") {
      // Tests reference permissions they mock; they ship in no app.
      return folders().contains { Self.testFolders.contains(String($0)) } || name.hasSuffix("_test.dart")
        ? nil : .dartSource
    }
    if let platform = nativePlatform(name) {
      return isNativeTest(name: name, folders: folders()) ? nil : .nativeSource(platform)
    }
    if let language = unreadSourceLanguages.first(where: { name.hasSuffix($0.extension) })?.language {
      return isNativeTest(name: name, folders: folders()) ? nil : .unreadSource(language: language)
    }
    if name == ".flutter-plugins-dependencies" { return .flutterPluginDependencies }
    if name.hasSuffix(".versions.toml"), path.split(separator: "/").dropLast().last == "gradle" {
      return .versionCatalog
    }
    if isNamed(name, "InfoPlist.strings") {
      return .infoPlistStrings(locale: locale(in: path.split(separator: "/")) ?? "Base")
    }
    if isNamed(name, "InfoPlist.xcstrings") { return .stringCatalog }
    // A nested bundle (`Settings.bundle`, a framework) is localized on its own: its folders
    // say nothing of the app's languages.
    if Self.localizedResourceExtensions.contains(where: { name.hasSuffix($0) }) {
      let folders = folders()
      if let parent = folders.last, parent.hasSuffix(".lproj"),
        !folders.dropLast().contains(where: { folder in
          (Self.notBundleFolders + [".bundle"]).contains { folder.hasSuffix($0) }
        })
      {
        return .localizedResource(locale: locale(in: Array(folders)) ?? "Base")
      }
    }
    if isNamed(name, "project.pbxproj") { return .xcodeProject }
    if name.hasSuffix(".xcconfig"), name.count > ".xcconfig".count { return .buildConfiguration }
    return nil
  }

  /// Languages an app's code may be written in that permlint does not read, by extension:
  /// ClojureScript (re-frame React Native apps), ReScript and Reason (compiled to JavaScript),
  /// PureScript, and C# (Xamarin, .NET MAUI, Unity).
  static let unreadSourceLanguages: [(extension: String, language: String)] = [
    (".cljs", "ClojureScript"), (".cljc", "ClojureScript"), (".res", "ReScript"), (".re", "Reason"),
    (".purs", "PureScript"), (".cs", "C#"),
  ]

  /// JavaScript and TypeScript source files.
  static let javaScriptExtensions = [".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs"]

  /// The platform whose APIs a native source file calls, by extension.
  static func nativePlatform(_ name: String) -> NativePlatform? {
    if name.hasSuffix(".swift") || name.hasSuffix(".m") || name.hasSuffix(".mm") { return .apple }
    if name.hasSuffix(".kt") || name.hasSuffix(".java") { return .android }
    return nil
  }

  /// Whether a native source is a test, a test double or a build script: code that ships in
  /// no app (`FooTests/`, `src/test`, `src/androidTest`, `FooTests.swift`, `Package.swift`).
  private static func isNativeTest(name: String, folders: ArraySlice<Substring>) -> Bool {
    if name == "Package.swift" || name.hasSuffix("Tests.swift") || name.hasSuffix("Test.kt")
      || name.hasSuffix("Test.java") || name.hasSuffix("Tests.m") || name.hasSuffix(".gradle.kts")
    {
      return true
    }
    return folders.contains { folder in
      Self.testFolders.contains(String(folder)) || folder.hasSuffix("Tests") || folder.hasSuffix("Test")
        || folder == "androidTest" || folder == "testFixtures" || folder == "Carthage" || folder == "SourcePackages"
    }
  }

  /// Folders of Gradle builds that hold convention plugins: code that configures the build,
  /// never code of the app.
  static let conventionFolders: Set<String> = [
    "buildSrc", "build-logic", "buildLogic", "build-conventions", "build-plugins", "convention-plugins",
    "gradle-plugins",
  ]

  /// Whether a folder holds a convention-plugin build: one of `conventionFolders`, or named
  /// like them (`build-logic-android`, `build-plugin`).
  static func isConventionFolder(_ folder: Substring) -> Bool {
    conventionFolders.contains(String(folder))
      || ["build-logic", "build-plugin", "build-convention"].contains { folder.hasPrefix($0) }
  }

  /// Folders whose code ships in no app.
  static let testFolders: Set<String> = ["test", "tests", "integration_test", "test_driver", "__tests__", "e2e"]

  /// Expo app configs written as JSON.
  static let expoConfigNames: Set<String> = ["app.json", "app.config.json", "expo-config.json"]
  /// Expo app configs written as code.
  static let expoDynamicConfigNames: Set<String> = [
    "app.config.js", "app.config.ts", "app.config.mjs", "app.config.cjs", "app.config.mts", "app.config.cts",
  ]

  /// Files in an `.lproj` folder that show the bundle is localized into its language.
  private static let localizedResourceExtensions = [".strings", ".stringsdict", ".storyboard", ".xib"]

  /// Folders whose Info.plists are not those of a bundle the project builds.
  private static let notBundleFolders = [".xcodeproj", ".xcworkspace", ".framework", ".xcframework"]

  /// `base` itself, or `base` after a `-` or `_` separator: `Signal-Info.plist`,
  /// `OWNER__REPO__Info.plist`, but not `MyInfo.plist`.
  private static func isNamed(_ name: String, _ base: String) -> Bool {
    guard name.hasSuffix(base) else { return false }
    let prefix = name.dropLast(base.count)
    return prefix.isEmpty || prefix.hasSuffix("-") || prefix.hasSuffix("_")
  }

  /// The locale of the nearest `<locale>.lproj` component of a path.
  private static func locale(in components: [Substring]) -> String? {
    for component in components.reversed() {
      guard let range = component.range(of: ".lproj") else { continue }
      let prefix = component[..<range.lowerBound]
      // Names such as `OWNER__REPO__fr.lproj__InfoPlist.strings` carry the locale after the
      // last double underscore; a single `_` is part of the locale (`en_AU`, `zh_Hans`).
      let name = prefix.ranges(of: "__").last.map { prefix[$0.upperBound...] } ?? prefix
      return String(name)
    }
    return nil
  }
}
