#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A parsed `Info.plist`.
@_spi(RuleAuthoring) @_spi(Testing) public struct InfoPlistDocument: Sendable {
  /// The file's path relative to the scanned root.
  public var path: String
  /// The top-level dictionary's entries.
  public var entries: [PlistEntry]

  /// The first entry for a key.
  public func entry(_ key: String) -> PlistEntry? {
    entries.first { $0.key == key }
  }

  /// Whether this plist belongs to an app extension rather than the app itself.
  public var isExtension: Bool { entry("NSExtension") != nil || entry("EXAppExtensionAttributes") != nil }

  /// The location of a position in this file.
  public func location(_ position: SourcePosition) -> FileLocation {
    FileLocation(path: path, position: position)
  }
}

/// A parsed `<locale>.lproj/InfoPlist.strings`.
@_spi(RuleAuthoring) @_spi(Testing) public struct LocalizedStringsDocument: Sendable {
  /// The file's path relative to the scanned root.
  public var path: String
  /// The locale, from the `.lproj` folder name (`Base` for Base.lproj).
  public var locale: String
  /// The entries in file order.
  public var entries: [StringsEntry]
}

/// A localized resource other than `InfoPlist.strings` in a `<locale>.lproj` folder: its
/// locale is one the bundle ships, whatever the file says.
@_spi(RuleAuthoring) @_spi(Testing) public struct LocalizedResource: Sendable {
  /// The file's path relative to the scanned root.
  public var path: String
  /// The locale, from the `.lproj` folder name.
  public var locale: String
}

extension InfoPlistDocument {
  /// Whether a file's name is an Info.plist of one build configuration, `Info-Release.plist`
  /// or `Info_Debug.plist`, which a target names as `Info-$(CONFIGURATION).plist`: one only
  /// where a target names it.
  static func isConfigurationName(_ name: String) -> Bool {
    guard name.hasPrefix("Info-") || name.hasPrefix("Info_"), name.hasSuffix(".plist") else { return false }
    let middle = name.dropFirst(5).dropLast(6)
    return !middle.isEmpty && middle.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
  }
}
