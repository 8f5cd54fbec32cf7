/// Maps byte offsets in UTF-8 text to 1-based lines and columns.
///
/// A line ends at LF, at CRLF (one break, not two) or at a lone CR, so that CRLF and classic
/// Mac files get the same line numbers that editors show.
public struct LineTable: Sendable {
  private let bytes: [UInt8]
  /// Byte offset at which each line starts; `lineStarts[0] == 0`.
  private let lineStarts: [Int]
  /// How many UTF-8 continuation bytes precede each multiple of `checkpointStride`, so that
  /// a column on a very long line (a minified plist, a one-line array of thousands of
  /// items) is found by scanning at most one stride, not the whole line.
  private let continuationCheckpoints: [Int]
  private static let checkpointStride = 64

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
    var checkpoints = [0]
    checkpoints.reserveCapacity(count / Self.checkpointStride + 1)
    var continuations = 0
    for (offset, byte) in bytes.enumerated() {
      if byte & 0xC0 == 0x80 { continuations += 1 }
      if (offset + 1) % Self.checkpointStride == 0 { checkpoints.append(continuations) }
    }
    self.continuationCheckpoints = checkpoints
  }

  /// The number of UTF-8 continuation bytes before `offset`.
  private func continuations(before offset: Int) -> Int {
    let block = offset / Self.checkpointStride
    var count = continuationCheckpoints[min(block, continuationCheckpoints.count - 1)]
    var index = min(block, continuationCheckpoints.count - 1) * Self.checkpointStride
    while index < offset {
      if bytes[index] & 0xC0 == 0x80 { count += 1 }
      index += 1
    }
    return count
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
    // Count scalars, not bytes: leave out UTF-8 continuation bytes.
    let column = 1 + (offset - lineStart) - (continuations(before: offset) - continuations(before: lineStart))
    return SourcePosition(line: low + 1, column: column)
  }
}
