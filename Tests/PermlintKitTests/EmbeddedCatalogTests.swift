import Dispatch
import Foundation
import PermlintGenerators
import PermlintTestSupport
import Testing

@_spi(Testing) @testable import PermlintKit

/// The binary embeds the catalog as parsed trees (`YAMLTreeArchive`), not as YAML: what it
/// reads at start-up must be exactly what `rules/*.yml` say, node for node and position for
/// position, and the catalog built from it exactly the one built by parsing the YAML.
@Suite("Embedded catalog")
struct EmbeddedCatalogTests {
  /// Every field of `node`, the UTF-16 columns and ends that `SourcePosition.==` leaves out
  /// included, one line per node.
  static func describe(_ node: YAMLNode, indent: String = "") -> String {
    let position = node.position
    var line = "\(indent)\(position.line):\(position.column)/\(position.utf16Column)"
    if let end = position.end { line += "-\(end.line):\(end.column)/\(end.utf16Column)" }
    switch node.kind {
    case .scalar(let value, let isPlain): return "\(line) \(isPlain ? "plain" : "quoted") \(value.debugDescription)\n"
    case .sequence(let items): return "\(line) [\n" + items.map { describe($0, indent: indent + "  ") }.joined()
    case .mapping(let pairs):
      return "\(line) {\n"
        + pairs.map { describe($0.key, indent: indent + "  ") + describe($0.value, indent: indent + "    ") }.joined()
    }
  }

  /// `value` written out through reflection, every stored property included (private ones,
  /// derived tables), with the entries of dictionaries and sets sorted: their order depends on
  /// each instance's hashing seed, not on their contents.
  static func canonical(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    let children = mirror.children.map { ($0.label.map { "\($0): " } ?? "") + canonical($0.value) }
    switch mirror.displayStyle {
    case .dictionary?, .set?: return "[" + children.sorted().joined(separator: ", ") + "]"
    case nil: return String(reflecting: value)
    case _ where children.isEmpty: return String(reflecting: value)
    default: return "\(mirror.subjectType)(" + children.joined(separator: ", ") + ")"
    }
  }

  @Test("each embedded tree is the tree of its rules/ file, positions included")
  func treesMatchTheYAML() throws {
    let files = try RuleDataEmbedder.files(packageRoot: PackagePaths.root.path)
    #expect(EmbeddedRuleData.trees.map(\.name) == files.map(\.name))
    for (file, embedded) in zip(files, EmbeddedRuleData.trees) {
      let read = try PermissionCatalog.read(SourceFile(path: "rules/\(file.name)", text: file.text))
      let parsed = try #require(read.root, "rules/\(file.name)")
      let decoded = try #require(YAMLTreeArchive.decode(embedded.tree), "the embedded \(file.name) does not decode")
      #expect(Self.describe(decoded) == Self.describe(parsed), "rules/\(file.name)")
    }
  }

  @Test("the built-in catalog equals the catalog read from the YAML, every field and table")
  func catalogMatchesTheYAML() throws {
    let fromYAML = try PermissionCatalog(files: RuleDataEmbedder.files(packageRoot: PackagePaths.root.path))
    let builtIn = Self.canonical(PermissionCatalog.builtIn)
    #expect(builtIn.count > 100_000)
    #expect(builtIn == Self.canonical(fromYAML))
  }

  @Test("threads asking at once share the two halves and all get the catalog read from the YAML")
  func halvesShared() throws {
    let expected = Self.canonical(
      try PermissionCatalog(files: RuleDataEmbedder.files(packageRoot: PackagePaths.root.path)))
    for threads in [1, 2, 3, 8] {
      // A new one each time: the process's own was made by the first test that asked.
      let made = BuiltInCatalog()
      let catalogs = ResultSlots<PermissionCatalog>(count: threads)
      DispatchQueue.concurrentPerform(iterations: threads) { index in catalogs.set(index, made.catalog()) }
      for catalog in catalogs.takeAll() { #expect(Self.canonical(catalog) == expected, "\(threads) threads") }
      #expect(Self.canonical(made.catalog()) == expected, "asked again after \(threads) threads")
    }
  }

  @Test("the halves are made on two threads when two ask at once")
  func halvesMadeApart() {
    // Eight threads ask at once; the code half takes milliseconds, so another thread nearly
    // always takes the rest meanwhile. Twenty tries, one of which must split them.
    // Threads of their own: `concurrentPerform` called from the test runner's threads may run
    // every iteration on the calling one.
    var apart = false
    for _ in 0..<20 where !apart {
      let made = BuiltInCatalog()
      let group = DispatchGroup()
      for _ in 0..<8 {
        group.enter()
        Thread.detachNewThread {
          _ = made.catalog()
          group.leave()
        }
      }
      group.wait()
      apart = made.halvesMadeApart
    }
    #expect(apart)
  }

  @Test("the built-in catalog's derived tables are the ones its setters make from its parts")
  func derivedTablesMatchTheirParts() {
    let builtIn = PermissionCatalog.builtIn
    var remade = builtIn
    // Each assignment runs its `didSet`, which makes the gates, the placeholder matcher and
    // the deprecated keys again from the catalog's own parts.
    remade.codeFlows = builtIn.codeFlows
    remade.nativeAPIs = builtIn.nativeAPIs
    remade.privacy = builtIn.privacy
    remade.permissionHandler = builtIn.permissionHandler
    remade.purposeStringQuality = builtIn.purposeStringQuality
    remade.iosKeys = builtIn.iosKeys
    #expect(Self.canonical(remade) == Self.canonical(builtIn))
  }

  @Test("quotes, escapes, line breaks, tabs, astral characters, empty values, aliases and flow collections")
  func roundTrip() throws {
    let text = """
      # a comment
      plain: value
      quoted: "say \\"hi\\"\\n\\ttab \\\\ back"
      single: 'it''s'
      empty:
      emptyQuoted: ""
      emoji: "🙂 x 🙂"
      cjk: 位置情報
      block: |
        line one
        line two
      folded: >
        folded
        text
      anchor: &shared { a: 1, b: [x, "y"] }
      alias: *shared
      list:
        - 🙂: [1, 2]
        - []
        - {}
        - -3
      """
    let root = try #require(try YAMLParser.parse(SourceFile(path: "t.yml", text: text)).root)
    let archive = YAMLTreeArchive.encode(root)
    let decoded = try #require(YAMLTreeArchive.decode(archive))
    #expect(Self.describe(decoded) == Self.describe(root))
    #expect(YAMLTreeArchive.encode(decoded) == archive)
    // Two characters outside the BMP before the emoji string's end: two UTF-16 columns more.
    let end = try #require(root["emoji"]?.position.end)
    #expect(end.utf16Column == end.column + 2)
  }

  @Test("a truncated, padded or garbled archive decodes to nothing")
  func rejectsCorruptArchives() throws {
    let root = try #require(try YAMLParser.parse(SourceFile(path: "t.yml", text: "a: [b, 'c']\n")).root)
    let archive = YAMLTreeArchive.encode(root)
    #expect(YAMLTreeArchive.decode(archive) != nil)
    #expect(YAMLTreeArchive.decode(String(archive.dropLast())) == nil)
    #expect(YAMLTreeArchive.decode(archive + "p0,1,0,0,") == nil)
    #expect(YAMLTreeArchive.decode("x" + archive.dropFirst()) == nil)
    #expect(YAMLTreeArchive.decode("p1,1,0,99,abc") == nil)
    #expect(YAMLTreeArchive.decode("") == nil)
  }
}
