#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A JSON value as the language server reads and writes it: LSP messages are open-ended
/// objects, and the server uses a handful of their fields.
enum JSON: Sendable, Hashable {
  case null
  case bool(Bool)
  case integer(Int)
  case number(Double)
  case string(String)
  case array([JSON])
  case object([String: JSON])

  /// The member `key` of an object; `nil` for anything else or a missing member.
  subscript(key: String) -> JSON? {
    guard case .object(let members) = self else { return nil }
    return members[key]
  }

  var string: String? {
    guard case .string(let value) = self else { return nil }
    return value
  }

  /// An integer, also one written as a number with no fraction.
  var integer: Int? {
    switch self {
    case .integer(let value): value
    case .number(let value) where value.rounded() == value && abs(value) < 9e15: Int(value)
    default: nil
    }
  }

  var array: [JSON]? {
    guard case .array(let values) = self else { return nil }
    return values
  }

  /// The value parsed from UTF-8 bytes; `nil` when they are not JSON.
  static func parse(_ bytes: [UInt8]) -> JSON? {
    try? JSONDecoder().decode(JSON.self, from: Data(bytes))
  }

  /// The value as compact UTF-8 JSON, members in key order so output is deterministic.
  var bytes: [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Every value of this enum is encodable: a failure here is a bug, not an input error.
    return Array((try? encoder.encode(self)) ?? Data("null".utf8))
  }
}

extension JSON: Codable {
  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .integer(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSON].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSON].self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .integer(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }
}

extension JSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
  init(stringLiteral value: String) { self = .string(value) }
  init(integerLiteral value: Int) { self = .integer(value) }
  init(booleanLiteral value: Bool) { self = .bool(value) }
  init(arrayLiteral elements: JSON...) { self = .array(elements) }
  init(dictionaryLiteral elements: (String, JSON)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
  init(nilLiteral: ()) { self = .null }
}
