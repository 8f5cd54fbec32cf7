import CLibXML2

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Parses XML with libxml2 and attaches exact source positions to every element and attribute.
///
/// libxml2 runs with network access, DTD loading and entity substitution off, so a document
/// can neither read other files nor expand entities into new elements.
@_spi(Testing) public enum XMLDocumentParser {
  /// Parses a file into its root element, or throws a `ParseError` at the parser's location.
  public static func parse(_ file: SourceFile) throws(ParseError) -> ParsedXMLElement {
    let decoded = TextDecoding.utf8(file.bytes)
    let bytes = decoded.bytes
    if let error = TextDecoding.nulByteError(in: bytes, file: file) { throw error }
    let lines = LineTable(utf8: bytes)
    guard bytes.contains(where: { !XMLTagScanner.isSpace($0) }) else {
      throw ParseError(location: file.location(.start), message: "the file is empty; expected an XML document")
    }
    LibXML2.initializeOnce()
    guard let context = xmlNewParserCtxt() else {
      throw ParseError(location: file.location(.start), message: "libxml2 could not allocate a parser")
    }
    defer { xmlFreeParserCtxt(context) }
    let firstError = FirstXMLError()
    context.pointee._private = Unmanaged.passUnretained(firstError).toOpaque()
    context.pointee.sax.pointee.serror = { userData, error in
      guard let userData, let error else { return }
      let context = userData.assumingMemoryBound(to: xmlParserCtxt.self)
      guard let box = context.pointee._private else { return }
      Unmanaged<FirstXMLError>.fromOpaque(box).takeUnretainedValue().record(error.pointee)
    }
    let options = Int32(
      XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
        | XML_PARSE_NOCDATA.rawValue)
    // Once transcoded to UTF-8, the text's own encoding declaration no longer holds.
    let encoding: String? = decoded.encoding == .utf8 ? nil : "UTF-8"
    let document = bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        xmlCtxtReadMemory(context, chars.baseAddress, Int32(chars.count), file.path, encoding, options)
      }
    }
    guard let document, context.pointee.wellFormed != 0 else {
      if let document { xmlFreeDoc(document) }
      throw firstError.parseError(file: file, bytes: bytes, lines: lines)
        ?? error(from: context, file: file, bytes: bytes, lines: lines)
    }
    defer { xmlFreeDoc(document) }
    guard let root = xmlDocGetRootElement(document) else {
      throw ParseError(location: file.location(.start), message: "the document has no root element")
    }
    var scanner = XMLTagScanner(bytes: bytes)
    let tags = scanner.scan()
    var builder = TreeBuilder(tags: tags, lines: lines)
    return builder.build(root)
  }

  private static func error(
    from context: xmlParserCtxtPtr, file: SourceFile, bytes: [UInt8], lines: LineTable
  ) -> ParseError {
    guard let last = xmlCtxtGetLastError(context), let cMessage = last.pointee.message else {
      return ParseError(location: file.location(.start), message: "malformed XML")
    }
    let message = String(cString: cMessage).trimmingWhitespace()
    let position = SourcePosition(line: Int(last.pointee.line), column: Int(last.pointee.int2))
    return ParseError(
      location: file.location(LibXML2.position(position, in: bytes, lines: lines)), message: "malformed XML: \(message)"
    )
  }
}

/// Keeps the first error libxml2 reports: later ones are consequences, such as "Premature
/// end of data" after a tag mismatch.
private final class FirstXMLError {
  private var message: String?
  private var position = SourcePosition.start

  func record(_ error: xmlError) {
    guard message == nil, error.level.rawValue >= XML_ERR_ERROR.rawValue, let text = error.message else { return }
    message = String(cString: text).trimmingWhitespace()
    position = SourcePosition(line: Int(error.line), column: Int(error.int2))
  }

  func parseError(file: SourceFile, bytes: [UInt8], lines: LineTable) -> ParseError? {
    guard let message else { return nil }
    let text: String
    if message.hasPrefix("Excessive depth in document") {
      text =
        "elements are nested more than 256 levels deep, which no real manifest or property list is; reading stopped"
    } else if message.hasPrefix("Detected an entity reference loop") || message.contains("amplification") {
      text = "entities expand without bound (an entity-expansion bomb); permlint never expands entities"
    } else if message.hasPrefix("Input is not proper UTF-8") {
      text =
        "the file is not valid UTF-8 (\(message.drop { $0 != "B" })); save it as UTF-8 or declare its real encoding"
    } else {
      text = message
    }
    // libxml2 places entity errors inside the entity's own text; the cause is the DOCTYPE.
    let located =
      text.hasPrefix("entities expand")
      ? lines.position(ofOffset: LibXML2.offset(of: Array("<!DOCTYPE".utf8), in: bytes) ?? 0)
      : LibXML2.position(position, in: bytes, lines: lines)
    return ParseError(location: file.location(located), message: "malformed XML: \(text)")
  }
}

/// Walks libxml2's tree in document order and pairs each element with its scanned tag.
private struct TreeBuilder {
  let tags: [XMLTagScanner.Tag]
  let lines: LineTable
  var nextTag = 0

