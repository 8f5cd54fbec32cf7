import Testing

@testable import PermlintKit

/// Report order by path rank (issue 23) against sorting the findings themselves.
@Suite("Report order")
struct ReportOrderTests {
  /// A fixed sequence of numbers, so that a failure can be reproduced.
  struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  @Test("the same order as sorting the findings, ties and their order included")
  func sameAsSorted() {
    // Few paths, lines, rules and messages, so that many findings tie on some or all of them;
    // the stable key tells tied findings apart, so a change of their order shows. Two paths
    // are spelt differently but equal as strings (a decomposed accent).
    let paths = ["a/Info.plist", "b/AndroidManifest.xml", "caf\u{E9}/Info.plist", "cafe\u{301}/Info.plist", "a", ""]
    var random = SplitMix(state: 23)
    for round in 0..<40 {
      let findings = (0..<(round * 7)).map { index in
        Finding(
          ruleID: ["r1", "r2", "r10"][Int(random.next() % 3)], severity: .warning,
          message: ["m", "n"][Int(random.next() % 2)],
          location: FileLocation(
            path: paths[Int(random.next() % UInt64(paths.count))], line: Int(random.next() % 3) + 1,
            column: Int(random.next() % 2) + 1),
          stableKey: "\(index)")
      }
      let expected = findings.sorted()
      let actual = ReportOrder.sorted(findings)
      #expect(actual.map(\.stableKey) == expected.map(\.stableKey), "round \(round)")
    }
  }
}
