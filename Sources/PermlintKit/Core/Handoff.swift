/// A value one worker makes and others wait for: `wait()` returns once `hand(_:)` has been
/// called, on whichever thread. Waiting sleeps on a condition variable; it does not spin.
final class Handoff<Value: Sendable>: @unchecked Sendable {
  private let lock = Lock()
  private var value: Value?

  /// Hands the value over and wakes every waiter; the first value handed is kept.
  func hand(_ value: Value) {
    lock.withLockBroadcasting { if self.value == nil { self.value = value } }
  }

  /// The value, once handed.
  func wait() -> Value { lock.wait { value } }
}