  init(tags: [XMLTagScanner.Tag], lines: LineTable) {
    self.tags = tags
    self.lines = lines
  }

  mutating func build(_ node: xmlNodePtr) -> ParsedXMLElement {
    let tag = nextTag < tags.count ? tags[nextTag] : nil
    nextTag += 1
    let position =
      tag.map { lines.position(ofRange: $0.start..<max($0.start, $0.end)) }
      ?? SourcePosition(line: Int(xmlGetLineNo(node)), column: 1)
    var attributes: [XMLAttribute] = []
    var property = node.pointee.properties
    while let attribute = property {
      let name = LibXML2.string(attribute.pointee.name)
      let prefix = attribute.pointee.ns.flatMap { LibXML2.optionalString($0.pointee.prefix) }
      let qualified = prefix.map { "\($0):\(name)" } ?? name
      let scanned = tag?.attributes.first { $0.qualifiedName == qualified }
      attributes.append(
        XMLAttribute(
          name: name,
          namespaceURI: attribute.pointee.ns.flatMap { LibXML2.namespaceURI($0.pointee.href) },
          value: LibXML2.text(of: attribute.pointee.children),
          position: scanned.map { lines.position(ofRange: $0.nameOffset..<min($0.valueEnd + 1, lines.byteCount)) }
            ?? position,
          valuePosition: scanned.map { lines.position(ofRange: $0.valueOffset..<$0.valueEnd) } ?? position,
          prefix: prefix))
      property = attribute.pointee.next
    }
    var children: [ParsedXMLElement] = []
    var text = ""
    var child = node.pointee.children
    while let current = child {
      switch current.pointee.type {
      case XML_ELEMENT_NODE:
        children.append(build(current))
      case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
        text += LibXML2.optionalString(current.pointee.content) ?? ""
      case XML_ENTITY_REF_NODE:
        text += "&\(LibXML2.string(current.pointee.name));"
      default:
        break
      }
      child = current.pointee.next
    }
    var element = ParsedXMLElement(
      name: LibXML2.string(node.pointee.name),
      namespaceURI: node.pointee.ns.flatMap { LibXML2.namespaceURI($0.pointee.href) },
      position: position,
      attributes: attributes,
      children: children,
      text: text)
    if let tag {
      element.indentation = lines.indentation(before: tag.start)
      element.lineBreak = lines.lineBreak
      // Only an element that declares namespaces (the root, as a rule) gets the place after its
      // attributes, where a fix declares another: every element of a plist need not.
      let prefixes = tag.attributes.lazy.map(\.qualifiedName).filter { $0.hasPrefix("xmlns:") }
      if !prefixes.isEmpty {
        element.declaredPrefixes = Set(prefixes.map { String($0.dropFirst(6)) })
        if let last = tag.attributes.max(by: { $0.valueEnd < $1.valueEnd }) {
          element.attributesEnd = lines.position(ofOffset: min(last.valueEnd + 1, lines.byteCount))
        }
      }
    }
    return element
  }
}

/// Small helpers over libxml2's C API.
enum LibXML2 {
  private static let initialized: Bool = {
    xmlInitParser()
    return true
  }()

  /// libxml2 must be initialized once before it is used from several threads.
  static func initializeOnce() {
    _ = initialized
  }

  static func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
    optionalString(pointer) ?? ""
  }

  static func optionalString(_ pointer: UnsafePointer<xmlChar>?) -> String? {
    pointer.map { String(cString: $0) }
  }

  /// A namespace URI, one shared copy per distinct URI: every `android:` attribute of every
  /// manifest names the same one.
  static func namespaceURI(_ pointer: UnsafePointer<xmlChar>?) -> String? {
    optionalString(pointer).map(StringInterner.intern)
  }

  static func optionalString(_ pointer: UnsafeMutablePointer<xmlChar>?) -> String? {
    pointer.map { String(cString: $0) }
  }

  /// libxml2 counts lines by LF only; map its line and byte column to `LineTable`'s
  /// position, which also ends lines at a lone CR.
  static func position(_ reported: SourcePosition, in bytes: [UInt8], lines: LineTable) -> SourcePosition {
    var offset = 0
    var line = 1
    while line < reported.line, offset < bytes.count {
      if bytes[offset] == 0x0A { line += 1 }
      offset += 1
    }
    return lines.position(ofOffset: min(bytes.count, offset + reported.column - 1))
  }

  /// The offset of the first occurrence of `needle` in `bytes`.
  static func offset(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
    guard !needle.isEmpty, bytes.count >= needle.count else { return nil }
    for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
      if bytes[start..<start + needle.count].elementsEqual(needle) { return start }
    }
    return nil
  }

  /// The text of a node list (an attribute's value), keeping unexpanded entity references.
  static func text(of first: xmlNodePtr?) -> String {
    var result = ""
    var node = first
    while let current = node {
      if current.pointee.type == XML_ENTITY_REF_NODE {
        result += "&\(string(current.pointee.name));"
      } else {
        result += optionalString(current.pointee.content) ?? ""
      }
      node = current.pointee.next
    }
    return result
  }
}
