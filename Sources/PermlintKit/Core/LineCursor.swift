/// Positions of offsets asked for in increasing order, found by walking the bytes forward
/// once: the same positions as `LineTable` (lines broken by LF, CR LF or CR; columns in
/// scalars and in UTF-16 code units) without a table, a search or a count per position.
/// For readers that place every token of a file.
struct LineCursor {
  private let bytes: [UInt8]
  private var offset = 0
  private var line = 1
  private var column = 1
  private var utf16Column = 1

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The position of the byte at `target`; `target` must not be below the last one asked.
  mutating func position(ofOffset target: Int) -> SourcePosition {
    let target = min(max(target, offset), bytes.count)
    bytes.withUnsafeBufferPointer { bytes in
      while offset < target {
        // Eight bytes at a time while they are ASCII and break no line, as most of a source
        // file's are: each moves both columns by one.
        if offset + 8 <= target, let base = bytes.baseAddress {
          let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
          if word & Self.highBits == 0, !Self.hasByte(word, Self.lineFeeds), !Self.hasByte(word, Self.returns) {
            column += 8
            utf16Column += 8
            offset += 8
            continue
          }
        }
        let byte = bytes[offset]
        if byte == 0x0A || (byte == 0x0D && (offset + 1 >= bytes.count || bytes[offset + 1] != 0x0A)) {
          line += 1
          column = 1
          utf16Column = 1
        } else if byte & 0xC0 != 0x80 {
          column += 1
          utf16Column += byte >= 0xF0 ? 2 : 1
        }
        offset += 1
      }
    }
    return SourcePosition(line: line, column: column, utf16Column: utf16Column)
  }

  private static let highBits: UInt64 = 0x8080_8080_8080_8080
  private static let lowBits: UInt64 = 0x0101_0101_0101_0101
  private static let lineFeeds: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
  private static let returns: UInt64 = 0x0D0D_0D0D_0D0D_0D0D

  /// Whether any byte of `word` equals the byte repeated in `pattern`: a byte of `word ^
  /// pattern` is zero exactly there (the test for a zero byte borrows only from a zero byte).
  @inline(__always)
  private static func hasByte(_ word: UInt64, _ pattern: UInt64) -> Bool {
    let difference = word ^ pattern
    return (difference &- lowBits) & ~difference & highBits != 0
  }
}
