#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One Info.plist key as a bundle declares it, wherever it is written: in an Info.plist file
/// (XML or binary), or as an `INFOPLIST_KEY_<key>` build setting in a `project.pbxproj` or an
/// `.xcconfig` file, from which Xcode generates the Info.plist.
@_spi(RuleAuthoring) @_spi(Testing) public struct InfoPlistDeclaration: Sendable {
  /// Where a declaration is written.
  @_spi(RuleAuthoring) @_spi(Testing) public enum Source: Sendable, Equatable {
    /// An entry of an Info.plist file.
    case infoPlist
    /// An `INFOPLIST_KEY_` build setting, in the named build configuration when the file
    /// says (`.xcconfig` files do not).
    case buildSetting(configuration: String?)
  }

  /// The Info.plist key, for example `NSCameraUsageDescription`.
  public var key: String { _read { yield storage.key } }
  /// The value; its positions are in `path`. A build setting's value is a string.
  public var value: PlistValue { _read { yield storage.value } }
  /// The file the declaration is written in.
  public var path: String { _read { yield storage.path } }
  /// Where the key (or the build setting's name) starts.
  public var keyPosition: SourcePosition { storage.keyPosition }
  /// What kind of declaration it is.
  public var source: Source { _read { yield storage.source } }
  /// For an entry of an XML Info.plist whose `<key>` starts its line: its indentation and
  /// the file's line break, how a fix writes another entry before it.
  var keyIndentation: String? { _read { yield storage.keyIndentation } }
  var lineBreak: String { _read { yield storage.lineBreak } }

  /// The declaration's parts, behind one reference: rules walk every bundle's declarations
  /// and look keys up by copying them, and a copy of the parts themselves retained and
  /// released seven references (2% of a clean monorepo's run, issue 23). Never changed
  /// after it is made.
  private final class Storage: Sendable {
    let key: String
    let value: PlistValue
    let path: String
    let keyPosition: SourcePosition
    let source: Source
    let keyIndentation: String?
    let lineBreak: String

    init(
      key: String, value: PlistValue, path: String, keyPosition: SourcePosition, source: Source,
      keyIndentation: String?, lineBreak: String
    ) {
      self.key = key
      self.value = value
      self.path = path
      self.keyPosition = keyPosition
      self.source = source
      self.keyIndentation = keyIndentation
      self.lineBreak = lineBreak
    }
  }

  private let storage: Storage

  /// Where the key is.
  public var keyLocation: FileLocation { FileLocation(path: path, position: keyPosition) }
  /// Where the value is.
  public var valueLocation: FileLocation { FileLocation(path: path, position: value.position) }

  /// The location of any position in the declaration's file, such as an array item's.
  public func location(_ position: SourcePosition) -> FileLocation {
    FileLocation(path: path, position: position)
  }

  /// The value as a boolean: `<true/>`, or a build setting's `YES`.
  public var bool: Bool? {
    if case .bool(let value) = self.value.kind { return value }
    switch self.value.string?.trimmingWhitespace().uppercased() {
    case "YES", "TRUE", "1": return true
    case "NO", "FALSE", "0": return false
    default: return nil
    }
  }

  init(entry: PlistEntry, path: String) {
    storage = Storage(
      key: entry.key, value: entry.value, path: path, keyPosition: entry.keyPosition, source: .infoPlist,
      keyIndentation: entry.keyIndentation, lineBreak: entry.lineBreak)
  }

  init?(setting: BuildSetting, configuration: String?) {
    guard let key = setting.infoPlistKey else { return nil }
    storage = Storage(
      key: key, value: PlistValue(kind: .string(setting.value), position: setting.valuePosition), path: setting.path,
      keyPosition: setting.namePosition, source: .buildSetting(configuration: configuration), keyIndentation: nil,
      lineBreak: "\n")
  }
}

/// One bundle's Info.plist as the build produces it: the entries of its Info.plist file
/// together with its `INFOPLIST_KEY_` build settings. Rules read keys through this model, so
/// a key counts as present wherever the project declares it, and each finding points at the
/// file, line and column where that declaration is written.
@_spi(RuleAuthoring) @_spi(Testing) public struct InfoPlistBundle: Sendable {
  /// What the bundle is.
  @_spi(RuleAuthoring) @_spi(Testing) public enum Kind: Sendable, Equatable {
    /// An app.
    case app
    /// An app extension or widget; it uses its host app's grants.
    case appExtension
    /// An App Clip, which asks for its own permissions.
    case appClip
    /// A unit or UI test bundle, which never ships.
    case test
    /// A framework or any other bundle.
    case other
  }

