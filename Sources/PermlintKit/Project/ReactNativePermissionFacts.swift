#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What one JavaScript or TypeScript file does with react-native-permissions: the iOS
/// constants it names and its calls that open the app's settings.
@_spi(RuleAuthoring) @_spi(Testing) public struct JavaScriptPermissionUses: Sendable {
  /// The file's path relative to the scanned root.
  public var path: String
  /// Every `PERMISSIONS.IOS.<constant>` reference, and `requestNotifications(` /
  /// `checkNotifications(` calls as the constant `NOTIFICATIONS`.
  public var uses: [CodePermissionUse]
  /// Every `openSettings(` call (react-native-permissions' and `Linking.openSettings()`).
  public var settingsCalls: [FileLocation]
  /// Every Android permission the code names explicitly: `PERMISSIONS.ANDROID.<NAME>`
  /// (react-native-permissions) and `PermissionsAndroid.PERMISSIONS.<NAME>` (React Native).
  public var androidUses: [CodePermissionUse] = []
  /// The file's structure, for the flow rules; `nil` when it declares no function.
  public var outline: CodeOutline?
  /// When the file's structure was left to be read later, if the app's flows lead to it:
  /// the fingerprint of its identifiers, which says whether they may.
  var deferredFingerprint: IdentifierFingerprint?
  /// Whether the file's structure was left to be read later.
  public var isDeferredCode: Bool { deferredFingerprint != nil }
  /// When the file was tokenized and `seeds` given: whether its code names a seed word
  /// (`SeedWordCheck`) and the fingerprint of its identifiers made from the same tokens
  /// (`TokenFingerprint`); taken by `SourceKinds.outline`.
  var tokenized: TokenizedCode?

  /// `seeds`, the flow vocabulary's seed check, when given, reads every token (`tokenized`).
  /// `gate`, when given with `seeds`, is the catalog's (`CodeReaderGates.javaScript`, made from
  /// the same seeds): a file whose code names none of its words is not tokenized, and the
  /// gate's pass gives its fingerprint.
  init(file: SourceFile, seeds: SeedWordCheck? = nil, gate: SourceScanTables? = nil) {
    path = file.path
    uses = []
    settingsCalls = []
    let tokenizer = SourceTokenizer(bytes: file.bytes, style: .slashes)
    // Most files name none of these: they are not tokenized at all.
    if let gate, seeds != nil {
      if let unread = TokenizedCode.unread(file, by: gate) {
        tokenized = unread
        return
      }
    } else {
      guard
        tokenizer.mentions("PERMISSIONS") || tokenizer.mentions("Settings") || tokenizer.mentions("Notifications")
          || tokenizer.mentions("app-settings:")
      else { return }
    }
    var uses: [CodePermissionUse] = []
    var androidUses: [CodePermissionUse] = []
    var settings: [FileLocation] = []
    var lines = LazyLineTable(file.bytes)
    func position(_ offset: Int) -> SourcePosition { lines.position(ofOffset: offset) }
    let dot = SourceTokenizer.Kind.punctuation(UInt8(ascii: "."))
    // The last four tokens before the current one, newest first: enough for
    // `PERMISSIONS . IOS . NAME` and `RNPermissions . requestNotifications (`.
    var t0: SourceTokenizer.Token?
    var t1: SourceTokenizer.Token?
    var t2: SourceTokenizer.Token?
    var t3: SourceTokenizer.Token?
    let fingerprint = TokenFingerprint.build(file.bytes, seeds: seeds) { builder in
      tokenizer.forEachToken { token in
        builder.read(token)
        let recent = (t0, t1, t2, t3)
        defer {
          t3 = t2
          t2 = t1
          t1 = t0
          t0 = token
        }
        switch token.kind {
        case .identifier:
          if let d2 = recent.0, d2.kind == dot, let ios = recent.1, tokenizer.token(ios, is: "IOS"), let d1 = recent.2,
            d1.kind == dot, let root = recent.3, tokenizer.token(root, is: "PERMISSIONS")
          {
            uses.append(
              CodePermissionUse(name: tokenizer.text(token), path: file.path, position: position(root.range.lowerBound))
            )
          } else if let d2 = recent.0, d2.kind == dot, let android = recent.1, tokenizer.token(android, is: "ANDROID"),
            let d1 = recent.2, d1.kind == dot, let root = recent.3, tokenizer.token(root, is: "PERMISSIONS")
          {
            androidUses.append(
              CodePermissionUse(name: tokenizer.text(token), path: file.path, position: position(root.range.lowerBound))
            )
          } else if let d = recent.0, d.kind == dot, let root = recent.1, tokenizer.token(root, is: "PERMISSIONS"),
            let d0 = recent.2, d0.kind == dot, let owner = recent.3, tokenizer.token(owner, is: "PermissionsAndroid")
          {
            androidUses.append(
              CodePermissionUse(
                name: tokenizer.text(token), path: file.path, position: position(owner.range.lowerBound)))
          }
        case .punctuation(UInt8(ascii: "(")):
          guard let name = recent.0 else { break }
          if tokenizer.token(name, is: "openSettings") {
            settings.append(FileLocation(path: file.path, position: position(name.range.lowerBound)))
          } else if tokenizer.token(name, is: "requestNotifications") || tokenizer.token(name, is: "checkNotifications")
          {
            // A method of this name on another object is not the library's.
            let isMember = recent.1?.kind == dot
            if !isMember || recent.2.map({ tokenizer.token($0, is: "RNPermissions") }) == true {
              uses.append(
                CodePermissionUse(name: "NOTIFICATIONS", path: file.path, position: position(name.range.lowerBound)))
            }
          }
        case .string:
          // `app-settings:` (UIApplication.openSettingsURLString) opened as a URL is a way to Settings too.
          if tokenizer.string(token, startsWith: "app-settings:") {
            settings.append(FileLocation(path: file.path, position: position(token.range.lowerBound)))
          }
        default: break
        }
      }
    }
    self.uses = uses
    self.androidUses = androidUses
    self.settingsCalls = settings
    tokenized = seeds.map { TokenizedCode(seedInCode: $0.found, fingerprint: fingerprint) }
  }
}

