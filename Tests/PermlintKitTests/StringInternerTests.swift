import Testing

@testable import PermlintKit

/// The run's string interner, in parts behind locks of their own (issue 23).
@Suite("String interner")
struct StringInternerTests {
  /// The address of a string's bytes: the same for two strings that share one copy.
  private static func storage(_ string: String) -> UnsafeRawPointer? {
    var string = string
    return string.withUTF8 { UnsafeRawPointer($0.baseAddress) }
  }

  @Test("equal strings made apart, from several threads, come back as one copy")
  func sharedCopies() async {
    let interner = StringInterner()
    let keys = (0..<200).map { "NSCameraUsageDescription\($0)" }
    let results = await withTaskGroup(of: [String].self) { group in
      for _ in 0..<4 {
        group.addTask { keys.map { interner.intern(String(decoding: Array($0.utf8), as: UTF8.self)) } }
      }
      var all: [[String]] = []
      for await result in group { all.append(result) }
      return all
    }
    for index in keys.indices {
      let first = results[0][index]
      #expect(first == keys[index])
      #expect(results.allSatisfy { Self.storage($0[index]) == Self.storage(first) })
    }
  }

  @Test("short strings are kept as they are; a full table hands new strings back unshared")
  func shortAndFull() {
    let interner = StringInterner(capacity: 16)
    #expect(interner.intern("UIBackgroundMode") == "UIBackgroundMode")
    #expect(interner.intern("short") == "short")
    let many = (0..<100).map { interner.intern("a string of more than fifteen bytes \($0)") }
    #expect(many == (0..<100).map { "a string of more than fifteen bytes \($0)" })
  }
}
