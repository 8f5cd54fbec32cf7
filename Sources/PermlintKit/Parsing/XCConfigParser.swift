#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A parsed `.xcconfig` build-configuration file.
@_spi(Testing) public struct XCConfigDocument: Sendable {
  /// The file's path relative to the scanned root.
  public var path: String
  /// Settings in file order.
  public var settings: [BuildSetting]
  /// Files named by `#include` or `#include?`, as written, in order.
  public var includes: [Located<String>]
}

/// Reads `.xcconfig` files: `NAME = value` and `NAME[condition] = value` lines, `#include`
/// lines and `//` comments.
///
/// As in Xcode, `//` starts a comment anywhere on a line, even inside quotes, and a trailing
/// `;` is dropped. One pair of double quotes around the whole value is removed, so
/// `INFOPLIST_KEY_NSCameraUsageDescription = "Scan receipts"` reads as `Scan receipts`;
/// the value's position stays at the opening quote.
@_spi(Testing) public enum XCConfigParser {
  /// Parses every line of the file.
  public static func parse(_ file: SourceFile) throws(ParseError) -> XCConfigDocument {
    let bytes = TextDecoding.utf8(file.bytes).bytes
    let lines = LineTable(utf8: bytes)
    var settings: [BuildSetting] = []
    var includes: [Located<String>] = []
    var lineStart = 0
    while lineStart <= bytes.count {
      var lineEnd = lineStart
      while lineEnd < bytes.count, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
      let line = Line(bytes: bytes, start: lineStart, end: lineEnd)
      if let include = line.include() {
        includes.append(Located(include.path, at: lines.position(ofOffset: include.offset)))
      } else if let assignment = try line.assignment(file: file, lines: lines) {
        settings.append(assignment)
      }
      // Step over the break: CRLF counts once.
      var next = lineEnd + 1
      if lineEnd < bytes.count, bytes[lineEnd] == 0x0D, next < bytes.count, bytes[next] == 0x0A { next += 1 }
      lineStart = next
    }
    return XCConfigDocument(path: file.path, settings: settings, includes: includes)
  }
}

private struct Line {
  let bytes: [UInt8]
  let start: Int
  /// The end of the content: before a `//` comment or the line break.
  let end: Int

  init(bytes: [UInt8], start: Int, end: Int) {
    self.bytes = bytes
    self.start = start
    var contentEnd = start
    while contentEnd < end {
      if bytes[contentEnd] == UInt8(ascii: "/"), contentEnd + 1 < end, bytes[contentEnd + 1] == UInt8(ascii: "/") {
        break
      }
      contentEnd += 1
    }
    self.end = contentEnd
  }

  private func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

  private func skipSpaces(from index: Int) -> Int {
    var index = index
    while index < end, isSpace(bytes[index]) { index += 1 }
    return index
  }

  /// `#include "path"` or `#include? "path"`: the path and where it starts.
  func include() -> (path: String, offset: Int)? {
    let first = skipSpaces(from: start)
    let directive = Array("#include".utf8)
    guard end - first >= directive.count, Array(bytes[first..<first + directive.count]) == directive else {
      return nil
    }
    var index = first + directive.count
    if index < end, bytes[index] == UInt8(ascii: "?") { index += 1 }
    index = skipSpaces(from: index)
    guard index < end, bytes[index] == UInt8(ascii: "\"") else { return nil }
    let pathStart = index + 1
    var pathEnd = pathStart
    while pathEnd < end, bytes[pathEnd] != UInt8(ascii: "\"") { pathEnd += 1 }
    return (String(decoding: bytes[pathStart..<pathEnd], as: UTF8.self), index)
  }

  /// `NAME[condition] = value`, or `nil` for a blank or comment line.
  func assignment(file: SourceFile, lines: LineTable) throws(ParseError) -> BuildSetting? {
    let nameStart = skipSpaces(from: start)
    guard nameStart < end else { return nil }
    if bytes[nameStart] == UInt8(ascii: "#") { return nil }  // Other preprocessor-like lines.
    var index = nameStart
    while index < end, isNameCharacter(bytes[index]) { index += 1 }
    // Conditions such as `[sdk=iphoneos*][arch=arm64]`, whose `=` is not the assignment's.
    while index < end, bytes[index] == UInt8(ascii: "[") {
      while index < end, bytes[index] != UInt8(ascii: "]") { index += 1 }
      if index < end { index += 1 }
    }
    let written = String(decoding: bytes[nameStart..<index], as: UTF8.self).trimmingWhitespace()
    let equals = skipSpaces(from: index)
    guard !written.isEmpty, equals < end, bytes[equals] == UInt8(ascii: "=") else {
      throw ParseError(
        location: file.location(lines.position(ofOffset: nameStart)),
        message: "expected a build setting `NAME = value` or an `#include \"file.xcconfig\"` line")
    }
    var valueStart = skipSpaces(from: equals + 1)
    var valueEnd = end
    while valueEnd > valueStart, isSpace(bytes[valueEnd - 1]) { valueEnd -= 1 }
    if valueEnd > valueStart, bytes[valueEnd - 1] == UInt8(ascii: ";") { valueEnd -= 1 }
    while valueEnd > valueStart, isSpace(bytes[valueEnd - 1]) { valueEnd -= 1 }
    let position = lines.position(ofRange: valueStart..<valueEnd)
    var nameEnd = index
    while nameEnd > nameStart, isSpace(bytes[nameEnd - 1]) { nameEnd -= 1 }
    if valueEnd - valueStart >= 2, bytes[valueStart] == UInt8(ascii: "\""), bytes[valueEnd - 1] == UInt8(ascii: "\"") {
      valueStart += 1
      valueEnd -= 1
    }
    let (name, condition) = BuildSetting.splitCondition(written)
    return BuildSetting(
      name: name, condition: condition, value: String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self),
      path: file.path, namePosition: lines.position(ofRange: nameStart..<nameEnd), valuePosition: position)
  }

  private func isNameCharacter(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
      || byte == UInt8(ascii: "_")
  }
}
