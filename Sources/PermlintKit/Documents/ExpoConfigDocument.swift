#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An Expo app config (`app.json`, `app.config.json`, or the output of `npx expo config --json`
/// saved as `expo-config.json`), turned into what prebuild would write: an Info.plist and an
/// Android manifest whose entries sit at the lines and columns of app.json, so that every
/// Info.plist and manifest rule checks Expo text where the user wrote it.
@_spi(RuleAuthoring) @_spi(Testing) public struct ExpoConfigDocument: Sendable {
  /// The file's path relative to the scanned root.
  public var path: String
  /// The Info.plist prebuild writes: `ios.infoPlist`, then each listed config plugin's options
  /// and defaults by Expo's precedence (option, else `ios.infoPlist`, else the default).
  public var infoPlist: InfoPlistDocument
  /// The permissions prebuild adds to the Android manifest: `android.permissions`, the
  /// plugins' permissions, and `android.blockedPermissions` as removals.
  public var androidManifest: AndroidManifestDocument
  /// Plugin options that replace a text `ios.infoPlist` also gives.
  public var overrides: [ExpoOverride]
  /// Which Expo reads first when several configs sit in one folder: the evaluated output of
  /// `npx expo config`, then a config written as code, then the static JSON.
  var precedence: Int {
    if path.hasSuffix("expo-config.json") { return 2 }
    return Self.dynamicConfigNames.contains(where: { path.hasSuffix($0) }) ? 1 : 0
  }
  /// Expo app configs written as code.
  static let dynamicConfigNames: Set<String> = [
    "app.config.js", "app.config.ts", "app.config.mjs", "app.config.cjs", "app.config.mts", "app.config.cts",
  ]
  /// Where the config object starts (the value of `expo`).
  public var configPosition: SourcePosition
  /// `minSdkVersion` and `targetSdkVersion` from `expo-build-properties`' `android` options.
  public var buildProperties: [AndroidSdkKey: Located<Int>] = [:]
  /// The major version of the `expo` dependency of the package.json beside the config (the
  /// Expo SDK), where it is written; filled when the app's documents are grouped.
  public var expoSDK: (major: Int, location: FileLocation)?
  /// Native folders committed next to the config (`ios`, `android`), which are what the
  /// native build uses; filled when the app's documents are grouped.
  public var committedNativeFolders: [String] = []

  /// Reads an Expo config; `nil` when `root` is not one (an `app.json` of a bare React Native
  /// app has no `expo` object).
  /// `text` is the decoded text the config was parsed from, where the members' removal
  /// offsets point; `nil` for a config read from code.
  init?(path: String, root: JSONValue, plugins: [String: ExpoPlugin], requireExpoKey: Bool, text: [UInt8]? = nil) {
    let config: JSONValue
    if let expo = root["expo"], expo.object != nil {
      config = expo
    } else if !requireExpoKey, root.object != nil {
      config = root
    } else {
      return nil
    }
    self.path = path
    configPosition = config.position
    var builder = ExpoPrebuildModel(path: path, plugins: plugins)
    builder.read(config)
    infoPlist = InfoPlistDocument(path: path, entries: builder.plistEntries)
    androidManifest = AndroidManifestDocument(path: path, root: builder.manifestRoot)
    overrides = builder.overrides
    // Places only for what a fix removes: the text's lines are counted only then.
    if let text, overrides.contains(where: { builder.infoPlistRemovals[$0.key] != nil }) {
      let lines = LineTable(utf8: text)
      for index in overrides.indices {
        guard let range = builder.infoPlistRemovals[overrides[index].key] else { continue }
        overrides[index].infoPlistRemoval = (
          lines.position(ofOffset: range.lowerBound), lines.position(ofOffset: range.upperBound)
        )
      }
    }
    for item in config["plugins"]?.array ?? [] where item.array?.first?.string == "expo-build-properties" {
      let android = item.array?.dropFirst().first?["android"]
      for key in AndroidSdkKey.allCases {
        guard let value = android?["\(key.rawValue)Version"], case .number(let text) = value.kind,
          let number = Int(text)
        else { continue }
        buildProperties[key] = Located(number, at: value.position)
      }
    }
  }
}

