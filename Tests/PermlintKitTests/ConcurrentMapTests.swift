import Synchronization
import Testing

@_spi(Testing) @testable import PermlintKit

/// `Linter.concurrentMap`: results in input order whatever order the inputs are taken in (the
/// apps' tasks start with the app that has the most code).
@Suite("Concurrent map")
struct ConcurrentMapTests {
  @Test(arguments: [1, 2, 3, 8])
  func resultsKeepTheInputsOrderInAnyTakingOrder(jobs: Int) async {
    let inputs = Array(0..<50)
    let taken = Mutex<[Int]>([])
    let order = inputs.reversed().map { $0 }
    let results = await Linter.concurrentMap(inputs, jobs: jobs, order: order) { input in
      taken.withLock { $0.append(input) }
      return input * 10
    }
    #expect(results == inputs.map { $0 * 10 })
    #expect(taken.withLock { $0.sorted() } == inputs)
    if jobs == 2 {
      // The first inputs taken are the first of `order`.
      #expect(taken.withLock { Set($0.prefix(2)) }.isSubset(of: [49, 48, 47]))
    }
  }

  @Test func withoutAnOrderTheInputsAreTakenInTurn() async {
    let results = await Linter.concurrentMap(Array(0..<20), jobs: 2) { $0 + 1 }
    #expect(results == Array(1...20))
  }
}
