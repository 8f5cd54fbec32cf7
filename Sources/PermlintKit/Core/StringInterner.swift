import Foundation

/// Shares one copy of strings that repeat across the files of a run, such as Info.plist keys
/// and XML namespace URIs: a monorepo of 10,000 apps has the same forty keys 10,000 times, and
/// each copy longer than 15 bytes is an allocation of its own.
final class StringInterner: @unchecked Sendable {
  /// The interner every parser of the process shares.
  static let shared = StringInterner()

  // Guards `strings`; files are parsed concurrently.
  private let lock = NSLock()
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
