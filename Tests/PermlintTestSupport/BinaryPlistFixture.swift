import Foundation

/// Binary property lists for tests, written by Foundation so that permlint's own reader is
/// checked against an independent writer.
public enum BinaryPlistFixture {
  /// The `bplist00` bytes of a property list.
  public static func bytes(_ propertyList: Any) throws -> [UInt8] {
    Array(try PropertyListSerialization.data(fromPropertyList: propertyList, format: .binary, options: 0))
  }
}
