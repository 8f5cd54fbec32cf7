extension Array {
  /// The items in storage of their own size: a list grown by appending keeps up to twice the
  /// room it needs, and a monorepo's parsed documents are kept until their app is linted.
  func fitted() -> [Element] {
    capacity > count + count / 8 ? withUnsafeBufferPointer { Array($0) } : self
  }
}
