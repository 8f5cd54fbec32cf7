/// What a Mach-O binary references, as Apple's upload scanner reads it: the symbols it
/// imports (`_OBJC_CLASS_$_CLLocationManager`, `_AVMediaTypeVideo`, Swift's `$s…` names) and
/// the Objective-C selectors it names (`requestAlwaysAuthorization`), from the symbol table,
/// the chained fixups' imports (`LC_DYLD_CHAINED_FIXUPS`) and `__objc_methname`. Reads thin 64-bit
/// binaries and fat ones (each 64-bit slice); 32-bit slices are skipped. Every count and
/// offset is checked against the file and against hard limits, so a hostile binary ends in a
/// `BinaryInput.Failure`, never a trap or a long loop.
@_spi(Testing) public struct MachOReferences: Sendable, Equatable {
  /// Undefined external symbols, with the leading `_` of C names kept: those the symbol
  /// table lists and those the chained fixups import (`MachOChainedFixups`), once each.
  public var importedSymbols: Set<String> = []
  /// The imports the chained fixups mark weak (`weak_import`): the binary runs without them,
  /// on systems where the framework lacks the symbol, but still calls them where it has it.
  public var weakImportedSymbols: Set<String> = []
  /// Selector names from `__objc_methname` (those the binary sends and those it implements).
  public var selectors: Set<String> = []
  /// Objective-C classes the binary imports, from `_OBJC_CLASS_$_<Name>` symbols.
  public var importedClasses: Set<String> {
    Set(
      importedSymbols.compactMap { $0.hasPrefix(Self.classPrefix) ? String($0.dropFirst(Self.classPrefix.count)) : nil }
    )
  }
  /// The architectures read (`arm64`, `x86_64`, or the CPU type number).
  public var architectures: [String] = []

  static let classPrefix = "_OBJC_CLASS_$_"
}

/// Reads `MachOReferences` from a Mach-O file.
@_spi(Testing) public enum MachOReader {
  /// The largest binary read (a large app's executable is a few hundred megabytes).
  static let maximumSize = 512 * 1024 * 1024
  /// Hard limits on the counts a header may claim.
  static let maximumSlices = 16
  static let maximumLoadCommands = 8_192
  static let maximumSections = 4_096
  static let maximumSymbols = 4_000_000
  static let maximumSelectors = 1_000_000

  /// Whether the bytes start like a Mach-O file (thin or fat, either width).
  static func isMachO(_ bytes: [UInt8]) -> Bool {
    guard bytes.count >= 4 else { return false }
    let magic = Array(bytes[0..<4])
    return [[0xCF, 0xFA, 0xED, 0xFE], [0xCE, 0xFA, 0xED, 0xFE], [0xCA, 0xFE, 0xBA, 0xBE], [0xCA, 0xFE, 0xBA, 0xBF]]
      .contains(magic)
  }

  /// The references of every 64-bit image of the file.
  public static func read(_ bytes: [UInt8]) throws(BinaryInput.Failure) -> MachOReferences {
    let input = BinaryInput(bytes)
    // Packaging scripts leave empty placeholders (fastlane's test .ipas hold 0-byte dylibs).
    guard !bytes.isEmpty else { throw BinaryInput.Failure(message: "the file is empty", offset: 0) }
    let magic = try input.u32(0, "the magic number", bigEndian: true)
    var references = MachOReferences()
    switch magic {
    case 0xCAFE_BABE, 0xCAFE_BABF:
      let wide = magic == 0xCAFE_BABF
      let count = try input.u32(4, "the number of architectures", bigEndian: true)
      guard count <= maximumSlices else {
        throw BinaryInput.Failure(
          message: "the fat header lists \(count) architectures (at most \(maximumSlices))", offset: 4)
      }
      let entrySize = wide ? 32 : 20
      for slice in 0..<count {
        let base = 8 + slice * entrySize
        let offset =
          wide
          ? Int(clamping: try input.u64(base + 8, "architecture \(slice)'s offset", bigEndian: true))
          : try input.u32(base + 8, "architecture \(slice)'s offset", bigEndian: true)
        let size =
          wide
          ? Int(clamping: try input.u64(base + 16, "architecture \(slice)'s size", bigEndian: true))
          : try input.u32(base + 12, "architecture \(slice)'s size", bigEndian: true)
        try input.check(offset, size, "architecture \(slice)")
        let sliceBytes = Array(bytes[offset..<offset + size])
        guard sliceBytes.starts(with: [0xCF, 0xFA, 0xED, 0xFE]) else { continue }
        try readThin(BinaryInput(sliceBytes), into: &references, base: offset)
      }
    case 0xCFFA_EDFE:
      try readThin(input, into: &references, base: 0)
    case 0xCEFA_EDFE:
      // A 32-bit binary: no App Store build has shipped one since 2017.
      break
    default:
      throw BinaryInput.Failure(message: "not a Mach-O file (magic \(String(magic, radix: 16)))", offset: 0)
    }
    return references
  }

  private static func cpuName(_ type: Int) -> String {
    switch type {
    case 0x0100_000C: "arm64"
    case 0x0100_0007: "x86_64"
    default: "cpu \(type)"
    }
  }

