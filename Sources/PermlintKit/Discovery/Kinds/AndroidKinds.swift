#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// Android's inputs: manifests and the Gradle build around them.

extension InputKind {
  /// `AndroidManifest.xml`.
  static let androidManifest = InputKind(
    id: "androidManifest", readableName: "AndroidManifest.xml", recognizes: { $0.isNamed("AndroidManifest.xml") },
    commentSyntax: { bytes in AndroidKinds.compiledManifest(bytes) ? nil : .xml },
    parse: { file, _ throws(ParseError) in
      let root = try XMLDocumentParser.parse(AndroidKinds.decompiled(file))
      guard root.name == "manifest" else {
        throw ParseError(
          location: file.location(root.position), message: "expected a <manifest> root element, found <\(root.name)>")
      }
      return AndroidManifestDocument(path: file.path, root: root)
    })

  /// `build.gradle` or `build.gradle.kts`: read for the module's minSdk and targetSdk.
  static let gradleBuild = InputKind(
    id: "gradleBuild", readableName: "build.gradle(.kts)", recognizes: AndroidKinds.isBuildScript,
    commentSyntax: { _ in .slashes }, parse: { file, _ in GradleBuildFile(file: file) })

  /// `settings.gradle` or `settings.gradle.kts`: a Gradle build's modules.
  static let gradleSettings = InputKind(
    id: "gradleSettings", readableName: "settings.gradle(.kts)", recognizes: AndroidKinds.isSettings,
    commentSyntax: { _ in .slashes }, parse: { file, _ in GradleSettingsFile(file: file) })

  /// A Gradle script that is not a module's build script: one `apply from:` applies
  /// (`common.gradle`), a precompiled convention plugin (`buildSrc/…/x.android-app.gradle.kts`),
  /// or a Kotlin, Groovy or Java source of a convention-plugin build (`build-logic/`, `buildSrc/`),
  /// read for what it adds to the modules that apply it.
  static let gradleScript = InputKind(
    id: "gradleScript",
    readableName: "Gradle scripts applied with `apply from:` and convention plugins (buildSrc, build-logic)",
    recognizes: { path in
      if AndroidKinds.isBuildScript(path) || AndroidKinds.isSettings(path) || path.name == "gradle.properties" {
        return false
      }
      return path.hasExtension([".gradle", ".gradle.kts"]) || AndroidKinds.isConventionSource(path)
    },
    commentSyntax: { _ in .slashes }, parse: { file, _ in GradleScriptDocument(build: GradleBuildFile(file: file)) })

  /// `gradle.properties`: project properties build scripts read.
  static let gradleProperties = InputKind(
    id: "gradleProperties", readableName: "gradle.properties", recognizes: { $0.name == "gradle.properties" },
    commentSyntax: { _ in .hash }, parse: { file, _ in GradlePropertiesDocument(file: file) })

  /// `gradle/libs.versions.toml` (or any `*.versions.toml`): a version catalog.
  static let versionCatalog = InputKind(
    id: "versionCatalog", readableName: "gradle/*.versions.toml",
    recognizes: { $0.name.hasSuffix(".versions.toml") && $0.folders.last == "gradle" },
    commentSyntax: { _ in .hash }, parse: { file, _ in VersionCatalogDocument(file: file) })
}

/// What the Android kinds share.
enum AndroidKinds {
  /// Whether a manifest's bytes are compiled: binary XML (an APK) or protocol buffers (an
  /// AAB's `base/manifest/`), never text, which starts with `<`, a byte-order mark or blanks.
  static func compiledManifest(_ bytes: [UInt8]) -> Bool {
    AndroidBinaryXML.isBinaryXML(bytes) || ProtoXML.isProtoXML(bytes)
  }

  /// A compiled manifest as the XML text it was compiled from; a text manifest as it is.
  static func decompiled(_ file: SourceFile) throws(ParseError) -> SourceFile {
    do throws(BinaryInput.Failure) {
      if AndroidBinaryXML.isBinaryXML(file.bytes) {
        return SourceFile(path: file.path, bytes: Array(try AndroidBinaryXML.decode(file.bytes).utf8))
      }
      if ProtoXML.isProtoXML(file.bytes) {
        return SourceFile(path: file.path, bytes: Array(try ProtoXML.decode(file.bytes).utf8))
      }
    } catch {
      let kind = AndroidBinaryXML.isBinaryXML(file.bytes) ? "binary XML" : "protocol-buffer XML"
      throw ParseError(location: file.location(.start), message: "\(kind): \(error.message) (byte \(error.offset))")
    }
    return file
  }

  /// A module's build script, `build.gradle(.kts)` (or `<prefix>-build.gradle`).
  @Sendable static func isBuildScript(_ path: InputPath) -> Bool {
    path.isNamed("build.gradle") || path.isNamed("build.gradle.kts")
  }

  /// A build's settings script.
  @Sendable static func isSettings(_ path: InputPath) -> Bool {
    path.name == "settings.gradle" || path.name == "settings.gradle.kts"
  }

  /// A Kotlin, Groovy or Java source of a convention-plugin build.
  static func isConventionSource(_ path: InputPath) -> Bool {
    path.hasExtension([".kt", ".groovy", ".java"]) && path.containsFolder(where: isConventionFolder)
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
}

extension AndroidManifestDocument: InputDocument {
  var joinsApp: Bool { true }
  func join(_ app: inout AppModel) { app.androidManifests.append(self) }
  /// Without a feature map a manifest is its own app, together with the other manifests and
  /// the build script of its Gradle module.
  func standaloneRoot(plists: [String: String]) -> String { AndroidModulePath.module(of: path) ?? path }
}

extension GradleBuildFile: InputDocument {
  var joinsApp: Bool { true }
  func join(_ app: inout AppModel) { app.gradleBuildFiles.append(self) }
  func standaloneRoot(plists: [String: String]) -> String { AndroidModulePath.module(of: path) ?? path }
}

extension GradleSettingsFile: InputDocument {
  /// The manifests and build scripts of modules that the settings place inside a skipped
  /// directory (`project(':x').projectDir = new File(…, '../node_modules/pkg/native/android')`),
  /// which discovery does not walk into.
  var mayNameFiles: Bool { true }
  func namedFiles(known: Set<String>) -> [String] {
    var result: [String] = []
    for gradlePath in projectDirectories.keys.sorted() {
      let directory = directory(of: gradlePath)
      let components = directory.split(separator: "/")
      guard !components.contains(".."),
        components.contains(where: { FileDiscovery.skippedDirectories.contains(String($0)) })
      else { continue }
      for name in ["src/main/AndroidManifest.xml", "build.gradle", "build.gradle.kts"] {
        let path = directory == "." ? name : "\(directory)/\(name)"
        if !known.contains(path) { result.append(path) }
      }
    }
    return result
  }
}

extension GradlePropertiesDocument: InputDocument {}
extension VersionCatalogDocument: InputDocument {}
extension GradleScriptDocument: InputDocument {}
