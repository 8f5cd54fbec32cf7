#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A 1-based line and column in a source file.
///
/// Columns count Unicode scalar values (code points) from the start of the line, which is
/// what SARIF calls `unicodeCodePoints`; for ASCII text that equals the byte column that
/// compilers and editors print. Parsers that know more also record the column in UTF-16
/// code units (what GitHub and most editors count) and where the token that starts here
/// ends, so that a report can highlight the whole key, attribute value or node.
///
/// Two positions are equal when they start at the same line and column: the UTF-16 column
/// and the end are extra detail about the same place, not a different place.
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
  // Stored as 32-bit numbers, 24 bytes in all: a monorepo's documents hold millions of
  // positions, and no file permlint reads has four billion lines. An end line of 0 means the
  // end is unknown.
  private var storedLine: UInt32
  private var storedColumn: UInt32
  private var storedUTF16Column: UInt32
  private var storedEndLine: UInt32 = 0
  private var storedEndColumn: UInt32 = 0
  private var storedEndUTF16Column: UInt32 = 0

  /// The 1-based line number.
  public var line: Int {
    get { Int(storedLine) }
    set { storedLine = Self.stored(newValue) }
  }
  /// The 1-based column number, in Unicode scalars.
  public var column: Int {
    get { Int(storedColumn) }
    set { storedColumn = Self.stored(newValue) }
  }
  /// The 1-based column in UTF-16 code units; equals `column` unless a character outside
  /// the Basic Multilingual Plane (an emoji, say) comes before it on the line.
  public var utf16Column: Int {
    get { Int(storedUTF16Column) }
    set { storedUTF16Column = Self.stored(newValue) }
  }
  /// Just after the last character of the token that starts here, when the parser knows
  /// it; `nil` when it does not (reports then give the start only, never a guessed end).
  public var end: SourceEnd? {
    get {
      storedEndLine == 0
        ? nil
        : SourceEnd(line: Int(storedEndLine), column: Int(storedEndColumn), utf16Column: Int(storedEndUTF16Column))
    }
    set {
      storedEndLine = newValue.map { Self.stored($0.line) } ?? 0
      storedEndColumn = newValue.map { Self.stored($0.column) } ?? 0
      storedEndUTF16Column = newValue.map { Self.stored($0.utf16Column) } ?? 0
    }
  }

  /// Creates a position; both values are clamped to at least 1.
  public init(line: Int, column: Int) {
    self.init(line: line, column: column, utf16Column: column)
  }

  /// Creates a position with its UTF-16 column and, when known, the token's end.
  public init(line: Int, column: Int, utf16Column: Int, end: SourceEnd? = nil) {
    storedLine = Self.stored(line)
    storedColumn = Self.stored(column)
    storedUTF16Column = Self.stored(utf16Column)
    self.end = end
  }

  /// A 1-based number as stored: at least 1, at most `UInt32.max`.
  private static func stored(_ value: Int) -> UInt32 {
    UInt32(clamping: max(1, value))
  }

  /// The first character of a file.
  public static let start = SourcePosition(line: 1, column: 1)

  /// This position with the given end (`nil` keeps it unknown).
  public func ending(at end: SourceEnd?) -> SourcePosition {
    var copy = self
    copy.end = end
    return copy
  }

  public static func == (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    lhs.line == rhs.line && lhs.column == rhs.column
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(line)
    hasher.combine(column)
  }

  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  public var description: String { "\(line):\(column)" }
}

/// The exclusive end of a token: the line and the column just after its last character.
public struct SourceEnd: Hashable, Sendable {
  /// The 1-based line of the token's last character.
  public var line: Int
  /// The 1-based column just after the token's last character, in Unicode scalars.
  public var column: Int
  /// The same column in UTF-16 code units.
  public var utf16Column: Int

  /// Creates an end.
  public init(line: Int, column: Int, utf16Column: Int) {
    self.line = max(1, line)
    self.column = max(1, column)
    self.utf16Column = max(1, utf16Column)
  }

  /// The end just after `position`'s last character, given as the position of the next one.
  public init(after position: SourcePosition) {
    self.init(line: position.line, column: position.column, utf16Column: position.utf16Column)
  }
}
