#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads binary property lists (`bplist00`), the format Xcode writes into built apps and that
/// some projects keep in source control.
///
/// A binary plist has no lines or columns, so every value is placed at line 1, column 1 of
/// the file: reporters then annotate the file itself, SARIF fingerprints stay stable because
/// findings carry the key as their subject, and the message names the key. (A byte offset
/// shown as a column would look like a text position an editor could jump to, which it is
/// not.)
///
/// Offsets, counts and references are all checked against the file, references that loop
/// back to an object being read are refused, and nesting is capped, so malformed or hostile
/// input becomes a `ParseError`, never a crash or a hang.
@_spi(Testing) public enum BinaryPlistParser {
  /// The signature every binary plist starts with.
  public static let magic: [UInt8] = Array("bplist00".utf8)
  /// Nesting deeper than this is refused.
  public static let maximumDepth = 256

  /// Whether the bytes start like a binary property list (any `bplist` version).
  public static func isBinary(_ bytes: [UInt8]) -> Bool {
    bytes.starts(with: Array("bplist".utf8))
  }

  /// Parses a `bplist00` file into values placed at 1:1.
  public static func parse(_ file: SourceFile) throws(ParseError) -> PlistValue {
    var reader = try BinaryPlistReader(file: file)
    return try reader.object(reader.topObject, depth: 0)
  }
}

private struct BinaryPlistReader {
  let bytes: [UInt8]
  let file: SourceFile
  let offsetSize: Int
  let referenceSize: Int
  let objectCount: Int
  let topObject: Int
  let offsetTableStart: Int
  /// Objects being read, to refuse a reference cycle.
  private var inProgress = Set<Int>()