/// A config-plugin option that silently replaces the text `ios.infoPlist` gives for a key.
@_spi(RuleAuthoring) @_spi(Testing) public struct ExpoOverride: Sendable {
  /// The Info.plist key.
  public var key: String
  /// The plugin, for example `expo-camera`.
  public var plugin: String
  /// The option, for example `cameraPermission`.
  public var option: String
  /// Where the option's value is.
  public var optionLocation: FileLocation
  /// Where the replaced `ios.infoPlist` key is.
  public var infoPlistLocation: FileLocation
  /// What deleting that `ios.infoPlist` member removes, when the config is JSON (set by
  /// `ExpoConfigDocument`, which has the text).
  public var infoPlistRemoval: (start: SourcePosition, end: SourcePosition)? = nil
}

/// Applies Expo's prebuild precedence to a config, keeping app.json positions.
private struct ExpoPrebuildModel {
  let path: String
  let plugins: [String: ExpoPlugin]
  var plistEntries: [PlistEntry] = []
  var overrides: [ExpoOverride] = []
  /// What deleting each `ios.infoPlist` member removes, by key, as offsets in the text.
  var infoPlistRemovals: [String: Range<Int>] = [:]
  var permissions: [ParsedXMLElement] = []
  var manifestPosition = SourcePosition(line: 1, column: 1)

  init(path: String, plugins: [String: ExpoPlugin]) {
    self.path = path
    self.plugins = plugins
  }

  var manifestRoot: ParsedXMLElement {
    ParsedXMLElement(
      name: "manifest", namespaceURI: nil, position: manifestPosition, attributes: [], children: permissions,
      text: "")
  }

  mutating func read(_ config: JSONValue) {
    manifestPosition = config.position
    for member in config["ios"]?["infoPlist"]?.object ?? [] {
      plistEntries.append(PlistEntry(key: member.key, keyPosition: member.keyPosition, value: plistValue(member.value)))
      infoPlistRemovals[member.key] = member.removalOffsets
    }
    for item in config["plugins"]?.array ?? [] { apply(plugin: item) }
    // `platforms: ["ios"]` builds no Android app: nothing of it is a manifest.
    if let platforms = config["platforms"]?.array, !platforms.contains(where: { $0.string == "android" }) {
      permissions = []
      return
    }
    let android = config["android"]
    for item in android?["permissions"]?.array ?? [] {
      if let name = item.string { addPermission(name, at: item.position, removed: false) }
    }
    for item in android?["blockedPermissions"]?.array ?? [] {
      if let name = item.string { addPermission(name, at: item.position, removed: true) }
    }
  }

