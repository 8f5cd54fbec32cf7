/// One input file after parsing: its model, or why it could not be parsed.
enum ParsedDocument: Sendable {
  case infoPlist(InfoPlistDocument)
  case strings(LocalizedStringsDocument)
  case androidManifest(AndroidManifestDocument)
  case gradleBuild(GradleBuildFile)
  /// A script applied with `apply from:` or a convention plugin's source (see `FileKind.gradleScript`).
  case gradleScript(GradleBuildFile)
  case featureMap(FeatureMap, [FeatureMapDecoder.Problem], syntax: [ParseError])
  case xcodeProject(XcodeProjectDocument)
  case buildConfiguration(XCConfigDocument)
  case stringCatalog(StringCatalogDocument)
  case gradleSettings(GradleSettingsFile)
  case gradleProperties(GradlePropertiesDocument)
  case versionCatalog(VersionCatalogDocument)
  case packageJSON(PackageJSONDocument)
  case flutterPlugins(FlutterPluginDependencies)
  case localizedResource(LocalizedResource)
  /// A source in a language permlint does not read, kept so that the app can say so.
  case unreadSource(path: String, language: String)
  /// A build script (fastlane's Fastfile) and whether it writes `InfoPlist.strings`.
  case buildStep(path: String, writesInfoPlistStrings: Bool)
  case expoConfig(ExpoConfigDocument)
  case expoDynamicConfig(path: String)
  case podfile(PodfileDocument)
  case pubspec(PubspecDocument)
  case dartSource(DartPermissionUses)
  case javaScriptSource(JavaScriptPermissionUses)
  /// Kept even when the file requests nothing: which sources were scanned decides whether
  /// "declared but never requested" can be said.
  case nativeSource(NativePermissionUses)
  /// A project manifest permlint cannot read, said once as a note.
  case unreadProjectManifest(UnreadProjectManifest)
  case failed(path: String, ParseError)
  case ignored

  /// Parses a file according to its kind. Never throws: failures become `.failed`.
  static func parse(_ file: SourceFile, kind: FileKind, catalog: PermissionCatalog) -> ParsedDocument {
    do throws(ParseError) {
      switch kind {
      case .infoPlist:
        let root = try PlistParser.parse(file)
        guard let entries = root.dictionary else {
          throw ParseError(
            location: file.location(root.position), message: "an Info.plist's top value must be a <dict>")
        }
        return .infoPlist(InfoPlistDocument(path: file.path, entries: entries))
      case .infoPlistStrings(let locale):
        return .strings(
          LocalizedStringsDocument(path: file.path, locale: locale, entries: try LocalizedStringsParser.parse(file)))
      case .androidManifest:
        let root = try XMLDocumentParser.parse(file)
        guard root.name == "manifest" else {
          throw ParseError(
            location: file.location(root.position),
            message: "expected a <manifest> root element, found <\(root.name)>")
        }
        return .androidManifest(AndroidManifestDocument(path: file.path, root: root))
      case .featureMap:
        let document = try YAMLParser.parse(file)
        let decoded = FeatureMapDecoder.decode(document, path: file.path, catalog: catalog)
        return .featureMap(decoded.map, decoded.problems, syntax: document.problems)
      case .gradleBuild:
        return .gradleBuild(GradleBuildFile(file: file))
      case .gradleScript:
        return .gradleScript(GradleBuildFile(file: file))
      case .configuration:
        return .ignored
      case .xcodeProject:
        return .xcodeProject(try XcodeProjectDocument(path: file.path, root: OpenStepPlistParser.parse(file)))
      case .xcodeGenSpec:
        return try XcodeGenSpec.document(file)
      case .tuistManifest:
        guard String(decoding: file.bytes, as: UTF8.self).contains("import ProjectDescription") else {
          return .nativeSource(NativePermissionUses(file: file, platform: .apple, catalog: catalog.nativeAPIs))
        }
        return .unreadProjectManifest(
          UnreadProjectManifest(
            path: file.path, position: .start, tool: .tuist,
            reason: "its targets are Swift that Tuist evaluates"))
      case .buildConfiguration:
        return .buildConfiguration(try XCConfigParser.parse(file))
      case .stringCatalog:
        return .stringCatalog(try StringCatalogDocument(path: file.path, root: JSONParser.parse(file)))
      case .gradleSettings:
        return .gradleSettings(GradleSettingsFile(file: file))
      case .gradleProperties:
        return .gradleProperties(GradlePropertiesDocument(file: file))
      case .versionCatalog:
        return .versionCatalog(VersionCatalogDocument(file: file))
      // Read only for where dependencies are: one that is not valid JSON (a template with
      // placeholders, a fixture) is not the user's problem to hear about from permlint.
      case .packageJSON:
        return (try? PackageJSONDocument(file: file)).map(ParsedDocument.packageJSON) ?? .ignored
      case .flutterPluginDependencies:
        return (try? FlutterPluginDependencies(file: file)).map(ParsedDocument.flutterPlugins) ?? .ignored
      case .localizedResource(let locale):
        return .localizedResource(LocalizedResource(path: file.path, locale: locale))
      case .unreadSource(let language):
        return .unreadSource(path: file.path, language: language)
      case .buildStep:
        return .buildStep(
          path: file.path,
          writesInfoPlistStrings: String(decoding: file.bytes, as: UTF8.self).contains("InfoPlist.strings"))
      case .expoConfig:
        return try expoConfig(file, catalog: catalog)
      case .podfile:
        return .podfile(PodfileDocument(file: file))
      case .pubspec(let isLock):
        return .pubspec(PubspecDocument(file: file, isLock: isLock))
      case .dartSource:
        let uses = DartPermissionUses(file: file, settingsOpeners: catalog.permissionHandler.settingsOpeners)
        return uses.uses.isEmpty && uses.settingsCalls.isEmpty ? .ignored : .dartSource(uses)
      case .javaScriptSource:
        let uses = JavaScriptPermissionUses(file: file)
        return uses.uses.isEmpty && uses.settingsCalls.isEmpty && uses.androidUses.isEmpty
          ? .ignored : .javaScriptSource(uses)
      case .nativeSource(let platform):
        return .nativeSource(NativePermissionUses(file: file, platform: platform, catalog: catalog.nativeAPIs))
      case .expoDynamicConfig:
        // A plain object literal is read as written; anything computed gets one note.
        guard let root = JSObjectLiteralReader.read(file),
          let config = ExpoConfigDocument(
            path: file.path, root: root, plugins: catalog.expoPlugins, requireExpoKey: false)
        else { return .expoDynamicConfig(path: file.path) }
        return .expoConfig(config)
      }
    } catch {
      return .failed(path: file.path, error)
    }
  }

