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

  /// Every value, moved out of its slot (each slot is then empty): the values are not
  /// copied and released again, which for the parsed files of a monorepo was a retain and a
  /// release of every document on one thread after the parallel reading (issue 23).
  func takeAll() -> [Value] {
    Array(unsafeUninitializedCapacity: storage.count) { buffer, initialized in
      for index in storage.indices { (buffer.baseAddress! + index).initialize(to: storage[index].take()!) }
      initialized = storage.count
    }
  }

  /// The value of slot `index`, moved out of it.
  func take(_ index: Int) -> Value { storage[index].take()! }
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
