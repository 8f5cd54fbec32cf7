/// Android's binary XML (`ResXMLTree`), the form of an APK's `AndroidManifest.xml`: a string
/// pool, a map from attribute names to resource ids, and start and end element chunks. Decoded
/// back to XML text (`ManifestXMLWriter`). Every offset and count is checked; a bad string
/// index, a chunk that runs past the file or a string pool that lies is a `Failure` naming the
/// byte offset.
@_spi(Testing) public enum AndroidBinaryXML {
  /// Whether bytes start with the binary XML chunk header (`RES_XML_TYPE`, header size 8).
  static func isBinaryXML(_ bytes: [UInt8]) -> Bool {
    bytes.count >= 8 && bytes[0] == 0x03 && bytes[1] == 0x00 && bytes[2] == 0x08 && bytes[3] == 0x00
  }

  /// Hard limits on what a header may claim.
  static let maximumStrings = 1_000_000
  static let maximumAttributes = 4_096

  /// The document as XML text.
  public static func decode(_ bytes: [UInt8]) throws(BinaryInput.Failure) -> String {
    let input = BinaryInput(bytes)
    let total = try input.u32(4, "the document's size")
    guard total <= bytes.count else {
      throw BinaryInput.Failure(
        message: "the document claims \(total) bytes but the file has \(bytes.count)", offset: 4)
    }
    var strings: [String] = []
    var resourceIDs: [Int] = []
    var writer = ManifestXMLWriter()
    var offset = 8
    var open: [String] = []
    while offset + 8 <= total {
      let type = try input.u16(offset, "a chunk's type")
      let headerSize = try input.u16(offset + 2, "a chunk's header size")
      let size = try input.u32(offset + 4, "a chunk's size")
      guard size >= 8, headerSize <= size, let end = BinaryInput.add(offset, size), end <= total else {
        throw BinaryInput.Failure(
          message: "a chunk of type \(type) has size \(size), which runs past the file", offset: offset)
      }
      func string(_ index: Int, _ what: String) throws(BinaryInput.Failure) -> String {
        if index == 0xFFFF_FFFF { return "" }
        guard index < strings.count else {
          throw BinaryInput.Failure(
            message: "\(what) names string \(index) but the string pool holds \(strings.count)", offset: offset)
        }
        return strings[index]
      }
      switch type {
      case 0x0001:
        strings = try stringPool(input, at: offset, size: size)
      case 0x0180:
        let count = (size - headerSize) / 4
        resourceIDs = []
        for index in 0..<count { resourceIDs.append(try input.u32(offset + headerSize + index * 4, "a resource id")) }
      case 0x0100:
        let prefix = try string(try input.u32(offset + 16, "a namespace's prefix"), "a namespace's prefix")
        let uri = try string(try input.u32(offset + 20, "a namespace's URI"), "a namespace's URI")
        writer.declare(prefix: prefix, uri: uri)
      case 0x0102:
        let line = try input.u32(offset + 8, "an element's line")
        let namespace = try string(try input.u32(offset + 16, "an element's namespace"), "an element's namespace")
        let name = try string(try input.u32(offset + 20, "an element's name"), "an element's name")
        let attributeStart = try input.u16(offset + 24, "an element's attribute start")
        let attributeSize = try input.u16(offset + 26, "an element's attribute size")
        let count = try input.u16(offset + 28, "an element's attribute count")
        guard count <= maximumAttributes, attributeSize >= 20 else {
          throw BinaryInput.Failure(
            message: "element <\(name)> claims \(count) attributes of \(attributeSize) bytes", offset: offset)
        }
        var attributes: [(namespace: String, name: String, value: String)] = []
        for index in 0..<count {
          let at = offset + 16 + attributeStart + index * attributeSize
          guard at + 20 <= end else {
            throw BinaryInput.Failure(message: "attribute \(index) of <\(name)> runs past its element", offset: at)
          }
          let nameIndex = try input.u32(at + 4, "an attribute's name")
          var attributeName = try string(nameIndex, "an attribute's name")
          if nameIndex < resourceIDs.count, let known = ManifestXMLWriter.attributeNames[resourceIDs[nameIndex]] {
            attributeName = known
          }
          let attributeNamespace = try string(try input.u32(at, "an attribute's namespace"), "an attribute's namespace")
          let raw = try input.u32(at + 8, "an attribute's raw value")
          let dataType = Int(try input.u8(at + 15, "an attribute's type"))
          let data = try input.u32(at + 16, "an attribute's value")
          let value: String
          if raw != 0xFFFF_FFFF {
            value = try string(raw, "an attribute's raw value")
          } else {
            value = try typed(
              dataType, data, attribute: attributeName,
              string: { index throws(BinaryInput.Failure) in
                try string(index, "an attribute's value")
              })
          }
          attributes.append((attributeNamespace, attributeName, value))
        }
        try writer.start(name: name, namespace: namespace, attributes: attributes, sourceLine: line)
        open.append(name)
      case 0x0103:
        let namespace = try string(try input.u32(offset + 16, "an end tag's namespace"), "an end tag's namespace")
        let name = try string(try input.u32(offset + 20, "an end tag's name"), "an end tag's name")
        guard open.popLast() == name else {
          throw BinaryInput.Failure(message: "end of <\(name)> does not close the open element", offset: offset)
        }
        writer.end(name: name, namespace: namespace)
      default:
        // End of a namespace, text, and chunk types a later format may add: nothing to write.
        break
      }
      offset = end
    }
    guard open.isEmpty else {
      throw BinaryInput.Failure(message: "the document ends with <\(open.last ?? "")> still open", offset: offset)
    }
    return writer.text
  }

