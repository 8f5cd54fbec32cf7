/// Bounds-checked little- and big-endian reads over untrusted bytes, for the readers of
/// compiled files (Mach-O, Android's binary XML, protocol buffers): every read says where it
/// failed instead of trapping, and every offset is checked before it is added to.
@_spi(Testing) public struct BinaryInput {
  /// Why a read failed: what was read and at which byte offset.
  @_spi(Testing) public struct Failure: Error, Sendable {
    /// What is wrong, naming the structure.
    public var message: String
    /// The byte offset where it is.
    public var offset: Int
  }

  let bytes: [UInt8]

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  var count: Int { bytes.count }

  /// Whether `count` bytes at `offset` are inside the input (no overflow).
  func contains(_ offset: Int, _ count: Int) -> Bool {
    offset >= 0 && count >= 0 && offset <= bytes.count && count <= bytes.count - offset
  }

  func check(_ offset: Int, _ count: Int, _ what: @autoclosure () -> String) throws(Failure) {
    guard contains(offset, count) else {
      throw Failure(message: "\(what()) (\(count) bytes at offset \(offset)) lies outside the file", offset: offset)
    }
  }

  func u8(_ offset: Int, _ what: @autoclosure () -> String) throws(Failure) -> UInt8 {
    try check(offset, 1, what())
    return bytes[offset]
  }

  func u16(_ offset: Int, _ what: @autoclosure () -> String, bigEndian: Bool = false) throws(Failure) -> Int {
    Int(try unsigned(offset, 2, what(), bigEndian: bigEndian))
  }

  func u32(_ offset: Int, _ what: @autoclosure () -> String, bigEndian: Bool = false) throws(Failure) -> Int {
    Int(try unsigned(offset, 4, what(), bigEndian: bigEndian))
  }

  func u64(_ offset: Int, _ what: @autoclosure () -> String, bigEndian: Bool = false) throws(Failure) -> UInt64 {
    try unsigned(offset, 8, what(), bigEndian: bigEndian)
  }

  private func unsigned(_ offset: Int, _ size: Int, _ what: String, bigEndian: Bool) throws(Failure) -> UInt64 {
    try check(offset, size, what)
    var value: UInt64 = 0
    for index in 0..<size {
      let byte = UInt64(bytes[offset + (bigEndian ? index : size - 1 - index)])
      value = value << 8 | byte
    }
    return value
  }

  /// A NUL-terminated string of at most `limit` bytes starting at `offset` and ending before
  /// `end`; `nil` when it is not terminated in time.
  func cString(at offset: Int, end: Int, limit: Int = 4_096) -> String? {
    guard offset >= 0, offset < min(end, bytes.count) else { return nil }
    var index = offset
    let stop = min(end, bytes.count, offset + limit)
    while index < stop, bytes[index] != 0 { index += 1 }
    guard index < stop else { return nil }
    return String(decoding: bytes[offset..<index], as: UTF8.self)
  }

  /// An offset plus a size, or `nil` when the sum overflows.
  static func add(_ lhs: Int, _ rhs: Int) -> Int? {
    let (sum, overflow) = lhs.addingReportingOverflow(rhs)
    return overflow ? nil : sum
  }
}
