import Testing

@_spi(Testing) @testable import PermlintKit

/// The filter the code-flow index asks before its vocabulary's dictionaries: it may let other
/// names through, never turn one of its own away.
@Suite("Name filter")
struct NameFilterTests {
  private static let vocabulary = PermissionCatalog.builtIn.codeFlows

  @Test("every word of the built-in vocabulary passes, alone, quoted and joined by a dot as the index asks")
  func noFalseNegatives() {
    let names = Array(Self.vocabulary.permissionsByName.keys) + Array(Self.vocabulary.memberNames) + ["", "é", "a"]
    let filter = NameFilter(names)
    for name in names {
      #expect(filter.mayContain(name), "\(name)")
      if name.hasPrefix("\"") {
        #expect(filter.mayContain(UInt8(ascii: "\""), then: String(name.dropFirst())), "\(name)")
      }
      if let dot = name.firstIndex(of: ".") {
        #expect(filter.mayContain(String(name[..<dot]), dot: String(name[name.index(after: dot)...])), "\(name)")
      }
    }
  }

  @Test("most of an app's other names are turned away")
  func turnsAway() {
    let filter = NameFilter(Self.vocabulary.permissionsByName.keys)
    let others = (0..<2_000).map { "handleDelivery\($0)Tap" } + ["setState", "props", "navigation", "useEffect"]
    let passed = others.filter { filter.mayContain($0) }.count
    #expect(passed * 5 < others.count, "\(passed) of \(others.count)")
    #expect(!NameFilter([String]()).mayContain("camera"))
    #expect(!NameFilter([String]()).mayContain(""))
    #expect(NameFilter([""]).mayContain(""))
  }
}
