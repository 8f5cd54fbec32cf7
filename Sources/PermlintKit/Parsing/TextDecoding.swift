#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Normalizes a file's bytes to UTF-8 so that every parser and `LineTable` count the same
/// characters: strips a UTF-8 byte-order mark and transcodes UTF-16 (with or without a BOM).
@_spi(Testing) public enum TextDecoding {
  /// The encoding a file was found in.
  @_spi(Testing) public enum Encoding: Sendable, Equatable {
    case utf8
    case utf8WithBOM
    case utf16LittleEndian
    case utf16BigEndian
  }

  /// The UTF-8 bytes of the text and the encoding they were found in.
  public static func utf8(_ bytes: [UInt8]) -> (bytes: [UInt8], encoding: Encoding) {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      return (Array(bytes.dropFirst(3)), .utf8WithBOM)
    }
    if bytes.starts(with: [0xFF, 0xFE]) {
      return (transcode(bytes.dropFirst(2), littleEndian: true), .utf16LittleEndian)
    }
    if bytes.starts(with: [0xFE, 0xFF]) {
      return (transcode(bytes.dropFirst(2), littleEndian: false), .utf16BigEndian)
    }
    // UTF-16 without a BOM: text that starts with an ASCII character shows a NUL byte beside it.
    if bytes.count >= 4, bytes.count % 2 == 0 {
      if bytes[0] != 0, bytes[1] == 0, bytes[2] != 0, bytes[3] == 0 {
        return (transcode(bytes[...], littleEndian: true), .utf16LittleEndian)
      }
      if bytes[0] == 0, bytes[1] != 0, bytes[2] == 0, bytes[3] != 0 {
        return (transcode(bytes[...], littleEndian: false), .utf16BigEndian)
      }
    }
    return (bytes, .utf8)
  }

  /// An error at the first NUL byte, if the text has one: no manifest, plist, strings file
  /// or feature map contains NUL, so the file is binary or corrupted.
  public static func nulByteError(in bytes: [UInt8], file: SourceFile) -> ParseError? {
    guard let offset = bytes.firstIndex(of: 0) else { return nil }
    let position = LineTable(utf8: bytes).position(ofOffset: offset)
    return ParseError(
      location: file.location(position),
      message: "the file contains a NUL byte, so it is binary or corrupted, not text; restore it from version control")
  }

  private static func transcode(_ bytes: ArraySlice<UInt8>, littleEndian: Bool) -> [UInt8] {
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = bytes.startIndex
    while index + 1 < bytes.endIndex {
      let first = UInt16(bytes[index])
      let second = UInt16(bytes[index + 1])
      units.append(littleEndian ? first | second << 8 : first << 8 | second)
      index += 2
    }
    return Array(String(decoding: units, as: UTF16.self).utf8)
  }
}
