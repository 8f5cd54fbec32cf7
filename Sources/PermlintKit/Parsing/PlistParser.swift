#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads property lists (every value type) into `PlistValue`s with positions: XML, or binary
/// (`bplist00`, whose values all sit at 1:1; see `BinaryPlistParser`).
@_spi(Testing) public enum PlistParser {
  /// Parses a binary property list, or an XML one whose root element is `<plist>`.
  public static func parse(_ file: SourceFile) throws(ParseError) -> PlistValue {
    if BinaryPlistParser.isBinary(file.bytes) {
      return try BinaryPlistParser.parse(file)
    }
    var folder = PlistFolder(file: file)
    let root = try XMLDocumentParser.parse(file, folding: &folder)
    guard case .plist(let top, let position) = root else {
      throw ParseError(
        location: file.location(root.position), message: "expected a <plist> root element, found <\(root.name)>")
    }
    guard let top else {
      throw ParseError(location: file.location(position), message: "the <plist> element is empty")
    }
    return try folder.value(of: top)
  }
}

/// Folds an XML property list's elements into `PlistValue`s as they end, so that the whole
/// element tree is never held beside the values.
private struct PlistFolder: XMLElementFolder {
  /// An element folded: a value, a `<key>`, the `<plist>` root, or an element that is no
  /// property-list value (an error once its parent places it).
  enum Node {
    case value(PlistValue)
    case key(Key)
    indirect case plist(Node?, SourcePosition)
    case other(name: String, SourcePosition)

    var position: SourcePosition {
      switch self {
      case .value(let value): value.position
      case .key(let element): element.position
      case .plist(_, let position), .other(_, let position): position
      }
    }

    var name: String {
      switch self {
      case .value(let value): value.elementName
      case .key: "key"
      case .plist: "plist"
      case .other(let name, _): name
      }
    }
  }

  /// A `<key>`: what its entry keeps.
  struct Key {
    var text: String
    var position: SourcePosition
    var indentation: String?
    var lineBreak: String
  }

  let file: SourceFile
  /// The error the old whole-tree walk would have met first: the one at the earliest place.
  private(set) var firstError: ParseError?

  init(file: SourceFile) {
    self.file = file
  }

  /// What an open element has gathered: a `<dict>`'s entries and the key waiting for its
  /// value, an `<array>`'s items, the `<plist>`'s first child.
  struct Partial {
    var entries: [PlistEntry] = []
    var pendingKey: Key?
    var items: [PlistValue] = []
    var first: Node?
  }

  func start(_ element: ParsedXMLElement) -> Partial { Partial() }

  mutating func add(_ child: Node, to partial: inout Partial, parent: ParsedXMLElement) {
    switch parent.name {
    case "plist":
      if partial.first == nil { partial.first = child }
    case "array":
      guard let value = valueRecordingError(child) else { return }
      partial.items.append(value)
    case "dict":
      if let key = partial.pendingKey {
        partial.pendingKey = nil
        guard let value = valueRecordingError(child) else { return }
        partial.entries.append(
          PlistEntry(
            key: StringInterner.intern(key.text), keyPosition: key.position, value: value,
            keyIndentation: key.indentation, lineBreak: key.lineBreak))
      } else if case .key(let key) = child {
        partial.pendingKey = key
      } else {
        record(
          ParseError(
            location: file.location(child.position), message: "expected <key> inside <dict>, found <\(child.name)>"))
      }
    default:
      break
    }
  }

  mutating func fold(_ element: ParsedXMLElement, _ partial: Partial) -> Node {
    let kind: PlistValue.Kind
    switch element.name {
    case "key":
      return .key(
        Key(
          text: element.text, position: element.position, indentation: element.indentation, lineBreak: element.lineBreak
        ))
    case "plist": return .plist(partial.first, element.position)
    case "string": kind = .string(element.text)
    case "integer": kind = .integer(element.text.trimmingWhitespace())
    case "real": kind = .real(element.text.trimmingWhitespace())
    case "true": kind = .bool(true)
    case "false": kind = .bool(false)
    case "date": kind = .date(element.text.trimmingWhitespace())
    case "data": kind = .data(element.text.trimmingWhitespace())
    case "array": kind = .array(partial.items)
    case "dict":
      if let key = partial.pendingKey {
        record(
          ParseError(location: file.location(key.position), message: "<key>\(key.text)</key> has no value after it"))
      }
      kind = .dictionary(partial.entries)
    default:
      return .other(name: element.name, element.position)
    }
    return .value(PlistValue(kind: kind, position: element.position))
  }

  /// Keeps the error the old whole-tree walk would have met first: the one at the earliest
  /// place.
  private mutating func record(_ error: ParseError) {
    if firstError.map({ error.location.position < $0.location.position }) ?? true { firstError = error }
  }

  /// A child's value, or `nil` with its error recorded.
  private mutating func valueRecordingError(_ child: Node) -> PlistValue? {
    do throws(ParseError) {
      return try value(of: child)
    } catch {
      record(error)
      return nil
    }
  }

  /// The value a child stands for, or the error the old walk gave for it.
  func value(of node: Node) throws(ParseError) -> PlistValue {
    switch node {
    case .value(let value): return value
    default:
      throw ParseError(
        location: file.location(node.position),
        message: "<\(node.name)> is not a property-list value; expected string, integer, real, "
          + "true, false, date, data, array or dict")
    }
  }
}

extension PlistValue {
  /// The element name that holds a value of this kind.
  fileprivate var elementName: String {
    switch kind {
    case .string: "string"
    case .integer: "integer"
    case .real: "real"
    case .bool(let value): value ? "true" : "false"
    case .date: "date"
    case .data: "data"
    case .array: "array"
    case .dictionary: "dict"
    }
  }
}
