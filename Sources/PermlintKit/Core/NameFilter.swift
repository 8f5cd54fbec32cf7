/// A filter over a set of names, of 4,096 bits keyed by a name's length and its first and last
/// bytes: asked before a dictionary or set of those names, it turns away most other names
/// without hashing them. The code-flow index asks its vocabulary (a few hundred words) about
/// every name an app's functions use and call, thousands per file and again at every round
/// of `CodeFlowClosure`; a dictionary lookup hashes the whole string (SipHash) first, and those
/// lookups were a third of linting a large React Native app.
///
/// Never `false` for a name of the set; `true` for about one other name in ten when the set
/// holds a few hundred, and for every name that is not ASCII: two strings Swift takes as equal
/// may spell an accent in different bytes (`é` and `e` with a combining accent), and the
/// filter reads bytes.
struct NameFilter: Sendable {
  private var bits: [UInt64]
  /// How far a key's hash is shifted to give a slot: `32 - log2(bit count)`.
  private let shift: UInt32
  /// Whether a name's middle byte is part of its key too (`wide`).
  private let usesMiddle: Bool
  /// Whether the set holds the empty name.
  private var hasEmpty = false

  /// The filter of `names`, of 4,096 bits.
  init(_ names: some Sequence<String>) {
    self.init(names, log2Bits: 12, usesMiddle: false)
  }

  /// A filter of 65,536 bits whose keys hold a name's middle byte too, for a set of thousands
  /// of names (an app's function names): four bytes of 4,096 bits and three bytes of key let
  /// most names of the app through.
  static func wide(_ names: some Sequence<String>) -> NameFilter {
    NameFilter(names, log2Bits: 16, usesMiddle: true)
  }

  private init(_ names: some Sequence<String>, log2Bits: UInt32, usesMiddle: Bool) {
    bits = [UInt64](repeating: 0, count: (1 << Int(log2Bits)) / 64)
    shift = 32 - log2Bits
    self.usesMiddle = usesMiddle
    for name in names {
      let utf8 = name.utf8
      guard let first = utf8.first, let last = utf8.last else {
        hasEmpty = true
        continue
      }
      let slot = slot(count: utf8.count, first: first, middle: middle(of: utf8), last: last)
      bits[slot >> 6] |= 1 << UInt64(slot & 63)
    }
  }

  /// Whether `name` may be in the set.
  @inline(__always)
  func mayContain(_ name: String) -> Bool {
    // A native string's bytes are read in place; the views' generic `first` and `last` cost
    // more than the rest of the test.
    if let answer = name.utf8.withContiguousStorageIfAvailable({ bytes -> Bool in
      guard let base = bytes.baseAddress, !bytes.isEmpty else { return hasEmpty }
      let count = bytes.count
      guard Self.isASCII(base, count) else { return true }
      return mayContain(
        slot(count: count, first: base[0], middle: usesMiddle ? base[count / 2] : 0, last: base[count - 1]))
    }) {
      return answer
    }
    let utf8 = name.utf8
    guard let first = utf8.first, let last = utf8.last else { return hasEmpty }
    guard utf8.allSatisfy({ $0 < 0x80 }) else { return true }
    return mayContain(slot(count: utf8.count, first: first, middle: middle(of: utf8), last: last))
  }

  /// Whether `prefix + name` may be in the set, without joining them (`"\"" + text`). Not for
  /// a `wide` filter.
  @inline(__always)
  func mayContain(_ prefix: UInt8, then name: String) -> Bool {
    precondition(!usesMiddle, "a wide filter is asked whole names only")
    let utf8 = name.utf8
    guard prefix < 0x80, utf8.allSatisfy({ $0 < 0x80 }) else { return true }
    return mayContain(slot(count: utf8.count + 1, first: prefix, middle: 0, last: utf8.last ?? prefix))
  }

  /// Whether `count` bytes at `base` are all ASCII: eight at a time, then one by one.
  @inline(__always)
  private static func isASCII(_ base: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    let raw = UnsafeRawPointer(base)
    var index = 0
    var high: UInt64 = 0
    while count - index >= 8 {
      high |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      index += 8
    }
    while index < count {
      high |= UInt64(base[index])
      index += 1
    }
    return high & 0x8080_8080_8080_8080 == 0
  }

  @inline(__always)
  private func mayContain(_ slot: Int) -> Bool {
    bits[slot >> 6] & (1 << UInt64(slot & 63)) != 0
  }

  @inline(__always)
  private func middle(of utf8: String.UTF8View) -> UInt8 {
    usesMiddle ? utf8[utf8.index(utf8.startIndex, offsetBy: utf8.count / 2)] : 0
  }

  @inline(__always)
  private func slot(count: Int, first: UInt8, middle: UInt8, last: UInt8) -> Int {
    let key = UInt32(truncatingIfNeeded: count) << 24 | UInt32(first) << 16 | UInt32(middle) << 8 | UInt32(last)
    return Int((key &* 0x9E37_79B1) >> shift)
  }
}
