/// A 1-based line and column in a source file.
///
/// Columns count Unicode scalar values (code points) from the start of the line, which is
/// what SARIF calls `unicodeCodePoints`; for ASCII text that equals the byte column that
/// compilers and editors print.
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column number, in Unicode scalars.
  public var column: Int

  /// Creates a position; both values are clamped to at least 1.
  public init(line: Int, column: Int) {
    self.line = max(1, line)
    self.column = max(1, column)
  }

  /// The first character of a file.
  public static let start = SourcePosition(line: 1, column: 1)

  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  public var description: String { "\(line):\(column)" }
}