  /// The platform the bundle is built for, when known.
  @_spi(RuleAuthoring) @_spi(Testing) public enum Platform: Sendable, Equatable {
    case iOS
    case macOS
    case watchOS
    case unknown
  }

  /// A short description for messages: the Info.plist path, or the target and its project.
  public var name: String
  /// The bundle's Info.plist file, if it has one.
  public var plist: InfoPlistDocument?
  /// The Xcode target that builds the bundle, if a project was found.
  public var target: XcodeTarget?
  /// The project that holds `target`.
  public var projectPath: String?
  /// What the bundle is.
  public var kind: Kind
  /// The platform it is built for.
  public var platform: Platform
  /// Every declaration: the Info.plist's entries in file order, then build settings.
  public var declarations: [InfoPlistDeclaration]
  /// The lowest `IPHONEOS_DEPLOYMENT_TARGET` among the target's configurations, if stated.
  public var deploymentTarget: BuildSetting?
  /// `INFOPLIST_KEY_` settings that Xcode ignores because the configuration sets
  /// `GENERATE_INFOPLIST_FILE = NO`; kept so that messages can explain a missing key.
  public var ignoredDeclarations: [InfoPlistDeclaration] = []
  /// The path of the bundle's Info.plist when it could not be read or parsed (the run reports
  /// why): its keys are unknown, so the bundle counts as declaring every key, and no rule
  /// reports one missing on a guess.
  public var unreadInfoPlist: String?
  /// The names the target's build settings give the built bundle, to join a build read in
  /// the same run to the target that made it (`build-differs-from-source`).
  var builtNames = BuiltBundleNames()

  /// Whether the bundle is a target of React Native's old project template that no app ships:
  /// every bundle identifier it builds is still the template's (`com.facebook.REACT.<name>-tvOS`,
  /// the tvOS target React Native's template made until 0.62), under a domain no app's team
  /// registers. Its Info.plist left the template's empty location purpose string.
  var isTemplateLeftover: Bool {
    let identifiers = builtNames.bundleIdentifiers
    // A test bundle never ships anyway, and rules pass it over: only the app says so.
    return target != nil && kind == .app && !identifiers.isEmpty
      && identifiers.allSatisfy { $0.hasPrefix(Self.reactNativeTemplatePrefix) }
  }

  /// The bundle-identifier prefix of the tvOS targets of React Native's old template.
  static let reactNativeTemplatePrefix = "com.facebook.REACT."

  /// Every declaration of `key`.
  public func declarations(of key: String) -> [InfoPlistDeclaration] {
    declarations.filter { $0.key == key }
  }

  /// The first declaration of `key`: the Info.plist's, else the first build setting's.
  public func declaration(_ key: String) -> InfoPlistDeclaration? {
    declarations.first { $0.key == key }
  }

  /// Whether the bundle declares `key` anywhere.
  public func declares(_ key: String) -> Bool { unreadInfoPlist != nil || declarations.contains { $0.key == key } }

  /// The folder of the bundle's Info.plist with a trailing `/` (empty at the scanned root or
  /// without a plist): the prefix of the paths of its localized files.
  public var folder: String {
    guard let path = plist?.path ?? unreadInfoPlist, let slash = RelativePath.lastSlash(in: path) else { return "" }
    return String(path[...slash])
  }

  /// Where to add a missing key, for messages: the Info.plist, else the project's target.
  public var whereToAdd: String {
    if let path = plist?.path ?? unreadInfoPlist { return path }
    if let target, let projectPath {
      return "the build settings of target '\(target.name)' in \(projectPath) (INFOPLIST_KEY_<key>)"
    }
    return name
  }
}

extension InfoPlistBundle {
  /// The edit that declares `key` in the bundle's Info.plist with a placeholder for its
  /// text, before the file's first entry and written as it is: a purpose string is never
  /// invented, and permlint reports the placeholder (`placeholder-purpose-string`) until a
  /// person writes it. `nil` for a bundle without an XML Info.plist entry to write beside.
  func addingPlaceholder(for key: String) -> Fix? {
    guard
      let first = declarations.filter({ $0.source == .infoPlist && $0.keyIndentation != nil })
        .min(by: { $0.keyPosition < $1.keyPosition }),
      let indentation = first.keyIndentation
    else { return nil }
    let text = "<key>\(key)</key>\(first.lineBreak)\(indentation)<string>TODO</string>\(first.lineBreak)\(indentation)"
    return Fix(
      "Declare \(key) with a placeholder to write", safety: .needsReview,
      edits: [.insert(text, at: first.keyPosition, in: first.path)])
  }
}
