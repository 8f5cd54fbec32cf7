import Foundation
@_spi(Testing) import PermlintKit
import PermlintTestSupport
import Testing

@Suite("Binary property-list reader")
struct BinaryPlistParserTests {
  @Test("every value type written by Foundation reads back")
  func valueTypes() throws {
    let bytes = try BinaryPlistFixture.bytes(
      [
        "ascii": "Scan receipts", "unicode": "Standort 📍 für Routen", "integer": 42, "negative": -7,
        "real": 1.5, "true": true, "false": false, "data": Data([0, 1, 2, 250]),
        "date": Date(timeIntervalSinceReferenceDate: 86_400 + 3_661), "array": ["a", "b"],
        "nested": ["inner": "value"], "long": String(repeating: "x", count: 40),
      ] as [String: Any])
    let root = try BinaryPlistParser.parse(SourceFile(path: "Info.plist", bytes: bytes))
    #expect(root.entry("ascii")?.value.string == "Scan receipts")
    #expect(root.entry("unicode")?.value.string == "Standort 📍 für Routen")
    #expect(root.entry("long")?.value.string?.count == 40)
    guard case .integer("42") = root.entry("integer")?.value.kind,
      case .integer("-7") = root.entry("negative")?.value.kind
    else {
      Issue.record("integers not read: \(String(describing: root.entry("negative")?.value.kind))")
      return
    }
    guard case .real("1.5") = root.entry("real")?.value.kind else {
      Issue.record("real not read")
      return
    }
    guard case .bool(true) = root.entry("true")?.value.kind, case .bool(false) = root.entry("false")?.value.kind else {
      Issue.record("booleans not read")
      return
    }
    guard case .data("AAEC+g==") = root.entry("data")?.value.kind else {
      Issue.record("data not read: \(String(describing: root.entry("data")?.value.kind))")
      return
    }
    guard case .date("2001-01-02T01:01:01Z") = root.entry("date")?.value.kind else {
      Issue.record("date not read: \(String(describing: root.entry("date")?.value.kind))")
      return
    }
    #expect(root.entry("array")?.value.array?.compactMap(\.string) == ["a", "b"])
    #expect(root.entry("nested")?.value.entry("inner")?.value.string == "value")
    #expect(root.entry("nested")?.value.position == .start)
  }

  @Test("a dictionary with more than 14 entries uses an extended length")
  func extendedLength() throws {
    var dictionary: [String: String] = [:]
    for index in 0..<40 { dictionary["NSKey\(index)UsageDescription"] = "Reason \(index)" }
    let root = try BinaryPlistParser.parse(
      SourceFile(path: "Info.plist", bytes: try BinaryPlistFixture.bytes(dictionary)))
    #expect(root.dictionary?.count == 40)
    #expect(root.entry("NSKey39UsageDescription")?.value.string == "Reason 39")
  }

  @Test(
    "malformed binary plists are errors at 1:1, never crashes",
    arguments: [
      (Array("bplist00".utf8), "truncated"),
      (Array("bplist15".utf8) + [UInt8](repeating: 0, count: 40), "bplist00"),
      (
        Array("bplist00".utf8) + [0x08] + [0, 0, 0, 0, 0, 0, 1, 1] + [UInt8](repeating: 0, count: 7) + [1]
          + [UInt8](repeating: 0, count: 8) + [0, 0, 0, 0, 0, 0, 0, 0xFF], "size"
      ),
    ] as [([UInt8], String)])
  func malformed(_ bytes: [UInt8], _ expected: String) {
    let error = #expect(throws: ParseError.self) {
      try BinaryPlistParser.parse(SourceFile(path: "Info.plist", bytes: bytes))
    }
    #expect(error?.location == PermlintKit.FileLocation(path: "Info.plist", line: 1, column: 1))
    #expect(error?.message.contains(expected) == true, "\(error?.message ?? "")")
  }

  @Test("an array that contains itself is refused")
  func referenceCycle() {
    // Object 0 is a one-item array whose item is object 0.
    var bytes = Array("bplist00".utf8)
    bytes += [0xA1, 0x00]  // array of 1, reference 0
    let offsetTable = bytes.count
    bytes += [0x08]  // object 0 at offset 8
    bytes += [0, 0, 0, 0, 0, 0, 1, 1]  // unused, offset size 1, reference size 1
    bytes += [0, 0, 0, 0, 0, 0, 0, 1]  // one object
    bytes += [0, 0, 0, 0, 0, 0, 0, 0]  // top object 0
    bytes += [0, 0, 0, 0, 0, 0, 0, UInt8(offsetTable)]
    let error = #expect(throws: ParseError.self) {
      try BinaryPlistParser.parse(SourceFile(path: "Info.plist", bytes: bytes))
    }
    #expect(error?.message.contains("cycle") == true)
  }

  @Test("every truncation of a valid file is an error or a value, never a crash")
  func truncations() throws {
    let bytes = try BinaryPlistFixture.bytes(["NSCameraUsageDescription": "Scan", "A": [1, 2, 3]] as [String: Any])
    for length in 0..<bytes.count {
      _ = try? PlistParser.parse(SourceFile(path: "Info.plist", bytes: Array(bytes.prefix(length))))
    }
    for index in 0..<bytes.count {
      var corrupted = bytes
      corrupted[index] ^= 0xFF
      _ = try? PlistParser.parse(SourceFile(path: "Info.plist", bytes: corrupted))
    }
  }
}