/// A React Native project that uses react-native-permissions: its version, its iOS
/// Podfile's handlers and the constants its code names. Apps built from the project share it.
@_spi(RuleAuthoring) @_spi(Testing) public struct ReactNativePermissionFacts: Sendable {
  /// The folder of `package.json` (`.` at the scanned root).
  public var root: String
  /// react-native-permissions' major version, from the `dependencies` spec.
  public var major: Int?
  /// Where the dependency is declared.
  public var dependency: FileLocation
  /// `ios/Podfile`, if it was scanned.
  public var podfile: PodfileDocument?
  /// Every `PERMISSIONS.IOS.*` use in the project's code (tests excluded).
  public var uses: [CodePermissionUse] = []
  /// Every `openSettings()` call.
  public var settingsCalls: [FileLocation] = []

  /// Projects by root, for every package.json that depends on react-native-permissions.
  static func projects(from documents: [any InputDocument]) -> [String: ReactNativePermissionFacts] {
    var packages: [String: PackageJSONDocument] = [:]
    for package in documents.of(PackageJSONDocument.self) where !package.path.contains("node_modules/") {
      packages[AppGrouping.directory(of: package.path)] = package
    }
    var projects: [String: ReactNativePermissionFacts] = [:]
    for (root, package) in packages {
      guard let entry = package.dependencies.first(where: { $0.key == "react-native-permissions" }) else { continue }
      projects[root] = ReactNativePermissionFacts(
        root: root, major: PubspecDocument.major(entry.value),
        dependency: FileLocation(path: package.path, position: entry.position))
    }
    guard !projects.isEmpty else { return [:] }
    var roots = NearestRoot(Set(packages.keys))
    for document in documents {
      if let podfile = document.cast(PodfileDocument.self) {
        guard let root = podfile.projectRoot, projects[root] != nil else { continue }
        projects[root]?.podfile = podfile
      } else if let source = document.cast(JavaScriptPermissionUses.self) {
        guard let root = roots.root(of: source.path) else { continue }
        projects[root]?.uses += source.uses
        projects[root]?.settingsCalls += source.settingsCalls
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
    let owner = roots.contains(root) ? root : NearestRoot.nearest(root, where: roots.contains)
    return owner.flatMap { projects[$0] }
  }

  /// The handlers the Podfile links.
  var linkedHandlers: Set<String> { Set(podfile?.permissionHandlers.map(\.value) ?? []) }
}
