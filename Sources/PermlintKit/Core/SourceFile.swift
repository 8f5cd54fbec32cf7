#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The raw contents of one input file, with its display path.
public struct SourceFile: Sendable {
  /// Path relative to the scanned root, with forward slashes.
  public var path: String
  /// The bytes as read from disk.
  public var bytes: [UInt8]

  /// Creates a source file from bytes.
  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }

  /// Creates a source file from UTF-8 text.
  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// The location of a position in this file.
  public func location(_ position: SourcePosition) -> FileLocation {
    FileLocation(path: path, position: position)
  }
}
