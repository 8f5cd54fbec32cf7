/// The names of a run's code, each given a small integer once (`CodeFlowClosure.Cache` holds
/// the run's table), so that the code-flow index resolves a call or a reference against the
/// app's functions by an array lookup: it resolved every name of every function again at
/// every round of the closure, hashing each string each time.
final class CodeNameTable: @unchecked Sendable {
  private let lock = Lock()
  private var ids: [String: Int32] = [:]

  init() {}

  /// The number of every name, in one lock.
  func ids(of names: [String]) -> [Int32] {
    lock.withLock {
      names.map { name in
        if let known = ids[name] { return known }
        let id = Int32(ids.count)
        ids[name] = id
        return id
      }
    }
  }

  /// How many names have a number: every number given so far is below it.
  var count: Int { lock.withLock { ids.count } }
}
