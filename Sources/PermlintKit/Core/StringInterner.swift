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

  // Guards `strings`; files are parsed concurrently.
  private let lock = Lock()
  private var strings = Set<String>()
  /// Past this many distinct strings new ones are returned as they are, so that a tree of
  /// unrelated files cannot grow the table without bound.
  private let capacity: Int

  init(capacity: Int = 100_000) {
    self.capacity = capacity
  }

  /// The shared copy of `string`.
  func intern(_ string: String) -> String {
    // Up to 15 UTF-8 bytes a string is stored inline and sharing saves nothing.
    guard string.utf8.count > 15 else { return string }
    return lock.withLock {
      if let index = strings.firstIndex(of: string) { return strings[index] }
      if strings.count < capacity { strings.insert(string) }
      return string
    }
  }
}
