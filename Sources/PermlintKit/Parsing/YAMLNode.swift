#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A YAML node with the position where it starts.
@_spi(Testing) public struct YAMLNode: Sendable {
  /// The node's content.
  @_spi(Testing) public enum Kind: Sendable {
    /// A scalar; `isPlain` is true for unquoted scalars, whose `null`, `true` and numbers
    /// are not strings.
    case scalar(String, isPlain: Bool)
    case sequence([YAMLNode])
    case mapping([YAMLPair])
  }

  /// The content.
  public var kind: Kind
  /// Where the node starts.
  public var position: SourcePosition

  /// The scalar's text, if this is a scalar.
  public var scalar: String? {
    if case .scalar(let value, _) = kind { return value }
    return nil
  }

  /// The scalar's text, unless it is a plain `null`, `~` or empty scalar.
  public var string: String? {
    guard case .scalar(let value, let isPlain) = kind else { return nil }
    if isPlain, ["", "~", "null", "Null", "NULL"].contains(value) { return nil }
    return value
  }

  /// A plain scalar read as a YAML boolean.
  public var bool: Bool? {
    guard case .scalar(let value, true) = kind else { return nil }
    switch value {
    case "true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON": return true
    case "false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF": return false
    default: return nil
    }
  }

  /// A plain scalar read as an integer.
  public var int: Int? {
    guard case .scalar(let value, true) = kind else { return nil }
    return Int(value)
  }

  /// The items, if this is a sequence.
  public var sequence: [YAMLNode]? {
    if case .sequence(let items) = kind { return items }
    return nil
  }

  /// The key–value pairs in source order, if this is a mapping.
  public var mapping: [YAMLPair]? {
    if case .mapping(let pairs) = kind { return pairs }
    return nil
  }

  /// The value for a scalar key, if this is a mapping that has it.
  public subscript(key: String) -> YAMLNode? {
    mapping?.first { $0.key.scalar == key }?.value
  }

  /// What the node is, for messages: "a string", "a list", "a mapping".
  public var kindDescription: String {
    switch kind {
    case .scalar: "a scalar"
    case .sequence: "a list"
    case .mapping: "a mapping"
    }
  }
}

/// One key and its value in a mapping.
@_spi(Testing) public struct YAMLPair: Sendable {
  /// The key node (its position is the key's own position).
  public var key: YAMLNode
  /// The value node.
  public var value: YAMLNode
}

/// A YAML document and the problems found while reading it that do not stop parsing.
@_spi(Testing) public struct YAMLDocument: Sendable {
  /// The root node; `nil` for an empty document.
  public var root: YAMLNode?
  /// Non-fatal problems such as duplicate keys, each at its node.
  public var problems: [ParseError]
}
