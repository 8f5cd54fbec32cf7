// FoundationEssentials and the C library on Linux; Foundation, which brings Darwin, on macOS.
#if canImport(Glibc)
  import FoundationEssentials
  import Glibc
#elseif canImport(Musl)
  import FoundationEssentials
  import Musl
#else
  import Foundation
#endif

/// A lock with a condition to wait on: for a cache whose entries one task makes while others
/// that need the same entry wait for it instead of making it again. Written on the C
/// library's mutex and condition variable, as `Lock` is.
///
/// A task waits only for work another task is doing and that waits for nothing, so no task
/// can wait for itself through others.
final class WaitableLock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private let condition: UnsafeMutablePointer<pthread_cond_t>

  /// A new, unlocked lock.
  init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
    condition = .allocate(capacity: 1)
    condition.initialize(to: pthread_cond_t())
    pthread_cond_init(condition, nil)
  }

  deinit {
    pthread_cond_destroy(condition)
    condition.deallocate()
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// The result of `body`, run while holding the lock.
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }

  /// Holds the lock until `ready` answers a value, waiting for a `broadcast()` between asks.
  func wait<Result>(until ready: () -> Result?) -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    while true {
      if let result = ready() { return result }
      pthread_cond_wait(condition, mutex)
    }
  }

  /// Runs `body` holding the lock, then wakes every task waiting in `wait(until:)`.
  func withLockBroadcasting<Result>(_ body: () throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer {
      pthread_cond_broadcast(condition)
      pthread_mutex_unlock(mutex)
    }
    return try body()
  }
}
