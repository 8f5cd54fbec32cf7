#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Percent-encoding for the paths in SARIF artifact URIs.
@_spi(Testing) public enum URIEncoding {
  /// Encodes every byte except RFC 3986 unreserved characters and `/`.
  public static func encodePath(_ path: String) -> String {
    // Built as bytes: appending scalar by scalar to a string was most of encoding a path.
    var result: [UInt8] = []
    result.reserveCapacity(path.utf8.count)
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"), UInt8(ascii: "/"):
        result.append(byte)
      default:
        result.append(UInt8(ascii: "%"))
        result.append(hexDigit(byte >> 4))
        result.append(hexDigit(byte & 0x0F))
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// An upper-case hexadecimal digit.
  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
  }
}