  init(file: SourceFile) throws(ParseError) {
    self.file = file
    self.bytes = file.bytes
    guard bytes.starts(with: BinaryPlistParser.magic) else {
      let version = String(decoding: bytes.prefix(8), as: UTF8.self)
      throw ParseError(
        location: file.location(.start),
        message: "'\(version)' is a binary property-list version permlint does not read; "
          + "only bplist00 is; convert the file with `plutil -convert xml1 \(file.path)`")
    }
    guard bytes.count >= 8 + 32 else { throw Self.error(file, "the binary property list is truncated") }
    let trailer = bytes.count - 32
    offsetSize = Int(bytes[trailer + 6])
    referenceSize = Int(bytes[trailer + 7])
    let count = Self.bigEndian(bytes[(trailer + 8)..<(trailer + 16)])
    let top = Self.bigEndian(bytes[(trailer + 16)..<(trailer + 24)])
    let table = Self.bigEndian(bytes[(trailer + 24)..<(trailer + 32)])
    guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
      throw Self.error(file, "the binary property list's trailer gives invalid integer sizes")
    }
    guard let count, let top, let table, count > 0, top < count, table >= 8,
      count <= (trailer - table) / offsetSize
    else {
      throw Self.error(file, "the binary property list's trailer does not match the file's size")
    }
    objectCount = count
    topObject = top
    offsetTableStart = table
  }

  private static func error(_ file: SourceFile, _ message: String) -> ParseError {
    ParseError(location: file.location(.start), message: message)
  }

  private func error(_ message: String) -> ParseError { Self.error(file, message) }

  /// A big-endian unsigned integer, or `nil` when it does not fit in an `Int`.
  private static func bigEndian(_ slice: ArraySlice<UInt8>) -> Int? {
    var value: UInt64 = 0
    for byte in slice {
      guard value >> 56 == 0 else { return nil }
      value = value << 8 | UInt64(byte)
    }
    return value <= UInt64(Int.max) ? Int(value) : nil
  }

  private func offset(of object: Int) throws(ParseError) -> Int {
    let start = offsetTableStart + object * offsetSize
    guard let offset = Self.bigEndian(bytes[start..<(start + offsetSize)]), offset >= 8,
      offset < offsetTableStart
    else { throw error("object \(object) of the binary property list points outside the object area") }
    return offset
  }

  /// `count` bytes starting at `start`, checked against the object area.
  private func slice(_ start: Int, _ count: Int) throws(ParseError) -> ArraySlice<UInt8> {
    guard count >= 0, start <= offsetTableStart, count <= offsetTableStart - start else {
      throw error("a value of the binary property list runs past the end of its object area")
    }
    return bytes[start..<(start + count)]
  }

  /// The length stored in a marker's low nibble, or in the integer object that follows it
  /// when the nibble is 0xF; returns the length and where the content starts.
  private func length(marker: UInt8, at offset: Int) throws(ParseError) -> (count: Int, start: Int) {
    let nibble = Int(marker & 0x0F)
    guard nibble == 0x0F else { return (nibble, offset + 1) }
    let intMarker = try slice(offset + 1, 1).first ?? 0
    guard intMarker >> 4 == 0x1 else { throw error("a length in the binary property list is not an integer") }
    let size = 1 << Int(intMarker & 0x0F)
    guard size <= 8, let count = Self.bigEndian(try slice(offset + 2, size)) else {
      throw error("a length in the binary property list is too large")
    }
    return (count, offset + 2 + size)
  }

  private func references(count: Int, at start: Int) throws(ParseError) -> [Int] {
    guard count <= objectCount else { throw error("a collection in the binary property list is too large") }
    let raw = try slice(start, count * referenceSize)
    var result: [Int] = []
    result.reserveCapacity(count)
    var index = raw.startIndex
    while index < raw.endIndex {
      guard let reference = Self.bigEndian(raw[index..<(index + referenceSize)]), reference < objectCount else {
        throw error("a collection in the binary property list refers to an object that does not exist")
      }
      result.append(reference)
      index += referenceSize
    }
    return result
  }

  mutating func object(_ reference: Int, depth: Int) throws(ParseError) -> PlistValue {
    guard depth < BinaryPlistParser.maximumDepth else {
      throw error("binary property list nested deeper than \(BinaryPlistParser.maximumDepth) levels")
    }
    guard inProgress.insert(reference).inserted else {
      throw error("the binary property list contains a reference cycle")
    }
    defer { inProgress.remove(reference) }
    let start = try offset(of: reference)
    let marker = try slice(start, 1).first ?? 0
    let kind: PlistValue.Kind
    switch marker >> 4 {
    case 0x0:
      switch marker {
      case 0x08: kind = .bool(false)
      case 0x09: kind = .bool(true)
      default: throw error("the binary property list holds a null or fill value, which property lists cannot express")
      }
    case 0x1: kind = .integer(try integer(marker: marker, at: start))
    case 0x2: kind = .real(try real(size: 1 << Int(marker & 0x0F), at: start + 1))
    case 0x3:
      guard marker == 0x33 else { throw error("unknown date marker in the binary property list") }
      kind = .date(try date(at: start + 1))
    case 0x4:
      let (count, contentStart) = try length(marker: marker, at: start)
      kind = .data(Base64.encode(try slice(contentStart, count)))
    case 0x5:
      let (count, contentStart) = try length(marker: marker, at: start)
      kind = .string(String(decoding: try slice(contentStart, count), as: UTF8.self))
    case 0x6:
      let (count, contentStart) = try length(marker: marker, at: start)
      guard count <= Int.max / 2 else { throw error("a string in the binary property list is too long") }
      let raw = try slice(contentStart, count * 2)
      var units: [UInt16] = []
      units.reserveCapacity(count)
      var index = raw.startIndex
      while index < raw.endIndex {
        units.append(UInt16(raw[index]) << 8 | UInt16(raw[index + 1]))
        index += 2
      }
      kind = .string(String(decoding: units, as: UTF16.self))
    case 0x8:
      let size = Int(marker & 0x0F) + 1
      kind = .integer(String(Self.bigEndian(try slice(start + 1, size)) ?? 0))
    case 0xA, 0xC:
      let (count, contentStart) = try length(marker: marker, at: start)
      var items: [PlistValue] = []
      for item in try references(count: count, at: contentStart) {
        items.append(try object(item, depth: depth + 1))
      }
      kind = .array(items)
    case 0xD:
      let (count, contentStart) = try length(marker: marker, at: start)
      let keys = try references(count: count, at: contentStart)
      let values = try references(count: count, at: contentStart + count * referenceSize)
      var entries: [PlistEntry] = []
      for (key, value) in zip(keys, values) {
        guard let name = try object(key, depth: depth + 1).string else {
          throw error("a dictionary key in the binary property list is not a string")
        }
        entries.append(PlistEntry(key: name, keyPosition: .start, value: try object(value, depth: depth + 1)))
      }
      kind = .dictionary(entries)
    default:
      throw error("unknown object type 0x\(String(marker, radix: 16)) in the binary property list")
    }
    return PlistValue(kind: kind, position: .start)
  }

  private func integer(marker: UInt8, at start: Int) throws(ParseError) -> String {
    let size = 1 << Int(marker & 0x0F)
    guard size <= 16 else { throw error("an integer in the binary property list is wider than 128 bits") }
    let raw = try slice(start + 1, size)
    // Integers of 8 bytes or fewer are signed only at 8 bytes; 16-byte integers keep the low 8.
    var value: UInt64 = 0
    for byte in raw.suffix(8) { value = value << 8 | UInt64(byte) }
    if size == 8 { return String(Int64(bitPattern: value)) }
    return String(value)
  }

  private func real(size: Int, at start: Int) throws(ParseError) -> String {
    let raw = try slice(start, size)
    var bits: UInt64 = 0
    for byte in raw { bits = bits << 8 | UInt64(byte) }
    switch size {
    case 4: return String(Float(bitPattern: UInt32(truncatingIfNeeded: bits)))
    case 8: return String(Double(bitPattern: bits))
    default: throw error("a real number in the binary property list has an invalid size")
    }
  }

  /// A date, as seconds since 2001-01-01 in UTC, written as the XML form's ISO 8601 text.
  private func date(at start: Int) throws(ParseError) -> String {
    var bits: UInt64 = 0
    for byte in try slice(start, 8) { bits = bits << 8 | UInt64(byte) }
    let seconds = Double(bitPattern: bits)
    guard seconds.isFinite, abs(seconds) < 1e12 else { return String(seconds) }
    return ISO8601.string(secondsSince2001: Int64(seconds.rounded(.down)))
  }
}

