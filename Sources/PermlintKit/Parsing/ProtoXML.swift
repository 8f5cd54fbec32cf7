/// An Android App Bundle's manifest (`base/manifest/AndroidManifest.xml`): aapt2's `XmlNode`
/// message (`Resources.proto`) in protocol buffers, decoded back to XML text
/// (`ManifestXMLWriter`). Only the fields a manifest needs are read; others are skipped by
/// their wire type. Lengths, varints and nesting are bounded.
///
///     XmlNode      { XmlElement element = 1; string text = 2; SourcePosition source = 3; }
///     XmlElement   { repeated XmlNamespace namespace_declaration = 1; string namespace_uri = 2;
///                    string name = 3; repeated XmlAttribute attribute = 4; repeated XmlNode child = 5; }
///     XmlNamespace { string prefix = 1; string uri = 2; }
///     XmlAttribute { string namespace_uri = 1; string name = 2; string value = 3;
///                    uint32 resource_id = 5; Item compiled_item = 6; }
///     Item         { Primitive prim = 7; … }   Primitive { int32 int_decimal_value = 6;
///                    uint32 int_hexadecimal_value = 7; bool boolean_value = 8; … }
///     SourcePosition { uint32 line_number = 1; }
@_spi(Testing) public enum ProtoXML {
  /// Whether bytes may be an `XmlNode`: its first field is the element (field 1, length).
  static func isProtoXML(_ bytes: [UInt8]) -> Bool { bytes.first == 0x0A }

  /// The document as XML text.
  public static func decode(_ bytes: [UInt8]) throws(BinaryInput.Failure) -> String {
    var writer = ManifestXMLWriter()
    let fields = try ProtoFields.read(bytes[...])
    guard let element = fields.first(where: { $0.number == 1 })?.bytes else {
      throw BinaryInput.Failure(message: "the manifest holds no root element", offset: 0)
    }
    try writeElement(element, line: line(of: fields), into: &writer, depth: 0)
    return writer.text
  }

  private static func line(of node: [ProtoFields.Field]) throws(BinaryInput.Failure) -> Int {
    guard let source = node.first(where: { $0.number == 3 })?.bytes else { return 0 }
    return Int(clamping: try ProtoFields.read(source).first { $0.number == 1 }?.varint ?? 0)
  }

  private static func writeElement(
    _ bytes: ArraySlice<UInt8>, line: Int, into writer: inout ManifestXMLWriter, depth: Int
  ) throws(BinaryInput.Failure) {
    guard depth < ManifestXMLWriter.maximumDepth else {
      throw BinaryInput.Failure(
        message: "elements nest deeper than \(ManifestXMLWriter.maximumDepth) levels", offset: 0)
    }
    let fields = try ProtoFields.read(bytes)
    for declaration in fields where declaration.number == 1 {
      let parts = try ProtoFields.read(declaration.bytes ?? [])
      writer.declare(prefix: parts.string(1), uri: parts.string(2))
    }
    let namespace = fields.string(2)
    let name = fields.string(3)
    var attributes: [(namespace: String, name: String, value: String)] = []
    for field in fields where field.number == 4 {
      let parts = try ProtoFields.read(field.bytes ?? [])
      var attributeName = parts.string(2)
      if let id = parts.first(where: { $0.number == 5 })?.varint,
        let known = ManifestXMLWriter.attributeNames[Int(clamping: id)]
      {
        attributeName = known
      }
      var value = parts.string(3)
      if value.isEmpty, let item = parts.first(where: { $0.number == 6 })?.bytes {
        value = try compiled(item, attribute: attributeName)
      }
      attributes.append((parts.string(1), attributeName, value))
    }
    try writer.start(name: name, namespace: namespace, attributes: attributes, sourceLine: line)
    for child in fields where child.number == 5 {
      let node = try ProtoFields.read(child.bytes ?? [])
      guard let element = node.first(where: { $0.number == 1 })?.bytes else { continue }
      try writeElement(element, line: try self.line(of: node), into: &writer, depth: depth + 1)
    }
    writer.end(name: name, namespace: namespace)
  }

  /// A compiled value: a primitive's number or boolean, or a string item's text.
  private static func compiled(_ item: ArraySlice<UInt8>, attribute: String) throws(BinaryInput.Failure) -> String {
    let fields = try ProtoFields.read(item)
    if let string = fields.first(where: { $0.number == 2 })?.bytes {
      return try ProtoFields.read(string).string(1)
    }
    guard let primitive = fields.first(where: { $0.number == 7 })?.bytes else { return "" }
    for field in try ProtoFields.read(primitive) {
      guard let number = field.varint else { continue }
      switch field.number {
      case 6: return ManifestXMLWriter.integer(Int(Int32(truncatingIfNeeded: number)), attribute: attribute)
      case 7: return ManifestXMLWriter.integer(Int(UInt32(truncatingIfNeeded: number)), attribute: attribute)
      case 8: return number != 0 ? "true" : "false"
      default: continue
      }
    }
    return ""
  }
}

/// The fields of one protocol-buffer message, each a varint or a length-delimited slice.
enum ProtoFields {
  struct Field {
    var number: Int
    var varint: UInt64?
    var bytes: ArraySlice<UInt8>?
  }

  /// Hard limit on the fields of one message.
  static let maximumFields = 1_000_000

  static func read(_ bytes: ArraySlice<UInt8>) throws(BinaryInput.Failure) -> [Field] {
    var fields: [Field] = []
    var index = bytes.startIndex
    func varint() throws(BinaryInput.Failure) -> UInt64 {
      var value: UInt64 = 0
      for shift in stride(from: 0, to: 64, by: 7) {
        guard index < bytes.endIndex else {
          throw BinaryInput.Failure(message: "a varint runs past the end of its message", offset: index)
        }
        let byte = bytes[index]
        index += 1
        value |= UInt64(byte & 0x7F) << UInt64(shift)
        if byte & 0x80 == 0 { return value }
      }
      throw BinaryInput.Failure(message: "a varint is longer than 10 bytes", offset: index)
    }
    while index < bytes.endIndex {
      let key = try varint()
      let number = Int(key >> 3)
      switch key & 7 {
      case 0:
        fields.append(Field(number: number, varint: try varint()))
      case 1, 5:
        let size = key & 7 == 1 ? 8 : 4
        guard bytes.endIndex - index >= size else {
          throw BinaryInput.Failure(message: "field \(number) runs past the end of its message", offset: index)
        }
        index += size
      case 2:
        let length = try varint()
        guard length <= UInt64(bytes.endIndex - index) else {
          throw BinaryInput.Failure(
            message: "field \(number) claims \(length) bytes, past the end of its message", offset: index)
        }
        fields.append(Field(number: number, bytes: bytes[index..<index + Int(length)]))
        index += Int(length)
      default:
        throw BinaryInput.Failure(message: "field \(number) has wire type \(key & 7), which is not read", offset: index)
      }
      guard fields.count <= maximumFields else {
        throw BinaryInput.Failure(message: "a message holds more than \(maximumFields) fields", offset: index)
      }
    }
    return fields
  }
}

extension [ProtoFields.Field] {
  /// The text of the first length-delimited field `number`, or "".
  func string(_ number: Int) -> String {
    guard let bytes = first(where: { $0.number == number })?.bytes else { return "" }
    return String(decoding: bytes, as: UTF8.self)
  }
}
