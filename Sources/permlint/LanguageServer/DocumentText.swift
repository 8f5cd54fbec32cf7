/// A document's lines, for turning permlint's positions (1-based lines, columns in Unicode
/// scalars) into LSP's (0-based lines, characters in UTF-16 code units).
struct DocumentText {
  /// The lines without their line breaks (`\n`, `\r\n` or `\r`, as LSP counts lines).
  let lines: [Substring]

  init(_ text: String) {
    var lines: [Substring] = []
    var start = text.startIndex
    var index = text.startIndex
    // Scanned by scalar: `\r\n` is one Character, and a line may end with either alone.
    let scalars = text.unicodeScalars
    while index < text.endIndex {
      let scalar = scalars[index]
      if scalar == "\n" || scalar == "\r" {
        lines.append(text[start..<index])
        var next = scalars.index(after: index)
        if scalar == "\r", next < text.endIndex, scalars[next] == "\n" { next = scalars.index(after: next) }
        start = next
        index = next
      } else {
        index = scalars.index(after: index)
      }
    }
    lines.append(text[start...])
    self.lines = lines
  }

  /// The 0-based UTF-16 character of a 1-based line and scalar column; `nil` when the line is
  /// not in the text. A column past the line's end is counted as if the line were longer.
  func utf16Character(line: Int, column: Int) -> Int? {
    guard line >= 1, line <= lines.count else { return nil }
    var character = 0
    var remaining = column - 1
    for scalar in lines[line - 1].unicodeScalars {
      guard remaining > 0 else { break }
      character += scalar.utf16.count
      remaining -= 1
    }
    return character + max(0, remaining)
  }

  /// The 0-based UTF-16 character just after the word (letters, digits, `_`, `.`, `-`) that
  /// starts at a 0-based line and character: the extent of a finding that gives its start only.
  func wordEnd(line: Int, character: Int) -> Int {
    guard line >= 0, line < lines.count else { return character }
    var offset = 0
    for scalar in lines[line].unicodeScalars {
      let isWord =
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_.-".unicodeScalars.contains(scalar)
      if offset >= character, !isWord { break }
      offset += scalar.utf16.count
    }
    return max(character, offset)
  }
}
