// Privacy manifests and what says whether each SDK ships one: the lock files of iOS dependency
// managers and the prebuilt frameworks of the tree.

extension InputKind {
  /// `PrivacyInfo.xcprivacy` (and any `.xcprivacy`, which Xcode reads only under that name).
  static let privacyManifest = InputKind(
    id: "privacyManifest", readableName: "PrivacyInfo.xcprivacy",
    recognizes: { $0.name.hasSuffix(".xcprivacy") },
    commentSyntax: { bytes in bytes.starts(with: Array("bplist".utf8)) ? nil : .xml },
    parse: { file, _ throws(ParseError) in try PrivacyManifestDocument(file: file) })

  /// `Podfile.lock`, `Package.resolved` and `Cartfile.resolved`: the versions of the app's iOS
  /// dependencies, and `package-lock.json` and `yarn.lock`, those of the npm packages that
  /// bring pods in (`pubspec.lock` is read as a pubspec).
  static let dependencyLock = InputKind(
    id: "dependencyLock",
    readableName: "Podfile.lock, Package.resolved, Cartfile.resolved, package-lock.json, yarn.lock",
    recognizes: { path in PrivacyKinds.lockTool(path.name) != nil },
    parse: { file, _ in
      PrivacyKinds.lockTool(InputPath(file.path).name).map { DependencyLockDocument(file: file, tool: $0) }
    })

  /// `Pods/Manifest.lock`: the pods CocoaPods installed, at their versions. A pod's folder
  /// under `Pods/` says whether it ships a privacy manifest only while this agrees with the
  /// Podfile.lock beside it (CocoaPods' own check that the sandbox is in sync).
  static let installedPods = InputKind(
    id: "installedPods", readableName: nil,
    recognizes: { path in path.name == "Manifest.lock" && path.folders.last == "Pods" },
    parse: { file, _ in InstalledPodsDocument(lock: DependencyLockDocument(file: file, tool: .cocoaPods)) })

  /// The top-level `Info.plist` of a prebuilt `<name>.xcframework`: the framework is in the
  /// tree, so whether it carries a privacy manifest can be seen. Its contents are not read.
  static let vendoredFramework = InputKind(
    id: "vendoredFramework", readableName: nil, reading: .nameOnly,
    recognizes: { path in path.name == "Info.plist" && path.folders.last?.hasSuffix(".xcframework") == true },
    parse: { file, _ in
      let folder = InputPath(file.path).folders.last.map(String.init) ?? ""
      return VendoredFramework(path: file.path, name: String(folder.dropLast(".xcframework".count)))
    })
}

/// What the privacy kinds share.
enum PrivacyKinds {
  /// The tool whose lock file a name is.
  static func lockTool(_ name: String) -> DependencyLockDocument.Tool? {
    switch name {
    case "Podfile.lock": .cocoaPods
    case "Package.resolved": .swiftPackageManager
    case "Cartfile.resolved": .carthage
    case "package-lock.json": .npm
    case "yarn.lock": .yarn
    default: nil
    }
  }
}

extension PrivacyManifestDocument: InputDocument {
  /// An installed pod's manifest is no app of its own: `PrivacyGrouping` gives it to the app
  /// that builds the pod, as it does the Podfile.lock.
  var joinsApp: Bool { installedPod == nil }
  func join(_ app: inout AppModel) { app.privacy.manifests.append(self) }
  /// A manifest alone joins the Info.plist beside it.
  func standaloneRoot(plists: [String: String]) -> String { plists[AppGrouping.directory(of: path)] ?? path }
}

extension DependencyLockDocument: InputDocument {}

extension InstalledPodsDocument: InputDocument {}
extension VendoredFramework: InputDocument {}
