/// The imports table of `LC_DYLD_CHAINED_FIXUPS`, which binaries linked for iOS 15 and later
/// use instead of dyld's bind opcodes: dyld binds every import it lists, so a symbol it
/// names is imported even when the symbol table (which `strip` may thin) does not list it.
///
/// The layout, as Apple's `<mach-o/fixup-chains.h>` (apple-oss-distributions/dyld) defines
/// it: the load command is a `linkedit_data_command` (`dataoff`, `datasize`) whose payload
/// starts with `dyld_chained_fixups_header`, seven little-endian `uint32_t`s:
/// `fixups_version` (0), `starts_offset`, `imports_offset`, `symbols_offset`,
/// `imports_count`, `imports_format` and `symbols_format` (0: plain; 1: zlib, which no
/// linker writes and permlint does not read). The offsets are from the payload's start. The
/// imports are `imports_count` entries from `imports_offset`, in one of three formats:
///
/// - 1 `DYLD_CHAINED_IMPORT`, 4 bytes: `lib_ordinal:8, weak_import:1, name_offset:23`;
/// - 2 `DYLD_CHAINED_IMPORT_ADDEND`, 8 bytes: the same, then an `int32_t` addend;
/// - 3 `DYLD_CHAINED_IMPORT_ADDEND64`, 16 bytes: `lib_ordinal:16, weak_import:1,
///   reserved:15, name_offset:32`, then a `uint64_t` addend.
///
/// `name_offset` is from `symbols_offset`, to a NUL-terminated name in the payload. The
/// chains themselves (`starts_offset`) say where each import is bound, which permlint does
/// not need. Every offset and count is checked against the payload and the file.
enum MachOChainedFixups {
  /// `LC_DYLD_CHAINED_FIXUPS`.
  static let command = 0x8000_0034

  /// Reads the imported names of the command at `command` into `references`.
  static func read(
    _ input: BinaryInput, command: Int, into references: inout MachOReferences,
    fail: (String, Int) -> BinaryInput.Failure
  ) throws(BinaryInput.Failure) {
    let start = try input.u32(command + 8, "the chained fixups' offset")
    let size = try input.u32(command + 12, "the chained fixups' size")
    guard input.contains(start, size), size >= 28 else {
      throw fail("the chained fixups (\(size) bytes at \(start)) lie outside the file or hold no header", command + 8)
    }
    let end = start + size
    let version = try input.u32(start, "the chained fixups' version")
    guard version == 0 else { throw fail("the chained fixups have version \(version) (only 0 exists)", start) }
    let importsOffset = try input.u32(start + 8, "the chained imports' offset")
    let symbolsOffset = try input.u32(start + 12, "the chained symbols' offset")
    let count = try input.u32(start + 16, "the number of chained imports")
    let format = try input.u32(start + 20, "the chained imports' format")
    let symbolsFormat = try input.u32(start + 24, "the chained symbols' format")
    // A zlib-compressed pool is defined but never written; the symbol table still lists the imports.
    guard symbolsFormat == 0 else { return }
    let entrySize: Int
    switch format {
    case 1: entrySize = 4
    case 2: entrySize = 8
    case 3: entrySize = 16
    default: throw fail("the chained imports have format \(format) (1, 2 or 3)", start + 20)
    }
    guard count <= MachOReader.maximumSymbols else {
      throw fail("the chained fixups claim \(count) imports (at most \(MachOReader.maximumSymbols))", start + 16)
    }
    guard importsOffset <= size, count * entrySize <= size - importsOffset else {
      throw fail("the \(count) chained imports at \(importsOffset) run past the fixups' \(size) bytes", start + 8)
    }
    guard symbolsOffset <= size else {
      throw fail("the chained symbols' offset \(symbolsOffset) is past the fixups' \(size) bytes", start + 12)
    }
    let pool = start + symbolsOffset
    // A name is terminated inside the fixups when a NUL is at or after its start: one scan for the
    // payload's last NUL answers that for every import, however long its name (templated C++
    // names can pass `BinaryInput.cString`'s limit) and however many imports share it.
    let lastNUL = input.bytes[pool..<end].lastIndex(of: 0)
    for index in 0..<count {
      let entry = start + importsOffset + index * entrySize
      let nameOffset: Int
      let weak: Bool
      if format == 3 {
        let value = try input.u64(entry, "chained import \(index)")
        weak = value >> 16 & 1 == 1
        nameOffset = Int(value >> 32)
      } else {
        let value = try input.u32(entry, "chained import \(index)")
        weak = value >> 8 & 1 == 1
        nameOffset = value >> 9
      }
      guard let nameStart = BinaryInput.add(pool, nameOffset), let lastNUL, nameStart <= lastNUL,
        input.bytes[nameStart] != 0
      else {
        throw fail("chained import \(index) names no symbol inside the fixups (name offset \(nameOffset))", entry)
      }
      // A name longer than the limit is skipped, as the symbol table's reader skips it: no
      // permission API has one, and reading it whole for every import would be quadratic.
      guard let name = input.cString(at: nameStart, end: end) else { continue }
      references.importedSymbols.insert(name)
      if weak { references.weakImportedSymbols.insert(name) }
    }
  }
}
