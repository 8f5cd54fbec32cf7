#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A file that could not be parsed, with the place the parser stopped.
@_spi(Testing) public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the parser stopped.
  public var location: FileLocation
  /// What the parser reported, rephrased for a person.
  public var message: String

  /// Creates a parse error. The message is folded onto one line, since every report
  /// format gives a finding one line (libxml2's own messages can span several).
  public init(location: FileLocation, message: String) {
    self.location = location
    self.message = message.split(whereSeparator: \.isNewline).map { $0.trimmingWhitespace() }
      .filter { !$0.isEmpty }.joined(separator: " ")
  }

  public var description: String { "\(location): \(message)" }
}
