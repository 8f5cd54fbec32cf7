#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A JSON value with the position where it starts in its file.
@_spi(Testing) public struct JSONValue: Sendable {
  /// The value's content.
  @_spi(Testing) public enum Kind: Sendable {
    case object([JSONMember])
    case array([JSONValue])
    case string(String)
    /// A number, kept as written.
    case number(String)
    case bool(Bool)
    case null
  }

  /// The content.
  public var kind: Kind
  /// Where the value starts: its `{`, `[`, opening quote or first character.
  public var position: SourcePosition

  /// The members of an object, in file order.
  public var object: [JSONMember]? {
    if case .object(let members) = kind { return members }
    return nil
  }

  /// The items of an array.
  public var array: [JSONValue]? {
    if case .array(let items) = kind { return items }
    return nil
  }

  /// The text of a string.
  public var string: String? {
    if case .string(let text) = kind { return text }
    return nil
  }

  /// A boolean's value.
  public var bool: Bool? {
    if case .bool(let value) = kind { return value }
    return nil
  }

  /// The first member named `key`, if this is an object.
  public subscript(key: String) -> JSONValue? {
    member(key)?.value
  }

  /// The first member named `key`, with its key's position.
  public func member(_ key: String) -> JSONMember? {
    object?.first { $0.key == key }
  }
}

/// One `"key": value` member of a JSON object.
@_spi(Testing) public struct JSONMember: Sendable {
  /// The unescaped key.
  public var key: String
  /// Where the key's opening quote is.
  public var keyPosition: SourcePosition
  /// The value.
  public var value: JSONValue
  /// The bytes (of the decoded text) that deleting the member removes, commas and line breaks
  /// included, so that the object stays valid and keeps its layout (`nil` where the reader
  /// does not know, as in a JavaScript config): its lines when it is alone on them, else the
  /// member and its comma, or for the last member the comma before it. Offsets, not
  /// positions: a lock file has many members, and only a fix turns one into a place.
  public var removalOffsets: Range<Int>? = nil
}
