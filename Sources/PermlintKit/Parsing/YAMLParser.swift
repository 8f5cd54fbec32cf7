import CYaml

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads YAML with libyaml into `YAMLNode`s that keep their positions.
///
/// The tree is built with an explicit stack, so deep nesting cannot overflow the call stack;
/// nesting and alias expansion are bounded so that hostile input fails fast at its own node.
@_spi(Testing) public enum YAMLParser {
  /// Deepest nesting accepted.
  public static let maximumDepth = 256
  /// Most nodes that aliases may add by expansion.
  public static let maximumAliasExpansion = 100_000

  /// Parses the first document of a file.
  public static func parse(_ file: SourceFile) throws(ParseError) -> YAMLDocument {
    let bytes = TextDecoding.utf8(file.bytes).bytes
    if let error = TextDecoding.nulByteError(in: bytes, file: file) { throw error }
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) != 0 else {
      throw ParseError(location: file.location(.start), message: "libyaml could not allocate a parser")
    }
    defer { yaml_parser_delete(&parser) }
    return try bytes.withUnsafeBufferPointer { buffer throws(ParseError) in
      yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
      var builder = YAMLTreeBuilder(file: file, bytes: bytes)
      while true {
        var event = yaml_event_t()
        guard yaml_parser_parse(&parser, &event) != 0 else {
          throw parserError(parser, file: file, builder: &builder)
        }
        defer { yaml_event_delete(&event) }
        if event.type == YAML_STREAM_END_EVENT { break }
        if event.type == YAML_DOCUMENT_START_EVENT, builder.root != nil {
          // permlint reads one document per file; a second one would be silently lost.
          builder.problems.append(
            ParseError(
              location: file.location(builder.position(event.start_mark)),
              message: "a second YAML document starts here; permlint reads only the first, so merge them or "
                + "remove the `---` separator"))
          break
        }
        try builder.consume(event)
      }
      return YAMLDocument(root: builder.root, problems: builder.problems)
    }
  }

  private static func parserError(
    _ parser: yaml_parser_t, file: SourceFile, builder: inout YAMLTreeBuilder
  ) -> ParseError {
    let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
    let context = parser.context.map { " \(String(cString: $0))" } ?? ""
    // An encoding error comes from libyaml's reader, which says where by byte offset
    // (`problem_offset`) and leaves `problem_mark` at the start of the file.
    let position =
      parser.error == YAML_READER_ERROR
      ? builder.position(ofByte: Int(parser.problem_offset)) : builder.position(parser.problem_mark)
    return ParseError(location: file.location(position), message: "malformed YAML: \(problem)\(context)")
  }
}

/// Turns libyaml's event stream into a tree.
private struct YAMLTreeBuilder {
  /// An open sequence or mapping, mutated in place on the stack so that appending never
  /// copies the items gathered so far.
  private struct Frame {
    var isMapping: Bool
    var position: SourcePosition
    var startOffset: Int
    var isFlow: Bool
    var anchor: String?
    var items: [YAMLNode] = []
    var pairs: [YAMLPair] = []
    var pendingKey: YAMLNode?
  }

  let file: SourceFile
  let bytes: [UInt8]
  let lines: LineTable
  /// The byte offset of the last mark converted, so that converting marks in document order
  /// is linear overall.
  private var cursor = (index: 0, offset: 0)
  var root: YAMLNode?
  var problems: [ParseError] = []
  private var stack: [Frame] = []
  private var anchors: [String: (node: YAMLNode, size: Int)] = [:]
  private var expanded = 0

  init(file: SourceFile, bytes: [UInt8]) {
    self.file = file
    self.bytes = bytes
    self.lines = LineTable(utf8: bytes)
  }

  /// The byte offset of a libyaml mark. The mark's character index is used, not its line:
  /// libyaml counts a line twice after a quoted scalar that spans lines inside a flow
  /// collection, while the index stays exact.
  private mutating func offset(_ mark: yaml_mark_t) -> Int {
    let target = Int(mark.index)
    if target < cursor.index { cursor = (0, 0) }
    while cursor.index < target, cursor.offset < bytes.count {
      cursor.offset += 1
      while cursor.offset < bytes.count, bytes[cursor.offset] & 0xC0 == 0x80 { cursor.offset += 1 }
      cursor.index += 1
    }
    return cursor.offset
  }

  /// The full position (with its UTF-16 column) of a libyaml mark.
  mutating func position(_ mark: yaml_mark_t) -> SourcePosition {
    lines.position(ofOffset: offset(mark))
  }

  /// The position of a byte offset into the file.
  func position(ofByte offset: Int) -> SourcePosition {
    lines.position(ofOffset: min(max(0, offset), bytes.count))
  }

