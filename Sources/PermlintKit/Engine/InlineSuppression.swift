#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A suppression comment in an input file: `permlint-disable-next-line`, `permlint-disable-line`,
/// a `permlint-disable` … `permlint-enable` block, or `permlint-disable-file`.
///
/// ```
/// <!-- permlint-disable-next-line least-privilege-location: geofenced job alerts, approved by Play -->
/// # permlint-disable-next-line flow-dead-end: the kiosk build ends here on purpose
/// // permlint-disable-line purpose-key-for-deployment-target: iOS 14 builds are not shipped
/// # permlint-disable screen-copy: the kiosk flows below are English-only by contract
/// # permlint-enable screen-copy
/// <!-- permlint-disable-file uncapped-legacy-permission: this manifest is only for the API 28 build -->
/// ```
@_spi(Testing) public struct InlineSuppression: Sendable, Equatable {
  /// The rule ids the comment names.
  public var ruleIDs: [String]
  /// The reason after the colon; empty when none was given.
  public var reason: String
  /// Where the directive is written.
  public var location: FileLocation
  /// The lines whose findings it suppresses.
  public var lines: ClosedRange<Int>
  /// The text that removing the comment deletes, when that leaves nothing else to edit: its
  /// whole line for a comment alone on it, the comment and the blanks before it after code.
  /// `nil` for a block, whose `permlint-enable` would be left behind.
  public var removal: (start: SourcePosition, end: SourcePosition)? = nil

  public static func == (lhs: InlineSuppression, rhs: InlineSuppression) -> Bool {
    lhs.ruleIDs == rhs.ruleIDs && lhs.reason == rhs.reason && lhs.location == rhs.location && lhs.lines == rhs.lines
  }

  /// The directive that suppresses the next line of code.
  public static let nextLineDirective = "permlint-disable-next-line"
  /// The directive that suppresses its own line.
  public static let sameLineDirective = "permlint-disable-line"
  /// The directive that suppresses the whole file.
  public static let fileDirective = "permlint-disable-file"
  /// The directive that starts a block, suppressing every line until `permlint-enable`
  /// names one of its rules (or names none), or the file ends.
  public static let blockDirective = "permlint-disable"
  /// The directive that ends a block.
  public static let enableDirective = "permlint-enable"
}

