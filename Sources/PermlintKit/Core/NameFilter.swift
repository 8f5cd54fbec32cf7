/// A filter over a set of names, of 4,096 bits keyed by a name's length and its first and last
/// bytes: asked before a dictionary or set of those names, it turns away most other names
/// without hashing them. The code-flow index asks its vocabulary (a few hundred words) about
/// every name an app's functions use and call, thousands per file and again at every round
/// of `CodeFlowClosure`; a dictionary lookup hashes the whole string (SipHash) first, and those
/// lookups were a third of linting a large React Native app.
///
/// Never `false` for a name of the set; `true` for about one other name in ten when the set
/// holds a few hundred.
struct NameFilter: Sendable {
  private var bits = [UInt64](repeating: 0, count: 64)

  /// The filter of `names`.
  init(_ names: some Sequence<String>) {
    for name in names {
      let utf8 = name.utf8
      guard let first = utf8.first, let last = utf8.last else {
        hasEmpty = true
        continue
      }
      let slot = Self.slot(count: utf8.count, first: first, last: last)
      bits[slot >> 6] |= 1 << UInt64(slot & 63)
    }
  }

  /// Whether the set holds the empty name.
  private var hasEmpty = false

  /// Whether `name` may be in the set.
  @inline(__always)
  func mayContain(_ name: String) -> Bool {
    let utf8 = name.utf8
    guard let first = utf8.first, let last = utf8.last else { return hasEmpty }
    return mayContain(count: utf8.count, first: first, last: last)
  }

  /// Whether `prefix + name` may be in the set, without joining them (`"\"" + text`).
  @inline(__always)
  func mayContain(_ prefix: UInt8, then name: String) -> Bool {
    let utf8 = name.utf8
    return mayContain(count: utf8.count + 1, first: prefix, last: utf8.last ?? prefix)
  }

  /// Whether `head + "." + tail` may be in the set, without joining them (`Permission.camera`).
  @inline(__always)
  func mayContain(_ head: String, dot tail: String) -> Bool {
    let headBytes = head.utf8
    let tailBytes = tail.utf8
    return mayContain(
      count: headBytes.count + 1 + tailBytes.count, first: headBytes.first ?? UInt8(ascii: "."),
      last: tailBytes.last ?? UInt8(ascii: "."))
  }

  @inline(__always)
  private func mayContain(count: Int, first: UInt8, last: UInt8) -> Bool {
    let slot = Self.slot(count: count, first: first, last: last)
    return bits[slot >> 6] & (1 << UInt64(slot & 63)) != 0
  }

  @inline(__always)
  private static func slot(count: Int, first: UInt8, last: UInt8) -> Int {
    let key = UInt32(truncatingIfNeeded: count) << 16 | UInt32(first) << 8 | UInt32(last)
    return Int((key &* 0x9E37_79B1) >> 20)
  }
}
