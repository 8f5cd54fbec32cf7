#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// Apple's inputs: Info.plists, their localizations, Xcode projects and build settings.

extension InputKind {
  /// `Info.plist` or `<Target>-Info.plist`.
  static let infoPlist = InputKind(
    id: "infoPlist", readableName: "Info.plist (XML or binary)",
    recognizes: { path in
      // Plists inside an Xcode project or workspace (test baselines) are Xcode's, and those
      // inside a prebuilt framework are its vendor's: neither is a bundle the project builds.
      (path.isNamed("Info.plist") || InfoPlistDocument.isConfigurationName(path.name))
        && !path.name.hasSuffix("GoogleService-Info.plist")
        && !path.containsFolder { folder in AppleKinds.notBundleFolders.contains { folder.hasSuffix($0) } }
        && BuiltProduct.isBundleInfoPlist(path.path)
    },
    // A binary property list has no comments.
    commentSyntax: { bytes in bytes.starts(with: Array("bplist".utf8)) ? nil : .xml },
    parse: AppleKinds.infoPlist)

  /// `<locale>.lproj/InfoPlist.strings`.
  static let infoPlistStrings = InputKind(
    id: "infoPlistStrings", readableName: "InfoPlist.strings", recognizes: { $0.isNamed("InfoPlist.strings") },
    commentSyntax: { _ in .slashes },
    parse: { file, _ throws(ParseError) in
      LocalizedStringsDocument(
        path: file.path, locale: AppleKinds.stringsLocale(of: file.path),
        entries: try LocalizedStringsParser.parse(file))
    })

  /// `InfoPlist.xcstrings`, a string catalog of localized Info.plist values.
  static let stringCatalog = InputKind(
    id: "stringCatalog", readableName: "InfoPlist.xcstrings", recognizes: { $0.isNamed("InfoPlist.xcstrings") },
    parse: { file, _ throws(ParseError) in
      try StringCatalogDocument(path: file.path, root: JSONParser.parse(file))
    })

  /// Any other string catalog (`Localizable.xcstrings`): only its languages, which the bundle
  /// that builds it ships. A file that is not a catalog says nothing (its languages stay
  /// unknown, and the project's `knownRegions` stand in for them).
  static let resourceCatalog = InputKind(
    id: "resourceCatalog", readableName: "other *.xcstrings (for their languages)",
    recognizes: { $0.hasExtension([".xcstrings"]) && !InputKind.stringCatalog.recognizes($0) },
    parse: { file, _ in
      (try? JSONParser.parse(file)).flatMap { StringCatalogLanguages(path: file.path, root: $0) }
    })

  /// `project.pbxproj`, inside an `.xcodeproj` folder: build settings such as `INFOPLIST_KEY_…`.
  static let xcodeProject = InputKind(
    id: "xcodeProject", readableName: "project.pbxproj", recognizes: { $0.isNamed("project.pbxproj") },
    commentSyntax: { _ in .slashes },
    parse: { file, _ throws(ParseError) in
      try XcodeProjectDocument(path: file.path, root: OpenStepPlistParser.parse(file))
    })

  /// An XcodeGen spec, `project.yml` (or `project.yaml`): the Xcode project it generates.
  static let xcodeGenSpec = InputKind(
    id: "xcodeGenSpec", readableName: "XcodeGen project.yml",
    recognizes: { $0.name == "project.yml" || $0.name == "project.yaml" }, commentSyntax: { _ in .hash },
    parse: { file, _ throws(ParseError) -> (any InputDocument)? in
      switch try XcodeGenSpec.document(file) {
      case .project(let project): project
      case .unread(let manifest): manifest
      case nil: nil
      }
    })

  /// A Tuist `Project.swift`, which permlint cannot read (Swift that Tuist evaluates); read as
  /// a Swift source when it does not import ProjectDescription.
  static let tuistManifest = InputKind(
    id: "tuistManifest", readableName: nil, recognizes: { $0.name == "Project.swift" },
    commentSyntax: { _ in .slashes },
    parse: { file, catalog in
      guard String(decoding: file.bytes, as: UTF8.self).contains("import ProjectDescription") else {
        return NativePermissionUses(file: file, platform: .apple, catalog: catalog.nativeAPIs)
      }
      return UnreadProjectManifest(
        path: file.path, position: .start, tool: .tuist, reason: "its targets are Swift that Tuist evaluates")
    })

  /// An `.xcconfig` build-configuration file.
  static let buildConfiguration = InputKind(
    id: "buildConfiguration", readableName: "*.xcconfig",
    recognizes: { $0.name.hasSuffix(".xcconfig") && $0.name.count > ".xcconfig".count },
    commentSyntax: { _ in .slashes },
    parse: { file, _ throws(ParseError) in try XCConfigParser.parse(file) })

