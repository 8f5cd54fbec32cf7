/// Maps byte offsets in UTF-8 text to 1-based lines and columns.
///
/// A line ends at LF, at CRLF (one break, not two) or at a lone CR, so that CRLF and classic
/// Mac files get the same line numbers that editors show.
public struct LineTable: Sendable {
  private let bytes: [UInt8]
  /// Byte offset at which each line starts; `lineStarts[0] == 0`.
  private let lineStarts: [Int]

  /// Builds the table for UTF-8 bytes in one linear pass.
  public init(utf8 bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte == 0x0A {
        starts.append(index + 1)
      } else if byte == 0x0D {
        if index + 1 < count, bytes[index + 1] == 0x0A {
          index += 1
        }
        starts.append(index + 1)
      }
      index += 1
    }
    self.lineStarts = starts
  }

  /// The number of lines (a trailing line break starts one more, empty line).
  public var lineCount: Int { lineStarts.count }

  /// The position of the byte at `offset` (clamped to the text).
  public func position(ofOffset offset: Int) -> SourcePosition {
    let offset = min(max(0, offset), bytes.count)
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    let lineStart = lineStarts[low]
    var column = 1
    var index = lineStart
    while index < offset {
      // Count scalars, not bytes: skip UTF-8 continuation bytes.
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    return SourcePosition(line: low + 1, column: column)
  }
}
