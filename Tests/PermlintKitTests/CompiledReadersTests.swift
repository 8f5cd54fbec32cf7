import Foundation
import PermlintTestSupport
import Testing

@_spi(Testing) @testable import PermlintKit

/// The readers of compiled files on the fixtures real tools made (`Fixtures/builds/make.sh`)
/// and on hostile bytes: exact results, and errors that say where, never a trap.
@Suite("compiled readers: Mach-O, binary XML, protocol-buffer XML")
struct CompiledReadersTests {
  static let builds = "Tests/PermlintCLITests/Fixtures/builds"
  static let app = "\(builds)/Demo.xcarchive/Products/Applications/Demo.app"

  static func bytes(_ path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: PackagePaths.path(path)))
  }

  /// The entry `name` of a fixture archive, through permlint's own ZIP reader.
  static func entry(_ archive: String, _ name: String) throws -> [UInt8] {
    let input = try #require(ZIPInput(path: PackagePaths.path("\(builds)/\(archive)").path))
    let listing = try #require(ZIPDirectory.read(input, limit: 1000))
    let entry = try #require(listing.entries.first { $0.name == name })
    return try ZIPInflater.contents(of: entry, in: input, limit: .max, limits: ArchiveLimits()) { _ in true }.get()
  }

  @Test("Mach-O: a framework's imported classes and the selectors it names (clang -target arm64-apple-ios15)")
  func machO() throws {
    let references = try MachOReader.read(try Self.bytes("\(Self.app)/Frameworks/Tracker.framework/Tracker"))
    #expect(references.architectures == ["arm64"])
    #expect(references.importedSymbols == ["_OBJC_CLASS_$_CLLocationManager", "_objc_alloc_init", "_objc_msgSend"])
    #expect(references.importedClasses == ["CLLocationManager"])
    #expect(references.selectors == ["requestAlwaysAuthorization"])
    let app = try MachOReader.read(try Self.bytes("\(Self.app)/Demo"))
    #expect(app.importedSymbols.contains("_AVMediaTypeVideo"))
    #expect(app.selectors == ["requestAccessForMediaType:completionHandler:"])
  }

  /// A fat file of `slices` (each a thin image), as lipo writes it: big-endian header.
  static func fat(_ slices: [[UInt8]], count: Int? = nil, offsetShift: Int = 0) -> [UInt8] {
    func be(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
    var header = [0xCA, 0xFE, 0xBA, 0xBE] + be(count ?? slices.count)
    var offset = 4096
    var body: [UInt8] = []
    for slice in slices {
      header += be(0x0100_000C) + be(0) + be(offset + offsetShift) + be(slice.count) + be(12)
      body += [UInt8](repeating: 0, count: offset - 8 - 20 * slices.count - body.count - (offset > 4096 ? 0 : 0))
      body += slice
      offset += slice.count
    }
    var file = header
    file += [UInt8](repeating: 0, count: 4096 - header.count)
    file += slices.flatMap { $0 }
    return file
  }

  @Test("Mach-O: a fat file's 64-bit slices are each read")
  func fatFile() throws {
    let thin = try Self.bytes("\(Self.app)/Frameworks/Tracker.framework/Tracker")
    let references = try MachOReader.read(Self.fat([thin, thin]))
    #expect(references.architectures == ["arm64", "arm64"])
    #expect(references.importedClasses == ["CLLocationManager"])
  }

  static func hostileMachO(_ name: String, _ thin: [UInt8]) -> [UInt8] {
    var bytes = thin
    switch name {
    case "load commands past the file": bytes.replaceSubrange(20..<24, with: [0xFF, 0xFF, 0xFF, 0x00])
    case "too many load commands": bytes.replaceSubrange(16..<19, with: [0xFF, 0xFF, 0xFF])
    case "a load command of size 0": bytes.replaceSubrange(36..<40, with: [0, 0, 0, 0])
    case "a fat slice outside the file": bytes = fat([thin], offsetShift: 1 << 20)
    case "a fat header claiming 4096 slices": bytes = fat([thin], count: 4096)
    case "an empty file": bytes = []
    default: bytes = Array(thin.prefix(40))
    }
    return bytes
  }

  @Test(
    "Mach-O: hostile headers end in an error that says what and where",
    arguments: [
      ("load commands past the file", "the load commands (16777215 bytes at offset 32) lies outside the file"),
      ("too many load commands", "the header claims 16777215 load commands (at most 8192)"),
      ("a load command of size 0", "load command 0 has size 0, which runs past the load commands"),
      ("a fat slice outside the file", "architecture 0 (1336 bytes at offset 1052672) lies outside the file"),
      ("a fat header claiming 4096 slices", "the fat header lists 4096 architectures (at most 16)"),
      ("a truncated file", "the load commands (680 bytes at offset 32) lies outside the file"),
      ("an empty file", "the file is empty"),
    ])
  func hostileMachO(_ name: String, _ message: String) throws {
    let thin = try Self.bytes("\(Self.app)/Frameworks/Tracker.framework/Tracker")
    do {
      _ = try MachOReader.read(Self.hostileMachO(name, thin))
      Issue.record("\(name): read")
    } catch {
      #expect(error.message == message, "\(name)")
    }
  }

  @Test("a hostile binary in a build is a malformed-file error at the binary; the other binaries are linted")
  func hostileBinaryInBuild() async throws {
    var broken = try Self.bytes("\(Self.app)/Frameworks/Tracker.framework/Tracker")
    broken.replaceSubrange(16..<19, with: [0xFF, 0xFF, 0xFF])
    let report = await Linter().lint(files: [
      SourceFile(path: "Demo.app/Info.plist", bytes: try Self.bytes("\(Self.app)/Info.plist")),
      SourceFile(path: "Demo.app/Demo", bytes: try Self.bytes("\(Self.app)/Demo")),
      SourceFile(path: "Demo.app/Frameworks/Tracker.framework/Tracker", bytes: broken),
      SourceFile(
        path: "Demo.app/PlugIns/Widget.appex/Widget", bytes: try Self.bytes("\(Self.app)/PlugIns/Widget.appex/Widget")),
    ])
    #expect(
      report.findings.map { "\($0.location) \($0.ruleID)" } == [
        "Demo.app/Demo:1:1 settings-unreachable-in-code",
        "Demo.app/Frameworks/Tracker.framework/Tracker:1:1 malformed-file",
        "Demo.app/PlugIns/Widget.appex/Widget:1:1 permission-requested-undeclared",
      ])
    #expect(
      report.findings[1].message.contains("Mach-O: the header claims 16777215 load commands (at most 8192) (byte 16)"))
  }

  /// The manifest as parsed from its decoded text.
  static func manifest(_ text: String) throws -> ParsedXMLElement {
    try XMLDocumentParser.parse(SourceFile(path: "AndroidManifest.xml", bytes: Array(text.utf8)))
  }

  /// Each element as `name attr=value …`, depth-first, attributes by local name, sorted.
  static func outline(_ element: ParsedXMLElement) -> [String] {
    let attributes = element.attributes.map { "\($0.name)=\($0.value)" }.sorted()
    return [([element.name] + attributes).joined(separator: " ")] + element.children.flatMap(outline)
  }

  @Test("binary XML (aapt): elements at their source lines, values as written, maxSdkVersion and targetSdk")
  func binaryXML() throws {
    let text = try AndroidBinaryXML.decode(try Self.entry("app.apk", "AndroidManifest.xml"))
    let root = try Self.manifest(text)
    #expect(root.children.map(\.position.line) == [4, 5, 6, 7, 8])
    #expect(
      Self.outline(root) == [
        "manifest compileSdkVersion=29 compileSdkVersionCodename=10.0.0 package=org.permlint.fixture "
          + "platformBuildVersionCode=29 platformBuildVersionName=10.0.0",
        "uses-sdk minSdkVersion=24 targetSdkVersion=34",
        "uses-permission name=android.permission.CAMERA",
        "uses-permission maxSdkVersion=32 name=android.permission.READ_EXTERNAL_STORAGE",
        "uses-permission name=android.permission.ACCESS_BACKGROUND_LOCATION",
        "application label=Fixture",
      ])
  }

  @Test("binary XML agrees with androguard, an independent decoder")
  func androguard() throws {
    let script = """
      import io, json, sys, zipfile
      from loguru import logger
      logger.remove()
      from androguard.core.axml import AXMLPrinter
      from lxml import etree
      data = zipfile.ZipFile(sys.argv[1]).read('AndroidManifest.xml')
      root = etree.fromstring(AXMLPrinter(data).get_xml())
      def outline(e):
          attrs = sorted(f"{etree.QName(k).localname}={v}" for k, v in e.attrib.items())
          yield ' '.join([e.tag] + attrs)
          for child in e:
              yield from outline(child)
      print(json.dumps(list(outline(root))))
      """
    let result = try ProcessRunner.run(
      "/usr/bin/env", ["python3", "-c", script, PackagePaths.path("\(Self.builds)/app.apk").path],
      in: PackagePaths.path("."))
    try #require(result.status == 0, "androguard (Scripts/setup.sh installs it): \(result.stderr)")
    let theirs = try JSONDecoder().decode([String].self, from: Data(result.stdout.utf8))
    let ours = Self.outline(
      try Self.manifest(try AndroidBinaryXML.decode(try Self.entry("app.apk", "AndroidManifest.xml"))))
    #expect(ours == theirs)
  }

  @Test("protocol-buffer XML (protoc, aapt2's XmlNode): the same manifest as the APK's")
  func protoXML() throws {
    let text = try ProtoXML.decode(try Self.entry("app.aab", "base/manifest/AndroidManifest.xml"))
    let root = try Self.manifest(text)
    #expect(root.children.map(\.position.line) == [4, 5, 6, 7, 8])
    #expect(
      Self.outline(root).dropFirst() == [
        "uses-sdk minSdkVersion=24 targetSdkVersion=34",
        "uses-permission name=android.permission.CAMERA",
        "uses-permission maxSdkVersion=32 name=android.permission.READ_EXTERNAL_STORAGE",
        "uses-permission name=android.permission.ACCESS_BACKGROUND_LOCATION",
        "application label=Fixture",
      ])
  }

  static func hostileBinaryXML(_ name: String, _ original: [UInt8]) -> [UInt8] {
    var bytes = original
    switch name {
    case "string index":
      // The first start tag's name becomes string 0x7FFF_FF00.
      let start = (8..<bytes.count - 4).first { bytes[$0] == 0x02 && bytes[$0 + 1] == 0x01 && bytes[$0 + 2] == 0x10 }!
      bytes.replaceSubrange(start + 20..<start + 24, with: [0x00, 0xFF, 0xFF, 0x7F])
    case "string pool count": bytes.replaceSubrange(16..<19, with: [0xFF, 0xFF, 0x00])
    case "chunk size": bytes.replaceSubrange(12..<15, with: [0xFF, 0xFF, 0x00])
    default: bytes = Array(bytes.prefix(600))
    }
    return bytes
  }

  @Test(
    "binary XML: a bad string index, a lying string pool and a chunk past the end are errors with offsets",
    arguments: [
      ("string index", "an element's name names string 2147483392 but the string pool holds 24"),
      ("string pool count", "the string pool claims 65535 strings, more than its 988 bytes hold"),
      ("chunk size", "a chunk of type 1 has size 65535, which runs past the file"),
      ("truncated", "the document claims 1680 bytes but the file has 600"),
    ])
  func hostileBinaryXML(_ name: String, _ message: String) throws {
    let bytes = Self.hostileBinaryXML(name, try Self.entry("app.apk", "AndroidManifest.xml"))
    do {
      _ = try AndroidBinaryXML.decode(bytes)
      Issue.record("\(name): decoded")
    } catch {
      #expect(error.message == message, "\(name)")
    }
  }

  @Test("protocol buffers: a length past the end and an over-long varint are errors")
  func hostileProto() throws {
    for (bytes, message) in [
      ([0x0A, 0x7F, 0x01], "field 1 claims 127 bytes, past the end of its message"),
      ([0x0A] + [UInt8](repeating: 0xFF, count: 11), "a varint is longer than 10 bytes"),
      ([0x0B], "field 1 has wire type 3, which is not read"),
    ] as [([UInt8], String)] {
      do {
        _ = try ProtoXML.decode(bytes)
        Issue.record("decoded \(bytes)")
      } catch {
        #expect(error.message == message)
      }
    }
  }

  @Test("protocol buffers nested past the depth limit are refused, not recursed into")
  func deepProto() throws {
    // element { child { element { child { … } } } }, 300 levels.
    var element: [UInt8] = [0x1A, 0x01, 0x61]  // name: "a"
    for _ in 0..<300 {
      let node = [0x0A] + Self.varint(element.count) + element
      element = [0x1A, 0x01, 0x61, 0x2A] + Self.varint(node.count) + node
    }
    let bytes = [0x0A] + Self.varint(element.count) + element
    do {
      _ = try ProtoXML.decode(bytes)
      Issue.record("decoded")
    } catch {
      #expect(error.message == "elements nest deeper than 256 levels")
    }
  }

  static func varint(_ value: Int) -> [UInt8] {
    var value = value
    var bytes: [UInt8] = []
    repeat {
      bytes.append(UInt8(value & 0x7F) | (value > 0x7F ? 0x80 : 0))
      value >>= 7
    } while value > 0
    return bytes
  }
}