  /// A typed value (`Res_value`) as text.
  private static func typed(
    _ type: Int, _ data: Int, attribute: String, string: (Int) throws(BinaryInput.Failure) -> String
  ) throws(BinaryInput.Failure) -> String {
    switch type {
    case 0x03: return try string(data)
    case 0x10: return ManifestXMLWriter.integer(Int(Int32(truncatingIfNeeded: data)), attribute: attribute)
    case 0x11: return ManifestXMLWriter.integer(data, attribute: attribute)
    case 0x12: return data != 0 ? "true" : "false"
    case 0x01: return "@0x" + String(data, radix: 16)
    case 0x02: return "?0x" + String(data, radix: 16)
    case 0x04: return String(Float(bitPattern: UInt32(truncatingIfNeeded: data)))
    default: return String(data)
    }
  }

  /// The strings of a string pool chunk (UTF-8 or UTF-16).
  private static func stringPool(_ input: BinaryInput, at chunk: Int, size: Int) throws(BinaryInput.Failure) -> [String]
  {
    let count = try input.u32(chunk + 8, "the string pool's count")
    let flags = try input.u32(chunk + 16, "the string pool's flags")
    let stringsStart = try input.u32(chunk + 20, "the string pool's data offset")
    let headerSize = try input.u16(chunk + 2, "the string pool's header size")
    guard count <= maximumStrings, headerSize + count * 4 <= size, stringsStart <= size else {
      throw BinaryInput.Failure(
        message: "the string pool claims \(count) strings, more than its \(size) bytes hold", offset: chunk)
    }
    let utf8 = flags & 0x100 != 0
    let end = chunk + size
    var strings: [String] = []
    strings.reserveCapacity(count)
    for index in 0..<count {
      let relative = try input.u32(chunk + headerSize + index * 4, "string \(index)'s offset")
      guard let start = BinaryInput.add(chunk + stringsStart, relative), start < end else {
        throw BinaryInput.Failure(
          message: "string \(index)'s offset \(relative) lies outside the string pool", offset: chunk)
      }
      strings.append(utf8 ? try utf8String(input, start, end, index) : try utf16String(input, start, end, index))
    }
    return strings
  }

  private static func utf8String(_ input: BinaryInput, _ start: Int, _ end: Int, _ index: Int) throws(BinaryInput
    .Failure) -> String
  {
    var at = start
    func length() throws(BinaryInput.Failure) -> Int {
      let first = Int(try input.u8(at, "string \(index)'s length"))
      at += 1
      guard first & 0x80 != 0 else { return first }
      let second = Int(try input.u8(at, "string \(index)'s length"))
      at += 1
      return (first & 0x7F) << 8 | second
    }
    _ = try length()  // in UTF-16 units
    let count = try length()
    guard at + count <= end else {
      throw BinaryInput.Failure(message: "string \(index) (\(count) bytes) runs past the string pool", offset: at)
    }
    return String(decoding: input.bytes[at..<at + count], as: UTF8.self)
  }

  private static func utf16String(_ input: BinaryInput, _ start: Int, _ end: Int, _ index: Int) throws(BinaryInput
    .Failure) -> String
  {
    var count = try input.u16(start, "string \(index)'s length")
    var at = start + 2
    if count & 0x8000 != 0 {
      count = (count & 0x7FFF) << 16 | (try input.u16(at, "string \(index)'s length"))
      at += 2
    }
    guard count <= (end - at) / 2 else {
      throw BinaryInput.Failure(
        message: "string \(index) (\(count) UTF-16 units) runs past the string pool", offset: at)
    }
    var units: [UInt16] = []
    units.reserveCapacity(count)
    for unit in 0..<count { units.append(UInt16(try input.u16(at + unit * 2, "string \(index)"))) }
    return String(decoding: units, as: UTF16.self)
  }
}
