/// A file that could not be parsed, with the place the parser stopped.
public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the parser stopped.
  public var location: SourceLocation
  /// What the parser reported, rephrased for a person.
  public var message: String

  /// Creates a parse error.
  public init(location: SourceLocation, message: String) {
    self.location = location
    self.message = message
  }

  public var description: String { "\(location): \(message)" }
}