  /// An Expo config. An `app.json` is Expo's only when it has an `expo` object (a bare React
  /// Native app's `app.json` names the app and nothing else), so one that is not valid JSON
  /// is reported only when it mentions `expo`.
  private static func expoConfig(_ file: SourceFile, catalog: PermissionCatalog) throws(ParseError) -> ParsedDocument {
    let isAppJSON = file.path == "app.json" || file.path.hasSuffix("/app.json") || file.path.hasSuffix("__app.json")
    let root: JSONValue
    do throws(ParseError) {
      root = try JSONParser.parse(file)
    } catch {
      if isAppJSON, !containsExpoKey(file.bytes) { return .ignored }
      throw error
    }
    guard
      let config = ExpoConfigDocument(
        path: file.path, root: root, plugins: catalog.expoPlugins, requireExpoKey: isAppJSON)
    else { return .ignored }
    return .expoConfig(config)
  }

  private static func containsExpoKey(_ bytes: [UInt8]) -> Bool {
    let needle = Array("\"expo\"".utf8)
    guard bytes.count >= needle.count else { return false }
    for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
      if Array(bytes[start..<start + needle.count]) == needle { return true }
    }
    return false
  }

  var path: String? {
    switch self {
    case .infoPlist(let document): document.path
    case .strings(let document): document.path
    case .androidManifest(let document): document.path
    case .gradleBuild(let document): document.path
    case .gradleScript(let document): document.path
    case .featureMap(let map, _, _): map.path
    case .xcodeProject(let project): project.path
    case .unreadProjectManifest(let manifest): manifest.path
    case .buildConfiguration(let configuration): configuration.path
    case .stringCatalog(let catalog): catalog.path
    case .gradleSettings(let settings): settings.path
    case .gradleProperties(let properties): properties.path
    case .versionCatalog(let catalog): catalog.path
    case .packageJSON(let package): package.path
    case .flutterPlugins(let plugins): plugins.path
    case .localizedResource(let resource): resource.path
    case .unreadSource(let path, _): path
    case .buildStep(let path, _): path
    case .expoConfig(let config): config.path
    case .expoDynamicConfig(let path): path
    case .podfile(let podfile): podfile.path
    case .pubspec(let pubspec): pubspec.path
    case .dartSource(let dart): dart.path
    case .javaScriptSource(let source): source.path
    case .nativeSource(let source): source.path
    case .failed(let path, _): path
    case .ignored: nil
    }
  }
}
