/// An immutable value behind one reference: a struct that is copied often (a rule's context,
/// once per rule) holds a large value this way, so that a copy retains one object instead of
/// every collection the value holds.
final class Box<Value: Sendable>: Sendable {
  let value: Value

  init(_ value: Value) { self.value = value }
}
