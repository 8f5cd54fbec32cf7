#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A position in a particular file: its path relative to the scanned root, a line and a column.
public struct FileLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The file's path relative to the scanned root, with forward slashes.
  public var path: String
  /// The line and column inside the file.
  public var position: SourcePosition

  /// Creates a location.
  public init(path: String, position: SourcePosition) {
    self.path = path
    self.position = position
  }

  /// Creates a location from a line and a column.
  public init(path: String, line: Int, column: Int) {
    self.init(path: path, position: SourcePosition(line: line, column: column))
  }

  /// The 1-based line.
  public var line: Int { position.line }
  /// The 1-based column.
  public var column: Int { position.column }

  public static func < (lhs: FileLocation, rhs: FileLocation) -> Bool {
    (lhs.path, lhs.position) < (rhs.path, rhs.position)
  }

  public var description: String { "\(path):\(position)" }
}
