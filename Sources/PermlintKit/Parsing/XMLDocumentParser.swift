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
    var folder = ElementTreeFolder()
    return try parse(file, folding: &folder)
  }

  /// Parses a file and folds each element into `Folder.Node` as it ends, so that no element
  /// tree is built when the caller wants another form (a property list's values); throws the
  /// document's first XML error.
  static func parse<Folder: XMLElementFolder>(
    _ file: SourceFile, folding folder: inout Folder
  ) throws(ParseError) -> Folder.Node {
    let decoded = TextDecoding.utf8(file.bytes)
    let bytes = decoded.bytes
    if let error = TextDecoding.nulByteError(in: bytes, file: file) { throw error }
    let lines = LineTable(utf8: bytes)
    guard bytes.contains(where: { !XMLTagScanner.isSpace($0) }) else {
      throw ParseError(location: file.location(.start), message: "the file is empty; expected an XML document")
    }
    LibXML2.initializeOnce()
    let firstError = FirstXMLError()
    let options = Int32(
      XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
        | XML_PARSE_NOCDATA.rawValue)
    // Once transcoded to UTF-8, the text's own encoding declaration no longer holds.
    let encoding: String? = decoded.encoding == .utf8 ? nil : "UTF-8"
    // The reader streams: libxml2 keeps only the open elements, not a tree of the whole
    // document beside permlint's own (a 50 MB property list took a gigabyte that way).
    return try bytes.withUnsafeBufferPointer { buffer throws(ParseError) -> Folder.Node in
      let reader = buffer.withMemoryRebound(to: CChar.self) { chars in
        xmlReaderForMemory(chars.baseAddress, Int32(chars.count), file.path, encoding, options)
      }
      guard let reader else {
        throw ParseError(location: file.location(.start), message: "libxml2 could not allocate a parser")
      }
      defer { xmlFreeTextReader(reader) }
      xmlTextReaderSetStructuredErrorHandler(
        reader,
        { userData, error in
          guard let userData, let error else { return }
          Unmanaged<FirstXMLError>.fromOpaque(userData).takeUnretainedValue().record(error.pointee)
        }, Unmanaged.passUnretained(firstError).toOpaque())
      var scanner = XMLTagScanner(bytes: bytes)
      var builder = TreeBuilder<Folder>(tags: scanner.scan(), lines: lines)
      var root: Folder.Node?
      while true {
        let status = xmlTextReaderRead(reader)
        if status == 0 { break }
        guard status == 1 else {
          // The reader words the end of a truncated document as "Extra content at the end of
          // the document"; libxml2's tree parser says what is missing ("Premature end of data
          // in tag string"). Malformed files are few: they are parsed again for its words.
          throw treeParserError(bytes, file: file, encoding: encoding, options: options, lines: lines)
            ?? firstError.parseError(file: file, bytes: bytes, lines: lines)
            ?? ParseError(location: file.location(.start), message: "malformed XML")
        }
        if let finished = builder.take(reader, folder: &folder) { root = finished }
      }
      guard let root else {
        throw ParseError(location: file.location(.start), message: "the document has no root element")
      }
      return root
    }
  }
}

extension XMLDocumentParser {
  /// The first error libxml2's tree parser reports for a document the reader refused, or
  /// `nil` if it accepts it.
  fileprivate static func treeParserError(
    _ bytes: [UInt8], file: SourceFile, encoding: String?, options: Int32, lines: LineTable
  ) -> ParseError? {
    guard let context = xmlNewParserCtxt() else { return nil }
    defer { xmlFreeParserCtxt(context) }
    let firstError = FirstXMLError()
    context.pointee._private = Unmanaged.passUnretained(firstError).toOpaque()
    context.pointee.sax.pointee.serror = { userData, error in
      guard let userData, let error else { return }
      let context = userData.assumingMemoryBound(to: xmlParserCtxt.self)
      guard let box = context.pointee._private else { return }
      Unmanaged<FirstXMLError>.fromOpaque(box).takeUnretainedValue().record(error.pointee)
    }
    let document = bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        xmlCtxtReadMemory(context, chars.baseAddress, Int32(chars.count), file.path, encoding, options)
      }
    }
    if let document { xmlFreeDoc(document) }
    guard document == nil || context.pointee.wellFormed == 0 else { return nil }
    if let recorded = firstError.parseError(file: file, bytes: bytes, lines: lines) { return recorded }
    guard let last = xmlCtxtGetLastError(context), let cMessage = last.pointee.message else { return nil }
    let position = SourcePosition(line: Int(last.pointee.line), column: Int(last.pointee.int2))
    return ParseError(
      location: file.location(LibXML2.position(position, in: bytes, lines: lines)),
      message: "malformed XML: \(String(cString: cMessage).trimmingWhitespace())")
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

