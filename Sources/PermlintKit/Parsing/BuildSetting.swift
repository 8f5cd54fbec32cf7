#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One Xcode build setting as written in a `project.pbxproj` or an `.xcconfig` file.
@_spi(Testing) public struct BuildSetting: Sendable {
  /// The setting's name without its condition, for example `INFOPLIST_KEY_NSCameraUsageDescription`.
  public var name: String
  /// The condition in brackets, for example `sdk=iphoneos*`, if any.
  public var condition: String?
  /// The value as Xcode reads it: unescaped, without the quotes around it.
  public var value: String
  /// The file it is written in.
  public var path: String
  /// Where the name starts.
  public var namePosition: SourcePosition
  /// Where the value starts (its opening quote when quoted).
  public var valuePosition: SourcePosition

  /// Where the name is.
  public var nameLocation: FileLocation { FileLocation(path: path, position: namePosition) }
  /// Where the value is.
  public var valueLocation: FileLocation { FileLocation(path: path, position: valuePosition) }

  /// The prefix of build settings that Xcode copies into a generated Info.plist.
  public static let infoPlistKeyPrefix = "INFOPLIST_KEY_"

  /// The Info.plist key this setting sets, when it is an `INFOPLIST_KEY_<key>` setting.
  public var infoPlistKey: String? {
    guard name.hasPrefix(Self.infoPlistKeyPrefix), name.count > Self.infoPlistKeyPrefix.count else { return nil }
    return String(name.dropFirst(Self.infoPlistKeyPrefix.count))
  }

  /// Splits a name such as `INFOPLIST_KEY_X[sdk=iphoneos*]` into the name and its condition.
  static func splitCondition(_ written: String) -> (name: String, condition: String?) {
    guard let bracket = written.firstIndex(of: "["), written.hasSuffix("]") else { return (written, nil) }
    let condition = written[written.index(after: bracket)..<written.index(before: written.endIndex)]
    return (String(written[..<bracket]), String(condition))
  }
}