  /// The position of the token between two marks, with its end.
  private mutating func position(from start: yaml_mark_t, to end: yaml_mark_t) -> SourcePosition {
    let startOffset = offset(start)
    return lines.position(ofRange: startOffset..<max(startOffset, offset(end)))
  }

  mutating func consume(_ event: yaml_event_t) throws(ParseError) {
    let startOffset = offset(event.start_mark)
    let position = lines.position(ofOffset: startOffset)
    switch event.type {
    case YAML_SCALAR_EVENT:
      let data = event.data.scalar
      let value = String(decoding: UnsafeBufferPointer(start: data.value, count: data.length), as: UTF8.self)
      let node = YAMLNode(
        kind: .scalar(value, isPlain: data.style == YAML_PLAIN_SCALAR_STYLE),
        position: self.position(from: event.start_mark, to: event.end_mark))
      if let name = Self.string(data.anchor) { anchors[name] = (node, 1) }
      add(node)
    case YAML_SEQUENCE_START_EVENT:
      try checkDepth(position)
      stack.append(
        Frame(
          isMapping: false, position: position, startOffset: startOffset,
          isFlow: event.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE,
          anchor: Self.string(event.data.sequence_start.anchor)))
    case YAML_MAPPING_START_EVENT:
      try checkDepth(position)
      stack.append(
        Frame(
          isMapping: true, position: position, startOffset: startOffset,
          isFlow: event.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE,
          anchor: Self.string(event.data.mapping_start.anchor)))
    case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
      guard var frame = stack.popLast() else { return }
      // A flow collection ends at its closing bracket; a block one ends where the next
      // token starts, which is not part of it, so its end stays unknown.
      if frame.isFlow {
        frame.position = lines.position(ofRange: frame.startOffset..<max(frame.startOffset, offset(event.end_mark)))
      }
      let node: YAMLNode
      if frame.isMapping {
        node = YAMLNode(kind: .mapping(frame.pairs), position: frame.position)
        reportDuplicateKeys(frame.pairs)
      } else {
        node = YAMLNode(kind: .sequence(frame.items), position: frame.position)
      }
      if let anchor = frame.anchor { anchors[anchor] = (node, Self.size(of: node)) }
      add(node)
    case YAML_ALIAS_EVENT:
      let name = Self.string(event.data.alias.anchor) ?? ""
      guard let target = anchors[name] else {
        throw ParseError(location: file.location(position), message: "alias *\(name) refers to no anchor")
      }
      expanded += target.size
      if expanded > YAMLParser.maximumAliasExpansion {
        throw ParseError(
          location: file.location(position),
          message: "alias *\(name) expands the document past \(YAMLParser.maximumAliasExpansion) nodes; "
            + "aliases nested this way are refused as an expansion bomb")
      }
      var node = target.node
      node.position = self.position(from: event.start_mark, to: event.end_mark)
      add(node)
    default:
      break
    }
  }

  private mutating func checkDepth(_ position: SourcePosition) throws(ParseError) {
    if stack.count >= YAMLParser.maximumDepth {
      throw ParseError(
        location: file.location(position),
        message: "nesting is deeper than \(YAMLParser.maximumDepth) levels; flatten the document")
    }
  }

  private mutating func add(_ node: YAMLNode) {
    guard !stack.isEmpty else {
      if root == nil { root = node }
      return
    }
    let top = stack.count - 1
    if !stack[top].isMapping {
      stack[top].items.append(node)
    } else if let key = stack[top].pendingKey {
      stack[top].pairs.append(YAMLPair(key: key, value: node))
      stack[top].pendingKey = nil
    } else {
      stack[top].pendingKey = node
    }
  }

  private mutating func reportDuplicateKeys(_ pairs: [YAMLPair]) {
    var seen: [String: SourcePosition] = [:]
    for pair in pairs {
      guard let key = pair.key.scalar else { continue }
      if let first = seen[key] {
        problems.append(
          ParseError(
            location: file.location(pair.key.position),
            message: "duplicate key '\(key)' (first defined at line \(first.line)); the later value would silently win")
        )
      } else {
        seen[key] = pair.key.position
      }
    }
  }

  private static func size(of node: YAMLNode) -> Int {
    var total = 0
    var pending = [node]
    while let next = pending.popLast() {
      total += 1
      switch next.kind {
      case .scalar: break
      case .sequence(let items): pending.append(contentsOf: items)
      case .mapping(let pairs):
        for pair in pairs {
          pending.append(pair.key)
          pending.append(pair.value)
        }
      }
      if total > YAMLParser.maximumAliasExpansion { break }
    }
    return total
  }

  private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    pointer.map { String(cString: $0) }
  }
}
