/// Applies fixes to the bytes of the files they edit, exactly: each edit's positions become
/// byte offsets in the bytes it was made from, and only the bytes in its range change.
///
/// Fixes are taken in the order given (the report's order, so a run is deterministic) and
/// whole: a fix one of whose edits overlaps an edit already taken, or names a place its file
/// does not have, is skipped with all its edits. Two insertions at one place both apply, the
/// earlier fix's text first.
public enum FixApplication {
  /// What applying a set of fixes gives.
  public struct Result: Sendable {
    /// The new bytes of each file that changed, by path.
    public var files: [String: [UInt8]] = [:]
    /// The fixes applied, in order.
    public var applied: [Fix] = []
    /// The fixes left out: overlapping one applied, or naming a place their file lacks.
    public var skipped: [Fix] = []
  }

  /// Applies `fixes` to the files `read` returns by path (`nil` for a file that cannot be
  /// read: its fixes are skipped).
  public static func apply(_ fixes: [Fix], read: (String) -> [UInt8]?) -> Result {
    var result = Result()
    var originals: [String: [UInt8]] = [:]
    var lineStarts: [String: [Int]] = [:]
    /// The byte ranges taken in each file, with their replacement and the order they came in.
    var taken: [String: [(range: Range<Int>, replacement: [UInt8], order: Int)]] = [:]
    for (order, fix) in fixes.enumerated() {
      var ranges: [(path: String, range: Range<Int>, replacement: [UInt8])] = []
      var usable = !fix.edits.isEmpty
      for edit in fix.edits {
        if originals[edit.path] == nil {
          // Positions are in the decoded text: only a file in UTF-8 has them at the same
          // place in its bytes (UTF-16 files, rare among what permlint fixes, are left).
          guard let bytes = read(edit.path), !bytes.contains(0), !Self.startsWithUTF16Mark(bytes) else {
            usable = false
            break
          }
          originals[edit.path] = bytes
          lineStarts[edit.path] = Self.lineStarts(bytes)
        }
        guard let bytes = originals[edit.path], let starts = lineStarts[edit.path],
          let lower = offset(of: edit.start, in: bytes, lineStarts: starts),
          let upper = offset(of: edit.end, in: bytes, lineStarts: starts), lower <= upper
        else {
          usable = false
          break
        }
        ranges.append((edit.path, lower..<upper, Array(edit.replacement.utf8)))
      }
      // An edit identical to one taken is already made (two findings of one cause add the
      // same `xmlns:tools`, or the same line): it is left out, the rest of the fix applies.
      ranges.removeAll { edit in
        (taken[edit.path] ?? []).contains { $0.range == edit.range && $0.replacement == edit.replacement }
      }
      // Against the edits taken and against each other.
      if usable {
        for (index, edit) in ranges.enumerated() {
          let others =
            (taken[edit.path] ?? []).map(\.range)
            + ranges.enumerated().filter { $0.offset != index && $0.element.path == edit.path }.map(\.element.range)
          if others.contains(where: { Self.overlaps($0, edit.range) }) {
            usable = false
            break
          }
        }
      }
      guard usable else {
        result.skipped.append(fix)
        continue
      }
      for edit in ranges { taken[edit.path, default: []].append((edit.range, edit.replacement, order)) }
      result.applied.append(fix)
    }
    for (path, edits) in taken {
      guard var bytes = originals[path] else { continue }
      // From the end, so that earlier offsets stay valid; at one offset, the later fix first,
      // so that the earlier one's text ends up before it.
      let ordered = edits.sorted {
        ($0.range.lowerBound, $0.range.upperBound, $0.order) > ($1.range.lowerBound, $1.range.upperBound, $1.order)
      }
      for edit in ordered { bytes.replaceSubrange(edit.range, with: edit.replacement) }
      if bytes != originals[path] { result.files[path] = bytes }
    }
    return result
  }

  /// A unified diff from `old` to `new` of `path` (`--- a/path`, `+++ b/path`, three lines of
  /// context), as `git apply` and `patch -p1` read it; empty when they are equal.
  public static func unifiedDiff(path: String, old: [UInt8], new: [UInt8]) -> String {
    UnifiedDiff.render(path: path, old: old, new: new)
  }

  /// Whether two ranges share a byte; an insertion overlaps a range that holds its place
  /// inside it, not one it borders.
  static func overlaps(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
    if a.isEmpty || b.isEmpty {
      let point = a.isEmpty ? a.lowerBound : b.lowerBound
      let range = a.isEmpty ? b : a
      return range.lowerBound < point && point < range.upperBound
    }
    return a.overlaps(b)
  }

  private static func startsWithUTF16Mark(_ bytes: [UInt8]) -> Bool {
    bytes.count >= 2 && ((bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF))
  }

  /// The offset of each line's first byte; lines end at LF, CR LF or CR, as `LineTable`'s.
  /// A UTF-8 byte order mark is not part of the first line's text.
  static func lineStarts(_ bytes: [UInt8]) -> [Int] {
    let bom = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    var starts = [bom ? 3 : 0]
    var index = bom ? 3 : 0
    while index < bytes.count {
      if bytes[index] == 0x0A {
        starts.append(index + 1)
      } else if bytes[index] == 0x0D {
        if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
        starts.append(index + 1)
      }
      index += 1
    }
    return starts
  }

  /// The byte offset of a line and column (in Unicode scalars); `nil` past the end of its
  /// line (the column just after the line's last character is its end, allowed).
  static func offset(of position: SourcePosition, in bytes: [UInt8], lineStarts: [Int]) -> Int? {
    guard position.line >= 1, position.line <= lineStarts.count, position.column >= 1 else { return nil }
    var offset = lineStarts[position.line - 1]
    let lineEnd = position.line < lineStarts.count ? lineStarts[position.line] : bytes.count
    var scalars = 1
    while scalars < position.column {
      guard offset < lineEnd, bytes[offset] != 0x0A, bytes[offset] != 0x0D else { return nil }
      offset += 1
      // Continuation bytes belong to the scalar before them.
      while offset < lineEnd, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
      scalars += 1
    }
    return offset
  }
}
