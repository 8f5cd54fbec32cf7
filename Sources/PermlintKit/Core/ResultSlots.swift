/// One slot per input, each written by exactly one worker (of `DispatchQueue.concurrentPerform`
/// or `Linter.concurrentMap`) and read only after every worker has returned: plain memory, so
/// that workers writing different slots never touch a shared array's bookkeeping.
final class ResultSlots<Value>: @unchecked Sendable {
  private let storage: UnsafeMutableBufferPointer<Value?>

  init(count: Int) {
    storage = .allocate(capacity: count)
    storage.initialize(repeating: nil)
  }

  deinit {
    storage.deinitialize()
    storage.deallocate()
  }

  func set(_ index: Int, _ value: Value) { storage[index] = value }

  var values: [Value] { storage.map { $0! } }
}

/// The indexes `0..<count`, each handed out once to whichever worker asks next.
final class WorkQueue: @unchecked Sendable {
  private let lock = Lock()
  private var taken = 0
  private let count: Int

  init(count: Int) { self.count = count }

  /// The next index nobody has taken, `nil` when all are.
  func next() -> Int? {
    lock.withLock {
      guard taken < count else { return nil }
      defer { taken += 1 }
      return taken
    }
  }
}
