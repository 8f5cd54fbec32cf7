#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A property-list value with the position of the element that holds it.
@_spi(Testing) public struct PlistValue: Sendable {
  /// The value's content.
  @_spi(Testing) public enum Kind: Sendable {
    case string(String)
    case integer(String)
    case real(String)
    case bool(Bool)
    case date(String)
    case data(String)
    case array([PlistValue])
    case dictionary([PlistEntry])
  }

  /// The content.
  public var kind: Kind
  /// Where the value's element starts.
  public var position: SourcePosition

  /// The text of a `<string>`.
  public var string: String? {
    if case .string(let value) = kind { return value }
    return nil
  }

  /// The items of an `<array>`.
  public var array: [PlistValue]? {
    if case .array(let items) = kind { return items }
    return nil
  }

  /// The entries of a `<dict>`, in source order.
  public var dictionary: [PlistEntry]? {
    if case .dictionary(let entries) = kind { return entries }
    return nil
  }

  /// The first entry for a key, if this is a dictionary.
  public func entry(_ key: String) -> PlistEntry? {
    dictionary?.first { $0.key == key }
  }
}

/// One `<key>` and its value.
@_spi(Testing) public struct PlistEntry: Sendable {
  /// The key text.
  public var key: String
  /// Where the `<key>` element starts.
  public var keyPosition: SourcePosition
  /// The value that follows the key.
  public var value: PlistValue
  /// The blanks before `<key>` when it starts its line, and the file's line break (XML
  /// plists only): how a fix writes another entry beside it.
  public var keyIndentation: String? = nil
  public var lineBreak = "\n"
}
