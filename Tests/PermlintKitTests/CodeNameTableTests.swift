import Dispatch
import Testing

@_spi(Testing) @testable import PermlintKit

/// The run's table of code names, shared by the apps' indexes on several threads. A sharded
/// table (a lock per shard chosen by length and last byte) was tried and dropped: it numbered
/// canonically equivalent names (`é` precomposed and not) apart, which one dictionary does not.
@Suite("Code name table")
struct CodeNameTableTests {
  @Test func aNameKeepsItsNumberAndNamesDoNotShareOne() {
    let table = CodeNameTable()
    let names = ["build", "render", "openSettings", "", "é", "e\u{301}", "build", "Permission.camera", "render"]
    let first = table.ids(of: names)
    #expect(first[0] == first[6])
    #expect(first[1] == first[8])
    // Canonically equivalent strings are one name, as they are one key of a dictionary.
    #expect(first[4] == first[5])
    #expect(Set([first[0], first[1], first[2], first[3], first[4], first[7]]).count == 6)
    #expect(table.ids(of: names.reversed()) == first.reversed())
    #expect(first.allSatisfy { $0 >= 0 && Int($0) < table.count })
  }

  @Test func threadsNumberingAtOnceAgree() {
    let table = CodeNameTable()
    let names = (0..<2_000).map { "name\($0 % 700)" }
    let results = ResultSlots<[Int32]>(count: 8)
    DispatchQueue.concurrentPerform(iterations: 8) { index in
      results.set(index, table.ids(of: index.isMultiple(of: 2) ? names : names.reversed()))
    }
    let all = results.takeAll()
    for (index, ids) in all.enumerated() {
      #expect(ids == (index.isMultiple(of: 2) ? all[0] : all[0].reversed()))
    }
    #expect(Set(all[0]).count == 700)
    #expect(all[0].allSatisfy { Int($0) < table.count })
  }

  @Test func anEmptyTableBoundsNothing() {
    let table = CodeNameTable()
    #expect(table.ids(of: []).isEmpty)
    #expect(table.count >= 0)
  }
}
