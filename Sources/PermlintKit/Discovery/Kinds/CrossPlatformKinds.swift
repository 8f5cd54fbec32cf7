#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// The inputs of cross-platform apps and their build tools: npm and pub dependencies, Flutter's
// plugin list, CocoaPods, fastlane.

extension InputKind {
  /// `package.json`: a React Native app's npm dependencies, which autolinking merges.
  static let packageJSON = InputKind(
    id: "packageJSON", readableName: "package.json", recognizes: { $0.name == "package.json" },
    // Read only for where dependencies are: one that is not valid JSON (a template with
    // placeholders, a fixture) is not the user's problem to hear about from permlint.
    parse: { file, _ in try? PackageJSONDocument(file: file) })

  /// `.flutter-plugins-dependencies`: where `flutter pub get` put each plugin.
  static let flutterPluginDependencies = InputKind(
    id: "flutterPluginDependencies", readableName: ".flutter-plugins-dependencies",
    recognizes: { $0.name == ".flutter-plugins-dependencies" },
    parse: { file, _ in try? FlutterPluginDependencies(file: file) })

  /// A CocoaPods `Podfile`: the preprocessor macros it sets (permission_handler's
  /// `PERMISSION_CAMERA=1`).
  static let podfile = InputKind(
    id: "podfile", readableName: "ios/Podfile", recognizes: { $0.name == "Podfile" }, commentSyntax: { _ in .hash },
    parse: { file, _ in PodfileDocument(file: file) })

  /// A fastlane `Fastfile`: read only for whether a build step writes `InfoPlist.strings`
  /// (translations filled at build time).
  static let buildStep = InputKind(
    id: "buildStep", readableName: "fastlane/Fastfile (whether it writes InfoPlist.strings)",
    recognizes: { $0.name == "Fastfile" },
    parse: { file, _ in
      BuildStepDocument(
        path: file.path,
        writesInfoPlistStrings: String(decoding: file.bytes, as: UTF8.self).contains("InfoPlist.strings"))
    })

  /// `pubspec.yaml` or `pubspec.lock`: a Flutter app's permission_handler version.
  static let pubspec = InputKind(
    id: "pubspec", readableName: "pubspec.yaml and pubspec.lock",
    recognizes: { $0.name == "pubspec.yaml" || $0.name == "pubspec.lock" }, commentSyntax: { _ in .hash },
    parse: { file, _ in PubspecDocument(file: file, isLock: file.path.hasSuffix("pubspec.lock")) })
}

extension PackageJSONDocument: InputDocument {}

extension FlutterPluginDependencies: InputDocument {
  /// The manifests and build scripts of the plugins, which live outside the project (in the
  /// pub cache).
  func namedFiles(known: Set<String>) -> [String] { pluginFiles }
  var mayNameFiles: Bool { true }
}

extension PodfileDocument: InputDocument {}
extension PubspecDocument: InputDocument {}
extension BuildStepDocument: InputDocument {}
