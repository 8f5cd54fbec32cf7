/// A parsed YAML tree written as text that reads back without parsing YAML: the form in which
/// `permlint-dev generate` embeds the catalog (`Generated/EmbeddedRuleData.swift`). Parsing
/// and checking the 150 KB of `rules/*.yml` took 5 ms of every start-up (issue 23); reading
/// this builds the same nodes, positions included, in a fraction of it.
///
/// Each node, depth first: its kind (`p` a plain scalar, `q` any other scalar, `s` a sequence,
/// `m` a mapping; upper case when its position has an end), then numbers, each ended by `,`:
/// its line less the previous node's line, its column, its UTF-16 column less its column and,
/// with an end, the end's line less the node's line, the end's column and the end's UTF-16
/// column less the end's column. Then a scalar's length in UTF-8 bytes and its bytes, or a
/// sequence's count of items or a mapping's count of pairs and those nodes (a pair is its key,
/// then its value). Differences keep the numbers short: most are 0.
enum YAMLTreeArchive {
  /// The archive of `node`.
  static func encode(_ node: YAMLNode) -> String {
    var writer = Writer()
    writer.write(node)
    return writer.output
  }

  /// The tree `text` holds, or `nil` when it is not an archive of exactly one tree.
  static func decode(_ text: String) -> YAMLNode? {
    var text = text
    return text.withUTF8 { bytes in
      var reader = Reader(bytes: bytes)
      guard let node = reader.node(), reader.index == bytes.count else { return nil }
      return node
    }
  }

  private struct Writer {
    var output = ""
    var line = 0

    mutating func write(_ node: YAMLNode) {
      let position = node.position
      let end = position.end
      let kind: String
      switch node.kind {
      case .scalar(_, let isPlain): kind = isPlain ? "p" : "q"
      case .sequence: kind = "s"
      case .mapping: kind = "m"
      }
      output += end == nil ? kind : kind.uppercased()
      number(position.line - line)
      line = position.line
      number(position.column)
      number(position.utf16Column - position.column)
      if let end {
        number(end.line - position.line)
        number(end.column)
        number(end.utf16Column - end.column)
      }
      switch node.kind {
      case .scalar(let value, _):
        number(value.utf8.count)
        output += value
      case .sequence(let items):
        number(items.count)
        for item in items { write(item) }
      case .mapping(let pairs):
        number(pairs.count)
        for pair in pairs {
          write(pair.key)
          write(pair.value)
        }
      }
    }

    mutating func number(_ value: Int) {
      output += String(value)
      output += ","
    }
  }

  private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var line = 0

    mutating func node() -> YAMLNode? {
      guard index < bytes.count else { return nil }
      let kind = bytes[index]
      index += 1
      let hasEnd = kind >= UInt8(ascii: "A") && kind <= UInt8(ascii: "Z")
      guard let lineDelta = number(), let column = number(), let utf16Offset = number() else { return nil }
      line += lineDelta
      var position = SourcePosition(line: line, column: column, utf16Column: column + utf16Offset)
      if hasEnd {
        guard let endLine = number(), let endColumn = number(), let endUTF16Offset = number() else { return nil }
        position.end = SourceEnd(
          line: position.line + endLine, column: endColumn, utf16Column: endColumn + endUTF16Offset)
      }
      guard let count = number(), count >= 0 else { return nil }
      switch kind | 0x20 {  // lower case
      case UInt8(ascii: "p"), UInt8(ascii: "q"):
        guard count <= bytes.count - index else { return nil }
        let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<index + count]), as: UTF8.self)
        index += count
        return YAMLNode(kind: .scalar(value, isPlain: kind | 0x20 == UInt8(ascii: "p")), position: position)
      case UInt8(ascii: "s"):
        var items: [YAMLNode] = []
        items.reserveCapacity(count)
        for _ in 0..<count {
          guard let item = node() else { return nil }
          items.append(item)
        }
        return YAMLNode(kind: .sequence(items), position: position)
      case UInt8(ascii: "m"):
        var pairs: [YAMLPair] = []
        pairs.reserveCapacity(count)
        for _ in 0..<count {
          guard let key = node(), let value = node() else { return nil }
          pairs.append(YAMLPair(key: key, value: value))
        }
        return YAMLNode(kind: .mapping(pairs), position: position)
      default:
        return nil
      }
    }

    /// A decimal number, perhaps negative, and the `,` that ends it.
    mutating func number() -> Int? {
      var negative = false
      if index < bytes.count, bytes[index] == UInt8(ascii: "-") {
        negative = true
        index += 1
      }
      var value = 0
      var digits = 0
      while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
        // A generated archive holds no number near the limit; a corrupt one must not trap.
        guard digits < 18 else { return nil }
        value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
        digits += 1
        index += 1
      }
      guard digits > 0, index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
      index += 1
      return negative ? -value : value
    }
  }
}
