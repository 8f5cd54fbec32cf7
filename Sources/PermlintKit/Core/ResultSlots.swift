/// One slot per input, each written by exactly one worker of `DispatchQueue.concurrentPerform`
/// and read only after every worker has returned: plain memory, so that workers writing
/// different slots never touch a shared array's bookkeeping.
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
