#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The lines around a finding, for the HTML report. Files are read when the report is
/// rendered, each once, through `read` (the disk under the run's root, or files in memory);
/// a file that cannot be read, is larger than `maximumFileSize` or is not text (a binary
/// property list) simply has no excerpt.
final class SourceExcerpts {
  /// Lines shown before and after the finding's line.
  static let context = 2
  /// Files larger than this are not read for excerpts.
  static let maximumFileSize = 8 * 1024 * 1024
  /// Longer lines are shown as a window around the finding's column.
  static let maximumLineLength = 240

  /// One line of an excerpt: its number, its text, and the columns (1-based, scalars, end
  /// exclusive) to mark on the finding's line.
  struct Line {
    var number: Int
    var text: String
    var marked: Range<Int>?
  }

  private let read: (String) -> String?
  private var lines: [String: [Substring]?] = [:]

  init(read: @escaping (String) -> String?) {
    self.read = read
  }

  /// Reads files relative to `root`, bounded by `maximumFileSize`, and decodes them as the
  /// linter does (UTF-8, or UTF-16 transcoded).
  static func disk(root: String) -> @Sendable (String) -> String? {
    let base = root.hasSuffix("/") ? root : root + "/"
    return { path in
      guard
        case .success(let bytes) = FileSystemCalls.contents(
          of: path.hasPrefix("/") ? path : base + path, limit: maximumFileSize)
      else { return nil }
      return text(of: bytes)
    }
  }

  /// The text of a file's bytes, or `nil` when they are not text.
  static func text(of bytes: [UInt8]) -> String? {
    let decoded = TextDecoding.utf8(bytes).bytes
    guard !decoded.contains(0) else { return nil }
    return String(validating: decoded, as: UTF8.self)
  }

  /// The excerpt around a location, or `nil` when its file has no text or no such line.
  func excerpt(at location: FileLocation) -> [Line]? {
    let fileLines: [Substring]?
    if let known = lines[location.path] {
      fileLines = known
    } else {
      // Text with NUL is a binary file (a binary property list): no excerpt.
      fileLines = read(location.path).flatMap { $0.contains("\0") ? nil : Self.split($0) }
      lines[location.path] = .some(fileLines)
    }
    guard let fileLines, location.line >= 1, location.line <= fileLines.count else { return nil }
    let first = max(1, location.line - Self.context)
    let last = min(fileLines.count, location.line + Self.context)
    return (first...last).map { number in
      var marked: Range<Int>?
      if number == location.line {
        let start = location.column
        let end = location.position.end.flatMap { $0.line == number && $0.column > start ? $0.column : nil }
        marked = start..<(end ?? start + 1)
      }
      return Self.window(Line(number: number, text: String(fileLines[number - 1]), marked: marked))
    }
  }

  /// Lines split at LF, CRLF or a lone CR, as the linter counts them.
  private static func split(_ text: String) -> [Substring] {
    var result: [Substring] = []
    var start = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character == "\n" || character == "\r" || character == "\r\n" {
        result.append(text[start..<index])
        start = text.index(after: index)
      }
      index = text.index(after: index)
    }
    if start < text.endIndex { result.append(text[start...]) }
    return result
  }

  /// A long line cut to a window around its mark, with `…` where it was cut.
  private static func window(_ line: Line) -> Line {
    let scalars = Array(line.text.unicodeScalars)
    guard scalars.count > maximumLineLength else { return line }
    let column = line.marked?.lowerBound ?? 1
    let start = max(0, min(column - 1 - maximumLineLength / 3, scalars.count - maximumLineLength))
    let end = min(scalars.count, start + maximumLineLength)
    var text = String(String.UnicodeScalarView(scalars[start..<end]))
    var shift = start
    if start > 0 {
      text = "…" + text
      shift -= 1
    }
    if end < scalars.count { text += "…" }
    let marked = line.marked.map { range in
      max(1, range.lowerBound - shift)..<max(2, min(range.upperBound - shift, end - shift + 1))
    }
    return Line(number: line.number, text: text, marked: marked)
  }
}
