/// A list whose items are each taken exactly once, by whichever task handles them: the list
/// then no longer holds what a task has finished with (an app's documents and models).
final class TakeOnce<Item: Sendable>: @unchecked Sendable {
  // Guards `items`; tasks take different indices concurrently.
  private let lock = Lock()
  private var items: [Item?]

  init(_ items: [Item]) { self.items = items.map(Optional.some) }

  /// How many items the list started with.
  var count: Int { lock.withLock { items.count } }

  /// The item at `index`, which no one has taken yet.
  func take(_ index: Int) -> Item {
    lock.withLock {
      guard let item = items[index] else { preconditionFailure("item \(index) taken twice") }
      items[index] = nil
      return item
    }
  }
}