/// Finds suppression comments by scanning each line for a directive that sits inside a
/// comment of the file's syntax, without changing how the file's reader parses it.
enum InlineSuppressionScanner {
  /// Whether `needle` occurs in `bytes`.
  private static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
    ByteSearch.contains(bytes, needle)
  }

  /// The suppression comments in a file.
  static func scan(_ file: SourceFile, kind: InputKind) -> [InlineSuppression] {
    guard let syntax = kind.commentSyntax(file.bytes) else { return [] }
    // Cheap rejection on the raw bytes: most files have no directive at all, and only UTF-16
    // text (which has NUL bytes) needs decoding before it can be searched.
    let marker = Array("permlint-disable".utf8)
    guard contains(file.bytes, marker) || ByteSearch.contains(file.bytes, byte: 0) else { return [] }
    let decoded = TextDecoding.utf8(file.bytes).bytes
    guard contains(decoded, marker) else { return [] }
    let text = String(decoding: decoded, as: UTF8.self)
    let lines = text.replacing("\r\n", with: "\n").replacing("\r", with: "\n")
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var result: [InlineSuppression] = []
    // Blocks still open: the suppression (its range to be closed) and its index in `result`.
    var open: [Int] = []
    for (index, line) in lines.enumerated() {
      guard let directive = directive(in: line, syntax: syntax) else { continue }
      let number = index + 1
      let column = line[..<directive.range.lowerBound].unicodeScalars.count + 1
      let target: ClosedRange<Int>
      switch directive.scope {
      case .nextLine:
        guard let next = nextCodeLine(after: index, in: lines, syntax: syntax) else { continue }
        target = (next + 1)...(endOfStatement(from: next, in: lines, syntax: syntax) + 1)
      case .sameLine:
        target = number...number
      case .file:
        target = 1...max(1, lines.count)
      case .block:
        // Closed by its `permlint-enable`, else at the end of the file.
        target = number...max(number, lines.count)
        open.append(result.count)
      case .enable:
        let closing = open.filter { block in
          directive.rules.isEmpty || result[block].ruleIDs.contains(where: directive.rules.contains)
        }
        for block in closing {
          result[block].lines =
            result[block].lines.lowerBound...max(result[block].lines.lowerBound, number)
        }
        open.removeAll(where: closing.contains)
        continue
      }
      var suppression = InlineSuppression(
        ruleIDs: directive.rules, reason: directive.reason,
        location: FileLocation(path: file.path, line: number, column: column), lines: target)
      if directive.scope != .block { suppression.removal = removal(of: directive, line: index, in: lines) }
      result.append(suppression)
    }
    return result
  }

  /// What deleting the comment of `directive` on line `index` removes (see `removal`).
  private static func removal(of directive: Directive, line index: Int, in lines: [String]) -> (
    start: SourcePosition, end: SourcePosition
  )? {
    let line = lines[index]
    let number = index + 1
    func column(_ position: String.Index) -> Int { line[..<position].unicodeScalars.count + 1 }
    guard directive.end > directive.opener.lowerBound else { return nil }
    let before = line[..<directive.opener.lowerBound]
    let after = line[directive.end...]
    guard after.allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
    if before.allSatisfy({ $0 == " " || $0 == "\t" }) {
      // Alone on its line: the line goes, with its line break (or the one before it, last).
      if index + 1 < lines.count {
        return (SourcePosition(line: number, column: 1), SourcePosition(line: number + 1, column: 1))
      }
      guard index > 0 else { return nil }
      return (
        SourcePosition(line: number - 1, column: lines[index - 1].unicodeScalars.count + 1),
        SourcePosition(line: number, column: line.unicodeScalars.count + 1)
      )
    }
    // After code: the comment and the blanks between them.
    let code = before.lastIndex { $0 != " " && $0 != "\t" }.map { line.index(after: $0) } ?? before.startIndex
    return (
      SourcePosition(line: number, column: column(code)),
      SourcePosition(line: number, column: line.unicodeScalars.count + 1)
    )
  }

  private struct Directive {
    enum Scope { case nextLine, sameLine, file, block, enable }
    /// Where the comment starts (its opener) and ends (after its closer, or the line's end).
    var opener: Range<String.Index>
    var end: String.Index
    var range: Range<String.Index>
    var scope: Scope
    var rules: [String]
    var reason: String
  }

  /// The directive on a line, if it is the first word of a comment: a comment that only
  /// mentions the syntax (documentation, `/// … \`permlint-disable-line\` …`) is not one.
  private static func directive(in line: String, syntax: CommentSyntax) -> Directive? {
    guard
      let range = line.firstRange(of: "permlint-disable") ?? line.firstRange(of: "permlint-enable")
    else { return nil }
    let before = line[..<range.lowerBound]
    let opener = syntax.openers.compactMap { lastRange(of: $0, in: before) }.max {
      $0.upperBound < $1.upperBound
    }
    guard let opener, before[opener.upperBound...].allSatisfy({ $0 == " " || $0 == "\t" }) else {
      return nil
    }
    // `///` is a documentation comment, which describes the syntax rather than using it.
    if line[opener] == "//",
      before[..<opener.lowerBound].hasSuffix("/")
        || line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("///")
    {
      return nil
    }
    var rest = line[range.lowerBound...]
    // Longest first: `permlint-disable` is a prefix of the others.
    let directives: [(String, Directive.Scope)] = [
      (InlineSuppression.nextLineDirective, .nextLine),
      (InlineSuppression.sameLineDirective, .sameLine),
      (InlineSuppression.fileDirective, .file), (InlineSuppression.blockDirective, .block),
      (InlineSuppression.enableDirective, .enable),
    ]
    guard
      let (name, scope) = directives.first(where: { name, _ in
        // The name ends at a blank, the colon, the comment's closer or the end of the line.
        let after = rest.dropFirst(name.count)
        return rest.hasPrefix(name)
          && (after.first.map { " \t:".contains($0) } ?? true
            || syntax.closers.contains { after.hasPrefix($0) })
      })
    else { return nil }
    rest = rest.dropFirst(name.count)
    // The comment ends at its closer; text after it is code.
    var commentEnd = line.endIndex
    var closed = false
    for closer in syntax.closers {
      if let end = rest.firstRange(of: closer) {
        rest = rest[..<end.lowerBound]
        commentEnd = min(commentEnd, end.upperBound)
        closed = true
      }
    }
    // A block comment (`/*`, `<!--`) that goes on past its line is not removed by a fix.
    let blockOpeners = ["/*", "<!--", "{-", "(*"]
    if !closed, blockOpeners.contains(String(line[opener])) { commentEnd = line.startIndex }
    let ruleText: Substring
    let reason: String
    if let colon = rest.firstIndex(of: ":") {
      ruleText = rest[..<colon]
      reason = String(rest[rest.index(after: colon)...]).trimmingWhitespace()
    } else {
      ruleText = rest
      reason = ""
    }
    let rules = ruleText.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map(
      String.init)
    return Directive(opener: opener, end: commentEnd, range: range, scope: scope, rules: rules, reason: reason)
  }

  /// The last place `needle` starts in `text`, overlapping matches included (the last `//`
  /// of `///` starts at its second slash).
  private static func lastRange(of needle: String, in text: Substring) -> Range<String.Index>? {
    var index = text.endIndex
    while index > text.startIndex {
      index = text.index(before: index)
      if text[index...].hasPrefix(needle) {
        return index..<text.index(index, offsetBy: needle.count)
      }
    }
    return nil
  }

  /// The index of the first line after `index` that is neither blank nor only a comment.
  private static func nextCodeLine(after index: Int, in lines: [String], syntax: CommentSyntax)
    -> Int?
  {
    var next = index + 1
    while next < lines.count {
      let trimmed = lines[next].trimmingWhitespace()
      let commentOnly = syntax.openers.contains { trimmed.hasPrefix($0) }
      if !trimmed.isEmpty, !commentOnly { return next }
      next += 1
    }
    return nil
  }

  /// The last line of the statement that starts at `index`: in XML, the line that ends the
  /// element that starts there (a comment above `<uses-permission` covers attributes on the
  /// lines below it), and for a property list `<key>`, the end of its value too; elsewhere
  /// the line itself.
  private static func endOfStatement(from index: Int, in lines: [String], syntax: CommentSyntax)
    -> Int
  {
    guard case .xml = syntax, lines[index].trimmingWhitespace().hasPrefix("<") else { return index }
    var depth = 0
    var elements = 0
    let wanted = lines[index].trimmingWhitespace().hasPrefix("<key>") ? 2 : 1
    // Bounded, so that a comment above a huge element does not scan the whole file.
    for line in index..<min(lines.count, index + 500) {
      for tag in tags(in: lines[line]) {
        switch tag {
        case .open: depth += 1
        case .close: depth -= 1
        case .empty: break
        }
        if depth <= 0 {
          depth = 0
          elements += 1
          if elements == wanted { return line }
        }
      }
    }
    return index
  }

  private enum Tag { case open, close, empty }

  /// The element tags on a line, ignoring comments, declarations and processing instructions.
  private static func tags(in line: String) -> [Tag] {
    var result: [Tag] = []
    var rest = Substring(line)
    while let start = rest.firstIndex(of: "<") {
      let after = rest[rest.index(after: start)...]
      if after.hasPrefix("!") || after.hasPrefix("?") {
        guard let end = after.firstIndex(of: ">") else { break }
        rest = after[after.index(after: end)...]
        continue
      }
      guard let end = after.firstIndex(of: ">") else {
        // A start tag whose attributes continue on the next lines.
        result.append(after.hasPrefix("/") ? .close : .open)
        break
      }
      let body = after[..<end]
      result.append(body.hasPrefix("/") ? .close : body.hasSuffix("/") ? .empty : .open)
      rest = after[after.index(after: end)...]
    }
    // A line that only ends a start tag (`    android:name="…" />`) closes what it opened.
    if result.isEmpty, let end = line.firstIndex(of: ">") {
      result.append(line[..<end].hasSuffix("/") ? .close : .empty)
    }
    return result
  }
}
