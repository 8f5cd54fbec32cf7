import Foundation
import PermlintTestSupport
import Testing

@_spi(Testing) @testable import PermlintKit

/// The imports of `LC_DYLD_CHAINED_FIXUPS` on a framework lld 19 linked for iOS 15
/// (`Fixtures/builds/linked`, made by `make.sh`), its stripped copy, hostile payloads, and
/// hand-built images whose fixups hold over-long or unterminated names.
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

  /// A thin 64-bit image whose only load command is `LC_DYLD_CHAINED_FIXUPS`, its payload
  /// imports (format 1, library 1) naming `names` in order from a pool that starts with a NUL;
  /// `unterminated` drops the pool's last NUL.
  static func fixups(_ names: [String], unterminated: Bool = false) -> [UInt8] {
    func u32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
    var pool: [UInt8] = [0]
    var imports: [UInt8] = []
    for name in names {
      imports += u32(1 | pool.count << 9)
      pool += Array(name.utf8) + [0]
    }
    if unterminated { pool.removeLast() }
    let startsOffset = 28
    let importsOffset = startsOffset + 4
    let symbolsOffset = importsOffset + imports.count
    let payload =
      [0, startsOffset, importsOffset, symbolsOffset, names.count, 1, 0].flatMap(u32) + u32(0) + imports + pool
    let dataOffset = 48
    let header = [0xFEED_FACF, 0x0100_000C, 0, 2, 1, 16, 0, 0].flatMap(u32)
    return header + [0x8000_0034, 16, dataOffset, payload.count].flatMap(u32) + payload
  }

  @Test("a name longer than a C string's 4,096-byte limit is skipped, and the imports after it read")
  func overLongName() throws {
    let long = "__Z" + String(repeating: "N", count: 5_000)
    let references = try MachOReader.read(Self.fixups([long, "_OBJC_CLASS_$_CLLocationManager"]))
    #expect(references.importedSymbols == ["_OBJC_CLASS_$_CLLocationManager"])
    #expect(references.importedClasses == ["CLLocationManager"])
    // The longest name read whole is 4,095 bytes; one byte more and it is skipped.
    let longest = String(repeating: "N", count: 4_095)
    let read = try MachOReader.read(Self.fixups([longest, "_" + longest, "_objc_msgSend"]))
    #expect(read.importedSymbols == [longest, "_objc_msgSend"])
  }

  @Test("a chained import naming nothing, or a name the fixups never terminate, however long, is malformed")
  func unterminatedName() throws {
    func failure(_ names: [String], unterminated: Bool) -> BinaryInput.Failure? {
      do {
        _ = try MachOReader.read(Self.fixups(names, unterminated: unterminated))
        return nil
      } catch { return error }
    }
    let empty = failure([""], unterminated: false)
    #expect(empty?.message == "chained import 0 names no symbol inside the fixups (name offset 1)")
    #expect(empty?.offset == 80)
    for last in ["_OBJC_CLASS_$_CLLocationManager", String(repeating: "N", count: 5_000)] {
      let unterminated = failure(["_objc_msgSend", last], unterminated: true)
      #expect(unterminated?.message == "chained import 1 names no symbol inside the fixups (name offset 15)")
      #expect(unterminated?.offset == 84)
    }
  }
}
