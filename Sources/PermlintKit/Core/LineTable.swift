#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Maps byte offsets in UTF-8 text to 1-based lines and columns.
///
/// A line ends at LF, at CRLF (one break, not two) or at a lone CR, so that CRLF and classic
/// Mac files get the same line numbers that editors show.
@_spi(Testing) public struct LineTable: Sendable {
  private let bytes: [UInt8]
  /// Byte offset at which each line starts; `lineStarts[0] == 0`.
  private let lineStarts: [Int]
  /// How many UTF-8 continuation bytes precede each multiple of `checkpointStride`, so that
  /// a column on a very long line (a minified plist, a one-line array of thousands of
  /// items) is found by scanning at most one stride, not the whole line.
  private let continuationCheckpoints: [Int]
  /// How many 4-byte UTF-8 lead bytes (characters that take two UTF-16 code units) precede
  /// each multiple of `checkpointStride`, for UTF-16 columns.
  private let astralCheckpoints: [Int]
  private static let checkpointStride = 64
  /// Whether every byte is ASCII: a column is then the bytes before it on its line, with no
  /// checkpoints to build or bytes to count (most manifests and plists are ASCII).
  private let isASCII: Bool

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
    // OR of every byte, in a loop the compiler vectorizes.
    var high: UInt8 = 0
    for byte in bytes { high |= byte }
    isASCII = high < 0x80
    guard !isASCII else {
      continuationCheckpoints = []
      astralCheckpoints = []
      return
    }
    var checkpoints = [0]
    var astral = [0]
    checkpoints.reserveCapacity(count / Self.checkpointStride + 1)
    astral.reserveCapacity(count / Self.checkpointStride + 1)
    var continuations = 0
    var leads = 0
    for (offset, byte) in bytes.enumerated() {
      if byte & 0xC0 == 0x80 { continuations += 1 }
      if byte >= 0xF0 { leads += 1 }
      if (offset + 1) % Self.checkpointStride == 0 {
        checkpoints.append(continuations)
        astral.append(leads)
      }
    }
    self.continuationCheckpoints = checkpoints
    self.astralCheckpoints = astral
  }

  /// How many bytes before `offset` match `predicate`, counted from the nearest checkpoint.
  private func count(
    before offset: Int, checkpoints: [Int], where predicate: (UInt8) -> Bool
  ) -> Int {
    let block = min(offset / Self.checkpointStride, checkpoints.count - 1)
    var count = checkpoints[block]
    var index = block * Self.checkpointStride
    while index < offset {
      if predicate(bytes[index]) { count += 1 }
      index += 1
    }
    return count
  }

  /// The number of UTF-8 continuation bytes before `offset`.
  private func continuations(before offset: Int) -> Int {
    count(before: offset, checkpoints: continuationCheckpoints) { $0 & 0xC0 == 0x80 }
  }

  /// The number of characters outside the Basic Multilingual Plane before `offset`.
  private func astralCharacters(before offset: Int) -> Int {
    count(before: offset, checkpoints: astralCheckpoints) { $0 >= 0xF0 }
  }

  /// The number of bytes of text.
  public var byteCount: Int { bytes.count }

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
    if isASCII {
      let column = 1 + offset - lineStart
      return SourcePosition(line: low + 1, column: column, utf16Column: column)
    }
    // Count scalars, not bytes: leave out UTF-8 continuation bytes.
    let column = 1 + (offset - lineStart) - (continuations(before: offset) - continuations(before: lineStart))
    // A scalar outside the BMP is two UTF-16 code units.
    let utf16Column = column + astralCharacters(before: offset) - astralCharacters(before: lineStart)
    return SourcePosition(line: low + 1, column: column, utf16Column: utf16Column)
  }

  /// The blanks before `offset` on its line, when nothing else is before it there: the
  /// indentation a fix copies for a line it adds.
  public func indentation(before offset: Int) -> String? {
    let offset = min(max(0, offset), bytes.count)
    var start = offset
    while start > 0, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D { start -= 1 }
    let before = bytes[start..<offset]
    return before.allSatisfy { $0 == 0x20 || $0 == 0x09 } ? String(decoding: before, as: UTF8.self) : nil
  }

  /// The text's line break: CR LF when it has one, else LF.
  public var lineBreak: String {
    guard let first = lineStarts.dropFirst().first, first >= 2, bytes[first - 2] == 0x0D else { return "\n" }
    return "\r\n"
  }

  /// The position of the token in `start..<end`, with its end when the range is not empty.
  public func position(ofRange range: Range<Int>) -> SourcePosition {
    let start = position(ofOffset: range.lowerBound)
    guard range.upperBound > range.lowerBound else { return start }
    return start.ending(at: SourceEnd(after: position(ofOffset: range.upperBound)))
  }
}
