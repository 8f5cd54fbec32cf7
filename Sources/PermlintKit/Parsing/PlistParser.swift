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
    let root = try XMLDocumentParser.parse(file)
    guard root.name == "plist" else {
      throw ParseError(
        location: file.location(root.position),
        message: "expected a <plist> root element, found <\(root.name)>")
    }
    guard let top = root.children.first else {
      throw ParseError(location: file.location(root.position), message: "the <plist> element is empty")
    }
    return try value(top, file: file)
  }

  private static func value(_ element: ParsedXMLElement, file: SourceFile) throws(ParseError) -> PlistValue {
    let kind: PlistValue.Kind
    switch element.name {
    case "string": kind = .string(element.text)
    case "integer": kind = .integer(element.text.trimmingWhitespace())
    case "real": kind = .real(element.text.trimmingWhitespace())
    case "true": kind = .bool(true)
    case "false": kind = .bool(false)
    case "date": kind = .date(element.text.trimmingWhitespace())
    case "data": kind = .data(element.text.trimmingWhitespace())
    case "array":
      var items: [PlistValue] = []
      for child in element.children { items.append(try value(child, file: file)) }
      kind = .array(items)
    case "dict":
      kind = .dictionary(try entries(element, file: file))
    default:
      throw ParseError(
        location: file.location(element.position),
        message: "<\(element.name)> is not a property-list value; expected string, integer, real, "
          + "true, false, date, data, array or dict")
    }
    return PlistValue(kind: kind, position: element.position)
  }

  private static func entries(_ dict: ParsedXMLElement, file: SourceFile) throws(ParseError) -> [PlistEntry] {
    var entries: [PlistEntry] = []
    var children = dict.children[...]
    while let key = children.popFirst() {
      guard key.name == "key" else {
        throw ParseError(
          location: file.location(key.position),
          message: "expected <key> inside <dict>, found <\(key.name)>")
      }
      guard let valueElement = children.popFirst() else {
        throw ParseError(
          location: file.location(key.position),
          message: "<key>\(key.text)</key> has no value after it")
      }
      entries.append(
        PlistEntry(
          key: StringInterner.intern(key.text), keyPosition: key.position,
          value: try value(valueElement, file: file), keyIndentation: key.indentation, lineBreak: key.lineBreak))
    }
    return entries
  }
}
