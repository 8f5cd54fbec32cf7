#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A value together with the position it was read from.
@_spi(Testing) public struct Located<Value: Sendable>: Sendable {
  /// The value.
  public var value: Value
  /// Where it was written.
  public var position: SourcePosition

  /// Creates a located value.
  public init(_ value: Value, at position: SourcePosition) {
    self.value = value
    self.position = position
  }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
