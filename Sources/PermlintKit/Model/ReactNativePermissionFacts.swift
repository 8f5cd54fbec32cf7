/// What one JavaScript or TypeScript file does with react-native-permissions: the iOS
/// constants it names and its calls that open the app's settings.
public struct JavaScriptPermissionUses: Sendable {
  /// The file's path relative to the scanned root.
  public var path: String
  /// Every `PERMISSIONS.IOS.<constant>` reference, and `requestNotifications(` /
  /// `checkNotifications(` calls as the constant `NOTIFICATIONS`.
  public var uses: [CodePermissionUse]
  /// Every `openSettings(` call (react-native-permissions' and `Linking.openSettings()`).
  public var settingsCalls: [SourceLocation]

  init(file: SourceFile) {
    path = file.path
    let tokenizer = SourceTokenizer(bytes: file.bytes, style: .slashes)
    let tokens = tokenizer.tokens()
    var uses: [CodePermissionUse] = []
    var settings: [SourceLocation] = []
    var lines: LineTable?
    func position(_ offset: Int) -> SourcePosition {
      if lines == nil { lines = LineTable(utf8: file.bytes) }
      return lines!.position(ofOffset: offset)
    }
    let dot = SourceTokenizer.Kind.punctuation(UInt8(ascii: "."))
    let paren = SourceTokenizer.Kind.punctuation(UInt8(ascii: "("))
    // `app-settings:` (UIApplication.openSettingsURLString) opened as a URL is a way to Settings too.
    for token in tokens where token.kind == .string && tokenizer.stringContents(token).hasPrefix("app-settings:") {
      settings.append(SourceLocation(path: file.path, position: position(token.range.lowerBound)))
    }
    for (index, token) in tokens.enumerated() where token.kind == .identifier {
      if tokenizer.token(token, is: "PERMISSIONS"), index + 4 < tokens.count, tokens[index + 1].kind == dot,
        tokenizer.token(tokens[index + 2], is: "IOS"), tokens[index + 3].kind == dot,
        tokens[index + 4].kind == .identifier
      {
        uses.append(
          CodePermissionUse(
            name: tokenizer.text(tokens[index + 4]), path: file.path, position: position(token.range.lowerBound)))
      } else if index + 1 < tokens.count, tokens[index + 1].kind == paren {
        if tokenizer.token(token, is: "openSettings") {
          settings.append(SourceLocation(path: file.path, position: position(token.range.lowerBound)))
        } else if tokenizer.token(token, is: "requestNotifications") || tokenizer.token(token, is: "checkNotifications")
        {
          // A method of this name on another object is not the library's.
          let isMember = index > 0 && tokens[index - 1].kind == dot
          if !isMember || (index > 1 && tokenizer.token(tokens[index - 2], is: "RNPermissions")) {
            uses.append(
              CodePermissionUse(name: "NOTIFICATIONS", path: file.path, position: position(token.range.lowerBound)))
          }
        }
      }
    }
    self.uses = uses
    self.settingsCalls = settings
  }
}

/// A React Native project that uses react-native-permissions: its version, its iOS
/// Podfile's handlers and the constants its code names. Apps built from the project share it.
public struct ReactNativePermissionFacts: Sendable {
  /// The folder of `package.json` (`.` at the scanned root).
  public var root: String
  /// react-native-permissions' major version, from the `dependencies` spec.
  public var major: Int?
  /// Where the dependency is declared.
  public var dependency: SourceLocation
  /// `ios/Podfile`, if it was scanned.
  public var podfile: PodfileDocument?
  /// Every `PERMISSIONS.IOS.*` use in the project's code (tests excluded).
  public var uses: [CodePermissionUse] = []
  /// Every `openSettings()` call.
  public var settingsCalls: [SourceLocation] = []

  /// Projects by root, for every package.json that depends on react-native-permissions.
  static func projects(from documents: [ParsedDocument]) -> [String: ReactNativePermissionFacts] {
    var packages: [String: PackageJSONDocument] = [:]
    for document in documents {
      guard case .packageJSON(let package) = document, !package.path.contains("node_modules/") else { continue }
      packages[AppGrouping.directory(of: package.path)] = package
    }
    var projects: [String: ReactNativePermissionFacts] = [:]
    for (root, package) in packages {
      guard let entry = package.dependencies.first(where: { $0.key == "react-native-permissions" }) else { continue }
      projects[root] = ReactNativePermissionFacts(
        root: root, major: PubspecDocument.major(entry.value),
        dependency: SourceLocation(path: package.path, position: entry.position))
    }
    guard !projects.isEmpty else { return [:] }
    let roots = Set(packages.keys)
    for document in documents {
      switch document {
      case .podfile(let podfile):
        let folder = AppGrouping.directory(of: podfile.path)
        let root = AppGrouping.directory(of: folder)
        guard folder.hasSuffix("ios"), projects[root] != nil else { continue }
        projects[root]?.podfile = podfile
      case .javaScriptSource(let source):
        guard let root = nearest(source.path, in: roots) else { continue }
        projects[root]?.uses += source.uses
        projects[root]?.settingsCalls += source.settingsCalls
      default: continue
      }
    }
    return projects
  }

  /// The project `root` belongs to: the nearest package.json folder at or above it, if that
  /// project uses react-native-permissions.
  static func project(for root: String, in projects: [String: ReactNativePermissionFacts], roots: Set<String>)
    -> ReactNativePermissionFacts?
  {
    guard !projects.isEmpty else { return nil }
    let owner = roots.contains(root) ? root : nearest(root, in: roots)
    return owner.flatMap { projects[$0] }
  }

  static func nearest(_ path: String, in roots: Set<String>) -> String? {
    var current = path
    while current != "." {
      current = AppGrouping.directory(of: current)
      if roots.contains(current) { return current }
    }
    return nil
  }

  /// The handlers the Podfile links.
  var linkedHandlers: Set<String> { Set(podfile?.permissionHandlers.map(\.value) ?? []) }
}
