#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads a localized `.strings` file in any form Foundation reads one: the old-style
/// `"key" = "value";` text, or a property list (XML or binary) whose top value is a
/// dictionary of strings, which some localization tools write (Pocket Casts' `InfoPlist.strings`
/// files are XML property lists).
@_spi(Testing) public enum LocalizedStringsParser {
  /// Parses every string entry of the file, in order.
  public static func parse(_ file: SourceFile) throws(ParseError) -> [StringsEntry] {
    guard isPropertyList(file.bytes) else { return try StringsFileParser.parse(file) }
    let root = try PlistParser.parse(file)
    guard let entries = root.dictionary else {
      throw ParseError(
        location: file.location(root.position),
        message: "a .strings file written as a property list must have a <dict> at its top")
    }
    return entries.compactMap { entry in
      entry.value.string.map {
        StringsEntry(key: entry.key, keyPosition: entry.keyPosition, value: $0, valuePosition: entry.value.position)
      }
    }
  }

  /// A binary property list, or text whose first non-blank character (after a byte-order
  /// mark) is `<`: old-style strings never start with one.
  static func isPropertyList(_ bytes: [UInt8]) -> Bool {
    if BinaryPlistParser.isBinary(bytes) { return true }
    let text = TextDecoding.utf8(bytes).bytes
    return text.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } == UInt8(ascii: "<")
  }
}
