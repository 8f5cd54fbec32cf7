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
    // Most property lists are of the plain form, read from their bytes; libxml2 reads the rest.
    if let value = PlainXMLPlistReader.read(file) { return value }
    return try parseXML(file)
  }

  /// An XML property list read with libxml2: every form, and the words of every error. The
  /// reference `PlainXMLPlistReader` is held to.
  static func parseXML(_ file: SourceFile) throws(ParseError) -> PlistValue {
    var folder = PlistFolder(file: file)
    // The checks in the order the walk over a whole tree made them: the root, its first
    // child, then whatever that child holds.
    let root = try XMLDocumentParser.parse(file, folding: &folder)
    guard case .plist(let top, let position) = root.node else {
      throw ParseError(
        location: file.location(root.node.position),
        message: "expected a <plist> root element, found <\(root.node.name)>")
    }
    guard let top else {
      throw ParseError(location: file.location(position), message: "the <plist> element is empty")
    }
    if let error = top.error { throw error }
    return try folder.value(of: top.node)
  }
}

/// Folds an XML property list's elements into `PlistValue`s as they end, so that the whole
/// element tree is never held beside the values.
private struct PlistFolder: XMLElementFolder {
  typealias Node = Folded

  /// An element folded: a value, a `<key>`, the `<plist>` root, or an element that is no
  /// property-list value (an error once its parent places it).
  enum Shape {
    case value(PlistValue)
    case key(Key)
    indirect case plist(Folded?, SourcePosition)
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

  /// An element folded, with the first error inside it that the walk over a whole tree met
  /// when it read this element as a value (none for what it never read: the children of a
  /// `<string>`, the second child of `<plist>`).
  struct Folded {
    var node: Shape
    var error: ParseError?
  }

  /// A `<key>`: what its entry keeps.
  struct Key {
    var text: String
    var position: SourcePosition
    var indentation: String?
    var lineBreak: String
  }

  let file: SourceFile

  /// What an open element has gathered: a `<dict>`'s entries and the key waiting for its
  /// value, an `<array>`'s items, the `<plist>`'s first child, and the first error among the
  /// children the walk would have read.
  struct Partial {
    var entries: [PlistEntry] = []
    var pendingKey: Key?
    var items: [PlistValue] = []
    var first: Folded?
    var error: ParseError?

    /// Keeps the earliest error: the walk read children in order and stopped at the first.
    mutating func record(_ found: ParseError?) {
      guard let found else { return }
      if error.map({ found.location.position < $0.location.position }) ?? true { error = found }
    }
  }

  func start(_ element: ParsedXMLElement) -> Partial { Partial() }

  func add(_ child: Folded, to partial: inout Partial, parentName: String) {
    switch parentName {
    case "plist":
      if partial.first == nil { partial.first = child }
    case "array":
      partial.record(child.error)
      if let value = value(of: child, recording: &partial) { partial.items.append(value) }
    case "dict":
      if let key = partial.pendingKey {
        partial.pendingKey = nil
        partial.record(child.error)
        guard let value = value(of: child, recording: &partial) else { return }
        partial.entries.append(
          PlistEntry(
            key: StringInterner.intern(key.text), keyPosition: key.position, value: value,
            keyIndentation: key.indentation, lineBreak: key.lineBreak))
      } else if case .key(let key) = child.node {
        partial.pendingKey = key
      } else {
        partial.record(
          ParseError(
            location: file.location(child.node.position),
            message: "expected <key> inside <dict>, found <\(child.node.name)>"))
      }
    default:
      // A leaf value's child elements were never read.
      break
    }
  }

  /// The child's value, or `nil` with why it is none recorded.
  private func value(of child: Folded, recording partial: inout Partial) -> PlistValue? {
    do throws(ParseError) {
      return try value(of: child.node)
    } catch {
      partial.record(error)
      return nil
    }
  }

  func fold(_ element: ParsedXMLElement, _ partial: Partial) -> Folded {
    let kind: PlistValue.Kind
    var error = partial.error
    switch element.name {
    case "key":
      return Folded(
        node: .key(
          Key(
            text: element.text, position: element.position, indentation: element.indentation,
            lineBreak: element.lineBreak)))
    case "plist": return Folded(node: .plist(partial.first, element.position))
    case "string": kind = .string(element.text)
    case "integer": kind = .integer(element.text.trimmingWhitespace())
    case "real": kind = .real(element.text.trimmingWhitespace())
    case "true": kind = .bool(true)
    case "false": kind = .bool(false)
    case "date": kind = .date(element.text.trimmingWhitespace())
    case "data": kind = .data(element.text.trimmingWhitespace())
    case "array": kind = .array(partial.items.fitted())
    case "dict":
      if let key = partial.pendingKey {
        var withMissing = partial
        withMissing.record(
          ParseError(location: file.location(key.position), message: "<key>\(key.text)</key> has no value after it"))
        error = withMissing.error
      }
      kind = .dictionary(partial.entries.fitted())
    default:
      return Folded(node: .other(name: element.name, element.position))
    }
    return Folded(node: .value(PlistValue(kind: kind, position: element.position)), error: error)
  }

  /// The value a child stands for, or the error the old walk gave for it.
  func value(of node: Shape) throws(ParseError) -> PlistValue {
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
