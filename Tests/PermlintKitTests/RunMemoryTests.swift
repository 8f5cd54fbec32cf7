import Testing

@_spi(Testing) @testable import PermlintKit

@Suite("What a run keeps in memory")
struct RunMemoryTests {
  @Test("each app is taken once, and the list holds it no longer")
  func takeOnce() {
    final class Tracked: @unchecked Sendable {}
    weak var first: Tracked?
    let list: TakeOnce<Tracked> = {
      let item = Tracked()
      first = item
      return TakeOnce([item, Tracked()])
    }()
    #expect(list.count == 2)
    #expect(first != nil)
    _ = list.take(0)
    #expect(first == nil)
    #expect(list.count == 2)
  }

  @Test("the text analyzer answers the same once its cache was emptied at its limit")
  func analyzerCacheLimit() {
    let analyzer = PurposeTextAnalyzer(catalog: .builtIn)
    let text = "TODO: camera"
    let before = analyzer.analysis(of: text)
    for index in 0...PurposeTextAnalyzer.cacheLimit { _ = analyzer.analysis(of: "text number \(index)") }
    let after = analyzer.analysis(of: text)
    #expect(after !== before)
    #expect(after.placeholder == before.placeholder && before.placeholder != nil)
    #expect(after.words == before.words && after.normalized == before.normalized)
    #expect(after.wordEquivalents == before.wordEquivalents && after.vaguePhrase == before.vaguePhrase)
  }

  @Test("a list grown by appending is kept in storage of its own size, with the same items")
  func fitted() {
    // Grown until the storage has room to spare: where that happens depends on the allocator's
    // size classes (jemalloc's on Linux, where the test binary links the command; the
    // system's on macOS or with PERMLINT_SYSTEM_MALLOC).
    var items: [Int] = []
    while items.count < 33 || items.capacity < items.count + 16 { items.append(items.count) }
    let fitted = items.fitted()
    #expect(fitted == items)
    #expect(fitted.capacity < items.capacity)
    #expect(fitted.capacity < items.count + 16)
    let exact = Array(0..<8)
    #expect(exact.fitted() == exact)
  }
}