  /// Another localized resource in a `<locale>.lproj` folder (`Localizable.strings`, a
  /// storyboard's strings, a `.stringsdict`, a storyboard or xib): evidence that the bundle
  /// ships the locale. Its contents are not read.
  static let localizedResource = InputKind(
    id: "localizedResource", readableName: "other files in <locale>.lproj folders (for their locale)",
    reading: .nameOnly,
    recognizes: { path in
      guard path.hasExtension(AppleKinds.localizedResourceExtensions), !path.isNamed("InfoPlist.strings") else {
        return false
      }
      // A nested bundle (`Settings.bundle`, a framework) is localized on its own: its folders
      // say nothing of the app's languages.
      let folders = path.folders
      guard let parent = folders.last, parent.hasSuffix(".lproj") else { return false }
      return !folders.dropLast().contains { folder in
        (AppleKinds.notBundleFolders + [".bundle"]).contains { folder.hasSuffix($0) }
      }
    },
    parse: { file, _ in
      LocalizedResource(path: file.path, locale: InputPath.locale(ofPath: file.path, includingName: false) ?? "Base")
    })
}

/// What Apple's kinds share.
enum AppleKinds {
  /// Folders whose Info.plists are not those of a bundle the project builds.
  static let notBundleFolders = [".xcodeproj", ".xcworkspace", ".framework", ".xcframework"]

  /// Files in an `.lproj` folder that show the bundle is localized into its language.
  static let localizedResourceExtensions = [".strings", ".stringsdict", ".storyboard", ".xib"]

  /// The locale of an `InfoPlist.strings`: its `.lproj` folder's, else `Base`.
  static func stringsLocale(of path: String) -> String {
    InputPath.locale(ofPath: path, includingName: true) ?? "Base"
  }

  static func infoPlist(_ file: SourceFile, _: PermissionCatalog) throws(ParseError) -> (any InputDocument)? {
    let root = try PlistParser.parse(file)
    guard let entries = root.dictionary else {
      throw ParseError(location: file.location(root.position), message: "an Info.plist's top value must be a <dict>")
    }
    return InfoPlistDocument(path: file.path, entries: entries)
  }
}

extension InfoPlistDocument: InputDocument {
  var joinsApp: Bool { true }
  func join(_ app: inout AppModel) { app.infoPlists.append(self) }
  /// An Info.plist is an app of its own; a build configuration's `Info-<Name>.plist` joins the
  /// Info.plist beside it, if any (only a target that names it makes it a bundle).
  func standaloneRoot(plists: [String: String]) -> String {
    guard InfoPlistDocument.isConfigurationName(String(path.split(separator: "/").last ?? "")) else { return path }
    return plists[AppGrouping.directory(of: path)] ?? path
  }
}

extension LocalizedStringsDocument: InputDocument {
  var joinsApp: Bool { true }
  func join(_ app: inout AppModel) { app.localizedStrings.append(self) }
  /// Strings join the Info.plist of the directory that holds their `.lproj` folder.
  func standaloneRoot(plists: [String: String]) -> String {
    plists[AppGrouping.directory(of: AppGrouping.directory(of: path))] ?? path
  }
}

extension LocalizedResource: InputDocument {
  var joinsApp: Bool { true }
  func join(_ app: inout AppModel) { app.localizedResources.append(self) }
  func standaloneRoot(plists: [String: String]) -> String {
    plists[AppGrouping.directory(of: AppGrouping.directory(of: path))] ?? path
  }
}

extension StringCatalogDocument: InputDocument {
  var joinsApp: Bool { true }
  func join(_ app: inout AppModel) {
    app.stringCatalogs.append(self)
    app.localizedStrings += locales.map(localizedStrings(for:))
  }
  /// A string catalog joins the Info.plist beside it.
  func standaloneRoot(plists: [String: String]) -> String { plists[AppGrouping.directory(of: path)] ?? path }
}

extension StringCatalogLanguages: InputDocument {
  var joinsApp: Bool { true }
  func join(_ app: inout AppModel) { app.localizedResources += resources }
  /// A catalog joins the Info.plist beside it, as `InfoPlist.xcstrings` does.
  func standaloneRoot(plists: [String: String]) -> String { plists[AppGrouping.directory(of: path)] ?? path }
}

extension XcodeProjectDocument: InputDocument {
  var joinsApp: Bool { true }
  func join(_ app: inout AppModel) { app.xcodeProjects.append(self) }
}

extension XCConfigDocument: InputDocument {
  var joinsApp: Bool { true }
  func join(_ app: inout AppModel) { app.buildConfigurationFiles.append(self) }
}

/// A project manifest permlint cannot read is said once as a note (see `ProjectManifests`).
extension UnreadProjectManifest: InputDocument {}