  /// One `plugins` item: `"expo-camera"` or `["expo-camera", { options }]`.
  private mutating func apply(plugin item: JSONValue) {
    let nameValue = item.string != nil ? item : item.array?.first
    guard let nameValue, let name = nameValue.string, let plugin = plugins[name] else { return }
    let options = item.array?.dropFirst().first?.object ?? []
    func option(_ named: String) -> JSONMember? { options.first { $0.key == named } }
    for key in Set(plugin.options.values).union(plugin.defaults.keys).sorted() {
      let existing = plistEntries.firstIndex { $0.key == key }
      if let optionName = plugin.option(for: key), let member = option(optionName) {
        if member.value.bool == false {
          if let existing { plistEntries.remove(at: existing) }
          continue
        }
        guard member.value.string != nil else { continue }
        let entry = PlistEntry(key: key, keyPosition: member.keyPosition, value: plistValue(member.value))
        if let existing {
          if plistEntries[existing].value.string != member.value.string {
            overrides.append(
              ExpoOverride(
                key: key, plugin: name, option: optionName,
                optionLocation: FileLocation(path: path, position: member.value.position),
                infoPlistLocation: FileLocation(path: path, position: plistEntries[existing].keyPosition)))
          }
          plistEntries[existing] = entry
        } else {
          plistEntries.append(entry)
        }
      } else if existing == nil, let text = plugin.defaults[key] {
        // The default text, at the plugin's name: that is what the user wrote to get it.
        plistEntries.append(
          PlistEntry(
            key: key, keyPosition: nameValue.position,
            value: PlistValue(kind: .string(text), position: nameValue.position)))
      }
    }
    var modes: [PlistValue] = []
    for (flag, values) in plugin.backgroundModes.sorted(by: { $0.key < $1.key }) {
      guard let member = option(flag), member.value.bool == true else { continue }
      modes += values.map { PlistValue(kind: .string($0), position: member.keyPosition) }
    }
    add(modes, to: "UIBackgroundModes")
    // Arrays the plugin always fills (react-native-google-cast's `NSBonjourServices`), at its name.
    for (key, values) in plugin.arrays.sorted(by: { $0.key < $1.key }) {
      add(values.map { PlistValue(kind: .string($0), position: nameValue.position) }, to: key)
    }
    for permission in plugin.android { addPermission(permission, at: nameValue.position, removed: false) }
    for (flag, names) in plugin.androidWhen.sorted(by: { $0.key < $1.key }) {
      guard let member = option(flag), member.value.bool == true else { continue }
      for permission in names { addPermission(permission, at: member.keyPosition, removed: false) }
    }
  }

  /// Adds `values` to the array `key`, each once, or makes the array at the first value.
  private mutating func add(_ values: [PlistValue], to key: String) {
    guard let first = values.first else { return }
    if let index = plistEntries.firstIndex(where: { $0.key == key }),
      case .array(let items) = plistEntries[index].value.kind
    {
      let known = Set(items.compactMap(\.string))
      plistEntries[index].value.kind = .array(items + values.filter { !known.contains($0.string ?? "") })
    } else {
      plistEntries.append(
        PlistEntry(
          key: key, keyPosition: first.position, value: PlistValue(kind: .array(values), position: first.position)))
    }
  }

  /// A `<uses-permission>` element as prebuild writes it; Expo accepts short names.
  private mutating func addPermission(_ name: String, at position: SourcePosition, removed: Bool) {
    let trimmed = name.trimmingWhitespace()
    guard !trimmed.isEmpty else { return }
    let full = trimmed.contains(".") ? trimmed : "android.permission.\(trimmed)"
    var attributes = [
      XMLAttribute(
        name: "name", namespaceURI: XMLNamespace.android, value: full, position: position, valuePosition: position)
    ]
    if removed {
      // Prebuild drops the permission from every source, so only the removal stays.
      permissions.removeAll { $0.attribute("name", namespace: XMLNamespace.android)?.value == full }
      attributes.append(
        XMLAttribute(
          name: "node", namespaceURI: XMLNamespace.tools, value: "remove", position: position, valuePosition: position))
    }
    permissions.append(
      ParsedXMLElement(
        name: "uses-permission", namespaceURI: nil, position: position, attributes: attributes, children: [], text: ""))
  }

  private func plistValue(_ value: JSONValue) -> PlistValue {
    let kind: PlistValue.Kind
    switch value.kind {
    case .string(let text): kind = .string(text)
    case .bool(let flag): kind = .bool(flag)
    case .number(let text):
      kind = text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) ? .real(text) : .integer(text)
    case .null: kind = .string("")
    case .array(let items): kind = .array(items.map(plistValue))
    case .object(let members):
      kind = .dictionary(
        members.map { PlistEntry(key: $0.key, keyPosition: $0.keyPosition, value: plistValue($0.value)) })
    }
    return PlistValue(kind: kind, position: value.position)
  }
}