/// Standard base64, as the XML form writes `<data>`.
enum Base64 {
  private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  static func encode(_ bytes: ArraySlice<UInt8>) -> String {
    var output: [UInt8] = []
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let chunk = Array(bytes[index..<min(index + 3, bytes.endIndex)])
      let value = chunk.enumerated().reduce(0) { $0 | Int($1.element) << (16 - 8 * $1.offset) }
      for position in 0..<4 {
        output.append(position <= chunk.count ? alphabet[(value >> (18 - 6 * position)) & 0x3F] : UInt8(ascii: "="))
      }
      index += 3
    }
    return String(decoding: output, as: UTF8.self)
  }
}

/// UTC timestamps in the `2001-01-01T00:00:00Z` form, computed without Foundation.
enum ISO8601 {
  static func string(secondsSince2001 seconds: Int64) -> String {
    // Seconds from 1970-01-01 to 2001-01-01.
    let moment = UTCDateTime(secondsSince1970: seconds + 978_307_200)
    func two(_ value: Int64) -> String { UTCDateTime.padded(value, 2) }
    let time = moment.secondOfDay
    return "\(moment.year)-\(two(moment.month))-\(two(moment.day))"
      + "T\(two(time / 3600)):\(two(time % 3600 / 60)):\(two(time % 60))Z"
  }
}
