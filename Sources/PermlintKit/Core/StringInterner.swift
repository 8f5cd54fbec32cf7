#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Shares one copy of strings that repeat across the files of a run, such as Info.plist keys
/// and XML namespace URIs: a monorepo of 10,000 apps has the same forty keys 10,000 times, and
/// each copy longer than 15 bytes is an allocation of its own.
///
/// One interner belongs to one lint: `Linter` makes it and binds it to `current` for the
/// run's tasks, so nothing it holds outlives the run. A parser called outside a lint (a test,
/// a generator) sees none and keeps its strings as they are.
final class StringInterner: @unchecked Sendable {
  /// The interner of the lint running in this task, if any.
  @TaskLocal static var current: StringInterner?

  /// Runs `operation` with a new interner of its own as `current`.
  static func withRunInterner<Result: Sendable>(_ operation: () async -> Result) async -> Result {
    await $current.withValue(StringInterner()) { await operation() }
  }

  /// The current lint's shared copy of `string`, or `string` outside a lint.
  static func intern(_ string: String) -> String {
    current?.intern(string) ?? string
  }

  /// The table in parts, each behind a lock of its own: files are parsed concurrently, and
  /// with one lock the parsing threads waited on each other for the keys of every
  /// Info.plist (futex calls were 1.2% of a run with findings, issue 23).
  private let shards: [Shard]
  /// Past this many distinct strings in a part new ones are returned as they are, so that a
  /// tree of unrelated files cannot grow the table without bound.
  private let capacityPerShard: Int

  private static let shardCount = 16

  init(capacity: Int = 100_000) {
    shards = (0..<Self.shardCount).map { _ in Shard() }
    capacityPerShard = max(1, capacity / Self.shardCount)
  }

  /// The shared copy of `string`.
  func intern(_ string: String) -> String {
    // Up to 15 UTF-8 bytes a string is stored inline and sharing saves nothing.
    let utf8 = string.utf8
    guard utf8.count > 15, let last = utf8.last else { return string }
    // The part by length and last byte, which need no hash: the keys of a plist differ in both.
    let shard = shards[(utf8.count &* 31 &+ Int(last)) & (Self.shardCount - 1)]
    return shard.intern(string, capacity: capacityPerShard)
  }

  private final class Shard: @unchecked Sendable {
    // Guards `strings`.
    private let lock = Lock()
    private var strings = Set<String>()

    func intern(_ string: String, capacity: Int) -> String {
      lock.withLock {
        if let index = strings.firstIndex(of: string) { return strings[index] }
        if strings.count < capacity { strings.insert(string) }
        return string
      }
    }
  }
}
