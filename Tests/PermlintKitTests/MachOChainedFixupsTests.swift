import Foundation
import PermlintTestSupport
import Testing

@_spi(Testing) @testable import PermlintKit

/// The imports of `LC_DYLD_CHAINED_FIXUPS` on a framework lld 19 linked for iOS 15
/// (`Fixtures/builds/linked`, made by `make.sh`), its stripped copy, and hostile payloads.
@Suite("Mach-O chained fixups")
struct MachOChainedFixupsTests {
  static let linked = "\(CompiledReadersTests.builds)/linked"

  /// The offset of the first load command `command` in a thin 64-bit image.
  static func loadCommand(_ command: UInt32, in bytes: [UInt8]) throws -> Int {
    func u32(_ offset: Int) -> UInt32 {
      bytes[offset..<offset + 4].reversed().reduce(0) { $0 << 8 | UInt32($1) }
    }
    var offset = 32
    for _ in 0..<u32(16) {
      if u32(offset) == command { return offset }
      offset += Int(u32(offset + 4))
    }
    throw ReaderFixtureError(message: "no load command \(String(command, radix: 16))")
  }

  struct ReaderFixtureError: Error { var message: String }

  static func setting(_ bytes: inout [UInt8], _ offset: Int, _ value: UInt32) {
    for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * index)) }
  }

  @Test("the imports table names what the symbol table does, weak imports marked; merged once each")
  func linked() throws {
    let references = try MachOReader.read(try CompiledReadersTests.bytes("\(Self.linked)/Tracker"))
    #expect(
      references.importedSymbols == [
        "_OBJC_CLASS_$_CLLocationManager", "_PLOptionalHook", "_objc_alloc_init", "_objc_msgSend",
      ])
    #expect(references.weakImportedSymbols == ["_PLOptionalHook"])
    #expect(references.importedClasses == ["CLLocationManager"])
    #expect(references.selectors == ["requestAlwaysAuthorization"])
  }

  @Test("a stripped binary: the class its symbol table no longer lists is found in the chained fixups")
  func stripped() throws {
    let bytes = try CompiledReadersTests.bytes("\(Self.linked)/Stripped")
    #expect(try MachOReader.read(bytes).importedClasses == ["CLLocationManager"])
    // Without the chained fixups (the command renamed), only the symbol table is read.
    var withoutFixups = bytes
    Self.setting(&withoutFixups, try Self.loadCommand(0x8000_0034, in: bytes), 0x8000_0099)
    #expect(try MachOReader.read(withoutFixups).importedClasses == [])
  }

  @Test("a class only the chained fixups import makes the request undeclared, at the binary")
  func lintedInBuild() async throws {
    let report = await Linter().lint(files: [
      SourceFile(
        path: "Demo.app/Info.plist", bytes: try CompiledReadersTests.bytes("\(CompiledReadersTests.app)/Info.plist")),
      SourceFile(
        path: "Demo.app/Frameworks/Tracker.framework/Tracker",
        bytes: try CompiledReadersTests.bytes("\(Self.linked)/Stripped")),
    ])
    // The app's own binary is left out: its camera key is unrequested and no code opens Settings.
    #expect(
      report.findings.map { "\($0.location) \($0.ruleID)" } == [
        "Demo.app/Frameworks/Tracker.framework/Tracker:1:1 permission-requested-undeclared",
        "Demo.app/Frameworks/Tracker.framework/Tracker:1:1 settings-unreachable-in-code",
        "Demo.app/Info.plist:1:1 declared-permission-unrequested",
      ])
    #expect(
      report.findings[0].message.contains("-[CLLocationManager requestAlwaysAuthorization] requests location-always"))
  }

  /// The linked framework with one field of its chained fixups changed: `field` is the byte
  /// offset in the payload (the header's fields are 4 bytes apart), or -1 for the command's
  /// `dataoff`, -2 for its `datasize`.
  static func hostile(_ field: Int, _ value: UInt32) throws -> [UInt8] {
    var bytes = try CompiledReadersTests.bytes("\(linked)/Tracker")
    let command = try loadCommand(0x8000_0034, in: bytes)
    let start = bytes[command + 8..<command + 12].reversed().reduce(0) { $0 << 8 | Int($1) }
    switch field {
    case -1: setting(&bytes, command + 8, value)
    case -2: setting(&bytes, command + 12, value)
    default: setting(&bytes, start + field, value)
    }
    return bytes
  }

  @Test(
    "hostile chained fixups end in an error that says what and where",
    arguments: [
      (-1, 0xFFFF_FF00, "the chained fixups (200 bytes at 4294967040) lie outside the file or hold no header"),
      (-2, 12, "the chained fixups (12 bytes at 65536) lie outside the file or hold no header"),
      (0, 1, "the chained fixups have version 1 (only 0 exists)"),
      (20, 9, "the chained imports have format 9 (1, 2 or 3)"),
      (16, 0x7FFF_FFFF, "the chained fixups claim 2147483647 imports (at most 4000000)"),
      (16, 3_000_000, "the 3000000 chained imports at 104 run past the fixups' 200 bytes"),
      (8, 0xFFFF_FFF0, "the 4 chained imports at 4294967280 run past the fixups' 200 bytes"),
      (12, 4096, "the chained symbols' offset 4096 is past the fixups' 200 bytes"),
      (104, 0xFFFF_FE00, "chained import 0 names no symbol inside the fixups (name offset 8388607)"),
    ] as [(Int, UInt32, String)])
  func hostile(_ field: Int, _ value: UInt32, _ message: String) throws {
    let bytes = try Self.hostile(field, value)
    do {
      _ = try MachOReader.read(bytes)
      Issue.record("read with field \(field) = \(value)")
    } catch {
      #expect(error.message == message)
    }
  }

  @Test("a zlib-compressed symbol pool, which no linker writes, leaves the symbol table's imports")
  func compressedPool() throws {
    let references = try MachOReader.read(try Self.hostile(24, 1))
    #expect(references.importedClasses == ["CLLocationManager"])
    #expect(references.weakImportedSymbols == [])
  }
}
