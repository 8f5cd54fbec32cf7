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

/// A mutual-exclusion lock, for the few caches that tasks share, with a condition to wait on
/// for a cache whose entries one task makes while others that need the same entry wait for
/// it (`wait(until:)`, `withLockBroadcasting`). Written on the C library's mutex and
/// condition variable rather than Foundation's `NSLock` so that the library needs only
/// FoundationEssentials (the static binary then carries no ICU of Foundation's), and rather
/// than `Mutex` because that needs macOS 15.
public final class Lock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private let condition: UnsafeMutablePointer<pthread_cond_t>

  /// A new, unlocked lock.
  public init() {
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
  public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }

  /// Holds the lock until `ready` answers a value, waiting for a `withLockBroadcasting` between
  /// asks. A task waits only for work another task is doing, and each such wait ends at a task
  /// that waits for nothing (the built-in catalog's rest waits for its code half, which waits
  /// for nothing), so no task can wait for itself through others.
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