/// Turns each element, once it ends, into the node its parent keeps; children are added to
/// their parent's partial form as they end, so no list of every child need be kept.
protocol XMLElementFolder {
  associatedtype Node
  associatedtype Partial
  /// The partial form of an element that just started.
  func start(_ element: ParsedXMLElement) -> Partial
  /// Adds a child's node to its parent's partial form; `parentName` is the parent's name.
  mutating func add(_ child: Node, to partial: inout Partial, parentName: String)
  /// The node for an element (its `children` empty) from its partial form. A folder that
  /// finds a mistake keeps it in the node (a property list's errors travel with their
  /// element), so that the document is read to its end and an XML error after it wins.
  mutating func fold(_ element: ParsedXMLElement, _ partial: Partial) -> Node
}

/// Keeps elements as a tree of `ParsedXMLElement`s.
struct ElementTreeFolder: XMLElementFolder {
  func start(_ element: ParsedXMLElement) -> [ParsedXMLElement] { [] }

  func add(_ child: ParsedXMLElement, to partial: inout [ParsedXMLElement], parentName: String) {
    partial.append(child)
  }

  func fold(_ element: ParsedXMLElement, _ partial: [ParsedXMLElement]) -> ParsedXMLElement {
    var element = element
    element.children = partial.fitted()
    return element
  }
}

/// Builds elements from the reader's events in document order and pairs each element with
/// its scanned tag; only the open elements and their folded children are held.
private struct TreeBuilder<Folder: XMLElementFolder> {
  let tags: [XMLTagScanner.Tag]
  let lines: LineTable
  var nextTag = 0
  /// The elements started and not yet ended, outermost first, with their folded children.
  var open: [ParsedXMLElement] = []
  var partials: [Folder.Partial] = []

  init(tags: [XMLTagScanner.Tag], lines: LineTable) {
    self.tags = tags
    self.lines = lines
  }

  /// Takes the reader's current node; returns the root's node once it ends.
  mutating func take(_ reader: xmlTextReaderPtr, folder: inout Folder) -> Folder.Node? {
    switch xmlTextReaderNodeType(reader) {
    case Int32(XML_READER_TYPE_ELEMENT.rawValue):
      guard let node = xmlTextReaderCurrentNode(reader) else { return nil }
      let element = start(node)
      partials.append(folder.start(element))
      open.append(element)
      return xmlTextReaderIsEmptyElement(reader) == 1 ? end(folder: &folder) : nil
    case Int32(XML_READER_TYPE_END_ELEMENT.rawValue):
      return end(folder: &folder)
    case Int32(XML_READER_TYPE_TEXT.rawValue), Int32(XML_READER_TYPE_CDATA.rawValue),
      Int32(XML_READER_TYPE_WHITESPACE.rawValue), Int32(XML_READER_TYPE_SIGNIFICANT_WHITESPACE.rawValue):
      guard !open.isEmpty, let value = xmlTextReaderConstValue(reader) else { return nil }
      open[open.count - 1].text += String(cString: value)
      return nil
    case Int32(XML_READER_TYPE_ENTITY_REFERENCE.rawValue):
      guard !open.isEmpty, let name = xmlTextReaderConstName(reader) else { return nil }
      open[open.count - 1].text += "&\(String(cString: name));"
      return nil
    default:
      return nil
    }
  }

  /// Closes the innermost open element: its node becomes its parent's child, or the root.
  private mutating func end(folder: inout Folder) -> Folder.Node? {
    guard let element = open.popLast(), let partial = partials.popLast() else { return nil }
    let node = folder.fold(element, partial)
    guard !open.isEmpty else { return node }
    // Only the parent's name is handed on: `open.last`, and then `open[open.count - 1]` as an
    // argument beside the partial's inout access, copied the element, every attribute and
    // string of it retained and released, for each element of every plist (issue 23).
    folder.add(node, to: &partials[partials.count - 1], parentName: open[open.count - 1].name)
    return nil
  }

  private mutating func start(_ node: xmlNodePtr) -> ParsedXMLElement {
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
    var element = ParsedXMLElement(
      name: LibXML2.string(node.pointee.name),
      namespaceURI: node.pointee.ns.flatMap { LibXML2.namespaceURI($0.pointee.href) },
      position: position,
      attributes: attributes,
      children: [],
      text: "")
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