  /// One 64-bit little-endian image; `base` is its offset in the file, for messages.
  private static func readThin(
    _ input: BinaryInput, into references: inout MachOReferences, base: Int
  ) throws(BinaryInput.Failure) {
    func fail(_ message: String, _ offset: Int) -> BinaryInput.Failure {
      BinaryInput.Failure(message: message, offset: base + offset)
    }
    let cpu = try input.u32(4, "the CPU type")
    references.architectures.append(cpuName(cpu))
    let commandCount = try input.u32(16, "the number of load commands")
    let commandsSize = try input.u32(20, "the size of the load commands")
    guard commandCount <= maximumLoadCommands else {
      throw fail("the header claims \(commandCount) load commands (at most \(maximumLoadCommands))", 16)
    }
    try input.check(32, commandsSize, "the load commands")
    var offset = 32
    let end = 32 + commandsSize
    var sections = 0
    for number in 0..<commandCount {
      let command = try input.u32(offset, "load command \(number)")
      let size = try input.u32(offset + 4, "load command \(number)'s size")
      guard size >= 8, let next = BinaryInput.add(offset, size), next <= end else {
        throw fail("load command \(number) has size \(size), which runs past the load commands", offset + 4)
      }
      switch command {
      case 0x2:  // LC_SYMTAB
        try readSymbols(input, command: offset, into: &references, fail: fail)
      case MachOChainedFixups.command:
        try MachOChainedFixups.read(input, command: offset, into: &references, fail: fail)
      case 0x19:  // LC_SEGMENT_64
        let count = try input.u32(offset + 64, "segment \(number)'s section count")
        sections += count
        guard sections <= maximumSections, 72 + count * 80 <= size else {
          throw fail("segment \(number) claims \(count) sections, more than its command holds", offset + 64)
        }
        for index in 0..<count {
          let header = offset + 72 + index * 80
          guard fixedName(input, header) == "__objc_methname" else { continue }
          let sectionSize = Int(clamping: try input.u64(header + 40, "__objc_methname's size"))
          let sectionOffset = try input.u32(header + 48, "__objc_methname's offset")
          guard input.contains(sectionOffset, sectionSize) else {
            throw fail("__objc_methname (\(sectionSize) bytes at \(sectionOffset)) lies outside the file", header + 40)
          }
          try readSelectors(input, from: sectionOffset, size: sectionSize, into: &references, fail: fail)
        }
      default:
        break
      }
      offset = next
    }
  }

  /// A 16-byte name field, which is NUL-terminated only when shorter than 16 bytes.
  private static func fixedName(_ input: BinaryInput, _ offset: Int) -> String? {
    guard input.contains(offset, 16) else { return nil }
    let field = input.bytes[offset..<offset + 16]
    return String(decoding: field.prefix { $0 != 0 }, as: UTF8.self)
  }

  private static func readSymbols(
    _ input: BinaryInput, command: Int, into references: inout MachOReferences,
    fail: (String, Int) -> BinaryInput.Failure
  ) throws(BinaryInput.Failure) {
    let symbolOffset = try input.u32(command + 8, "the symbol table's offset")
    let symbolCount = try input.u32(command + 12, "the number of symbols")
    let stringOffset = try input.u32(command + 16, "the string table's offset")
    let stringSize = try input.u32(command + 20, "the string table's size")
    guard symbolCount <= maximumSymbols else {
      throw fail("the symbol table claims \(symbolCount) symbols (at most \(maximumSymbols))", command + 12)
    }
    guard input.contains(symbolOffset, symbolCount * 16) else {
      throw fail("the symbol table (\(symbolCount) symbols at \(symbolOffset)) lies outside the file", command + 8)
    }
    guard input.contains(stringOffset, stringSize) else {
      throw fail("the string table (\(stringSize) bytes at \(stringOffset)) lies outside the file", command + 16)
    }
    let stringEnd = stringOffset + stringSize
    for index in 0..<symbolCount {
      let entry = symbolOffset + index * 16
      let type = input.bytes[entry + 4]
      // An undefined (N_UNDF), external (N_EXT) symbol that is not a debugging entry (N_STAB).
      guard type & 0xE0 == 0, type & 0x0E == 0, type & 0x01 == 1 else { continue }
      let nameOffset = try input.u32(entry, "symbol \(index)'s name")
      guard let start = BinaryInput.add(stringOffset, nameOffset),
        let name = input.cString(at: start, end: stringEnd), !name.isEmpty
      else { continue }
      references.importedSymbols.insert(name)
    }
  }

  private static func readSelectors(
    _ input: BinaryInput, from offset: Int, size: Int, into references: inout MachOReferences,
    fail: (String, Int) -> BinaryInput.Failure
  ) throws(BinaryInput.Failure) {
    var index = offset
    let end = offset + size
    var start = index
    while index < end {
      if input.bytes[index] == 0 {
        if index > start {
          references.selectors.insert(String(decoding: input.bytes[start..<index], as: UTF8.self))
          guard references.selectors.count <= maximumSelectors else {
            throw fail("__objc_methname holds more than \(maximumSelectors) selectors", offset)
          }
        }
        start = index + 1
      }
      index += 1
    }
  }
}
